"""Settings every test shares."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _no_lint_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lint afresh in every test (and the processes it starts): a result kept by one test, or by
    the developer's own runs, must not decide another's. The cache's own tests turn it on."""
    monkeypatch.setenv("MCP_CATALOG_NO_CACHE", "1")
    monkeypatch.delenv("MCP_CATALOG_CACHE_DIR", raising=False)
