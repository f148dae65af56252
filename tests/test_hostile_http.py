"""Misbehaving MCP servers over Streamable HTTP on 127.0.0.1: every one ends in a defined outcome.

Same contract as on stdio (exit 3, one line naming the server and the cause, previous
snapshot and lock untouched, no temp file, no traceback), plus what only HTTP has:
status codes and `WWW-Authenticate` kept in the message, and credentials that never
follow a redirect or reach an authorization server the config did not name.
"""

from __future__ import annotations

import base64
import secrets
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent / "fixtures"))

from helpers_hostile import (
    HostileHTTP,
    Options,
    Run,
    assert_clean_failure,
    assert_no_traceback,
    assert_unchanged,
    folder_state,
    free_port,
    http_entry,
    http_servers,
    load_snapshot_json,
    names,
    run_catalog,
    seed_catalog,
    temp_files,
    write_config,
)

__all__ = ["http_servers"]  # the pytest fixture, imported for this module's tests

TOKEN = "h-token-" + secrets.token_hex(12)
CLIENT_SECRET = "h-secret-" + secrets.token_hex(12)
ENV = {"H_TOKEN": TOKEN, "H_CLIENT_SECRET": CLIENT_SECRET}
BEARER = {"Authorization": "Bearer ${H_TOKEN}"}
TIMEOUT_WORDS = ("timed out", "timeout", "did not finish", "no reply")
GONE_WORDS = ("closed", "disconnect", "connection", "ended")

# server id -> (mode, Options keywords, entry keywords, words of which one must name the cause)
FAILING: dict[str, tuple[str, dict[str, Any], dict[str, Any], tuple[str, ...]]] = {
    "h-401": ("http-401", {}, {}, ("401",)),
    "h-403": ("http-403", {}, {}, ("403",)),
    "h-500-html": ("http-500-html", {}, {}, ("500",)),
    "h-reflect": ("http-reflect", {}, {}, ("rejected request", "-32603")),
    "h-reflect-401": ("http-reflect-401", {}, {}, ("401",)),
    "h-non-json": ("http-non-json", {}, {}, ("json",)),
    "h-close": ("http-close", {}, {}, GONE_WORDS),
    "h-drip": ("http-drip-body", {"drip": 0.2}, {"timeout": 1}, TIMEOUT_WORDS),
    "h-hang": ("hang-list", {}, {"timeout": 1}, TIMEOUT_WORDS),
    "h-hang-all": ("hang-all", {}, {"timeout": 1}, TIMEOUT_WORDS),
    "h-crash-mid": ("crash-mid", {}, {}, GONE_WORDS),
    "h-cursor-cycle": ("cursor-cycle", {}, {}, ("cursor",)),
    "h-cursor-same": ("cursor-same", {}, {}, ("cursor",)),
    "h-no-name": ("no-name", {}, {}, ("name",)),
    "h-schema-not-object": ("schema-not-object", {}, {}, ("inputschema",)),
    "h-dup-across-pages": ("dup-across-pages", {}, {}, ("beta",)),
    "h-dup-members": ("dup-members", {}, {}, ("description", "repeated")),
    "h-deep-schema": ("deep-schema", {}, {}, ("deep", "nest", "depth", "recursion")),
    "h-version": ("bad-version", {}, {}, ("version", "2099-01-01")),
    "h-version-rejected": ("bad-version-error", {}, {}, ("version", "2099-01-01")),
    "h-huge-number": ("huge-number", {}, {}, ("number", "1e400", "infinity", "range")),
    "h-many-objects": ("many-objects", {}, {}, ("objects and arrays",)),
    "h-nan-literal": ("nan-literal", {}, {}, ("nan", "infinity", "not json", "not valid json")),
    "h-flood": ("flood", {}, {"timeout": 10}, ("mib", "too large", "exceeded", "over")),
    "h-l-401": ("http-401", {"era": "legacy"}, {}, ("401",)),
    "h-l-cursor-cycle": ("cursor-cycle", {"era": "legacy"}, {}, ("cursor",)),
    "h-l-hang": ("hang-list", {"era": "legacy"}, {"timeout": 1}, TIMEOUT_WORDS),
    "h-oauth-bad-secret": ("oauth-bad-secret", {}, {"oauth": True}, ("oauth", "token", "invalid_client")),
    "h-gzip-corrupt": ("http-gzip-corrupt", {}, {}, ("gzip body that does not decompress",)),
    "h-encoding-br": ("http-encoding-br", {}, {}, ("content-encoding 'br'",)),
    "h-mib-cap": ("cursor-endless-huge", {"size": 300_000}, {"max_mib": 1}, ("1 mib of tools/list pages (page 4",)),
    "h-l-mib-cap": ("cursor-endless-huge", {"size": 300_000, "era": "legacy"}, {"max_mib": 1}, ("max_mib",)),
}

PASSING: dict[str, tuple[str, dict[str, Any], dict[str, Any]]] = {
    "h-paged": ("ok", {"tools": 250, "page": 100}, {}),
    "h-l-paged": ("ok", {"tools": 250, "page": 100, "era": "legacy"}, {}),
    "h-empty-cursor": ("empty-cursor", {}, {}),
    "h-l-empty-pages": ("empty-pages", {"era": "legacy"}, {}),
    "h-huge": ("huge-description", {}, {"timeout": 30}),
    "h-oauth": ("oauth", {}, {"oauth": True}),
    "h-odd-values": ("odd-values", {}, {}),
    "h-l-odd-values": ("odd-values", {"era": "legacy"}, {}),
}
ODD_TOOL = {"name": "odd", "description": "lone \ud800 surrogate, pair \U0001f600",
            "inputSchema": {"type": "object", "\U0001f600": True, "properties": {
                "n": {"type": "integer", "default": 9007199254740993, "maximum": 123456789012345678901234567890,
                      "minimum": -0.0, "multipleOf": 100.0},
                "z": {"enum": ["\x00", "\x1f"]}}}}

Matrix = tuple[Run, dict[str, bytes], dict[str, bytes], Path, dict[str, HostileHTTP]]


def start(mode: str, opts: dict[str, Any], **kw: Any) -> HostileHTTP:
    return HostileHTTP(Options(mode=mode, **opts), client_secret=CLIENT_SECRET, **kw).start()


def entry_for(server: HostileHTTP, extra: dict[str, Any]) -> dict[str, Any]:
    extra = dict(extra)
    limits = {key: extra.pop(key) for key in ("max_mib",) if key in extra}
    if extra.pop("oauth", False):
        auth = {"type": "client_credentials", "client_id": "ci-bot", "client_secret": "${H_CLIENT_SECRET}",
                "scope": "tools.read", "issuer": server.origin}
        return {**http_entry(server.url, auth=auth, **extra), **limits}
    return {**http_entry(server.url, headers=BEARER, **extra), **limits}


@pytest.fixture(scope="module")
def matrix(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Matrix]:
    folder = tmp_path_factory.mktemp("http-matrix")
    running: dict[str, HostileHTTP] = {}
    try:
        servers: dict[str, dict[str, Any]] = {}
        for sid, (mode, opts, extra, _) in FAILING.items():
            running[sid] = start(mode, opts)
            servers[sid] = entry_for(running[sid], extra)
        # a cross-origin redirect: the second origin records whether credentials followed
        running["elsewhere"] = start("ok", {})
        running["h-redirect"] = start("http-redirect", {}, redirect_to=running["elsewhere"].url)
        servers["h-redirect"] = entry_for(running["h-redirect"], {})
        # an OAuth resource whose metadata names an authorization server the config did not pin
        running["evil-as"] = start("oauth", {})
        running["h-evil-as"] = start("oauth", {}, authorization_server=running["evil-as"].origin)
        servers["h-evil-as"] = entry_for(running["h-evil-as"], {"oauth": True})
        servers["h-refused"] = http_entry(f"http://127.0.0.1:{free_port()}/mcp", headers=BEARER)
        write_config(folder, servers)
        seed_catalog(folder, list(servers))
        before = folder_state(folder)
        run = run_catalog("export", "--config", "catalog.yaml", cwd=folder, env=ENV)
        yield run, before, folder_state(folder), folder, running
    finally:
        for server in running.values():
            server.stop()


def test_matrix_exits_3_without_traceback(matrix: Matrix) -> None:
    run, _, _, folder, _ = matrix
    assert_no_traceback(run)
    assert run.code == 3, run.describe()
    assert not temp_files(folder)
    # an HTML page or a JSON body dumped raw would show up as lines of its own
    assert not [line for line in run.stderr.splitlines() if line.lstrip().startswith(("<", "{", "File "))]


def test_no_credential_in_output(matrix: Matrix) -> None:
    run, _, _, folder, _ = matrix
    for secret in (TOKEN, CLIENT_SECRET, base64.b64encode(f"ci-bot:{CLIENT_SECRET}".encode()).decode()):
        assert secret not in run.stdout + run.stderr, run.describe()
        for name, data in folder_state(folder).items():
            assert secret.encode() not in data, name


@pytest.mark.parametrize("sid", [*FAILING, "h-redirect", "h-evil-as", "h-refused"])
def test_failing_server_named_and_snapshot_kept(matrix: Matrix, sid: str) -> None:
    run, before, after, _, _ = matrix
    cause = FAILING[sid][3] if sid in FAILING else {
        "h-redirect": ("redirect", "307"), "h-evil-as": ("issuer", "authorization server"),
        "h-refused": ("connect", "refused"),
    }[sid]
    lines = [line for line in run.error_lines() if names(line, sid)]
    assert len(lines) == 1, f"expected one error line for {sid!r}\n{run.describe()}"
    low = lines[0].lower()
    assert any(word in low for word in cause), f"cause {cause} not named in {lines[0]!r}"
    key = f"catalog/{sid}.tools.json"
    assert after.get(key) == before[key], f"previous snapshot of {sid} changed"
    assert after.get("tools.lock.json") == before["tools.lock.json"]


@pytest.mark.parametrize(("sid", "words"), [
    ("h-401", ("401", "invalid_token", "resource_metadata")),
    ("h-403", ("403", "insufficient_scope")),
    ("h-l-401", ("401", "invalid_token")),
])
def test_auth_failures_keep_status_and_www_authenticate(
    matrix: Matrix, sid: str, words: tuple[str, ...]
) -> None:
    run = matrix[0]
    line = next(line for line in run.error_lines() if names(line, sid))
    for word in words:
        assert word in line, f"{word!r} missing from {line!r}"


def test_redirect_to_another_origin_carries_no_credentials(matrix: Matrix) -> None:
    elsewhere = matrix[4]["elsewhere"]
    for request in elsewhere.requests:
        assert "authorization" not in request.headers, request
        assert TOKEN not in repr(request), request


def test_client_secret_never_reaches_an_unpinned_authorization_server(matrix: Matrix) -> None:
    evil = matrix[4]["evil-as"]
    for request in evil.requests:
        assert CLIENT_SECRET not in repr(request), request
        blob = request.body + request.headers.get("authorization", "").encode()
        assert base64.b64encode(f"ci-bot:{CLIENT_SECRET}".encode()) not in blob
    assert not [r for r in evil.requests if r.path == "/token"], "the client secret was offered to another AS"


def test_html_error_page_not_dumped(matrix: Matrix) -> None:
    run = matrix[0]
    line = next(line for line in run.error_lines() if names(line, "h-500-html"))
    assert "<script>" not in line and "Internal Server Error</h1>" not in line


# ---------------------------------------------------------------- odd but valid


Exported = tuple[Run, Path, dict[str, HostileHTTP]]


@contextmanager
def exporting(folder: Path, table: dict[str, tuple[str, dict[str, Any], dict[str, Any], dict[str, Any]]],
             headers: dict[str, dict[str, str]] | None = None) -> Iterator[Exported]:
    """Start each server of table (sid: mode, Options, HostileHTTP arguments, entry extras), export
    them all in one run, and stop them whatever happens; headers replaces an entry's headers."""
    running: dict[str, HostileHTTP] = {}
    try:
        servers = {}
        for sid, (mode, opts, kw, extra) in table.items():
            running[sid] = start(mode, opts, **kw)
            servers[sid] = entry_for(running[sid], extra)
        for sid, replaced in (headers or {}).items():
            servers[sid]["headers"] = replaced
        write_config(folder, servers)
        yield run_catalog("export", "--config", "catalog.yaml", cwd=folder, env=ENV), folder, running
    finally:
        for server in running.values():
            server.stop()


@pytest.fixture(scope="module")
def passing(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Exported]:
    table = {sid: (mode, opts, {}, extra) for sid, (mode, opts, extra) in PASSING.items()}
    with exporting(tmp_path_factory.mktemp("http-passing"), table) as result:
        yield result


def exported(passing: tuple[Run, Path, dict[str, HostileHTTP]], sid: str) -> dict[str, Any]:
    run, folder, _ = passing
    assert_no_traceback(run)
    assert not [line for line in run.error_lines() if names(line, sid)], run.describe()
    return load_snapshot_json(folder / "catalog" / f"{sid}.tools.json")


def test_odd_but_valid_http_servers_exit_0(passing: tuple[Run, Path, dict[str, HostileHTTP]]) -> None:
    run, folder, _ = passing
    assert run.code == 0, run.describe()
    assert not temp_files(folder)
    assert TOKEN not in run.stderr + run.stdout and CLIENT_SECRET not in run.stderr + run.stdout


@pytest.mark.parametrize("sid", ["h-paged", "h-l-paged"])
def test_paged_http_export_sends_the_header_every_time(
    passing: tuple[Run, Path, dict[str, HostileHTTP]], sid: str
) -> None:
    snap = exported(passing, sid)
    assert [t["name"] for t in snap["tools"]] == [f"tool_{i:06d}" for i in range(250)]
    assert snap["pages"] == 3
    posts = [r for r in passing[2][sid].requests if r.method == "POST"]
    assert posts and all(r.headers.get("authorization") == f"Bearer {TOKEN}" for r in posts)


def test_http_empty_string_cursor(passing: tuple[Run, Path, dict[str, HostileHTTP]]) -> None:
    assert [t["name"] for t in exported(passing, "h-empty-cursor")["tools"]] == ["page_one", "page_two"]


def test_http_empty_pages(passing: tuple[Run, Path, dict[str, HostileHTTP]]) -> None:
    snap = exported(passing, "h-l-empty-pages")
    assert [t["name"] for t in snap["tools"]] == ["after_empty_a", "after_empty_b"]


def test_http_10mb_description(passing: tuple[Run, Path, dict[str, HostileHTTP]]) -> None:
    huge = next(t for t in exported(passing, "h-huge")["tools"] if t["name"] == "huge")
    assert len(huge["description"]) == 10 * 1024 * 1024


@pytest.mark.parametrize("sid", ["h-odd-values", "h-l-odd-values"])
def test_http_values_a_careless_parser_mangles_survive(
    passing: tuple[Run, Path, dict[str, HostileHTTP]], sid: str
) -> None:
    """A lone surrogate escape is valid JSON: over HTTP too, the snapshot holds what was sent."""
    assert exported(passing, sid)["tools"] == [ODD_TOOL]


def test_client_credentials_export(passing: tuple[Run, Path, dict[str, HostileHTTP]]) -> None:
    snap = exported(passing, "h-oauth")
    assert [t["name"] for t in snap["tools"]] == ["tool_000000", "tool_000001", "tool_000002"]
    token_posts = [r for r in passing[2]["h-oauth"].requests if r.path == "/token"]
    assert len(token_posts) == 1


# ---------------------------------------------------------------- one server per run


def test_single_401_exits_3(tmp_path: Path, http_servers: Any) -> None:
    server = http_servers("http-401")
    write_config(tmp_path, {"wiki": http_entry(server.url, headers=BEARER)})
    seed_catalog(tmp_path, ["wiki"])
    before = folder_state(tmp_path)
    run = run_catalog("export", "--config", "catalog.yaml", cwd=tmp_path, env=ENV)
    assert_clean_failure(run, "wiki", cause=("401",))
    assert_unchanged(before, folder_state(tmp_path))


def test_oauth_without_issuer_keeps_the_secret_from_another_origin(tmp_path: Path, http_servers: Any) -> None:
    """Without an issuer pin, the server's metadata alone must not decide who gets the secret."""
    evil = http_servers("oauth", client_secret=CLIENT_SECRET)
    resource = http_servers("oauth", client_secret=CLIENT_SECRET, authorization_server=evil.origin)
    auth = {"type": "client_credentials", "client_id": "ci-bot", "client_secret": "${H_CLIENT_SECRET}"}
    write_config(tmp_path, {"crm": http_entry(resource.url, auth=auth)})
    run = run_catalog("export", "--config", "catalog.yaml", cwd=tmp_path, env=ENV)
    assert_no_traceback(run)
    assert run.code in (2, 3), run.describe()
    assert not [r for r in evil.requests if r.path == "/token"], "the client secret went to an unpinned AS"


# ---------------------------------------------------------------- compressed replies

# server id -> (mode, Options keywords, HostileHTTP keywords); every reply is compressed whatever was asked
ENCODED: dict[str, tuple[str, dict[str, Any], dict[str, Any]]] = {
    "h-gzip": ("ok", {"tools": 250, "page": 100}, {"encoding": "gzip"}),
    "h-l-gzip": ("ok", {"tools": 250, "page": 100, "era": "legacy"}, {"encoding": "gzip"}),
    "h-deflate": ("ok", {"tools": 250, "page": 100}, {"encoding": "deflate"}),
    "h-raw-deflate": ("ok", {"tools": 250, "page": 100}, {"encoding": "raw-deflate"}),
    "h-gzip-gzip": ("ok", {"tools": 250, "page": 100}, {"encoding": "gzip, gzip"}),
    "h-sse": ("ok", {"tools": 250, "page": 100}, {"sse": True}),
    "h-gzip-sse": ("ok", {"tools": 250, "page": 100}, {"encoding": "gzip", "sse": True}),
    "h-l-deflate-sse": ("ok", {"tools": 250, "page": 100, "era": "legacy"}, {"encoding": "deflate", "sse": True}),
    "h-gzip-asked": ("ok", {"tools": 250, "page": 100}, {"encoding": "gzip"}),  # the config asks for gzip
    "h-gzip-huge": ("huge-description", {}, {"encoding": "gzip"}),
    "h-gzip-odd": ("odd-values", {}, {"encoding": "gzip"}),
    "h-l-deflate-sse-odd": ("odd-values", {"era": "legacy"}, {"encoding": "deflate", "sse": True}),
}


@pytest.fixture(scope="module")
def encoded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Exported]:
    table = {sid: (mode, opts, kw, {"timeout": 30}) for sid, (mode, opts, kw) in ENCODED.items()}
    asked = {"h-gzip-asked": {**BEARER, "Accept-Encoding": "gzip"}}
    with exporting(tmp_path_factory.mktemp("http-encoded"), table, asked) as result:
        yield result


def test_compressed_replies_export_0(encoded: tuple[Run, Path, dict[str, HostileHTTP]]) -> None:
    run, folder, _ = encoded
    assert run.code == 0, run.describe()
    assert not temp_files(folder)


@pytest.mark.parametrize("sid", [sid for sid, spec in ENCODED.items() if spec[0] == "ok"])
def test_compressed_replies_are_read_decoded(encoded: tuple[Run, Path, dict[str, HostileHTTP]], sid: str) -> None:
    """gzip, deflate (zlib or raw), two codings, JSON or SSE: the snapshot holds the decoded listing."""
    snap = exported(encoded, sid)
    assert [t["name"] for t in snap["tools"]] == [f"tool_{i:06d}" for i in range(250)]
    assert snap["pages"] == 3


def test_compressed_10mb_description(encoded: tuple[Run, Path, dict[str, HostileHTTP]]) -> None:
    """Inflated in 1 MiB pieces: nothing of a body that decodes to many pieces is lost."""
    huge = next(t for t in exported(encoded, "h-gzip-huge")["tools"] if t["name"] == "huge")
    assert len(huge["description"]) == 10 * 1024 * 1024


@pytest.mark.parametrize("sid", ["h-gzip-odd", "h-l-deflate-sse-odd"])
def test_the_tee_sees_the_decoded_bytes(encoded: tuple[Run, Path, dict[str, HostileHTTP]], sid: str) -> None:
    """The snapshot is the tap's copy: lone surrogates and big integers survive compression too."""
    assert exported(encoded, sid)["tools"] == [ODD_TOOL]


def test_identity_is_asked_for_unless_configured(encoded: tuple[Run, Path, dict[str, HostileHTTP]]) -> None:
    running = encoded[2]
    for sid, server in running.items():
        posts = [r for r in server.requests if r.method == "POST"]
        want = "gzip" if sid == "h-gzip-asked" else "identity"
        assert posts and all(r.headers.get("accept-encoding") == want for r in posts), (sid, posts[0].headers)


def test_gzip_bomb_stops_at_the_response_limit(tmp_path: Path) -> None:
    """1 MB of gzip that inflates to 1 GiB: refused at 64 MiB, and never held whole in memory."""
    server = start("http-gzip-bomb", {"size": 1 << 30})
    try:
        write_config(tmp_path, {"bomb": http_entry(server.url, headers=BEARER, timeout=30)})
        seed_catalog(tmp_path, ["bomb"])
        before = folder_state(tmp_path)
        run = run_catalog("export", "--config", "catalog.yaml", cwd=tmp_path, env=ENV, peak=True)
    finally:
        server.stop()
    line = assert_clean_failure(run, "bomb", cause=("exceeded 64 MiB once decompressed",))
    assert_unchanged(before, folder_state(tmp_path))
    assert run.peak_kib is not None and run.peak_kib < 512 * 1024, (run.peak_kib, line)
