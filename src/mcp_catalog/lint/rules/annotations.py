"""Annotations that contradict what the tool says it does."""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import islice
from typing import Any

from mcp_catalog.lint.registry import Example, tool_rule
from mcp_catalog.lint.rules._util import quote
from mcp_catalog.lint.text import _ASCII_PIECE, make_text, split_identifier
from mcp_catalog.lint.view import Hit, ToolView
from mcp_catalog.lint.walker import KEYWORD, Field

DESTRUCTIVE = frozenset(
    {
        "delete",
        "remove",
        "drop",
        "purge",
        "destroy",
        "erase",
        "wipe",
        "truncate",
        "overwrite",
        "reset",
        "revoke",
        "terminate",
        "kill",
        "uninstall",
        "shred",
        "clear",
        "rm",
        "unlink",
        "rmdir",
        "nuke",
        "obliterate",
        "flush",
        "cleanup",
        "clean",
        "prune",
        "evict",
        "trash",
        "discard",
        "revert",
    }
)
# Verbs that, anywhere in the first sentence of a read-only tool's description, contradict it.
_SENTENCE_WRITES = DESTRUCTIVE | frozenset(
    {
        "send",
        "write",
        "upload",
        "publish",
        "post",
        "transfer",
        "pay",
        "deploy",
        "modify",
        "update",
        "insert",
        "install",
        "email",
        "overwrite",
    }
)
WRITES = DESTRUCTIVE | frozenset(
    {
        "send",
        "post",
        "publish",
        "write",
        "create",
        "update",
        "edit",
        "modify",
        "set",
        "put",
        "move",
        "rename",
        "upload",
        "transfer",
        "pay",
        "deploy",
        "merge",
        "push",
        "commit",
        "archive",
        "install",
        "insert",
        "replace",
        "add",
        "assign",
        "close",
        "approve",
        "cancel",
        "submit",
        "invite",
        "ban",
        "block",
        "restart",
        "stop",
        "email",
        "mail",
        "sms",
        "tweet",
        "charge",
        "refund",
        "book",
        "order",
        "buy",
        "sell",
        "grant",
        "disable",
        "enable",
        "patch",
        "save",
        "store",
        "append",
        "import",
        "sync",
        "schedule",
        "dispatch",
        "notify",
        "message",
        "reply",
        "comment",
        "fork",
        "lock",
        "unlock",
        "mute",
        "unmute",
        "follow",
        "unfollow",
        "star",
        "unstar",
        "rotate",
        "apply",
        "change",
    }
)
_ADVERBS = frozenset(
    {
        "permanently",
        "irreversibly",
        "immediately",
        "automatically",
        "securely",
        "quickly",
        "also",
        "will",
        "this",
        "tool",
        "the",
        "it",
        "can",
        "to",
        "that",
        "which",
        "safely",
        "forcibly",
        "fully",
    }
)
_VERB_FORMS = re.compile(r"(?:es|s|ed|ing)$")


_READ_VERBS = frozenset(
    {
        "get",
        "list",
        "search",
        "find",
        "read",
        "fetch",
        "query",
        "show",
        "view",
        "describe",
        "check",
        "lookup",
        "count",
        "inspect",
        "download",
        "browse",
        "whoami",
        "is",
        "has",
        "can",
        "retrieve",
        "load",
        "explain",
        "analyze",
        "preview",
        "validate",
        "diff",
        "compare",
        "summarize",
        "resolve",
        "estimate",
        "calculate",
        "convert",
        "parse",
        "render",
    }
)


def _verbs_of_name(name: str) -> list[str]:
    """The words of a name that can be its verb: the first, or the last in noun_verb names."""
    if name.isascii():  # split_identifier's words, lower-casing only the two needed (names are unique)
        pieces = _ASCII_PIECE.findall(name)
        if not pieces:
            return []
        first = pieces[0].lower()
        if first in _READ_VERBS:
            return []
        return [first, pieces[-1].lower()] if len(pieces) > 1 else [first]
    words = split_identifier(name)
    if not words or words[0] in _READ_VERBS:
        return []
    return [words[0], words[-1]] if len(words) > 1 else words


def _without_verb_ending(word: str) -> str:
    """_VERB_FORMS.sub("", word) for a run of letters: the leftmost ending that reaches the end goes."""
    if word.endswith("ing"):
        return word[:-3]
    if word.endswith(("es", "ed")):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


_LETTERS = re.compile(r"[a-z]+")
_ASCII_LETTERS = re.compile(r"[a-zA-Z]+")
_FIRST_SENTENCE = re.compile(r"(?<=[.!?])\s|\n")
# Where _FIRST_SENTENCE first matches, found from the punctuation (quick to scan for): the white
# space after the match of the first branch, the match itself for the second.
_SENTENCE_BREAK = re.compile(r"[.!?]\s|\n")
_DENIED = re.compile(r"\b(?:not|never|no|without|rejects?|refuses?)\b")


def _first_words(description: str) -> Iterator[str]:
    """The first four runs of letters of the lower-cased description."""
    if description.isascii():  # lower-casing ASCII changes no positions: only the four words
        return (m.group().lower() for m in islice(_ASCII_LETTERS.finditer(description), 4))
    return (m.group() for m in islice(_LETTERS.finditer(description.lower()), 4))


def _first_sentence(description: str) -> str:
    """The lower-cased, stripped description up to its first sentence break."""
    if not description.isascii():
        return _FIRST_SENTENCE.split(description.strip().lower(), maxsplit=1)[0]
    text = description.strip()
    m = _SENTENCE_BREAK.search(text)
    if m is not None:
        text = text[: m.start() + (m.group() != "\n")]
    return text.lower()


def _lead_verb(description: str) -> str | None:
    """The first verb-like word of a description ("Permanently deletes ..." -> "delete")."""
    for word in _first_words(description):
        lead = _LEADS.get(word, _UNSEEN)
        if lead is _UNSEEN:
            lead = _lead_of(word)
            if len(_LEADS) < 20_000:  # descriptions start with a few thousand words at most
                _LEADS[word] = lead
        if lead is not _ADVERB:
            return lead  # type: ignore[return-value]
    return None


_ADVERB = object()  # a word to read past ("permanently", "this", ...)
_UNSEEN = object()
_LEADS: dict[str, object] = {}  # first words seen, and what _lead_of said about each


def _lead_of(word: str) -> object:
    """What one of a description's first words says: _ADVERB, the write verb it is a form of, or None."""
    if word in _ADVERBS:
        return _ADVERB
    if word in WRITES:
        return word
    for stem in (_without_verb_ending(word), word[:-1], word[:-2]):
        if stem in WRITES:
            return stem
    return None


def _annotations(view: ToolView) -> dict[str, Any] | None:
    if view.tool is None:
        return None
    ann = view.tool.get("annotations")
    return ann if isinstance(ann, dict) else None


def _writes(view: ToolView, verbs: frozenset[str]) -> str | None:
    assert view.tool is not None
    name = view.name or ""
    for word in _verbs_of_name(name):
        if word in verbs:
            return f'its name starts with "{quote(word)}"'
    description = view.tool.get("description")
    if isinstance(description, str):
        lead = _lead_verb(description)
        if lead is not None and lead in verbs:
            return f'its description starts with "{quote(lead)}"'
        first = _first_sentence(description)
        if "ing" not in first:
            return None
        strong = verbs & _SENTENCE_WRITES
        for word in _LETTERS.findall(first):
            if word.endswith("ing"):  # "by removing"; plain -s forms are too often nouns ("progress updates")
                stem = word[:-3]
                for candidate in (stem, stem + "e", stem[:-1]):
                    if candidate in strong and not _DENIED.search(first):
                        return f'its description says "{quote(word)}"'
    return None


def _flag(view: ToolView, key: str, message: str) -> Hit:
    value = (_annotations(view) or {}).get(key)
    text = make_text(Field(f"/annotations/{key}", f"{key}: {value!r}", KEYWORD, "annotations"))
    return Hit(text, 0, len(text.raw), message)


@tool_rule(
    "readonly-contradiction",
    "annotations",
    "error",
    summary="`readOnlyHint: true` on a tool that deletes, sends or writes.",
    why="Clients use readOnlyHint to skip the confirmation prompt. A tool that says it is read-only "
    "but deletes records or sends messages gets auto-approved, which is exactly what a hostile "
    "server wants.",
    fix="Set readOnlyHint to false (and destructiveHint as appropriate), or rename and describe the "
    "tool accurately if it really only reads.",
    bad=Example(
        {
            "name": "delete_records",
            "description": "Deletes records.",
            "inputSchema": {"type": "object"},
            "annotations": {"readOnlyHint": True},
        }
    ),
    good=Example(
        {
            "name": "search_records",
            "description": "Searches records; deleted ones are excluded.",
            "inputSchema": {"type": "object"},
            "annotations": {"readOnlyHint": True},
        }
    ),
)
def readonly_contradiction(view: ToolView) -> Iterator[Hit]:
    ann = _annotations(view)
    if not ann or ann.get("readOnlyHint") is not True:
        return
    why = _writes(view, WRITES)
    if why is not None:
        yield _flag(view, "readOnlyHint", f"readOnlyHint is true but {why}")


@tool_rule(
    "destructive-hint",
    "annotations",
    "warning",
    summary="A destructive tool that says `destructiveHint: false`, or declares no annotations at all.",
    why="MCP treats a missing destructiveHint as true, but clients that read annotations loosely "
    "auto-approve tools that do not say they destroy; an explicit false on a delete tool is a lie.",
    fix="Set `destructiveHint: true` (and `readOnlyHint: false`) on tools that delete or overwrite.",
    bad=Example(
        {
            "name": "delete_branch",
            "description": "Deletes a branch.",
            "inputSchema": {"type": "object"},
            "annotations": {"destructiveHint": False},
        }
    ),
    good=Example(
        {
            "name": "delete_branch",
            "description": "Deletes a branch.",
            "inputSchema": {"type": "object"},
            "annotations": {"readOnlyHint": False, "destructiveHint": True},
        }
    ),
    levels="warning for an explicit false; info when the tool has no destructiveHint",
)
def destructive_hint(view: ToolView) -> Iterator[Hit]:
    if view.tool is None:
        return
    ann = _annotations(view) or {}
    if ann.get("readOnlyHint") is True:
        return  # readonly-contradiction reports it
    why = _writes(view, DESTRUCTIVE)
    if why is None:
        return
    if ann.get("destructiveHint") is False:
        yield _flag(view, "destructiveHint", f"destructiveHint is false but {why}")
    elif "destructiveHint" not in ann:
        text = make_text(Field("/annotations" if ann else "/name", view.name or "", KEYWORD, "annotations"))
        yield Hit(text, 0, len(text.raw), f"no destructiveHint, but {why}", "info")
