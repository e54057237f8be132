"""Office files: how fast they are read and indexed, what the format libraries would cost
instead, and what hostile ones cost (run on demand, never in CI):

    python -m tests.benchmarks.office_speed [--files 1000] [--big-mb 50]

1. digest rate: ``extract`` on a mix of .docx/.xlsx/.pptx/.odt/.ods (one process);
2. the same files read by python-docx / openpyxl / python-pptx (the libraries the issue
   names), for the choice of the standard library's zip + expat;
3. index rate: ``LocalAppClient.index()`` over a library of them (the embedder off, then on);
4. hostile files, each in a fresh process: a zip bomb renamed .docx and a spreadsheet of
   ``--big-mb`` MB — seconds and peak memory over the process's baseline;
5. the gazetteer behind place names: load time and memory.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import anyio

from tests.fixtures import file_kinds as fk

WORDS = ("rent deposit tenant landlord invoice amount due payable heating boiler service "
         "insurance policy premium budget groceries school fees contract notice period").split()  # fmt: skip


def _para(i: int, n: int = 60) -> str:
    return " ".join(WORDS[(i * 7 + k * 3) % len(WORDS)] for k in range(n)) + f" {i}."


def _make(folder: Path, count: int) -> list[Path]:
    import docx
    import openpyxl
    import pptx

    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for i in range(count):
        kind = ("docx", "xlsx", "pptx", "odt", "ods")[i % 5]
        path = folder / f"file{i:05d}.{kind}"
        if kind == "docx":
            d = docx.Document()
            for k in range(12):
                d.add_paragraph(_para(i + k))
            d.save(str(path))
        elif kind == "xlsx":
            wb = openpyxl.Workbook()
            ws = wb.active
            for r in range(80):
                ws.append([WORDS[(i + r) % len(WORDS)], r * 12.5, i, f"note {r}"])
            wb.save(str(path))
        elif kind == "pptx":
            p = pptx.Presentation()
            for k in range(6):
                s = p.slides.add_slide(p.slide_layouts[1])
                s.shapes.title.text = f"Slide {k} of deck {i}"
                s.placeholders[1].text = _para(i + k, 25)
            p.save(str(path))
        elif kind == "odt":
            fk.write_odt(path, word=_para(i, 40))
        else:
            fk.write_ods(path, word=f"cost{i}")
        out.append(path)
    return out


def _digest_rate(files: list[Path]) -> float:
    from appclient.digests import extract, guess_mime

    t0 = time.perf_counter()
    for f in files:
        extract(f, guess_mime(f.name), f.stat().st_size)
    return len(files) / (time.perf_counter() - t0)


def _libraries_rate(files: list[Path]) -> float:
    import docx
    import openpyxl
    import pptx

    chosen = [f for f in files if f.suffix in (".docx", ".xlsx", ".pptx")]
    t0 = time.perf_counter()
    for f in chosen:
        if f.suffix == ".docx":
            "\n".join(p.text for p in docx.Document(str(f)).paragraphs)
        elif f.suffix == ".xlsx":
            wb = openpyxl.load_workbook(str(f), read_only=True, data_only=True)
            for ws in wb.worksheets:
                for row in ws.iter_rows(values_only=True):
                    " | ".join(str(v) for v in row if v is not None)
            wb.close()
        else:
            for s in pptx.Presentation(str(f)).slides:
                for shape in s.shapes:
                    if shape.has_text_frame:
                        shape.text_frame.text  # noqa: B018
    return len(chosen) / (time.perf_counter() - t0)


def _ours_rate(files: list[Path]) -> float:
    return _digest_rate([f for f in files if f.suffix in (".docx", ".xlsx", ".pptx")])


def _index_rate(root: Path, embedder: bool) -> float:
    from appclient import LocalAppClient, Settings

    env_before = os.environ.get("MYLIFEDB_EMBEDDER")
    if not embedder:
        os.environ["MYLIFEDB_EMBEDDER"] = "off"
    try:

        async def go() -> float:
            with tempfile.TemporaryDirectory() as state:
                client = await LocalAppClient.open(
                    Settings.resolve(root=root, state_dir=Path(state))
                )
                try:
                    t0 = time.perf_counter()
                    stats = await client.index()
                    if embedder:  # both phases, as `mylifedb index` runs them
                        await client.make_vectors()
                    return stats.files / (time.perf_counter() - t0)
                finally:
                    await client.aclose()

        return anyio.run(go)
    finally:
        if env_before is None:
            os.environ.pop("MYLIFEDB_EMBEDDER", None)
        else:
            os.environ["MYLIFEDB_EMBEDDER"] = env_before


_HOSTILE = """
import resource, sys, time
from appclient.digests import extract, guess_mime
import appclient.digests.office, appclient.digests.sheets  # imports are the baseline
path = sys.argv[1]
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t0 = time.perf_counter()
d = extract(path, guess_mime(path), 0)[0]
took = time.perf_counter() - t0
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(f"{took:.2f} s, peak {peak / 1024:.0f} MB, +{(peak - base) / 1024:.0f} MB over the baseline; "
      f"truncated={d.data.get('truncated')} cut={d.data.get('cut')} error={d.error}")
"""

_PLACES = """
import resource, time
import numpy, scipy.spatial  # already loaded in an indexing process: the baseline
import appclient.digests.places
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t0 = time.perf_counter()
from appclient.digests.places import place_of
place_of(38.72, -9.14)
took = time.perf_counter() - t0
t1 = time.perf_counter()
for i in range(1000):
    place_of(38.0 + i / 1000, -9.0)
each = (time.perf_counter() - t1) / 1000
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(f"first lookup {took:.2f} s (loads the gazetteer), then {each * 1e6:.0f} µs a lookup; "
      f"+{(peak - base) / 1024:.0f} MB")
"""


def _fresh(code: str, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, check=False
    )
    return (done.stdout or done.stderr).strip().splitlines()[-1]


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--files", type=int, default=1000)
    ap.add_argument("--big-mb", type=int, default=50)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "lib"
        files = _make(root / "docs", args.files)
        (root / "inbox").mkdir()
        print(f"{len(files)} office files, {sum(f.stat().st_size for f in files) / 2**20:.1f} MiB")
        print(f"digests, one process:        {_digest_rate(files):,.0f} files/s")
        print(f"docx/xlsx/pptx, ours:         {_ours_rate(files):,.0f} files/s")
        print(f"docx/xlsx/pptx, libraries:    {_libraries_rate(files):,.0f} files/s")
        print(f"index, embedder off:          {_index_rate(root, False):,.0f} files/s")
        print(
            f"index, embedder on (default, words and vectors): {_index_rate(root, True):,.0f} files/s"
        )
        bomb = fk.zip_bomb_docx(Path(tmp) / "bomb.docx", megabytes=1024)
        print(
            f"zip bomb .docx ({bomb.stat().st_size / 2**20:.1f} MiB -> 1 GiB): {_fresh(_HOSTILE, str(bomb))}"
        )
        rows = args.big_mb * 36_000  # ~29 bytes of compressed sheet XML a row of 10 cells
        big = fk.huge_xlsx(Path(tmp) / "big.xlsx", rows=rows)
        print(f"spreadsheet of {big.stat().st_size / 2**20:.0f} MiB: {_fresh(_HOSTILE, str(big))}")
    print(f"place names: {_fresh(_PLACES)}")


if __name__ == "__main__":
    main()
