"""Documentation pages for the rules, generated from the rules themselves.

`python -m mcp_catalog.lint.docs docs/rules` rewrites docs/rules/; a test fails when the
pages and the code disagree. Each page runs its own examples through the linter, so the
"what lint reports" block is real output.
"""

from __future__ import annotations

import sys
from pathlib import Path

from mcp_catalog.jsonio import dumps_pretty
from mcp_catalog.lint.engine import lint_snapshots
from mcp_catalog.lint.finding import RANK
from mcp_catalog.lint.registry import FAMILIES, Example, Rule, all_rules


def _findings(rule: Rule, example: Example) -> list[str]:
    from mcp_catalog.snapshot import Snapshot

    snaps = [Snapshot(example.server, [example.tool], instructions=example.instructions)]
    snaps += [Snapshot(server, tools) for server, tools in example.others.items()]
    result = lint_snapshots(snaps)
    return [
        f"{f.severity:7} {f.rule}  {f.server}/{f.tool} {f.pointer}\n        {f.message}"
        for f in result.findings
        if f.rule == rule.id and f.server == example.server
    ]


def _json_block(value: object) -> str:
    return "```json\n" + dumps_pretty(value) + "```\n"


def rule_page(rule: Rule) -> str:
    bad = _findings(rule, rule.bad)
    good = [line for line in _findings(rule, rule.good) if RANK[line.split()[0]] >= RANK["warning"]]
    lines = [
        f"# `{rule.id}`",
        "",
        f"Family: {FAMILIES[rule.family]} · Default severity: **{rule.severity}**",
        "",
        "## What it finds",
        "",
        rule.summary + (f" Severity: {rule.levels}." if rule.levels else ""),
        "",
        "## Why it matters",
        "",
        rule.why,
        "",
        "## Example",
        "",
        "Flagged:",
        "",
        _json_block(rule.bad.tool).rstrip("\n"),
    ]
    if rule.bad.others:
        lines += [
            "",
            "with these tools on other servers of the same catalog:",
            "",
            _json_block(rule.bad.others).rstrip("\n"),
        ]
    lines += [
        "",
        "What `catalog lint` reports:",
        "",
        "```",
        *(bad or ["(nothing)"]),
        "```",
        "",
        "Not flagged:" if not good else "Not flagged at warning or above:",
        "",
        _json_block(rule.good.tool).rstrip("\n"),
    ]
    if rule.good.others:
        lines += ["", "with these tools on other servers:", "", _json_block(rule.good.others).rstrip("\n")]
    lines += [
        "",
        "## How to fix",
        "",
        rule.fix,
        "",
        "## Suppressing",
        "",
        "If a finding is a deliberate, reviewed exception, suppress it in `catalog.yaml`, bound to the hash of the",
        "tool as reviewed (add the entry without `hash` and `catalog lint` prints the `hash:` line to pin, the",
        "tool's hash as `catalog lock` records it); when the tool changes, the suppression stops applying and the",
        "finding comes back:",
        "",
        "```yaml",
        "lint:",
        "  suppress:",
        "    - server: SERVER_ID",
        "      tool: TOOL_NAME",
        f"      rule: {rule.id}",
        "      reason: why this is acceptable for this tool",
        "      hash: '0123456789ab'",
        "```",
        "",
        "A finding in the server's instructions (`SERVER_ID/(instructions)` in the table, `\"tool\": null` in JSON)",
        "is suppressed with `instructions: true` in place of `tool`, pinned to the hash of the instructions (the",
        "lock's `instructionsHash`; lint prints it too); it leaves the tools' findings alone.",
        "",
    ]
    return "\n".join(lines)


def index_page(rules: list[Rule]) -> str:
    lines = [
        "# Lint rules",
        "",
        "Every rule has a stable id (used in suppressions, JSON and SARIF output) and a",
        "default severity; some findings get a different severity, as each page explains.",
        "`catalog rules` lists them and `catalog rules RULE` prints a page.",
        "",
    ]
    family = None
    for rule in rules:
        if rule.family != family:
            family = rule.family
            lines += ["", f"## {FAMILIES[family]}", "", "| rule | severity | finds |", "|---|---|---|"]
        summary = rule.headline.replace("|", "\\|")
        lines.append(f"| [`{rule.id}`]({rule.id}.md) | {rule.severity} | {summary} |")
    return "\n".join(lines) + "\n"


def write(folder: Path) -> list[Path]:
    rules = all_rules()
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for rule in rules:
        path = folder / f"{rule.id}.md"
        path.write_text(rule_page(rule), encoding="utf-8")
        written.append(path)
    index = folder / "index.md"
    index.write_text(index_page(rules), encoding="utf-8")
    written.append(index)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/rules")
    for written_path in write(target):
        print(written_path)
