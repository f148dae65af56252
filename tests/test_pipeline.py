"""export -> lock -> check, end to end, against real MCP servers and the real SDK client."""

from __future__ import annotations

import copy
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from fixtures.harness import (
    FIXTURES,
    free_port,
    http_fixture,
    read_json,
    run_catalog,
    stdio_server,
    write_config,
    write_tools,
)
from mcp_catalog import hashing

TOOLS: list[dict[str, Any]] = [
    {
        "name": "search",
        "title": "Search",
        "description": "Search the docs.",
        "inputSchema": {
            "type": "object",
            "properties": {
                "q": {"type": "string", "description": "What to look for."},
                "filters": {
                    "type": "object",
                    "properties": {"lang": {"type": "string", "description": "Language code."}},
                },
            },
            "required": ["q"],
        },
        "annotations": {"readOnlyHint": True, "openWorldHint": False},
        "_meta": {"com.example/owner": "docs-team", "com.example/rank": 2},
    },
    {
        "name": "delete_page",
        "description": "Delete a page.",
        "inputSchema": {"type": "object", "properties": {"id": {"type": "string", "description": "Page id."}}},
        "annotations": {"destructiveHint": True},
    },
    {"name": "ping_docs", "description": "Check the docs service.", "inputSchema": {"type": "object"}},
]


def _setup(tmp_path: Path, tools: list[dict[str, Any]] = TOOLS, *args: str, **entry: Any) -> Path:
    tools_file = write_tools(tmp_path / "tools.json", tools)
    write_config(tmp_path, {"docs": stdio_server("catalog_server.py", "--tools-file", str(tools_file),
                                                  "--page", "2", "--instructions", "Use search first.",
                                                  *args, **entry)})
    return tools_file


def _ok(result: Any) -> None:
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_export_lock_check_clean_and_snapshot_is_as_sent(tmp_path: Path) -> None:
    _setup(tmp_path)
    _ok(run_catalog("export", cwd=tmp_path))
    snap = read_json(tmp_path / "catalog" / "docs.tools.json")
    assert snap["server"] == {
        "id": "docs", "name": "catalog-fixture", "version": "1.2.3",
        "protocolVersion": "2026-07-28", "instructions": "Use search first.",
    }
    assert snap["pages"] == 2
    assert [t["name"] for t in snap["tools"]] == ["delete_page", "ping_docs", "search"]
    assert {t["name"]: t for t in snap["tools"]} == {t["name"]: t for t in TOOLS}

    _ok(run_catalog("lock", cwd=tmp_path))
    lock = read_json(tmp_path / "tools.lock.json")
    entry = lock["servers"]["docs"]
    assert entry["tools"]["search"]["hash"] == hashing.definition_hash(TOOLS[0])
    assert set(entry["tools"]["search"]["fields"]) == set(TOOLS[0])
    assert entry["setHash"] == hashing.set_hash(TOOLS)
    assert entry["instructionsHash"] == hashing.instructions_hash("Use search first.")

    _ok(run_catalog("check", cwd=tmp_path))
    live = run_catalog("check", "--live", "--format", "json", cwd=tmp_path)
    _ok(live)
    assert json.loads(live.stdout)["clean"] is True
    assert json.loads(live.stdout)["toolsChecked"] == 3


def test_second_export_is_byte_identical(tmp_path: Path) -> None:
    _setup(tmp_path)
    _ok(run_catalog("export", cwd=tmp_path))
    first = (tmp_path / "catalog" / "docs.tools.json").read_bytes()
    _ok(run_catalog("export", cwd=tmp_path))
    assert (tmp_path / "catalog" / "docs.tools.json").read_bytes() == first


def test_an_export_that_changes_nothing_leaves_the_snapshot_as_it_was(tmp_path: Path) -> None:
    tools_file = _setup(tmp_path)
    _ok(run_catalog("export", cwd=tmp_path))
    snapshot = tmp_path / "catalog" / "docs.tools.json"
    snapshot.chmod(0o600)
    os.utime(snapshot, (1_000_000_000, 1_000_000_000))
    again = run_catalog("export", cwd=tmp_path)
    _ok(again)
    assert f"unchanged: {Path('catalog') / 'docs.tools.json'}" in again.stderr
    assert snapshot.stat().st_mtime == 1_000_000_000 and snapshot.stat().st_mode & 0o777 == 0o600
    changed = copy.deepcopy(TOOLS)
    changed[2]["description"] = "Check the docs service now."
    write_tools(tools_file, changed)
    third = run_catalog("export", cwd=tmp_path)
    _ok(third)
    assert "wrote" in third.stderr and snapshot.stat().st_mtime != 1_000_000_000
    assert snapshot.stat().st_mode & 0o777 == 0o600  # a rewritten file keeps its permissions too
    # a snapshot kept elsewhere behind a link: unchanged, the link stays; changed, a file replaces the link
    shared = tmp_path / "shared.json"
    snapshot.rename(shared)
    snapshot.symlink_to(shared)
    kept = run_catalog("export", cwd=tmp_path)
    assert "unchanged:" in kept.stderr and snapshot.is_symlink()
    write_tools(tools_file, TOOLS)
    _ok(run_catalog("export", cwd=tmp_path))
    assert not snapshot.is_symlink() and shared.read_text() != snapshot.read_text()


def _mutate_nested_description(tools: list[dict[str, Any]]) -> tuple[str, str]:
    tools[0]["inputSchema"]["properties"]["filters"]["properties"]["lang"]["description"] = "Language code; "
    return "search", "inputSchema"


def _mutate_annotation(tools: list[dict[str, Any]]) -> tuple[str, str]:
    tools[0]["annotations"]["readOnlyHint"] = False
    return "search", "annotations"


def _mutate_invisible(tools: list[dict[str, Any]]) -> tuple[str, str]:
    tools[1]["description"] += "\u200b"
    return "delete_page", "description"


@pytest.mark.parametrize("mutate", [_mutate_nested_description, _mutate_annotation, _mutate_invisible])
def test_check_live_names_tool_and_field_of_any_change(tmp_path: Path, mutate: Any) -> None:
    tools_file = _setup(tmp_path)
    _ok(run_catalog("export", cwd=tmp_path))
    _ok(run_catalog("lock", cwd=tmp_path))
    changed = copy.deepcopy(TOOLS)
    tool, field = mutate(changed)
    write_tools(tools_file, changed)
    snapshot_before = (tmp_path / "catalog" / "docs.tools.json").read_bytes()

    result = run_catalog("check", "--live", cwd=tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    line = next(line for line in result.stdout.splitlines() if "CHANGED" in line)
    assert tool in line and field in line
    # --live wrote nothing, so diff and lock would see nothing yet: the advice starts with export
    assert "write them with `catalog export`, review with `catalog diff`" in result.stdout.splitlines()[-1]
    # --live writes nothing
    assert (tmp_path / "catalog" / "docs.tools.json").read_bytes() == snapshot_before

    as_json = json.loads(run_catalog("check", "--live", "--format", "json", cwd=tmp_path).stdout)
    assert as_json["changes"] == [{"server": "docs", "kind": "changed", "tool": tool, "fields": [field]}]


def test_check_reports_new_removed_renamed_and_instructions(tmp_path: Path) -> None:
    tools_file = _setup(tmp_path)
    _ok(run_catalog("export", cwd=tmp_path))
    _ok(run_catalog("lock", cwd=tmp_path))
    changed = copy.deepcopy(TOOLS)
    changed[2]["name"] = "ping_docs_v2"  # same definition under a new name
    del changed[1]  # delete_page removed
    changed.append({"name": "upload", "description": "Upload a file.", "inputSchema": {"type": "object"}})
    write_tools(tools_file, changed)
    config = read_json(tmp_path / "catalog.yaml")
    config["servers"]["docs"]["args"][-1] = "Use upload first."
    (tmp_path / "catalog.yaml").write_text(json.dumps(config))
    _ok(run_catalog("export", cwd=tmp_path))

    result = run_catalog("check", "--format", "json", cwd=tmp_path)
    assert result.returncode == 1
    kinds = {(c["kind"], c.get("tool"), c.get("oldName")) for c in json.loads(result.stdout)["changes"]}
    assert kinds == {
        ("instructions_changed", None, None),
        ("renamed", "ping_docs_v2", "ping_docs"),
        ("removed", "delete_page", None),
        ("new", "upload", None),
    }


def test_servers_missing_from_lock_or_config_are_drift(tmp_path: Path) -> None:
    _setup(tmp_path)
    _ok(run_catalog("export", cwd=tmp_path))
    _ok(run_catalog("lock", cwd=tmp_path))
    config = read_json(tmp_path / "catalog.yaml")
    config["servers"]["docs2"] = config["servers"]["docs"]
    (tmp_path / "catalog.yaml").write_text(json.dumps(config))
    result = run_catalog("check", "--format", "json", cwd=tmp_path)
    assert result.returncode == 1
    assert {"server": "docs2", "kind": "no_snapshot"} in json.loads(result.stdout)["changes"]
    _ok(run_catalog("export", "docs2", cwd=tmp_path))
    result = run_catalog("check", "--format", "json", cwd=tmp_path)
    assert result.returncode == 1
    assert {"server": "docs2", "kind": "server_not_in_lock"} in json.loads(result.stdout)["changes"]

    del config["servers"]["docs"]
    (tmp_path / "catalog.yaml").write_text(json.dumps(config))
    result = run_catalog("check", "--format", "json", cwd=tmp_path)
    changes = json.loads(result.stdout)["changes"]
    assert {"server": "docs", "kind": "server_not_in_config"} in changes


def test_legacy_server_auto_fallback_keeps_vendor_members(tmp_path: Path) -> None:
    tools = [
        {"name": "b_tool", "inputSchema": {"type": "object"}, "x-vendor-policy": {"tier": "gold"},
         "_meta": {"com.vendor/trace": [1, 2, 3]}, "annotations": {"readOnlyHint": True, "x-risk": "low"},
         "icons": [{"src": "https://example.com/i.png", "sizes": ["48x48"]}]},
        {"name": "a_tool", "description": "Big number 9007199254740993.", "inputSchema": {"type": "object"},
         "limits": 9007199254740993},
    ]
    tools_file = write_tools(tmp_path / "tools.json", tools)
    write_config(tmp_path, {"old": stdio_server("legacy_server.py", str(tools_file), "--page", "1")})
    _ok(run_catalog("export", cwd=tmp_path))
    snap = read_json(tmp_path / "catalog" / "old.tools.json")
    assert snap["server"]["protocolVersion"] == "2025-06-18"
    assert snap["server"]["instructions"] == "Legacy fixture."
    assert snap["pages"] == 2
    assert snap["tools"] == sorted(tools, key=lambda t: t["name"])  # every member, as sent
    _ok(run_catalog("lock", cwd=tmp_path))
    lock = read_json(tmp_path / "tools.lock.json")
    assert lock["servers"]["old"]["tools"]["b_tool"]["hash"] == hashing.definition_hash(tools[0])
    assert "x-vendor-policy" in lock["servers"]["old"]["tools"]["b_tool"]["fields"]
    _ok(run_catalog("check", "--live", cwd=tmp_path))


@pytest.mark.parametrize(("protocol", "expected"), [("legacy", "2025-11-25"), ("2026-07-28", "2026-07-28")])
def test_protocol_setting_is_honoured(tmp_path: Path, protocol: str, expected: str) -> None:
    _setup(tmp_path, TOOLS, protocol=protocol)
    _ok(run_catalog("export", cwd=tmp_path))
    snap = read_json(tmp_path / "catalog" / "docs.tools.json")
    assert snap["server"]["protocolVersion"] == expected
    assert snap["server"]["instructions"] == "Use search first."  # pinned too: asked, not invented
    assert snap["server"]["name"] == "catalog-fixture"
    assert len(snap["tools"]) == 3


def test_pinned_2026_refuses_a_legacy_only_server(tmp_path: Path) -> None:
    tools_file = write_tools(tmp_path / "tools.json", TOOLS)
    write_config(tmp_path, {"old": stdio_server("legacy_server.py", str(tools_file), protocol="2026-07-28")})
    result = run_catalog("export", cwd=tmp_path)
    assert result.returncode == 3
    assert "pinned to 2026-07-28" in result.stderr and "2025-06-18" in result.stderr


def test_plain_setting_in_env_is_not_a_secret_and_json_stays_valid(tmp_path: Path) -> None:
    _setup(tmp_path, TOOLS, env={"DEBUG": "${CATALOG_DEBUG}"})
    env = {"CATALOG_DEBUG": "true"}
    _ok(run_catalog("export", cwd=tmp_path, env=env))  # `readOnlyHint: true` is no leak
    _ok(run_catalog("lock", cwd=tmp_path))
    live = run_catalog("check", "--live", "--format", "json", cwd=tmp_path, env=env)
    _ok(live)
    assert json.loads(live.stdout)["clean"] is True


def test_check_live_json_reports_servers_it_could_not_export(tmp_path: Path) -> None:
    _setup(tmp_path)
    _ok(run_catalog("export", cwd=tmp_path))
    _ok(run_catalog("lock", cwd=tmp_path))
    config = read_json(tmp_path / "catalog.yaml")
    config["servers"]["docs"]["command"] = str(tmp_path / "no-such-server")
    (tmp_path / "catalog.yaml").write_text(json.dumps(config))
    result = run_catalog("check", "--live", "--format", "json", cwd=tmp_path)
    assert result.returncode == 3
    report = json.loads(result.stdout)
    assert report["clean"] is False
    assert report["failed"][0]["server"] == "docs" and "not found" in report["failed"][0]["error"]


def test_check_live_text_names_both_the_drift_and_the_servers_it_could_not_export(tmp_path: Path) -> None:
    tools_file = _setup(tmp_path)
    config = read_json(tmp_path / "catalog.yaml")
    config["servers"]["gone"] = dict(config["servers"]["docs"])
    (tmp_path / "catalog.yaml").write_text(json.dumps(config))
    _ok(run_catalog("export", cwd=tmp_path))
    _ok(run_catalog("lock", cwd=tmp_path))
    changed = copy.deepcopy(TOOLS)
    changed[0]["description"] = "Search the docs, then more."
    write_tools(tools_file, changed)
    config["servers"]["gone"]["command"] = str(tmp_path / "no-such-server")
    (tmp_path / "catalog.yaml").write_text(json.dumps(config))
    result = run_catalog("check", "--live", cwd=tmp_path)
    assert result.returncode == 3, result.stdout + result.stderr
    assert "CHANGED" in result.stdout and "search" in result.stdout
    assert result.stdout.splitlines()[-1] == "not checked: 1 server could not be exported"


def test_relative_paths_mean_the_config_folder_and_wrapper_children_are_ended(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    write_tools(project / "tools.json", TOOLS)
    pidfile = tmp_path / "child.pid"
    script = (f"sleep 300 & echo $! > {pidfile}; "
              f"exec {sys.executable} {FIXTURES / 'legacy_server.py'} tools.json")  # relative: cwd
    write_config(project, {"wrapped": {"command": "sh", "args": ["-c", script]}})
    _ok(run_catalog("export", "--config", str(project / "catalog.yaml"), cwd=tmp_path))
    assert len(read_json(project / "catalog" / "wrapped.tools.json")["tools"]) == 3
    child = int(pidfile.read_text())
    for _ in range(50):
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        os.kill(child, 9)
        raise AssertionError("a process the server's wrapper started outlived the export")


def test_2500_tools_in_pages_of_100_with_empty_string_cursor(tmp_path: Path) -> None:
    write_config(tmp_path, {"big": stdio_server("catalog_server.py", "--generate", "2500", "--page", "100",
                                                "--empty-first-cursor")})
    _ok(run_catalog("export", cwd=tmp_path))
    snap = read_json(tmp_path / "catalog" / "big.tools.json")
    assert snap["pages"] == 25
    names = [t["name"] for t in snap["tools"]]
    assert len(names) == 2500 == len(set(names))
    assert names[100] == "tool_00100"  # the page fetched with the "" cursor is there
    _ok(run_catalog("lock", cwd=tmp_path))
    _ok(run_catalog("check", cwd=tmp_path))


def test_stdio_server_gets_only_declared_environment(tmp_path: Path) -> None:
    tools_file = write_tools(tmp_path / "tools.json", [])
    write_config(tmp_path, {"envy": stdio_server("legacy_server.py", str(tools_file), "--env-tools",
                                                 env={"API_KEY": "${CATALOG_TEST_KEY}"})})
    result = run_catalog("export", cwd=tmp_path, env={"CATALOG_TEST_KEY": "k-123456", "AWS_SECRET": "leak",
                                                        "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"})
    _ok(result)
    names = {t["name"][4:] for t in read_json(tmp_path / "catalog" / "envy.tools.json")["tools"]}
    assert "API_KEY" in names and "PATH" in names
    assert "AWS_SECRET" not in names and "CATALOG_TEST_KEY" not in names
    assert names <= {"API_KEY", "PATH", "HOME", "LANG", "LC_ALL", "LC_CTYPE", "LANGUAGE", "TZ"}


def test_missing_variable_is_config_error_naming_it(tmp_path: Path) -> None:
    tools_file = write_tools(tmp_path / "tools.json", [])
    write_config(tmp_path, {"envy": stdio_server("legacy_server.py", str(tools_file),
                                                 env={"API_KEY": "${CATALOG_UNSET_VAR}"})})
    result = run_catalog("export", cwd=tmp_path, env={})
    assert result.returncode == 2
    assert "CATALOG_UNSET_VAR" in result.stderr and "envy" in result.stderr and "catalog.yaml:" in result.stderr
    assert not (tmp_path / "catalog").exists()


def test_http_bearer_token_from_environment(tmp_path: Path) -> None:
    token = "bearer-canary-7Qx9"
    with http_fixture("--generate", "7", "--page", "3", "--token", token) as url:
        write_config(tmp_path, {"wiki": {"url": url, "headers": {"Authorization": "Bearer ${WIKI_TOKEN}"}}})
        _ok(run_catalog("export", cwd=tmp_path, env={"WIKI_TOKEN": token}))
        snap = read_json(tmp_path / "catalog" / "wiki.tools.json")
        assert len(snap["tools"]) == 7 and snap["pages"] == 3
        _ok(run_catalog("lock", cwd=tmp_path))
        _ok(run_catalog("check", "--live", cwd=tmp_path, env={"WIKI_TOKEN": token}))

        before = (tmp_path / "catalog" / "wiki.tools.json").read_bytes()
        bad = run_catalog("export", cwd=tmp_path, env={"WIKI_TOKEN": "wrong-token"})
        assert bad.returncode == 3
        assert "HTTP 401" in bad.stderr and 'WWW-Authenticate: Bearer error="invalid_token"' in bad.stderr
        assert "wiki" in bad.stderr and "Traceback" not in bad.stderr
        assert "wrong-token" not in bad.stderr + bad.stdout
        assert (tmp_path / "catalog" / "wiki.tools.json").read_bytes() == before


def test_http_oauth_client_credentials(tmp_path: Path) -> None:
    secret = "cc-secret-Zr81"
    auth_port = free_port()
    args = ("--generate", "4", "--oauth-port", str(auth_port), "--client-id", "ci-bot", "--client-secret", secret)
    with http_fixture(*args) as url:
        auth = {"type": "client_credentials", "client_id": "ci-bot", "client_secret": "${CC_SECRET}",
                "scope": "tools.read", "issuer": f"http://127.0.0.1:{auth_port}"}
        write_config(tmp_path, {"crm": {"url": url, "auth": auth}})
        _ok(run_catalog("export", cwd=tmp_path, env={"CC_SECRET": secret}))
        assert len(read_json(tmp_path / "catalog" / "crm.tools.json")["tools"]) == 4

        bad = run_catalog("export", cwd=tmp_path, env={"CC_SECRET": "not-the-secret"})
        assert bad.returncode == 3, bad.stderr
        assert "crm" in bad.stderr and "OAuth" in bad.stderr
        assert "not-the-secret" not in bad.stderr + bad.stdout


@pytest.mark.parametrize(("protocol", "expected"), [("legacy", "2025-11-25"), ("auto", "2026-07-28")])
def test_http_both_eras_sse_and_json_answers(tmp_path: Path, protocol: str, expected: str) -> None:
    """Legacy sessions answer over SSE, 2026 ones with JSON: both are captured whole."""
    with http_fixture("--generate", "250", "--page", "100", "--instructions", "Emoji \U0001f600 ok.") as url:
        write_config(tmp_path, {"w": {"url": url, "protocol": protocol}})
        _ok(run_catalog("export", cwd=tmp_path))
    snap = read_json(tmp_path / "catalog" / "w.tools.json")
    assert snap["server"]["protocolVersion"] == expected
    assert snap["server"]["instructions"] == "Emoji \U0001f600 ok."
    assert len(snap["tools"]) == 250 and snap["pages"] == 3
