"""Trains textmodel.json from the reviewers' sets: `python -m mcp_catalog.lint.train [--check]`.

Logistic regression by stochastic gradient descent, in plain Python so that the weights can be
made again (and checked in CI) from what is in this repository, with nothing else installed.
Poisoned and honest definitions weigh the same in total; the words are those of at least two
training definitions in at least three authors' sets. The thresholds are percentiles of the
scores of honest definitions by authors left out of training (a model trained on all the sets
but one scores the honest definitions of that one, for each set in turn): the 99th for a
warning, the 97th for an error when a pattern rule also warns on the definition.

Which sets it learns from is `TRAINING_SETS`; the other sets in the folder stay unseen, and
benchmarks/lint_quality.py reports them apart. A set is added here only after it has been
measured unseen.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcp_catalog.forking import processes, shared
from mcp_catalog.lint.run import Run
from mcp_catalog.lint.textmodel import FORMAT, MODEL_FILE, PRIOR, TextModel, features, raw_score

# Sets a-s, then t-z and za-zf once they had been measured unseen (README, Lint quality). Adding
# zg-zr lowered the warning threshold (1.83 to 1.27) until the model warned on 3 of the corpus's
# 36 tricky real tools, above the 5% lint allows itself; they stay out until that is solved.
# Measured again with the 28 sets read since (zg-zr, zzza-zzzh, zzzq, zzzr, zzzv, zzzzb, zzzzl, zzzzm, zzzzq, zzzzr):
# the 49 unseen sets' poisoned definitions flagged 91.4% -> 92.7%, honest 6.6% -> 6.7%, but the model warned on
# 3 of the 282 real corpus tools and 3 of the 36 tricky ones (short notes such as "should be used to answer any
# question about ..."). Pairs of words alone, weights capped at 3 or 5, features of 5 or 10 sets, PRIOR 120 or
# 250 and LAMBDA 3e-5 each kept one side and lost the other; the 4 sets written to be read alone did not help.
# Single words counted at 0.3 of a pair (a stronger penalty on them) came closest: 92.3% of the 52 unseen sets'
# poisoned definitions at warning, honest unchanged (6.8%), no real corpus tool warned, but one of the 36 tricky
# ones (an honest editor of MCP client configs: "the user", "config json") besides the borderline one the
# pattern rules warn on: 2 of 36. Leaving file names and paths out of the features lost the gain; 520 ordinary
# honest definitions written for training (not reviewers' sets) did not change the words that tip real tools.
# Stems as features too (a word's first five letters, so that inflections and cognates share a weight) and
# character pairs of unspaced scripts (Chinese, Japanese, Thai: one "word" is a whole clause), with or without
# pairs of stems: 91.4% and 91.7% of the 52 unseen sets' poisoned definitions at warning, honest 6.8% and 7.1%
# (as shipped: 91.4%, 6.8%). Not adopted: the model's limit is its data, not how it splits words.
TRAINING_SETS = (*"abcdefghijklmnopqrstuvwxyz", "za", "zb", "zc", "zd", "ze", "zf")
DATA = Path(__file__).resolve().parents[3] / "tests" / "data" / "lint_blind"
# L2 penalty. Chosen by leaving each of sets a-z out of training in turn (1e-4, 3e-5, 1e-5,
# 3e-6): 1e-5 flagged the most poisoned definitions of m-z at the same share of honest ones.
LAMBDA = 1e-5
EPOCHS = 15
MIN_DF = 2  # definitions a feature must occur in to be learned
MIN_SETS = 3  # and authors' sets: one author's habits ("sync", ".io") are not evidence
# Percent of honest definitions by unseen authors below the warning threshold. Authors differ:
# the 99th percentile of one set's honest scores can be four times another's, so the pooled
# percentile is taken. Chosen by leaving each of sets a-z out of training in turn (95th-99.5th):
# the 98th flagged 96% of sets m-z's poisoned definitions with the pattern rules (99th: 94%,
# 99.5th: 92%), but warned on 8% of the corpus's real tricky tools, above the 5% lint allows
# itself on real tools (tests/test_lint_rules.py); the 99th warns on none of them.
QUANTILE = 99.0
# Below it, for an error when a pattern rule also warns (a second opinion): chosen with LAMBDA
# (90th-99.5th), the 97th added errors on 2.3% of sets t-z's poisoned definitions and on 0.3% of
# their honest ones.
CORROBORATED = 97.0
DIGITS = 4
WORKERS_ENV = "MCP_CATALOG_TRAIN_WORKERS"  # 1: train in one process


@dataclass(frozen=True)
class Example:
    set: str
    poisoned: bool
    grams: frozenset[str]


def load(folder: Path, sets: Sequence[str]) -> list[Example]:
    run = Run(1500)
    out: list[Example] = []
    for name in sets:
        for kind in ("poisoned", "honest"):
            path = folder / f"set_{name}_{kind}.jsonl"
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if not line.strip():
                    continue
                try:
                    row = json.loads(line)
                    if row.get("family") == "shadowing-target":  # context for another line, not a case
                        continue
                    texts = run.light_view(row["server"], row["tool"]).texts
                except (ValueError, KeyError, TypeError, AttributeError) as exc:
                    raise SystemExit(f"{path}:{number}: not a case line ({exc})") from exc
                out.append(Example(name, kind == "poisoned", features(texts)))
    return out


def fit(examples: Sequence[Example]) -> TextModel:
    """Weights and bias (the threshold is left at 0)."""
    df: Counter[str] = Counter()
    sets_of: dict[str, set[str]] = {}
    for e in examples:
        df.update(e.grams)
        for g in e.grams:
            sets_of.setdefault(g, set()).add(e.set)
    vocab = {g for g, n in df.items() if n >= MIN_DF and len(sets_of[g]) >= MIN_SETS}
    poisoned = sum(e.poisoned for e in examples)
    honest = len(examples) - poisoned
    rows = []
    for e in examples:
        # Sorted: the order of a set's members changes from process to process, the sums must not.
        learned = sorted(g for g in e.grams if g in vocab)
        weight = len(examples) / (2 * poisoned) if e.poisoned else len(examples) / (2 * honest)
        rows.append((learned, 1 / math.sqrt(len(learned) + PRIOR), 1 if e.poisoned else -1, weight))
    w: dict[str, float] = {}
    bias = 0.0
    scale = 1.0  # w is scale * the stored values: the L2 shrink of every weight is one product
    step = 0
    order = list(range(len(rows)))
    shuffle = random.Random(0)
    for _ in range(EPOCHS):
        shuffle.shuffle(order)
        for i in order:
            step += 1
            rate = 1 / (LAMBDA * (step + 1000))
            learned, x, y, weight = rows[i]
            margin = y * (scale * sum(w.get(g, 0.0) for g in learned) * x + bias)
            # d/dm of log(1 + e^-m), computed without overflow either way
            gradient = weight * y * (1 / (1 + math.exp(margin)) if margin < 30 else math.exp(-margin))
            scale *= 1 - rate * LAMBDA
            if scale < 1e-9:
                w = {g: v * scale for g, v in w.items()}
                scale = 1.0
            change = rate * gradient * x / scale
            for g in learned:
                w[g] = w.get(g, 0.0) + change
            bias += 0.1 * rate * gradient
    # Every feature learned is kept, however small its weight: the score counts the features the
    # model knows.
    kept = {g: round(w.get(g, 0.0) * scale, DIGITS) for g in sorted(vocab)}
    return TextModel(kept, round(bias, DIGITS), 0.0, 0.0, ())


def thresholds(examples: Sequence[Example], sets: Sequence[str]) -> tuple[float, float]:
    """The QUANTILE-th and CORROBORATED-th percentiles of honest scores by models that did not
    see their authors."""
    def left_out(index: int) -> list[float]:
        tm = fit([e for e in examples if e.set != sets[index]])
        return [raw_score(e.grams, tm) for e in examples if e.set == sets[index] and not e.poisoned]

    # One fit per set, each independent of the others: shared among forked processes where the
    # machine has CPUs to spare (the same scores in the same order either way).
    parts = shared(len(sets), left_out, processes(len(examples), WORKERS_ENV))
    scores = [x for part in (parts or map(left_out, range(len(sets)))) for x in part]
    cuts = statistics.quantiles(scores, n=1000, method="inclusive")
    return round(cuts[round(QUANTILE * 10) - 1], DIGITS), round(cuts[round(CORROBORATED * 10) - 1], DIGITS)


def train(folder: Path = DATA, sets: Sequence[str] = TRAINING_SETS) -> dict[str, Any]:
    examples = load(folder, sets)
    tm = fit(examples)
    warning, corroborated = thresholds(examples, sets)
    return {
        "format": FORMAT,
        "trained_on": list(sets),
        "settings": {"lambda": LAMBDA, "epochs": EPOCHS, "min_df": MIN_DF, "min_sets": MIN_SETS, "prior": PRIOR,
                     "quantile": QUANTILE, "corroborated": CORROBORATED},
        "bias": tm.bias,
        "threshold": warning,
        "corroborated": corroborated,
        "weights": tm.weights,
    }


def dumps(data: dict[str, Any]) -> str:
    """One weight per line, so that a retrained model reads as a diff."""
    head = {k: v for k, v in data.items() if k != "weights"}
    lines = [json.dumps(head, ensure_ascii=False)[:-1] + ', "weights": {']
    items = list(data["weights"].items())
    lines += [f"  {json.dumps(g, ensure_ascii=False)}: {v}{',' if n < len(items) - 1 else ''}" for n, (g, v) in
              enumerate(items)]
    lines.append("}}")
    return "\n".join(lines) + "\n"


def differences(made: dict[str, Any], kept: dict[str, Any], tolerance: float = 1.5e-4) -> list[str]:
    """How a model made now differs from the file. Training is deterministic; the tolerance is
    for the fourth digit's rounding, should a platform's last bit of a sum differ."""
    out = [f"{k}: {kept.get(k)!r} in the file, {made[k]!r} made" for k in ("format", "trained_on", "settings")
           if made[k] != kept.get(k)]
    for k in ("bias", "threshold", "corroborated"):
        value = kept.get(k)
        if not isinstance(value, (int, float)) or abs(made[k] - value) > tolerance:
            out.append(f"{k}: {value!r} in the file, {made[k]!r} made")
    a, b = made["weights"], kept.get("weights")
    if not isinstance(b, dict):
        return [*out, f"weights: {type(b).__name__} in the file"]
    for g in sorted(a.keys() | b.keys()):
        mine, theirs = a.get(g), b.get(g)
        if not isinstance(mine, (int, float)) or not isinstance(theirs, (int, float)) or abs(mine - theirs) > tolerance:
            out.append(f"weight of {g!r}: {theirs!r} in the file, {mine!r} made")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DATA, help="the folder of set_<x>_{poisoned,honest}.jsonl")
    parser.add_argument("--check", action="store_true", help="exit 1 when the file is not what training makes")
    parser.add_argument("--out", type=Path, default=MODEL_FILE)
    args = parser.parse_args(argv)
    missing = [name for name in TRAINING_SETS if not (args.data / f"set_{name}_poisoned.jsonl").is_file()]
    if missing:
        parser.error(f"{args.data}: no set_{missing[0]}_poisoned.jsonl (training reads the sets in a clone's "
                     "tests/data/lint_blind; --data names another folder)")
    made = train(args.data)
    if args.check:
        kept = json.loads(args.out.read_text(encoding="utf-8"))
        found = differences(made, kept)
        for line in found[:20]:
            print(line, file=sys.stderr)
        if found:
            print(f"{args.out.name}: {len(found)} differences; run python -m mcp_catalog.lint.train", file=sys.stderr)
        return 1 if found else 0
    args.out.write_text(dumps(made), encoding="utf-8")
    print(f"{args.out}: {len(made['weights'])} weights, threshold {made['threshold']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
