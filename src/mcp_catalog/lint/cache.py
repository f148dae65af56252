"""Lint results kept on disk, so that linting an unchanged catalog again takes no linting.

A developer runs `catalog lint` again and again while reviewing a catalog, and a big catalog
takes seconds to lint. What lint finds is decided by the snapshot files (their names, bytes and
order), the overlong-text setting and the code that lints (this package, Python's regular
expressions and Unicode tables, jsonschema's meta-schemas). The key of an entry is a SHA-256 of
exactly those, so an entry is never used for anything else: a changed byte, another version of
mcp-catalog or of Python is a new key. An entry holds the findings before suppressions:
catalog.yaml is applied afresh on every run (it may have changed; suppressions pinned to a
tool's hash read that tool from the snapshot, not from the entry).

The cache is a folder of JSON files, by default the user's cache folder (never the repository:
anyone who can write a cache entry decides what lint reports, so it must not come with a pull
request). Anything wrong with it (unreadable, unwritable, a damaged entry) only means linting
afresh; it never fails a run. The newest entries are kept, the rest removed.
"""

from __future__ import annotations

import contextlib
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

from mcp_catalog.errors import CatalogError, InputError
from mcp_catalog.lint.engine import LintResult, lint_snapshots, suppress
from mcp_catalog.lint.finding import RANK, Finding
from mcp_catalog.lint.suppress import SuppressionLike
from mcp_catalog.snapshot import Snapshot, read_file, snapshot_files, snapshot_from

DIR_ENV = "MCP_CATALOG_CACHE_DIR"  # where entries go (default: $XDG_CACHE_HOME/mcp-catalog/lint)
OFF_ENV = "MCP_CATALOG_NO_CACHE"  # set (to anything but "" or "0"): no cache, as --no-cache
KEEP = 16  # entries kept; one is about 300 bytes a finding
_FORMAT = 1  # of an entry; part of the key too


def default_dir() -> Path | None:
    """The cache folder the environment asks for, or None when it turns the cache off."""
    if os.environ.get(OFF_ENV, "") not in ("", "0"):
        return None
    given = os.environ.get(DIR_ENV, "")
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME", "")
    root = Path(base) if os.path.isabs(base) else Path.home() / ".cache"  # XDG: a relative value is ignored
    return root / "mcp-catalog" / "lint"


@lru_cache(maxsize=1)
def _code() -> bytes:
    return code_digest(Path(__file__).resolve().parent.parent)


def code_digest(package: Path) -> bytes:
    """A digest of what lints: every module of the package, Python, its Unicode tables, jsonschema."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        schema_version = version("jsonschema")
    except PackageNotFoundError:
        schema_version = "?"
    digest = hashlib.sha256(f"{_FORMAT}\0{sys.version}\0{unicodedata.unidata_version}\0{schema_version}".encode())
    for module in sorted(package.rglob("*.py")):
        digest.update(module.relative_to(package).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(module.read_bytes()).digest())
    return digest.digest()


def key_of(files: list[Path], contents: list[bytes], max_length: int | None) -> str:
    digest = hashlib.sha256(_code())
    digest.update(f"\0{max_length}".encode())
    for path, data in zip(files, contents, strict=True):
        # The name matters: it gives a server id to a file without one and is checked against it.
        digest.update(b"\0" + path.name.encode("utf-8", "surrogateescape") + b"\0")
        digest.update(hashlib.sha256(data).digest())
    return digest.hexdigest()


@dataclass
class Entry:
    """What a run found before suppressions, and what applying them needs."""

    findings: list[Finding]
    tools: int
    servers: list[str]  # each file's server id
    rules: list[str]  # the ids of the rules that ran


def _load(folder: Path, key: str, files: list[Path]) -> Entry | None:
    path = folder / f"{key}.json"
    try:
        doc = json.loads(path.read_bytes())
        entry = _entry(doc, key, files)
    except (OSError, ValueError, TypeError, KeyError, IndexError):
        return None
    with contextlib.suppress(OSError):
        os.utime(path)  # recently used: kept longest
    return entry


def _entry(doc: dict[str, Any], key: str, files: list[Path]) -> Entry:
    """An entry read back, checked member by member (a damaged one raises)."""
    if doc["format"] != _FORMAT or doc["key"] != key or len(doc["servers"]) != len(files):
        raise ValueError("another entry")
    findings = []
    for file, server, tool, pointer, rule, severity, message, excerpt in doc["findings"]:
        if not isinstance(file, int) or not -1 <= file < len(files):
            raise IndexError(file)
        if severity not in RANK or severity == "never":
            raise ValueError(f"severity {severity!r}")
        for text in (server, pointer, rule, message, excerpt):
            if not isinstance(text, str):
                raise TypeError(text)
        if tool is not None and not isinstance(tool, str):
            raise TypeError(tool)
        findings.append(
            Finding(server, tool, pointer, rule, severity, message, excerpt, files[file] if file >= 0 else None)
        )
    tools, servers, rules = doc["tools"], doc["servers"], doc["rules"]
    if not isinstance(tools, int) or not all(isinstance(s, str) for s in [*servers, *rules]):
        raise TypeError("entry")
    return Entry(findings, tools, servers, rules)


def _store(folder: Path, key: str, files: list[Path], entry: Entry) -> None:
    index = {path: n for n, path in reversed(list(enumerate(files)))}
    doc = {
        "format": _FORMAT,
        "key": key,
        "tools": entry.tools,
        "servers": entry.servers,
        "rules": entry.rules,
        "findings": [
            [
                index.get(f.path, -1) if f.path is not None else -1,
                f.server,
                f.tool,
                f.pointer,
                f.rule,
                f.severity,
                f.message,
                f.excerpt,
            ]
            for f in entry.findings
        ],
    }
    from mcp_catalog.fsutil import write_text_atomic

    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        write_text_atomic(folder / f"{key}.json", json.dumps(doc, ensure_ascii=True, separators=(",", ":")))
        _prune(folder)
    except (OSError, CatalogError):
        pass  # no cache this time: the result is the same


def _prune(folder: Path) -> None:
    entries = []
    for path in folder.glob("*.json"):
        with contextlib.suppress(OSError):
            entries.append((path.stat().st_mtime, path))
    entries.sort(reverse=True)
    for _, path in entries[KEEP:]:
        with contextlib.suppress(OSError):
            path.unlink()


@dataclass
class Linted:
    result: LintResult
    tools: int  # definitions linted
    cached: bool  # whether the findings came from the cache


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
    if not files:
        raise InputError(f"no snapshot files in {', '.join(str(p) for p in targets)}")
    contents = [read_file(f) for f in files]
    subs = list(suppressions)
    key = None
    if cache is not None:
        try:
            key = key_of(files, contents, max_length)
        except OSError:  # a module of this package unreadable: no key can be trusted
            key = None
    if cache is None or key is None:
        snaps = [snapshot_from(f, data) for f, data in zip(files, contents, strict=True)]
        result = lint_snapshots(snaps, suppressions=subs, max_length=max_length)
        return Linted(result, sum(len(s.tools) for s in snaps), cached=False)
    entry = _load(cache, key, files)
    hit = entry is not None
    parsed: list[Snapshot] = []
    if entry is None:
        from mcp_catalog.lint.registry import all_rules

        parsed = [snapshot_from(f, data) for f, data in zip(files, contents, strict=True)]
        found = lint_snapshots(parsed, max_length=max_length)
        entry = Entry(
            found.findings,
            sum(len(s.tools) for s in parsed),
            [s.server_id for s in parsed],
            [r.id for r in all_rules()],
        )
        _store(cache, key, files, entry)
    elif subs:  # a suppression pinned to a hash reads its tool: only the files of those servers
        servers = {s.server for s in subs}
        parsed = [
            snapshot_from(f, data)
            for f, data, server in zip(files, contents, entry.servers, strict=True)
            if server in servers
        ]
    return Linted(suppress(entry.findings, subs, parsed, entry.rules), entry.tools, hit)
