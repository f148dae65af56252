"""`catalog tools` names: valid for the target, never equal, stable, and the command around them."""

from __future__ import annotations

import itertools
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from mcp_catalog.cli import app
from mcp_catalog.errors import CatalogError
from mcp_catalog.naming import TARGETS, assign, provider_name, suffix
from mcp_catalog.snapshot import Snapshot, write_snapshot

# The providers' rules, written out here rather than taken from the module under test.
RULES = {
    "anthropic": re.compile(r"[A-Za-z0-9_-]{1,64}"),
    "openai": re.compile(r"[A-Za-z0-9_-]{1,64}"),
    "mcp": re.compile(r"[A-Za-z0-9_.-]{1,128}"),
}
SEPARATOR = {"anthropic": "__", "openai": "__", "mcp": "."}
CONFIG_ID = st.from_regex(r"[a-z0-9][a-z0-9_-]{0,31}", fullmatch=True)
PROPS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

_any_char = st.characters(min_codepoint=0, max_codepoint=0x10FFFF, exclude_categories=())
tool_names = st.one_of(
    st.text(_any_char, max_size=12),  # any unicode, surrogates included
    st.from_regex(r"[A-Za-z0-9_.-]{1,20}", fullmatch=True),  # mostly valid already
    st.text(st.sampled_from("aB1_-.!? é\u200b"), min_size=0, max_size=6),  # sanitise to equal names
    st.text(st.sampled_from("ab_"), min_size=100, max_size=300),  # too long for every target
    st.sampled_from(["", "_", "__", ".", "-", "a-0123abcd", "a__b", "x-deadbeef"]),
)
server_ids = st.one_of(CONFIG_ID, st.sampled_from(["a__b", "a_", "a", "a.b", "A", "x" * 40, "é", ""]))
targets = st.sampled_from(sorted(TARGETS))


def _unique(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return list(dict.fromkeys(pairs))


@PROPS
@given(targets, st.lists(st.tuples(server_ids, tool_names), max_size=40).map(_unique))
def test_never_two_equal_names_and_never_a_name_outside_the_rules(
    target: str, pairs: list[tuple[str, str]]
) -> None:
    names = assign(TARGETS[target], pairs)
    assert len(names) == len(pairs)  # never a dropped tool
    assert len({n.name for n in names}) == len(pairs)
    for named, (server_id, tool_name) in zip(names, pairs, strict=True):
        assert RULES[target].fullmatch(named.name), named.name
        assert (named.server_id, named.tool_name) == (server_id, tool_name)
        if not named.altered:  # a plain name reads back to its tool
            assert named.name == f"{server_id}{SEPARATOR[target]}{tool_name}"


@PROPS
@given(targets, CONFIG_ID, tool_names)
def test_always_prefixed_with_the_server_id(target: str, server_id: str, tool_name: str) -> None:
    assert provider_name(TARGETS[target], server_id, tool_name).name.startswith(server_id + SEPARATOR[target])


@PROPS
@given(
    targets,
    st.lists(st.tuples(CONFIG_ID, tool_names), min_size=1, max_size=15).map(_unique),
    st.lists(st.tuples(server_ids, tool_names), max_size=25).map(_unique),
)
def test_a_name_does_not_depend_on_the_other_servers(
    target: str, ours: list[tuple[str, str]], others: list[tuple[str, str]]
) -> None:
    ours_ids = {sid for sid, _ in ours}
    others = [(sid, name) for sid, name in others if sid not in ours_ids]
    alone = [n.name for n in assign(TARGETS[target], ours)]
    together = assign(TARGETS[target], others + ours)
    assert [n.name for n in together[len(others):]] == alone


@PROPS
@given(targets, server_ids, tool_names)
def test_a_plain_name_never_looks_like_an_altered_one(target: str, server_id: str, tool_name: str) -> None:
    # Take the name another tool gets after altering, and give a tool that very name.
    altered = provider_name(TARGETS[target], server_id, tool_name)
    prefix = f"{server_id}{SEPARATOR[target]}"
    if altered.altered and altered.name.startswith(prefix):
        lookalike = altered.name[len(prefix):]
        names = assign(TARGETS[target], _unique([(server_id, tool_name), (server_id, lookalike)]))
        assert len({n.name for n in names}) == len(names)


TRICKY = [
    ("tickets", "search"), ("tickets", "get.weather"), ("a__b", "c"), ("a", "b__c"), ("a_", "b"),
    ("a", "_b"), ("s", "a!"), ("s", "a?"), ("s", "w\u0435ather"), ("s", "weather"), ("s", ""),
    ("s", "x" * 200), ("s", "\udead"), ("s", "\U0001f600"), ("s", "x-0123abcd"),
]

# Pinned: a user's agent, prompts and logs know these names; changing the scheme renames tools.
GOLDEN = {
    ("anthropic", "tickets", "search"): "tickets__search",
    ("anthropic", "tickets", "get.weather"): "tickets__get_weather-" + suffix("tickets", "get.weather"),
    ("mcp", "tickets", "get.weather"): "tickets.get.weather",
    ("openai", "a__b", "c"): "a__b__c-" + suffix("a__b", "c"),
}


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_tricky_names_stay_apart(target: str) -> None:
    names = assign(TARGETS[target], TRICKY)
    assert len({n.name for n in names}) == len(TRICKY)
    assert all(RULES[target].fullmatch(n.name) for n in names)


def test_golden_names_and_the_suffix_recipe() -> None:
    import hashlib

    assert suffix("tickets", "get.weather") == hashlib.sha256(b"tickets/get.weather").hexdigest()[:8]
    for (target, server_id, tool_name), expected in GOLDEN.items():
        assert provider_name(TARGETS[target], server_id, tool_name).name == expected


def test_stable_across_runs_and_hash_seeds() -> None:
    here = {t: [n.name for n in assign(TARGETS[t], TRICKY)] for t in TARGETS}
    code = (
        "import json, sys\n"
        "from mcp_catalog.naming import TARGETS, assign\n"
        "pairs = [tuple(p) for p in json.loads(sys.stdin.read())]\n"
        "print(json.dumps({t: [n.name for n in assign(TARGETS[t], pairs)] for t in TARGETS}))\n"
    )
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        result = subprocess.run(
            [sys.executable, "-c", code], input=json.dumps(TRICKY), capture_output=True, text=True,
            env=env, check=True,
        )
        assert json.loads(result.stdout) == here


def _colliding_pair() -> tuple[str, str]:
    """Two tool names whose altered names are equal: same visible part, same 32-bit suffix."""
    seen: dict[str, str] = {}
    for marks in itertools.product("!?", repeat=24):
        name = "x" + "".join(marks)
        digest = suffix("s", name)
        if digest in seen:
            return seen[digest], name
        seen[digest] = name
    raise AssertionError("no collision found")  # pragma: no cover


@pytest.fixture(scope="module")
def colliding() -> tuple[str, str]:
    return _colliding_pair()


def test_a_collision_that_remains_fails_loudly_naming_both(colliding: tuple[str, str]) -> None:
    first, second = colliding
    with pytest.raises(CatalogError) as caught:
        assign(TARGETS["anthropic"], [("s", first), ("s", second)])
    assert f"s/{first}" in str(caught.value) and f"s/{second}" in str(caught.value)
    assert caught.value.exit_code == 2


# --- the command ----------------------------------------------------------------------------------

OBJECT = {"type": "object"}

SEARCH = {
    "name": "search", "title": "Search", "description": "Find tickets.",
    "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]},
    "annotations": {"readOnlyHint": True},
}


def _catalog(tmp_path: Path, servers: dict[str, list[dict[str, Any]]]) -> Path:
    config = tmp_path / "catalog.yaml"
    config.write_text(
        "servers:\n" + "".join(f"  {sid}:\n    command: python\n" for sid in servers), "utf-8"
    )
    for sid, tools in servers.items():
        write_snapshot(tmp_path / "catalog", Snapshot(sid, tools))
    return config


def _run(*args: str) -> Any:
    return CliRunner().invoke(app, ["tools", *args])


def test_catalog_tools_anthropic_with_defer_except(tmp_path: Path) -> None:
    config = _catalog(tmp_path, {
        "tickets": [SEARCH, {"name": "get.ticket", "inputSchema": {"type": "object"}}],
        "wiki": [{"name": "search", "description": "Find pages.", "inputSchema": {"type": "object"}}],
    })
    result = _run("--target", "anthropic", "--config", str(config),
                  "--defer-except", "tickets__search", "--defer-except", "wiki/search")
    assert result.exit_code == 0, result.stderr
    doc = json.loads(result.stdout)
    altered = "tickets__get_ticket-" + suffix("tickets", "get.ticket")
    assert doc["target"] == "anthropic"
    assert doc["tools"] == [
        {"name": altered, "input_schema": {"type": "object"}, "defer_loading": True},
        {"name": "tickets__search", "description": "Find tickets.", "input_schema": SEARCH["inputSchema"]},
        {"name": "wiki__search", "description": "Find pages.", "input_schema": {"type": "object"}},
    ]
    assert doc["mapping"] == {
        altered: {"server": "tickets", "tool": "get.ticket"},
        "tickets__search": {"server": "tickets", "tool": "search"},
        "wiki__search": {"server": "wiki", "tool": "search"},
    }


def test_catalog_tools_openai_and_mcp_shapes(tmp_path: Path) -> None:
    config = _catalog(tmp_path, {"tickets": [SEARCH]})
    openai = json.loads(_run("--target", "openai", "--config", str(config)).stdout)
    assert openai["tools"] == [{"type": "function", "function": {
        "name": "tickets__search", "description": "Find tickets.", "parameters": SEARCH["inputSchema"]}}]
    mcp = json.loads(_run("--target", "mcp", "--config", str(config)).stdout)
    assert mcp["tools"] == [{**SEARCH, "name": "tickets.search"}]  # every member kept
    assert mcp["mapping"] == {"tickets.search": {"server": "tickets", "tool": "search"}}


def test_catalog_tools_warns_of_what_the_provider_list_cannot_carry(tmp_path: Path) -> None:
    config = _catalog(tmp_path, {"tickets": [
        SEARCH, {"name": "bare"}, {"name": "odd\x1b[2J", "inputSchema": "x"}, {"name": "", "inputSchema": {}},
    ]})
    result = _run("--target", "openai", "--config", str(config))
    assert result.exit_code == 0
    warnings = [line for line in result.stderr.splitlines() if line.startswith("warning:")]
    assert len(warnings) == 4, result.stderr
    for expected in ("tickets/bare: inputSchema is missing; given as an empty object schema",
                     "tickets/odd\\x1b[2J: inputSchema is not an object", "tickets/'': the tool's name is empty",
                     """tickets/'': inputSchema has no root type (MCP requires "type": "object"); given with"""):
        assert sum(expected in line for line in warnings) == 1, (expected, warnings)
    mcp = _run("--target", "mcp", "--config", str(config))
    assert "tickets/bare: inputSchema is missing; passed on as the server sent it" in mcp.stderr
    (tmp_path / "root").mkdir()
    config = _catalog(tmp_path / "root", {"tickets": [{"name": "s", "inputSchema": {"type": "string"}}]})
    assert "root is not an object schema" in _run("--target", "anthropic", "--config", str(config)).stderr
    assert "search" not in result.stderr  # a complete tool is not mentioned
    parameters = {t["function"]["name"]: t["function"]["parameters"] for t in json.loads(result.stdout)["tools"]}
    assert parameters["tickets__bare"] == {"type": "object", "properties": {}}
    assert parameters["tickets__"] == {"type": "object"}  # no root type: providers refuse such a schema
    typeless = {"name": "t", "inputSchema": {"properties": {"a": {"type": "string"}}, "required": ["a"]}}
    (tmp_path / "typeless").mkdir()
    config = _catalog(tmp_path / "typeless", {"tickets": [typeless]})
    shaped = json.loads(_run("--target", "anthropic", "--config", str(config)).stdout)["tools"][0]["input_schema"]
    assert shaped == {"type": "object", **typeless["inputSchema"]}
    mcp_typeless = _run("--target", "mcp", "--config", str(config))
    assert json.loads(mcp_typeless.stdout)["tools"][0]["inputSchema"] == typeless["inputSchema"]  # as sent
    assert "no root type" in mcp_typeless.stderr and "passed on as the server sent it" in mcp_typeless.stderr
    assert parameters["tickets__search"] == SEARCH["inputSchema"]


def test_catalog_tools_only_named_servers_and_text_table(tmp_path: Path) -> None:
    config = _catalog(tmp_path, {"tickets": [SEARCH], "wiki": [{"name": "page\u202e", "inputSchema": {}}]})
    result = _run("wiki", "--target", "mcp", "--config", str(config), "--format", "text")
    assert result.exit_code == 0
    assert "tickets" not in result.stdout
    assert "wiki/page\\u202e" in result.stdout and "\u202e" not in result.stdout  # attacker text escaped
    assert "(renamed)" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "--target is required"),
        (["--target", "openai", "--defer-except", "tickets__search"], "anthropic only"),
        (["--target", "anthropic", "--defer-except", "nope"], "'nope' matches no tool"),
        (["--target", "anthropic", "--defer-except", "x\x1b[1m"], "'x\\x1b[1m' matches no tool"),  # escaped once
        (["nope", "--target", "mcp"], "no server 'nope'"),
    ],
)
def test_catalog_tools_usage_errors(tmp_path: Path, args: list[str], message: str) -> None:
    config = _catalog(tmp_path, {"tickets": [SEARCH]})
    result = _run(*args, "--config", str(config))
    assert result.exit_code == 2
    assert message in result.stderr and "Traceback" not in result.stderr


def test_catalog_tools_missing_snapshot(tmp_path: Path) -> None:
    config = _catalog(tmp_path, {"tickets": [SEARCH]})
    config.write_text(config.read_text("utf-8") + "  wiki:\n    command: python\n", "utf-8")
    result = _run("--target", "mcp", "--config", str(config))
    assert result.exit_code == 2 and "no snapshot for server 'wiki'" in result.stderr


def test_catalog_tools_command_fails_loudly_on_a_remaining_collision(
    tmp_path: Path, colliding: tuple[str, str]
) -> None:
    first, second = colliding
    tools = [{"name": first, "inputSchema": OBJECT}, {"name": second, "inputSchema": OBJECT}]
    config = _catalog(tmp_path, {"s": tools})
    result = subprocess.run(
        [sys.executable, "-m", "mcp_catalog", "tools", "--target", "anthropic", "--config", str(config)],
        capture_output=True, text=True,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert f"s/{first}" in result.stderr and f"s/{second}" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
