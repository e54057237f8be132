"""Natural search questions over the evaluation libraries, written by people who never saw
the ranking code. The libraries written for the third round of issues carry their own
``QUESTIONS`` (``tests/benchmarks/eval_libraries/<name>.py``); the three older libraries'
questions live here, one module each (``LIBRARY`` names the eval library module).

Each question: ``{"q": text, "lang": ISO code, "kind": "natural" | "keyword" | "cross",
"expect": [library paths, any of which answers it]}``.

``<name>_more`` modules (one per eval library, ``LIBRARY`` names it) add questions of other
kinds - "first" (one file among look-alikes), "time" (with ``asof``, the library's newest
file date), "kind" (the type of file matters), "token" (an exact code; ``only`` when one
file in the whole library holds it), "rules" (answered by guideline.md) and "lang" (another
language the household uses) - and ``JUNK``: queries for which no file matches, "junk"
(words in no file) and "absent" (everyday topics the library has nothing about).
``check_more`` checks them against the libraries' data and built files."""
