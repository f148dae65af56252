"""Text tables: cells laid out in fixed-width columns, measured in terminal cells.

rich's Table measures and wraps every cell through its whole rendering machinery, about a
millisecond a row: seconds for a lint report of thousands of findings. This does the one
layout the reports use (rich's SIMPLE_HEAD look: no vertical borders, a rule under the
header) in plain string operations. It never interprets its text (no markup) and adds
nothing to it but line breaks, padding and the SGR codes of the styles it is given; text
must already be escaped, and any control character left in it is escaped here too.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len, get_character_cell_size

from mcp_catalog.textsafe import neutralize, plain

RESET = "\x1b[0m"
RULE = "─"
# Narrowest column: a double-width character always fits, so a line never outgrows its column.
MIN_WIDTH = 2

# A run of text and the SGR sequence that opens its style ("" for none). Each block of a
# cell starts on a new line, as does each "\n" inside one.
Block = tuple[str, str]
Cell = str | Sequence[Block]

_WORD = re.compile(r" *[^ ]+ *")


@dataclass(frozen=True)
class Column:
    """ratio 0: as wide as its widest line, never wrapped while the table fits the width;
    ratio > 0: shares what the other columns leave, in proportion to the ratio."""

    header: str
    ratio: int = 0


def cells(text: str) -> int:
    """Width in terminal cells (wide characters take two)."""
    return len(text) if text.isascii() else cell_len(text)


_SEGMENT = re.compile(r"/*[^/]+|/+")


def _fold(word: str, width: int) -> list[str]:
    """Pieces of at most width cells, broken before a slash where the part fits (a JSON pointer or a
    URL then splits between its parts, "/inputSchema" + "/properties", not "/inputSch" + "ema/pro")."""
    if "/" not in word:
        return _fold_cells(word, width)
    measure = len if word.isascii() else cell_len
    pieces: list[str] = []
    current = ""
    for segment in _SEGMENT.findall(word):
        if current and measure(current) + measure(segment) <= width:
            current += segment
            continue
        if current:
            pieces.append(current)
        *full, current = _fold_cells(segment, width)
        pieces += full
    pieces.append(current)
    return pieces


def _fold_cells(word: str, width: int) -> list[str]:
    """Pieces of at most width cells, never splitting a character from the marks that follow it."""
    if word.isascii():
        return [word[i : i + width] for i in range(0, len(word), width)]
    pieces: list[str] = []
    start = used = i = 0
    while i < len(word):
        j = i + 1
        while j < len(word) and get_character_cell_size(word[j]) == 0:
            j += 1
        size = cell_len(word[i:j])
        if used + size > width and i > start:
            pieces.append(word[start:i])
            start, used = i, 0
        used += size
        i = j
    pieces.append(word[start:])
    return pieces


def _wrap_line(line: str, width: int) -> list[tuple[str, int]]:
    """One line (no line feed) broken at spaces, words longer than width folded: (piece, cells) pairs."""
    ascii_ = line.isascii()
    measure = len if ascii_ else cell_len
    if measure(line) <= width:
        line = line.rstrip()
        return [(line, measure(line))]
    if ascii_ and " " not in line:
        return [(piece, len(piece)) for piece in _fold(line, width)]
    out: list[tuple[str, int]] = []
    current, used, end = "", 0, 0  # end: cells up to the last character that is not a space
    for word in _WORD.findall(line):
        bare = word.rstrip()
        size = measure(bare)
        spaces = len(word) - len(bare)
        if used + size <= width:
            current += word
            end = used + size
            used = end + spaces
            continue
        if current:
            out.append((current.rstrip(), end))
        if size <= width:
            current, end = word, size
        else:
            *full, current = _fold(bare, width)
            out.extend((piece, measure(piece)) for piece in full)
            end = measure(current)
            current += " " * spaces
        used = end + spaces
    if current:
        out.append((current.rstrip(), end))
    return out or [("", 0)]


def _lines(text: str) -> list[str]:
    """The lines of a text, each one safe to print."""
    return [line if plain(line) else neutralize(line) for line in text.split("\n")]


def wrap(text: str, width: int) -> list[str]:
    """Lines of at most width cells: a new line at each line feed, breaks at spaces, long words folded."""
    return [piece for line in _lines(text) for piece, _ in _wrap_line(line, width)]


def _blocks(cell: Cell) -> Sequence[Block]:
    return ((cell, ""),) if isinstance(cell, str) else cell


def _longest(cell: Cell) -> int:
    """Cells taken by the widest line of a cell."""
    if isinstance(cell, str) and plain(cell):  # one line: "\n" is not printable
        return cells(cell)
    return max((cells(line) for text, _ in _blocks(cell) for line in _lines(text)), default=0)


def _widths(columns: Sequence[Column], longest: list[int], width: int) -> list[int]:
    """Each column's width: fixed ones as wide as their widest line (narrowed, the widest
    first, only if the others would get less than MIN_WIDTH), flexible ones share the rest."""
    chrome = 3 * len(columns) + 1
    room = width - chrome
    if not columns or room < MIN_WIDTH * len(columns):
        raise ValueError(f"{len(columns)} columns do not fit in {width} cells")
    flexible = [c for c in columns if c.ratio > 0]
    fixed = [max(n, 1) for n, c in zip(longest, columns, strict=True) if c.ratio <= 0]
    budget = room - MIN_WIDTH * len(flexible)
    cap = max(fixed, default=0)
    while sum(min(n, cap) for n in fixed) > budget:
        cap -= 1
    fixed = [min(n, cap) for n in fixed]
    # Shared out as rich does: each column with its padding (a cell either side), rounded up.
    rest, ratio_left = room - sum(fixed) + 2 * len(flexible), sum(c.ratio for c in flexible)
    shares: list[int] = []
    for k, column in enumerate(flexible):
        later = len(flexible) - k - 1  # columns still to come, each owed MIN_WIDTH and padding
        share = max(MIN_WIDTH + 2, math.ceil(column.ratio * rest / ratio_left)) if later else rest
        share = min(share, rest - (MIN_WIDTH + 2) * later)
        shares.append(share - 2)
        rest -= share
        ratio_left -= column.ratio
    fixed_iter, share_iter = iter(fixed), iter(shares)
    return [next(share_iter) if c.ratio > 0 else next(fixed_iter) for c in columns]


def render(columns: Sequence[Column], rows: Sequence[Sequence[Cell]], width: int, title: str = "") -> list[str]:
    """The table's lines, none wider than width cells and none with trailing spaces.

    A title line and a blank line, the header, a rule, the rows, a blank line. Columns are
    two cells in from the left and three cells apart.
    """
    if any(len(row) != len(columns) for row in rows):
        raise ValueError(f"every row must have {len(columns)} cells")
    headers = [column.header for column in columns]
    longest = [
        0 if column.ratio > 0 else max([_longest(column.header), *(_longest(row[j]) for row in rows)])
        for j, column in enumerate(columns)
    ]
    widths = _widths(columns, longest, width)
    pads = [" " * n for n in range(max(widths) + 1)]
    lines = [*wrap(title, width), ""] if title else []
    lines.extend(_row(headers, widths, pads))
    lines.append(" " + RULE * (sum(widths) + 3 * len(columns) - 1))
    for row in rows:
        lines.extend(_row(row, widths, pads))
    lines.append("")
    return lines


def _row(row: Sequence[Cell], widths: list[int], pads: list[str]) -> list[str]:
    """A row's lines: every line of every cell wrapped to its column, padded, styled.

    The hot loop of a report; render has checked the row's length, so zip goes without
    strict=True, whose keyword alone costs 5% of the time.
    """
    columns: list[list[str]] = []
    height = 1
    for cell, limit in zip(row, widths):  # noqa: B905
        if isinstance(cell, str):
            if plain(cell):  # the common case: one line ("\n" is not printable), no style
                size = len(cell) if cell.isascii() else cell_len(cell)
                if size <= limit:
                    columns.append([cell + pads[limit - size]])
                    continue
            cell = ((cell, ""),)
        column: list[str] = []
        for text, style in cell:
            for line in (text,) if plain(text) else _lines(text):
                if line.endswith(" "):  # spaces at the end show nothing, styled or not
                    line = line.rstrip()
                size = len(line) if line.isascii() else cell_len(line)
                if size <= limit:
                    gap = pads[limit - size]
                    column.append(f"{style}{line}{RESET}{gap}" if style and line else line + gap)
                    continue
                for piece, used in _wrap_line(line, limit):
                    gap = pads[limit - used]
                    column.append(f"{style}{piece}{RESET}{gap}" if style and piece else piece + gap)
        columns.append(column)
        if len(column) > height:
            height = len(column)
    if height > 1:
        for column, limit in zip(columns, widths):  # noqa: B905
            if len(column) < height:
                column.extend([pads[limit]] * (height - len(column)))
    # Every character left is printable, and the only printable white space is " ": rstrip()
    # takes the padding alone, and much faster than rstrip(" ").
    return [("  " + "   ".join(parts)).rstrip() for parts in zip(*columns)]  # noqa: B905
