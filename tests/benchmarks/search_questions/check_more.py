"""Checks for the ``<library>_more.py`` question sets, run from the data alone.

    python -m tests.benchmarks.search_questions.check_more            # check all seven
    python -m tests.benchmarks.search_questions.check_more dom_ru     # one library
    python -m tests.benchmarks.search_questions.check_more --dump dom_ru > /tmp/dom_ru.txt

What is checked, per library:

* every ``expect`` path is a file of the library (not of its inbox: an organizer run may
  move inbox files, so no question relies on one);
* every question has 1-3 expect paths, a known kind, and the minimum count per kind;
* ``time`` questions carry ``asof`` equal to the library's newest file date (the newest
  date among all files, inbox and guideline included);
* ``token`` questions: some word (or run of up to three words) of the query occurs in the
  first expected file; with ``only`` that word occurs in exactly one file of the whole
  library (inbox included), the expected one;
* ``rules`` questions expect ``guideline.md``;
* ``junk`` queries: no word of three or more characters (nor any piece of four or more of
  a hyphenated or dotted code) occurs in any file's text, file name or folder (case,
  accents and width folded), nor in the guideline;
* ``absent`` queries are printed (``-v``) with any of their words that do occur, for a
  person to read: a plausible topic shares everyday words with real files, so this is not
  automatic. With ``-v``, Japanese junk words whose character pairs occur somewhere are
  printed too: the check is by whole word, and a bigram index would see partial matches.

Not checked here, and checked by hand when the questions were written: that no inbox file
is an equally good or newer answer to a ``time`` or ``first`` question (expect paths are
library files only, since an organizer run may move inbox files).

Where a file's text comes from. Each file's searchable text is taken as the union of
  (1) its library path,
  (2) every string in its entry of the data module (recursively: the text payload, lines,
      rows, titles, captions, EXIF device names, e-mail headers, ...), and
  (3) the text read back from the built file: the PDF text layer (pypdf), the decoded bytes
      of text/CSV/HTML files (UTF-8, or the legacy encoding the file is written in), and
      the headers and body parts of .eml files.
(3) covers what the renderers generate themselves (bank statements and CSV exports built
from number tables, payslip arithmetic, PDF titles). What neither covers: pixels drawn by a
renderer that are not in the data - decorative screenshot chrome (status bar clocks,
battery, app-bar labels) and the generated scenery of photos. These carry no words a
question relies on; a junk word could in principle appear there (e.g. an app name drawn
from a renderer's own table), which is why junk words are invented or far off-topic.

The libraries are built once into ``$TMPDIR/mylifedb-eval-more/<name>/`` (reused when
present; ``--rebuild`` to refresh).
"""

from __future__ import annotations

import argparse
import datetime as dt
import email
import email.policy
import importlib
import pathlib
import re
import sys
import tempfile
import unicodedata
from collections import Counter

LIBRARIES = (
    "casa_pt",
    "dom_ru",
    "family_in",
    "freelancer_en",
    "haushalt_de",
    "hogar_es",
    "kurashi_ja",
)

MIN_KINDS = {"first": 6, "time": 4, "kind": 3, "token": 3, "rules": 2, "lang": 4}
MIN_QUESTIONS = 22
MIN_JUNK = {"junk": 18, "absent": 6}
MIN_JUNK_TOTAL = 24
MAIN_LANG = {
    "casa_pt": "pt",
    "dom_ru": "ru",
    "family_in": "en",
    "freelancer_en": "en",
    "haushalt_de": "de",
    "hogar_es": "es",
    "kurashi_ja": "ja",
}

CACHE = pathlib.Path(tempfile.gettempdir()) / "mylifedb-eval-more"

TEXT_SUFFIXES = {".txt", ".md", ".csv", ".html", ".htm", ".json", ".ics", ".vcf", ".xml", ".tsv"}
ENCODINGS = ("utf-8", "cp1251", "koi8-r", "cp932", "euc_jp", "iso2022_jp", "latin-1")


# ------------------------------------------------------------------------ the data modules


def _strings(obj, out: list[str]) -> None:
    """Every string inside a data entry (dict values, tuples, lists, bytes decoded)."""
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, bytes):
        for enc in ENCODINGS:
            try:
                out.append(obj.decode(enc))
                break
            except UnicodeDecodeError:
                continue
    elif isinstance(obj, dict):
        for k, v in obj.items():
            if k not in ("expect", "x"):  # where an inbox file should go: not its text
                _strings(v, out)
    elif isinstance(obj, list | tuple | set | frozenset):
        for v in obj:
            _strings(v, out)
    elif isinstance(obj, int | float) and not isinstance(obj, bool):
        out.append(str(obj))
    elif isinstance(obj, dt.date):
        out.append(obj.isoformat())


def _day(value) -> str:
    if isinstance(value, dt.date):
        return value.isoformat()[:10]
    s = str(value).replace(":", "-", 2) if re.match(r"^\d{4}:\d\d:\d\d", str(value)) else value
    return str(s)[:10]


def entries(name: str) -> list[tuple[str, str, list[str]]]:
    """[(library path, date YYYY-MM-DD, strings of its data entry)], guideline included."""
    mod = importlib.import_module(f"tests.benchmarks.eval_libraries.{name}")
    data = importlib.import_module(f"tests.benchmarks.eval_libraries.{name}_data")
    rows: list[tuple[str, str, object]] = []
    if name == "haushalt_de":
        rows = [(e[0], e[1], e) for e in data.LIBRARY]
        rows += [("inbox/" + e[0], e[1], e[:4]) for e in data.INBOX]
        guide = "2025-05-04"
    elif name == "casa_pt":
        rows = [(d["path"], d["date"], d) for d in mod.all_docs()]
        guide = "2025-11-09"
    elif name == "dom_ru":
        rows = [(e["path"], e["date"], e) for e in data.LIB + data.INBOX]
        guide = "2025-09-14"
    elif name == "family_in":
        rows = [(e[0], e[3], e) for e in data.LIBRARY]
        rows += [("inbox/" + e[0], e[3], e[:4]) for e in data.INBOX]
        guide = "2025-04-06"
    elif name == "freelancer_en":
        rows = [(e["path"], e["date"], e) for e in data.LIBRARY + data.INBOX]
        guide = mod.GUIDELINE_DATE
    elif name == "hogar_es":
        rows = [(e["path"], e["mtime"], e) for e in data.LIBRARY + data.INBOX]
        guide = "2025-09-07"
    elif name == "kurashi_ja":
        rows = [(e["p"], e.get("dt") or e["d"], e) for e in data.LIBRARY]
        rows += [("inbox/" + e["p"], e.get("dt") or e["d"], e) for e in data.INBOX]
        guide = "2025-04-06"
    else:
        raise KeyError(name)
    out = [("guideline.md", guide, [data.GUIDELINE])]
    for path, day, entry in rows:
        strings: list[str] = []
        _strings(entry, strings)
        out.append((unicodedata.normalize("NFC", path), _day(day), strings))
    paths = [p for p, _, _ in out]
    dup = [p for p, n in Counter(paths).items() if n > 1]
    assert not dup, f"{name}: duplicate paths {dup}"
    return out


# ------------------------------------------------------------------------ the built files


def built_root(name: str, rebuild: bool = False) -> pathlib.Path:
    root = CACHE / name
    ok = CACHE / f"{name}.ok"
    if rebuild or not ok.exists():
        import shutil

        shutil.rmtree(root, ignore_errors=True)
        ok.unlink(missing_ok=True)
        mod = importlib.import_module(f"tests.benchmarks.eval_libraries.{name}")
        print(f"building {name} into {root} ...", file=sys.stderr)
        mod.build(root)
        ok.write_text("built\n")
    return root


def _decode(raw: bytes) -> str:
    for enc in ENCODINGS:
        try:
            return raw.decode(enc)
        except UnicodeDecodeError:
            continue
    return raw.decode("latin-1")


def _eml_text(raw: bytes) -> str:
    msg = email.message_from_bytes(raw, policy=email.policy.default)
    parts = [f"{k}: {v}" for k, v in msg.items()]
    for part in msg.walk():
        if part.get_content_maintype() == "text":
            try:
                parts.append(part.get_content())
            except (LookupError, UnicodeDecodeError):
                parts.append(_decode(part.get_payload(decode=True) or b""))
        fn = part.get_filename()
        if fn:
            parts.append(fn)
    return "\n".join(parts)


def _pdf_text(path: pathlib.Path) -> str:
    import logging

    from pypdf import PdfReader

    logging.getLogger("pypdf").setLevel(logging.ERROR)
    reader = PdfReader(str(path))
    parts = [page.extract_text() or "" for page in reader.pages]
    meta = reader.metadata or {}
    parts += [str(v) for v in meta.values()]
    return "\n".join(parts)


def file_text(path: pathlib.Path) -> str:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return _pdf_text(path)
    if suffix == ".eml":
        return _eml_text(path.read_bytes())
    if suffix in TEXT_SUFFIXES:
        return _decode(path.read_bytes())
    return ""


# ------------------------------------------------------------------------ the corpus


def fold(text: str) -> str:
    """Case, width and accents folded; ё as е, й kept apart from и is not needed here."""
    text = unicodedata.normalize("NFKC", text).casefold()
    text = unicodedata.normalize("NFD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", text).replace("ё", "е")


class Library:
    def __init__(self, name: str, rebuild: bool = False):
        self.name = name
        self.entries = entries(name)
        self.root = built_root(name, rebuild)
        self.dates = {p: d for p, d, _ in self.entries}
        self.paths = [p for p, _, _ in self.entries]
        on_disk = {
            unicodedata.normalize("NFC", str(p.relative_to(self.root))): p
            for p in self.root.rglob("*")
            if p.is_file()
        }
        missing = set(self.paths) - set(on_disk)
        extra = set(on_disk) - set(self.paths)
        assert not missing and not extra, (name, sorted(missing)[:5], sorted(extra)[:5])
        self.raw: dict[str, str] = {}
        self.read: dict[str, str] = {}
        self.text: dict[str, str] = {}
        for path, _day, strings in self.entries:
            read = file_text(on_disk[path])
            self.read[path] = read
            self.raw[path] = "\n".join(strings)
            self.text[path] = fold("\n".join([path, *strings, read]))
        self.newest = max(self.dates.values())

    def library_files(self) -> set[str]:
        return {p for p in self.paths if not p.startswith("inbox/")}

    def files_with(self, needle: str) -> list[str]:
        n = fold(needle)
        return [p for p, t in self.text.items() if n in t]


# ------------------------------------------------------------------------ the checks

_WORD = re.compile(r"[^\W_]+(?:[-./'’][^\W_]+)*", re.UNICODE)


def words(query: str) -> list[str]:
    return _WORD.findall(query)


def _is_cjk(s: str) -> bool:
    return any(
        "\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff" or "\uff66" <= c <= "\uff9f"
        for c in s
    )


def junk_hits(lib: Library, query: str) -> dict[str, list[str]]:
    """Words of the query (3+ characters, or any CJK word) that some file contains."""
    hits: dict[str, list[str]] = {}
    for w in words(query):
        parts = {w} | {p for p in re.split(r"[-./'’]", w) if len(p) >= 4}
        for part in parts:
            if len(part) < 3 and not (_is_cjk(part) and len(part) >= 2):
                continue
            found = lib.files_with(part)
            if found:
                hits[part] = found
    return hits


def cjk_bigram_hits(lib: Library, query: str) -> list[str]:
    """Character pairs of the query's CJK words that some file contains (information only:
    a tokenizer that indexes Japanese by bigrams would see these as partial matches)."""
    text = "\n".join(lib.text.values())
    out = []
    for w in words(query):
        if _is_cjk(w):
            out += [w[i : i + 2] for i in range(len(w) - 1) if fold(w[i : i + 2]) in text]
    return sorted(set(out))


def _runs(query: str) -> list[str]:
    ws = query.split()
    out = []
    for n in (1, 2, 3):
        for i in range(len(ws) - n + 1):
            run = " ".join(ws[i : i + n]).strip("?!.,;:\"'«»“”()")
            if run:
                out.append(run)
    return out


def check_library(name: str, rebuild: bool = False, verbose: bool = False) -> list[str]:
    mod = importlib.import_module(f"tests.benchmarks.search_questions.{name}_more")
    lib = Library(name, rebuild)
    problems: list[str] = []
    say = problems.append
    if mod.LIBRARY != name:
        say(f"LIBRARY is {mod.LIBRARY!r}")
    lib_files = lib.library_files()

    existing = set()
    data = importlib.import_module(f"tests.benchmarks.eval_libraries.{name}_data")
    for q in getattr(data, "QUESTIONS", []):
        existing.add(fold(q["q"]).strip())
    try:
        old = importlib.import_module(f"tests.benchmarks.search_questions.{name}")
        existing |= {fold(q["q"]).strip() for q in old.QUESTIONS}
    except ModuleNotFoundError:
        pass

    kinds = Counter()
    seen = set()
    for q in mod.QUESTIONS:
        tag = f"Q {q.get('q')!r}"
        allowed = {"q", "lang", "kind", "expect", "only", "asof"}
        if set(q) - allowed or not {"q", "lang", "kind", "expect"} <= set(q):
            say(f"{tag}: keys {sorted(q)}")
            continue
        kinds[q["kind"]] += 1
        key = fold(q["q"]).strip()
        if key in existing:
            say(f"{tag}: duplicates an existing question")
        if key in seen:
            say(f"{tag}: asked twice")
        seen.add(key)
        if q["kind"] not in MIN_KINDS:
            say(f"{tag}: unknown kind {q['kind']}")
        if not 1 <= len(q["expect"]) <= 3:
            say(f"{tag}: {len(q['expect'])} expect paths")
        for p in q["expect"]:
            if p not in lib_files:
                say(f"{tag}: {p} is not a library file")
        if q["kind"] == "lang" and q["lang"] == MAIN_LANG[name]:
            say(f"{tag}: a lang question in the library's main language")
        if q["kind"] != "lang" and q["lang"] != MAIN_LANG[name]:
            say(f"{tag}: lang {q['lang']} outside the lang kind")
        if q["kind"] == "time":
            if q.get("asof") != lib.newest:
                say(f"{tag}: asof {q.get('asof')} but newest file is {lib.newest}")
        elif "asof" in q and q["asof"] != lib.newest:
            say(f"{tag}: asof {q['asof']} but newest file is {lib.newest}")
        if q["kind"] == "rules" and q["expect"] != ["guideline.md"]:
            say(f"{tag}: rules question must expect guideline.md")
        if q["kind"] == "token" or q.get("only"):
            target = q["expect"][0]
            good = []
            for run in _runs(q["q"]):
                if len(fold(run)) < 4:
                    continue
                found = lib.files_with(run)
                if target in found:
                    good.append((run, found))
            if not good:
                say(f"{tag}: no word of the query occurs in {target}")
            elif q.get("only") and not any(f == [target] for _, f in good):
                say(f"{tag}: only, but its words occur in {[(r, f) for r, f in good][:3]}")
            elif verbose:
                best = min(good, key=lambda rf: len(rf[1]))
                print(f"  token {best[0]!r} in {len(best[1])} file(s)")
    for kind, n in MIN_KINDS.items():
        if kinds[kind] < n:
            say(f"only {kinds[kind]} {kind} questions (want {n})")
    if len(mod.QUESTIONS) < MIN_QUESTIONS:
        say(f"only {len(mod.QUESTIONS)} questions")

    jk = Counter()
    for j in mod.JUNK:
        tag = f"JUNK {j.get('q')!r}"
        if set(j) != {"q", "lang", "kind"}:
            say(f"{tag}: keys {sorted(j)}")
            continue
        jk[j["kind"]] += 1
        if j["kind"] == "junk":
            hits = junk_hits(lib, j["q"])
            if hits:
                say(f"{tag}: words found: { ({w: f[:3] for w, f in hits.items()}) }")
            elif verbose and _is_cjk(j["q"]):
                pairs = cjk_bigram_hits(lib, j["q"])
                if pairs:
                    print(f"  junk {j['q']!r}: no word found, but bigrams {pairs} occur")
        elif j["kind"] == "absent":
            hits = junk_hits(lib, j["q"])
            if verbose and hits:
                print(f"  absent {j['q']!r}: { ({w: len(f) for w, f in hits.items()}) }")
        else:
            say(f"{tag}: unknown kind")
    for kind, n in MIN_JUNK.items():
        if jk[kind] < n:
            say(f"only {jk[kind]} {kind} queries (want {n})")
    if len(mod.JUNK) < MIN_JUNK_TOTAL:
        say(f"only {len(mod.JUNK)} junk/absent queries")
    return problems


def dump(name: str) -> None:
    lib = Library(name)
    for path, day, _ in sorted(lib.entries, key=lambda e: e[0]):
        body = lib.raw[path]
        if len(body) < 300 or len(lib.read[path]) > 2 * len(body):
            body = body + "\n" + lib.read[path]
        body = re.sub(r"\n\s*\n+", "\n", body).strip()
        print(f"=== {path}  [{day}]")
        print(body[:1500])
    print(f"newest: {lib.newest}")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("names", nargs="*", default=list(LIBRARIES))
    ap.add_argument("--dump", action="store_true", help="print each file's text instead")
    ap.add_argument("--rebuild", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    bad = 0
    for name in args.names:
        if args.dump:
            dump(name)
            continue
        problems = check_library(name, args.rebuild, args.verbose)
        mod = importlib.import_module(f"tests.benchmarks.search_questions.{name}_more")
        print(f"{name}: {len(mod.QUESTIONS)} questions, {len(mod.JUNK)} junk/absent", end="")
        print(f", {len(problems)} problem(s)")
        for p in problems:
            print("  -", p)
        bad += len(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
