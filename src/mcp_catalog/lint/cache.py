"""Lint results kept on disk, so that linting an unchanged catalog again takes no linting.

A developer runs `catalog lint` again and again while reviewing a catalog, and a big catalog
takes seconds to lint. What lint finds is decided by the snapshot files (their names, bytes and
order), the overlong-text setting and the code that lints (this package, Python's regular
expressions and Unicode tables, jsonschema's meta-schemas). The key of an entry is a SHA-256 of
exactly those, so an entry is never used for anything else: a changed byte, another version of
mcp-catalog or of Python is a new key. An entry holds the findings before suppressions:
catalog.yaml is applied afresh on every run (it may have changed; suppressions pinned to a
tool's hash read that tool from the snapshot, not from the entry).

The cache is a folder of JSON files, by default the user's cache folder; cachedir.py says why
and how it is checked before use (whoever can write an entry decides what lint reports). Anything
wrong with it (unreadable, unwritable, a damaged entry) only means linting afresh; it never fails
a run or changes its report.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from mcp_catalog.errors import InputError
from mcp_catalog.lint import patterns
from mcp_catalog.lint.cachedir import CacheDir, supported
from mcp_catalog.lint.engine import LintResult, assemble, lint_parts, lint_snapshots, suppress
from mcp_catalog.lint.finding import SEVERITIES, Finding
from mcp_catalog.lint.suppress import SuppressionLike
from mcp_catalog.snapshot import Snapshot, read_file, snapshot_files, snapshot_from

DIR_ENV = "MCP_CATALOG_CACHE_DIR"  # where entries go (default: $XDG_CACHE_HOME/mcp-catalog/lint)
OFF_ENV = "MCP_CATALOG_NO_CACHE"  # set to anything but "", 0, false or no: no cache, as --no-cache
_FORMAT = 4  # of an entry; part of the key too


def cache_off() -> bool:
    return os.environ.get(OFF_ENV, "").strip().lower() not in ("", "0", "false", "no")


def default_dir() -> Path | None:
    """The cache folder the environment asks for, or None when it turns the cache off (or no home
    folder can be found for the default, or the system cannot check a folder: Windows)."""
    if cache_off():
        return None
    given = os.environ.get(DIR_ENV, "")
    if given:  # named: used, or refused with the reason (CacheDir.open)
        try:
            return Path(given).expanduser()
        except RuntimeError:  # "~user" of no user, or "~" with no home: not absolute, refused later
            return Path(given)
    if not supported():
        return None
    base = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(base):
        return Path(base) / "mcp-catalog" / "lint"
    try:  # XDG: a relative value is ignored
        return Path.home() / ".cache" / "mcp-catalog" / "lint"
    except (RuntimeError, KeyError):  # no HOME and no password entry (a container's arbitrary user)
        return None


# The one table of the rules' compiled expressions (patterns.py), beside the entries: a file of
# its own kind, which the entries' pruning leaves alone; it holds the code it was made for.
_EXPRESSIONS = hashlib.sha256(b"mcp-catalog compiled expressions").hexdigest()
_TABLE = ".table"

# The libraries whose code decides findings too: jsonschema and its meta-schemas (schema-invalid).
_LIBRARIES = ("jsonschema", "jsonschema_specifications", "referencing")


@lru_cache(maxsize=1)
def _code() -> bytes | None:
    import importlib.util

    packages = [Path(__file__).resolve().parent.parent]
    for name in _LIBRARIES:
        spec = importlib.util.find_spec(name)  # where it is, without importing it
        if spec is not None:
            packages.extend(Path(p) for p in spec.submodule_search_locations or [])
    return code_digest(packages)


def code_digest(packages: list[Path]) -> bytes | None:
    """A digest of what lints: every module and JSON file of mcp-catalog (the first package) and
    of the libraries after it, mcp-catalog's version, Python and its Unicode tables; None when
    mcp-catalog has no module to read (an install without sources: its code cannot be told apart
    from another's, so nothing may be kept for it). Hashing the libraries' files rather than
    asking their versions costs a few milliseconds, where importlib.metadata costs a tenth of a
    second, and also sees a meta-schema edited in place."""
    from mcp_catalog import __version__

    digest = hashlib.sha256(f"{_FORMAT}\0{__version__}\0{sys.version}\0{unicodedata.unidata_version}".encode())
    for n, package in enumerate(packages):
        files = sorted(f for f in package.rglob("*") if f.suffix in (".py", ".json"))
        if n == 0 and not any(f.suffix == ".py" for f in files):
            return None
        digest.update(f"\0package {n}\0".encode())
        try:
            for file in files:
                digest.update(file.relative_to(package).as_posix().encode() + b"\0")
                digest.update(hashlib.sha256(file.read_bytes()).digest())
        except OSError:
            return None
    return digest.digest()


def _key(label: str, max_length: int | None, named: Iterable[tuple[Path, bytes]]) -> str | None:
    """A key: the code that lints, what is keyed (a run, one file), the overlong setting, then
    each file's name and the SHA-256 of its bytes (computed once a run, for both kinds of key);
    None when the code cannot be identified."""
    code = _code()
    if code is None:
        return None
    digest = hashlib.sha256(code)
    digest.update(f"\0{label}\0{max_length}".encode())
    for path, content in named:
        # The name matters: it gives a server id to a file without one and is checked against it.
        digest.update(b"\0" + path.name.encode("utf-8", "surrogateescape") + b"\0" + content)
    return digest.hexdigest()


def key_of(files: list[Path], digests: list[bytes], max_length: int | None) -> str | None:
    """The key of a run's result (digests: the SHA-256 of each file's bytes)."""
    return _key("run", max_length, zip(files, digests, strict=True))


def file_key_of(path: Path, digest: bytes, max_length: int | None) -> str | None:
    """The key of one file's own findings (its definitions', without the cross-server rules)."""
    return _key("one file", max_length, [(path, digest)])


@dataclass
class Entry:
    """What a run found before suppressions, and what applying them needs."""

    findings: list[Finding]
    tools: int
    servers: list[str]  # each file's server id
    rules: list[str]  # the ids of the rules that ran


def _load(folder: CacheDir, key: str, files: list[Path]) -> Entry | None:
    data = folder.read(key)
    if data is None:
        return None
    try:
        return _entry(json.loads(data), key, files)
    except (ValueError, TypeError, KeyError, IndexError, RecursionError, MemoryError):
        return None


def _load_own(folder: CacheDir, key: str, path: Path, server: str) -> list[Finding] | None:
    """One file's own findings, kept by an earlier run (None: none kept, or not this file's)."""
    data = folder.read(key)
    if data is None:
        return None
    try:
        return _own(json.loads(data), key, path, server)
    except (ValueError, TypeError, KeyError, RecursionError, MemoryError):
        return None


def _header(doc: Any, key: str) -> dict[str, Any]:
    """An entry's document, if it is one of this format under this key (else it raises)."""
    if type(doc) is not dict or type(doc["format"]) is not int or doc["format"] != _FORMAT or doc["key"] != key:
        raise ValueError("another entry")
    return doc


def _strings(value: Any) -> list[str]:
    if type(value) is not list or not all(type(s) is str for s in value):
        raise TypeError("expected a list of strings")
    return value


def _rows(value: Any) -> list[list[Any]]:
    if type(value) is not list or not all(type(row) is list for row in value):
        raise TypeError("expected a list of findings")
    return value


def _finding(fields: list[Any], path: Path) -> Finding:
    """A finding read back from an entry, each member checked (a damaged one raises)."""
    server, tool, pointer, rule, severity, message, excerpt, backers, alone = fields
    if severity not in SEVERITIES:
        raise ValueError(f"severity {severity!r}")
    if alone is not None and alone not in SEVERITIES:
        raise ValueError(f"alone {alone!r}")
    _strings(backers)
    _strings([server, pointer, rule, message, excerpt])
    if tool is not None and type(tool) is not str:
        raise TypeError(tool)
    return Finding(server, tool, pointer, rule, severity, message, excerpt, path, tuple(backers), alone)


def _entry(doc: Any, key: str, files: list[Path]) -> Entry:
    """A run's entry read back, checked member by member (a damaged one raises)."""
    doc = _header(doc, key)
    servers, rules, tools, rows = _strings(doc["servers"]), _strings(doc["rules"]), doc["tools"], _rows(doc["findings"])
    if len(servers) != len(files) or type(tools) is not int or tools < 0:
        raise ValueError("entry")
    findings = []
    for file, *fields in rows:
        if type(file) is not int or not 0 <= file < len(files):
            raise IndexError(file)
        findings.append(_finding(fields, files[file]))
    return Entry(findings, tools, servers, rules)


def _own(doc: Any, key: str, path: Path, server: str) -> list[Finding]:
    """A file's entry read back, checked as a run's is; it must be this file's server's."""
    doc = _header(doc, key)
    if doc["server"] != server:
        raise ValueError("another server")
    return [_finding([server, *fields], path) for fields in _rows(doc["findings"])]


def _dump(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc, ensure_ascii=True, separators=(",", ":")).encode("ascii")


def _encode_own(key: str, server: str, own: list[Finding]) -> bytes:
    rows = [[f.tool, f.pointer, f.rule, f.severity, f.message, f.excerpt, list(f.backers), f.alone] for f in own]
    return _dump({"format": _FORMAT, "key": key, "server": server, "findings": rows})


def _encode(key: str, files: list[Path], entry: Entry) -> bytes | None:
    """The entry as stored; None when a finding names no file of the run (nothing to keep then)."""
    index = {path: n for n, path in reversed(list(enumerate(files)))}
    rows = []
    for f in entry.findings:
        file = index.get(f.path) if f.path is not None else None
        if file is None:
            return None
        rows.append([file, f.server, f.tool, f.pointer, f.rule, f.severity, f.message, f.excerpt, list(f.backers),
                     f.alone])
    return _dump(
        {
            "format": _FORMAT,
            "key": key,
            "tools": entry.tools,
            "servers": entry.servers,
            "rules": entry.rules,
            "findings": rows,
        }
    )


@dataclass
class Linted:
    result: LintResult
    tools: int  # definitions linted
    cached: bool  # whether the findings came from the cache
    note: str | None = None  # why the cache folder was not used, for the person running lint
    reused: int = 0  # files whose own findings came from the cache when the run's did not


def _read_all(files: list[Path]) -> list[bytes]:
    """Every file's bytes; a file that cannot be read is reported after any earlier file's own
    error, as reading them one by one would (the first broken file is the one named)."""
    contents: list[bytes] = []
    for n, path in enumerate(files):
        try:
            contents.append(read_file(path))
        except InputError:
            _parsed(files[:n], contents)  # an earlier file's error first
            raise
    return contents


def _parsed(files: list[Path], contents: list[bytes]) -> list[Snapshot]:
    return [snapshot_from(f, data) for f, data in zip(files, contents, strict=True)]


def _cwd() -> Path:
    try:
        return Path.cwd()
    except OSError:  # removed under us: the files' own repositories are still checked
        return Path("/")


def _lint_with_kept_files(
    folder: CacheDir,
    key: str,
    files: list[Path],
    digests: list[bytes],
    parsed: list[Snapshot],
    max_length: int | None,
) -> tuple[Entry, int]:
    """Lint a run not kept whole: the files whose own findings were kept (an unchanged server
    beside a changed one) are only read by the cross-server rules; then keep each file's own
    findings and the run's. Returns the run's entry and how many files' findings were kept."""
    known: dict[int, list[Finding]] = {}
    file_keys: list[str | None] = []
    for n, (path, digest, snap) in enumerate(zip(files, digests, parsed, strict=True)):
        file_key = file_key_of(path, digest, max_length)
        file_keys.append(file_key)
        own = _load_own(folder, file_key, path, snap.server_id) if file_key is not None else None
        if own is not None:
            known[n] = own
    code = _code()
    if code is not None:  # the rules' compiled expressions, kept for the next run (patterns.py)
        patterns.load(folder.read(_EXPRESSIONS, _TABLE), code.hex())
    parts = lint_parts(parsed, max_length=max_length, known=known)
    table = patterns.dump(code.hex()) if code is not None else None
    if table is not None:
        folder.write(_EXPRESSIONS, table, durable=False, suffix=_TABLE)
    for n, (file_key, snap) in enumerate(zip(file_keys, parsed, strict=True)):
        if file_key is not None and n not in known:
            folder.write(file_key, _encode_own(file_key, snap.server_id, parts.own[n]), durable=False)
    entry = Entry(
        assemble(parsed, parts).findings,
        sum(len(s.tools) for s in parsed),
        [s.server_id for s in parsed],
        parts.rule_ids,
    )
    encoded = _encode(key, files, entry)
    if encoded is not None:
        folder.write(key, encoded)
    folder.prune({key, *(k for k in file_keys if k is not None)})
    return entry, len(known)


def lint_paths(
    targets: list[Path],
    *,
    suppressions: Iterable[SuppressionLike] = (),
    max_length: int | None = None,
    cache: Path | None = None,
) -> Linted:
    """Lint the snapshot files in targets (files or folders, as snapshot.read_paths reads them),
    with the findings kept in and taken from the cache folder when one is given."""
    files = snapshot_files(targets)
    contents = _read_all(files)
    files, contents, skipped = _strangers_left_out(targets, files, contents)
    if not files:
        many = len(skipped) != 1
        why = f" ({len(skipped)} JSON file{'s' * many} without a \"tools\" list left out)" if skipped else ""
        raise InputError(f"no snapshot files in {', '.join(str(p) for p in targets)}{why}")
    linted = _lint_files(files, contents, suppressions, max_length, cache)
    linted.result.notes.extend(skipped)
    return linted


def _strangers_left_out(
    targets: list[Path], files: list[Path], contents: list[bytes]
) -> tuple[list[Path], list[bytes], list[str]]:
    """A folder without `*.tools.json` is read as its every `*.json`; among those, a JSON file
    that is not a snapshot (`package.json`) is some other program's, and is left out with a note.
    A file named on the command line, or one that is not JSON at all, is still read, and its
    error reported: it may be a broken snapshot."""
    from mcp_catalog.snapshot import SUFFIX
    from mcp_catalog.textsafe import escape

    folders = {os.path.realpath(t) for t in targets if t.is_dir()}
    named = {os.path.realpath(t) for t in targets if not t.is_dir()}
    kept: list[int] = []
    notes: list[str] = []
    for n, (path, data) in enumerate(zip(files, contents, strict=True)):
        real = os.path.realpath(path)
        if path.name.endswith(SUFFIX) or real in named or os.path.dirname(real) not in folders:
            kept.append(n)
            continue
        try:
            doc = json.loads(data)
        except ValueError:
            kept.append(n)
            continue
        if isinstance(doc, dict) and "tools" in doc:
            kept.append(n)
        else:
            notes.append(f"{escape(str(path))} left out: a JSON file without a \"tools\" list is not a snapshot")
    return [files[n] for n in kept], [contents[n] for n in kept], notes


def _lint_files(
    files: list[Path],
    contents: list[bytes],
    suppressions: Iterable[SuppressionLike],
    max_length: int | None,
    cache: Path | None,
) -> Linted:
    subs = list(suppressions)
    folder: CacheDir | str | None = None if cache is None else CacheDir.open(cache, [*files, _cwd()])
    digests = [hashlib.sha256(data).digest() for data in contents] if isinstance(folder, CacheDir) else []
    key = key_of(files, digests, max_length) if isinstance(folder, CacheDir) else None
    if not isinstance(folder, CacheDir) or key is None:
        if isinstance(folder, CacheDir):
            folder.close()
        snaps = _parsed(files, contents)
        result = lint_snapshots(snaps, suppressions=subs, max_length=max_length)
        note = None
        if isinstance(folder, str):
            note = (
                f"lint cache {cache} not used: {folder}; linting without it "
                f"(set {DIR_ENV} to a private folder, or {OFF_ENV}=1)"
            )
        _note_shared_ids(result, files, [s.server_id for s in snaps])
        return Linted(result, sum(len(s.tools) for s in snaps), cached=False, note=note)
    with folder:
        entry = _load(folder, key, files)
        hit = entry is not None
        reused = 0
        parsed: list[Snapshot] = []
        if entry is None:
            parsed = _parsed(files, contents)
            entry, reused = _lint_with_kept_files(folder, key, files, digests, parsed, max_length)
        elif subs:  # a suppression pinned to a hash reads its tool: only the files of those servers
            servers = {s.server for s in subs}
            mine = [n for n, server in enumerate(entry.servers) if server in servers]
            parsed = _parsed([files[n] for n in mine], [contents[n] for n in mine])
    result = suppress(entry.findings, subs, parsed, entry.rules)
    _note_shared_ids(result, files, entry.servers)
    return Linted(result, entry.tools, hit, reused=reused)


def _note_shared_ids(result: LintResult, files: list[Path], ids: list[str]) -> None:
    """A server id held by several files (`catalog lint a/ b/`, both with x.tools.json): their
    findings read as one server's, and the cross-server rules see one server. Said once per id."""
    from mcp_catalog.textsafe import escape

    by_id: dict[str, list[str]] = {}
    for path, sid in zip(files, ids, strict=True):
        by_id.setdefault(sid, []).append(str(path))
    for sid, paths in by_id.items():
        if len(paths) > 1:
            result.notes.append(
                f"server id {escape(sid)!r} is in {len(paths)} files ({', '.join(escape(p) for p in paths)}): "
                "their findings are reported under one server"
            )
