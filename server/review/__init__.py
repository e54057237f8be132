"""Review the inbox where people look: one page, two ways in.

    tools.py     the MCP App: ``review_inbox`` (bound to ``ui://mylifedb/review.html``) and
                 the page-only tools (``_meta.ui.visibility: ["app"]``)
    page.py      the page itself, assembled from ``resources/ui/`` (inline, offline)
    previews.py  safe previews: downscaled images, first lines, a PDF's first page
    http.py      the standalone page at ``GET /`` of the HTTP server, with the token cookie
    models.py    what the page-only tools return

``server/mcp`` wires it in: ``build_server`` passes :func:`review_extension` to the server
and ``create_http_app`` puts :func:`with_review_page` in front of the MCP endpoint. The
``mylifedb review`` command lives in ``server/cli/review.py``.
"""

from .http import library_id, with_review_page
from .page import page_html
from .tools import MODEL_TOOLS, PAGE_TOOLS, PAGE_URI, hide_page_tools, review_extension

__all__ = [
    "PAGE_URI",
    "MODEL_TOOLS",
    "PAGE_TOOLS",
    "review_extension",
    "hide_page_tools",
    "with_review_page",
    "library_id",
    "page_html",
]
