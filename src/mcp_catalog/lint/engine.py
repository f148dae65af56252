"""Run the rules over snapshots: walk each definition once, let every rule look, collect findings.

Per definition, each rule's hits are gathered in the order of the definition's strings (text
decoded from a string comes after all the strings), gated by the rule's triggers, and capped at
a few per string; text rules' hits come from the run's per-string memory (run.py).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import TYPE_CHECKING, Any

from mcp_catalog import forking
from mcp_catalog.gcpause import no_cycle_collection
from mcp_catalog.lint.finding import RANK, Finding
from mcp_catalog.lint.parallel import processes
from mcp_catalog.lint.registry import NO_BLANK, Rule, second_opinion
from mcp_catalog.lint.run import Levels, Run
from mcp_catalog.lint.suppress import SuppressionLike, apply
from mcp_catalog.lint.view import Catalog, Hit, ToolView
from mcp_catalog.textsafe import excerpt

if TYPE_CHECKING:
    from mcp_catalog.snapshot import Snapshot

DEFAULT_MAX_LENGTH = 1500
MAX_PER_RULE_AND_STRING = 5


@dataclass
class LintResult:
    findings: list[Finding]
    suppressed: list[Finding] = field(default_factory=list)
    # One-line remarks for the person running lint: suppressions to pin, stale or unused ones.
    notes: list[str] = field(default_factory=list)
    # Why each suppressed finding was accepted: "reason (catalog.yaml:12)".
    suppression_reasons: dict[Finding, str] = field(default_factory=dict)


def _finding(rule: Rule, view: ToolView, h: Hit, excerpts: dict[tuple[str, int], str] | None = None) -> Finding:
    text = h.text
    message = h.message
    if text.decoded_from is not None:
        message = f"in text hidden in {text.decoded_from}: {message}"
    if excerpts is None:
        shown = excerpt(text.raw, h.start)
    else:  # definitions of a run share their strings: escape each excerpt once
        key = (text.raw, h.start)
        shown = excerpts.get(key) or excerpts.setdefault(key, excerpt(text.raw, h.start))
    return Finding(
        server=view.server,
        tool=view.name if view.tool is not None else None,
        pointer=text.field.pointer,
        rule=rule.id,
        severity=h.severity or rule.severity,
        message=message,
        excerpt=shown,
        path=view.path,
        backers=h.backers,
        alone=h.alone if h.backers else None,
    )


def _emit(
    rule: Rule, view: ToolView, hits: Iterable[Hit], out: list[Finding], excerpts: dict[tuple[str, int], str]
) -> bool:
    """A rule's hits on one definition, in order, at most a few per string, if its gates hold
    (returned: whether they were reported)."""
    counts: dict[str, int] = {}
    gated = False
    for h in hits:
        if not gated:
            if rule.triggers and not view.has(rule.triggers):
                return False
            if (rule.gate == "unicode" and view.ascii) or (rule.gate == "controls" and not view.controls):
                return False
            gated = True
        pointer = h.text.field.pointer
        counts[pointer] = counts.get(pointer, 0) + 1
        if counts[pointer] <= MAX_PER_RULE_AND_STRING:
            out.append(_finding(rule, view, h, excerpts))
    return gated


def _text_hits(view: ToolView, run: Run) -> tuple[dict[int, list[Hit]], int]:
    """Every text rule's hits on the definition, in the order of its strings (decoded text last),
    and the tool rules whose `when` holds for some string."""
    rules = run.rules.rules
    by_rule: dict[int, list[tuple[int, Levels]]] = {}
    waiting: set[int] = set()
    when = 0
    for group in view.groups:
        for index, entries in group.found.items():
            by_rule.setdefault(index, []).extend(entries)
        waiting.update(group.waiting)
        when |= group.when
    for index in waiting:
        rule = rules[index]
        assert rule.context is not None
        if rule.blank is not NO_BLANK and not any(
            group.hits_with(index, rule, rule.blank) for group in view.groups if index in group.waiting
        ):
            continue  # nothing under the context that finds the most: nothing under this one
        context = rule.context(view)
        for group in view.groups:
            if index in group.waiting:
                found = group.hits_with(index, rule, context)
                if found:
                    by_rule.setdefault(index, []).extend(found)
    return {index: _in_order(entries) for index, entries in by_rule.items()}, when


def _in_order(entries: list[tuple[int, Levels]]) -> list[Hit]:
    """Hits from several strings: all on the strings first, then on text decoded from them."""
    if len(entries) == 1 and len(entries[0][1]) == 1:
        return entries[0][1][0]
    found = [levels for _, levels in sorted(entries, key=lambda e: e[0])]
    depth = max(len(levels) for levels in found)
    return [h for level in range(depth) for levels in found if level < len(levels) for h in levels[level]]


def _tool_hits(view: ToolView, run: Run, index: int, when: int) -> list[Hit]:
    rule = run.rules.rules[index]
    assert rule.tool_check is not None
    if rule.when is not None and not when >> index & 1:
        return []
    shape = view.shape
    if rule.schema_only and shape is not None:
        found = shape.tool_hits.get(index)
        if found is None:
            found = shape.tool_hits[index] = list(rule.tool_check(view))
        return found
    return list(rule.tool_check(view))


def _lint_view(view: ToolView, run: Run, out: list[Finding]) -> None:
    found, when = _text_hits(view, run)
    for index in run.rules.tool:
        hits = _tool_hits(view, run, index, when)
        if hits:
            found[index] = hits
    rules = run.rules.rules
    waiting = [index for index, hits in found.items() if hits[0].corroborated is not None]
    if waiting:
        _settle(view, run, found, waiting, out)
        return
    for index in sorted(found):
        _emit(rules[index], view, found[index], out, run.excerpts)


def _settle(view: ToolView, run: Run, found: dict[int, list[Hit]], waiting: list[int], out: list[Finding]) -> None:
    """_lint_view's last step when some hits depend on the other rules' findings (Hit.corroborated):
    the other rules' findings first, then those hits at the severity they take, in rule order.
    Only warnings and errors of rules that are a second opinion (registry.second_opinion) count,
    and not their remarks on form (Hit.opinion)."""
    rules = run.rules.rules
    emitted: dict[int, list[Finding]] = {}
    backing: list[tuple[int, str]] = []  # (rank, rule id) of each hit that counts
    for index in sorted(found.keys() - set(waiting)):
        rule = rules[index]
        if _emit(rule, view, found[index], emitted.setdefault(index, []), run.excerpts) and second_opinion(rule):
            backing += [(RANK[h.severity or rule.severity], rule.id) for h in found[index] if h.opinion]
    ranked = sorted(((rank, rule_id) for rank, rule_id in backing if rank >= RANK["warning"]), key=lambda b: -b[0])
    backers = tuple(dict.fromkeys(rule_id for _, rule_id in ranked))  # the most severe first, each once
    for index in waiting:
        settled = []
        for h in found[index]:
            if not backers:
                if h.alone is not None:
                    settled.append(Hit(h.text, h.start, h.end, h.message, h.alone))
                continue
            assert h.corroborated is not None
            message = f"{h.message}{_ALSO}{backers[0]}{_ALSO_END}"
            settled.append(Hit(h.text, h.start, h.end, message, h.corroborated, alone=h.alone, backers=backers))
        _emit(rules[index], view, settled, emitted.setdefault(index, []), run.excerpts)
    for index in sorted(emitted):
        out.extend(emitted[index])


_ALSO, _ALSO_END = "; ", " also reports this definition"


def _unraise(kept: list[Finding]) -> list[Finding]:
    """Findings raised by other rules' findings (Finding.backers) once suppressions are applied:
    still raised while one of those rules keeps a warning or an error on the definition (named in
    the message), else back to their own severity (Finding.alone), or gone. A suppressed finding
    was reviewed and accepted; it is no second opinion."""
    if not any(f.backers for f in kept):
        return kept
    standing: dict[tuple[str, str | None], set[str]] = {}
    for f in kept:
        if not f.backers and RANK[f.severity] >= RANK["warning"]:
            standing.setdefault((f.server, f.tool), set()).add(f.rule)
    out = []
    for f in kept:
        if not f.backers:
            out.append(f)
            continue
        said = f"{_ALSO}{f.backers[0]}{_ALSO_END}"  # replaced where it stands: a note may follow (suppress.apply)
        left = [rule for rule in f.backers if rule in standing.get((f.server, f.tool), set())]
        if left:
            message = f.message.replace(said, f"{_ALSO}{left[0]}{_ALSO_END}", 1)
            out.append(dataclasses.replace(f, message=message, backers=tuple(left)))
        elif f.alone is not None:
            message = f.message.replace(said, "", 1)
            out.append(dataclasses.replace(f, severity=f.alone, message=message, backers=(), alone=None))
    return out


def lint_tool(tool: dict[str, Any], server_id: str, *, max_length: int | None = None) -> list[Finding]:
    """Findings for one definition on its own (no cross-server rules, no suppressions)."""
    run = Run(max_length or DEFAULT_MAX_LENGTH)
    out: list[Finding] = []
    _lint_view(run.view(server_id, tool), run, out)
    return _unique(out)


def tool_linter(*, max_length: int | None = None) -> Callable[[dict[str, Any], str], list[Finding]]:
    """lint_tool for many definitions one at a time (catalog diff): one run's memory serves them
    all, so the strings and shapes they share are analysed once. Same findings as lint_tool."""
    return diff_linters(max_length=max_length)[0]


def instructions_linter(*, max_length: int | None = None) -> Callable[[str, str], list[Finding]]:
    """The findings on a server's instructions, one text at a time: the instructions are text the
    model reads beside every tool, linted as `catalog lint` lints them."""
    return diff_linters(max_length=max_length)[1]


def diff_linters(
    *, max_length: int | None = None
) -> tuple[Callable[[dict[str, Any], str], list[Finding]], Callable[[str, str], list[Finding]]]:
    """tool_linter's and instructions_linter's functions over one run's memory (catalog diff lints both)."""
    run = Run(max_length or DEFAULT_MAX_LENGTH)

    def findings(view: ToolView) -> list[Finding]:
        out: list[Finding] = []
        _lint_view(view, run, out)
        return _unique(out)

    def lint_tool(tool: dict[str, Any], server_id: str) -> list[Finding]:
        return findings(run.view(server_id, tool))

    def lint_instructions(instructions: str, server_id: str) -> list[Finding]:
        return findings(run.view(server_id, None, instructions=instructions))

    return lint_tool, lint_instructions


Job = tuple["Snapshot", int | None]  # a snapshot and the index of one of its tools (None: its instructions)


def _jobs(snapshots: Sequence[Snapshot]) -> list[Job]:
    jobs: list[Job] = []
    for snap in snapshots:
        if snap.instructions:
            jobs.append((snap, None))
        jobs.extend((snap, index) for index in range(len(snap.tools)))
    return jobs


def _lint_jobs(jobs: Sequence[Job], run: Run, views: list[ToolView], out: list[list[Finding]]) -> None:
    """Each job's findings, one list a job, appended to out (and its view to views)."""
    for snap, index in jobs:
        if index is None:
            view = run.view(snap.server_id, None, instructions=snap.instructions, path=snap.path)
        else:
            view = run.view(snap.server_id, snap.tools[index], path=snap.path, index=index)
        found: list[Finding] = []
        _lint_view(view, run, found)  # while its strings are fresh in the run's memory
        out.append(found)
        views.append(view)


def _findings_of(jobs: Sequence[Job], run: Run) -> list[list[Finding]]:
    out: list[list[Finding]] = []
    _lint_jobs(jobs, run, [], out)
    return out


def _light_views(jobs: Sequence[Job], run: Run) -> list[ToolView]:
    return [
        run.light_view(snap.server_id, None, instructions=snap.instructions, path=snap.path)
        if index is None
        else run.light_view(snap.server_id, snap.tools[index], path=snap.path, index=index)
        for snap, index in jobs
    ]


def _read_views(snap: Snapshot, run: Run) -> list[ToolView]:
    """The views of a snapshot whose own findings are known: only the cross-server rules read them."""
    views = _light_views(_jobs([snap])[:1], run) if snap.instructions else []
    views.extend(run.read_view(snap.server_id, tool, path=snap.path, index=n) for n, tool in enumerate(snap.tools))
    return views


def _catalog_findings(run: Run, catalog: Catalog) -> list[Finding]:
    """The cross-server rules' findings."""
    out: list[Finding] = []
    for rule in (run.rules.rules[i] for i in run.rules.catalog):
        assert rule.catalog_check is not None
        for view, h in rule.catalog_check(catalog):
            out.append(_finding(rule, view, h))
    return out


ViewsInOrder = Callable[[list["ToolView"]], list["ToolView"]]  # the linted views -> every definition's


def _lint_shared(
    jobs: Sequence[Job],
    run: Run,
    views: list[ToolView],
    out: list[list[Finding]],
    in_order: ViewsInOrder,
    count: int,
) -> list[Finding] | None:
    """Lint in `count` processes, this one and forked workers (mcp_catalog.forking): views and
    per-definition findings, in order, go to views and out; returns the cross-server findings,
    or None when no worker could be started (the rest is then the caller's).

    Part 0 is the cross-server rules (they read every definition, the ones not linted before the
    fork lightly walked: whichever process takes it has them all), each other part a slice of
    the definitions.
    """
    # The first sixteenth here, before the fork, so that the workers start with what the run
    # has learnt about the catalog's shared strings and shapes.
    start = len(jobs) // 16
    _lint_jobs(jobs[:start], run, views, out)
    everyone = views + _light_views(jobs[start:], run)  # walked only as far as a rule asks
    slices = [(start + lo, start + hi) for lo, hi in forking.cut(len(jobs) - start, forking.MAX_TICKETS - 1)]

    def part(n: int) -> list[list[Finding]]:
        if n == 0:
            return [_catalog_findings(run, Catalog(in_order(everyone)))]
        return _findings_of(jobs[slice(*slices[n - 1])], run)

    done = forking.shared(len(slices) + 1, part, count)
    if done is None:
        return None
    views[:] = everyone
    for found in done[1:]:
        out.extend(found)
    return done[0][0]


def lint_snapshots(
    snapshots: list[Snapshot],
    *,
    suppressions: Iterable[SuppressionLike] = (),
    max_length: int | None = None,
) -> LintResult:
    """Lint every tool (and the instructions) of every snapshot, then apply suppressions."""
    with no_cycle_collection():
        parts = _lint_parts(snapshots, max_length, {})
        return assemble(snapshots, parts, suppressions)


@dataclass
class Parts:
    """A run's findings before they are put together (assemble): each snapshot's own, its
    definitions' in order, and the cross-server ones."""

    own: list[list[Finding]]
    catalog: list[Finding]
    rule_ids: list[str]


def lint_parts(
    snapshots: list[Snapshot], *, max_length: int | None = None, known: Mapping[int, list[Finding]] | None = None
) -> Parts:
    """lint_snapshots in parts, for a caller that keeps each snapshot's own findings (lint's
    cache): known[i] is snapshot i's own findings from an earlier run with the same settings;
    its definitions are then only read by the cross-server rules. What lint finds in one
    definition depends on that definition alone, so the result is what linting all would give."""
    with no_cycle_collection():
        return _lint_parts(snapshots, max_length, known or {})


def _lint_parts(snapshots: list[Snapshot], max_length: int | None, known: Mapping[int, list[Finding]]) -> Parts:
    run = Run(max_length or DEFAULT_MAX_LENGTH)
    todo = [snap for i, snap in enumerate(snapshots) if i not in known]
    views: list[ToolView] = []
    out: list[list[Finding]] = []  # one list a job of todo
    jobs = _jobs(todo)

    def in_order(linted: list[ToolView]) -> list[ToolView]:
        """Every definition's view in catalog order: the known snapshots' lightly walked."""
        if not known:
            return linted
        found = iter(linted)
        return [
            view
            for i, snap in enumerate(snapshots)
            for view in (_read_views(snap, run) if i in known else islice(found, _count(snap)))
        ]

    count = processes(len(jobs))
    shared = _lint_shared(jobs, run, views, out, in_order, count) if count > 1 else None
    if shared is None:
        _lint_jobs(jobs[len(views) :], run, views, out)
        shared = _catalog_findings(run, Catalog(in_order(views)))
    own: list[list[Finding]] = []
    by_job = iter(out)
    for i, snap in enumerate(snapshots):
        if i in known:
            own.append(list(known[i]))
        else:
            own.append([f for found in islice(by_job, _count(snap)) for f in found])
    return Parts(own, shared, [r.id for r in run.rules.rules])


def _count(snap: Snapshot) -> int:
    """The jobs of a snapshot (_jobs): its instructions, if any, and each tool."""
    return (1 if snap.instructions else 0) + len(snap.tools)


def assemble(snapshots: list[Snapshot], parts: Parts, suppressions: Iterable[SuppressionLike] = ()) -> LintResult:
    """The findings of every snapshot in catalog order, each once, then suppressions applied."""
    order: dict[int, int] = {}
    position: dict[tuple[str, str | None], int] = {}
    n = 0
    for snap in snapshots:  # as the definitions' views are numbered in a run
        for _, index in _jobs([snap]):
            name = snap.tools[index].get("name") if index is not None else None
            order[id(snap.path)] = n
            position[snap.server_id, name if isinstance(name, str) else None] = n
            n += 1
    out = [f for own in parts.own for f in own]
    out.extend(parts.catalog)
    findings = sorted(
        _unique(out),
        key=lambda f: (
            position.get((f.server, f.tool), order.get(id(f.path), 0)),
            f.pointer,
            -RANK[f.severity],
            f.rule,
        ),
    )
    return suppress(findings, suppressions, snapshots, parts.rule_ids)


def suppress(
    findings: list[Finding],
    suppressions: Iterable[SuppressionLike],
    snapshots: Iterable[Snapshot],
    rule_ids: Iterable[str],
) -> LintResult:
    """The result of a run whose findings are known: suppressions applied (the snapshots are
    read only for the hashes of suppressed tools and instructions)."""
    subs = list(suppressions)
    if not subs:
        return LintResult(findings)
    servers = {s.server for s in subs}
    snaps = [s for s in snapshots if s.server_id in servers]
    tools = {(s.server_id, t["name"]): t for s in snaps for t in s.tools if isinstance(t.get("name"), str)}
    instructions = {s.server_id: s.instructions for s in snaps}
    applied = apply(findings, subs, tools, rule_ids, instructions)
    return LintResult(_unraise(applied.kept), applied.suppressed, applied.notes, applied.reasons)


def _unique(findings: list[Finding]) -> list[Finding]:
    seen: set[tuple[object, ...]] = set()
    out: list[Finding] = []
    for f in findings:
        key = (f.server, f.tool, f.pointer, f.rule, f.message, f.excerpt)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out
