"""The rules' regular expressions, compiled once and kept between runs.

A fresh `catalog lint` compiles some 400 rule expressions, the same ones every run: about a
quarter of a second, a fifth of linting a 300-tool catalog. `compiled()` is `re.compile` for
the rules, and it records what compiling produced: the matcher's code, the arguments `re`
hands its C engine. Lint keeps that table in its cache folder (cache.py: keyed by the code
that lints and this Python) and loads it before its next run, so each expression is built
from its code instead of being parsed and compiled again.

The C engine checks the code it is given and refuses code that is not well formed
(RuntimeError). Like a kept lint result, a kept table is trusted only from the user's own
private cache folder (cachedir.py); anything unexpected in one (another Python, a damaged
file, an expression the engine refuses) only means compiling as usual.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]
import json
import re
import sys
import types
from re import _compiler  # type: ignore[attr-defined]
from typing import Any

Key = tuple[str, int]  # an expression and the flags it was compiled with


class _Recorder:
    """Stands in for the `_sre` module in a copy of re's compile function: passes every call
    on, and keeps the arguments of the last call to `compile`."""

    def __init__(self) -> None:
        self.args: tuple[Any, ...] | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(_sre, name)

    def compile(self, *args: Any) -> Any:
        self.args = args
        return _sre.compile(*args)


_RECORDER = _Recorder()
try:
    # re's own compile function, run with the recorder as its `_sre`: nothing of re is changed.
    _COMPILE: Any = types.FunctionType(_compiler.compile.__code__, {**vars(_compiler), "_sre": _RECORDER})
except (AttributeError, TypeError):  # a Python whose re is built otherwise: compile as usual
    _COMPILE = None


class Table:
    """Compiled expressions, and the engine's arguments for each, loaded or recorded."""

    def __init__(self) -> None:
        self._built: dict[Key, re.Pattern[str]] = {}
        self._code: dict[Key, list[Any]] = {}  # loaded from a kept table, checked
        # compiled here: the engine's arguments as re passed them, checked only when a table is dumped (checking
        # every expression's code as it is compiled was a tenth of importing the rules)
        self._recorded: dict[Key, tuple[Any, ...]] = {}
        self._kept: set[Key] = set()  # those the kept table holds (load), or held when last dumped

    def compiled(self, pattern: str, flags: int = 0) -> re.Pattern[str]:
        """re.compile(pattern, flags), built from the kept code when there is some."""
        key = (pattern, int(flags))
        found = self._built.get(key)
        if found is not None:
            return found
        code = self._code.get(key)
        if code is not None:
            found = _built(pattern, code)
            if found is None:
                del self._code[key]
        if found is None:
            found, args = _compile(pattern, int(flags))
            if args is not None:
                self._recorded[key] = args
        self._built[key] = found
        return found

    def held(self) -> list[Key]:
        """The expressions compiled or loaded (whose code would be kept)."""
        return list(self._code.keys() | self._recorded.keys())

    def load(self, data: bytes | None, stamp: str) -> int:
        """Take a kept table (dump's bytes) made for the same stamp (the code that lints) and
        this Python; returns how many expressions it holds. Anything unexpected is left out."""
        self._kept = set()
        if not data:
            return 0
        try:
            doc = json.loads(data)
        except (ValueError, RecursionError):
            return 0
        if not isinstance(doc, dict) or doc.get("engine") != _engine(stamp):
            return 0
        if not isinstance(doc.get("expressions"), list):
            return 0
        for item in doc["expressions"]:
            if not (isinstance(item, list) and len(item) == 7 and isinstance(item[0], int)):
                continue
            flags, args = item[0], item[1:]
            if isinstance(args[5], list):
                args[5] = tuple(args[5])
            code = _plain(tuple(args))
            if code is None:
                continue
            key = (code[0], flags)
            self._code.setdefault(key, code)
            self._kept.add(key)
        return len(self._kept)

    def dump(self, stamp: str) -> bytes | None:
        """The table to keep: every expression this process compiled or loaded; None when the
        kept table (the last load or dump) already holds them all."""
        for key, args in self._recorded.items():
            code = _plain(args)
            if code is not None:
                self._code.setdefault(key, code)
        self._recorded = {}
        if self._code.keys() <= self._kept:
            return None
        self._kept = set(self._code)
        items = [[flags, *code[:5], list(code[5])] for (_, flags), code in self._code.items()]
        return json.dumps({"engine": _engine(stamp), "expressions": items}, separators=(",", ":")).encode()


def _built(pattern: str, code: list[Any]) -> re.Pattern[str] | None:
    try:
        found = _sre.compile(*code)
    except (RuntimeError, TypeError, ValueError, OverflowError):
        return None
    return found if isinstance(found, re.Pattern) and found.pattern == pattern else None


def _compile(pattern: str, flags: int) -> tuple[re.Pattern[str], tuple[Any, ...] | None]:
    """The compiled expression, and the engine's arguments for it (unchecked: see _plain) when they were recorded."""
    if _COMPILE is None or flags & re.DEBUG or not isinstance(pattern, str):
        return re.compile(pattern, flags), None
    _RECORDER.args = None
    try:
        found = _COMPILE(pattern, flags)
    except re.error:
        raise
    except Exception:  # the copy failed where re would not: compile as usual
        return re.compile(pattern, flags), None
    if not isinstance(found, re.Pattern):
        return re.compile(pattern, flags), None
    return found, _RECORDER.args


def _plain(args: tuple[Any, ...] | None) -> list[Any] | None:
    """The arguments as JSON can keep them (the code's numbers are int subclasses), or None
    when they are not the six that re has always passed."""
    if args is None or len(args) != 6:
        return None
    pattern, flags, code, groups, groupindex, indexgroup = args
    if not (
        isinstance(pattern, str)
        and isinstance(flags, int)
        and isinstance(code, list)
        and all(isinstance(c, int) for c in code)
        and isinstance(groups, int)
        and isinstance(groupindex, dict)
        and all(isinstance(k, str) and isinstance(v, int) for k, v in groupindex.items())
        and isinstance(indexgroup, tuple)
        and all(g is None or isinstance(g, str) for g in indexgroup)
    ):
        return None
    return [pattern, int(flags), [int(c) for c in code], int(groups), dict(groupindex), tuple(indexgroup)]


def _engine(stamp: str) -> str:
    """What the code in a table is valid for: the code that lints, this Python and its engine."""
    return f"{stamp}\0{sys.version}\0{_sre.MAGIC}\0{_sre.CODESIZE}"


TABLE = Table()  # the process's: the rules' expressions
compiled = TABLE.compiled
load = TABLE.load
dump = TABLE.dump
