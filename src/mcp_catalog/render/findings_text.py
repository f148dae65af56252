"""Lint findings for people: a table, with every invisible character already shown as an escape."""

from __future__ import annotations

import io

from mcp_catalog.lint import Finding, LintResult
from mcp_catalog.render.findings_json import counts
from mcp_catalog.textsafe import escape

_STYLE = {"error": "bold red", "warning": "yellow", "info": "cyan"}


def _who(f: Finding) -> str:
    """Server id and tool name: attacker text, escaped."""
    return f"{escape(f.server)}/{escape(f.tool) if f.tool is not None else '(instructions)'}"


def _where(f: Finding) -> str:
    """Server, tool and pointer (which holds property names), escaped."""
    return f"{_who(f)}\n{escape(f.pointer)}"


def _table(findings: list[Finding], title: str, color: bool) -> object:
    from rich import box
    from rich.table import Table
    from rich.text import Text

    table = Table(title=title, box=box.SIMPLE_HEAD, show_lines=False, expand=True, title_justify="left")
    table.add_column("severity", no_wrap=True)
    table.add_column("rule", no_wrap=True)
    table.add_column("where", ratio=2, overflow="fold")
    table.add_column("finding", ratio=5, overflow="fold")
    for f in findings:
        # Text objects, never markup strings: a definition's "[bold]" must stay literal.
        body = Text(f.message)
        body.append("\n")
        body.append(f.excerpt, style="dim" if color else "")
        table.add_row(Text(f.severity, style=_STYLE[f.severity] if color else ""), Text(f.rule), Text(_where(f)), body)
    return table


def summary(result: LintResult, tools: int | None = None) -> str:
    c = counts(result)
    parts = [
        f"{c['error']} error{'s' * (c['error'] != 1)}",
        f"{c['warning']} warning{'s' * (c['warning'] != 1)}",
        f"{c['info']} info",
    ]
    scope = f" in {tools} tool{'s' * (tools != 1)}" if tools is not None else ""
    suppressed = f" ({len(result.suppressed)} suppressed)" if result.suppressed else ""
    return f"{', '.join(parts)}{scope}{suppressed}"


def to_text(
    result: LintResult,
    *,
    show_suppressed: bool = False,
    tools: int | None = None,
    width: int = 120,
    color: bool = False,
) -> str:
    from rich.console import Console

    buffer = io.StringIO()
    console = Console(
        file=buffer,
        width=width,
        force_terminal=color,
        color_system="standard" if color else None,
        highlight=False,
        emoji=False,
        markup=False,
    )
    if result.findings:
        console.print(_table(result.findings, "Findings", color))
    if show_suppressed and result.suppressed:
        console.print(_table(result.suppressed, "Suppressed", color))
        for f in result.suppressed:
            reason = result.suppression_reasons.get(f)
            if reason:
                console.print(f"  suppressed {f.rule} on {_who(f)}: {reason}")
    console.print(
        summary(result, tools)
        if result.findings or result.suppressed
        else f"No findings{f' in {tools} tools' if tools is not None else ''}."
    )
    return buffer.getvalue()
