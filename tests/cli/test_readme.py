"""The README and docs/ match the product: every command line they show exists with the
options it shows, docs/cli.md shows every command and subcommand of the CLI, the README's
test command is the one .ci/run runs, the README stays short, and every link between the
pages reaches a file (and a heading) that exists."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import click

from server.cli import cli

REPO = Path(__file__).resolve().parents[2]
README = REPO / "README.md"
DOCS = REPO / "docs"
CLI_PAGE = DOCS / "cli.md"
PAGES = [README, *sorted(DOCS.glob("*.md"))]
# Commands of the second round that other issues add (docs/contract.md "Additions"): the
# docs may name them before this branch has them.
ELSEWHERE = {"review", "eval"}
FENCE = re.compile(r"^```.*?^```", re.S | re.M)


def _section(page: Path, title: str) -> str:
    text = page.read_text(encoding="utf-8")
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end]


def _sh_blocks(text: str) -> list[str]:
    return re.findall(r"```sh\n(.*?)```", text, re.S)


def _options(cmd: click.Command) -> set[str]:
    return {o for p in cmd.params if isinstance(p, click.Option) for o in p.opts + p.secondary_opts}


def _check_command_line(line: str) -> bool:
    """True when `line` names a command the CLI has, with options it takes; False when it
    names a command another branch adds."""
    words = shlex.split(line.split("  #")[0])
    assert words[0] == "mylifedb", line
    if words[1] in ELSEWHERE and words[1] not in cli.commands:
        return False
    cmd: click.Command = cli
    options = set()
    for word in words[1:]:
        if isinstance(cmd, click.Group) and word in cmd.commands:
            options |= _options(cmd)  # a group's own options (`suggestions --root`) count too
            cmd = cmd.commands[word]
        elif word.startswith("--"):
            assert word in _options(cmd) | options, f"{line!r}: no option {word}"
    assert cmd is not cli, line
    return True


def test_every_command_line_in_the_reference_and_use_it_exists_with_its_options() -> None:
    """The README's Use it block and docs/cli.md's Commands block hold only `mylifedb` lines,
    each a real command with real options."""
    for page, title, least in ((README, "Use it", 10), (CLI_PAGE, "Commands", 25)):
        blocks = _sh_blocks(_section(page, title))
        assert blocks, (page.name, title)
        lines = [x for x in blocks[0].splitlines() if x.strip()]
        seen = sum(_check_command_line(line) for line in lines)
        assert seen >= least, (page.name, seen)


def test_every_mylifedb_line_of_any_page_exists_with_its_options() -> None:
    """Command lines elsewhere in the docs (`mylifedb moves --run …`, `mylifedb index
    --backend meilisearch`) drift too: each one shown in a shell block must still run."""
    seen = 0
    for page in PAGES:
        for block in _sh_blocks(page.read_text(encoding="utf-8")):
            for line in block.splitlines():
                if line.startswith("mylifedb "):
                    seen += _check_command_line(line)
    assert seen >= 40


def test_every_command_of_the_cli_is_in_the_reference() -> None:
    commands, whole = _section(CLI_PAGE, "Commands"), CLI_PAGE.read_text(encoding="utf-8")
    for name, cmd in cli.commands.items():
        assert f"mylifedb {name}" in commands, (
            f"`mylifedb {name}` is not in docs/cli.md's Commands section"
        )
        if isinstance(cmd, click.Group):
            for sub in cmd.commands:
                said = f"mylifedb {name} {sub}" in whole or re.search(
                    rf"^mylifedb {name}\b.*\b{sub}\b", whole, re.M
                )
                assert said, f"`mylifedb {name} {sub}` is not in docs/cli.md"


def test_the_readme_test_command_is_what_ci_runs() -> None:
    """.ci/run ends with the README's second set-up command, byte for byte; the first one
    runs the demo."""
    first, second = _sh_blocks(_section(README, "Set up"))[:2]
    assert first.strip().endswith("mylifedb demo")
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8").rstrip("\n").splitlines()[-1]
    assert second.strip() == ci


def test_the_readme_is_short_and_links_every_docs_page() -> None:
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 300
    more = _section(README, "Where to read more")
    for page in sorted(DOCS.glob("*.md")):
        assert f"](docs/{page.name})" in more, f"docs/{page.name} is not in Where to read more"


def _anchors(page: Path) -> set[str]:
    """GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, a
    repeated heading numbered."""
    found: set[str] = set()
    for heading in re.findall(r"^#{1,6} (.+)$", FENCE.sub("", page.read_text("utf-8")), re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        n, candidate = 0, slug
        while candidate in found:
            n += 1
            candidate = f"{slug}-{n}"
        found.add(candidate)
    return found


def test_every_link_between_the_pages_works() -> None:
    """Relative links and images of the README and docs/ reach a file, and a #fragment a
    heading of that page."""
    checked = 0
    for page in PAGES:
        text = re.sub(r"`[^`\n]*`", "", FENCE.sub("", page.read_text(encoding="utf-8")))
        targets = re.findall(r"\]\(([^)\s]+)\)", text) + re.findall(r'src="([^"]+)"', text)
        for target in targets:
            if re.match(r"[a-z]+:", target):
                continue
            path, _, fragment = target.partition("#")
            dest = (page.parent / path).resolve() if path else page
            assert dest.exists(), f"{page.name}: {target} does not exist"
            if fragment:
                assert fragment in _anchors(dest), f"{page.name}: no heading #{fragment}"
            checked += 1
    assert checked >= 30


def test_each_docs_page_opens_with_what_it_covers() -> None:
    """A title, then a paragraph (not a list, a table or code); the contract, copied as it is,
    opens with a one-line note instead."""
    for page in DOCS.glob("*.md"):
        lines = page.read_text(encoding="utf-8").splitlines()
        if page.name == "contract.md":
            assert lines[0].startswith("> ") and "contract" in lines[0]
            continue
        body = next(x for x in lines[1:] if x.strip())
        assert lines[0].startswith("# ") and body[0].isalpha(), page.name


def test_the_example_config_uses_an_absolute_command() -> None:
    """Claude Desktop on macOS starts servers with a minimal PATH: a bare name is not found."""
    import json

    example = json.loads((REPO / "claude_desktop_config.example.json").read_text(encoding="utf-8"))
    entry = example["mcpServers"]["mylifedb"]
    assert entry["command"].startswith("/") and entry["args"][0] == "serve"
    assert "minimal PATH" in _section(README, "Connect an assistant")


def test_the_first_search_example_finds_something_on_the_demo(tmp_path: Path) -> None:
    """A newcomer runs `mylifedb demo`, then copies the README's first search: it must find
    something there."""
    import json
    import shutil
    from importlib import resources

    from click.testing import CliRunner

    block = _sh_blocks(_section(README, "Use it"))[0]
    line = next(x for x in block.splitlines() if x.startswith("mylifedb search "))
    words = shlex.split(line.split("  #")[0])
    with resources.as_file(resources.files("resources").joinpath("demo")) as src:
        shutil.copytree(src, tmp_path / "demo")
    lib = ["--root", str(tmp_path / "demo"), "--state-dir", str(tmp_path / "state")]
    r = CliRunner().invoke(cli, [*words[1:], *lib, "--json"], catch_exceptions=False)
    assert r.exit_code == 0, r.stderr
    assert json.loads(r.stdout)["results"], line
