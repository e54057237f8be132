"""Natural search questions over the evaluation libraries, written by people who never saw
the ranking code. The libraries written for the third round of issues carry their own
``QUESTIONS`` (``tests/benchmarks/eval_libraries/<name>.py``); the three older libraries'
questions live here, one module each (``LIBRARY`` names the eval library module).

Each question: ``{"q": text, "lang": ISO code, "kind": "natural" | "keyword" | "cross",
"expect": [library paths, any of which answers it]}``."""
