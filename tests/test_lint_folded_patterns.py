"""Rules match folded text (text.fold: lower case, lookalike Cyrillic and Greek letters read as Latin, dotless ı as
i), so a word written in a rule's expression as people write it ("всегда", "aramızda") would never match. Every
expression of the rules must hold its words folded (text.fold_pattern), except those a rule applies to the raw,
unfolded text, listed here with where they are applied."""

from __future__ import annotations

import importlib
import pkgutil
import re

import mcp_catalog.lint.rules as rules
from mcp_catalog.lint.rules._util import Gated, Lazy
from mcp_catalog.lint.text import _fold_char, fold, fold_pattern

APPLIED_TO_RAW_TEXT = {
    ("_effects", "_FOR_GOOD"),  # the description lower-cased (for_good)
    ("_effects", "_SENT"),  # the same (for_good)
    ("_effects", "_DESTROYS"),  # the same (for_good)
    ("_effects", "_A_MESSAGE"),  # the same (for_good)
    ("annotations", "_ML_OWN_OUTPUT"),  # a description lower-cased
    ("annotations", "_SAYS_IDEMPOTENT"),  # a description lower-cased
    ("annotations", "_READS_ML"),  # a description and a tool's name lower-cased (_for_good_said)
    ("annotations", "_ELSEWHERE_ML"),  # a description lower-cased (_for_good_said)
    ("encoded", "_ACT_ON_IT"),  # the words around an encoded piece, lower-cased
    ("encoded", "_EXAMPLE_BEFORE"),  # the raw text before an encoded piece
    ("hidden_chars", "_INVISIBLE"),  # the characters themselves
}


def _sources() -> list[tuple[str, str, str]]:
    found = []
    for info in pkgutil.iter_modules(rules.__path__):
        module = importlib.import_module(f"{rules.__name__}.{info.name}")
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern | Lazy):
                found.append((info.name, name, str(value.pattern)))
            elif isinstance(value, Gated):
                found.append((info.name, name, value.compiled.pattern))
    return found


def test_every_expression_applied_to_folded_text_holds_folded_words() -> None:
    unfolded = {
        (module, name): "".join(sorted({c for c in source if c.isalpha() and not c.isascii() and _fold_char(c) != c}))
        for module, name, source in _sources()
    }
    unfolded = {key: letters for key, letters in unfolded.items() if letters and key not in APPLIED_TO_RAW_TEXT}
    assert unfolded == {}


def test_the_sources_are_read() -> None:
    # the check above reads the rules' expressions: a change that hid them from it would pass it
    names = {(module, name) for module, name, _ in _sources()}
    assert ("crosstool", "_DIRECTIVE") in names and ("secrecy", "_CONCEPT") in names


def test_a_folded_pattern_matches_folded_text() -> None:
    for word in ("всегда", "aramızda", "πάντα", "замість"):
        assert re.fullmatch(fold_pattern(word), fold(word)[0])
        assert re.fullmatch(fold_pattern(r"\b(?:" + word + r")\s+x\b"), fold(word + " x")[0])
