"""Settings every test shares."""

from __future__ import annotations

import os

import pytest


def pytest_configure(config: pytest.Config) -> None:
    """Lint afresh everywhere in the run (fixtures of any scope, and the processes tests start):
    a result kept by the developer's own runs or by another test must not decide a test, and the
    suite must not write to the user's cache. The cache's own tests turn it on for themselves."""
    os.environ["MCP_CATALOG_NO_CACHE"] = "1"
    os.environ.pop("MCP_CATALOG_CACHE_DIR", None)
