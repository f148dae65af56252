"""Suppressions from catalog.yaml, bound to the hash of the tool they were reviewed on.

A suppression says "a person looked at this finding on this tool and accepted it". When the
tool changes, that review no longer covers it, so a suppression with a `hash` applies only
while the tool's definition hash still starts with it. A suppression without a hash still
applies (so adopting lint is not all-or-nothing), but every run says which hash to pin.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from mcp_catalog.lint.finding import Finding
from mcp_catalog.textsafe import escape

PIN_LENGTH = 12


class SuppressionLike(Protocol):
    """What catalog.yaml's `lint.suppress` entries provide (config.Suppression)."""

    @property
    def server(self) -> str: ...
    @property
    def tool(self) -> str: ...
    @property
    def rule(self) -> str: ...
    @property
    def reason(self) -> str: ...
    @property
    def hash(self) -> str | None: ...
    @property
    def source(self) -> str: ...


@dataclass
class Applied:
    kept: list[Finding]
    suppressed: list[Finding]
    notes: list[str]
    reasons: dict[Finding, str]


def _hash_of(tool: dict[str, Any] | None) -> str | None:
    if tool is None:
        return None
    from mcp_catalog.hashing import definition_hash

    try:
        return definition_hash(tool)
    except ValueError:  # no canonical form: it can never match a pinned hash
        return None


def apply(
    findings: Sequence[Finding],
    suppressions: Iterable[SuppressionLike],
    tools: dict[tuple[str, str], dict[str, Any]],
    known_rules: Iterable[str],
) -> Applied:
    """Split findings into kept and suppressed; notes say what to pin, fix or remove."""
    rules = set(known_rules)
    subs = list(suppressions)
    notes: list[str] = []
    for s in subs:
        if s.rule not in rules:
            notes.append(f"{s.source}: suppression names unknown rule {escape(s.rule)!r} (see `catalog rules`)")
    hashes: dict[tuple[str, str], str | None] = {}
    used: set[int] = set()
    stale_noted: set[int] = set()
    kept: list[Finding] = []
    suppressed: list[Finding] = []
    reasons: dict[Finding, str] = {}
    for finding in findings:
        applied = False
        stale: list[str] = []
        for number, s in enumerate(subs):
            if s.server != finding.server or s.rule != finding.rule:
                continue
            if s.tool != "*" and s.tool != finding.tool:
                continue
            if s.hash and s.tool != "*" and finding.tool is not None:
                key = (finding.server, finding.tool)
                if key not in hashes:
                    hashes[key] = _hash_of(tools.get(key))
                current = hashes[key]
                if current is None or not current.startswith(s.hash):
                    why = (
                        f"no longer applies: the tool changed since it was reviewed "
                        f"(pinned {s.hash[:PIN_LENGTH]}, now {(current or 'unhashable')[:PIN_LENGTH]})"
                    )
                    stale.append(f"suppression at {s.source} {why}")
                    if number not in stale_noted:
                        stale_noted.add(number)
                        notes.append(
                            f"{s.source}: suppression {why}; review {escape(finding.server)}/"
                            f"{escape(finding.tool)} again, then update or remove it"
                        )
                    used.add(number)
                    continue
            applied = True
            used.add(number)
            reasons[finding] = f"{escape(s.reason)} ({s.source})"
            break
        if applied:
            suppressed.append(finding)
        elif stale:
            kept.append(dataclasses.replace(finding, message=f"{finding.message} ({stale[0]})"))
        else:
            kept.append(finding)
    linted = {server for server, _ in tools}
    for number, s in enumerate(subs):
        if number not in used and s.rule in rules and s.server in linted:  # another server's: not linted this time
            notes.append(
                f"{s.source}: suppression of {escape(s.rule)} for {escape(s.server)}/{escape(s.tool)} "
                "matches no finding; remove it"
            )
        elif number in used and not s.hash and s.tool != "*":
            current = _hash_of(tools.get((s.server, s.tool)))
            pin = f"hash: '{current[:PIN_LENGTH]}'" if current else "a hash"  # quoted: all digits would be a number
            notes.append(
                f"{s.source}: suppression of {escape(s.rule)} for {escape(s.server)}/{escape(s.tool)} "
                f"is not bound to the tool's hash, so it will survive any change to the tool; add `{pin}`"
            )
    return Applied(kept, suppressed, notes, reasons)
