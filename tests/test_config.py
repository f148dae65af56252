"""catalog.yaml and client configs: what is accepted, and errors that name file and line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcp_catalog import redact
from mcp_catalog.config import parse_config, resolve_server
from mcp_catalog.errors import ConfigError

YAML = """\
servers:
  tickets:
    command: python
    args: ["-m", "tickets"]
    env:
      TOKEN: ${TICKETS_TOKEN}
  wiki:
    url: https://wiki.example.com/mcp
    headers:
      Authorization: Bearer ${WIKI_TOKEN}
    protocol: legacy
    timeout: 5
lock:
  ignore:
    wiki: ["/_meta/com.example~1nonce"]
lint:
  fail_on: warning
  suppress:
    - server: wiki
      tool: search
      rule: CAT101
      reason: reviewed in PR 12
      hash: 0123abcd
"""


def test_full_config_reads_and_keeps_templates_unresolved() -> None:
    config = parse_config(Path("catalog.yaml"), YAML)
    tickets, wiki = config.servers["tickets"], config.servers["wiki"]
    assert tickets.transport == "stdio" and tickets.env == {"TOKEN": "${TICKETS_TOKEN}"}
    assert wiki.transport == "http" and wiki.protocol == "legacy" and wiki.timeout == 5
    assert config.lock_ignore == {"wiki": ["/_meta/com.example~1nonce"]}
    assert config.fail_on == "warning"
    assert config.suppressions[0].hash == "0123abcd" and config.suppressions[0].source == "catalog.yaml:19"
    assert config.warnings == []


def test_resolution_substitutes_and_registers_secrets() -> None:
    config = parse_config(Path("catalog.yaml"), YAML)
    resolved = resolve_server(config.servers["wiki"], {"WIKI_TOKEN": "tok-abcdef"})
    assert resolved.headers == {"Authorization": "Bearer tok-abcdef"}
    assert redact.scrub("said tok-abcdef") == "said ***"


def test_missing_variable_names_variable_server_and_line() -> None:
    config = parse_config(Path("catalog.yaml"), YAML)
    with pytest.raises(ConfigError) as caught:
        resolve_server(config.servers["tickets"], {})
    assert str(caught.value) == (
        "catalog.yaml:6: server 'tickets': env.TOKEN needs environment variable TICKETS_TOKEN, which is not set"
    )


def test_doubled_dollar_is_a_literal_reference_that_no_variable_fills() -> None:
    text = (
        "servers:\n  t:\n    command: python\n"
        "    args: ['--template', 'Hello $${NAME}, from ${HOST}', '$$${HOST}', 'cost: $$5']\n"
    )
    config = parse_config(Path("catalog.yaml"), text)
    resolved = resolve_server(config.servers["t"], {"HOST": "build-7", "NAME": "never read"})
    # `$${` is a literal `${` and needs no variable; a lone `$$` elsewhere is left as written.
    assert resolved.args == ("--template", "Hello ${NAME}, from build-7", "$${HOST}", "cost: $$5")
    resolve_server(config.servers["t"], {"HOST": "h"})  # NAME unset: not an error


def test_escaped_reference_under_a_secret_name_is_still_a_literal_secret() -> None:
    text = "servers:\n  w:\n    url: https://x/mcp\n    headers:\n      X-Api-Key: $${API_KEY}\n"
    config = parse_config(Path("catalog.yaml"), text)
    assert len(config.warnings) == 1 and "literal value that looks like a secret" in config.warnings[0]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("servers:\n  a:\n    command: x\n    argz: []\n",
         "catalog.yaml:4: unknown key 'argz'; did you mean 'args'?"),
        ("servers:\n  a:\n    command: x\n  a:\n    command: y\n",
         "catalog.yaml:4: duplicate key 'a' (first at line 2)"),
        ("servers:\n  Bad_Id:\n    command: x\n", "catalog.yaml:2: server id 'Bad_Id' is not valid"),
        ("servers:\n  a:\n    url: ftp://x\n", "catalog.yaml:3: server 'a': url must start with http"),
        ("servers:\n  a: {command: x, url: http://x}\n", "needs exactly one of 'command'"),
        ("servers:\n  a:\n    command: x\n    protocol: 2025\n", "catalog.yaml:4: server 'a': protocol must be one of"),
        ("servers:\n  a:\n    command: x\n    env:\n      K: ${bad-name}\n",
         "catalog.yaml:5: servers.a.env.K: malformed"),
        ("servers:\n  a:\n    command: [x\n", "catalog.yaml:4: not valid YAML"),
        ("serverz: {}\n", "catalog.yaml:1: unknown key 'serverz'; did you mean 'servers'?"),
        ("lock: {}\n", "no 'servers'"),  # a lint section alone is a lint-only config (see below)
        ("servers:\n  a:\n    url: http://x\n    auth:\n      type: client_credentials\n      client_id: c\n"
         "      client_secret: literal\n      issuer: https://auth.example.com\n",
         "catalog.yaml:7: server 'a': client_secret must come from the environment"),
        ("servers:\n  a:\n    url: http://x\n    auth:\n      type: client_credentials\n      client_id: c\n"
         "      client_secret: ${S}\n", "catalog.yaml:4: server 'a': auth needs 'issuer'"),
        ("servers:\n  s:\n    command: x\nlock:\n  ignore:\n    s: ['']\n",
         "catalog.yaml:6: '' (empty) is not a JSON pointer"),
    ],
)
def test_bad_config_names_file_and_line(text: str, message: str) -> None:
    with pytest.raises(ConfigError) as caught:
        parse_config(Path("catalog.yaml"), text)
    assert message in str(caught.value)


def test_literal_secret_in_header_warns_without_repeating_it() -> None:
    text = "servers:\n  w:\n    url: https://x/mcp\n    headers:\n      Authorization: Bearer sk-live-123456\n"
    config = parse_config(Path("catalog.yaml"), text)
    assert len(config.warnings) == 1
    assert "catalog.yaml:5" in config.warnings[0] and "${AUTHORIZATION}" in config.warnings[0]
    assert "sk-live-123456" not in config.warnings[0]


def test_reads_mcp_json_as_it_is(tmp_path: Path) -> None:
    doc = {"mcpServers": {
        "github": {"type": "http", "url": "https://api.example.com/mcp",
                   "headers": {"Authorization": "Bearer ${GITHUB_PAT}"}},
        "files": {"command": "npx", "args": ["-y", "files-server"], "env": {"ROOT": "/srv"},
                  "disabled": False, "autoApprove": []},
    }}
    path = tmp_path / ".mcp.json"
    path.write_text(json.dumps(doc))
    config = parse_config(path, path.read_text())
    assert set(config.servers) == {"github", "files"}
    assert config.servers["files"].args == ("-y", "files-server")


def test_vscode_servers_key_and_duplicate_json_key(tmp_path: Path) -> None:
    path = tmp_path / "mcp.json"
    config = parse_config(path, '{"servers": {"one": {"type": "stdio", "command": "x"}}, "inputs": []}')
    assert list(config.servers) == ["one"]
    with pytest.raises(ConfigError, match="duplicate key 'one'"):
        parse_config(path, '{"servers": {"one": {"command": "x"}, "one": {"command": "y"}}}')


def test_a_client_config_with_both_server_keys_is_refused() -> None:
    with pytest.raises(ConfigError, match="has both 'mcpServers' and 'servers'"):
        parse_config(Path("mcp.json"), '{"mcpServers": {"a": {"command": "x"}}, "servers": {"b": {"command": "y"}}}')


@pytest.mark.parametrize(
    ("text", "message"),
    [
        # the same key in different objects is no duplicate; the repeated one is found by its own object
        ('{\n "mcpServers": {\n  "a": {"command": "x", "env": {"K": "1"}},\n  "b": {"command": "y",\n'
         '   "env": {"K": "1", // a comment with "K": in it\n    "K": "2"}}\n }\n}\n',
         "mcp.json:6: duplicate key 'K' (first at line 5)"),
        ('{"mcpServers": {"a": {"command": "x"}},\n "mcpServers": {}}',
         "mcp.json:2: duplicate key 'mcpServers' (first at line 1)"),
        ('{"servers": {"\\u0061": {"command": "x"}, /* "a": */ "a": {"command": "y"}}}',
         "mcp.json:1: duplicate key 'a' (first at line 1)"),
    ],
)
def test_duplicate_key_in_a_client_config_names_both_lines(text: str, message: str) -> None:
    with pytest.raises(ConfigError) as caught:
        parse_config(Path("mcp.json"), text)
    assert str(caught.value) == message


def test_a_config_with_only_lint_settings_needs_no_servers() -> None:
    config = parse_config(Path("catalog.yaml"), "lint:\n  fail_on: warning\n  max_length: 900\n")
    assert config.servers == {} and config.fail_on == "warning" and config.max_length == 900
    with pytest.raises(ConfigError, match="no 'servers'"):
        parse_config(Path("catalog.yaml"), "lock: {}\n")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("lint:\n  max_length: -5\n", "catalog.yaml:3: lint.max_length must be at least 1"),
        ("lint:\n  max_length: 0\n", "catalog.yaml:3: lint.max_length must be at least 1"),
        ("lint:\n  suppress:\n    server: a\n", "lint.suppress must be a list"),
    ],
)
def test_lint_settings_out_of_range_name_the_line(text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_config(Path("catalog.yaml"), "servers: {}\n" + text)


def test_a_suppression_of_the_instructions_has_no_tool_and_may_be_pinned() -> None:
    text = ("servers: {}\nlint:\n  suppress:\n"
            "    - {server: a, instructions: true, rule: instruction-override, reason: r, hash: '0123abcd'}\n"
            "    - {server: a, tool: '*', rule: instruction-override, reason: r}\n")
    first, every = parse_config(Path("catalog.yaml"), text).suppressions
    assert first.tool is None and first.hash == "0123abcd" and first.source == "catalog.yaml:4"
    assert every.tool == "*"


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("{server: a, instructions: true, tool: x, rule: r, reason: r}", r"catalog\.yaml:4: .*'tool' or has "
         r"`instructions: true`, not both"),
        ("{server: a, instructions: false, rule: r, reason: r}", r"catalog\.yaml:4: instructions must be true"),
        ("{server: a, instructions: 'yes', rule: r, reason: r}", r"catalog\.yaml:4: instructions must be true"),
        ("{server: a, tool: null, rule: r, reason: r}", r"needs 'tool' .*or `instructions: true`"),
        ("{server: a, tool: '', rule: r, reason: r}", r"needs 'tool' .*or `instructions: true`"),
        ("{server: a, instructions: true, rule: r, reason: r, hash: xyz}", r"hash must be the instructions' hash"),
    ],
)
def test_a_suppression_of_the_instructions_is_checked(entry: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_config(Path("catalog.yaml"), f"servers: {{}}\nlint:\n  suppress:\n    - {entry}\n")


def test_a_hash_on_a_suppression_of_every_tool_is_refused() -> None:
    text = "servers: {}\nlint:\n  suppress:\n    - {server: a, tool: '*', rule: tool-name, reason: r, hash: 0123abcd}\n"
    with pytest.raises(ConfigError, match=r"catalog\.yaml:4: a hash pins one tool's definition"):
        parse_config(Path("catalog.yaml"), text)


def test_listing_limits_default_and_are_settable_per_server() -> None:
    text = "servers:\n  a:\n    command: x\n  b:\n    url: https://b.example/mcp\n    max_mib: 8\n    max_pages: 3\n"
    config = parse_config(Path("catalog.yaml"), text)
    a, b = config.servers["a"], config.servers["b"]
    assert (a.max_pages, a.max_tools, a.max_mib) == (1000, 20_000, 256)
    assert (b.max_pages, b.max_tools, b.max_mib) == (3, 20_000, 8)


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("0", r"catalog\.yaml:4: server 'a': max_mib must be at least 1"),
        ("-1", r"catalog\.yaml:4: server 'a': max_mib must be at least 1"),
        ("1.5", r"catalog\.yaml:4: .*a whole number"),
        ("'256'", r"catalog\.yaml:4: .*a whole number"),
    ],
)
def test_max_mib_must_be_a_whole_number_of_at_least_1(value: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_config(Path("catalog.yaml"), f"servers:\n  a:\n    command: x\n    max_mib: {value}\n")
