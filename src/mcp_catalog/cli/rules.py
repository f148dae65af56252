"""`catalog rules`: list the lint rules, or show one rule's documentation."""

from __future__ import annotations

import difflib
import json
import shutil
import sys
import textwrap

import typer

from mcp_catalog.cli._app import app
from mcp_catalog.cli._common import Format, guarded, out
from mcp_catalog.errors import EXIT_OK, CatalogError


@app.command()
def rules(
    rule_id: str | None = typer.Argument(None, metavar="[RULE]", help="Show the documentation of one rule."),
    output_format: Format = typer.Option(Format.text, "--format", help="text or json."),
) -> None:
    """List lint rules with their id, severity and family, or explain one."""

    def body() -> int:
        from mcp_catalog.lint import FAMILIES, all_rules
        from mcp_catalog.lint.docs import rule_page

        known = all_rules()
        if rule_id is not None:
            match = [r for r in known if r.id == rule_id]
            if not match:
                near = difflib.get_close_matches(rule_id, [r.id for r in known], n=1)
                hint = f"; did you mean {near[0]!r}?" if near else "; run `catalog rules` for the list"
                raise CatalogError(f"no lint rule {rule_id!r}{hint}")
            rule = match[0]
            if output_format is Format.json:
                out(json.dumps(_as_json(rule), indent=2))
            else:
                out(rule_page(rule))
            return EXIT_OK
        if output_format is Format.json:
            out(json.dumps([_as_json(r) for r in known], indent=2))
            return EXIT_OK
        width = max(len(r.id) for r in known)
        lead = 2 + width + 2 + 7 + 2  # where each headline starts
        columns = max(_terminal_width() - lead, 40)
        lines: list[str] = []
        family = None
        for r in known:
            if r.family != family:
                family = r.family
                lines.append(f"\n{FAMILIES[family]}")
            first, *rest = textwrap.wrap(r.headline, columns, break_on_hyphens=False) or [""]
            lines.append(f"  {r.id:<{width}}  {r.severity:<7}  {first}")
            lines += [" " * lead + more for more in rest]
        lines.append(
            f"\n{len(known)} rules. `catalog rules RULE` shows what a rule finds, why, and how to fix or suppress it."
        )
        out("\n".join(lines).lstrip("\n"))
        return EXIT_OK

    guarded(body)


def _terminal_width() -> int:
    """The terminal's width; 100 columns when the list goes to a file or a pipe, so it reads the same."""
    return shutil.get_terminal_size((100, 24)).columns if sys.stdout.isatty() else 100


def _as_json(rule: object) -> dict[str, object]:
    from mcp_catalog.lint import Rule

    assert isinstance(rule, Rule)
    return {
        "id": rule.id,
        "family": rule.family,
        "severity": rule.severity,
        "summary": rule.summary,
        "headline": rule.headline,
        "why": rule.why,
        "fix": rule.fix,
        "levels": rule.levels,
        "bad": rule.bad.tool,
        "good": rule.good.tool,
    }
