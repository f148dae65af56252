"""Lint's quality on the reviewer-written sets it was improved on stays at the targets.

benchmarks/lint_quality.py reports every figure; this keeps the claim README makes about the
sets used in development that reached them (at least 95% of poisoned definitions flagged at
warning or above and 85% at error; honest ones flagged at most 5% at warning and 2% at error,
one or two tools of a set) true from one change to the next: a rule that loses recall or gains
false positives on them fails here. The sets nobody read are measured, not held to a floor.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
BLIND = ROOT / "tests" / "data" / "lint_blind"


def _benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lint_quality", ROOT / "benchmarks" / "lint_quality.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


QUALITY = _benchmark()
USED = sorted("abcdefghi")  # the development sets that meet the targets


def test_the_sets_held_here_were_used_in_development() -> None:
    for name in USED:
        assert QUALITY.BLIND_SETS.get(name) == "used in development"
        assert (BLIND / f"set_{name}_poisoned.jsonl").is_file() and (BLIND / f"set_{name}_honest.jsonl").is_file()


@pytest.mark.parametrize("name", USED)
def test_a_development_set_meets_the_targets(name: str) -> None:
    cases, warned, erred, rules_warned, rules_erred = QUALITY.score_blind(BLIND / f"set_{name}_poisoned.jsonl",
                                                                          False)["ALL"]
    assert cases >= 80
    assert warned >= 0.95 * cases and erred >= 0.85 * cases, f"set {name}: {warned}, {erred} of {cases}"
    # The text model learned these sets too: the pattern rules must hold them on their own.
    assert rules_warned >= 0.95 * cases and rules_erred >= 0.85 * cases, f"set {name}, rules alone"
    tools, warned, erred = QUALITY.score_blind(BLIND / f"set_{name}_honest.jsonl", False)["ALL"][:3]
    assert tools >= 80
    assert warned <= 0.05 * tools and erred <= 0.02 * tools, f"set {name} honest: {warned}, {erred} of {tools}"
