"""`catalog diff` for a terminal: one block per tool, word diffs in colour.

Definitions are attacker text: every piece of it goes through textsafe.escape and into rich
Text objects (never markup), and the diff markers `[-`, `-]`, `{+`, `+}` inside it get a
backslash, so text cannot forge a deletion or insertion. Without colour the markers alone
carry the diff.

Removed and added text also shows its whitespace (`shown`): a change of a space into a tab or a
no-break space, or of trailing blanks or line endings, must not look like no change at all.
"""

from __future__ import annotations

import io
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from functools import partial

from rich.console import Console
from rich.text import Text

from mcp_catalog.diffing import phrases
from mcp_catalog.diffing import structure as s
from mcp_catalog.diffing.report import SEVERITY_RISK, DiffReport, ServerDiff, ToolDiff
from mcp_catalog.diffing.words import Elided, Segment, TextDiff, indent, with_context
from mcp_catalog.lint.finding import Finding
from mcp_catalog.render import tools_on_servers
from mcp_catalog.textsafe import escape, escape_char

_MARKERS = re.compile(r"\[-|-\]|\{\+|\+\}")
_BLANKS = re.compile(r"\s+")
_RISK_STYLE = {"high": "bold red", "medium": "yellow", "low": "dim"}
_STATUS = {"changed": "CHANGED", "renamed": "RENAMED", "new": "NEW", "removed": "REMOVED"}
MAX_SEGMENT = 4000  # characters of one piece of text shown (a removal, an insertion, a description)
MAX_LINES = 100  # and lines of it
IGNORE_NOTE = ("changes to members ignored at the base or now, but not both, are shown; "
               "once locked, changes to what the new pointers name are not")


def safe(text: str, *, newlines: bool = False) -> str:
    """Escaped attacker text with diff markers defused."""
    return _defuse(escape(text, keep_newlines=newlines))


def _defuse(body: str) -> str:
    return _MARKERS.sub(lambda m: m.group()[0] + "\\" + m.group()[1], body)


def _escaped(blanks: str) -> str:
    return "".join(escape_char(ch) for ch in blanks)


def changed_text(text: str, *, line_start: bool = False) -> str:
    """Removed or added text, escaped so that each of its blanks can be seen and counted.

    textsafe already writes tabs, carriage returns and blanks such as U+00A0 as escapes. Here a
    space stays a space only where it reads plainly: alone between words (or at an end of the
    change, where the marker shows it), or opening a line as indentation (`words.indent`); runs
    of spaces, spaces ending a line after text, and padding are `\\x20` each. Line breaks stay
    line breaks, unless the change is whitespace only: then every character is an escape,
    `[-\\n-]{+\\r\\n+}`. `line_start`: the text begins a line.
    """
    if text.isspace():
        return _escaped(text)
    out: list[str] = []
    done = 0
    for match in _BLANKS.finditer(text):
        out.append(escape(text[done:match.start()]))
        out.append(_blank_run(match.group(), line_start and match.start() == 0))
        done = match.end()
    out.append(escape(text[done:]))
    return _defuse("".join(out))


def _blank_run(run: str, opens_line: bool) -> str:
    if run == " ":
        return run
    first, *lines = run.split("\n")
    # Blanks after text on the same line are shown; those opening a line may be indentation.
    head = first if opens_line and indent(first) else _escaped(first)
    return head + "".join("\n" + (line if indent(line) else _escaped(line)) for line in lines)


def shown(diff: TextDiff) -> Iterator[Segment | Elided]:
    """The segments a reader is shown (`with_context`), their text escaped for display: unchanged
    text as `safe` writes it, removed and added text as `changed_text` does, each clipped."""
    line_start = True  # where the last unchanged text left off
    for seg in with_context(diff):
        if isinstance(seg, Elided):
            line_start = False
            yield seg
        elif seg.op == "=":
            line_start = seg.text.endswith("\n")
            yield Segment("=", shown_block(seg.text))
        else:
            yield Segment(seg.op, clipped(seg.text, partial(changed_text, line_start=line_start)))


def shown_block(raw: str) -> str:
    """Text of several lines as a reader is shown it: escaped but its line breaks, clipped."""
    return clipped(raw, partial(safe, newlines=True))


def clipped(raw: str, show: Callable[[str], str]) -> str:
    """show(raw) for the first MAX_SEGMENT characters and MAX_LINES lines of raw, and how much is
    left out: raw is cut before it is escaped, so a huge text costs what is shown."""
    head = raw[: _shown_length(raw)]
    if len(head) == len(raw):
        return show(raw)
    return show(head) + f"… ({len(raw) - len(head)} more characters: --format json)"


def too_long(raw: str) -> bool:
    """Whether clipped() leaves part of raw out."""
    return _shown_length(raw) < len(raw)


def _shown_length(raw: str) -> int:
    end = min(len(raw), MAX_SEGMENT)
    at = -1
    for _ in range(MAX_LINES):
        at = raw.find("\n", at + 1, end)
        if at < 0:
            return end
    return at + 1


def words_line(diff: TextDiff, minus: str = "-") -> str:
    """`+3 / -1 words`; a change the words do not show is named as one."""
    line = f"+{diff.added_words} / {minus}{diff.removed_words} words"
    if diff.whitespace_only:
        line += ", whitespace only"
    if any(too_long(seg.text) for seg in diff.segments if seg.op != "="):
        line += ", a change too long to show here whole (--format json has it)"
    return line


def counts_line(servers: Iterable[ServerDiff]) -> str:
    """`2 changed, 1 new` over these servers' tools, and the servers whose instructions changed
    (they are text the model reads too, and a header that left them out read as 'only tools')."""
    counts: Counter[str] = Counter()
    instructions = ignore = 0
    statuses: Counter[str] = Counter()  # servers whose change no tool count says
    for server in servers:
        counts.update(server.counts())
        instructions += server.instructions is not None and server.instructions.changed
        ignore += server.ignore is not None
        if server.status == "no-snapshot" or (server.status in ("new", "removed") and not server.tools):
            statuses[server.status] += 1
    order = ("changed", "renamed", "new", "removed")
    parts = [f"{counts[k]} {k}" for k in order if counts.get(k)] or ["no tool changes"]
    if instructions:
        parts.append("instructions changed" if instructions == 1 else f"instructions of {instructions} servers changed")
    if ignore:
        parts.append("lock.ignore changed" if ignore == 1 else f"lock.ignore of {ignore} servers changed")
    said = {"new": "new server{} with no tools", "removed": "removed server{} with no tools",
            "no-snapshot": "server{} without a snapshot"}
    parts += [f"{n} {said[k].format('s' * (n != 1))}" for k, n in sorted(statuses.items())]
    return ", ".join(parts)


def text_diff(diff: TextDiff, indent: str) -> Text:
    out = Text(indent)
    for seg in shown(diff):
        if isinstance(seg, Elided):
            out.append(f"…({seg.words} unchanged words)…", style="dim")
            continue
        body = seg.text.replace("\n", "\n" + indent)
        if seg.op == "=":
            out.append(body)
        elif seg.op == "-":
            out.append("[-" + body + "-]", style="bold red strike")
        else:
            out.append("{+" + body + "+}", style="bold green")
    return out


_UNSEEN_SPACES = re.compile(r"^ +| +$| {2,}")


def name_safe(text: str) -> str:
    """A name or value in a sentence (`property q added`), escaped by `safe`, with the spaces a
    reader could not see or count as escapes: at either end and in runs (`q\\x20` is not `q`)."""
    return _UNSEEN_SPACES.sub(lambda m: _escaped(m.group()), safe(text))


def _change_lines(change: s.Change, indent: str) -> list[Text]:
    where = phrases.location(change)
    label = Text(indent)
    label.append(name_safe(change.field), style="bold")
    if where:
        label.append(" " + name_safe(where), style="cyan")
    if change.kind == s.TEXT and change.text is not None:
        label.append(f"  {words_line(change.text)}", style="dim")
        lines = [label, text_diff(change.text, indent + "    ")]
        for hidden in phrases.added_hidden_tags(change.text):
            lines.append(Text(f"{indent}    invisible tag characters added here spell: '{safe(hidden)}'",
                              style="bold red"))
        return lines
    label.append("  ")
    label.append(phrases.describe(change, name_safe), style=_RISK_STYLE.get(change.risk, ""))
    if change.risk == "high":
        label.append("  [high risk]", style="bold red")
    added = added_schema(change)
    if added is not None:
        return [label, Text(indent + "    " + added.replace("\n", "\n" + indent + "    "))]
    return [label]


def added_schema(change: s.Change) -> str | None:
    """An added parameter's whole schema, shown (escaped, clipped), when it says more than its
    type: its description, default or enum are text the model reads, as a description is."""
    if change.kind != s.PROPERTY_ADDED or not isinstance(change.new, dict) or set(change.new) <= {"type"}:
        return None
    return shown_json(change.new)


def shown_json(value: object) -> str:
    """A JSON value as a reader is shown it: indented, attacker text escaped, clipped."""
    import json

    return shown_block(json.dumps(value, indent=2, ensure_ascii=False))


def rest_of_definition(tool: dict[str, object]) -> str | None:
    """A new tool's members but those shown on lines of their own (name, description,
    annotations): its input schema's descriptions and defaults, title, outputSchema, _meta, all
    read by the model."""
    rest = {k: v for k, v in tool.items() if k not in ("name", "description", "annotations")}
    return shown_json(rest) if rest else None


def _tool(tool: ToolDiff) -> list[Text]:
    head = Text("  ")
    head.append(f"{_STATUS[tool.status]:8}", style="bold")
    if tool.status == "renamed" and tool.old_name is not None:
        head.append(f"{name_safe(tool.old_name)} -> ")
    head.append(name_safe(tool.name), style="bold")
    if tool.risk is not None and tool.status != "removed":
        head.append(f"  risk: {tool.risk}", style=_RISK_STYLE[tool.risk])
    if tool.fields:
        head.append("  fields: " + ", ".join(name_safe(f) for f in tool.fields), style="dim")
    lines = [head]
    for note in tool.notes:
        lines.append(Text(f"    note: {safe(note)}", style="dim"))
    if tool.status != "removed" and tool.definition is not None:
        if tool.status != "new":
            lines.append(Text("    the new version, whole:", style="bold"))
        lines.extend(_definition(tool.definition))
        if tool.status != "new" and tool.changes:
            lines.append(Text("    changes from the snapshot at the base:", style="bold"))
    for change in tool.changes:
        lines.extend(_change_lines(change, "    "))
    lines.extend(_findings(tool.findings, "    "))
    return lines


def _findings(findings: list[Finding], indent: str) -> list[Text]:
    if not findings:
        return []
    lines = [Text(f"{indent}new lint findings:", style="bold")]
    for f in findings:
        line = Text(indent + "  ")
        line.append(f"{f.severity:7}", style=_RISK_STYLE.get(SEVERITY_RISK.get(f.severity, "low"), ""))
        line.append(f" {f.rule}  {name_safe(f.pointer)}  {f.message}")
        if f.excerpt:
            line.append(f"  {f.excerpt}", style="dim")
        lines.append(line)
    return lines


def _definition(tool: dict[str, object]) -> list[Text]:
    lines: list[Text] = []
    description = tool.get("description")
    if isinstance(description, str):
        lines.append(Text("    description", style="bold"))
        lines.append(Text("      " + shown_block(description).replace("\n", "\n      ")))
    params = phrases.parameters(tool.get("inputSchema"))
    if params:
        listed = ", ".join(
            name_safe(name) + (f": {name_safe(kind)}" if kind else "") + (" (required)" if req else "")
            for name, kind, req in params
        )
        lines.append(Text(f"    parameters  {listed}"))
    annotations = tool.get("annotations")
    if isinstance(annotations, dict) and annotations:
        listed = ", ".join(f"{name_safe(str(k))}={name_safe(phrases.value_text(v))}" for k, v in annotations.items())
        lines.append(Text(f"    annotations  {listed}"))
    rest = rest_of_definition(tool)
    if rest is not None:
        lines.append(Text("    rest of the definition", style="bold"))
        lines.append(Text("      " + rest.replace("\n", "\n      ")))
    return lines


def _server(server: ServerDiff) -> list[Text]:
    head = Text()
    head.append(name_safe(server.id), style="bold underline")
    label = {"new": "  new server (not in the lock at the base)", "removed": "  removed server",
             "no-snapshot": "  no snapshot"}.get(server.status, "")
    head.append(label + "  " + counts_line([server]), style="dim")
    lines = [head]
    for note in server.notes:
        lines.append(Text(f"  note: {safe(note)}", style="dim"))
    if server.ignore is not None:
        old, new = (", ".join(name_safe(p) for p in side) or "(none)" for side in server.ignore)
        lines.append(Text(f"  lock.ignore changed  {old} -> {new}", style="bold"))
        lines.append(Text(f"    {IGNORE_NOTE}", style="dim"))
    if server.instructions is not None and server.instructions.changed:
        text = server.instructions
        lines.append(Text(f"  instructions  {words_line(text)}", style="bold"))
        lines.append(text_diff(text, "    "))
        lines.extend(_findings(server.findings, "    "))
    for tool in server.tools:
        lines.extend(_tool(tool))
    return lines


def approve(report: DiffReport) -> str:
    """How the changes get approved: `catalog lock` needs a snapshot of every server."""
    if report.locked:
        return "The lock already holds these changes: merging approves them."
    if any(server.status == "no-snapshot" for server in report.servers):
        return "Run `catalog export` for the servers without a snapshot, then approve with `catalog lock`."
    return "Approve with `catalog lock`."


def render(report: DiffReport, *, color: bool = False, width: int = 100) -> str:
    """The report as text; with color, styled by rich for a terminal. Without, the lines' plain
    text, which is what rich writes then (lines are never wrapped: soft_wrap), at a fraction of
    the time: rich takes tens of microseconds a line, and a hostile change can be many lines."""
    commit = f" ({report.commit[:12]})" if report.commit else ""
    title = Text(f"catalog diff against {safe(report.base)}{commit}: ", style="bold")
    if not report.changed:
        tools, servers = report.tools_compared, report.servers_compared
        title.append(f"no changes ({tools_on_servers(tools, servers)})")
    else:
        title.append(counts_line(report.servers))
    lines = [title]
    lines += [Text(f"note: {safe(note)}", style="dim") for note in report.notes]
    for server in report.servers:
        lines.append(Text(""))
        lines += _server(server)
    if report.changed:
        lines.append(Text(""))
        lines.append(Text("[-…-] was removed, {+…+} was added; invisible characters are shown as escapes "
                          "(\\u200b), and so are the blanks of removed or added text that would not show "
                          "(\\t, \\xa0, \\x20 for repeated or trailing spaces). "
                          + approve(report),
                          style="dim"))
    if not color:
        return "\n".join(line.plain for line in lines) + "\n"
    buffer = io.StringIO()
    console = Console(
        file=buffer, force_terminal=True, color_system="standard", width=width, highlight=False, emoji=False,
        markup=False,
    )
    console.print(Text("\n").join(lines), soft_wrap=True)
    return buffer.getvalue()
