"""Every string of a tool definition, each with the JSON pointer where it sits.

Poisoning hides wherever a model reads text: not only `description`, but parameter names,
titles, enum values, defaults, examples, `$defs`, unknown schema keywords, annotations and
the server's instructions. The walker yields all of them so every rule sees every string.
"""

from __future__ import annotations

from typing import Any, NamedTuple

# Field kinds: rules use them to decide what a string is for.
NAME = "name"  # the tool's name
TITLE = "title"  # the tool's title, annotations.title
DESCRIPTION = "description"  # the tool's description
PARAM = "param"  # a property name (or a $defs / patternProperties key)
SCHEMA_TEXT = "schema-text"  # description / title / $comment inside a schema
VALUE = "value"  # enum, const, default, examples; required entries that name no parameter
KEYWORD = "keyword"  # values of type, format, pattern, $ref ...
EXTRA = "extra"  # anything else: unknown keywords, _meta, icons, annotation values
INSTRUCTIONS = "instructions"  # the server's instructions
# Kinds that hold prose a model reads as sentences (names and parameter names do not).
PROSE_KINDS = frozenset({DESCRIPTION, INSTRUCTIONS, SCHEMA_TEXT, TITLE, VALUE, EXTRA, KEYWORD})

_SCHEMA_MAPS = frozenset({"properties", "patternProperties", "$defs", "definitions", "dependentSchemas"})
_SCHEMA_ONE = frozenset(
    {
        "items",
        "additionalProperties",
        "not",
        "if",
        "then",
        "else",
        "contains",
        "propertyNames",
        "unevaluatedItems",
        "unevaluatedProperties",
        "additionalItems",
        "contentSchema",
    }
)
_SCHEMA_LIST = frozenset({"anyOf", "oneOf", "allOf", "prefixItems"})
_SCHEMA_TEXT = frozenset({"description", "title", "$comment"})
_VALUES = frozenset({"enum", "const", "default", "examples"})
_NAME_LISTS = frozenset({"required", "dependentRequired"})  # names of parameters (see _name_list)
_KEYWORDS = frozenset(
    {
        "type",
        "format",
        "pattern",
        "$ref",
        "$schema",
        "$id",
        "$anchor",
        "$dynamicRef",
        "$dynamicAnchor",
        "contentMediaType",
        "contentEncoding",
        "$recursiveRef",
    }
)
# Schema keywords whose values are not strings worth walking (numbers, booleans).
_SCALARS = frozenset(
    {
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minLength",
        "maxLength",
        "minItems",
        "maxItems",
        "uniqueItems",
        "minProperties",
        "maxProperties",
        "minContains",
        "maxContains",
        "readOnly",
        "writeOnly",
        "deprecated",
        "$vocabulary",
        "$recursiveAnchor",
    }
)


class Field(NamedTuple):
    """One string: where it is, what it is, and the text itself.

    A named tuple rather than a frozen dataclass: a run makes one for every string it walks
    and keys its memory by them, and a tuple is built, hashed and compared in C.
    """

    pointer: str
    text: str
    kind: str
    # "tool" for top-level members, "input"/"output" inside those schemas, "annotations",
    # "meta" for _meta, icons and unknown members, "server" for instructions.
    area: str


def escape_token(token: str) -> str:
    """RFC 6901: '~' becomes '~0' and '/' becomes '~1'."""
    if "~" in token or "/" in token:
        return token.replace("~", "~0").replace("/", "~1")
    return token


def walk_tool(tool: dict[str, Any]) -> list[Field]:
    out: list[Field] = []
    for key, value in tool.items():
        walk_member(key, value, out)
    return out


def walk_member(key: str, value: Any, out: list[Field]) -> None:
    """The strings of one top-level member of a definition, appended to out."""
    ptr = "/" + escape_token(key)
    if key == "name" and isinstance(value, str):
        out.append(Field(ptr, value, NAME, "tool"))
    elif key == "title" and isinstance(value, str):
        out.append(Field(ptr, value, TITLE, "tool"))
    elif key == "description" and isinstance(value, str):
        out.append(Field(ptr, value, DESCRIPTION, "tool"))
    elif key == "inputSchema":
        _schema(value, ptr, "input", out)
    elif key == "outputSchema":
        _schema(value, ptr, "output", out)
    elif key == "annotations" and isinstance(value, dict):
        for akey, avalue in value.items():
            aptr = ptr + "/" + escape_token(akey)
            if akey == "title" and isinstance(avalue, str):
                out.append(Field(aptr, avalue, TITLE, "annotations"))
            else:
                _any(avalue, aptr, EXTRA, "annotations", out)
    else:
        _any(value, ptr, EXTRA, "meta", out)


def walk_instructions(instructions: str | None) -> list[Field]:
    if not instructions:
        return []
    return [Field("/instructions", instructions, INSTRUCTIONS, "server")]


def _any(value: Any, ptr: str, kind: str, area: str, out: list[Field]) -> None:
    """Every string in an arbitrary JSON value; object keys count as strings too."""
    if isinstance(value, str):
        out.append(Field(ptr, value, kind, area))
    elif isinstance(value, dict):
        for key, item in value.items():
            sub = ptr + "/" + escape_token(key)
            if not _plain_key(key):
                out.append(Field(sub, key, PARAM if kind == PARAM else EXTRA, area))
            _any(item, sub, kind, area, out)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _any(item, f"{ptr}/{index}", kind, area, out)


def _param_name(ptr: str, name: str, area: str, out: list[Field]) -> None:
    """A parameter's name; one that is not a plain identifier ("Do not tell the user", a URL, a
    tag) is prose a model reads too, and is walked a second time as such (same pointer)."""
    out.append(Field(ptr, name, PARAM, area))
    if not _plain_key(name):
        out.append(Field(ptr, name, EXTRA, area))


def _plain_key(key: str) -> bool:
    # Short identifier-like keys (`type`, `x-order`, `com.example/id`) carry no prose.
    return len(key) <= 40 and key.replace("-", "_").replace(".", "_").replace("/", "_").isidentifier()


def _schema(schema: Any, ptr: str, area: str, out: list[Field]) -> None:
    if not isinstance(schema, dict):
        _any(schema, ptr, KEYWORD, area, out)
        return
    for key, value in schema.items():
        sub = ptr + "/" + escape_token(key)
        if key in _SCHEMA_TEXT:
            if isinstance(value, str):
                out.append(Field(sub, value, SCHEMA_TEXT, area))
            else:
                _any(value, sub, EXTRA, area, out)
        elif key in _SCHEMA_MAPS and isinstance(value, dict):
            for name, subschema in value.items():
                nptr = sub + "/" + escape_token(name)
                _param_name(nptr, name, area, out)
                _schema(subschema, nptr, area, out)
        elif key in _SCHEMA_ONE:
            if isinstance(value, list):  # draft-07 tuple items
                for index, item in enumerate(value):
                    _schema(item, f"{sub}/{index}", area, out)
            else:
                _schema(value, sub, area, out)
        elif key in _SCHEMA_LIST and isinstance(value, list):
            for index, item in enumerate(value):
                _schema(item, f"{sub}/{index}", area, out)
        elif key in _NAME_LISTS and isinstance(value, (list, dict)):
            _name_list(value, sub, area, out)
        elif key in _NAME_LISTS or key in _VALUES:
            _any(value, sub, VALUE, area, out)
        elif key in _KEYWORDS:
            if isinstance(value, str) and _token(value):
                continue  # "string", "date-time", "#/$defs/x": no room for prose
            _any(value, sub, KEYWORD, area, out)
        elif key in _SCALARS:
            if not isinstance(value, (int, float, bool)) or value is None:
                _any(value, sub, EXTRA, area, out)
        elif key == "dependencies" and isinstance(value, dict):
            for name, dep in value.items():
                dptr = sub + "/" + escape_token(name)
                _param_name(dptr, name, area, out)
                if isinstance(dep, dict):
                    _schema(dep, dptr, area, out)
                else:
                    _any(dep, dptr, VALUE, area, out)
        else:
            # An unknown keyword: clients may still show it to the model.
            if not _plain_key(key):
                out.append(Field(sub, key, EXTRA, area))
            if isinstance(value, dict) and _looks_like_schema(value):
                _schema(value, sub, area, out)
            else:
                _any(value, sub, EXTRA, area, out)


def _name_list(value: list[Any] | dict[str, Any], ptr: str, area: str, out: list[Field]) -> None:
    """`required` (a list) or `dependentRequired` (lists by name): names of parameters. A plain
    identifier is a parameter's name: the property that declares it, here or in an enclosing
    schema (a `oneOf` branch requires its parent's properties), is walked as one; read here as
    a value it would be judged as one ("iban" as an allowed value). Any other string is walked
    as a value: it names no parameter, and can hold anything."""
    if isinstance(value, dict):
        for name, item in value.items():
            sub = ptr + "/" + escape_token(name)
            if not _plain_name(name):
                out.append(Field(sub, name, VALUE, area))
            if isinstance(item, list):
                _name_list(item, sub, area, out)
            else:
                _any(item, sub, VALUE, area, out)
        return
    for index, item in enumerate(value):
        if not (isinstance(item, str) and _plain_name(item)):
            _any(item, f"{ptr}/{index}", VALUE, area, out)


def _plain_name(name: str) -> bool:
    return name.isascii() and _plain_key(name)


def _token(value: str) -> bool:
    """A short ASCII value without whitespace: a type name, format, $ref or simple pattern."""
    return len(value) <= 64 and value.isascii() and value.isprintable() and " " not in value


def _looks_like_schema(value: dict[str, Any]) -> bool:
    return "type" in value or "properties" in value or "description" in value
