"""Lint findings as SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.

Each result points at the line of the snapshot file where the string sits (found by JSON
pointer), names the server, tool and pointer as a logical location, and carries a stable
fingerprint so code scanning tracks it across runs. Suppressed findings are included with a
`suppressions` entry (SARIF's way to say "reviewed and accepted"), whatever --show-suppressed says.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from mcp_catalog.lint import Finding, LintResult, Rule
from mcp_catalog.lint.locate import Locator
from mcp_catalog.lint.walker import escape_token
from mcp_catalog.textsafe import escape, tool_label

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"error": "error", "warning": "warning", "info": "note"}
_SECURITY_SEVERITY = {"error": "8.0", "warning": "5.0", "info": "2.0"}


def _rule_help(rule: Rule) -> tuple[str, str]:
    text = f"{rule.summary}\n\nWhy it matters: {rule.why}\n\nHow to fix or suppress: {rule.fix}"
    markdown = (
        f"**{rule.summary}**\n\n**Why it matters.** {rule.why}\n\n**How to fix or suppress.** {rule.fix}\n\n"
        f"Severity: {rule.levels or rule.severity}. Documentation: docs/rules/{rule.id}.md"
    )
    return text, markdown


def _descriptor(rule: Rule) -> dict[str, Any]:
    text, markdown = _rule_help(rule)
    return {
        "id": rule.id,
        "name": "".join(part.capitalize() for part in rule.id.split("-")),
        "shortDescription": {"text": rule.headline},
        "fullDescription": {"text": rule.why},
        "help": {"text": text, "markdown": markdown},
        "defaultConfiguration": {"level": _LEVEL[rule.severity]},
        "properties": {
            "tags": ["security", "mcp", rule.family],
            "security-severity": _SECURITY_SEVERITY[rule.severity],
        },
    }


class _Files:
    """Reads each snapshot file once to map pointers to lines."""

    def __init__(self, base: Path) -> None:
        self.base = base
        self._locators: dict[Path, Locator] = {}
        self._uris: dict[Path, tuple[str, bool]] = {}
        self._read: dict[Path, tuple[str, dict[str, int]] | None] = {}  # text and tool indices by name
        self._wanted: dict[Path, list[str]] = {}  # the pointers findings name, by file (prepare)

    def uri(self, path: Path) -> tuple[str, bool]:
        found = self._uris.get(path)
        if found is None:  # once a file: resolving asks the file system
            absolute = path.resolve()
            try:
                found = absolute.relative_to(self.base.resolve()).as_posix(), True
            except ValueError:
                found = absolute.as_uri(), False
            self._uris[path] = found
        return found

    def prepare(self, findings: Iterable[Finding]) -> None:
        """Note the pointers the findings name in each file, so that its locator lists them all
        in one pass."""
        for f in findings:
            read = self._file(f.path) if f.path is not None else None
            pointer = self._pointer(f, read[1]) if read is not None else None
            if f.path is not None and pointer is not None:
                self._wanted.setdefault(f.path, []).append(pointer)

    def _file(self, path: Path) -> tuple[str, dict[str, int]] | None:
        """A snapshot's text and its tools' indices by name, read once."""
        if path not in self._read:
            try:
                text = path.read_text(encoding="utf-8-sig")  # columns as an editor counts them: no BOM
                doc = json.loads(text)
                names = {str(t.get("name")): i for i, t in enumerate(doc.get("tools", [])) if isinstance(t, dict)}
                self._read[path] = (text, names)
            except (OSError, ValueError, AttributeError):
                self._read[path] = None
        return self._read[path]

    @staticmethod
    def _pointer(finding: Finding, names: dict[str, int]) -> str | None:
        if finding.tool is None:
            return "/server" + finding.pointer
        if finding.tool in names:
            return f"/tools/{names[finding.tool]}{finding.pointer}"
        return None

    def region(self, finding: Finding) -> dict[str, int] | None:
        path = finding.path
        if path is None:
            return None
        read = self._file(path)
        if read is None:
            return None
        text, names = read
        locator = self._locators.get(path)
        if locator is None:
            locator = self._locators[path] = Locator(text, self._wanted.get(path, ()))
        pointer = self._pointer(finding, names)
        found_at = locator.find(pointer) if pointer is not None else None
        if found_at is None:
            return None
        return {"startLine": found_at[0], "startColumn": found_at[1]}


def _fingerprint(f: Finding) -> str:
    key = "\x1f".join([f.server, f.tool or "", f.pointer, f.rule, f.excerpt])
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def _result(f: Finding, index: dict[str, int], files: _Files, reason: str | None) -> dict[str, Any]:
    # What a viewer shows is escaped (server, tool and pointer are attacker text); the
    # properties keep the exact values, as \u escapes in the ASCII-only output.
    tool = tool_label(f.tool, cut=False)
    server, pointer = escape(f.server), escape(f.pointer)
    result: dict[str, Any] = {
        "ruleId": f.rule,
        "level": _LEVEL[f.severity],
        "message": {"text": f"{f.message} [{server}/{tool} {pointer}] excerpt: {f.excerpt}"},
        "partialFingerprints": {"mcpCatalogFinding/v1": _fingerprint(f)},
        "properties": {
            "server": f.server,
            "tool": f.tool,
            "pointer": f.pointer,
            "excerpt": f.excerpt,
            "severity": f.severity,
        },
    }
    if f.rule in index:
        result["ruleIndex"] = index[f.rule]
    location: dict[str, Any] = {
        "logicalLocations": [
            {"name": tool, "fullyQualifiedName": f"{escape_token(server)}/{escape_token(tool)}{pointer}",
             "kind": "member"}
        ],
    }
    if f.path is not None:
        uri, relative = files.uri(f.path)
        artifact: dict[str, Any] = {"uri": uri}
        if relative:
            artifact["uriBaseId"] = "%SRCROOT%"
        physical: dict[str, Any] = {"artifactLocation": artifact}
        region = files.region(f)
        if region is not None:
            physical["region"] = region
        location["physicalLocation"] = physical
    result["locations"] = [location]
    if reason is not None:
        result["suppressions"] = [{"kind": "external", "status": "accepted", "justification": reason}]
    return result


def to_sarif(result: LintResult, rules: list[Rule], *, version: str, base: Path | None = None) -> str:
    base = base if base is not None else Path(os.getcwd())
    files = _Files(base)
    files.prepare([*result.findings, *result.suppressed])
    index = {rule.id: n for n, rule in enumerate(rules)}
    results = [_result(f, index, files, None) for f in result.findings]
    results += [
        _result(f, index, files, result.suppression_reasons.get(f, "suppressed in catalog.yaml"))
        for f in result.suppressed
    ]
    run: dict[str, Any] = {
        "tool": {
            "driver": {
                "name": "mcp-catalog",
                "fullName": "mcp-catalog lint",
                "version": version,
                "semanticVersion": version,
                "informationUri": "https://pypi.org/project/mcp-catalog/",
                "rules": [_descriptor(rule) for rule in rules],
            }
        },
        "columnKind": "unicodeCodePoints",
        "results": _RESULTS,
    }
    doc = {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run]}
    # The results one to a line, by json's C encoder (its indenting encoder is pure Python: more
    # than a second on 6,500 findings); the rest indented. ASCII only, as the JSON report.
    head, tail = json.dumps(doc, indent=2, ensure_ascii=True).split(json.dumps(_RESULTS))
    lines = ",\n        ".join(map(_compact, results))
    return f"{head}[\n        {lines}\n      ]{tail}\n" if results else f"{head}[]{tail}\n"


_RESULTS = "(the results)"  # where they go: no other value of the document is this string
_compact = json.JSONEncoder(ensure_ascii=True, separators=(", ", ": ")).encode
