"""A linear model of the words of poisoned definitions, for what the pattern rules miss.

The pattern rules describe attacks their authors thought of, and measured on sets written by
authors nobody had read they miss one poisoned definition in seven, mostly orders to the model
and requests for secrecy worded in new ways. A linear model of words and word pairs, trained on
poisoned and honest definitions by many authors, catches most of those (README, Lint quality),
and explains itself: a definition's score is the sum of the weights of the words it uses.

A definition's features are the distinct words (runs of letters and digits) and pairs of
neighbouring words in its folded strings, including the text decoded from them. Its score is
the sum of the weights of those the model knows (features seen in at least three authors'
sets), divided by the square root of their number plus PRIOR, plus the bias; the warning
threshold is set so that about one honest definition in a hundred by authors the model was not
trained on scores above it. On its own the rule only warns: a model of words cannot tell an
order from honest prose that uses the same words, and an error would fail a build on its word
alone. When a pattern rule also warns on the definition, a lower score (that of the top 3% of
honest definitions) makes an error: two independent signals agree.
train.py makes textmodel.json, the weights, from the sets in tests/data.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from math import fsum, sqrt
from pathlib import Path

from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.text import Text

MODEL_FILE = Path(__file__).with_name("textmodel.json")
FORMAT = 2
# Features of no weight that every definition is taken to have besides its own: a short
# definition has little evidence, and a few words of it must not make a high score. Chosen by
# leaving each of sets a-z out of training in turn (30, 60, 120, 250) with LAMBDA (train.py):
# 30 and 60 flagged as many poisoned definitions at the same share of honest ones; the larger
# keeps more weight of evidence on a short definition.
PRIOR = 60
_WORD = compiled(r"[^\W_]+")
# Words that say nothing by themselves: as features they learn only how long and how wordy the
# training texts were, and they would be what a finding names. Pairs keep them ("the user").
STOP = frozenset(
    (
        "a", "an", "and", "are", "as", "at", "be", "by", "can", "for", "from", "has", "have", "i", "if",
        "in", "into", "is", "it", "its", "of", "on", "or", "our", "s", "so", "such", "than", "that",
        "the", "their", "them", "then", "there", "these", "they", "this", "those", "to", "was", "we",
        "were", "which", "will", "with", "you", "your",
    )
)


@dataclass(frozen=True)
class TextModel:
    weights: dict[str, float]
    bias: float
    threshold: float  # a warning above it
    corroborated: float  # an error above it when a pattern rule also warns on the definition
    trained_on: tuple[str, ...]  # the sets of tests/data/lint_blind it was trained on


@dataclass(frozen=True)
class Score:
    value: float
    text: Text  # the string that scores highest on its own
    top: list[tuple[str, float]]  # that string's heaviest features, heaviest first


@cache
def model() -> TextModel:
    data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    if data.get("format") != FORMAT:
        raise ValueError(f"{MODEL_FILE.name}: format {data.get('format')!r}, expected {FORMAT}")
    return TextModel(
        {str(k): float(v) for k, v in data["weights"].items()},
        float(data["bias"]),
        float(data["threshold"]),
        float(data["corroborated"]),
        tuple(data["trained_on"]),
    )


_STOP_PAIRS = frozenset(f"{a} {b}" for a in STOP for b in STOP)


def grams(norm: str) -> set[str]:
    """The words of a folded string and the pairs of neighbouring words, less STOP."""
    words = _WORD.findall(norm)
    pairs = set(map(" ".join, pairwise(words)))
    pairs.difference_update(_STOP_PAIRS)
    return pairs.union(words).difference(STOP)


def features(texts: Iterable[Text]) -> frozenset[str]:
    """The distinct features of a definition's strings."""
    return frozenset().union(*(grams(t.norm) for t in texts))


def raw_score(found: AbstractSet[str], tm: TextModel) -> float:
    """The score of a definition's features (train.py scores with this too): the sum of the
    weights of the features the model knows, over the root of their number plus PRIOR. Words it
    never learned count for nothing, so padding a definition with them does not dilute it."""
    known = found & tm.weights.keys()
    return fsum(map(tm.weights.__getitem__, known)) / sqrt(len(known) + PRIOR) + tm.bias


# (id(set), id(model)) -> (set, model, its known features, their weights)
_SHARED: dict[tuple[int, int], tuple[frozenset[str], TextModel, frozenset[str], list[float]]] = {}


def score_parts(parts: list[frozenset[str]], tm: TextModel) -> float:
    """raw_score of the union of parts, the first of which many definitions share (view.parts: a shape's strings):
    its known features and weights are looked up once, so a copy of a tool costs only its own name and
    description. fsum is exact whatever the order, so the score is raw_score's to the last bit."""
    if not parts:
        return raw_score(frozenset(), tm)
    shared = parts[0]
    key = (id(shared), id(tm))
    entry = _SHARED.get(key)
    if entry is None or entry[0] is not shared or entry[1] is not tm:
        known_shared = shared & tm.weights.keys()
        entry = (shared, tm, frozenset(known_shared), list(map(tm.weights.__getitem__, known_shared)))
        if len(_SHARED) >= 4096:
            _SHARED.clear()
        _SHARED[key] = entry
    _, _, known_shared, weights = entry
    own = frozenset().union(*parts[1:]) & tm.weights.keys()
    own -= known_shared
    total = fsum(weights + list(map(tm.weights.__getitem__, own)))
    return total / sqrt(len(known_shared) + len(own) + PRIOR) + tm.bias


def explain(texts: Iterable[Text], value: float, tm: TextModel) -> Score:
    """The string that scores highest on its own, and its heaviest features.

    Scored as a definition is, so a long string of ordinary words does not outweigh a short
    order beside it."""
    weights = tm.weights
    best: tuple[float, Text, set[str]] | None = None
    for text in texts:
        found = grams(text.norm)
        own = raw_score(found, tm)
        if best is None or own > best[0]:
            best = (own, text, found)
    if best is None:
        raise ValueError("a definition with no strings has no score to explain")
    heavy = sorted(((g, weights[g]) for g in best[2] if weights.get(g, 0.0) > 0), key=lambda gw: (-gw[1], gw[0]))
    top: list[tuple[str, float]] = []
    named: set[str] = set()  # words already shown: "user" after "the user" adds nothing
    for gram, weight in heavy:
        words = set(gram.split(" "))
        if words <= named:
            continue
        top.append((gram, weight))
        named |= words
        if len(top) == 4:
            break
    return Score(value, best[1], top)


def span(text: Text, gram: str) -> tuple[int, int]:
    """Where a feature first occurs in a string's raw text (start, end)."""
    words = gram.split(" ")
    before: re.Match[str] | None = None  # the previous word, for a pair
    for match in _WORD.finditer(text.norm):
        if len(words) == 1 and match.group() == words[0]:
            return text.raw_pos(match.start()), text.raw_pos(match.end() - 1) + 1
        if before is not None and before.group() == words[0] and match.group() == words[-1]:
            return text.raw_pos(before.start()), text.raw_pos(match.end() - 1) + 1
        before = match
    return 0, len(text.raw)
