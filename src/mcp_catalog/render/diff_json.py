"""`catalog diff --format json`: the whole report, for tools and bots.

ASCII-only output: every invisible or non-ASCII character of a definition is a \\u escape,
so the JSON is safe to print to a terminal as well as to parse.
"""

from __future__ import annotations

import json

from mcp_catalog.diffing.report import DiffReport


def render(report: DiffReport) -> str:
    return json.dumps(report.to_json(), indent=2, ensure_ascii=True) + "\n"
