"""Suppressions from catalog.yaml, bound to the hash of the tool (or the server's instructions)
they were reviewed on.

A suppression says "a person looked at this finding on this tool and accepted it". When the
tool changes, that review no longer covers it, so a suppression with a `hash` applies only
while the tool's definition hash still starts with it. A suppression without a hash still
applies (so adopting lint is not all-or-nothing), but every run says which hash to pin. A
suppression of the server's instructions (`instructions: true`, tool None here) matches only
the findings in the instructions (their tool is None too), and its hash is the instructions'
(the lock's instructionsHash).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from mcp_catalog.lint.finding import Finding
from mcp_catalog.textsafe import escape, tool_label

PIN_LENGTH = 12


class SuppressionLike(Protocol):
    """What catalog.yaml's `lint.suppress` entries provide (config.Suppression)."""

    @property
    def server(self) -> str: ...
    @property
    def tool(self) -> str | None: ...  # None: the server's instructions
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


def _instructions_hash_of(text: str | None) -> str | None:
    from mcp_catalog.hashing import instructions_hash

    return instructions_hash(text) if isinstance(text, str) else None


def _target(server: str, tool: str | None) -> str:
    """What a suppression or finding is on, as the text report names it."""
    return f"{escape(server)}/{tool_label(tool, cut=False)}"


# what the instructions look like when written as a tool: a suppression naming one matches nothing
_INSTRUCTIONS_SPELLINGS = ("instructions", "(instructions)", "/instructions", "server.instructions")


def apply(
    findings: Sequence[Finding],
    suppressions: Iterable[SuppressionLike],
    tools: dict[tuple[str, str], dict[str, Any]],
    known_rules: Iterable[str],
    instructions: Mapping[str, str | None] | None = None,
) -> Applied:
    """Split findings into kept and suppressed; notes say what to pin, fix or remove.

    tools maps (server, tool name) to the definition, instructions a server to its instructions
    (for the hashes of pinned suppressions)."""
    rules = set(known_rules)
    subs = list(suppressions)
    texts = dict(instructions or {})
    notes: list[str] = []
    for s in subs:
        if s.rule not in rules:
            notes.append(f"{s.source}: suppression names unknown rule {escape(s.rule)!r} (see `catalog rules`)")
    hashes: dict[tuple[str, str | None], str | None] = {}

    def current_hash(server: str, tool: str | None) -> str | None:
        if (server, tool) not in hashes:
            found = _instructions_hash_of(texts.get(server)) if tool is None else _hash_of(tools.get((server, tool)))
            hashes[server, tool] = found
        return hashes[server, tool]

    used: set[int] = set()
    stale_noted: set[int] = set()
    kept: list[Finding] = []
    suppressed: list[Finding] = []
    reasons: dict[Finding, str] = {}
    for finding in findings:
        applied: SuppressionLike | None = None
        stale: list[tuple[int, SuppressionLike, str]] = []
        # every entry that matches is looked at, also after one applies: a stale pin beside a `tool: "*"`
        # entry is said to be stale, not unused
        for number, s in enumerate(subs):
            if s.server != finding.server or s.rule != finding.rule:
                continue
            if s.tool != "*" and s.tool != finding.tool:
                continue
            used.add(number)
            if s.hash and s.tool != "*":
                current = current_hash(finding.server, finding.tool)
                if current is None or not current.startswith(s.hash):
                    what = "the tool's current definition"
                    if finding.tool is None:
                        what = "the server's current instructions"
                    why = (
                        f"no longer applies: its hash does not match {what} "
                        f"(pinned {s.hash[:PIN_LENGTH]}, now {(current or 'unhashable')[:PIN_LENGTH]})"
                    )
                    stale.append((number, s, why))
                    continue
            if applied is None:
                applied = s
        for number, s, why in stale:
            if number not in stale_noted:
                stale_noted.add(number)
                meanwhile = ""
                if applied is not None:
                    meanwhile = f" (the finding is suppressed meanwhile by the entry at {applied.source})"
                notes.append(
                    f"{s.source}: suppression {why}; review {_target(finding.server, finding.tool)} again, "
                    f"then update or remove it{meanwhile}"
                )
        if applied is not None:
            suppressed.append(finding)
            reasons[finding] = f"{escape(applied.reason)} ({applied.source})"
        elif stale:
            kept.append(dataclasses.replace(finding, message=f"{finding.message} (suppression at {stale[0][1].source} "
                                                             f"{stale[0][2]})"))
        else:
            kept.append(finding)
    linted = {server for server, _ in tools} | set(texts)
    for number, s in enumerate(subs):
        if number not in used and s.rule in rules and s.server in linted:  # another server's: not linted this time
            hint = ""
            if s.tool is not None and s.tool.strip().lower() in _INSTRUCTIONS_SPELLINGS:
                hint = " (for the server's instructions, write `instructions: true` in place of `tool`)"
            notes.append(
                f"{s.source}: suppression of {escape(s.rule)} for {_target(s.server, s.tool)} "
                f"matches no finding; remove it{hint}"
            )
        elif number in used and not s.hash and s.tool != "*":
            current = current_hash(s.server, s.tool)
            pin = f"hash: '{current[:PIN_LENGTH]}'" if current else "a hash"  # quoted: all digits would be a number
            bound = "the tool's hash, so it will survive any change to the tool"
            if s.tool is None:
                bound = "the instructions' hash, so it will survive any change to them"
            notes.append(
                f"{s.source}: suppression of {escape(s.rule)} for {_target(s.server, s.tool)} "
                f"is not bound to {bound}; add `{pin}`"
            )
    return Applied(kept, suppressed, notes, reasons)
