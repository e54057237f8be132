"""The review page: one self-contained HTML document, assembled once from the packaged
``resources/ui/`` files — review.html, review.css, and the script in three parts (bridge.js:
the way to the server; cards.js: the cards and decisions; review.js: everything around them)
joined into one strict-mode closure — with the style and the script inlined. An MCP App is a
single document, and the page must work offline (no CDN, no network, no external file). The
standalone server sends it with a Content-Security-Policy that allows exactly these two inline
blocks (by hash) and nothing from elsewhere."""

from __future__ import annotations

import base64
import hashlib
from functools import cache
from importlib import resources

__all__ = ["page_html", "page_csp"]

_STYLE_MARK = "/*@style*/"
_SCRIPT_MARK = "/*@script*/"
_SCRIPTS = ("bridge.js", "cards.js", "review.js")


def _read(name: str) -> str:
    return resources.files("resources").joinpath("ui", name).read_text("utf-8")


@cache
def _parts() -> tuple[str, str, str]:
    html, css = _read("review.html"), _read("review.css")
    js = '"use strict";\n(() => {\n' + "\n".join(_read(name) for name in _SCRIPTS) + "})();\n"
    if "</script" in js.lower() or "</style" in css.lower():
        raise ValueError("the review page's script or style closes its own tag")
    if html.count(_STYLE_MARK) != 1 or html.count(_SCRIPT_MARK) != 1:
        raise ValueError("review.html must mark where its style and script go, once each")
    return html, css, js


@cache
def page_html() -> str:
    """The whole page, ready to serve (HTTP) or to hand to an MCP Apps host (ui:// resource)."""
    html, css, js = _parts()
    return html.replace(_STYLE_MARK, css).replace(_SCRIPT_MARK, js)


def _sha256(text: str) -> str:
    return (
        "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"
    )


@cache
def page_csp() -> str:
    """The standalone page's policy: its own inline style and script (by hash), images only
    from data: URLs (the previews), requests only to this server, never framed."""
    _, css, js = _parts()
    return "; ".join(
        [
            "default-src 'none'",
            f"script-src {_sha256(js)}",
            f"style-src {_sha256(css)}",
            "img-src data:",
            "connect-src 'self'",
            "base-uri 'none'",
            "form-action 'none'",
            "frame-ancestors 'none'",
        ]
    )
