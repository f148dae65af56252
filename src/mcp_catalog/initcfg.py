"""`catalog init`: turn an MCP client config into a catalog.yaml that is safe to commit.

Client configs (`.mcp.json`, `claude_desktop_config.json`, `.vscode/mcp.json`, Cursor's
`mcp.json`) often hold tokens as literals. catalog.yaml is meant to be committed, so every
literal that looks like a secret becomes a `${VAR}` reference, and the user is told which
variables to set. Values are compared in memory only; none is ever written or printed.
"""

from __future__ import annotations

import os
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, quote, urlsplit, urlunsplit

import yaml

from mcp_catalog.config import ID_RE, VAR_RE, parse_config
from mcp_catalog.credentials import ORDINARY_VALUE, SECRET_NAME_RE, TOKEN_RE, looks_like_token
from mcp_catalog.errors import ConfigError, reason
from mcp_catalog.jsonio import DuplicateMemberError, loads_strict, strip_jsonc
from mcp_catalog.textsafe import escape

# Where clients keep a project's servers, in the order `init` looks for them.
CANDIDATES = (".mcp.json", ".vscode/mcp.json", ".cursor/mcp.json", "claude_desktop_config.json")

# Keys copied into catalog.yaml; everything else in a client entry is the client's business.
_KEPT = ("command", "args", "env", "cwd", "url", "headers", "timeout")
_DROPPED_QUIETLY = ("type", "transport")

_SCHEME_RE = re.compile(r"^(?P<scheme>bearer|token|basic|apikey|api-key)\s+(?P<value>\S.*)$", re.I)
_SECRET_HEADER_RE = re.compile(
    r"(^|[-_])(key|auth|authorization|token|secret|cookie|session|signature)($|[-_])", re.I
)
# "Bearer <token>" inside a longer literal (a JSON of headers in one variable).
_EMBEDDED_TOKEN_RE = re.compile(r"\b(Bearer|Basic|Token)\s+([A-Za-z0-9._~+/=-]{8,})")
_ENV_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_CLIENT_REF_RE = re.compile(
    r"\$\{(?P<kind>env|input):(?P<name>[^}]*)\}|\$\{(?P<plain>[A-Za-z_][A-Za-z0-9_]*)\}"
)
_ANY_REF_RE = re.compile(r"\$\{[^}]*\}")


@dataclass
class Variable:
    """An environment variable the new catalog.yaml reads."""

    name: str
    used_at: list[str] = field(default_factory=list)  # like "servers.github.env.GITHUB_TOKEN"
    replaced_literal: bool = False  # True when it stands in for a literal from the client file


@dataclass
class InitResult:
    source: Path
    text: str
    servers: list[str]
    variables: list[Variable]
    notes: list[str]

    @property
    def replaced(self) -> int:
        return sum(len(v.used_at) for v in self.variables if v.replaced_literal)


# ---------------------------------------------------------------- reading client files


def find_client_config(folder: Path) -> Path:
    """The one client config in folder; none or several is an error naming them."""
    found = [folder / name for name in CANDIDATES if (folder / name).is_file()]
    if not found:
        raise ConfigError(
            f"{folder}: no MCP client config found (looked for {', '.join(CANDIDATES)}); "
            "name one with --from FILE"
        )
    if len(found) > 1:
        names = ", ".join(str(p.relative_to(folder)) for p in found)
        raise ConfigError(f"{folder}: found several client configs ({names}); choose one with --from FILE")
    return found[0]


def _servers_of(path: Path, data: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: expected a JSON object with 'mcpServers' or 'servers'")
    if isinstance(data.get("mcp"), dict) and "servers" in data["mcp"]:  # VS Code settings.json
        data = data["mcp"]
    if isinstance(data.get("mcpServers"), dict) and isinstance(data.get("servers"), dict):
        # which one the client reads depends on the client: taking one would drop the other's servers unsaid
        raise ConfigError(f"{path}: has both 'mcpServers' and 'servers' (a client reads one of them); keep one")
    for key in ("mcpServers", "servers"):
        if key in data:
            servers = data[key]
            if not isinstance(servers, dict):
                raise ConfigError(f"{path}: '{key}' must be an object of server entries")
            inputs = data.get("inputs") or []
            return servers, [i for i in inputs if isinstance(i, dict)] if isinstance(inputs, list) else []
    raise ConfigError(f"{path}: no 'mcpServers' (Claude, Cursor) or 'servers' (VS Code) object")


def read_client_config(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Server entries and VS Code `inputs` from a client config file."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read: {reason(exc)}") from None
    try:
        data = loads_strict(strip_jsonc(text))
    except DuplicateMemberError as exc:
        from mcp_catalog.jsonio import duplicate_key_where

        raise ConfigError(f"{path}{duplicate_key_where(strip_jsonc(text)) or f': {exc}'}") from None
    except ValueError as exc:
        raise ConfigError(f"{path}: not valid JSON: {exc}") from None
    return _servers_of(path, data)


# ---------------------------------------------------------------- ids and names


def sanitize_id(raw: str, taken: set[str]) -> str:
    """A valid, unused server id close to raw: lowercase, [a-z0-9_-], at most 32 characters."""
    ascii_ = unicodedata.normalize("NFKD", raw).encode("ascii", "ignore").decode()
    base = re.sub(r"[^a-z0-9_-]+", "-", ascii_.lower()).lstrip("-_")[:32].rstrip("-_") or "server"
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        suffix = f"-{n}"
        candidate = base[: 32 - len(suffix)] + suffix
    return candidate


def env_name(*parts: str) -> str:
    """An environment variable name from parts: upper case, [A-Z0-9_], not starting with a digit."""
    name = "_".join(re.sub(r"[^A-Za-z0-9]+", "_", p).strip("_").upper() for p in parts if p)
    name = re.sub(r"_+", "_", name).strip("_") or "SECRET"
    return f"MCP_{name}" if name[0].isdigit() else name


# ---------------------------------------------------------------- secret detection (credentials.py)


def _is_literal(value: str) -> bool:
    """True for a plain value; anything with a `${...}` reference (any client's syntax) is not."""
    return bool(value) and "${" not in value


# ---------------------------------------------------------------- conversion


class _Converter:
    def __init__(self, path: Path, inputs: list[dict[str, Any]], workspace: str = ".") -> None:
        self.path = path
        self.workspace = workspace  # the client's workspace folder, from the folder of the config written
        self.inputs = {str(i.get("id")): i for i in inputs}
        self.notes: list[str] = []
        self.variables: dict[str, Variable] = {}
        self._values: dict[str, str] = {}  # variable -> literal it replaces (memory only)

    # -- variables

    def _use(self, name: str, where: str, literal: bool) -> str:
        var = self.variables.setdefault(name, Variable(name))
        var.used_at.append(where)
        var.replaced_literal = var.replaced_literal or literal
        return "${" + name + "}"

    def secret(self, preferred: list[str], value: str, where: str) -> str:
        """A `${VAR}` for a literal secret; the same value under the same name shares a variable."""
        for name in [*preferred, *(f"{preferred[-1]}_{n}" for n in range(2, 100))]:
            held = self._values.get(name)
            if held is None and name in self.variables:
                continue  # already used for a reference the user sets
            if held is None or held == value:
                self._values[name] = value
                return self._use(name, where, literal=True)
        raise ConfigError(f"{self.path}: too many secrets named {preferred[-1]}")  # pragma: no cover

    def references(self, value: str, where: str) -> str:
        """Rewrite client reference syntax (`${env:X}`, `${input:x}`, `${workspaceFolder}`) to `${X}`."""
        if "$${" in value:
            # a client reads `$` then a variable; catalog.yaml reads `$${` as a literal `${`: no way to keep it
            raise ConfigError(
                f"{self.path}: {where}: a `$` right before `${{` reads as a literal `${{` in catalog.yaml; "
                "write this value there by hand"
            )

        def sub(match: re.Match[str]) -> str:
            text = match.group(0)
            if match.group("plain"):
                return self._use(match.group("plain"), where, literal=False)
            if match.group("kind") == "env":
                return self._use(env_name(match.group("name")), where, literal=False)
            if match.group("kind") == "input":
                input_id = match.group("name")
                name = env_name(input_id)
                described = self.inputs.get(input_id, {}).get("description")
                what = f" ({described})" if isinstance(described, str) else ""
                note = f"VS Code input {input_id!r}{what} is read from ${name}"
                if note not in self.notes:
                    self.notes.append(note)
                return self._use(name, where, literal=False)
            return text

        # The client's own folders first: they are no variable of the user's to set.
        if "${workspaceFolder}" in value:
            value = value.replace("${workspaceFolder}", self.workspace)
            self.notes.append(
                f"{where}: ${{workspaceFolder}} became '{self.workspace}' (the workspace, from the folder of the "
                "config file written: a stdio server runs there)"
            )
        if "${userHome}" in value:
            value = value.replace("${userHome}", "${HOME}")
        value = _CLIENT_REF_RE.sub(sub, value)
        for match in VAR_RE.finditer(value):
            if match.group(1) not in self.variables and match.group(2) is None:
                self._use(match.group(1), where, literal=False)
        leftover = _ANY_REF_RE.sub(lambda m: "" if VAR_RE.fullmatch(m.group(0)) else m.group(0), value)
        if "${" in leftover:
            raise ConfigError(
                f"{self.path}: {where}: unsupported variable syntax; catalog.yaml understands ${{NAME}} only"
            )
        return value

    # -- per field

    def env_value(self, sid: str, key: str, value: str) -> str:
        where = f"servers.{sid}.env.{key}"
        if _is_literal(value):
            named = SECRET_NAME_RE.search(key) or re.search(r"(^|_)(KEY|PAT|PASS|PWD)$", key, re.I)
            # MAX_TOKENS: "4096" names a count, not a credential
            if (named and not ORDINARY_VALUE.fullmatch(value)) or looks_like_token(value):
                name = key if _ENV_NAME_RE.match(key) else env_name(key)
                return self.secret([name, env_name(sid, key)], value, where)
            return self.embedded_tokens(sid, self.url_password(sid, value, where), where)
        return self.references(value, where)

    def embedded_tokens(self, sid: str, value: str, where: str) -> str:
        """A credential inside a longer value, after its scheme: the JSON of headers that some
        servers read from one variable ({"Authorization": "Bearer ntn_..."})."""

        def replace(match: re.Match[str]) -> str:
            suffix = "BASIC_AUTH" if match.group(1).lower() == "basic" else "TOKEN"
            return f"{match.group(1)} " + self.secret([env_name(sid, suffix)], match.group(2), where)

        return _EMBEDDED_TOKEN_RE.sub(replace, value)

    def header_value(self, sid: str, key: str, value: str) -> str:
        where = f"servers.{sid}.headers.{key}"
        if not _is_literal(value):
            return self.references(value, where)
        scheme = _SCHEME_RE.match(value)
        if scheme:
            kind = scheme.group("scheme")
            suffix = "BASIC_AUTH" if kind.lower() == "basic" else "TOKEN"
            return f"{kind} " + self.secret([env_name(sid, suffix)], scheme.group("value"), where)
        if SECRET_NAME_RE.search(key) or _SECRET_HEADER_RE.search(key) or looks_like_token(value):
            return self.secret([env_name(sid, key)], value, where)
        return value

    def url_password(self, sid: str, value: str, where: str) -> str:
        """Replace the password in `scheme://user:password@host` and secret query parameters."""
        if "://" not in value:
            return value
        try:
            parts = urlsplit(value)
            password = parts.password
        except ValueError:
            return value
        netloc = parts.netloc
        if password:
            var = self.secret([env_name(sid, "PASSWORD")], password, where)
            user = parts.username or ""
            host = netloc.rsplit("@", 1)[1]
            netloc = f"{user}:{var}@{host}"
        query = parts.query
        if query:
            pieces = []
            for name, item in parse_qsl(query, keep_blank_values=True):
                if item and _is_literal(item) and (
                    SECRET_NAME_RE.search(name) or _SECRET_HEADER_RE.search(name) or looks_like_token(item)
                ):
                    pieces.append(f"{quote(name)}={self.secret([env_name(sid, name)], item, where)}")
                else:
                    pieces.append(f"{quote(name)}={quote(item, safe='/:@${}')}")
            if any("${" in p for p in pieces):
                query = "&".join(pieces)
        return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))

    def args(self, sid: str, args: list[str]) -> list[str]:
        out: list[str] = []
        secret_flag: str | None = None
        for index, arg in enumerate(args):
            where = f"servers.{sid}.args[{index}]"
            if not _is_literal(arg):
                out.append(self.references(arg, where))
                secret_flag = None
                continue
            flag = re.match(r"^(--?[A-Za-z0-9_-]+)=(.+)$", arg)
            before = args[index - 1] if index else ""
            header = re.match(r"^([A-Za-z0-9-]+):\s*(.+)$", arg)
            # docker run -e NAME=value, --env=NAME=value, -eNAME=value
            assignment = re.match(r"^(|--env=|-e)([A-Za-z_][A-Za-z0-9_]*)=(.+)$", arg, re.S)
            if assignment and not assignment.group(1) and before not in ("-e", "--env"):
                assignment = None
            if header and before in ("--header", "-H"):  # mcp-remote, curl-like: --header "Authorization: Bearer ..."
                out.append(f"{header.group(1)}: {self.header_value(sid, header.group(1), header.group(2))}")
            elif assignment and _sets_a_secret(assignment.group(2), assignment.group(3)):
                prefix, name = assignment.group(1), assignment.group(2)
                out.append(f"{prefix}{name}=" + self.secret([name, env_name(sid, name)], assignment.group(3), where))
            elif secret_flag is not None and not arg.startswith("-"):
                out.append(self.secret([env_name(sid, secret_flag)], arg, where))
            elif flag and (SECRET_NAME_RE.search(flag.group(1)) or looks_like_token(flag.group(2))):
                var = self.secret([env_name(sid, flag.group(1))], flag.group(2), where)
                out.append(f"{flag.group(1)}={var}")
            elif flag and "://" in flag.group(2):  # --dsn=postgres://user:password@host/db
                out.append(f"{flag.group(1)}={self.url_password(sid, flag.group(2), where)}")
            elif TOKEN_RE.match(arg):
                out.append(self.secret([env_name(sid, "TOKEN")], arg, where))
            else:
                out.append(self.url_password(sid, arg, where))
            is_secret_flag = arg.startswith("-") and "=" not in arg and SECRET_NAME_RE.search(arg)
            secret_flag = arg if is_secret_flag else None
        return out

    # -- per entry

    def entry(self, raw_id: str, sid: str, raw: dict[str, Any]) -> dict[str, Any] | None:
        label = f"server {raw_id!r}"
        if raw.get("disabled") is True:
            self.notes.append(f"{label} is disabled in {self.path.name}; skipped")
            return None
        has_cmd, has_url = isinstance(raw.get("command"), str), isinstance(raw.get("url"), str)
        if has_cmd == has_url:
            which = "both 'command' and 'url'" if has_cmd else "neither 'command' nor 'url'"
            self.notes.append(f"{label} has {which}; skipped")
            return None
        if raw.get("type") == "sse" or raw.get("transport") == "sse":
            self.notes.append(
                f"{label} uses the deprecated HTTP+SSE transport; catalog speaks Streamable HTTP, "
                "so check its url (often the same path without /sse, or /mcp)"
            )
        dropped = sorted(k for k in raw if k not in _KEPT and k not in _DROPPED_QUIETLY)
        if dropped:
            self.notes.append(f"{label}: client-only keys not copied: {', '.join(dropped)}")
        out: dict[str, Any] = {}
        if has_cmd:
            out["command"] = self.references(raw["command"], f"servers.{sid}.command")
            args = raw.get("args") or []
            if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
                raise ConfigError(f"{self.path}: {label}: 'args' must be a list of strings")
            if args:
                out["args"] = self.args(sid, args)
            env = self._str_map(label, "env", raw.get("env"))
            if env:
                out["env"] = {k: self.env_value(sid, k, v) for k, v in env.items()}
            if isinstance(raw.get("cwd"), str):
                out["cwd"] = self.references(raw["cwd"], f"servers.{sid}.cwd")
        else:
            url = self.references(raw["url"], f"servers.{sid}.url")
            out["url"] = self.url_password(sid, url, f"servers.{sid}.url")
            headers = self._str_map(label, "headers", raw.get("headers"))
            if headers:
                out["headers"] = {k: self.header_value(sid, k, v) for k, v in headers.items()}
            for key in ("env", "args", "cwd"):
                if raw.get(key):
                    self.notes.append(f"{label}: {key!r} does not apply to a url server; not copied")
        timeout = raw.get("timeout")
        if isinstance(timeout, (int, float)) and not isinstance(timeout, bool):
            seconds = timeout / 1000 if timeout > 3600 else timeout  # some clients count milliseconds
            if 0 < seconds <= 3600:
                out["timeout"] = seconds
        return out

    def _str_map(self, label: str, key: str, value: Any) -> dict[str, str]:
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise ConfigError(f"{self.path}: {label}: {key!r} must be an object of strings")
        out: dict[str, str] = {}
        for name, item in value.items():
            if isinstance(item, bool) or not isinstance(item, (str, int, float)):
                raise ConfigError(f"{self.path}: {label}: {key}.{name} must be a string")
            out[name] = str(item)
        return out


def convert(
    path: Path, servers: dict[str, Any], inputs: list[dict[str, Any]] | None = None, *, workspace: str = "."
) -> InitResult:
    """Build catalog.yaml text from client server entries; raises ConfigError if nothing usable.
    `workspace`: the client's workspace folder as seen from the folder of the catalog.yaml written."""
    conv = _Converter(path, inputs or [], workspace)
    written: dict[str, dict[str, Any]] = {}
    taken: set[str] = set()
    # An id that is valid already keeps its name (it is the prefix of its tools' names): another
    # entry's made-up id avoids it, wherever that entry stands in the file.
    kept = {raw_id for raw_id, raw in servers.items() if isinstance(raw, dict) and ID_RE.match(raw_id)}
    for raw_id, raw in servers.items():
        if not isinstance(raw, dict):
            conv.notes.append(f"server {raw_id!r} is not an object; skipped")
            continue
        sid = raw_id if raw_id in kept else sanitize_id(raw_id, taken | kept)
        entry = conv.entry(raw_id, sid, raw)
        if entry is None:
            continue
        if sid != raw_id:
            conv.notes.append(
                f"server {raw_id!r} is written as {sid!r} (ids are 1-32 of a-z, 0-9, '_', '-', "
                "and become the prefix of every tool name)"
            )
        taken.add(sid)
        written[sid] = entry
    if not written:
        raise ConfigError(f"{path}: no usable server entries")
    text = render_yaml(path, written)
    parse_config(Path("catalog.yaml"), text)  # what we write must load; a failure here is a bug
    return InitResult(
        source=path,
        text=text,
        servers=list(written),
        variables=sorted(conv.variables.values(), key=lambda v: v.name),
        notes=conv.notes,
    )


def _sets_a_secret(name: str, value: str) -> bool:
    """NAME=value in an argument that sets a credential (not MAX_TOKENS=4096)."""
    return bool(SECRET_NAME_RE.search(name) and not ORDINARY_VALUE.fullmatch(value)) or looks_like_token(value)


def render_yaml(source: Path, servers: dict[str, dict[str, Any]]) -> str:
    """Block-style YAML: `${VAR}` inside a flow mapping would not parse, so no flow style anywhere."""
    body = yaml.safe_dump(
        {"servers": servers}, default_flow_style=False, sort_keys=False, allow_unicode=False, width=1 << 16
    )
    # The client's folder too (".vscode/mcp.json", ".cursor/mcp.json"), never a path of this machine.
    named = f"{source.parent.name}/{source.name}" if source.parent.name.startswith(".") else source.name
    named = escape(named)  # a line break in a folder's name must not end the comment and start YAML
    header = (
        f"# Written by `catalog init` from {named}.\n"
        "# ${VAR} values come from the environment when catalog connects; keep secrets out of this file.\n"
    )
    return header + body


def init_from(path: Path, written: Path = Path("catalog.yaml")) -> InitResult:
    """catalog.yaml's text from the client config at path, to be written at `written`."""
    servers, inputs = read_client_config(path)
    # VS Code's workspace is the folder that holds .vscode/; other clients' configs sit in it.
    root = path.parent.parent if path.parent.name == ".vscode" else Path.cwd()
    workspace = Path(os.path.relpath(root.resolve(), written.parent.resolve())).as_posix()
    return convert(path, servers, inputs, workspace=workspace)
