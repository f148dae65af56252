"""Fuzzing export: a server answering tools/list with generated tool objects never crashes it.

The fixture server (stdio or HTTP) serves generated pages byte for byte. The oracle is the
export rules: a listing whose tools all are objects with a string name and an object
inputSchema, with no name twice, is exported exactly as sent (sorted by name); anything else
fails that server with one line. And for any valid catalog, export, lock and check agree.
"""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).parent / "fixtures"))

from helpers_hostile import STDIO_SERVER, HostileHTTP, Options

from mcp_catalog.config import ServerConfig
from mcp_catalog.drift import compare
from mcp_catalog.export import Outcome, export_servers
from mcp_catalog.lock import build_lock, read_lock, write_lock
from mcp_catalog.snapshot import read_snapshots, write_snapshot

# Each example runs a real server and a real export, so shrinking is left out: it could
# take minutes on a failure; the failing example is reported as generated.
# Instructions reach the fixture server on its command line, where NUL and lone surrogates cannot go.
ARGV_TEXT = st.text(st.characters(exclude_characters="\x00", exclude_categories=("Cs",)), max_size=30)
SETTINGS = settings(max_examples=40, deadline=None, phases=(Phase.explicit, Phase.reuse, Phase.generate),
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

KEYS = st.one_of(st.sampled_from(["type", "description", "title", "enum", "default", "x-mcp-header", "$ref",
                                  "_meta", "name", "properties", "items", "required"]),
                 st.text(max_size=6))
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=2**53, max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12),
    st.sampled_from(["\u202eevil", "\u200b", "\ud800", "\U0001f600", "\x1b[2J", "line\nbreak"]),
)
JSON = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                     st.dictionaries(KEYS, inner, max_size=4)), max_leaves=12)
NAMES = st.one_of(st.text(min_size=1, max_size=12), st.sampled_from(["a", "b", "search", "", "a.b", "x" * 130]))
GOOD_TOOL = st.fixed_dictionaries(
    {"name": NAMES, "inputSchema": st.fixed_dictionaries({"type": st.just("object")},
                                                         optional={"properties": st.dictionaries(KEYS, JSON,
                                                                                                 max_size=3)})},
    optional={"description": st.text(max_size=40), "title": SCALARS, "annotations": JSON, "_meta": JSON,
              "outputSchema": JSON, "icons": JSON, "x-vendor": JSON},
)
ANY_TOOL = st.one_of(
    GOOD_TOOL,
    st.dictionaries(st.sampled_from(["name", "inputSchema", "description"]), JSON, max_size=3),
    JSON,
)


def valid(tools: list[Any]) -> bool:
    names = [t.get("name") for t in tools if isinstance(t, dict)]
    return (all(isinstance(t, dict) and isinstance(t.get("name"), str) and isinstance(t.get("inputSchema"), dict)
                for t in tools) and len(set(names)) == len(names))


def pages_of(tools: list[Any], cuts: list[int]) -> list[list[Any]]:
    bounds = sorted({min(c, len(tools)) for c in cuts} | {0, len(tools)})
    return [tools[a:b] for a, b in itertools.pairwise(bounds)] or [[]]


def encode(tool: Any, ascii_only: bool) -> str:
    text = json.dumps(tool, ensure_ascii=ascii_only)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate can only travel escaped
        text = json.dumps(tool)
    return text


def export(folder: Path, pages: list[list[Any]], transport: str, era: str, ascii_only: bool,
           instructions: str | None = None) -> Outcome:
    pages_file = folder / "pages.json"
    pages_file.write_text(json.dumps([[encode(t, ascii_only) for t in page] for page in pages]), encoding="utf-8")
    opts = Options(mode="file", era=era, tools_file=str(pages_file), instructions=instructions)
    if transport == "stdio":
        server = ServerConfig(id="fuzz", command=sys.executable, args=(str(STDIO_SERVER), *opts.argv()), timeout=3)
        return export_servers([server])[0]
    with HostileHTTP(opts) as http:
        return export_servers([ServerConfig(id="fuzz", url=http.url, timeout=3)])[0]


def by_name(tools: list[Any]) -> list[Any]:
    return sorted(tools, key=lambda t: t["name"])


@SETTINGS
@given(tools=st.lists(ANY_TOOL, max_size=6), cuts=st.lists(st.integers(0, 6), max_size=3),
       transport=st.sampled_from(["stdio", "http"]), era=st.sampled_from(["modern", "legacy"]),
       ascii_only=st.booleans())
def test_generated_tools_never_crash_export(tmp_path: Path, tools: list[Any], cuts: list[int], transport: str,
                                            era: str, ascii_only: bool) -> None:
    outcome = export(tmp_path, pages_of(tools, cuts), transport, era, ascii_only)
    if valid(tools):
        assert outcome.error is None, outcome.error
        assert outcome.snapshot is not None
        assert json.loads(json.dumps(outcome.snapshot.to_json()))["tools"] == by_name(tools)
    else:
        assert outcome.snapshot is None, "an invalid listing was exported"
        assert outcome.error is not None and "\n" not in outcome.error and "fuzz" in outcome.error


@SETTINGS
@given(tools=st.lists(GOOD_TOOL, max_size=6, unique_by=lambda t: t["name"]),
       cuts=st.lists(st.integers(0, 6), max_size=3), transport=st.sampled_from(["stdio", "http"]),
       era=st.sampled_from(["modern", "legacy"]), instructions=st.one_of(st.none(), ARGV_TEXT))
def test_export_lock_check_is_clean(tmp_path: Path, tools: list[Any], cuts: list[int], transport: str, era: str,
                                    instructions: str | None) -> None:
    outcome = export(tmp_path, pages_of(tools, cuts), transport, era, ascii_only=False, instructions=instructions)
    assert outcome.snapshot is not None, outcome.error
    assert outcome.snapshot.instructions == instructions
    catalog = tmp_path / "catalog"
    write_snapshot(catalog, outcome.snapshot)
    snaps = read_snapshots(catalog)
    assert by_name(snaps["fuzz"].tools) == by_name(tools)  # as sent, through the file
    lock_file = tmp_path / "tools.lock.json"
    write_lock(lock_file, build_lock(snaps, {}))
    configured = {"fuzz": ServerConfig(id="fuzz", command="unused")}
    drift = compare(read_lock(lock_file), read_snapshots(catalog), configured, {})
    assert drift.clean, drift.to_json()
