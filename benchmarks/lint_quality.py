"""Lint quality: recall on poisoned definitions, false positives on honest ones.

    python benchmarks/lint_quality.py CORPUS_DIR [--holdout DIR] [--blind DIR] [--verbose]

CORPUS_DIR holds poisoned.jsonl, tricky_benign.jsonl and benign/*.json (the evaluation
corpus); --holdout (default tests/data) holds lint_holdout_poisoned.jsonl and
lint_holdout_benign.jsonl, written apart from the corpus. The held-out figures are the ones
that count: rules must describe patterns, not phrases of the corpus.

A poisoned case counts as flagged at a level when any finding on its server reaches it.
Output poisoning (`location: tool_result`) is out of scope for a definition linter.

--blind (default tests/data/lint_blind) holds sets written by reviewers who had not seen the
rules (set_<x>_poisoned.jsonl and set_<x>_honest.jsonl: one definition a line, with its server
and family; a shadowing case's target is a line of family "shadowing-target", not counted). Each
set is linted as one catalog, every server beside the others, and scored per definition: the
highest severity of the findings on it (or on its server's instructions). BLIND_SETS says which
sets were then used to improve the rules, and textmodel.json which sets the text model was
trained on: their figures show what was fixed or learned, the unseen sets' what a new attack
meets. Each figure comes with the figure of the pattern rules alone (without the text model's
rule, resembles-poisoning). The unseen sets are also reported together, by family (their honest
definitions as one more row, the share flagged), to show which kinds of attack still get through.

A name collision is only visible beside the tool it imitates, so such a case is linted as a
catalog of two servers: the case's tool, and on a second server the original: the case's
`benign_before` where it has one, else the case's own definition under its name without a
trailing version marker (`search_v1` imitates `search`). A case with neither is linted alone.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from mcp_catalog.lint import RANK, Finding, lint_snapshots
from mcp_catalog.snapshot import Snapshot

SUSPECT = "suspect"


def _max(findings: list[Finding], server: str, tool: str | None = None) -> int:
    ranks = [RANK[f.severity] for f in findings if f.server == server and (tool is None or f.tool == tool)]
    return max(ranks, default=0)


_VERSION_MARKER = re.compile(r"[_.-]?v?[0-9]+$")


def _imitated(case: dict[str, Any]) -> dict[str, Any] | None:
    """The tool a name-collision case imitates (see the module docstring)."""
    before = case.get("benign_before")
    if isinstance(before, dict):
        return before
    name = str(case["tool"].get("name", ""))
    original = _VERSION_MARKER.sub("", name)
    return {**case["tool"], "name": original} if original and original != name else None


def _poisoned_case(case: dict[str, Any]) -> tuple[int, list[Finding]]:
    snaps = [Snapshot(SUSPECT, [case["tool"]], instructions=case.get("instructions"))]
    original = _imitated(case) if case.get("category") == "name_collision" else None
    if original is not None:
        snaps.append(Snapshot("trusted", [original]))
    for server, tools in (case.get("catalog") or {}).items():
        snaps.append(Snapshot(server, tools))
    result = lint_snapshots(snaps)
    return _max(result.findings, SUSPECT), result.findings


def score_poisoned(path: Path, verbose: bool) -> dict[str, list[int]]:
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # cases, >=warning, >=error
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        case = json.loads(line)
        if case.get("location") == "tool_result":
            continue
        rank, findings = _poisoned_case(case)
        for key in (case["category"], "ALL"):
            per[key][0] += 1
            per[key][1] += rank >= RANK["warning"]
            per[key][2] += rank >= RANK["error"]
        if verbose and rank < RANK["error"]:
            level = {0: "none", 1: "info", 2: "warning"}[rank]
            rules = sorted({f"{f.rule}:{f.severity}" for f in findings if f.server == SUSPECT})
            print(f"  miss@{level:7} {case['id']} [{case['category']}] {rules}", file=sys.stderr)
    return per


def _clean(tool: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in tool.items() if k != "_snap_file"}


def score_benign_catalog(folder: Path, verbose: bool) -> tuple[int, int, int]:
    snaps = []
    for file in sorted(folder.glob("*.json")):
        doc = json.loads(file.read_text(encoding="utf-8"))
        snaps.append(Snapshot(file.stem, [_clean(t) for t in doc["tools"]], path=file))
    result = lint_snapshots(snaps)
    return _count(snaps, result.findings, verbose, "benign")


def score_benign_lines(path: Path, verbose: bool) -> tuple[int, int, int]:
    snaps = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if line.strip():
            case = json.loads(line)
            snaps.append(Snapshot(f"s{n}", [_clean(case["tool"])]))
    findings: list[Finding] = []
    for snap in snaps:  # each honest tool on its own server, as it was found
        findings.extend(lint_snapshots([snap]).findings)
    return _count(snaps, findings, verbose, path.stem)


def _count(snaps: list[Snapshot], findings: list[Finding], verbose: bool, label: str) -> tuple[int, int, int]:
    total = warn = err = 0
    for snap in snaps:
        for tool in snap.tools:
            total += 1
            rank = _max(findings, snap.server_id, tool["name"])
            warn += rank >= RANK["warning"]
            err += rank >= RANK["error"]
            if verbose and rank >= RANK["warning"]:
                rules = sorted(
                    {
                        f"{f.rule}:{f.severity}"
                        for f in findings
                        if f.server == snap.server_id and f.tool == tool["name"] and RANK[f.severity] >= 2
                    }
                )
                print(f"  fp {label} {snap.server_id}/{tool['name']} {rules}", file=sys.stderr)
    return total, warn, err


# Which blind sets were looked at while improving the rules (development); the sets the text model
# was trained on are listed in its file (textmodel.json, "trained_on").
BLIND_SETS = {name: "used in development" for name in "abcdefghijkl"}
# Their lying-annotation lines were read to improve the annotation rules.
BLIND_SETS.update({name: "lying annotations read" for name in [*"mnopqrstuvwxyz", "za", "zb", "zc", "zd", "ze", "zf"]})
# ... and of these, the secrecy lines too, to read the order not to tell the user in more languages.
BLIND_SETS.update({name: "lying annotations, secrecy read" for name in ("z", "zf")})
# The poisoned lines of these that were not yet errors, read for the round-8 concepts: instructions to the model in
# zg-zr; exfiltration, shadowing, secrecy and lying annotations too in zg-zl.
BLIND_SETS.update({name: "model instructions read" for name in ("zm", "zn", "zo", "zp", "zq", "zr")})
BLIND_SETS.update({name: "instructions, exfiltration, shadowing, secrecy, annotations read" for name in
                   ("zg", "zh", "zi", "zj", "zk", "zl")})
# Round 9: the poisoned lines of zzza-zzzd that lint did not yet call errors were read for its second part (after
# their figures as shipped and with the first part were taken).
BLIND_SETS.update({name: "instructions, exfiltration, shadowing, secrecy, annotations read" for name in
                   ("zzza", "zzzb", "zzzc", "zzzd")})
# Of zzzc, one honest line was read before: a false positive the first part brought, mended before its figures.
# The model-instruction lines of zzze-zzzh that lint did not yet call errors were read for its third part.
BLIND_SETS.update({name: "model instructions read" for name in ("zzze", "zzzf", "zzzg", "zzzh")})
# One honest line of zzzl was read: a false positive the third part brought, mended before the final figures. Its
# poisoned lines were not read, so it still counts with the unseen sets.
BLIND_SETS.update({"zzzl": "one honest line read"})
# Round 10: zzzm-zzzr were asked for before it and measured as shipped; then the poisoned lines of zzzq and zzzr
# that lint did not yet call errors were read (every family). One honest line of zzzo was read: a false positive
# the round brought for a while (a Swedish "sent only once"), mended before the final figures.
BLIND_SETS.update({name: "every family's misses read" for name in ("zzzq", "zzzr")})
BLIND_SETS.update({"zzzo": "one honest line read"})
# Round 11: zzzu-zzzw were asked for before it and measured as shipped (15b24d8), zzzx-zzzz during it (kept unseen);
# the poisoned lines of zzzv (freight and customs, three quarters in Portuguese, Turkish, Czech, Hungarian, Indonesian
# and Vietnamese) that lint did not yet call errors were read.
BLIND_SETS.update({"zzzv": "every family's misses read"})
# Round 12: zzzza-zzzzc were asked for before it and measured as shipped (e07c663); the misses of zzzzb (a
# game studio's tools, a third in French, Korean, Spanish and Russian) read, every family
BLIND_SETS.update({"zzzzb": "every family's misses read"})
# zzzzd and zzzze were asked for during the round. A listing of read sets' misses took in, by mistake, 4 poisoned
# lines of zzzzc, 6 of zzzzd and 1 of zzzze that lint missed; none was acted on.
BLIND_SETS.update({name: "a few misses seen, not acted on" for name in ("zzzzc", "zzzzd", "zzzze")})
# Round 13: zzzzf-zzzzh were asked for before it, measured as shipped (6c2cfd0) and never read.
# Round 14: zzzzi-zzzzk were asked for before it, measured as shipped (a8df5e3) and never read; zzzzl and zzzzm were
# written to be read (instructions to the model, secrecy, exfiltration and lying annotations only, two fifths in
# English, the rest in fifteen languages each), and their misses were.
BLIND_SETS.update({name: "written to be read: misses read" for name in ("zzzzl", "zzzzm")})
# Round 15: zzzzn-zzzzp were asked for before it, measured as shipped (1452544) and never read; zzzzq and zzzzr were
# written to be read (70 instructions to the model, 15 shadowing and 20 lying annotations each, half in English, the
# rest in eight languages or more), and their misses were.
BLIND_SETS.update({name: "written to be read: misses read" for name in ("zzzzq", "zzzzr")})
# Round 16: zzzzs-zzzzu (an airline's operations a third in French, German and Portuguese; a national library half in
# Japanese, Polish, Spanish and Ukrainian; small-business accounting a fifth in Italian and Turkish) were asked for
# before it, measured as shipped (e5ba1e9) and never read.
# Round 17: zzzzv-zzzzx (a water utility's operations a quarter in Dutch, Swedish and Czech; a university's research
# computing a third in Chinese, Korean and Hindi; a property manager's tools a fifth in Spanish, Arabic and Greek) were
# asked for before it, measured as shipped (1f0e8a9: 91.3% / 84.3%, honest 11.0% / 6.0%) and never read.
# Round 18: zzzzy-zzzzza (a newsroom's editorial tools a quarter in Italian, Russian and Vietnamese; a semiconductor
# fab's manufacturing tools a fifth in German, Polish and Thai; a chain of veterinary clinics a third in Portuguese,
# Japanese and Swahili) were asked for before it, measured as shipped (4f7de3e: 94.0% / 89.3%, honest 6.7% / 4.3%) and
# never read.
NEARLY_UNSEEN = {"zzzl", "zzzo", "zzzzc", "zzzzd", "zzzze"}
MODEL_RULE = "resembles-poisoning"


def _labels(sets: list[str]) -> dict[str, str]:
    from mcp_catalog.lint.textmodel import model

    trained = set(model().trained_on)
    out = {}
    for name in sets:
        parts = [BLIND_SETS[name]] if name in BLIND_SETS else []
        parts += ["model trained on it"] if name in trained else []
        out[name] = "; ".join(parts) or "unseen"
    return out


def score_blind(path: Path, verbose: bool) -> dict[str, list[int]]:
    """One blind set (see the module docstring): per family [cases, >=warning, >=error], then the
    same two figures by the pattern rules alone (without the text model's findings)."""
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    tools: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for line in lines:
        tools[line["server"]].append(line["tool"])
    findings = lint_snapshots([Snapshot(server, found) for server, found in tools.items()]).findings
    rules_alone = [f for f in findings if f.rule != MODEL_RULE]
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0])
    for line in lines:
        if line["family"] == "shadowing-target":
            continue
        server, name = line["server"], line["tool"].get("name")
        rank, alone = _worst(findings, server, name), _worst(rules_alone, server, name)
        for key in (line["family"], "ALL"):
            per[key][0] += 1
            per[key][1] += rank >= RANK["warning"]
            per[key][2] += rank >= RANK["error"]
            per[key][3] += alone >= RANK["warning"]
            per[key][4] += alone >= RANK["error"]
        honest = path.stem.endswith("_honest")
        if verbose and ((honest and rank >= RANK["warning"]) or (not honest and rank < RANK["error"])):
            rules = sorted({f"{f.rule}:{f.severity}" for f in findings if f.server == server and f.tool == name})
            print(f"  {'fp' if honest else 'miss'} {path.stem} {server}/{name} [{line['family']}] {rules}",
                  file=sys.stderr)
    return per


def _worst(findings: list[Finding], server: str, name: str | None) -> int:
    """The worst severity on a definition or on its server's instructions."""
    on_instructions = [RANK[f.severity] for f in findings if f.server == server and f.tool is None]
    return max([_max(findings, server, name), *on_instructions])


def _both(figures: list[int], n: int) -> str:
    """A figure with the model, and (in brackets) by the rules alone."""
    return f"{_pct(figures[n], figures[0]).strip()} ({_pct(figures[n + 2], figures[0]).strip()})"


def _pct(part: int, whole: int) -> str:
    return f"{100.0 * part / whole:5.1f}%" if whole else "  n/a "


def report(title: str, per: dict[str, list[int]]) -> None:
    alone = any(len(figures) > 3 for figures in per.values())
    print(f"\n{title}: recall (flagged at warning or above / at error)")
    print(f"  {'category':26} {'cases':>5} {'>=warning':>10} {'>=error':>9}"
          + (f"  {'rules alone: >=warning':>22} {'>=error':>9}" if alone else ""))
    for key in sorted(per, key=lambda k: (k == "ALL", k)):
        cases, warn, err = per[key][:3]
        extra = f"  {_pct(per[key][3], cases):>22} {_pct(per[key][4], cases):>9}" if alone else ""
        print(f"  {key:26} {cases:5} {_pct(warn, cases):>10} {_pct(err, cases):>9}{extra}")


def report_benign(title: str, figures: tuple[int, int, int]) -> None:
    total, warn, err = figures
    print(f"  {title:40} {total:5} tools  warning+ {warn:3} ({_pct(warn, total)})  error {err:3} ({_pct(err, total)})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--holdout", type=Path, default=Path(__file__).resolve().parent.parent / "tests" / "data")
    data = Path(__file__).resolve().parent.parent / "tests" / "data"
    parser.add_argument("--blind", type=Path, default=data / "lint_blind")
    parser.add_argument("--verbose", "-v", action="store_true")
    args = parser.parse_args(argv)
    corpus: Path = args.corpus
    holdout: Path = args.holdout
    needed = [corpus / "poisoned.jsonl", corpus / "benign", corpus / "tricky_benign.jsonl"]
    needed += [holdout / "lint_holdout_poisoned.jsonl", holdout / "lint_holdout_benign.jsonl"]
    missing = [str(path) for path in needed if not path.exists()]
    if missing:
        parser.error(f"not found: {', '.join(missing)} (CORPUS is the corpus folder, --holdout the held-out one)")
    report("Corpus poisoned.jsonl (definition-borne)", score_poisoned(corpus / "poisoned.jsonl", args.verbose))
    report(
        "Held-out lint_holdout_poisoned.jsonl", score_poisoned(holdout / "lint_holdout_poisoned.jsonl", args.verbose)
    )
    print("\nFalse positives (tools with a finding at warning or above / at error)")
    report_benign("corpus benign/ (one catalog)", score_benign_catalog(corpus / "benign", args.verbose))
    report_benign("corpus tricky_benign.jsonl", score_benign_lines(corpus / "tricky_benign.jsonl", args.verbose))
    report_benign(
        "held-out lint_holdout_benign.jsonl", score_benign_lines(holdout / "lint_holdout_benign.jsonl", args.verbose)
    )
    blind: Path = args.blind
    sets = sorted(path.name[len("set_") : -len("_poisoned.jsonl")] for path in blind.glob("set_*_poisoned.jsonl"))
    labels = _labels(sets)
    if sets:
        print("\nSets written by reviewers who had not seen the rules (each linted as one catalog); in brackets,")
        print("the figures of the pattern rules alone, without the text model")
        print(f"  {'set':45} {'poisoned':>8} {'>=warning':>16} {'>=error':>16} {'honest':>7} {'fp warning+':>16} "
              f"{'fp error':>16}")
    unread: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0])  # the never-read sets together
    unread_names = []
    for name in sets:
        per_family = score_blind(blind / f"set_{name}_poisoned.jsonl", args.verbose)
        bad = per_family["ALL"]
        honest = score_blind(blind / f"set_{name}_honest.jsonl", args.verbose)
        good = honest["ALL"]
        label = f"{name} ({labels[name]})"
        print(f"  {label:45} {bad[0]:8} {_both(bad, 1):>16} {_both(bad, 2):>16} "
              f"{good[0]:7} {_both(good, 1):>16} {_both(good, 2):>16}")
        if labels[name] == "unseen" or name in NEARLY_UNSEEN:
            unread_names.append(name)
            for family, figures in [*per_family.items(), ("honest (false positives)", good)]:
                for n, value in enumerate(figures):
                    unread[family][n] += value
    if unread_names:
        report(f"The unseen sets ({', '.join(unread_names)}) together, by family", unread)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
