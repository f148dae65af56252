"""Lint MCP tool definitions for poisoning signals.

Public API:
    lint_snapshots(snapshots, *, suppressions=(), max_length=None) -> LintResult
    lint_tool(tool, server_id) -> list[Finding]
    all_rules() -> list[Rule]
"""

from mcp_catalog.lint.engine import DEFAULT_MAX_LENGTH, LintResult, lint_snapshots, lint_tool
from mcp_catalog.lint.finding import RANK, SEVERITIES, Finding, Severity, at_least
from mcp_catalog.lint.registry import FAMILIES, Rule, all_rules

__all__ = [
    "DEFAULT_MAX_LENGTH",
    "FAMILIES",
    "RANK",
    "SEVERITIES",
    "Finding",
    "LintResult",
    "Rule",
    "Severity",
    "all_rules",
    "at_least",
    "lint_snapshots",
    "lint_tool",
]
