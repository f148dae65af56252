"""What a lint rule reports, and how severe it is."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

Severity = Literal["error", "warning", "info"]
SEVERITIES: tuple[Severity, ...] = ("error", "warning", "info")
# Higher is worse; "never" (a --fail-on value) is above every severity.
RANK: dict[str, int] = {"info": 1, "warning": 2, "error": 3, "never": 99}


@dataclass(frozen=True)
class Finding:
    """One problem in one string of one definition.

    `pointer` is an RFC 6901 pointer inside the tool (or "/instructions" for the server's
    instructions, where `tool` is None). `excerpt` and `message` are already escaped with
    textsafe: a definition is attacker text and must never reach a terminal raw.
    """

    server: str
    tool: str | None
    pointer: str
    rule: str
    severity: Severity
    message: str
    excerpt: str
    path: Path | None = field(default=None, compare=False)
    # A finding raised by other rules' findings on its definition (engine._settle): those rules,
    # and its severity without them (None: it would not be reported). Suppressing them undoes the
    # raise (engine._unraise).
    backers: tuple[str, ...] = field(default=(), compare=False)
    alone: Severity | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, object]:
        return {
            "server": self.server,
            "tool": self.tool,
            "pointer": self.pointer,
            "rule": self.rule,
            "severity": self.severity,
            "message": self.message,
            "excerpt": self.excerpt,
            "path": str(self.path) if self.path is not None else None,
        }


def at_least(severity: str, threshold: str) -> bool:
    """True when severity is at or above threshold ("never" is above everything)."""
    return RANK[severity] >= RANK[threshold]
