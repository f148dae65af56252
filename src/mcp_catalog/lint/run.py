"""One lint run's memory: each distinct string and each distinct definition shape is analysed once.

Catalogs repeat themselves. A server describes `owner` or `repo` the same way on every tool,
copies of a tool across servers differ only in name and description, and schemas are shared.
A `FieldTexts` holds one walked string (by its pointer, text and kind), the text decoded from
it, and what the text rules found in them; a `Shape` holds everything about a definition except
its name and description (keyed by the exact content of the rest). Both live for one run only,
so a result never depends on an earlier call.

Strings seen once (names, descriptions) are still analysed in full, but a rule is only run on a
string that can match it (see prefilter.py): most honest prose matches no rule at all.
"""

from __future__ import annotations

import marshal
import re
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, TypeVar, cast

from mcp_catalog.lint.decode import hidden_in, may_hide
from mcp_catalog.lint.prefilter import ATOMS, Atoms, Conjunction, Needs, derive, mask_of, prepare_expressions
from mcp_catalog.lint.registry import Rule, all_rules
from mcp_catalog.lint.text import Text, make_text
from mcp_catalog.lint.view import Hit, ToolView, _root_properties, purpose_words
from mcp_catalog.lint.walker import (
    DESCRIPTION,
    NAME,
    PROSE_KINDS,
    Field,
    walk_instructions,
    walk_member,
    walk_tool,
)

if TYPE_CHECKING:
    from pathlib import Path

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f-\x9f]|\r(?!\n)")
_SLOTS = ("name", "description")  # members that differ between copies of a definition
_SLOT_KINDS = {"name": NAME, "description": DESCRIPTION}  # what walk_member makes of them
T = TypeVar("T")
Levels = list[list[Hit]]  # hits on a field's text, on text decoded from it, on text decoded from that


@dataclass
class Plan:
    """What the text rules do with one kind of string: which rules read it, and their word tests.

    Each step is (index, rule, needs, first clause mask or 0); `steps` is for any string,
    `ascii_steps` leaves out the rules that only read non-ASCII text, and `plain_steps` also
    those that only read text with control characters.
    """

    steps: list[tuple[int, Rule, Needs | None, int]]
    ascii_steps: list[tuple[int, Rule, Needs | None, int]]
    plain_steps: list[tuple[int, Rule, Needs | None, int]]
    mask: Callable[[str], int]  # a string's atoms, in the bits `needs` were compiled to


@dataclass
class Ruleset:
    """The registered rules, split by how they run, with their compiled prerequisites."""

    rules: list[Rule]
    text: list[int]  # indices into rules
    tool: list[int]
    catalog: list[int]
    when: list[int]  # tool rules with a `when` test
    derived: dict[int, list[Conjunction] | None]  # text rules' `needs`, derived (None: no requirement)
    prose_needs: dict[int, Needs]  # the same in the bits of ATOMS: one for every kind of prose
    _plans: dict[str, Plan] = field(default_factory=dict)

    def plan(self, kind: str) -> Plan:
        """The text rules for one kind of string. Prose shares the atoms of the Expressions (so a
        string's atoms are worked out once); names and parameter names, which are new in every
        definition, are tested for the few atoms their rules need."""
        found = self._plans.get(kind)
        if found is None:
            prose = kind in PROSE_KINDS
            atoms = ATOMS if prose else Atoms()
            steps: list[tuple[int, Rule, Needs | None, int]] = []
            for index in self.text:
                rule = self.rules[index]
                if rule.kinds is not None and kind not in rule.kinds:
                    continue
                derived = None if kind in rule.needs_exempt else self.derived.get(index)
                if derived is None:
                    needs = None
                elif prose:
                    needs = self.prose_needs[index]
                else:
                    needs = atoms.compile(derived)
                steps.append((index, rule, needs, needs.first if needs is not None else 0))
            ascii_steps = [step for step in steps if step[1].gate != "unicode"]
            plain_steps = [step for step in ascii_steps if step[1].gate != "controls"]
            found = self._plans[kind] = Plan(steps, ascii_steps, plain_steps, mask_of if prose else atoms.mask)
        return found


@lru_cache(maxsize=1)
def ruleset() -> Ruleset:
    rules = all_rules()
    derived: dict[int, list[Conjunction] | None] = {}
    prose_needs: dict[int, Needs] = {}
    for index, rule in enumerate(rules):
        if rule.text_check is None or not rule.needs:
            continue
        found = [derive(p) for p in rule.needs]
        conjunctions = None if any(d is None for d in found) else [c for d in found if d is not None for c in d]
        derived[index] = conjunctions
        if conjunctions is not None:
            prose_needs[index] = ATOMS.compile(conjunctions)  # every atom exists before the first run
    prepare_expressions()
    return Ruleset(
        rules,
        [i for i, r in enumerate(rules) if r.text_check is not None],
        [i for i, r in enumerate(rules) if r.tool_check is not None],
        [i for i, r in enumerate(rules) if r.catalog_check is not None],
        [i for i, r in enumerate(rules) if r.tool_check is not None and r.when is not None],
        derived,
        prose_needs,
    )


def _levels(text: Text) -> list[list[Text]]:
    """The text, the text decoded from it, the text decoded from that (as far as decoding goes)."""
    levels = [[text]]
    pending = [text] if may_hide(text.raw, text.norm) else []
    while pending:
        found: list[Text] = []
        for item in pending:
            found.extend(hidden_in(item))
        if found:
            levels.append(found)
        pending = found
    return levels


class FieldTexts:
    """One walked string with the text decoded from it, and what the text rules found there."""

    __slots__ = (
        "_ascii",
        "_candidates",
        "_controls",
        "_derived",
        "_memo",
        "field",
        "found",
        "levels",
        "maybe",
        "when",
    )

    def __init__(self, fld: Field, rs: Ruleset, settings: dict[str, Any], *, scan: bool = True) -> None:
        self.field = fld
        self.levels = _levels(make_text(fld))
        self.found: dict[int, Levels] = {}  # context-free text rules that report something here
        self.maybe = 0  # bits: text rules with a context that may report something here
        self.when = 0  # bits: tool rules whose `when` holds for one of these texts
        self._candidates: dict[int, list[tuple[int, Text]]] = {}
        self._memo: dict[Hashable, Any] = {}
        self._derived: dict[Callable[[FieldTexts], Any], Any] = {}
        self._ascii: bool | None = None
        self._controls: bool | None = None
        if scan:
            self._scan(rs, settings)

    @property
    def ascii(self) -> bool:
        if self._ascii is None:
            self._ascii = all(t.raw.isascii() for level in self.levels for t in level)
        return self._ascii

    @property
    def controls(self) -> bool:
        if self._controls is None:
            self._controls = any(_CONTROL.search(t.raw) for level in self.levels for t in level)
        return self._controls

    def _scan(self, rs: Ruleset, settings: dict[str, Any]) -> None:
        plan = rs.plan(self.field.kind)
        for depth, level in enumerate(self.levels):
            for text in level:
                raw = text.raw
                steps = plan.steps
                if raw.isascii():
                    steps = plan.plain_steps if raw.isprintable() else plan.ascii_steps
                mask = -1  # not worked out yet
                for index, rule, needs, first in steps:
                    if needs is not None:
                        if mask == -1:
                            mask = plan.mask(text.norm)
                        if not mask & first or not needs.test(mask):
                            continue
                    if rule.context is not None:
                        self.maybe |= 1 << index
                        self._candidates.setdefault(index, []).append((depth, text))
                        continue
                    assert rule.text_check is not None
                    hits = list(rule.text_check(text, settings[rule.setting] if rule.setting else None))
                    if hits:
                        self.found.setdefault(index, [[] for _ in self.levels])[depth].extend(hits)
                for index in rs.when:
                    when = rs.rules[index].when
                    if when is not None and when(text):
                        self.when |= 1 << index

    @property
    def candidates(self) -> Iterable[int]:
        """Text rules with a context that may report something here."""
        return self._candidates.keys()

    def derived(self, compute: Callable[[FieldTexts], T]) -> T:
        """Something a rule works out from these texts, once per run."""
        if compute not in self._derived:
            self._derived[compute] = compute(self)
        return self._derived[compute]  # type: ignore[no-any-return]

    def hits_with(self, index: int, rule: Rule, context: Hashable) -> Levels:
        """Hits of a text rule that depends on its definition, for one value of that context."""
        assert rule.text_check is not None
        if rule.narrow is not None:
            # Each string is checked with the part of the context that matters for it.
            found: Levels = [[] for _ in self.levels]
            for depth, text in self._candidates.get(index, ()):
                found[depth].extend(self._checked(index, rule, text, rule.narrow(text, context)))
            return found
        key = (index, context)
        memo = self._memo.get(key)
        if memo is None:
            memo = [[] for _ in self.levels]
            for depth, text in self._candidates.get(index, ()):
                memo[depth].extend(rule.text_check(text, context))
            self._memo[key] = memo
        return memo

    def _checked(self, index: int, rule: Rule, text: Text, context: Hashable) -> list[Hit]:
        key = (index, id(text), context)
        found = self._memo.get(key)
        if found is None:
            assert rule.text_check is not None
            found = self._memo[key] = list(rule.text_check(text, context))
        return found


class Group:
    """Some strings of a definition, by position, with what the text rules found in them together."""

    __slots__ = ("_memo", "found", "waiting", "when")

    def __init__(self, entries: Iterable[tuple[int, FieldTexts]]) -> None:
        self.found: dict[int, list[tuple[int, Levels]]] = {}  # context-free rules: (position, hits)
        self.waiting: dict[int, list[tuple[int, FieldTexts]]] = {}  # rules with a context: candidates
        self.when = 0
        self._memo: dict[tuple[int, Hashable], list[tuple[int, Levels]]] = {}
        for position, f in entries:
            for index, levels in f.found.items():
                self.found.setdefault(index, []).append((position, levels))
            if f.maybe:
                for index in f.candidates:
                    self.waiting.setdefault(index, []).append((position, f))
            self.when |= f.when

    def hits_with(self, index: int, rule: Rule, context: Hashable) -> list[tuple[int, Levels]]:
        """A context rule's hits on these strings (only the strings with hits)."""
        key = (index, context)
        found = self._memo.get(key) if rule.narrow is None else None
        if found is None:
            found = []
            for position, f in self.waiting.get(index, ()):
                levels = f.hits_with(index, rule, context)
                if any(levels):
                    found.append((position, levels))
            if rule.narrow is None:
                self._memo[key] = found
        return found


@dataclass
class Shape:
    """A definition without its name and description: the same for every copy of a tool."""

    template: list[FieldTexts | None]  # walked strings in order; None where the name and description go
    slots: list[tuple[int, str]]  # (position in template, "name" or "description")
    params: dict[str, Any]
    group: Group  # the shared strings, at their positions among the definition's strings
    group_members: list[FieldTexts]
    tool_hits: dict[int, list[Hit]] = field(default_factory=dict)  # schema-only rules, judged once
    purpose: frozenset[str] = frozenset()  # what the titles say the tool is for
    param_names: frozenset[str] = frozenset()
    _unions: dict[Callable[[FieldTexts], frozenset[str]], frozenset[str]] = field(default_factory=dict)

    def union(self, compute: Callable[[FieldTexts], frozenset[str]]) -> frozenset[str]:
        """compute() over the shared strings, joined: once per shape."""
        found = self._unions.get(compute)
        if found is None:
            shared = [m.derived(compute) for m in self.group_members]
            found = self._unions[compute] = frozenset().union(*shared)
        return found


class Run:
    """The caches of one lint call."""

    def __init__(self, max_length: int) -> None:
        self.rules = ruleset()
        self.max_length = max_length
        self.settings: dict[str, Any] = {"max_length": max_length}
        self._fields: dict[Field, FieldTexts] = {}
        self._unscanned: dict[Field, FieldTexts] = {}  # strings only the cross-server rules read
        self._shapes: dict[bytes, Shape] = {}
        self._unscanned_shapes: dict[bytes, Shape] = {}  # shapes of definitions no text rule reads
        self.excerpts: dict[tuple[str, int], str] = {}  # (raw text, start) -> escaped excerpt

    def texts_of(self, fld: Field) -> FieldTexts:
        found = self._fields.get(fld)
        if found is None:
            found = FieldTexts(fld, self.rules, self.settings)
            self._fields[fld] = found
        return found

    def _texts_unscanned(self, fld: Field) -> FieldTexts:
        found = self._fields.get(fld) or self._unscanned.get(fld)
        if found is None:
            found = self._unscanned[fld] = FieldTexts(fld, self.rules, self.settings, scan=False)
        return found

    def light_view(
        self,
        server: str,
        tool: dict[str, Any] | None,
        *,
        instructions: str | None = None,
        path: Path | None = None,
        index: int | None = None,
    ) -> ToolView:
        """A definition as the cross-server rules read it, for one whose own findings were made
        elsewhere (parallel.py): its strings are walked and folded only if a rule asks for them,
        and the text rules are not run on them."""

        def fields() -> list[FieldTexts]:
            walked = walk_instructions(instructions) if tool is None else walk_tool(tool)
            return [self._texts_unscanned(f) for f in walked]

        return ToolView(server, tool, fields, [], path=path, index=index, max_length=self.max_length)

    def read_view(
        self,
        server: str,
        tool: dict[str, Any],
        *,
        path: Path | None = None,
        index: int | None = None,
    ) -> ToolView:
        """A definition as the cross-server rules read it, whose own findings are known from an
        earlier run (lint's cache): walked and folded now, through its shape as view() does, so
        the strings it shares with its shape are read once, but no text rule is run on them."""
        shape = self._shape(tool, self._texts_unscanned, self._unscanned_shapes)
        if shape is None:
            return self.light_view(server, tool, path=path, index=index)
        return self._filled(server, tool, shape, self._texts_unscanned, path, index)

    def view(
        self,
        server: str,
        tool: dict[str, Any] | None,
        *,
        instructions: str | None = None,
        path: Path | None = None,
        index: int | None = None,
    ) -> ToolView:
        if tool is None:
            fields = [self.texts_of(f) for f in walk_instructions(instructions)]
            return ToolView(
                server, None, fields, [Group(enumerate(fields))], path=path, index=index, max_length=self.max_length
            )
        shape = self._shape(tool, self.texts_of, self._shapes)
        if shape is None:
            walked: list[Field] = []
            for key, value in tool.items():
                walk_member(key, value, walked)
            fields = [self.texts_of(f) for f in walked]
            return ToolView(
                server, tool, fields, [Group(enumerate(fields))], path=path, index=index, max_length=self.max_length
            )
        return self._filled(server, tool, shape, self.texts_of, path, index)

    def _filled(
        self,
        server: str,
        tool: dict[str, Any],
        shape: Shape,
        texts_of: Callable[[Field], FieldTexts],
        path: Path | None,
        index: int | None,
    ) -> ToolView:
        """A definition of a known shape: the shape's strings with its own name and description."""
        filled = list(shape.template)
        own: list[tuple[int, FieldTexts]] = []  # the name and description, by position
        for position, member in shape.slots:
            texts = texts_of(Field("/" + member, tool[member], _SLOT_KINDS[member], "tool"))
            own.append((position, texts))
            filled[position] = texts
        return ToolView(
            server,
            tool,
            cast(list[FieldTexts], filled),
            [shape.group, Group(own)],
            path=path,
            index=index,
            max_length=self.max_length,
            shape=shape,
            own=[f for _, f in own],
        )

    def _shape(
        self, tool: dict[str, Any], texts_of: Callable[[Field], FieldTexts], shapes: dict[bytes, Shape]
    ) -> Shape | None:
        rest = {k: (() if k in _SLOTS and isinstance(v, str) else v) for k, v in tool.items()}
        try:
            # marshal (version 2) writes exactly the content: True, 1 and 1.0 differ, and so does key order.
            key = marshal.dumps(rest, 2)
        except (ValueError, TypeError):
            return None
        shape = shapes.get(key)
        if shape is None:
            members: list[FieldTexts | str] = []
            for name, value in tool.items():
                if name in _SLOTS and isinstance(value, str):
                    members.append(name)
                else:
                    walked: list[Field] = []
                    walk_member(name, value, walked)
                    members.extend(texts_of(f) for f in walked)
            params = _root_properties(tool)
            shared = [(i, m) for i, m in enumerate(members) if not isinstance(m, str)]
            slots = [(i, m) for i, m in enumerate(members) if isinstance(m, str)]
            shape = Shape(
                [None if isinstance(m, str) else m for m in members],
                slots,
                params,
                Group(shared),
                [m for _, m in shared],
                purpose=purpose_words([m.levels[0][0] for _, m in shared]),
                param_names=frozenset(p.lower() for p in params),
            )
            shapes[key] = shape
        return shape
