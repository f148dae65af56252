"""catalog.yaml and MCP client configs (.mcp.json, claude_desktop_config.json) -> Config.

Server entries have the shape of client `mcpServers` entries so users can paste them.
Values with `${VAR}` are kept as templates here and resolved only by `resolve_server`,
so offline commands never need the secrets.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import yaml

from mcp_catalog import redact
from mcp_catalog.credentials import (
    SCHEME_RE,
    SCHEMES,
    SECRET_NAME_RE,
    credential_kind,
    register_argument_credentials,
    register_encoded,
    register_header,
    register_url_credentials,
    secret_setting,
    token_pieces,
)
from mcp_catalog.errors import ConfigError, combined, reason

ID_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,31}\Z")  # \Z: "$" would let a final newline through
# A reference to an environment variable; `$${` is a literal `${` (as in Docker Compose), not one.
VAR_RE = re.compile(r"(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}")
_ESCAPE = "$${"
# What interpolation replaces, left to right: an escape, or a reference (the same groups as VAR_RE).
_TEMPLATE_RE = re.compile(re.escape(_ESCAPE) + "|" + VAR_RE.pattern)
PROTOCOLS = ("auto", "legacy", "2026-07-28")
DEFAULT_TIMEOUT = 30.0
DEFAULT_MAX_PAGES = 1000
DEFAULT_MAX_TOOLS = 20_000
DEFAULT_MAX_MIB = 256  # a whole listing; real ones are a few MB

TOP_KEYS = ("servers", "lock", "lint")
SERVER_KEYS = (
    "command", "args", "env", "cwd", "url", "headers", "auth", "protocol", "timeout",
    "type", "max_pages", "max_tools", "max_mib",
)
# Keys MCP clients put in their own entries; harmless for us, so accepted and ignored.
CLIENT_ONLY_KEYS = ("disabled", "autoApprove", "alwaysAllow", "envFile", "description", "transport")
AUTH_KEYS = ("type", "client_id", "client_secret", "scope", "issuer", "token_endpoint_auth_method")
LOCK_KEYS = ("ignore",)
LINT_KEYS = ("suppress", "fail_on", "max_length")
SUPPRESS_KEYS = ("server", "tool", "instructions", "rule", "reason", "hash")
# Members of a tool definition the model reads: the lock must pin them whole.
_READ_BY_THE_MODEL = frozenset({"title", "description", "inputSchema", "outputSchema", "annotations"})
# A JSON pointer into a member of a tool (RFC 6901: "~" only as ~0 or ~1): a member named, then
# optionally a path inside it, not empty.
_MEMBER_POINTER = re.compile(r"/(?:[^~/]|~[01])+(?:/(?:[^~/]|~[01]|/)+)?")

Path_ = tuple[str | int, ...]


@dataclass(frozen=True)
class AuthConfig:
    client_id: str
    client_secret: str
    scope: str | None = None
    issuer: str | None = None
    token_endpoint_auth_method: Literal["client_secret_basic", "client_secret_post"] = "client_secret_basic"


@dataclass(frozen=True)
class ServerConfig:
    """One server entry; string values may still hold `${VAR}` templates."""

    id: str
    command: str | None = None
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    cwd: str | None = None
    url: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    auth: AuthConfig | None = None
    protocol: str = "auto"
    timeout: float = DEFAULT_TIMEOUT
    max_pages: int = DEFAULT_MAX_PAGES
    max_tools: int = DEFAULT_MAX_TOOLS
    max_mib: int = DEFAULT_MAX_MIB
    source: str = ""  # "file:line" of the entry, for messages
    where: Mapping[str, str] = field(default_factory=dict)  # "env.KEY" -> "file:line"

    @property
    def transport(self) -> Literal["stdio", "http"]:
        return "stdio" if self.command is not None else "http"


@dataclass(frozen=True)
class Suppression:
    server: str
    tool: str | None  # None: the server's instructions (`instructions: true`)
    rule: str
    reason: str
    hash: str | None
    source: str


@dataclass
class Config:
    path: Path
    servers: dict[str, ServerConfig]
    lock_ignore: dict[str, list[str]] = field(default_factory=dict)
    suppressions: list[Suppression] = field(default_factory=list)
    fail_on: str | None = None
    max_length: int | None = None
    warnings: list[str] = field(default_factory=list)
    base_dir: Path = field(default_factory=Path)


# ---------------------------------------------------------------- YAML with lines


class _Doc:
    """A parsed document plus the line of every key, for error messages."""

    MAX_NODES = 100_000  # aliases can make a small file expand without bound ("YAML bomb")

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lines: dict[Path_, int] = {}
        self.raw: dict[Path_, str] = {}  # scalar source text: `1.10` must not become "1.1"
        self.nodes = 0

    def where(self, at: Path_) -> str:
        while at and at not in self.lines:
            at = at[:-1]
        line = self.lines.get(at)
        return f"{self.path}:{line}" if line else str(self.path)


def _load_yaml(doc: _Doc, text: str) -> Any:
    try:
        loader = yaml.SafeLoader(text)
    except yaml.YAMLError as exc:  # the reader refuses control characters up front
        raise ConfigError(f"{doc.path}: not valid YAML: {str(exc).splitlines()[0]}") from None
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        return _construct(doc, loader, node, ())
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = f":{mark.line + 1}" if mark else ""
        raise ConfigError(f"{doc.path}{line}: not valid YAML: {exc.problem or exc.context}") from None
    except yaml.YAMLError as exc:
        raise ConfigError(f"{doc.path}: not valid YAML: {str(exc).splitlines()[0]}") from None
    except RecursionError:
        raise ConfigError(f"{doc.path}: nested too deeply") from None
    finally:
        loader.dispose()


def _construct(doc: _Doc, loader: yaml.SafeLoader, node: yaml.Node, at: Path_) -> Any:
    doc.nodes += 1
    if doc.nodes > doc.MAX_NODES:
        raise ConfigError(f"{doc.path}: expands to more than {doc.MAX_NODES} values (aliases?); refusing it")
    if isinstance(node, yaml.MappingNode):
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            line = key_node.start_mark.line + 1
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise ConfigError(f"{doc.path}:{line}: merge keys (<<) are not supported; write the keys out")
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, str):
                raise ConfigError(f"{doc.path}:{line}: keys must be strings, got {key!r}")
            if key in out:
                first = doc.lines.get((*at, key))
                raise ConfigError(f"{doc.path}:{line}: duplicate key {key!r} (first at line {first})")
            doc.lines[(*at, key)] = line
            out[key] = _construct(doc, loader, value_node, (*at, key))
        return out
    if isinstance(node, yaml.SequenceNode):
        items = []
        for index, item in enumerate(node.value):
            doc.lines[(*at, index)] = item.start_mark.line + 1
            items.append(_construct(doc, loader, item, (*at, index)))
        return items
    if isinstance(node, yaml.ScalarNode):
        doc.raw[at] = node.value
    return loader.construct_object(node, deep=True)


class _DuplicateKey(Exception):
    pass


def _load_json(doc: _Doc, text: str) -> Any:
    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in items:
            if key in out:
                raise _DuplicateKey(key)
            out[key] = value
        return out

    from mcp_catalog.jsonio import duplicate_key_where, strip_jsonc  # VS Code's mcp.json is JSONC

    try:
        stripped = strip_jsonc(text)
        return json.loads(stripped, object_pairs_hook=pairs)
    except _DuplicateKey as exc:
        where = duplicate_key_where(stripped) or f": duplicate key {_shown(str(exc))}"  # (the parser found one)
        raise ConfigError(f"{doc.path}{where}") from None
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{doc.path}:{exc.lineno}: not valid JSON: {exc.msg}") from None
    except RecursionError:
        raise ConfigError(f"{doc.path}: nested too deeply") from None


# ---------------------------------------------------------------- validation


def _unknown(doc: _Doc, at: Path_, key: str, valid: tuple[str, ...]) -> ConfigError:
    import difflib  # only on this error path: it is slow to import

    near = difflib.get_close_matches(key, valid, n=1)
    hint = f"; did you mean {near[0]!r}?" if near else f"; valid keys: {', '.join(valid)}"
    return ConfigError(f"{doc.where((*at, key))}: unknown key {key!r}{hint}")


def _dotted(at: Path_) -> str:
    """A place in the config for a message: its keys joined by dots, a key's control and invisible characters
    escaped (a key is the user's text; "mcpServers.\\n.env" must not break the message's line)."""
    from mcp_catalog.textsafe import escape  # only on an error path

    return escape(".".join(map(str, at)))


def _shown(value: str) -> str:
    """A value of the user's in a message: quoted, escaped, cut when long (only on an error path)."""
    from mcp_catalog.textsafe import quoted_name

    return quoted_name(value) if value else "'' (empty)"


def _check_keys(doc: _Doc, at: Path_, mapping: dict[str, Any], valid: tuple[str, ...],
                ignored: tuple[str, ...] = ()) -> None:
    for key in mapping:
        if key not in valid and key not in ignored:
            raise _unknown(doc, at, key, valid)


def _expect(doc: _Doc, at: Path_, value: Any, kind: type | tuple[type, ...], what: str) -> Any:
    if not isinstance(value, kind) or (isinstance(value, bool) and bool not in (
        kind if isinstance(kind, tuple) else (kind,)
    )):
        raise ConfigError(f"{doc.where(at)}: {_dotted(at)} must be {what}")
    return value


def _check_templates(doc: _Doc, at: Path_, value: str) -> None:
    stripped = _TEMPLATE_RE.sub("", value)
    if "${" in stripped:
        raise ConfigError(
            f"{doc.where(at)}: {_dotted(at)}: malformed variable reference; use ${{NAME}}{_client_hint(doc)}"
        )


def _client_hint(doc: _Doc) -> str:
    """For what a client config may hold and catalog.yaml may not: the command that converts it."""
    if doc.path.suffix.lower() not in (".json", ".jsonc"):
        return ""
    return f" (`catalog init --from {doc.path}` writes a catalog.yaml from a client config, converting this)"


def _str_map(doc: _Doc, at: Path_, value: Any) -> dict[str, str]:
    _expect(doc, at, value, dict, "a mapping of names to strings")
    out: dict[str, str] = {}
    for key, item in value.items():
        if isinstance(item, (int, float)) and not isinstance(item, bool):
            item = doc.raw.get((*at, key), str(item))
        _expect(doc, (*at, key), item, str, "a string")
        _check_templates(doc, (*at, key), item)
        out[key] = item
    return out


def _warn_literal_secrets(doc: _Doc, at: Path_, mapping: dict[str, str], warnings: list[str]) -> None:
    for key, value in mapping.items():
        if not value or VAR_RE.search(value):
            continue
        scheme = SCHEME_RE.match(value)
        if SECRET_NAME_RE.search(key) or scheme:
            hint = f"{scheme.group(1)} ${{{_var_hint(key)}}}" if scheme else f"${{{_var_hint(key)}}}"
            warnings.append(
                f"{doc.where((*at, key))}: {_dotted((*at, key))} holds a literal value that "
                f"looks like a secret; reference it from the environment instead, e.g. {hint}"
            )


def _var_hint(key: str) -> str:
    return re.sub(r"[^A-Z0-9]+", "_", key.upper()).strip("_") or "SECRET"


def _server(doc: _Doc, sid: str, raw: Any, at: Path_, client_file: bool,
            warnings: list[str]) -> ServerConfig:
    where = doc.where(at)
    if not ID_RE.match(sid):
        raise ConfigError(
            f"{where}: server id {sid!r} is not valid: use 1-32 of a-z, 0-9, '_' and '-', "
            f"starting with a letter or digit (it becomes the tool-name prefix){_client_hint(doc)}"
        )
    _expect(doc, at, raw, dict, "a mapping (command/args/env or url/headers)")
    _check_keys(doc, at, raw, SERVER_KEYS, CLIENT_ONLY_KEYS if client_file else ())
    has_cmd, has_url = "command" in raw, "url" in raw
    if has_cmd == has_url:
        raise ConfigError(f"{where}: server {sid!r} needs exactly one of 'command' (stdio) or 'url' (HTTP)")
    kind = raw.get("type")
    if kind is not None and kind not in ("stdio", "http", "streamable-http", "streamableHttp"):
        raise ConfigError(
            f"{doc.where((*at, 'type'))}: server {sid!r}: transport {kind!r} is not supported "
            "(stdio or http; the HTTP+SSE transport is deprecated)"
        )
    kw: dict[str, Any] = {"id": sid, "source": where, "where": _value_lines(doc, at, raw)}
    if has_cmd:
        kw["command"] = _expect(doc, (*at, "command"), raw["command"], str, "a string")
        if not kw["command"].strip():
            raise ConfigError(f"{doc.where((*at, 'command'))}: server {sid!r}: command is empty")
        _check_templates(doc, (*at, "command"), kw["command"])
        args = _expect(doc, (*at, "args"), raw.get("args", []), list, "a list of strings")
        for index, arg in enumerate(args):
            _expect(doc, (*at, "args", index), arg, str, "a string")
            _check_templates(doc, (*at, "args", index), arg)
        kw["args"] = tuple(args)
        kw["env"] = _str_map(doc, (*at, "env"), raw.get("env", {}))
        _warn_literal_secrets(doc, (*at, "env"), kw["env"], warnings)
        if "cwd" in raw:
            kw["cwd"] = _expect(doc, (*at, "cwd"), raw["cwd"], str, "a string")
            _check_templates(doc, (*at, "cwd"), kw["cwd"])
        for key in ("headers", "auth"):
            if key in raw:
                raise ConfigError(f"{doc.where((*at, key))}: server {sid!r}: {key!r} applies to url servers")
    else:
        url = _expect(doc, (*at, "url"), raw["url"], str, "a string")
        _check_templates(doc, (*at, "url"), url)
        if not re.match(r"^https?://", url):
            raise ConfigError(f"{doc.where((*at, 'url'))}: server {sid!r}: url must start with http:// or https://")
        kw["url"] = url
        kw["headers"] = _str_map(doc, (*at, "headers"), raw.get("headers", {}))
        _warn_literal_secrets(doc, (*at, "headers"), kw["headers"], warnings)
        if "auth" in raw:
            kw["auth"] = _auth(doc, sid, raw["auth"], (*at, "auth"))
        for key in ("args", "env", "cwd"):
            if key in raw:
                raise ConfigError(f"{doc.where((*at, key))}: server {sid!r}: {key!r} applies to command servers")
    if "protocol" in raw:
        proto = raw["protocol"]
        if proto not in PROTOCOLS:
            raise ConfigError(
                f"{doc.where((*at, 'protocol'))}: server {sid!r}: protocol must be one of {', '.join(PROTOCOLS)}"
            )
        kw["protocol"] = proto
    if "timeout" in raw:
        timeout = _expect(doc, (*at, "timeout"), raw["timeout"], (int, float), "a number of seconds")
        if not 0 < timeout <= 3600:
            raise ConfigError(
                f"{doc.where((*at, 'timeout'))}: server {sid!r}: timeout must be more than 0 and at most 3600 seconds"
            )
        kw["timeout"] = float(timeout)
    for key in ("max_pages", "max_tools", "max_mib"):
        if key in raw:
            value = _expect(doc, (*at, key), raw[key], int, "a whole number")
            if value < 1:
                raise ConfigError(f"{doc.where((*at, key))}: server {sid!r}: {key} must be at least 1")
            kw[key] = value
    return ServerConfig(**kw)


def _value_lines(doc: _Doc, at: Path_, raw: dict[str, Any]) -> dict[str, str]:
    """Where each templated value sits, so a missing variable is reported at its own line."""
    lines: dict[str, str] = {}
    for key in ("command", "url", "cwd"):
        lines[key] = doc.where((*at, key))
    for key in ("env", "headers", "auth"):
        if isinstance(raw.get(key), dict):
            for name in raw[key]:
                lines[f"{key}.{name}"] = doc.where((*at, key, name))
    if isinstance(raw.get("args"), list):
        lines["args"] = doc.where((*at, "args"))
    return lines


def _auth(doc: _Doc, sid: str, raw: Any, at: Path_) -> AuthConfig:
    _expect(doc, at, raw, dict, "a mapping")
    _check_keys(doc, at, raw, AUTH_KEYS)
    if raw.get("type") != "client_credentials":
        raise ConfigError(f"{doc.where((*at, 'type'))}: server {sid!r}: auth.type must be 'client_credentials'")
    values: dict[str, Any] = {}
    for key in ("client_id", "client_secret"):
        if key not in raw:
            raise ConfigError(f"{doc.where(at)}: server {sid!r}: auth needs {key!r}")
    for key in ("client_id", "client_secret", "scope", "issuer", "token_endpoint_auth_method"):
        if key in raw:
            values[key] = _expect(doc, (*at, key), raw[key], str, "a string")
            _check_templates(doc, (*at, key), values[key])
    if "client_secret" in values and not VAR_RE.search(values["client_secret"]):
        raise ConfigError(
            f"{doc.where((*at, 'client_secret'))}: server {sid!r}: client_secret must come from the "
            "environment, e.g. ${CLIENT_SECRET}; never write it in the file"
        )
    if "issuer" not in raw:
        raise ConfigError(
            f"{doc.where(at)}: server {sid!r}: auth needs 'issuer', the authorization server allowed to "
            "receive the client secret (without it, the server's metadata alone would decide)"
        )
    method = values.get("token_endpoint_auth_method", "client_secret_basic")
    if method not in ("client_secret_basic", "client_secret_post"):
        raise ConfigError(
            f"{doc.where((*at, 'token_endpoint_auth_method'))}: server {sid!r}: "
            "token_endpoint_auth_method must be client_secret_basic or client_secret_post"
        )
    return AuthConfig(**values)


def load_config(path: Path) -> Config:
    """Read and validate a config file; `${VAR}` references stay unresolved."""
    try:
        text = path.read_text(encoding="utf-8-sig")  # editors on Windows add a BOM
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such config file (create one, or run `catalog init`)") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read: {reason(exc)}") from None
    return parse_config(path, text)


def parse_config(path: Path, text: str) -> Config:
    doc = _Doc(path)
    data = _load_json(doc, text) if path.suffix == ".json" else _load_yaml(doc, text)
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: expected a mapping with a 'servers' key")
    if "lint" in data and "servers" not in data and "mcpServers" not in data and path.suffix != ".json":
        data = {**data, "servers": {}}  # settings for linting files: no server to export
    client_file = "servers" not in data or (path.suffix == ".json" and not ({"lock", "lint"} & data.keys()))
    if "mcpServers" in data and "servers" in data and path.suffix == ".json":
        raise ConfigError(f"{path}: has both 'mcpServers' and 'servers' (a client reads one of them); keep one")
    if "mcpServers" in data:
        key = "mcpServers"
    elif "servers" in data:
        key = "servers"
    else:
        unknown = [k for k in data if k not in TOP_KEYS]
        if unknown and path.suffix != ".json":  # catalog.yaml with a misspelt key ("serverz")
            raise _unknown(doc, (), unknown[0], TOP_KEYS)
        raise ConfigError(f"{path}: no 'servers' (or 'mcpServers') mapping")
    if not client_file:
        _check_keys(doc, (), data, TOP_KEYS)
    servers_raw = data[key]
    if servers_raw is None:
        servers_raw = {}
    _expect(doc, (key,), servers_raw, dict, "a mapping of server ids to entries")
    warnings: list[str] = []
    servers: dict[str, ServerConfig] = {}
    for sid, raw in servers_raw.items():
        if client_file and isinstance(raw, dict) and raw.get("disabled") is True:
            # The client does not start it, so neither do we (as `catalog init` leaves it out).
            warnings.append(f"{doc.where((key, sid))}: server '{_dotted((sid,))}' is disabled; skipped")
            continue
        servers[sid] = _server(doc, sid, raw, (key, sid), client_file, warnings)
    config = Config(path=path, servers=servers, warnings=warnings, base_dir=path.parent)
    if not client_file:
        _lock_section(doc, data.get("lock"), config)
        _lint_section(doc, data.get("lint"), config)
    return config


def _lock_section(doc: _Doc, raw: Any, config: Config) -> None:
    if raw is None:
        return
    _expect(doc, ("lock",), raw, dict, "a mapping")
    _check_keys(doc, ("lock",), raw, LOCK_KEYS)
    ignore = raw.get("ignore") or {}
    _expect(doc, ("lock", "ignore"), ignore, dict, "a mapping of server ids to lists of JSON pointers")
    for sid, pointers in ignore.items():
        at: Path_ = ("lock", "ignore", sid)
        if sid not in config.servers:
            raise ConfigError(f"{doc.where(at)}: lock.ignore names unknown server {sid!r}")
        _expect(doc, at, pointers, list, "a list of JSON pointers")
        for index, pointer in enumerate(pointers):
            _expect(doc, (*at, index), pointer, str, "a JSON pointer string")
            if pointer == "/name" or pointer.startswith("/name/"):
                raise ConfigError(
                    f"{doc.where((*at, index))}: {_shown(pointer)} cannot be ignored: a tool is locked under its name"
                )
            if not _MEMBER_POINTER.fullmatch(pointer):
                raise ConfigError(
                    f"{doc.where((*at, index))}: {_shown(pointer)} is not a JSON pointer into a tool "
                    "(like /_meta/com.example~1nonce: '/' before each member, '~' written as ~0 and '/' as ~1)"
                )
            member = pointer.split("/")[1]
            if member in _READ_BY_THE_MODEL:
                raise ConfigError(
                    f"{doc.where((*at, index))}: {_shown(pointer)} cannot be ignored: the model reads /{member}, so "
                    "a change there must fail `catalog check` (lock.ignore is for what a server changes on every "
                    "connection and no model reads, such as a nonce in /_meta)"
                )
        config.lock_ignore[sid] = list(pointers)


def _lint_section(doc: _Doc, raw: Any, config: Config) -> None:
    if raw is None:
        return
    _expect(doc, ("lint",), raw, dict, "a mapping")
    _check_keys(doc, ("lint",), raw, LINT_KEYS)
    if "fail_on" in raw:
        if raw["fail_on"] not in ("error", "warning", "info", "never"):
            raise ConfigError(f"{doc.where(('lint', 'fail_on'))}: fail_on must be error, warning, info or never")
        config.fail_on = raw["fail_on"]
    if "max_length" in raw:
        config.max_length = _expect(doc, ("lint", "max_length"), raw["max_length"], int, "a whole number")
        if config.max_length < 1:  # as --max-length: 0 or less would make every description overlong, or none
            raise ConfigError(f"{doc.where(('lint', 'max_length'))}: lint.max_length must be at least 1")
    if raw.get("suppress") is not None:
        _expect(doc, ("lint", "suppress"), raw["suppress"], list, "a list of suppressions (each a mapping)")
    for index, item in enumerate(raw.get("suppress") or []):
        at: Path_ = ("lint", "suppress", index)
        _expect(doc, at, item, dict, "a mapping with server, tool, rule and reason")
        _check_keys(doc, at, item, SUPPRESS_KEYS)
        on_instructions = _suppression_target(doc, at, item)
        for key in ("server", "rule", "reason") if on_instructions else ("server", "tool", "rule", "reason"):
            if not isinstance(item.get(key), str) or not item[key].strip():
                also = " (or `instructions: true` for the server's instructions)" if key == "tool" else ""
                raise ConfigError(f"{doc.where(at)}: a suppression needs {key!r} (a non-empty string){also}")
        pinned = "the instructions' hash" if on_instructions else "the tool's hash"
        digest = item.get("hash")
        if isinstance(digest, (int, float)) and not isinstance(digest, bool):  # YAML read a hash of digits as a number
            raise ConfigError(f"{doc.where((*at, 'hash'))}: hash must be a string: write it in quotes (hash: '...')")
        if digest is not None and not (isinstance(digest, str) and re.fullmatch(r"[0-9a-f]{8,64}", digest)):
            raise ConfigError(f"{doc.where((*at, 'hash'))}: hash must be {pinned} (8-64 lowercase hex)")
        if digest is not None and item.get("tool") == "*":
            raise ConfigError(
                f"{doc.where((*at, 'hash'))}: a hash pins one tool's definition; tool '*' (every tool) cannot have one"
            )
        tool = None if on_instructions else item["tool"]
        config.suppressions.append(
            Suppression(item["server"], tool, item["rule"], item["reason"], digest, doc.where(at))
        )
        if config.servers and item["server"] not in config.servers:
            # lint reports an unused suppression only for the servers it linted: a misspelt id would go unsaid
            config.warnings.append(
                f"{doc.where((*at, 'server'))}: suppression names server {_shown(item['server'])}, which is not "
                f"configured (configured: {', '.join(config.servers)})"
            )


def _suppression_target(doc: _Doc, at: Path_, item: dict[str, Any]) -> bool:
    """Whether a suppression is of the server's instructions (`instructions: true`) rather than of a tool."""
    if "instructions" not in item:
        return False
    if item["instructions"] is not True:
        raise ConfigError(
            f"{doc.where((*at, 'instructions'))}: instructions must be true (the suppression is of the server's "
            "instructions); for a tool, leave it out and name the tool in 'tool'"
        )
    if "tool" in item:
        raise ConfigError(
            f"{doc.where(at)}: a suppression names 'tool' or has `instructions: true`, not both "
            "(tool '*' covers every tool and the instructions)"
        )
    return True


# ---------------------------------------------------------------- resolution


def interpolate(value: str, server: ServerConfig, what: str, environ: Mapping[str, str]) -> str:
    """Replace `${VAR}` (or `${VAR:-default}`) from environ; a missing one is an error naming it."""

    def sub(match: re.Match[str]) -> str:
        if match.group(0) == _ESCAPE:
            return "${"
        name, default = match.group(1), match.group(2)
        found = environ.get(name)
        if found:
            kind = credential_kind(what, name, found, match.string[: match.start()], match.string[match.end() :])
            if kind is not None:
                redact.register(found, pieces=kind == "secret")
                for piece in token_pieces(found):  # a webhook's or endpoint's token in its path, printed alone
                    redact.register(piece)
            return found
        if default is not None:  # as in a shell's ${VAR:-default}: unset or empty
            return default
        # A CI system passes a secret it does not have as an empty string: sending "Bearer " is
        # never what was meant. `${VAR:-}` allows an empty value.
        state = "is empty (write ${" + name + ":-} to allow that)" if found == "" else "is not set"
        raise ConfigError(
            f"{server.where.get(what, server.source)}: server {server.id!r}: {what} needs "
            f"environment variable {name}, which {state}"
        )

    return _TEMPLATE_RE.sub(sub, value)


def _sent_headers(headers: dict[str, str]) -> dict[str, str]:
    """Header values as HTTP allows them (no blanks around), and none that `${VAR:-}` left with
    nothing to send: "Bearer " with no token is dropped, not sent (HTTP refuses it, and the
    message would show only a mask)."""
    out = {}
    for key, value in headers.items():
        value = value.strip()
        if value and value.lower() not in SCHEMES:
            out[key] = value
    return out


@dataclass(frozen=True)
class ResolvedServer:
    """A server entry with every `${VAR}` replaced; never printed or stored."""

    config: ServerConfig
    cwd: str | None
    command: str | None
    args: tuple[str, ...]
    env: dict[str, str]
    url: str | None
    headers: dict[str, str]
    auth: AuthConfig | None


def resolve_server(
    server: ServerConfig, environ: Mapping[str, str] | None = None, base_dir: Path = Path()
) -> ResolvedServer:
    env_src = os.environ if environ is None else environ
    missing: list[ConfigError] = []  # every variable that is not set, said at once: one run to fix them all

    def sub(value: str, what: str) -> str:
        try:
            return interpolate(value, server, what, env_src)
        except ConfigError as exc:
            missing.append(exc)
            return ""

    auth = None
    if server.auth is not None:
        a = server.auth
        auth = AuthConfig(
            client_id=sub(a.client_id, "auth.client_id"),
            client_secret=sub(a.client_secret, "auth.client_secret"),
            scope=sub(a.scope, "auth.scope") if a.scope else None,
            issuer=sub(a.issuer, "auth.issuer") if a.issuer else None,
            token_endpoint_auth_method=a.token_endpoint_auth_method,
        )
        redact.register(auth.client_secret)
        register_encoded(auth.client_id, auth.client_secret)  # as a token request sends it
    cwd = None
    if server.command is not None:  # relative paths in args mean the config's folder, as clients do
        folder = base_dir / sub(server.cwd, "cwd") if server.cwd is not None else base_dir
        if not folder.is_dir():
            where = server.where.get("cwd", server.source)
            raise ConfigError(f"{where}: server {server.id!r}: working folder {folder} does not exist")
        cwd = str(folder)
    resolved = ResolvedServer(
        config=server,
        cwd=cwd,
        command=sub(server.command, "command") if server.command is not None else None,
        args=tuple(sub(arg, "args") for arg in server.args),
        env={key: sub(value, f"env.{key}") for key, value in server.env.items()},
        url=sub(server.url, "url") if server.url is not None else None,
        headers=_sent_headers({key: sub(value, f"headers.{key}") for key, value in server.headers.items()}),
        auth=auth,
    )
    if missing:
        raise combined(missing)
    # Credentials written literally (a client config read as it is) are kept out of output too.
    for key, value in resolved.env.items():
        if secret_setting(key, value):
            redact.register(value)
        register_url_credentials(value)
    register_argument_credentials(resolved.args)
    for key, value in resolved.headers.items():
        register_header(key, value)
    if resolved.url is not None:
        register_url_credentials(resolved.url)
    return resolved
