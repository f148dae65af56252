"""Rules: a stable id, a severity, a page of documentation, and a small check function.

A tool rule looks at one walked definition (a `ToolView`) and yields `Hit`s; a catalog rule
looks at every definition at once (names shadowing another server's, for example). The
documentation lives beside the check, so `catalog rules`, the SARIF rule help and the pages
in docs/rules/ can never disagree with what runs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mcp_catalog.lint.finding import Severity

if TYPE_CHECKING:
    from mcp_catalog.lint.view import Catalog, Hit, ToolView

ToolCheck = Callable[["ToolView"], Iterable["Hit"]]
CatalogCheck = Callable[["Catalog"], Iterable[tuple["ToolView", "Hit"]]]

FAMILIES: dict[str, str] = {
    "hidden-characters": "Invisible and control characters",
    "hidden-markup": "Hidden markup",
    "model-instructions": "Instructions aimed at the model",
    "secrecy": "Secrecy",
    "sensitive-resources": "Sensitive resources",
    "cross-tool": "Cross-tool references and shadowing",
    "exfiltration": "Exfiltration channels",
    "encoded": "Encoded payloads",
    "size": "Overlong and stuffed text",
    "schema": "Schema hygiene",
    "naming": "Naming",
    "annotations": "Annotations",
}


@dataclass(frozen=True)
class Example:
    """A definition for the docs; the bad one must trigger the rule and the good one must not."""

    tool: dict[str, Any]
    server: str = "example"
    # Other servers' tools, for catalog rules: {server id: [tool, ...]}.
    others: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    instructions: str | None = None


@dataclass(frozen=True)
class Rule:
    id: str
    family: str
    severity: Severity  # the usual severity; `levels` says when a finding gets another one
    summary: str
    why: str
    fix: str
    bad: Example
    good: Example
    levels: str = ""
    triggers: tuple[str, ...] = ()  # literal substrings of folded text; none present -> rule skipped
    # "unicode": only definitions with non-ASCII text; "controls": only those with control characters.
    gate: str | None = None
    tool_check: ToolCheck | None = None
    catalog_check: CatalogCheck | None = None


RULES: dict[str, Rule] = {}


def tool_rule(
    id: str,
    family: str,
    severity: Severity,
    *,
    summary: str,
    why: str,
    fix: str,
    bad: Example,
    good: Example,
    levels: str = "",
    triggers: tuple[str, ...] = (),
    gate: str | None = None,
) -> Callable[[ToolCheck], ToolCheck]:
    def register(check: ToolCheck) -> ToolCheck:
        _add(Rule(id, family, severity, summary, why, fix, bad, good, levels, triggers, gate, tool_check=check))
        return check

    return register


def catalog_rule(
    id: str,
    family: str,
    severity: Severity,
    *,
    summary: str,
    why: str,
    fix: str,
    bad: Example,
    good: Example,
    levels: str = "",
) -> Callable[[CatalogCheck], CatalogCheck]:
    def register(check: CatalogCheck) -> CatalogCheck:
        _add(Rule(id, family, severity, summary, why, fix, bad, good, levels, catalog_check=check))
        return check

    return register


def _add(rule: Rule) -> None:
    if rule.id in RULES:
        raise ValueError(f"duplicate lint rule id {rule.id!r}")
    if rule.family not in FAMILIES:
        raise ValueError(f"rule {rule.id!r}: unknown family {rule.family!r}")
    RULES[rule.id] = rule


def all_rules() -> list[Rule]:
    """Every rule, grouped by family in documentation order."""
    from mcp_catalog.lint import rules as _load  # noqa: F401  (registers every rule module)

    order = list(FAMILIES)
    return sorted(RULES.values(), key=lambda r: order.index(r.family))


def iter_ids() -> Iterator[str]:
    return (r.id for r in all_rules())
