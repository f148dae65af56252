"""`catalog init`: client configs in, a committable catalog.yaml out, no secret ever printed."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from mcp_catalog.cli import app
from mcp_catalog.config import load_config, resolve_server
from mcp_catalog.errors import ConfigError
from mcp_catalog.initcfg import convert, looks_like_token, sanitize_id, strip_jsonc
from mcp_catalog.jsonio import loads_strict

GH_TOKEN = "ghp_R2d2C3poL1ke5kyw4lker0bi1wan4ever"
WIKI_TOKEN = "wk-9f8e7d6c5b4a39281706"
PG_PASSWORD = "hunter2-correct-horse"


@pytest.fixture
def workdir(tmp_path: Path) -> Iterator[Path]:
    old = Path.cwd()
    os.chdir(tmp_path)
    try:
        yield tmp_path
    finally:
        os.chdir(old)


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, ["init", *args])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def write_json(path: Path, data: object) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


CLAUDE_CODE = {
    "mcpServers": {
        "github": {
            "command": "npx",
            "args": ["-y", "@modelcontextprotocol/server-github"],
            "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": GH_TOKEN, "LOG_LEVEL": "debug"},
        },
        "wiki": {
            "type": "http",
            "url": "https://wiki.example.com/mcp",
            "headers": {"Authorization": f"Bearer {WIKI_TOKEN}", "Accept": "application/json"},
        },
        "postgres": {
            "command": "npx",
            "args": ["-y", "@modelcontextprotocol/server-postgres", f"postgresql://app:{PG_PASSWORD}@db:5432/app"],
        },
    }
}


def test_mcp_json_literal_secrets_become_variables(workdir: Path) -> None:
    write_json(workdir / ".mcp.json", CLAUDE_CODE)
    code, stdout, stderr = run()
    assert code == 0, stderr
    text = (workdir / "catalog.yaml").read_text()
    for secret in (GH_TOKEN, WIKI_TOKEN, PG_PASSWORD):
        assert secret not in text
        assert secret not in stdout + stderr
    config = load_config(workdir / "catalog.yaml")
    assert list(config.servers) == ["github", "wiki", "postgres"]
    assert config.servers["github"].env == {
        "GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_PERSONAL_ACCESS_TOKEN}",
        "LOG_LEVEL": "debug",
    }
    assert config.servers["wiki"].headers["Authorization"] == "Bearer ${WIKI_TOKEN}"
    assert config.servers["wiki"].headers["Accept"] == "application/json"
    assert config.servers["postgres"].args[2] == "postgresql://app:${POSTGRES_PASSWORD}@db:5432/app"
    assert config.warnings == []  # nothing left that looks like a literal secret
    for name in ("GITHUB_PERSONAL_ACCESS_TOKEN", "WIKI_TOKEN", "POSTGRES_PASSWORD"):
        assert name in stdout
    # Setting the named variables restores exactly what the client config held.
    env = {
        "GITHUB_PERSONAL_ACCESS_TOKEN": GH_TOKEN, "WIKI_TOKEN": WIKI_TOKEN, "POSTGRES_PASSWORD": PG_PASSWORD,
    }
    assert resolve_server(config.servers["github"], env).env["GITHUB_PERSONAL_ACCESS_TOKEN"] == GH_TOKEN
    assert resolve_server(config.servers["wiki"], env).headers["Authorization"] == f"Bearer {WIKI_TOKEN}"
    assert PG_PASSWORD in resolve_server(config.servers["postgres"], env).args[2]


def test_written_yaml_is_block_style(workdir: Path) -> None:
    write_json(workdir / ".mcp.json", CLAUDE_CODE)
    assert run()[0] == 0
    text = (workdir / "catalog.yaml").read_text()
    body = [line for line in text.splitlines() if not line.startswith("#")]
    assert not any("{" in line and "${" not in line for line in body)
    assert not any(line.rstrip().endswith(("[", "{")) for line in body)


def test_vscode_jsonc_servers_inputs_and_env_references(workdir: Path) -> None:
    (workdir / ".vscode").mkdir()
    (workdir / ".vscode" / "mcp.json").write_text(
        """{
  // VS Code allows comments and trailing commas
  "inputs": [
    {"type": "promptString", "id": "gh-token", "description": "GitHub PAT", "password": true},
  ],
  "servers": {
    "github": {
      "type": "http",
      "url": "https://api.githubcopilot.com/mcp/",
      "headers": {"Authorization": "Bearer ${input:gh-token}"},
    },
    /* a local one */
    "files": {"type": "stdio", "command": "node", "args": ["${workspaceFolder}/server.js"],
              "env": {"ROOT": "${env:HOME}", "URL": "http://x//y"}},
  },
}
""",
        encoding="utf-8",
    )
    code, stdout, stderr = run()
    assert code == 0, stderr
    config = load_config(workdir / "catalog.yaml")
    assert config.servers["github"].headers["Authorization"] == "Bearer ${GH_TOKEN}"
    assert config.servers["files"].args == ("./server.js",)
    assert config.servers["files"].env == {"ROOT": "${HOME}", "URL": "http://x//y"}
    assert "GH_TOKEN" in stdout and "GitHub PAT" in stderr
    assert "(was a literal)" not in stdout  # nothing here was a literal secret


def test_cursor_and_claude_desktop(workdir: Path) -> None:
    write_json(workdir / ".cursor" / "mcp.json", {"mcpServers": {"search": {"url": "https://s.example/mcp"}}})
    code, _, _ = run()
    assert code == 0
    assert load_config(workdir / "catalog.yaml").servers["search"].url == "https://s.example/mcp"

    desktop = write_json(
        workdir / "elsewhere" / "claude_desktop_config.json",
        {"mcpServers": {"fs": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem"]}}},
    )
    code, _, _ = run("--from", str(desktop), "--config", "other.yaml")
    assert code == 0
    assert load_config(workdir / "other.yaml").servers["fs"].command == "npx"


def test_never_overwrites_without_force(workdir: Path) -> None:
    write_json(workdir / ".mcp.json", CLAUDE_CODE)
    (workdir / "catalog.yaml").write_text("servers: {}\n# mine\n")
    code, _, stderr = run()
    assert code == 2
    assert "already exists" in stderr and "--force" in stderr
    assert (workdir / "catalog.yaml").read_text() == "servers: {}\n# mine\n"
    code, _, _ = run("--force")
    assert code == 0
    assert "github" in load_config(workdir / "catalog.yaml").servers


def test_invalid_ids_are_sanitised_with_a_note(workdir: Path) -> None:
    write_json(
        workdir / ".mcp.json",
        {"mcpServers": {
            "My Server": {"command": "a"},
            "my-server": {"command": "b"},
            "_Über.Tools!": {"command": "c"},
            "x" * 40: {"command": "d"},
        }},
    )
    code, _, stderr = run()
    assert code == 0
    servers = load_config(workdir / "catalog.yaml").servers
    assert {s.command: sid for sid, s in servers.items()} == {
        "a": "my-server-2", "b": "my-server", "c": "uber-tools", "d": "x" * 32,
    }
    # a valid id keeps its name (its tools' prefix) even when an invalid one before it would become it
    assert "'My Server' is written as 'my-server-2'" in stderr
    assert "'my-server' is written as" not in stderr


def test_sanitize_id_always_valid() -> None:
    taken: set[str] = set()
    for raw in ["", "---", "A" * 50, "a b c", "ñ", "9lives", "a" * 31 + "!", "a" * 32]:
        sid = sanitize_id(raw, taken)
        assert sid not in taken
        taken.add(sid)
        assert load_config_id_ok(sid), sid


def load_config_id_ok(sid: str) -> bool:
    from mcp_catalog.config import ID_RE

    return ID_RE.match(sid) is not None


def test_same_value_shares_a_variable_different_values_do_not(tmp_path: Path) -> None:
    result = convert(tmp_path / ".mcp.json", {
        "a": {"command": "x", "env": {"API_KEY": "k-aaaaaaaaaaaa"}},
        "b": {"command": "x", "env": {"API_KEY": "k-aaaaaaaaaaaa"}},
        "c": {"command": "x", "env": {"API_KEY": "k-bbbbbbbbbbbb"}},
    })
    data = yaml.safe_load(result.text)["servers"]
    assert data["a"]["env"]["API_KEY"] == data["b"]["env"]["API_KEY"] == "${API_KEY}"
    assert data["c"]["env"]["API_KEY"] == "${C_API_KEY}"
    assert {v.name: v.used_at for v in result.variables} == {
        "API_KEY": ["servers.a.env.API_KEY", "servers.b.env.API_KEY"],
        "C_API_KEY": ["servers.c.env.API_KEY"],
    }


def test_token_looking_values_found_by_shape_not_only_by_name(tmp_path: Path) -> None:
    result = convert(tmp_path / "c.json", {
        "s": {"command": "x", "args": ["--port", "8080", "--token", "abc123", "--api-key=zz9", GH_TOKEN],
              "env": {"UPSTREAM": "sk-proj-abcdefghijklmnopqrstuvwx", "MODE": "fast",
                      "DIR": "/usr/local/share/x"}},
        "h": {"url": "https://h.example/mcp?key=abcdefghij0123456789&lang=en",
              "headers": {"X-Api-Key": "plainvalue", "User-Agent": "agent/1.0"}},
    })
    data = yaml.safe_load(result.text)["servers"]
    assert data["s"]["args"] == [
        "--port", "8080", "--token", "${S_TOKEN}", "--api-key=${S_API_KEY}", "${S_TOKEN_2}",
    ]
    assert data["s"]["env"] == {"UPSTREAM": "${UPSTREAM}", "MODE": "fast", "DIR": "/usr/local/share/x"}
    assert data["h"]["url"] == "https://h.example/mcp?key=${H_KEY}&lang=en"
    assert data["h"]["headers"] == {"X-Api-Key": "${H_X_API_KEY}", "User-Agent": "agent/1.0"}
    for secret in ("abc123", "zz9", GH_TOKEN, "sk-proj", "abcdefghij0123456789", "plainvalue"):
        assert secret not in result.text


@pytest.mark.parametrize("value", [
    "debug", "/usr/local/bin/tool", "https://example.com/a/b/c/d", "en_US.UTF-8",
    "production", "1234567890", "a long sentence with words in it",
])
def test_ordinary_values_are_not_tokens(value: str) -> None:
    assert not looks_like_token(value)


@pytest.mark.parametrize("value", [GH_TOKEN, "xoxb-1234567890-abcdefghij", "AKIAIOSFODNN7EXAMPLE",
                                   "Zx8Qp2Lm7Rt4Vw1Ny6Kb3Hs9"])
def test_credential_shapes_are_tokens(value: str) -> None:
    assert looks_like_token(value)


def test_disabled_sse_and_unknown_keys_are_reported(workdir: Path) -> None:
    write_json(workdir / ".mcp.json", {"mcpServers": {
        "off": {"command": "x", "disabled": True},
        "legacy": {"type": "sse", "url": "http://localhost:9000/sse", "autoApprove": ["a"]},
        "broken": {"description": "no command"},
        "double": {"command": "x", "url": "http://localhost:9000/mcp"},
    }})
    code, _, stderr = run()
    assert code == 0
    assert list(load_config(workdir / "catalog.yaml").servers) == ["legacy"]
    assert "'off' is disabled" in stderr
    assert "HTTP+SSE" in stderr
    assert "autoApprove" in stderr
    assert "'broken' has neither 'command' nor 'url'; skipped" in stderr
    assert "'double' has both 'command' and 'url'; skipped" in stderr


@pytest.mark.parametrize(
    "content, message",
    [
        ("{not json", "not valid JSON"),
        ('{"mcpServers": {"a": {"command": "x"}, "a": {"command": "y"}}}', "duplicate key 'a' (first at line 1)"),
        ('{"other": 1}', "no 'mcpServers'"),
        ('{"mcpServers": {}}', "no usable server entries"),
        ('{"mcpServers": {"a": {"command": "x", "env": {"K": ["no"]}}}}', "env.K must be a string"),
        # a client reads `$` then the variable; catalog.yaml would read a literal `${x}`
        ('{"mcpServers": {"a": {"command": "x", "args": ["cost $${PRICE}"]}}}',
         "servers.a.args[0]: a `$` right before `${` reads as a literal `${` in catalog.yaml"),
    ],
)
def test_bad_client_config_is_one_line_exit_2(workdir: Path, content: str, message: str) -> None:
    (workdir / ".mcp.json").write_text(content)
    code, stdout, stderr = run()
    assert code == 2
    assert message in stderr
    assert "Traceback" not in stderr + stdout
    assert len(stderr.strip().splitlines()) == 1
    assert not (workdir / "catalog.yaml").exists()


def test_finding_the_client_config(workdir: Path) -> None:
    code, _, stderr = run()
    assert code == 2 and "no MCP client config found" in stderr and "--from" in stderr
    write_json(workdir / ".mcp.json", CLAUDE_CODE)
    write_json(workdir / ".vscode" / "mcp.json", {"servers": {}})
    code, _, stderr = run()
    assert code == 2 and ".mcp.json" in stderr and ".vscode/mcp.json" in stderr
    assert run("--from", ".mcp.json")[0] == 0


def test_summary_names_the_client_config_relative_to_the_current_folder(
    workdir: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    write_json(workdir / ".mcp.json", CLAUDE_CODE)
    code, stdout, _ = run()  # found in the current folder
    assert code == 0 and "wrote catalog.yaml with 3 server(s) from .mcp.json: github" in stdout
    code, stdout, _ = run("--from", str(Path.cwd() / ".mcp.json"), "--force", "--format", "json")
    assert code == 0 and json.loads(stdout)["source"] == ".mcp.json"
    elsewhere = write_json(tmp_path_factory.mktemp("elsewhere") / "mcp.json", CLAUDE_CODE)
    code, stdout, _ = run("--from", str(elsewhere), "--force")
    assert code == 0 and f"from {elsewhere}: github" in stdout
    (workdir / ".mcp.json").write_text("{")
    code, _, stderr = run("--force")
    assert code == 2 and stderr.startswith("error: .mcp.json: not valid JSON")


def test_json_summary_names_variables_never_values(workdir: Path) -> None:
    write_json(workdir / ".mcp.json", CLAUDE_CODE)
    code, stdout, _ = run("--format", "json")
    assert code == 0
    summary = json.loads(stdout)
    assert summary["servers"] == ["github", "wiki", "postgres"]
    names = {v["name"] for v in summary["variables"] if v["replacedLiteral"]}
    assert names == {"GITHUB_PERSONAL_ACCESS_TOKEN", "WIKI_TOKEN", "POSTGRES_PASSWORD"}
    assert GH_TOKEN not in stdout


def test_strip_jsonc_keeps_strings_intact() -> None:
    text = '{"a": "http://x // not a comment /* nor this */", "b": [1, 2,], } // end'
    assert json.loads(strip_jsonc(text)) == {"a": "http://x // not a comment /* nor this */", "b": [1, 2]}
    assert json.loads(strip_jsonc('{"q": "say \\"hi\\" // x",}')) == {"q": 'say "hi" // x'}


@pytest.mark.parametrize("comment", ["// c\n", "/* c */", "/* a */ // b\n /* c */"])
def test_trailing_comma_before_a_comment_is_accepted(workdir: Path, comment: str) -> None:
    text = '{"mcpServers": {"a": {"command": "x", "args": ["y", ' + comment + "], }, " + comment + "}, }"
    (workdir / "t2.json").write_text(text, encoding="utf-8")
    code, _, stderr = run("--from", "t2.json", "--config", "o.yaml")
    assert code == 0, stderr
    assert load_config(workdir / "o.yaml").servers["a"].args == ("y",)
    # catalog.yaml may itself be JSON with comments (VS Code's habit): the same reader
    (workdir / "catalog.json").write_text('{"servers": {"a": {"command": "x"}, ' + comment + "}, }")
    assert list(load_config(workdir / "catalog.json").servers) == ["a"]


def test_commas_and_slashes_inside_strings_are_left_alone() -> None:
    text = '{"url": "http://x,}", "b": "/* no */ // no ,]", // c\n}'
    assert loads_strict(strip_jsonc(text)) == {"url": "http://x,}", "b": "/* no */ // no ,]"}
    assert loads_strict(strip_jsonc('["a\\\\", /* c */ ]')) == ["a\\"]


@pytest.mark.parametrize("text", ["[,]", "{,}", "[1,,]", '{"a":,}', "[1, /* c */ , ]"])
def test_a_comma_after_no_value_stays_an_error(text: str) -> None:
    with pytest.raises(json.JSONDecodeError):
        loads_strict(strip_jsonc(text))


def test_errors_point_at_the_original_text(workdir: Path) -> None:
    text = '{"mcpServers": {/* a long comment */ "a": {"command": "x",}, // more\n  "b": tru}}'
    (workdir / "c.json").write_text(text, encoding="utf-8")
    code, _, stderr = run("--from", "c.json")
    assert code == 2
    assert "line 2 column 8" in stderr  # where `tru` is in the file as written
    (workdir / "d.json").write_text('{"mcpServers": {}, /* never closed\n')
    code, _, stderr = run("--from", "d.json")
    assert code == 2 and "Unterminated comment starting at: line 1 column 20" in stderr


# JSON values whose strings are full of the characters a comment stripper could trip on.
_tricky_text = st.text(alphabet=st.sampled_from(list('/*,]}[{:"\\ \nx\u2028')) | st.characters(), max_size=12)
_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | _tricky_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_tricky_text, inner, max_size=4),
    max_leaves=20,
)
_gaps = st.lists(
    st.sampled_from([" ", "\n", "\t", "\r\n"])
    | st.text(max_size=10).filter(lambda s: "\n" not in s and "\r" not in s).map(lambda s: f"//{s}\n")
    | st.text(max_size=10).filter(lambda s: "*/" not in s).map(lambda s: f"/*{s}*/"),
    max_size=3,
).map("".join)


def _as_jsonc(data: st.DataObject, value: object) -> str:
    """value as JSON with comments and whitespace at every place they are allowed, and trailing commas."""

    def gap() -> str:
        return data.draw(_gaps)

    if isinstance(value, (list, dict)):
        items = (
            [gap() + _as_jsonc(data, v) + gap() for v in value]
            if isinstance(value, list)
            else [gap() + json.dumps(k) + gap() + ":" + gap() + _as_jsonc(data, v) + gap() for k, v in value.items()]
        )
        trailing = "," + gap() if items and data.draw(st.booleans()) else ""
        opening, closing = ("[", "]") if isinstance(value, list) else ("{", "}")
        return opening + ",".join(items) + trailing + gap() + closing
    return json.dumps(value)


@settings(max_examples=300, deadline=None)
@given(value=_json_values, data=st.data())
def test_comments_and_trailing_commas_anywhere_read_the_same_value(value: object, data: st.DataObject) -> None:
    text = data.draw(_gaps) + _as_jsonc(data, value) + data.draw(_gaps)
    stripped = strip_jsonc(text)
    assert loads_strict(stripped) == value
    assert len(stripped) == len(text)  # every removed character is blanked: errors keep their place
    assert [i for i, c in enumerate(stripped) if c == "\n"] == [i for i, c in enumerate(text) if c == "\n"]


def test_unsupported_reference_syntax_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"servers\.a\.args\[0\]: unsupported variable syntax"):
        convert(tmp_path / "c.json", {"a": {"command": "x", "args": ["${command:pick}"]}})


plain_args = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",)), min_size=0, max_size=30
).filter(lambda s: "${" not in s and "://" not in s and not s.startswith("-") and not looks_like_token(s))


@settings(max_examples=200, deadline=None)
@given(args=st.lists(plain_args, max_size=5), value=plain_args)
def test_ordinary_values_round_trip_exactly(tmp_path_factory: pytest.TempPathFactory, args: list[str],
                                            value: str) -> None:
    """Whatever YAML needs quoted (`{`, `#`, `: `, leading `*`, control characters) is quoted."""
    result = convert(Path("c.json"), {"s": {"command": "run", "args": args, "env": {"MODE": value or "x"}}})
    folder = tmp_path_factory.mktemp("rt")
    (folder / "catalog.yaml").write_text(result.text, encoding="utf-8")
    server = load_config(folder / "catalog.yaml").servers["s"]
    assert list(server.args) == args
    assert server.env["MODE"] == (value or "x")


def test_secrets_in_the_shapes_common_configs_put_them_become_variables(workdir: Path) -> None:
    """--dsn=URL with a password, mcp-remote's --header "Authorization: Bearer ...", docker's -e NAME=token, and a
    JSON of headers in one env value were written to catalog.yaml as they were."""
    dsn_pw, bearer, jira, notion = "pa55wordX", "abcd1234efgh5678", "ATATT3xFfGF0zQ9", "ntn_4471abcdefgh"
    write_json(workdir / ".mcp.json", {"mcpServers": {
        "db": {"command": "db-mcp", "args": [f"--dsn=postgres://bob:{dsn_pw}@localhost/db"]},
        "remote": {"command": "npx", "args": ["mcp-remote", "https://mcp.example.com/sse", "--header",
                                              f"Authorization: Bearer {bearer}"]},
        "jira": {"command": "docker", "args": ["run", "-i", "-e", f"JIRA_API_TOKEN={jira}", "-e", "LOG=info", "img"]},
        "notion": {"command": "npx", "args": ["-y", "notion-mcp"],
                   "env": {"OPENAPI_MCP_HEADERS": json.dumps({"Authorization": f"Bearer {notion}"})}},
    }})
    code, stdout, stderr = run()
    assert code == 0, stderr
    text = (workdir / "catalog.yaml").read_text()
    for secret in (dsn_pw, bearer, jira, notion):
        assert secret not in text and secret not in stdout + stderr
    config = load_config(workdir / "catalog.yaml")
    assert config.servers["jira"].args[5] == "LOG=info"  # an ordinary variable stays
    names = {"DB_PASSWORD": dsn_pw, "REMOTE_TOKEN": bearer, "JIRA_API_TOKEN": jira, "NOTION_TOKEN": notion}
    assert all(name in stdout for name in names), stdout
    resolved = {sid: resolve_server(server, names) for sid, server in config.servers.items()}
    assert resolved["db"].args[0] == f"--dsn=postgres://bob:{dsn_pw}@localhost/db"
    assert resolved["remote"].args[3] == f"Authorization: Bearer {bearer}"
    assert resolved["jira"].args[3] == f"JIRA_API_TOKEN={jira}"
    assert json.loads(resolved["notion"].env["OPENAPI_MCP_HEADERS"]) == {"Authorization": f"Bearer {notion}"}


def test_workspace_folder_is_the_workspace_seen_from_the_config_written(workdir: Path) -> None:
    write_json(workdir / ".vscode" / "mcp.json",
               {"servers": {"files": {"type": "stdio", "command": "node", "args": ["${workspaceFolder}/server.js"]}}})
    (workdir / "ci").mkdir()
    code, _, stderr = run("--from", ".vscode/mcp.json", "--config", "ci/catalog.yaml")
    assert code == 0, stderr
    assert load_config(workdir / "ci" / "catalog.yaml").servers["files"].args == ("../server.js",)
    code, _, stderr = run("--from", ".vscode/mcp.json", "--config", "catalog.yaml")
    assert code == 0, stderr
    assert load_config(workdir / "catalog.yaml").servers["files"].args == ("./server.js",)


def test_a_count_named_like_a_token_stays_a_literal(workdir: Path) -> None:
    write_json(workdir / ".mcp.json", {"mcpServers": {"llm": {"command": "x", "env": {
        "MAX_TOKENS": "4096", "STREAM_TOKENS": "true", "API_TOKEN": "4096abcdef"}}}})
    code, _, stderr = run()
    assert code == 0, stderr
    env = load_config(workdir / "catalog.yaml").servers["llm"].env
    assert env == {"MAX_TOKENS": "4096", "STREAM_TOKENS": "true", "API_TOKEN": "${API_TOKEN}"}


def test_docker_env_flags_in_every_spelling_keep_their_name(workdir: Path) -> None:
    """`--env=NAME=token` became `--env=${GH_ENV}` (the container got no NAME), `-eNAME=token` a made-up name."""
    key, other = "sk-live-1234567890abcdefABCDEF", "abcdefghijklmnop1234"
    write_json(workdir / ".mcp.json", {"mcpServers": {"gh": {"command": "docker", "args": [
        "run", f"--env=API_KEY={key}", f"-eOTHER_TOKEN={other}", "-e", "MAX_TOKENS=4096", "img"]}}})
    code, stdout, stderr = run()
    assert code == 0, stderr
    config = load_config(workdir / "catalog.yaml")
    assert config.servers["gh"].args == (
        "run", "--env=API_KEY=${API_KEY}", "-eOTHER_TOKEN=${OTHER_TOKEN}", "-e", "MAX_TOKENS=4096", "img")
    assert key not in stdout + stderr and other not in stdout + stderr
    resolved = resolve_server(config.servers["gh"], {"API_KEY": key, "OTHER_TOKEN": other})
    assert resolved.args[1:3] == (f"--env=API_KEY={key}", f"-eOTHER_TOKEN={other}")


def test_a_client_config_with_a_repeated_key_or_both_server_keys_is_named_by_line(workdir: Path) -> None:
    text = '{\n "mcpServers": {\n  "a": {"command": "x"},\n  "a": {"command": "y"}\n }\n}\n'
    (workdir / ".mcp.json").write_text(text)
    code, _, stderr = run()
    assert code == 2 and ".mcp.json:4: duplicate key 'a' (first at line 3)" in stderr
    write_json(workdir / ".mcp.json", {"mcpServers": {"a": {"command": "x"}}, "servers": {"b": {"command": "y"}}})
    code, _, stderr = run()
    assert code == 2 and "has both 'mcpServers' and 'servers'" in stderr
    assert not (workdir / "catalog.yaml").exists()
