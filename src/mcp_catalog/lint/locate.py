"""Where a JSON pointer sits in a JSON file: line and column, for SARIF and editors.

Python's json module forgets positions, so this is a small scanner over the text that lists the
members of the containers a pointer goes through, with the position of each member's name and
value. It runs only for files with findings.
"""

from __future__ import annotations

import contextlib
import re
from bisect import bisect_right
from collections.abc import Iterable
from itertools import accumulate

_WS = re.compile(r"[ \t\n\r]*")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)


class _Scanner:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def ws(self) -> None:
        m = _WS.match(self.text, self.pos)
        self.pos = m.end() if m else self.pos

    def string(self) -> str:
        import json

        m = _STRING.match(self.text, self.pos)
        if m is None:
            raise ValueError("string expected")
        self.pos = m.end()
        quoted = m.group(0)
        return quoted[1:-1] if "\\" not in quoted else str(json.loads(quoted))  # no escape: the text itself


class Locator:
    """Line and column (1-based, in code points) of pointers in one JSON document.

    A container's members are listed only when a pointer goes through it (the wanted pointers
    in one pass, others when asked for), and every value not on the way is skipped by the C
    decoder: locating the findings of a 20 MB catalog costs about one parse, not a scan in
    Python of every value.
    """

    def __init__(self, text: str, wanted: Iterable[str] = ()) -> None:
        """wanted: pointers that will be asked for, listed in one pass (any other is found lazily)."""
        import json

        self._text = text
        self._decoder = json.JSONDecoder()
        start = _WS.match(text, 0)
        self._values: dict[str, int] = {"": start.end() if start else 0}  # where each known value starts
        self._where: dict[str, int] = dict(self._values)  # what find() reports: a member's name
        self._listed: set[str] = set()
        self._lines: list[int] | None = None
        self._needed: set[str] = set()
        for pointer in wanted:
            while pointer and pointer not in self._needed:
                self._needed.add(pointer)
                pointer = pointer.rsplit("/", 1)[0]
        if self._needed:
            self._list("")

    def _list(self, pointer: str) -> None:
        """Record the members (or items) of the container at pointer, and of the wanted containers
        in it; on an error, those before it."""
        self._listed.add(pointer)  # also a scalar's: there is nothing to list there
        scanner = _Scanner(self._text)
        scanner.pos = self._values[pointer]
        with contextlib.suppress(ValueError, IndexError, RecursionError):
            self._members(scanner, pointer)

    def _members(self, scanner: _Scanner, pointer: str) -> None:
        """List the container at scanner.pos and move past it."""
        text = self._text
        ch = text[scanner.pos : scanner.pos + 1]
        if ch not in ("{", "["):
            raise ValueError("not a container")
        self._listed.add(pointer)
        closing = "}" if ch == "{" else "]"
        scanner.pos += 1
        scanner.ws()
        if text.startswith(closing, scanner.pos):
            scanner.pos += 1
            return
        index = 0
        needed = self._needed
        while True:
            scanner.ws()
            if ch == "{":
                key_at = scanner.pos
                key = scanner.string()
                child = pointer + "/" + key.replace("~", "~0").replace("/", "~1")
                scanner.ws()
                if not text.startswith(":", scanner.pos):
                    raise ValueError("':' expected")
                scanner.pos += 1
                scanner.ws()
                self._where[child] = key_at  # the member name's line is where a reader looks
            else:
                child = f"{pointer}/{index}"
                index += 1
                self._where[child] = scanner.pos
            self._values[child] = scanner.pos
            if child in needed and text[scanner.pos : scanner.pos + 1] in ("{", "["):
                self._members(scanner, child)  # listed now: its text is read once
            else:
                _, scanner.pos = self._decoder.raw_decode(text, scanner.pos)
            scanner.ws()
            if text.startswith(",", scanner.pos):
                scanner.pos += 1
                continue
            if text.startswith(closing, scanner.pos):
                scanner.pos += 1
                return
            raise ValueError(f"',' or '{closing}' expected")

    def find(self, pointer: str) -> tuple[int, int] | None:
        """The position of pointer, or of its nearest ancestor that exists."""
        found = ""
        if pointer:
            tokens = pointer.split("/")[1:] if pointer.startswith("/") else []
            for token in tokens:
                if found not in self._listed:
                    self._list(found)
                child = f"{found}/{token}"
                if child not in self._values:
                    break
                found = child
        offset = self._where[found]
        if self._lines is None:
            # Where each line starts: after each line and its "\n" (in C: split, len, add).
            self._lines = [0, *accumulate(map((1).__add__, map(len, self._text.split("\n"))))][:-1]
        line = bisect_right(self._lines, offset)
        return line, offset - self._lines[line - 1] + 1
