"""The bodies of `catalog lock`, `catalog check` and `catalog lint`, free of typer: the typer
commands and the start-up fast path (cli/_fast.py) both call them, so the two ways run the same
code."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from mcp_catalog.cli._core import (
    DEFAULT_CONFIG,
    Format,
    catalog_dir,
    err,
    load,
    lock_path,
    out,
    run_body,
    select_servers,
)
from mcp_catalog.errors import EXIT_EXPORT, EXIT_OK, EXIT_POLICY, InputError

if TYPE_CHECKING:
    from collections.abc import Mapping

    from mcp_catalog.config import Config
    from mcp_catalog.lint import LintResult

LINT_FORMATS = ("text", "json", "sarif")
FAIL_ON = ("error", "warning", "info", "never")


def _warn_unconfigured(folder: Path, servers: Mapping[str, object], what: str) -> None:
    """A snapshot in the folder of a server catalog.yaml does not configure: said, not acted on (a
    removed server's file left behind, or a misspelt id). One that does not parse, or holds
    another server than its name says (`docs-backup.tools.json` holding `docs`), is the error it
    is for lint, diff and tools, which read every snapshot of the folder: the gate must not pass
    what the reviewer's commands then refuse."""
    from mcp_catalog.snapshot import SUFFIX, read_snapshot
    from mcp_catalog.textsafe import escape

    if not folder.is_dir():
        return
    for extra in sorted(folder.glob(f"*{SUFFIX}")):
        if extra.name[: -len(SUFFIX)] not in servers:
            read_snapshot(extra)
            err(f"warning: {escape(str(extra))}: not a configured server; {what}")


def lock(config: Path, catalog: Path | None, lockfile: Path | None, output_format: Format) -> int:
    def body() -> int:
        from mcp_catalog.lock import build_lock, write_lock
        from mcp_catalog.snapshot import read_snapshots_for, settle_all

        cfg = load(config)
        folder = catalog_dir(config, catalog)
        # counted: hashing encodes every tool anyway, and settles the check for repeated names
        snaps = read_snapshots_for(folder, list(cfg.servers), explicit=catalog is not None, counted=True)
        missing = [sid for sid in cfg.servers if sid not in snaps]
        if missing:
            raise InputError(f"{folder}: no snapshot for server {missing[0]!r}; run `catalog export` first")
        _warn_unconfigured(folder, cfg.servers, "not locked")
        built = build_lock({sid: snaps[sid] for sid in cfg.servers}, cfg.lock_ignore)
        settle_all(snaps.values())
        path = lock_path(config, lockfile)
        changed = write_lock(path, built)
        tools = sum(len(s.tools) for s in built.servers.values())
        if output_format is Format.json:
            out(json.dumps({"lock": str(path), "changed": changed, "servers": len(built.servers), "tools": tools}))
        else:
            from mcp_catalog.render import tools_on_servers

            verb = "wrote" if changed else "unchanged:"
            err(f"{verb} {path} ({tools_on_servers(tools, len(built.servers))})")
        return EXIT_OK

    return run_body(body)


def check(
    server_ids: list[str] | None,
    live: bool,
    config: Path,
    catalog: Path | None,
    lockfile: Path | None,
    output_format: Format,
) -> int:
    def body() -> int:
        from mcp_catalog.drift import compare
        from mcp_catalog.lock import read_lock
        from mcp_catalog.render import drift as render
        from mcp_catalog.snapshot import Snapshot, read_snapshots_for, settle_all

        cfg = load(config)
        selected = select_servers(cfg, server_ids)
        locked = read_lock(lock_path(config, lockfile))
        failed: dict[str, str] = {}
        snaps: dict[str, Snapshot]
        if live:
            from mcp_catalog.export import export_servers

            snaps = {}
            for outcome in export_servers(selected, base_dir=cfg.base_dir):
                if outcome.snapshot is None:
                    failed[outcome.server_id] = outcome.error or "export failed"
                    err(f"error: {outcome.error}")
                else:
                    snaps[outcome.server_id] = outcome.snapshot
        else:
            folder = catalog_dir(config, catalog)
            snaps = read_snapshots_for(folder, [s.id for s in selected], explicit=catalog is not None, counted=True)
            if not server_ids:
                _warn_unconfigured(folder, cfg.servers, "not checked")
        only = [s.id for s in selected] if server_ids else None
        if live:
            only = [s.id for s in selected if s.id in snaps] + (
                [] if server_ids else [sid for sid in locked.servers if sid not in cfg.servers]
            )
        drift = compare(locked, snaps, cfg.servers, cfg.lock_ignore, only=only)
        settle_all(snaps.values())  # hashing settled the rest (see snapshot.parse_snapshot)
        drift.failed = failed
        out(render.to_json(drift) if output_format is Format.json else render.to_text(drift, live=live))
        if failed:
            return EXIT_EXPORT
        return EXIT_OK if drift.clean else EXIT_POLICY

    return run_body(body, collect_cycles=live)


def lint(
    paths: list[Path],
    config: Path | None,
    output_format: str,
    output_named: str | None,
    fail_on: str | None,
    show_suppressed: bool,
    max_length: int | None,
    no_cache: bool,
) -> int:
    """`catalog lint`; output_format is one of LINT_FORMATS, fail_on one of FAIL_ON or None; output_named as
    typed (a Path would drop the final `/` that says a folder was meant)."""

    def body() -> int:
        from mcp_catalog.lint import RANK
        from mcp_catalog.lint.cache import default_dir, lint_paths

        cfg = _lint_config(config)
        targets = list(paths) if paths else [_default_lint_dir(cfg)]
        output = None if output_named is None else _report_file(output_named)
        if output is not None:
            _refuse_to_overwrite_an_input(output, cfg, targets)
        linted = lint_paths(
            targets,
            suppressions=cfg.suppressions if cfg is not None else (),
            max_length=max_length or (cfg.max_length if cfg is not None else None),
            cache=None if no_cache else default_dir(),
        )
        result, tools = linted.result, linted.tools
        if linted.note is not None:
            err(f"warning: {linted.note}")
        for note in result.notes:
            err(f"warning: {note}")
        report = _render_findings(output_format, result, tools, show_suppressed, to_file=output is not None)
        if output is not None:
            from mcp_catalog.fsutil import write_text_atomic

            missing = _missing_folders(output)
            write_text_atomic(output, report, as_named=True)
            from mcp_catalog.render.findings_text import summary

            if missing:  # said, so a mistyped folder does not go unnoticed
                many = len(missing) > 1
                named = ", ".join(str(f) for f in missing[:-1]) + " and " * many + str(missing[-1])
                err(f"note: created the folder{'s' * many} {named} for the report")
            err(f"{summary(result, tools)}; report written to {output}")
        else:
            out(report)
        threshold = fail_on if fail_on is not None else (cfg.fail_on if cfg is not None and cfg.fail_on else "error")
        failing = any(RANK[f.severity] >= RANK[threshold] for f in result.findings)
        return EXIT_POLICY if failing else EXIT_OK

    return run_body(body)


def _missing_folders(path: Path) -> list[Path]:
    """The folders of path that do not exist yet, outermost first (writing the report creates them)."""
    missing: list[Path] = []
    for folder in path.parents:
        if folder.exists():
            break
        missing.append(folder)
    return missing[::-1]


def _report_file(named: str) -> Path:
    """--output's file: a name that ends in a separator, or an existing folder, names no file to write."""
    from mcp_catalog.textsafe import escape

    path = Path(named)
    if named.endswith(("/", os.sep)) or path.is_dir():
        example = escape(str(path / "lint.sarif"))
        raise InputError(f"{escape(named)}: a folder; --output takes a file name (e.g. {example})")
    return path


def _refuse_to_overwrite_an_input(output: Path, cfg: Config | None, targets: list[Path]) -> None:
    """--output must not name a file this run reads, or the lock beside the config: the report
    would replace a snapshot, catalog.yaml or tools.lock.json. Compared as resolved paths (links,
    `./` and `../`), and as the same file where output exists (another spelling of one file)."""
    from mcp_catalog.snapshot import SUFFIX, snapshot_files
    from mcp_catalog.textsafe import escape

    config_path = cfg.path if cfg is not None else DEFAULT_CONFIG
    inputs: list[tuple[Path, str]] = []
    if cfg is not None:
        inputs.append((cfg.path, "the config file lint reads"))
    beside = f"beside {escape(str(config_path))}" if cfg is not None else "`catalog lock` writes here"
    inputs.append((lock_path(config_path, None), f"the lock file {beside}"))
    inputs += [(file, "a file being linted") for file in snapshot_files(targets)]
    real = os.path.realpath(output)
    for path, what in inputs:
        same = os.path.realpath(path) == real
        if not same:
            try:
                same = os.path.samefile(output, path)
            except OSError:  # either does not exist (yet): not the same file
                same = False
        if same:
            shown = "" if str(path) == str(output) else f" ({escape(str(path))})"
            raise InputError(
                f"{escape(str(output))}: not written: it is {what}{shown}, which the report would replace; "
                "name another file for --output"
            )
    # a report named as a snapshot of a linted folder, or of catalog/ (what a plain `catalog lint` reads): the next
    # lint would read it
    for folder in [*targets, _default_catalog(cfg)]:
        if folder.is_dir() and os.path.realpath(folder) == os.path.dirname(real):
            read = SUFFIX if any(folder.glob(f"*{SUFFIX}")) else ".json"
            if output.name.endswith(read):
                raise InputError(
                    f"{escape(str(output))}: not written: a `*{read}` file in {escape(str(folder))}, which lint "
                    "reads as a snapshot the next time; name another file for --output"
                )


def _lint_config(given: Path | None) -> Config | None:
    """The config if one was named, or ./catalog.yaml if it exists; lint works without any."""
    if given is not None:
        return load(given)
    return load(DEFAULT_CONFIG) if DEFAULT_CONFIG.is_file() else None


def _default_catalog(cfg: Config | None) -> Path:
    return cfg.path.parent / "catalog" if cfg is not None else Path("catalog")


def _default_lint_dir(cfg: Config | None) -> Path:
    folder = _default_catalog(cfg)
    if not folder.is_dir():
        raise InputError(f"{folder}: no such folder; run `catalog export` first, or name snapshot files to lint")
    return folder


def _render_findings(fmt: str, result: LintResult, tools: int, show_suppressed: bool, *, to_file: bool) -> str:
    if fmt == "json":
        from mcp_catalog.render.findings_json import to_json

        return to_json(result, show_suppressed=show_suppressed, tools=tools)
    if fmt == "sarif":
        from mcp_catalog import __version__
        from mcp_catalog.lint import all_rules
        from mcp_catalog.render.findings_sarif import to_sarif

        return to_sarif(result, all_rules(), version=__version__)
    import shutil  # here: lock and check, on the same fast path, never need it

    from mcp_catalog.render.findings_text import to_text
    from mcp_catalog.streams import is_terminal

    tty = is_terminal(sys.stdout) and not to_file
    width = shutil.get_terminal_size((120, 24)).columns if tty else 120
    color = tty and "NO_COLOR" not in os.environ
    return to_text(result, show_suppressed=show_suppressed, tools=tools, width=max(80, width), color=color)
