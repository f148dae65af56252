"""The lock file: its exact text, its round trip, and its refusal of damaged input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mcp_catalog.errors import InputError
from mcp_catalog.jsonio import dumps_pretty
from mcp_catalog.lock import Lock, ServerLock, ToolLock, lock_text, parse_lock, set_hash_of

hexes = st.text(alphabet="0123456789abcdef", min_size=64, max_size=64)
names = st.text(min_size=1, max_size=12) | st.sampled_from(["\ud800", "%s", "\x7f", "a%%b"])  # format, escapes
tool_locks = st.builds(ToolLock, hash=hexes, fields=st.dictionaries(names, hexes, max_size=4))
server_locks = st.builds(
    lambda tools, ih, ignore: ServerLock(set_hash_of(tools), ih, tools, ignore),
    st.dictionaries(names, tool_locks, max_size=4),
    st.none() | hexes,
    # JSON pointers, any text in a member name ("~" and "/" escaped, as RFC 6901 and the lock's reader require)
    st.lists(st.text(min_size=1, max_size=8).map(lambda p: "/" + p.replace("~", "~0").replace("/", "~1")), max_size=2),
)
locks = st.builds(Lock, servers=st.dictionaries(st.from_regex(r"[a-z][a-z0-9_-]{0,6}", fullmatch=True),
                                                server_locks, max_size=3))


@given(locks)
def test_fast_writer_matches_the_generic_pretty_printer(lock: Lock) -> None:
    assert lock_text(lock) == dumps_pretty(lock.to_json())


@given(locks)
def test_written_lock_reads_back_equal(lock: Lock) -> None:
    again = parse_lock(Path("tools.lock.json"), lock_text(lock))
    assert again.to_json() == lock.to_json()


FIELDS = '{"name": "' + "c" * 64 + '"}'
SET = set_hash_of({"t": ToolLock("b" * 64, {})})
GOOD = (
    '{"version": 1, "hash": "tool-definition-hash-v1", "servers": {"s": {"setHash": "' + SET + '", '
    '"instructionsHash": null, "tools": {"t": {"hash": "' + "b" * 64 + '", "fields": {"name": "' + "c" * 64 + '"}}}}}}'
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("{not json", "not valid JSON"),
        ("<<<<<<< HEAD\n" + GOOD + "\n=======\n" + GOOD + "\n>>>>>>> branch\n", "merge-conflict markers"),
        ("<<<<<<<\r\n" + GOOD + "\r\n=======\r\n" + GOOD + "\r\n>>>>>>>\r\n", "merge-conflict markers"),
        (GOOD.replace('"version": 1', '"version": 2'), "unsupported lock version 2"),
        (GOOD.replace('"tool-definition-hash-v1"', '"sha1"'), "unsupported hash"),
        (GOOD.replace("b" * 64, "b" * 63), "servers.s.tools.t.hash must be 64 lowercase hex"),
        (GOOD.replace("b" * 64, "b" * 64 + "\\n"), "servers.s.tools.t.hash must be 64 lowercase hex"),
        (GOOD.replace("c" * 64, "C" * 64), "servers.s.tools.t.fields.name must be 64 lowercase hex"),
        (GOOD.replace('"setHash"', '"setHash": "' + SET + '", "setHash"'), "repeated JSON member name"),
        ("[]", "not a lock"),
        (GOOD.replace('{"hash": "' + "b" * 64, '["x", {"hash": "' + "b" * 64).replace('}}}}}}', '}}]}}}}'),
         "servers.s.tools.t must be an object"),
        (GOOD.replace(FIELDS, '["' + "c" * 64 + '"]'), "servers.s.tools.t.fields must be an object"),
        (GOOD.replace(FIELDS, '{"name": 7}'), "servers.s.tools.t.fields.name must be 64 lowercase"),
        (GOOD.replace('"hash": "' + "b" * 64 + '"', '"hash": null'), "servers.s.tools.t.hash must be 64 lowercase"),
        (GOOD.replace(SET, "a" * 64), "servers.s.setHash does not match its tools' hashes"),
    ],
)
def test_damaged_lock_is_refused_with_its_path(text: str, expected: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_lock(Path("some/tools.lock.json"), text)
    assert str(caught.value).startswith("some/tools.lock.json: ")
    assert expected in str(caught.value)


def test_good_lock_parses() -> None:
    lock = parse_lock(Path("tools.lock.json"), GOOD)
    assert lock.servers["s"].tools["t"].hash == "b" * 64


def test_files_with_windows_line_ends_read_as_with_unix_ones(tmp_path: Path) -> None:
    """Snapshots and locks are read as bytes (no newline translation): CRLF must not matter."""
    from mcp_catalog.lock import read_lock
    from mcp_catalog.snapshot import read_snapshot

    snapshot = (
        '{\n  "server": {"id": "s"},\n  "tools": [\n    {"name": "t", "inputSchema": {"type": "object"}}\n  ]\n}\n'
    )
    (tmp_path / "lf").mkdir()
    (tmp_path / "crlf").mkdir()
    for kind, text in (("lf", snapshot), ("crlf", snapshot.replace("\n", "\r\n"))):
        (tmp_path / kind / "s.tools.json").write_bytes(text.encode())
        line_end = ",\r\n" if kind == "crlf" else ",\n"
        (tmp_path / kind / "tools.lock.json").write_bytes(GOOD.replace(", ", line_end).encode())
    lf, crlf = (read_snapshot(tmp_path / kind / "s.tools.json") for kind in ("lf", "crlf"))
    assert lf.tools == crlf.tools == [{"name": "t", "inputSchema": {"type": "object"}}]
    lf_lock, crlf_lock = (read_lock(tmp_path / kind / "tools.lock.json") for kind in ("lf", "crlf"))
    assert lf_lock.to_json() == crlf_lock.to_json()


@pytest.mark.parametrize("number", ["1e400", "1" + "0" * 400])
def test_a_tool_with_no_canonical_form_is_named_by_lock_and_check(tmp_path: Path, number: str) -> None:
    """The catalog is hashed at a time; the one tool that cannot be pinned must still be named."""
    from mcp_catalog.drift import compare
    from mcp_catalog.lock import build_lock
    from mcp_catalog.snapshot import parse_snapshot

    good = [{"name": f"ok_{i}", "inputSchema": {"type": "object"}} for i in range(5)]
    text = json.dumps({"server": {"id": "s"}, "tools": good}).replace(
        '"ok_3", "inputSchema": {', '"ok_3", "inputSchema": {"maximum": ' + number + ", "
    )
    path = tmp_path / "s.tools.json"
    snap = parse_snapshot(path, text)
    locked = build_lock({"s": parse_snapshot(path, json.dumps({"server": {"id": "s"}, "tools": good}))}, {})
    for attempt in (lambda: build_lock({"s": snap}, {}), lambda: compare(locked, {"s": snap}, ["s"], {})):
        with pytest.raises(InputError) as caught:
            attempt()
        assert "s.tools.json: tool 'ok_3' has no canonical form" in str(caught.value)


def test_write_lock_leaves_an_equal_lock_alone_also_in_a_crlf_checkout(tmp_path: Path) -> None:
    from mcp_catalog.lock import write_lock

    lock = parse_lock(Path("tools.lock.json"), GOOD)
    path = tmp_path / "tools.lock.json"
    assert write_lock(path, lock) is True  # no file yet
    assert write_lock(path, lock) is False
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
    assert write_lock(path, lock) is False and b"\r\n" in path.read_bytes()  # left as it was
    path.write_bytes(path.read_bytes().replace(b"b" * 64, b"c" * 64))
    assert write_lock(path, lock) is True and path.read_bytes() == lock_text(lock).encode()


def _catalog_text(count: int) -> str:
    tools = [
        {"name": f"tool_{i:05}", "description": f"Tool {i}: does thing {i % 7}.",
         "inputSchema": {"type": "object", "properties": {"q": {"type": "string", "description": "a: b"}}}}
        for i in range(count)
    ]
    return json.dumps({"server": {"id": "s"}, "tools": tools}, indent=2)


@pytest.mark.parametrize("variant", ["clean", "repeat-late", "no-canonical-form-late"])
def test_a_forked_hashing_worker_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, variant: str
) -> None:
    """Big catalogs are hashed in several processes (forking.shared): the lock, the drift and
    every refusal must be what one process gives, also for a tool in a worker's part."""
    from mcp_catalog import forking
    from mcp_catalog.drift import compare
    from mcp_catalog.lock import HASH_WORKERS_ENV, build_lock
    from mcp_catalog.snapshot import parse_snapshot, settle_all

    count = max(forking.MIN_DEFINITIONS, 3 * forking.PER_PROCESS) + 500
    text = _catalog_text(count)
    late = f'"name": "tool_{count - 3:05}",'
    if variant == "repeat-late":
        text = text.replace(late, late + ' "title": "a", "title": "b",')
    elif variant == "no-canonical-form-late":
        text = text.replace(late, late + ' "x": 1e400,')
    path = tmp_path / "s.tools.json"
    outcomes = []
    for setting in ("1", "2", "3"):
        monkeypatch.setenv(HASH_WORKERS_ENV, setting)
        if forking.processes(count, HASH_WORKERS_ENV) != int(setting):
            pytest.skip("no fork here (or not Linux): hashing runs in one process here")
        try:
            snap = parse_snapshot(path, text, counted=True)
            built = build_lock({"s": snap}, {})
            settle_all([snap])
            drift = compare(built, {"s": parse_snapshot(path, text, counted=True)}, ["s"], {})
            outcomes.append((lock_text(built), drift.clean))
        except InputError as exc:
            outcomes.append((str(exc), None))
    assert outcomes[0] == outcomes[1] == outcomes[2]
    if variant == "clean":
        assert outcomes[0][1] is True
    elif variant == "repeat-late":
        assert "repeated JSON member name 'title'" in outcomes[0][0]
    else:
        assert f"tool 'tool_{count - 3:05}' has no canonical form" in outcomes[0][0]
