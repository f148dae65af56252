"""Fuzzing the three loaders of files people edit: they raise only their documented error.

The snapshot and lock loaders raise InputError, the config loader ConfigError, whatever the
bytes: random text, random JSON and YAML, valid files with random edits, nesting deeper than
Python's recursion limit. And what the snapshot loader accepts, the lock can be built from.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from mcp_catalog.config import load_config, parse_config
from mcp_catalog.errors import ConfigError, InputError
from mcp_catalog.lock import build_lock, lock_text, parse_lock, read_lock
from mcp_catalog.snapshot import parse_snapshot, read_snapshot

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SNAPSHOT_PATH = Path("catalog/tickets.tools.json")
LOCK_PATH = Path("tools.lock.json")

# ---------------------------------------------------------------- strategies

KEYS = st.one_of(
    st.sampled_from(["name", "description", "inputSchema", "type", "properties", "tools", "server", "id",
                     "pages", "version", "hash", "servers", "setHash", "fields", "instructionsHash", "_meta",
                     "x-mcp-header", "command", "url", "args", "env", "headers", "auth", "protocol"]),
    st.text(max_size=8),
)
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=2**53, max_value=2**80),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=20),
    st.sampled_from(["a" * 64, "0" * 64, "tool-definition-hash-v1", "${TOKEN}", "\u202e", "\ud800"]),
)
JSON_VALUES = st.recursive(
    SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(KEYS, inner, max_size=5)),
    max_leaves=30,
)
TOOLS = st.lists(
    st.one_of(
        st.fixed_dictionaries({"name": st.text(max_size=10), "inputSchema": st.just({"type": "object"})},
                              optional={"description": st.text(max_size=30), "x": JSON_VALUES}),
        JSON_VALUES,
    ),
    max_size=5,
)
SNAPSHOT_DOCS = st.one_of(
    st.fixed_dictionaries({"tools": TOOLS}, optional={
        "server": st.one_of(st.fixed_dictionaries({"id": st.sampled_from(["tickets", "wiki"])},
                                                  optional={"name": JSON_VALUES, "instructions": JSON_VALUES}),
                            JSON_VALUES),
        "pages": JSON_VALUES,
    }),
    JSON_VALUES,
)
HEX = st.one_of(st.text(alphabet="0123456789abcdef", min_size=64, max_size=64), st.text(max_size=70), JSON_VALUES)
LOCK_DOCS = st.one_of(
    st.fixed_dictionaries({
        "version": st.one_of(st.just(1), JSON_VALUES),
        "hash": st.one_of(st.just("tool-definition-hash-v1"), JSON_VALUES),
        "servers": st.one_of(st.dictionaries(st.text(max_size=8), st.fixed_dictionaries(
            {"setHash": HEX, "tools": st.one_of(st.dictionaries(st.text(max_size=8), st.fixed_dictionaries(
                {"hash": HEX}, optional={"fields": st.one_of(st.dictionaries(KEYS, HEX, max_size=3), JSON_VALUES)},
            ), max_size=3), JSON_VALUES)},
            optional={"instructionsHash": HEX, "ignore": JSON_VALUES}), max_size=3), JSON_VALUES),
    }),
    JSON_VALUES,
)
SERVER_ENTRIES = st.dictionaries(KEYS, JSON_VALUES, max_size=6) | st.fixed_dictionaries(
    {"command": st.text(max_size=10)},
    optional={"args": JSON_VALUES, "env": st.dictionaries(st.text(max_size=6), JSON_VALUES, max_size=3),
              "timeout": JSON_VALUES, "protocol": JSON_VALUES, "max_pages": JSON_VALUES},
) | st.fixed_dictionaries(
    {"url": st.sampled_from(["http://127.0.0.1:9/mcp", "https://x.example/mcp", "ftp://x", "${URL}"])},
    optional={"headers": JSON_VALUES, "auth": st.one_of(JSON_VALUES, st.fixed_dictionaries(
        {"type": st.just("client_credentials"), "client_id": JSON_VALUES, "client_secret": JSON_VALUES}))},
)
CONFIG_DOCS = st.one_of(
    st.fixed_dictionaries({"servers": st.one_of(st.dictionaries(st.text(max_size=10), SERVER_ENTRIES, max_size=3),
                                                JSON_VALUES)},
                          optional={"lock": JSON_VALUES, "lint": JSON_VALUES}),
    st.fixed_dictionaries({"mcpServers": st.dictionaries(st.text(max_size=10), SERVER_ENTRIES, max_size=3)}),
    JSON_VALUES,
)


@st.composite
def mutated(draw: st.DrawFn, base: str) -> str:
    """A valid file after a few random edits: deletions, insertions, duplicated spans."""
    text = base
    for _ in range(draw(st.integers(1, 4))):
        if not text:
            break
        i = draw(st.integers(0, len(text) - 1))
        j = draw(st.integers(i, min(len(text), i + 20)))
        kind = draw(st.sampled_from(["delete", "insert", "duplicate"]))
        if kind == "delete":
            text = text[:i] + text[j:]
        elif kind == "insert":
            text = text[:i] + draw(st.text(alphabet='{}[]":,\n -#&*!|>\\u0', max_size=5)) + text[i:]
        else:
            text = text[:j] + text[i:j] + text[j:]
    return text


def deep(depth: int, kind: str) -> str:
    return {"array": "[" * depth + "]" * depth,
            "object": '{"a":' * depth + "1" + "}" * depth,
            "yaml-flow": "servers: " + "[" * depth + "]" * depth,
            "yaml-block": "servers:\n  " + "- " * depth + "x\n",
            "yaml-map": "servers: " + "{a: " * depth + "1" + "}" * depth}[kind]


DEEP = st.builds(deep, st.integers(900, 60_000), st.sampled_from(["array", "object"]))

VALID_SNAPSHOT = json.dumps({"server": {"id": "tickets", "name": "t"}, "pages": 2, "tools": [
    {"name": "search", "description": "Search.", "inputSchema": {"type": "object", "properties": {
        "q": {"type": "string"}}}},
    {"name": "close", "inputSchema": {"type": "object"}, "annotations": {"destructiveHint": True}}]}, indent=2)
VALID_CONFIG = """servers:
  tickets:
    command: python
    args: ["-m", "tickets_server"]
    env:
      TICKETS_TOKEN: ${TICKETS_TOKEN}
  wiki:
    url: https://wiki.example.com/mcp
    headers:
      Authorization: Bearer ${WIKI_TOKEN}
    timeout: 10
lock:
  ignore:
    wiki: ["/_meta/nonce"]
lint:
  fail_on: error
"""


def valid_lock() -> str:
    snap = parse_snapshot(SNAPSHOT_PATH, VALID_SNAPSHOT)
    return lock_text(build_lock({"tickets": snap}, {}))


# ---------------------------------------------------------------- snapshot loader


def check_snapshot_text(text: str) -> None:
    try:
        snap = parse_snapshot(SNAPSHOT_PATH, text)
    except InputError as exc:
        assert "\n" not in str(exc) and str(SNAPSHOT_PATH) in str(exc)
        return
    names = [t["name"] for t in snap.tools]
    assert all(isinstance(n, str) for n in names) and len(set(names)) == len(names)
    with contextlib.suppress(InputError):  # what the loader accepts, `catalog lock` must be able to hash
        build_lock({snap.server_id: snap}, {})


@SETTINGS
@given(SNAPSHOT_DOCS)
def test_snapshot_loader_json_documents(doc: Any) -> None:
    check_snapshot_text(json.dumps(doc))


@SETTINGS
@given(st.one_of(st.text(max_size=200), mutated(VALID_SNAPSHOT), DEEP))
@example(deep(100_000, "array"))
@example('{"tools": [{"name": "a", "inputSchema": ' + deep(5_000, "object") + "}]}")
@example('{"tools": [{"name": "a", "inputSchema": {"type": "object"}, "x": ' + deep(990, "array") + "}]}")
def test_snapshot_loader_text(text: str) -> None:
    check_snapshot_text(text)


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=200))
def test_snapshot_reader_bytes(tmp_path_factory: Any, data: bytes) -> None:
    path = tmp_path_factory.mktemp("snap") / "tickets.tools.json"
    path.write_bytes(data)
    with contextlib.suppress(InputError):
        read_snapshot(path)


# ---------------------------------------------------------------- lock loader


def check_lock_text(text: str) -> None:
    try:
        lock = parse_lock(LOCK_PATH, text)
    except InputError as exc:
        assert "\n" not in str(exc) and str(LOCK_PATH) in str(exc)
        return
    assert parse_lock(LOCK_PATH, lock_text(lock)).to_json() == lock.to_json()  # what loads, writes back


@SETTINGS
@given(LOCK_DOCS)
@example({"version": 1, "hash": "tool-definition-hash-v1", "servers": {"\n": None}})  # a line break in a server's name
def test_lock_loader_json_documents(doc: Any) -> None:
    check_lock_text(json.dumps(doc))


@SETTINGS
@given(st.one_of(st.text(max_size=200), st.builds(lambda: valid_lock()).flatmap(mutated), DEEP))
@example(deep(100_000, "array"))
@example('{"version": 1, "hash": "tool-definition-hash-v1", "servers": ' + deep(5_000, "object") + "}")
def test_lock_loader_text(text: str) -> None:
    check_lock_text(text)


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=200))
def test_lock_reader_bytes(tmp_path_factory: Any, data: bytes) -> None:
    path = tmp_path_factory.mktemp("lock") / "tools.lock.json"
    path.write_bytes(data)
    with contextlib.suppress(InputError):
        read_lock(path)


# ---------------------------------------------------------------- config loader


def check_config_text(text: str, name: str = "catalog.yaml") -> None:
    path = Path(name)
    try:
        config = parse_config(path, text)
    except ConfigError as exc:
        assert "\n" not in str(exc) and name in str(exc)
        return
    for sid, server in config.servers.items():
        assert server.id == sid and (server.command is None) != (server.url is None)


@SETTINGS
@given(CONFIG_DOCS, st.booleans())
def test_config_loader_yaml_documents(doc: Any, flow: bool) -> None:
    try:
        text = yaml.safe_dump(doc, default_flow_style=flow, allow_unicode=True)
    except yaml.YAMLError:
        return
    check_config_text(text)


@SETTINGS
@given(CONFIG_DOCS)
@example({"mcpServers": {"0": {"command": "", "env": {"\n": None}}}})  # a line break in a variable's name
def test_config_loader_json_documents(doc: Any) -> None:
    check_config_text(json.dumps(doc), ".mcp.json")


# PyYAML is pure Python and deep flow sequences cost it about a second each, so they are
# explicit examples; generated depths use the cheap shapes.
@SETTINGS
@given(st.one_of(st.text(max_size=200), mutated(VALID_CONFIG),
                 st.builds(deep, st.integers(900, 20_000), st.sampled_from(["yaml-block", "yaml-map"]))))
@example(deep(5_000, "yaml-flow"))
@example(deep(5_000, "yaml-block"))
@example(deep(3_000, "yaml-map"))
@example("a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
         "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\nservers: {}\n")
@example("servers: !!python/object/apply:os.system [echo]\n")
@example("servers:\n  t:\n    command: a\n    timeout: .nan\n")
@example("servers:\n  t:\n    command: a\n    max_pages: 99999999999999999999999999999\n")
def test_config_loader_text(text: str) -> None:
    check_config_text(text)


@SETTINGS
@given(st.one_of(st.text(max_size=200), st.builds(deep, st.integers(900, 20_000), st.just("array"))))
@example(deep(10_000, "array"))
def test_config_loader_json_text(text: str) -> None:
    check_config_text(text, ".mcp.json")


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=200))
def test_config_reader_bytes(tmp_path_factory: Any, data: bytes) -> None:
    path = tmp_path_factory.mktemp("cfg") / "catalog.yaml"
    path.write_bytes(data)
    with contextlib.suppress(ConfigError):
        load_config(path)
