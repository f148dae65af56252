"""Rules: a stable id, a severity, a page of documentation, and a small check function.

A text rule looks at one string of a definition (a `Text`) and yields `Hit`s; a tool rule looks
at one walked definition (a `ToolView`); a catalog rule looks at every definition at once (names
shadowing another server's, for example). The documentation lives beside the check, so
`catalog rules`, the SARIF rule help and the pages in docs/rules/ can never disagree with what
runs.

Text rules are the common case, and the cheap one: a string that occurs many times in a run
(parameter descriptions repeat across a server's tools) is checked once. A text rule that also
depends on something else about the definition names it with `context`, a function of the
`ToolView` whose value is passed to the check (and is part of what the result is kept under).
`needs` lists expressions one of which must match `text.norm` for the rule to report anything;
the engine derives cheap word tests from them (see prefilter.py) and skips the rule on strings
that cannot match.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mcp_catalog.lint.finding import Severity

if TYPE_CHECKING:
    from mcp_catalog.lint.prefilter import Source
    from mcp_catalog.lint.text import Text
    from mcp_catalog.lint.view import Catalog, Hit, ToolView

ToolCheck = Callable[["ToolView"], Iterable["Hit"]]
TextCheck = Callable[["Text", Any], Iterable["Hit"]]
CatalogCheck = Callable[["Catalog"], Iterable[tuple["ToolView", "Hit"]]]
Context = Callable[["ToolView"], Hashable]
NO_BLANK: Hashable = ("no blank context",)  # Rule.blank when the rule declares none

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
    "learned": "Resemblance to known poisoning (learned)",
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
    # Literal substrings of folded text: when none occurs in the definition, the rule is skipped.
    triggers: tuple[str, ...] = ()
    # "unicode": only definitions with non-ASCII text; "controls": only those with control characters.
    # A text rule reads only such strings (the gate holds for its definition whenever it reports).
    gate: str | None = None
    tool_check: ToolCheck | None = None
    catalog_check: CatalogCheck | None = None
    text_check: TextCheck | None = None
    kinds: frozenset[str] | None = None  # text rules: the kinds of string they read (None: every kind)
    needs: tuple[Source, ...] = ()  # text rules: one must match text.norm for any hit
    needs_exempt: frozenset[str] = frozenset()  # kinds read otherwise, to which `needs` does not apply
    context: Context | None = None  # text rules: what else about the definition they depend on
    # Text rules with a context: the part of it that matters for one string (the check gets that part).
    narrow: Callable[[Text, Any], Hashable] | None = None
    # Text rules with a context: a value of it under which the check reports at least wherever it
    # reports under any other (the context only lowers severities or drops hits). When a definition's
    # strings give no hit under it, the rule reports nothing there and the context is not worked out.
    blank: Hashable = NO_BLANK
    setting: str | None = None  # text rules: the run setting passed instead of a context ("max_length")
    # Tool rules: a string for which this is true somewhere in the definition is needed for any hit.
    when: Callable[[Text], bool] | None = None
    # Tool rules that read only the input and output schemas: judged once per distinct definition shape.
    schema_only: bool = False
    # One line for lists (`catalog rules`, the rules index, SARIF's short description) when the summary,
    # which names every kind of text the rule reads, is longer than that.
    short: str = ""

    @property
    def headline(self) -> str:
        return self.short or self.summary


# Families whose findings say nothing about poisoning: they are no second opinion (engine._settle).
NO_SECOND_OPINION = frozenset({"schema", "naming", "learned"})


def second_opinion(rule: Rule) -> bool:
    """Whether a finding of this rule on a definition corroborates a learned rule's (engine._settle):
    a rule of a poisoning family that reads the definition itself. Not schema hygiene or names,
    not overlong-text (a length setting would decide), not the cross-server rules (they read
    other definitions)."""
    return rule.family not in NO_SECOND_OPINION and rule.id != "overlong-text" and rule.catalog_check is None


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
    short: str = "",
    triggers: tuple[str, ...] = (),
    gate: str | None = None,
    when: Callable[[Text], bool] | None = None,
    schema_only: bool = False,
) -> Callable[[ToolCheck], ToolCheck]:
    def register(check: ToolCheck) -> ToolCheck:
        _add(
            Rule(
                id,
                family,
                severity,
                summary,
                why,
                fix,
                bad,
                good,
                levels,
                triggers,
                gate,
                tool_check=check,
                when=when,
                schema_only=schema_only,
                short=short,
            )
        )
        return check

    return register


def text_rule(
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
    short: str = "",
    triggers: tuple[str, ...] = (),
    gate: str | None = None,
    kinds: frozenset[str] | None = None,
    needs: tuple[Source, ...] = (),
    needs_exempt: frozenset[str] = frozenset(),
    context: Context | None = None,
    narrow: Callable[[Text, Any], Hashable] | None = None,
    blank: Hashable = NO_BLANK,
    setting: str | None = None,
) -> Callable[[TextCheck], TextCheck]:
    def register(check: TextCheck) -> TextCheck:
        _add(
            Rule(
                id,
                family,
                severity,
                summary,
                why,
                fix,
                bad,
                good,
                levels,
                triggers,
                gate,
                text_check=check,
                kinds=kinds,
                needs=needs,
                needs_exempt=needs_exempt,
                context=context,
                narrow=narrow,
                blank=blank,
                setting=setting,
                short=short,
            )
        )
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
    short: str = "",
) -> Callable[[CatalogCheck], CatalogCheck]:
    def register(check: CatalogCheck) -> CatalogCheck:
        _add(Rule(id, family, severity, summary, why, fix, bad, good, levels, catalog_check=check, short=short))
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
