"""Lint findings as JSON: one object with a summary, the findings and (optionally) the suppressed."""

from __future__ import annotations

import json
from collections import Counter

from mcp_catalog.lint import SEVERITIES, LintResult


def counts(result: LintResult) -> dict[str, int]:
    found = Counter(f.severity for f in result.findings)
    return {severity: found.get(severity, 0) for severity in SEVERITIES}


def to_json(result: LintResult, *, show_suppressed: bool = False, tools: int | None = None) -> str:
    doc: dict[str, object] = {
        "version": 1,
        "summary": {
            **counts(result),
            "suppressed": len(result.suppressed),
            **({"tools": tools} if tools is not None else {}),
        },
        "findings": [f.to_json() for f in result.findings],
    }
    if show_suppressed:
        doc["suppressed"] = [
            {**f.to_json(), "suppression": result.suppression_reasons.get(f, "")} for f in result.suppressed
        ]
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
