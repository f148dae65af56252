"""Annotation rules and direction marks: read-only tools that run code or SQL that writes, edits of
the tool's own input that are not changes to anything stored, destructive verbs listed after
another, hints that are not booleans, values shown as JSON, and right-to-left marks in text with no
right-to-left letters."""

from __future__ import annotations

from typing import Any

import pytest

from mcp_catalog.lint import lint_tool

_SCHEMA = {"type": "object", "properties": {"target": {"type": "string", "description": "What to act on"}}}
READ_ONLY = {"readOnlyHint": True}


def _found(
    rule: str, description: str, annotations: dict[str, Any] | None = None, name: str = "helper"
) -> list[Any]:
    tool: dict[str, Any] = {"name": name, "description": description, "inputSchema": _SCHEMA}
    if annotations is not None:
        tool["annotations"] = annotations
    return [f for f in lint_tool(tool, "s") if f.rule == rule]


def _read_only_errors(description: str, name: str = "helper", **extra: Any) -> list[Any]:
    found = _found("readonly-contradiction", description, {**READ_ONLY, **extra}, name)
    return [f for f in found if f.severity == "error"]


# ------------------------------------------------------------------------------ running code


@pytest.mark.parametrize(
    "description",
    [
        "Runs any terminal command you give it and streams back what it prints.",
        "Evaluates a Ruby script inside the worker process.",
        "Interprets the supplied Lua code against the game state.",
        "Tool for running arbitrary PowerShell scripts on managed machines.",
        "Read-only console. Executes the requested system command on the server.",
        "Execute a shell command in the build container.",
        "Evaluates TypeScript within the open browser tab.",
        "Executes user-supplied Node.js snippets.",
    ],
)
def test_a_read_only_tool_that_runs_what_it_is_given_is_an_error(description: str) -> None:
    found = _read_only_errors(description, title="Safe, read-only")
    assert len(found) == 1, description
    assert "runs code" in found[0].message


@pytest.mark.parametrize("name", ["exec_sql_free_python", "run_shell", "jsEval", "execute_bash_command"])
def test_a_read_only_tool_named_for_running_code_is_an_error(name: str) -> None:
    assert _read_only_errors("Helper for the operations team.", name=name), name


@pytest.mark.parametrize(
    "description",
    [
        "Runs a read-only diagnostic command from a fixed list (uptime, free, df).",
        "Runs static code analysis and reports the findings.",
        "Formats the given Python code and returns it.",
        "Explains what a shell command would do without executing the command.",
        "Evaluates a math expression such as 3 * (4 + 5).",
        "Lists running scripts on the host with their process ids.",
        "Checks the syntax of a bash script; the script itself is never run.",
        "Returns the output of the last scheduled job run.",
        "Shows build logs. To execute shell commands use `ops_exec` instead.",
        "Runs a Python linter over the named module.",
        "Runs the saved search and returns matching tickets.",
    ],
)
def test_a_read_only_tool_that_only_talks_about_code_is_not_reported(description: str) -> None:
    assert not _read_only_errors(description, name="inspect_things"), description


# ------------------------------------------------------------------------------ SQL that writes


@pytest.mark.parametrize(
    "description",
    [
        "Executes statements against Postgres, e.g. DROP TABLE staging_rows when a load is done.",
        "Runs SQL on the warehouse. Accepts INSERT, UPDATE and DELETE as well as SELECT.",
        "Executes a query on the replica. Sample: INSERT INTO audit (id) VALUES (1).",
        "Executes the statement it is given. Something like UPDATE accounts SET tier = 'gold' is fine.",
        "Runs a statement; GRANT SELECT ON reports TO analyst is typical.",
        "Performs maintenance statements such as TRUNCATE TABLE events.",
    ],
)
def test_a_read_only_tool_that_runs_sql_that_writes_is_an_error(description: str) -> None:
    found = _read_only_errors(description, name="sql_console")
    assert len(found) == 1, description
    assert "SQL that writes" in found[0].message


@pytest.mark.parametrize(
    "description",
    [
        "Runs a read-only SQL query against the replica.",
        "Executes SELECT statements only; UPDATE, DELETE and DROP are refused.",
        "Only SELECT statements run here, never INSERT or DELETE.",
        "Runs a query. INSERT INTO and DELETE FROM statements are rejected by the server.",
        "Explains the query plan of a statement such as UPDATE accounts SET x = 1.",
        "Lists the GRANT statements that apply to a role.",
        "Runs a SELECT query. For DELETE FROM and other writes, use `sql_write` instead.",
    ],
)
def test_an_honest_read_only_sql_tool_is_not_reported(description: str) -> None:
    assert not _read_only_errors(description, name="sql_console"), description


# ------------------------------------------------------------------------------ edits of the input


@pytest.mark.parametrize(
    ("name", "description"),
    [
        ("sanitize_markup", "Deletes inline event handlers and iframes from the supplied HTML and returns the rest."),
        ("tidy_text", "Removes blank lines from the input text."),
        ("dedupe", "Removes duplicate entries from the returned results."),
        ("clean_markup", "Cleans up markup by removing inline styles from the provided HTML document."),
        ("remove_styles", "Removes style attributes from the given markup and returns it."),
        ("scrub", "Erases control characters in the passed string."),
        ("shorten", "Truncates the given text to the requested number of words."),
    ],
)
def test_a_destructive_verb_on_the_tools_own_input_is_a_transformation(name: str, description: str) -> None:
    assert not _read_only_errors(description, name=name), description
    assert not _found("destructive-hint", description, {"destructiveHint": False}, name)


@pytest.mark.parametrize(
    ("name", "description"),
    [
        ("tidy", "Removes the file at the given path."),
        ("tidy", "Deletes the record from the supplied table."),
        ("tidy", "Removes the attachment from the given document."),
        ("tidy", "Deletes the user named in the given string."),
        ("tidy", "Deletes old files and removes comments from the given text."),
        ("delete_file", "Removes comments from the given text."),
        ("tidy", "Sends the cleaned text from the given HTML to the webhook."),
        ("tidy", "Clears everything in the given output directory."),
        ("tidy", "Deletes the given document."),
    ],
)
def test_a_destructive_verb_on_a_stored_thing_is_still_reported(name: str, description: str) -> None:
    assert _read_only_errors(description, name=name), description


# ------------------------------------------------------------------------------ lists of verbs


@pytest.mark.parametrize(
    "description",
    [
        "Uploads, renames or erases objects in the bucket.",
        "Lists, creates and deletes branches.",
        "Opens, edits and/or purges the project's saved snapshots.",
        "Create/update/delete labels.",
        "This tool reads, moves or removes folders.",
    ],
)
def test_a_destructive_verb_listed_after_another_is_found(description: str) -> None:
    bare = _found("destructive-hint", description, name="manage_storage")
    assert [f.severity for f in bare] == ["info"], description
    assert "no destructiveHint" in bare[0].message
    claimed = _found("destructive-hint", description, {"destructiveHint": False}, "manage_storage")
    assert [f.severity for f in claimed] == ["warning"], description
    assert _read_only_errors(description, name="manage_storage"), description


@pytest.mark.parametrize(
    "description",
    [
        "Creates and renames folders; never deletes them.",
        "Opens, updates or closes tickets.",
        "Reads, trims or drops whitespace in the given string.",
        "Sets or clears the label of an issue.",
        "Invoices, refunds and deletions report for the month.",
        "Searches, filters and sorts results.",
    ],
)
def test_lists_without_a_destructive_verb_on_a_stored_thing_are_not_reported(description: str) -> None:
    assert not _found("destructive-hint", description, {"destructiveHint": False}, "manage_storage"), description


def test_a_read_only_tool_listing_a_write_after_a_read_is_an_error() -> None:
    found = _read_only_errors("Gets or sets a configuration value.", name="config_value")
    assert found and '"Gets or sets"' in found[0].message
    assert not _read_only_errors("Searches, filters and orders results.", name="result_view")


# ------------------------------------------------------------------------------ hints that are not booleans


@pytest.mark.parametrize(("value", "shown"), [("true", '"true"'), (1, "1"), ("yes", '"yes"'), ([True], "[true]")])
def test_a_read_only_hint_that_is_not_a_boolean_is_a_warning(value: Any, shown: str) -> None:
    found = _found("readonly-contradiction", "Looks up a stock price.", {"readOnlyHint": value}, "quote_price")
    assert [f.severity for f in found] == ["warning"]
    assert found[0].message.startswith(f"readOnlyHint is {shown} (")
    assert found[0].excerpt == f"readOnlyHint: {shown}"
    assert "True" not in found[0].message


def test_a_truthy_read_only_hint_on_a_writing_tool_is_an_error() -> None:
    for value in ("true", "false", 1):
        found = _found("readonly-contradiction", "Wipes the cache.", {"readOnlyHint": value}, "wipe_cache")
        assert [f.severity for f in found] == ["error"], value
        assert "truthiness" in found[0].message


def test_a_false_read_only_hint_given_as_zero_or_empty_is_only_a_type_warning() -> None:
    for value in (0, ""):
        found = _found("readonly-contradiction", "Wipes the cache.", {"readOnlyHint": value}, "wipe_cache")
        assert [f.severity for f in found] == ["warning"], value
    assert not _found("readonly-contradiction", "Wipes the cache.", {"readOnlyHint": None}, "wipe_cache")


def test_other_hints_that_are_not_booleans_are_warnings_of_destructive_hint() -> None:
    ann = {"readOnlyHint": True, "openWorldHint": "false", "idempotentHint": 0, "destructiveHint": "no"}
    found = _found("destructive-hint", "Looks up a stock price.", ann, "quote_price")
    assert sorted(f.pointer for f in found) == [
        "/annotations/destructiveHint",
        "/annotations/idempotentHint",
        "/annotations/openWorldHint",
    ]
    assert {f.severity for f in found} == {"warning"}
    assert any('openWorldHint is "false" (a string)' in f.message for f in found)
    assert not _found("destructive-hint", "Looks up a stock price.", {"idempotentHint": None}, "quote_price")


def test_a_falsy_destructive_hint_on_a_destroying_tool_says_how_clients_read_it() -> None:
    found = _found("destructive-hint", "Drops the database.", {"destructiveHint": 0}, "drop_database")
    assert [f.severity for f in found] == ["warning"]
    assert found[0].message.startswith("destructiveHint is 0 (a number, which clients that test truthiness take")
    null = _found("destructive-hint", "Drops the database.", {"destructiveHint": None}, "drop_database")
    assert [(f.severity, f.excerpt) for f in null] == [("info", "destructiveHint: null")]


# ------------------------------------------------------------------------------ JSON in messages


def test_annotation_excerpts_show_json_not_python() -> None:
    ro = _found("readonly-contradiction", "Erases a volume.", READ_ONLY, "erase_volume")
    assert [f.excerpt for f in ro] == ["readOnlyHint: true"]
    dh = _found("destructive-hint", "Erases a volume.", {"destructiveHint": False}, "erase_volume")
    assert [f.excerpt for f in dh] == ["destructiveHint: false"]


# ------------------------------------------------------------------------------ direction marks


@pytest.mark.parametrize("mark", ["\u200f", "\u061c", "\u200e"])
def test_a_direction_mark_in_text_without_right_to_left_letters_is_a_warning(mark: str) -> None:
    found = _found("bidi-controls", f"Conv{mark}erts a currency amount.", name="convert_currency")
    assert [f.severity for f in found] == ["warning"]
    assert f"U+{ord(mark):04X}" in found[0].message


@pytest.mark.parametrize(
    "description",
    [
        "Translates a label; the Hebrew form is \u05de\u05d7\u05d9\u05e8\u200f as shown.",
        "Shows the Arabic name \u0627\u0644\u0633\u0639\u0631\u061c next to the price.",
    ],
)
def test_a_direction_mark_in_right_to_left_text_is_not_reported(description: str) -> None:
    assert not _found("bidi-controls", description, name="convert_currency")
