"""`catalog diff --format markdown`: for pull request comments and `$GITHUB_STEP_SUMMARY`.

GitHub renders this, so attacker text must not become markdown or HTML: every piece of a
definition is written either inside a code span or inside a fenced block, each delimited by
more backticks than the longest backtick run in the text, so the text can never close it.
Code spans and fenced blocks are never parsed for links, mentions, emphasis or HTML.
Invisible characters are shown as escapes (textsafe), and newlines outside fenced blocks too,
so text cannot start a new block.
"""

from __future__ import annotations

import re

from mcp_catalog.diffing import phrases
from mcp_catalog.diffing import structure as s
from mcp_catalog.diffing.report import DiffReport, ServerDiff, ToolDiff
from mcp_catalog.diffing.words import Elided, TextDiff
from mcp_catalog.lint.finding import Finding
from mcp_catalog.render import tools_on_servers
from mcp_catalog.render.diff_text import (
    IGNORE_NOTE,
    added_schema,
    approve,
    counts_line,
    name_safe,
    rest_of_definition,
    shown,
    shown_block,
    words_line,
)

# GitHub cuts a comment at 65,536 characters; stay under it with room for a header.
MAX_CHARS = 60_000
_RISK_ICON = {"high": "🔴", "medium": "🟠", "low": "🟡"}
_BACKTICKS = re.compile(r"`+")


def _longest_run(text: str) -> int:
    return max((len(m) for m in _BACKTICKS.findall(text)), default=0)


def code(text: str, *, escaped: bool = False) -> str:
    """An inline code span that text cannot end early; text is escaped unless already."""
    body = text if escaped else name_safe(text)
    body = body.replace("\n", "\\n").replace("\r", "\\r")
    if not body:
        return "(empty)"
    fence = "`" * (_longest_run(body) + 1)
    if body.startswith("`") or body.endswith("`") or (body.startswith(" ") and body.endswith(" ")):
        body = f" {body} "
    return f"{fence}{body}{fence}"


def fenced(body: str, info: str = "text") -> str:
    """A fenced block that body cannot close: its fence is longer than any backtick run in it."""
    fence = "`" * max(3, _longest_run(body) + 1)
    return f"{fence}{info}\n{body}\n{fence}"


def text_diff_block(diff: TextDiff) -> str:
    parts: list[str] = []
    for seg in shown(diff):
        if isinstance(seg, Elided):
            parts.append(f"…({seg.words} unchanged words)…")
            continue
        body = seg.text
        parts.append(body if seg.op == "=" else ("[-" + body + "-]" if seg.op == "-" else "{+" + body + "+}"))
    return fenced("".join(parts))


def _finding(f: Finding) -> str:
    icon = {"error": "🔴", "warning": "🟠"}.get(f.severity, "🟡")
    line = f"- {icon} **{f.severity}** {code(f.rule)} at {code(f.pointer)}: {code(f.message, escaped=True)}"
    if f.excerpt:
        line += f" {code(f.excerpt, escaped=True)}"
    return line


def _change(change: s.Change) -> list[str]:
    place = code(change.field) + (f" › {code(phrases.location(change))}" if phrases.location(change) else "")
    if change.kind == s.TEXT and change.text is not None:
        words = words_line(change.text, "−")
        lines = ["", f"{place} ({words}):", "", text_diff_block(change.text), ""]
        for hidden in phrases.added_hidden_tags(change.text):
            lines += [f"- 🔴 invisible tag characters added here spell {code(hidden)}", ""]
        return lines
    icon = f"{_RISK_ICON[change.risk]} " if change.risk != "low" else ""
    added = added_schema(change)
    line = f"- {icon}{place}: {phrases.describe(change, code)}"
    return [line] if added is None else [line, "", fenced(added), ""]


def _definition(tool: dict[str, object]) -> list[str]:
    lines: list[str] = []
    description = tool.get("description")
    if isinstance(description, str):
        lines += ["", fenced(shown_block(description)), ""]
    params = phrases.parameters(tool.get("inputSchema"))
    if params:
        listed = ", ".join(
            code(name) + (f" ({', '.join(([code(kind)] if kind else []) + (['required'] if req else []))})"
                          if kind or req else "")
            for name, kind, req in params
        )
        lines.append(f"- parameters: {listed}")
    annotations = tool.get("annotations")
    if isinstance(annotations, dict) and annotations:
        listed = ", ".join(f"{code(str(k))}: {code(phrases.value_text(v))}" for k, v in annotations.items())
        lines.append(f"- annotations: {listed}")
    rest = rest_of_definition(tool)
    if rest is not None:
        lines += ["", "Rest of the definition:", "", fenced(rest), ""]
    return lines


def _tool(tool: ToolDiff) -> str:
    icon = _RISK_ICON.get(tool.risk or "", "") if tool.status != "removed" else "➖"
    title = f"{tool.status} {code(tool.name)}"
    if tool.status == "renamed" and tool.old_name is not None:
        title = f"renamed {code(tool.old_name)} → {code(tool.name)}"
    head = f"**{icon} {title}**" if icon else f"**{title}**"
    meta = []
    if tool.fields:
        meta.append("fields: " + ", ".join(code(f) for f in tool.fields))
    if tool.risk and tool.status != "removed":
        meta.append(f"risk: {tool.risk}")
    lines = [head + (" · " + " · ".join(meta) if meta else "")]
    for note in tool.notes:
        lines += ["", f"> {code(note)}"]
    if tool.status != "removed" and tool.definition is not None:
        if tool.status != "new":
            lines += ["", "The new version, whole:"]
        lines += _definition(tool.definition)
        if tool.status != "new" and tool.changes:
            lines += ["", "Changes from the snapshot at the base:"]
    listed = False
    for change in tool.changes:
        part = _change(change)
        if part[0].startswith("- ") and not listed:
            lines.append("")
            listed = True
        elif not part[0].startswith("- "):
            listed = False
        lines += part
    if tool.findings:
        while lines and lines[-1] == "":
            lines.pop()
        lines += ["", "Lint findings this version adds:", ""]
        lines += [_finding(f) for f in tool.findings]
    return "\n".join(lines).strip("\n") + "\n"


def _server_head(server: ServerDiff) -> str:
    label = {"new": " (new: not in the lock at the base)", "removed": " (removed)",
             "no-snapshot": " (no snapshot)"}.get(server.status, "")
    lines = [f"#### Server {code(server.id)}{label}: {counts_line([server])}"]
    for note in server.notes:
        lines += ["", f"> {code(note)}"]
    if server.ignore is not None:
        old, new = (", ".join(code(p) for p in side) or "(none)" for side in server.ignore)
        lines += ["", f"**`lock.ignore` changed:** {old} → {new}. {IGNORE_NOTE[0].upper()}{IGNORE_NOTE[1:]}."]
    if server.instructions is not None and server.instructions.changed:
        text = server.instructions
        lines += ["", f"Server instructions ({words_line(text, '−')}):", "", text_diff_block(text)]
        if server.findings:
            lines += ["", "Lint findings these instructions add:", ""]
            lines += [_finding(f) for f in server.findings]
    return "\n".join(lines) + "\n"


_SUMMARY_SERVERS = 50  # servers listed at the top; each has its section below
_MAX_BASE = 200  # characters of --base shown in the title


def _summary(report: DiffReport) -> list[str]:
    """The blocks under the title: what changed on each server (the first few), how to read the
    diffs, the notes."""
    if not report.changed:
        tools, servers = report.tools_compared, report.servers_compared
        blocks = [f"No changes: {tools_on_servers(tools, servers)} "
                  f"match{'es' * (tools == 1)} what was reviewed.\n"]
    else:
        listed = [f"- {code(server.id)}: {counts_line([server])}" for server in report.servers[:_SUMMARY_SERVERS]]
        if len(report.servers) > _SUMMARY_SERVERS:
            listed.append(f"- and {len(report.servers) - _SUMMARY_SERVERS:,} more servers")
        blocks = ["\n".join(listed) + "\n"]
        blocks.append("In text diffs `[-…-]` was removed and `{+…+}` was added; invisible characters are "
                      "shown as escapes such as `\\u200b`, and so are the blanks of removed or added text that "
                      "would not show (`\\t`, `\\xa0`, `\\x20` for repeated or trailing spaces). "
                      + approve(report) + "\n")
    blocks += [f"> {code(note)}\n" for note in report.notes]
    return blocks


def _left_out(count: int, max_chars: int) -> str:
    return (f"_{count:,} more sections left out to keep this under {max_chars:,} characters; "
            "run `catalog diff` for the whole report._\n")


def render(report: DiffReport, *, max_chars: int = MAX_CHARS) -> str:
    """The report, at most max_chars characters long whatever it holds: the blocks that do not fit
    (from the first that does not, so that what is shown is the riskiest) are counted at the end."""
    base = report.base if len(report.base) <= _MAX_BASE else report.base[:_MAX_BASE] + "…"
    commit = f" ({code(report.commit[:12])})" if report.commit else ""
    title = f"### MCP tool changes since {code(base)}{commit}\n"
    blocks = _summary(report)
    for server in report.servers:
        blocks.append(_server_head(server))
        blocks += [_tool(t) for t in server.tools]
    # Blocks are joined by a newline (each ends with one: a blank line between them). When they do
    # not all fit, room is kept for the line that counts what was left out, however many that is.
    if len(title) + sum(1 + len(block) for block in blocks) <= max_chars:
        return "\n".join([title, *blocks])
    room = max_chars - len(title) - (1 + len(_left_out(len(blocks), max_chars)))
    chunks = [title]
    for at, block in enumerate(blocks):
        if 1 + len(block) > room:
            chunks.append(_left_out(len(blocks) - at, max_chars))
            break
        chunks.append(block)
        room -= 1 + len(block)
    return "\n".join(chunks)
