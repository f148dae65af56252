"""Where a JSON pointer sits in a JSON file: line and column, for SARIF and editors.

Python's json module forgets positions, so this is a small scanner over the text that records
the position of every member name and value by pointer. It runs only for files with findings.
"""

from __future__ import annotations

import contextlib
import re
from bisect import bisect_right

_WS = re.compile(r"[ \t\n\r]*")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_SCALAR = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null")


class _Scanner:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.where: dict[str, int] = {}

    def ws(self) -> None:
        m = _WS.match(self.text, self.pos)
        self.pos = m.end() if m else self.pos

    def string(self) -> str:
        import json

        m = _STRING.match(self.text, self.pos)
        if m is None:
            raise ValueError("string expected")
        self.pos = m.end()
        return str(json.loads(m.group(0)))

    def value(self, pointer: str) -> None:
        self.ws()
        self.where.setdefault(pointer, self.pos)
        ch = self.text[self.pos : self.pos + 1]
        if ch == "{":
            self.pos += 1
            self.ws()
            if self.text.startswith("}", self.pos):
                self.pos += 1
                return
            while True:
                self.ws()
                key_at = self.pos
                key = self.string()
                child = pointer + "/" + key.replace("~", "~0").replace("/", "~1")
                self.where[child] = key_at
                self.ws()
                if not self.text.startswith(":", self.pos):
                    raise ValueError("':' expected")
                self.pos += 1
                self.value(child)
                self.where[child] = key_at  # the member name's line is where a reader looks
                self.ws()
                if self.text.startswith(",", self.pos):
                    self.pos += 1
                    continue
                if self.text.startswith("}", self.pos):
                    self.pos += 1
                    return
                raise ValueError("',' or '}' expected")
        elif ch == "[":
            self.pos += 1
            self.ws()
            if self.text.startswith("]", self.pos):
                self.pos += 1
                return
            index = 0
            while True:
                self.value(f"{pointer}/{index}")
                index += 1
                self.ws()
                if self.text.startswith(",", self.pos):
                    self.pos += 1
                    continue
                if self.text.startswith("]", self.pos):
                    self.pos += 1
                    return
                raise ValueError("',' or ']' expected")
        elif ch == '"':
            self.string()
        else:
            m = _SCALAR.match(self.text, self.pos)
            if m is None:
                raise ValueError("value expected")
            self.pos = m.end()


class Locator:
    """Line and column (1-based, in code points) of pointers in one JSON document."""

    def __init__(self, text: str) -> None:
        scanner = _Scanner(text)
        with contextlib.suppress(ValueError, IndexError, RecursionError):
            scanner.value("")  # on an error, keep what was found before it
        self._where = scanner.where
        self._lines = [0] + [m.end() for m in re.finditer("\n", text)]

    def find(self, pointer: str) -> tuple[int, int] | None:
        """The position of pointer, or of its nearest ancestor that exists."""
        probe = pointer
        while True:
            if probe in self._where:
                offset = self._where[probe]
                line = bisect_right(self._lines, offset)
                return line, offset - self._lines[line - 1] + 1
            if not probe:
                return None
            probe = probe.rsplit("/", 1)[0]
