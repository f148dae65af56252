"""Lint findings for people: a table, with every invisible character already shown as an escape."""

from __future__ import annotations

from mcp_catalog.lint import Finding, LintResult
from mcp_catalog.render.findings_json import counts
from mcp_catalog.render.table import MIN_WIDTH, Cell, Column, render, wrap
from mcp_catalog.textsafe import shown_name, tool_label

# SGR codes: bold red, yellow, cyan; dim for the excerpt.
_STYLE = {"error": "\x1b[1;31m", "warning": "\x1b[33m", "info": "\x1b[36m"}
_DIM = "\x1b[2m"
_COLUMNS = (Column("severity"), Column("rule"), Column("where", ratio=3), Column("finding", ratio=5))
_NARROWEST = (3 + MIN_WIDTH) * len(_COLUMNS) + 1  # each column's least and its gap, and the edge


def _who(f: Finding) -> str:
    """Server id and tool name: attacker text, escaped."""
    return f"{shown_name(f.server)}/{tool_label(f.tool)}"


def _where(f: Finding) -> str:
    """Server, tool and pointer (which holds property names), escaped."""
    return f"{_who(f)}\n{shown_name(f.pointer)}"


def _table(findings: list[Finding], title: str, color: bool, width: int) -> list[str]:
    """Plain strings laid out as they are, never markup: a definition's "[bold]" stays literal."""
    dim = _DIM if color else ""
    rows: list[tuple[Cell, ...]] = [
        (
            ((f.severity, _STYLE[f.severity] if color else ""),),
            f.rule,
            _where(f),
            ((f.message, ""), (f.excerpt, dim)),
        )
        for f in findings
    ]
    return render(_COLUMNS, rows, width, title=title)


def summary(result: LintResult, tools: int | None = None) -> str:
    c = counts(result)
    parts = [
        f"{c['error']} error{'s' * (c['error'] != 1)}",
        f"{c['warning']} warning{'s' * (c['warning'] != 1)}",
        f"{c['info']} info",
    ]
    suppressed = f" ({len(result.suppressed)} suppressed)" if result.suppressed else ""
    return f"{', '.join(parts)}{_scope(tools)}{suppressed}"


def _scope(tools: int | None) -> str:
    return f" in {tools} tool{'s' * (tools != 1)}" if tools is not None else ""


def to_text(
    result: LintResult,
    *,
    show_suppressed: bool = False,
    tools: int | None = None,
    width: int = 120,
    color: bool = False,
) -> str:
    """The report, at most width terminal cells wide (or the narrowest the table fits in)."""
    width = max(width, _NARROWEST)
    lines: list[str] = []
    if result.findings:
        lines += _table(result.findings, "Findings", color, width)
    if show_suppressed and result.suppressed:
        lines += _table(result.suppressed, "Suppressed", color, width)
        for f in result.suppressed:
            reason = result.suppression_reasons.get(f)
            if reason:
                # The reason comes from catalog.yaml: its line breaks stay, nothing else that acts on a terminal.
                lines += wrap(f"  suppressed {f.rule} on {_who(f)}: {reason}", width)
    lines += wrap(
        summary(result, tools)
        if result.findings or result.suppressed
        else f"No findings{_scope(tools)}.",
        width,
    )
    return "\n".join(lines) + "\n"
