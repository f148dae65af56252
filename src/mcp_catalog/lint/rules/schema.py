"""Schema hygiene: input schemas clients can rely on, and parameters the model can understand."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from mcp_catalog.lint.metaschema import meta_errors, valid_as_draft7
from mcp_catalog.lint.registry import Example, tool_rule
from mcp_catalog.lint.rules._util import quote
from mcp_catalog.lint.text import Text, make_text
from mcp_catalog.lint.view import Hit, ToolView
from mcp_catalog.lint.walker import KEYWORD, Field

FAMILY = "schema"


def _anchor(view: ToolView, pointer: str, body: str) -> Text:
    """A Text for a finding about structure rather than about a string."""
    return make_text(Field(pointer, body, KEYWORD, "input"))


def _compact(value: Any) -> str:
    import json

    try:
        return json.dumps(value, ensure_ascii=False, sort_keys=True)[:200]
    except (TypeError, ValueError):
        return repr(value)[:200]


def _kind(value: Any) -> str:
    """What a JSON value is, in JSON's words."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    return "an array" if isinstance(value, list) else "an object"


# The members MCP gives a type, with it: a client that expects a string and gets a number drops or rejects the tool.
_MEMBER_TYPES: tuple[tuple[str, type, str], ...] = (
    ("title", str, "a string"),
    ("description", str, "a string"),
    ("outputSchema", dict, "an object"),
    ("annotations", dict, "an object"),
    ("_meta", dict, "an object"),
)


@tool_rule(
    "member-type",
    FAMILY,
    "warning",
    short="A description, title, annotations, outputSchema or _meta of a type MCP does not allow.",
    summary="A member of the definition with a type MCP does not allow: a description or title (also annotations' "
    "title) that is not a string, annotations, outputSchema or _meta that is not an object. (A hint that is not true "
    "or false is readonly-contradiction's and destructive-hint's.)",
    why="Clients read these members by their type. One of another type is dropped, turned into text or makes the "
    "client reject the tool, so what the model is offered differs from client to client, and from what was "
    "reviewed (`catalog tools` leaves a description that is not a string out for anthropic and openai, with a "
    "warning).",
    fix="Give the member the type the MCP schema gives it (a description is a string, annotations an object), or "
    "leave it out.",
    bad=Example({"name": "ping", "description": 5, "inputSchema": {"type": "object"}}),
    good=Example({"name": "ping", "description": "Checks the service answers.", "inputSchema": {"type": "object"}}),
)
def member_type(view: ToolView) -> Iterator[Hit]:
    tool = view.tool
    if tool is None:
        return
    for key, kind, what in _MEMBER_TYPES:
        if key in tool and not isinstance(tool[key], kind):
            body = _compact(tool[key])
            yield Hit(_anchor(view, "/" + key, body), 0, 0, f"{key} is {_kind(tool[key])}, not {what}")
    annotations = tool.get("annotations")
    if isinstance(annotations, dict):
        title = annotations.get("title")
        if title is not None and not isinstance(title, str):
            what = f"annotations.title is {_kind(title)}, not a string"
            yield Hit(_anchor(view, "/annotations/title", _compact(title)), 0, 0, what)


@tool_rule(
    "schema-invalid",
    FAMILY,
    "warning",
    summary="inputSchema or outputSchema is not a valid JSON Schema (checked against its meta-schema).",
    why="Clients validate arguments against the schema; one that is not valid JSON Schema is "
    "rejected, ignored or read differently by each client, and a hostile server can use keywords "
    "with the wrong type to smuggle text (a `type` that is a sentence).",
    fix="Fix the schema so it validates against the JSON Schema dialect it declares in `$schema` "
    "(2020-12 when absent, as MCP specifies), or declare the dialect it was written for.",
    levels="warning; info for a schema without `$schema` that is valid draft-07 (tuple `items`, for "
    "example) but not 2020-12",
    bad=Example(
        {
            "name": "search",
            "description": "Search.",
            "inputSchema": {"type": "object", "properties": {"q": {"type": "text", "description": "Query"}}},
        }
    ),
    good=Example(
        {
            "name": "search",
            "description": "Search.",
            "inputSchema": {"type": "object", "properties": {"q": {"type": "string", "description": "Query"}}},
        }
    ),
    schema_only=True,
)
def schema_invalid(view: ToolView) -> Iterator[Hit]:
    tool = view.tool
    if tool is None:
        return
    for key in ("inputSchema", "outputSchema"):
        schema = tool.get(key)
        if not isinstance(schema, (dict, bool)):
            continue
        problem = meta_errors(schema)
        if problem is not None:
            body = _compact(schema)
            if valid_as_draft7(schema):
                yield Hit(
                    _anchor(view, "/" + key, body),
                    0,
                    0,
                    f"{key} has no $schema and is valid only as draft-07, not as 2020-12 (the MCP default): "
                    f"{quote(problem, 160)}",
                    "info",
                )
            else:
                yield Hit(
                    _anchor(view, "/" + key, body), 0, 0, f"{key} is not valid JSON Schema: {quote(problem, 160)}"
                )


@tool_rule(
    "schema-root",
    FAMILY,
    "error",
    summary='inputSchema is missing, or its root is not `"type": "object"`.',
    why="MCP requires an object schema at the root of inputSchema; clients drop or mis-handle tools "
    "without one, so what the model is offered differs from client to client.",
    fix='Make inputSchema an object schema: `{"type": "object", "properties": {...}}` '
    '(for no arguments, `{"type": "object", "additionalProperties": false}`).',
    bad=Example({"name": "ping", "description": "Ping.", "inputSchema": {"type": "string"}}),
    levels="error for a missing schema or a root type other than object; warning for a schema with no root type",
    good=Example(
        {"name": "ping", "description": "Ping.", "inputSchema": {"type": "object", "additionalProperties": False}}
    ),
    schema_only=True,
)
def schema_root(view: ToolView) -> Iterator[Hit]:
    tool = view.tool
    if tool is None:
        return
    schema = tool.get("inputSchema")
    if not isinstance(schema, dict):
        what = "missing" if "inputSchema" not in tool else f"{_kind(schema)}, not an object"
        yield Hit(_anchor(view, "/inputSchema", _compact(schema)), 0, 0, f"inputSchema is {what}")
    elif "type" not in schema:
        yield Hit(
            _anchor(view, "/inputSchema", _compact(schema)),
            0,
            0,
            'inputSchema has no root "type": "object" (MCP requires it)',
            "warning",
        )
    elif schema.get("type") != "object":
        yield Hit(
            _anchor(view, "/inputSchema/type", _compact(schema.get("type"))),
            0,
            0,
            f'inputSchema root type is {quote(_compact(schema.get("type")))}, not "object"',
        )


@tool_rule(
    "schema-required",
    FAMILY,
    "warning",
    summary="`required` names a parameter that `properties` does not define.",
    why="A required name with no property has no type and no description, so the model guesses "
    "what to send, and the `required` list itself is a place to hide text.",
    fix="Add the property, or remove the name from `required`.",
    bad=Example(
        {
            "name": "search",
            "description": "Search.",
            "inputSchema": {
                "type": "object",
                "properties": {"q": {"type": "string", "description": "Query"}},
                "required": ["q", "limit"],
            },
        }
    ),
    good=Example(
        {
            "name": "search",
            "description": "Search.",
            "inputSchema": {
                "type": "object",
                "properties": {"q": {"type": "string", "description": "Query"}},
                "required": ["q"],
            },
        }
    ),
    schema_only=True,
)
def schema_required(view: ToolView) -> Iterator[Hit]:
    tool = view.tool
    if tool is None:
        return
    yield from _required(view, tool.get("inputSchema"), "/inputSchema", 0)


def _required(view: ToolView, schema: Any, pointer: str, depth: int) -> Iterator[Hit]:
    if not isinstance(schema, dict) or depth > 32:
        return
    required = schema.get("required")
    props = schema.get("properties")
    if (
        isinstance(required, list)
        and isinstance(props, dict)
        and "patternProperties" not in schema
        and not isinstance(schema.get("additionalProperties"), dict)
    ):
        for index, name in enumerate(required):
            if isinstance(name, str) and name not in props:
                text = make_text(Field(f"{pointer}/required/{index}", name, KEYWORD, "input"))
                yield Hit(text, 0, len(name), f'required parameter "{quote(name)}" is not in properties')
    if isinstance(props, dict):
        for name, sub in props.items():
            yield from _required(view, sub, f"{pointer}/properties/{_esc(name)}", depth + 1)


def _esc(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


@tool_rule(
    "param-description",
    FAMILY,
    "info",
    summary="A top-level parameter has no description.",
    why="Without a description the model infers meaning from the name alone; that is where poorly "
    "named or unrelated parameters (a `sidenote` on an adder) slip through unexamined.",
    fix="Describe each parameter: what it means to the tool and what values are valid.",
    bad=Example(
        {
            "name": "search",
            "description": "Search.",
            "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}},
        }
    ),
    good=Example(
        {
            "name": "search",
            "description": "Search.",
            "inputSchema": {"type": "object", "properties": {"q": {"type": "string", "description": "Search words"}}},
        }
    ),
    schema_only=True,
)
def param_description(view: ToolView) -> Iterator[Hit]:
    for name, sub in view.params.items():
        if isinstance(sub, dict) and not (sub.get("description") or sub.get("title") or "$ref" in sub):
            text = make_text(Field(f"/inputSchema/properties/{_esc(name)}", name, KEYWORD, "input"))
            yield Hit(text, 0, len(name), f'parameter "{quote(name)}" has no description')
