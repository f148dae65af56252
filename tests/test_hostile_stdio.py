"""Misbehaving MCP servers on stdio: every one ends in a defined outcome.

A server that cannot be exported gives exit 3 and one error line naming it and the cause;
its previous snapshot and the lock stay byte-identical; no temp file is left; no traceback.
Most failing cases share one `catalog export` run (servers export concurrently), so the
matrix costs one start-up; each case is still its own test.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent / "fixtures"))

from helpers_hostile import (
    Run,
    assert_clean_failure,
    assert_no_traceback,
    assert_unchanged,
    folder_state,
    load_snapshot_json,
    names,
    run_catalog,
    seed_catalog,
    stdio_entry,
    temp_files,
    wait_dead,
    write_config,
)

TIMEOUT_WORDS = ("timed out", "timeout", "time out", "no reply", "no response")
GONE_WORDS = ("closed", "exit", "crash", "died", "terminated", "connection", "stopped", "ended")

# server id -> (stdio_entry keyword arguments, words of which one must name the cause)
FAILING: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {
    "cursor-cycle": ({"mode": "cursor-cycle"}, ("cursor",)),
    "cursor-same": ({"mode": "cursor-same"}, ("cursor",)),
    "cursor-endless": ({"mode": "cursor-endless", "max_pages": 20}, ("page",)),
    "cursor-endless-empty": ({"mode": "cursor-endless-empty", "max_pages": 20}, ("page",)),
    "crash-mid": ({"mode": "crash-mid"}, GONE_WORDS),
    "hang-list": ({"mode": "hang-list", "timeout": 1}, TIMEOUT_WORDS),
    "hang-all": ({"mode": "hang-all", "timeout": 1}, TIMEOUT_WORDS),
    "drip": ({"mode": "drip", "timeout": 1}, TIMEOUT_WORDS),
    "exit-now": ({"mode": "exit-now"}, GONE_WORDS),
    "no-name": ({"mode": "no-name"}, ("name",)),
    "bad-name": ({"mode": "bad-name"}, ("name",)),
    "schema-not-object": ({"mode": "schema-not-object"}, ("inputschema",)),
    "dup-across-pages": ({"mode": "dup-across-pages"}, ("beta",)),
    "dup-members": ({"mode": "dup-members"}, ("description", "repeated", "duplicate")),
    "dup-members-result": ({"mode": "dup-members-result"}, ("tools", "repeated", "duplicate")),
    "deep-schema": ({"mode": "deep-schema"}, ("deep", "nest", "depth", "recursion")),
    "version-unknown": ({"mode": "bad-version"}, ("version", "2099-01-01")),
    "version-rejected": ({"mode": "bad-version-error"}, ("version", "2099-01-01")),
    "rpc-error": ({"mode": "error"}, ("internal failure", "-32603")),
    "inject-error-text": ({"mode": "inject-error-text"}, ("listing failed", "-32603")),
    "huge-number": ({"mode": "huge-number"}, ("number", "1e400", "infinity", "range")),
    "many-objects": ({"mode": "many-objects"}, ("objects and arrays",)),
    "nan-literal": ({"mode": "nan-literal"}, ("nan", "infinity", "not json", "not valid json")),
    "flood": ({"mode": "flood", "timeout": 10}, ("mib", "too large", "exceeded", "over")),
    # a fresh cursor and a 300 kB tool per page: stopped by the size of the whole listing
    "mib-cap": ({"mode": "cursor-endless-huge", "size": 300_000, "max_mib": 1}, ("max_mib",)),
    "mib-cap-one-page": ({"mode": "huge-description", "max_mib": 8, "timeout": 30}, ("max_mib",)),
    # the same cases against a handshake-era server (initialize, no server/discover)
    "l-cursor-cycle": ({"mode": "cursor-cycle", "era": "legacy"}, ("cursor",)),
    "l-cursor-endless": ({"mode": "cursor-endless", "era": "legacy", "max_pages": 20}, ("page",)),
    "l-crash-mid": ({"mode": "crash-mid", "era": "legacy"}, GONE_WORDS),
    "l-hang-list": ({"mode": "hang-list", "era": "legacy", "timeout": 1}, TIMEOUT_WORDS),
    "l-hang-all": ({"mode": "hang-all", "era": "legacy", "timeout": 1}, TIMEOUT_WORDS),
    "l-no-name": ({"mode": "no-name", "era": "legacy"}, ("name",)),
    "l-bad-name": ({"mode": "bad-name", "era": "legacy"}, ("name",)),
    "l-schema-not-object": ({"mode": "schema-not-object", "era": "legacy"}, ("inputschema",)),
    "l-dup-across-pages": ({"mode": "dup-across-pages", "era": "legacy"}, ("beta",)),
    "l-dup-members": ({"mode": "dup-members", "era": "legacy"}, ("description", "repeated", "duplicate")),
    "l-deep-schema": ({"mode": "deep-schema", "era": "legacy"}, ("deep", "nest", "depth", "recursion")),
    "l-version-unknown": ({"mode": "bad-version", "era": "legacy"}, ("version", "2099-01-01")),
    "l-mib-cap": ({"mode": "cursor-endless-huge", "era": "legacy", "size": 300_000, "max_mib": 1}, ("max_mib",)),
    # exits on the server/discover probe, then answers each page in time but never finishes
    "slow-after-retry": ({"mode": "exit-on-discover", "era": "legacy", "timeout": 1, "tools": 1000, "page": 1,
                          "extra_args": ("--list-delay", "0.1")}, ("did not finish",)),
}


Matrix = tuple[Run, dict[str, bytes], dict[str, bytes], Path]
MISSING_WORDS = ("not found", "no such file", "cannot start", "could not start")


def failing_entry(sid: str) -> dict[str, Any]:
    kwargs = dict(FAILING[sid][0])
    limits = {key: kwargs.pop(key) for key in ("max_pages", "max_mib") if key in kwargs}
    return {**stdio_entry(**kwargs), **limits}


@pytest.fixture(scope="module")
def matrix(tmp_path_factory: pytest.TempPathFactory) -> Matrix:
    folder = tmp_path_factory.mktemp("stdio-matrix")
    servers = {sid: failing_entry(sid) for sid in FAILING}
    servers["missing-command"] = {"command": str(folder / "no-such-server"), "timeout": 2}
    # ignores stdin EOF and SIGTERM: the exporter must still end it
    servers["stuck"] = stdio_entry("hang-all", timeout=1, pidfile=folder / "stuck.pid",
                                   extra_args=("--ignore-eof",))
    # no max_pages / max_tools: the defaults (1,000 pages, 20,000 tools) must stop these
    servers["page-cap"] = stdio_entry("cursor-endless-empty", timeout=30)
    servers["tool-cap"] = stdio_entry("ok", tools=100_000, page=10_000, timeout=30)
    servers["good"] = stdio_entry("ok", tools=5)
    servers["garbage"] = stdio_entry("garbage")
    write_config(folder, servers)
    seed_catalog(folder, [sid for sid in servers if sid != "good"])
    before = folder_state(folder)
    run = run_catalog("export", "--config", "catalog.yaml", cwd=folder)
    return run, before, folder_state(folder), folder


def test_matrix_exits_3_without_traceback(matrix: Matrix) -> None:
    run, _, _, folder = matrix
    assert_no_traceback(run)
    assert run.code == 3, run.describe()
    assert not temp_files(folder), temp_files(folder)
    # a dumped HTML page or JSON body would show up as lines of its own
    assert not [line for line in run.stderr.splitlines() if line.lstrip().startswith(("<", "{", "File "))]


@pytest.mark.parametrize("sid", [*FAILING, "missing-command", "stuck"])
def test_failing_server_named_and_snapshot_kept(
    matrix: Matrix, sid: str
) -> None:
    run, before, after, _ = matrix
    cause = FAILING[sid][1] if sid in FAILING else {"missing-command": MISSING_WORDS}.get(sid, TIMEOUT_WORDS)
    lines = [line for line in run.error_lines() if names(line, sid)]
    assert len(lines) == 1, f"expected one error line for {sid!r}\n{run.describe()}"
    low = lines[0].lower()
    assert any(word in low for word in cause), f"cause {cause} not named in {lines[0]!r}"
    key = f"catalog/{sid}.tools.json"
    assert after.get(key) == before[key], f"previous snapshot of {sid} changed"
    assert after.get("tools.lock.json") == before["tools.lock.json"]


def test_good_server_beside_hostile_ones(matrix: Matrix) -> None:
    """Hostile neighbours do not corrupt a good server's export (written whole, or not at all)."""
    run, _, after, folder = matrix
    assert not [line for line in run.error_lines() if names(line, "good")], run.describe()
    snap = after.get("catalog/good.tools.json")
    if snap is not None:
        tools = load_snapshot_json(folder / "catalog" / "good.tools.json")["tools"]
        assert [t["name"] for t in tools] == [f"tool_{i:06d}" for i in range(5)]


def test_injected_error_text_cannot_forge_lines(matrix: Matrix) -> None:
    run, _, _, _ = matrix
    assert "\u202e" not in run.stderr, "bidi override printed raw"
    forged = [line for line in run.stderr.splitlines() if line.startswith("error: server 'other'")]
    assert not forged, run.describe()


def test_deadline_after_a_legacy_retry_is_the_one_that_applied(matrix: Matrix) -> None:
    """The retry runs in legacy mode, whose deadline has no discover probe in it: 10 x 1 s."""
    run = matrix[0]
    line = next(line for line in run.error_lines() if names(line, "slow-after-retry"))
    assert "did not finish within 10 s" in line, line


def test_missing_command_named(matrix: Matrix) -> None:
    run = matrix[0]
    line = next(line for line in run.error_lines() if names(line, "missing-command"))
    assert "no-such-server" in line


def test_non_json_lines_on_stdout(matrix: Matrix) -> None:
    """Log noise on stdout breaks the protocol: refused with the line shown escaped, or skipped whole."""
    run, before, after, folder = matrix
    lines = [line for line in run.error_lines() if names(line, "garbage")]
    if lines:
        assert "json" in lines[0].lower(), lines[0]
        assert after["catalog/garbage.tools.json"] == before["catalog/garbage.tools.json"]
    else:
        snap = load_snapshot_json(folder / "catalog" / "garbage.tools.json")
        assert [t["name"] for t in snap["tools"]] == ["after_garbage"]


def test_stuck_server_is_killed(matrix: Matrix) -> None:
    """A server ignoring stdin EOF and SIGTERM does not outlive the export."""
    _, _, _, folder = matrix
    assert wait_dead(folder / "stuck.pid"), "the server process outlived `catalog export`"


def test_default_page_cap_stops_endless_cursors(matrix: Matrix) -> None:
    run, before, after, _ = matrix
    line = next((line for line in run.error_lines() if names(line, "page-cap")), "")
    assert "page" in line and "1000" in line.replace(",", "").replace("_", ""), run.describe()
    assert after["catalog/page-cap.tools.json"] == before["catalog/page-cap.tools.json"]


@pytest.mark.parametrize(("sid", "page"), [("mib-cap", 4), ("l-mib-cap", 4), ("mib-cap-one-page", 1)])
def test_listing_size_cap_names_the_limit_and_page(matrix: Matrix, sid: str, page: int) -> None:
    """Each page is within the 64 MiB of one message; the listing as a whole is capped (max_mib)."""
    line = next((line for line in matrix[0].error_lines() if names(line, sid)), "")
    limit = FAILING[sid][0]["max_mib"]
    assert f"more than {limit} MiB of tools/list pages (page {page}, max_mib); raise it in the config" in line, line


def test_100k_tools_exceed_default_tool_cap(matrix: Matrix) -> None:
    run, before, after, _ = matrix
    line = next((line for line in run.error_lines() if names(line, "tool-cap")), "")
    assert "tool" in line and "20000" in line.replace(",", "").replace("_", ""), run.describe()
    assert after["catalog/tool-cap.tools.json"] == before["catalog/tool-cap.tools.json"]


# ---------------------------------------------------------------- servers that are odd but valid

PASSING: dict[str, dict[str, Any]] = {
    "paged": {"mode": "ok", "tools": 250, "page": 100},
    "l-paged": {"mode": "ok", "era": "legacy", "tools": 250, "page": 100},
    "empty-pages": {"mode": "empty-pages"},
    "l-empty-pages": {"mode": "empty-pages", "era": "legacy"},
    "empty-cursor": {"mode": "empty-cursor"},
    "l-empty-cursor": {"mode": "empty-cursor", "era": "legacy"},
    "huge": {"mode": "huge-description", "timeout": 30},
    "stderr-flood": {"mode": "ok", "extra_args": ("--stderr-noise", "100000")},
    "odd-values": {"mode": "odd-values"},
    "exit-on-discover": {"mode": "exit-on-discover", "era": "legacy"},
    "silent-discover": {"mode": "silent-discover", "era": "legacy", "timeout": 2},
    "l-odd-values": {"mode": "odd-values", "era": "legacy"},
}
# what the odd-values server sends, parsed: every value must survive export exactly
ODD_TOOL = {"name": "odd", "description": "lone \ud800 surrogate, pair \U0001f600",
            "inputSchema": {"type": "object", "\U0001f600": True, "properties": {
                "n": {"type": "integer", "default": 9007199254740993, "maximum": 123456789012345678901234567890,
                      "minimum": -0.0, "multipleOf": 100.0},
                "z": {"enum": ["\x00", "\x1f"]}}}}


@pytest.fixture(scope="module")
def passing(tmp_path_factory: pytest.TempPathFactory) -> tuple[Run, Path]:
    folder = tmp_path_factory.mktemp("stdio-passing")
    write_config(folder, {sid: stdio_entry(**kw) for sid, kw in PASSING.items()})
    run = run_catalog("export", "--config", "catalog.yaml", cwd=folder)
    return run, folder


def exported(passing: tuple[Run, Path], sid: str) -> dict[str, Any]:
    run, folder = passing
    assert_no_traceback(run)
    assert not [line for line in run.error_lines() if names(line, sid)], run.describe()
    assert not temp_files(folder)
    return load_snapshot_json(folder / "catalog" / f"{sid}.tools.json")


def test_odd_but_valid_servers_exit_0(passing: tuple[Run, Path]) -> None:
    run, _ = passing
    assert run.code == 0, run.describe()


@pytest.mark.parametrize("sid", ["paged", "l-paged"])
def test_paged_export_is_complete_and_sorted(passing: tuple[Run, Path], sid: str) -> None:
    snap = exported(passing, sid)
    assert [t["name"] for t in snap["tools"]] == [f"tool_{i:06d}" for i in range(250)]
    assert snap["pages"] == 3
    assert snap["server"]["protocolVersion"] == ("2025-06-18" if sid.startswith("l-") else "2026-07-28")


@pytest.mark.parametrize("sid", ["empty-pages", "l-empty-pages"])
def test_empty_pages_with_cursor_are_followed(passing: tuple[Run, Path], sid: str) -> None:
    snap = exported(passing, sid)
    assert [t["name"] for t in snap["tools"]] == ["after_empty_a", "after_empty_b"]
    assert snap["pages"] == 6


@pytest.mark.parametrize("sid", ["empty-cursor", "l-empty-cursor"])
def test_empty_string_cursor_is_not_the_end(passing: tuple[Run, Path], sid: str) -> None:
    snap = exported(passing, sid)
    assert [t["name"] for t in snap["tools"]] == ["page_one", "page_two"]


def test_10mb_description_exported_whole(passing: tuple[Run, Path]) -> None:
    """A 10 MB description is kept whole: it is what the model would get (lint flags the length)."""
    snap = exported(passing, "huge")
    huge = next(t for t in snap["tools"] if t["name"] == "huge")
    assert len(huge["description"]) == 10 * 1024 * 1024


@pytest.mark.parametrize("sid", ["odd-values", "l-odd-values"])
def test_values_a_careless_parser_mangles_survive(passing: tuple[Run, Path], sid: str) -> None:
    """Lone surrogate escapes, integers past 2**53, -0.0: the snapshot holds what was sent."""
    snap = exported(passing, sid)
    assert snap["tools"] == [ODD_TOOL]
    assert str(snap["tools"][0]["inputSchema"]["properties"]["n"]["minimum"]) == "-0.0"


@pytest.mark.parametrize("sid", ["exit-on-discover", "silent-discover"])
def test_legacy_server_that_chokes_on_the_discover_probe(passing: tuple[Run, Path], sid: str) -> None:
    """protocol: auto probes server/discover; a legacy server that dies or stays silent on it
    is still exported through the initialize handshake (a fresh process when it died)."""
    snap = exported(passing, sid)
    assert [t["name"] for t in snap["tools"]] == ["tool_000000", "tool_000001", "tool_000002"]
    assert snap["server"]["protocolVersion"] == "2025-06-18"


def test_server_stderr_flood_does_not_block(passing: tuple[Run, Path]) -> None:
    """Megabytes on the server's stderr must not stall the export on a full pipe."""
    snap = exported(passing, "stderr-flood")
    assert len(snap["tools"]) == 3


# ---------------------------------------------------------------- one server per run


def test_100k_tools_exported_when_cap_raised(tmp_path: Path) -> None:
    entry = stdio_entry("ok", tools=100_000, page=10_000, timeout=60)
    entry["max_tools"] = 100_000
    write_config(tmp_path, {"srv": entry})
    run = run_catalog("export", "--config", "catalog.yaml", cwd=tmp_path)
    assert run.code == 0, run.describe()
    snap = load_snapshot_json(tmp_path / "catalog" / "srv.tools.json")
    assert len(snap["tools"]) == 100_000
    assert snap["pages"] == 10


def test_failed_export_of_one_id_exits_3_and_leaves_all_snapshots(tmp_path: Path) -> None:
    write_config(tmp_path, {"bad": stdio_entry("crash-mid"), "other": stdio_entry("ok")})
    seed_catalog(tmp_path, ["bad", "other"])
    before = folder_state(tmp_path)
    run = run_catalog("export", "bad", "--config", "catalog.yaml", cwd=tmp_path)
    assert_clean_failure(run, "bad", cause=GONE_WORDS)
    assert_unchanged(before, folder_state(tmp_path))
