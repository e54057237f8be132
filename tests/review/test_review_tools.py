"""The review page's MCP side through real in-memory sessions in both protocol eras: the
``review_inbox`` tool and its ``ui://`` resource, the page-only tools (hidden from clients
without MCP Apps), undo without --allow-move, the batch tools' refusals, and safe previews."""

from __future__ import annotations

import base64
import io
import os
import re
import sys
from pathlib import Path
from typing import Any

import mcp.types as types
import pytest
from mcp import Client, StdioServerParameters
from mcp.client.extension import advertise
from mcp.server.apps import APP_MIME_TYPE, EXTENSION_ID
from PIL import Image

from appclient import LocalAppClient, Settings
from server.app import build_server
from server.review.models import ReviewInbox
from server.review.previews import THUMB_PX
from server.review.tools import ANNOTATIONS, MODEL_TOOLS, PAGE_TOOLS, PAGE_URI, PAGE_WRITE_TOOLS
from tests.fixtures.mcp import ok, text

from .conftest import SUGGESTIONS, add_suggestions, serve_page, write_pdf, write_photo

MODES = ["auto", "legacy"]
APPS = advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE]})


async def fails(c: Client, tool: str, args: dict[str, Any], code: str) -> str:
    result = await c.call_tool(tool, args)
    assert result.is_error, result
    assert text(result).startswith(f"[{code}]"), text(result)
    return text(result)


@pytest.mark.parametrize("mode", MODES)
async def test_review_inbox_with_and_without_mcp_apps(
    review_app: LocalAppClient, mode: str
) -> None:
    await add_suggestions(review_app)
    server = build_server(review_app, watch=False, index_on_start=False)

    async with Client(server, mode=mode) as plain:  # a host without MCP Apps
        tools = {t.name: t for t in (await plain.list_tools()).tools}
        assert set(MODEL_TOOLS) <= set(tools) and not set(PAGE_TOOLS) & set(tools)
        result = await plain.call_tool("review_inbox", {})
        assert not result.is_error
        inbox = ReviewInbox.model_validate(result.structured_content)
        assert len(inbox.suggestions) == len(SUGGESTIONS) and inbox.can_resolve
        words = text(result)
        for path, target, reasoning, confidence, _alts in SUGGESTIONS:
            assert f"{path} -> {target}" in words and reasoning in words
            assert f"confidence {round(confidence * 100)}%" in words
        assert "or life/gov docs/: an official document" in words
        assert "resolve_suggestion" in words and "mylifedb review" in words

    async with Client(server, mode=mode, extensions=[APPS]) as host:
        if mode == "auto":  # the 2026 capabilities carry extensions (the handshake era's do not)
            assert EXTENSION_ID in (host.server_capabilities.extensions or {})
        tools = {t.name: t for t in (await host.list_tools()).tools}
        assert set(MODEL_TOOLS) | set(PAGE_TOOLS) <= set(tools)
        assert tools["review_inbox"].meta == {"ui": {"resourceUri": PAGE_URI}}
        assert tools["review_inbox"].output_schema is not None
        for name in PAGE_TOOLS:
            assert tools[name].meta == {"ui": {"resourceUri": PAGE_URI, "visibility": ["app"]}}
            assert tools[name].annotations == ANNOTATIONS[name]
            assert "never call it yourself" in (tools[name].description or "")
        result = await host.call_tool("review_inbox", {"limit": 2})
        assert len(result.structured_content["suggestions"]) == 2  # type: ignore[index]
        assert "shown to the user in the review panel" in text(result)
        page = (await host.read_resource(PAGE_URI)).contents[0]
        assert isinstance(page, types.TextResourceContents) and page.mime_type == APP_MIME_TYPE
        assert "<article" not in page.text.split("<script>")[0]  # cards are built from data
        await fails(host, "review_inbox", {"limit": 0}, "invalid_argument")


def test_the_page_is_one_offline_document() -> None:
    from server.review.page import page_csp, page_html

    html = page_html()
    assert html.startswith("<!doctype html>") and html.count("<script>") == 1
    assert "/*@" not in html  # every part inlined
    # Nothing from elsewhere: no external scripts, styles, fonts, images or links.
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", html)
    assert "<link" not in html and "@import" not in html and "url(" not in html
    assert "innerHTML" not in html and "insertAdjacentHTML" not in html and "eval(" not in html
    csp = page_csp()
    assert "default-src 'none'" in csp and "frame-ancestors 'none'" in csp
    assert csp.count("'sha256-") == 2 and "unsafe-inline" not in csp


@pytest.mark.parametrize("mode", MODES)
async def test_undo_from_the_page_needs_no_allow_move(
    review_app: LocalAppClient, mode: str
) -> None:
    ids = await add_suggestions(review_app)
    root = review_app.root
    server = build_server(review_app, watch=False, index_on_start=False)  # no --allow-move
    async with Client(server, mode=mode, extensions=[APPS]) as c:
        names = {t.name for t in (await c.list_tools()).tools}
        assert "undo_move" not in names and "move_file" not in names
        w2 = ids["inbox/W2_2024.pdf"]
        moved = await ok(c, "resolve_suggestion", {"suggestion_id": w2, "action": "accept"})
        assert moved["new_path"] == "work/acme/compensation/W2_2024.pdf"
        back = await ok(c, "review_undo", {"suggestion_id": w2})
        assert back["status"] == "pending" and back["file_path"] == "inbox/W2_2024.pdf"
        assert back["target_folder"] == "work/acme/compensation/"
        assert (root / "inbox/W2_2024.pdf").is_file()

        kept = ids["inbox/untitled.txt"]
        await ok(c, "resolve_suggestion", {"suggestion_id": kept, "action": "reject"})
        assert (await ok(c, "review_undo", {"suggestion_id": kept}))["status"] == "pending"
        await fails(c, "review_undo", {"suggestion_id": kept}, "conflict")  # nothing to undo
        await fails(c, "review_undo", {"suggestion_id": "sug-000000000000"}, "not_found")


async def test_read_only_server_offers_the_page_nothing_that_writes(
    review_app: LocalAppClient,
) -> None:
    await add_suggestions(review_app)
    server = build_server(review_app, read_only=True, watch=False, index_on_start=False)
    async with Client(server, extensions=[APPS]) as c:
        names = {t.name for t in (await c.list_tools()).tools}
        assert not set(PAGE_WRITE_TOOLS) & names and "resolve_suggestion" not in names
        assert {"review_inbox", "review_state", "review_preview"} <= names
        assert (await ok(c, "review_inbox"))["can_resolve"] is False


async def test_batch_accept_and_undo_refuse_file_by_file(review_app: LocalAppClient) -> None:
    ids = await add_suggestions(review_app)
    root = review_app.root
    server = build_server(review_app, watch=False, index_on_start=False)
    high = [ids["inbox/W2_2024.pdf"], ids["inbox/IMG_3120.jpg"], ids["inbox/shakshuka.md"]]
    low = ids["inbox/lease renewal.txt"]
    async with Client(server, extensions=[APPS]) as c:
        await ok(
            c,
            "resolve_suggestion",
            {"suggestion_id": ids["inbox/untitled.txt"], "action": "reject"},
        )
        batch = await ok(
            c,
            "review_accept_batch",
            {"suggestion_ids": [*high, low, ids["inbox/untitled.txt"], "sug-000000000000"]},
        )
        assert (batch["done"], batch["refused"]) == (3, 3)
        by_id = {i["suggestion_id"]: i for i in batch["items"]}
        assert by_id[low]["error"].startswith("[invalid_argument] confidence 0.72 is below 0.90")
        assert "no longer pending" in by_id[ids["inbox/untitled.txt"]]["error"]
        assert "no longer pending" in by_id["sug-000000000000"]["error"]
        assert (root / "inbox/lease renewal.txt").is_file()
        for sid in high:
            assert by_id[sid]["ok"] and (root / by_id[sid]["new_path"]).is_file()

        # One edited since, one moved away by hand: both refused, with the reason; one goes back.
        edited = root / "notes/recipes/shakshuka.md"
        edited.write_text(edited.read_text() + "feta\n")
        os.rename(root / "life/trips/2024-03 japan/IMG_3120.jpg", root / "life/IMG_3120.jpg")
        undo = await ok(c, "review_undo_batch", {"suggestion_ids": high})
        assert (undo["done"], undo["refused"]) == (1, 2)
        by_id = {i["suggestion_id"]: i for i in undo["items"]}
        assert [i["suggestion_id"] for i in undo["items"]] == high  # reported in the given order
        assert by_id[high[0]]["ok"] and (root / "inbox/W2_2024.pdf").is_file()
        assert "was edited after move" in by_id[high[2]]["error"] and edited.is_file()
        assert (by_id[high[2]]["code"], by_id[high[2]]["force_helps"]) == ("conflict", True)
        assert "no longer where move" in by_id[high[1]]["error"]
        assert by_id[high[1]]["force_helps"] is False  # force cannot bring back a file gone
        assert (root / "life/IMG_3120.jpg").is_file()
        forced = await ok(c, "review_undo_batch", {"suggestion_ids": [high[2]], "force": True})
        assert forced["done"] == 1 and (root / "inbox/shakshuka.md").is_file()
        await fails(c, "review_accept_batch", {"suggestion_ids": []}, "invalid_argument")
        await fails(
            c,
            "review_accept_batch",
            {"suggestion_ids": high, "min_confidence": 0.2},
            "invalid_argument",
        )


async def test_previews_are_safe_and_small(
    review_app: LocalAppClient, review_settings: Settings, tmp_path: Path
) -> None:
    root = review_settings.root
    write_photo(root / "life/big photo.jpg", size=(2400, 1800))
    write_pdf(root / "life/two pages.pdf", ["First page words", "Second page words"])
    (root / "life/page.html").write_text(
        "<html><body><h1>Bill</h1><script>alert(1)</script><img src=x onerror=alert(2)>"
        "Amount due</body></html>"
    )
    # An SVG with a script, named like a PNG: never handed to the page as itself.
    (root / "life/evil.png").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    )
    (root / "life/data.bin").write_bytes(bytes(range(256)))
    outside = tmp_path / "secret.txt"
    outside.write_text("top secret")
    (root / "life/link.txt").symlink_to(outside)
    await review_app.index()
    server = build_server(review_app, watch=False, index_on_start=False)
    async with Client(server, extensions=[APPS]) as c:
        photo = await ok(c, "review_preview", {"path": "life/big photo.jpg"})
        assert photo["kind"] == "image" and photo["image"].startswith("data:image/jpeg;base64,")
        with Image.open(io.BytesIO(base64.b64decode(photo["image"].split(",", 1)[1]))) as im:
            assert im.format == "JPEG" and max(im.size) == THUMB_PX
        assert len(photo["image"]) < 60_000

        pdf = await ok(c, "review_preview", {"path": "life/two pages.pdf"})
        assert pdf["kind"] == "text" and "First page" in pdf["text"] and "Second" not in pdf["text"]
        html = await ok(c, "review_preview", {"path": "life/page.html"})
        assert html["kind"] == "text" and "Amount due" in html["text"]
        assert "<" not in html["text"] and "alert" not in html["text"]
        svg = await ok(c, "review_preview", {"path": "life/evil.png"})
        assert svg["kind"] == "none" and svg["image"] is None and svg["text"] is None
        binary = await ok(c, "review_preview", {"path": "life/data.bin"})
        assert binary["kind"] == "none"
        note = await ok(c, "review_preview", {"path": "inbox/shakshuka.md"})
        assert note["kind"] == "text" and note["text"].startswith("# Shakshuka")

        for path, code in (
            ("../secret.txt", "outside_root"),
            (str(outside), "outside_root"),
            ("life/link.txt", "outside_root"),
            (".mylifedb/index.db", "outside_root"),
            ("life/.hidden", "invalid_path"),
            ("life/nope.txt", "not_found"),
            ("life/", "invalid_argument"),
        ):
            await fails(c, "review_preview", {"path": path}, code)


@pytest.mark.parametrize("transport", ["stdio", "http"])
async def test_the_app_over_real_transports(
    review_app: LocalAppClient, review_settings: Settings, transport: str
) -> None:
    """The same MCP App through a stdio subprocess (Claude Desktop's way) and streamable
    HTTP under uvicorn (VS Code's), with the host advertising MCP Apps."""
    await add_suggestions(review_app)

    async def check(c: Client) -> None:
        tools = {t.name: t for t in (await c.list_tools()).tools}
        assert tools["review_undo"].meta == {"ui": {"resourceUri": PAGE_URI, "visibility": ["app"]}}
        page = (await c.read_resource(PAGE_URI)).contents[0]
        assert isinstance(page, types.TextResourceContents) and page.mime_type == APP_MIME_TYPE
        result = await c.call_tool("review_inbox", {})
        assert "shown to the user in the review panel" in text(result)
        assert len(result.structured_content["suggestions"]) == len(SUGGESTIONS)  # type: ignore[index]

    if transport == "stdio":
        await review_app.aclose()  # the subprocess opens the library itself
        params = StdioServerParameters(
            command=sys.executable,
            cwd=Path(__file__).resolve().parents[2],
            args=[
                "-m",
                "server",
                "serve",
                "--root",
                str(review_settings.root),
                "--state-dir",
                str(review_settings.state_dir),
            ],
        )
        async with Client(params, mode="legacy", extensions=[APPS]) as c:
            await check(c)
    else:
        async with serve_page(review_app) as url, Client(url + "mcp", extensions=[APPS]) as c:
            await check(c)
