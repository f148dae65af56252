"""Is this a valid JSON Schema? A fast pre-check, with jsonschema's meta-schema as the judge.

jsonschema validates a schema against the 2020-12 meta-schema in about 5 ms (its dynamic
references are slow), which alone would put a 10,000-tool lint at a minute. `surely_valid`
walks the schema once and checks every keyword the draft-07 and 2020-12 meta-schemas
constrain; when it is sure, it says so, and anything unusual (an invalid-looking value, another
dialect, an odd URI) goes to jsonschema, whose verdict and message are the ones reported.
Tests compare the two on generated schemas.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

DRAFT7 = frozenset(
    {
        "http://json-schema.org/draft-07/schema#",
        "http://json-schema.org/draft-07/schema",
        "https://json-schema.org/draft-07/schema#",
        "https://json-schema.org/draft-07/schema",
    }
)
DRAFT2020 = frozenset({"https://json-schema.org/draft/2020-12/schema", "https://json-schema.org/draft/2020-12/schema#"})
_TYPES = frozenset({"array", "boolean", "integer", "null", "number", "object", "string"})
_ONE = frozenset({"additionalProperties", "contains", "propertyNames", "not", "if", "then", "else"})
_ONE_2020 = frozenset({"items", "unevaluatedItems", "unevaluatedProperties", "contentSchema"})
_MAPS = frozenset({"properties", "$defs", "definitions"})
_MAPS_2020 = frozenset({"dependentSchemas"})
_LISTS = frozenset({"allOf", "anyOf", "oneOf"})
_STRINGS = frozenset({"title", "description", "$comment", "format", "contentMediaType", "contentEncoding"})
_BOOLS = frozenset({"uniqueItems", "readOnly", "writeOnly"})
_COUNTS = frozenset({"maxLength", "minLength", "maxItems", "minItems", "maxProperties", "minProperties"})
_COUNTS_2020 = frozenset({"maxContains", "minContains"})
_NUMBERS = frozenset({"maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum"})
_ANY = frozenset(
    {
        "const",
        "default",
        "enum",
        "examples",
        "required",
        "type",
        "pattern",
        "multipleOf",
        "patternProperties",
        "dependencies",
        "$schema",
        "$id",
        "$ref",
        "items",
        "additionalItems",
    }
)
_URI_SAFE = re.compile(r"^[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]*$")
_ANCHOR = re.compile(r"^[A-Za-z_][-A-Za-z0-9._]*$")


class _Unsure(Exception):
    pass


@lru_cache(maxsize=4096)
def _regex_ok(pattern: str) -> bool:
    try:
        re.compile(pattern)
    except (re.error, RecursionError, OverflowError):
        return False
    return True


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _count(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return value >= 0
    return isinstance(value, float) and value.is_integer() and value >= 0


def _string_array(value: Any) -> bool:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        return False
    return len(set(value)) == len(value)


def dialect(schema: Any) -> str | None:
    """ "2020-12", "draft-07", or None for anything the fast check does not cover."""
    if not isinstance(schema, dict) or "$schema" not in schema:
        return "2020-12"
    uri = schema["$schema"]
    if uri in DRAFT2020:
        return "2020-12"
    if uri in DRAFT7:
        return "draft-07"
    return None


def surely_valid(schema: Any) -> bool:
    """True when schema certainly passes its dialect's meta-schema; False means "ask jsonschema"."""
    which = dialect(schema)
    if which is None:
        return False
    try:
        _check(schema, which == "2020-12", 0)
    except (_Unsure, RecursionError):
        return False
    return True


def _check(schema: Any, modern: bool, depth: int) -> None:
    if isinstance(schema, bool):
        return
    if not isinstance(schema, dict) or depth > 64:
        raise _Unsure
    for key, value in schema.items():
        if key in _STRINGS:
            if not isinstance(value, str):
                raise _Unsure
        elif key in _MAPS or (modern and key in _MAPS_2020):
            if not isinstance(value, dict):
                raise _Unsure
            for sub in value.values():
                _check(sub, modern, depth + 1)
        elif key in _ONE or (modern and key in _ONE_2020):
            _check(value, modern, depth + 1)
        elif key in _LISTS or (modern and key == "prefixItems"):
            if not isinstance(value, list) or not value:
                raise _Unsure
            for sub in value:
                _check(sub, modern, depth + 1)
        elif key in _BOOLS or (modern and key == "deprecated"):
            if not isinstance(value, bool):
                raise _Unsure
        elif key in _COUNTS or (modern and key in _COUNTS_2020):
            if not _count(value):
                raise _Unsure
        elif key in _NUMBERS:
            if not _number(value):
                raise _Unsure
        elif key in _ANY:
            _check_any(key, value, modern, depth)
        elif modern and key in ("dependentRequired",):
            if not isinstance(value, dict) or not all(_string_array(v) for v in value.values()):
                raise _Unsure
        elif key.startswith("$") and key not in ("$comment",):
            raise _Unsure  # $anchor, $dynamicRef, $vocabulary, $recursive*: leave to jsonschema
        elif not modern and key in _COUNTS_2020 | _MAPS_2020 | {
            "prefixItems",
            "deprecated",
            "dependentRequired",
            "unevaluatedItems",
            "unevaluatedProperties",
            "contentSchema",
        }:
            continue  # not draft-07 keywords: ignored there
        # any other keyword is unknown to the meta-schema and allowed


def _check_any(key: str, value: Any, modern: bool, depth: int) -> None:
    if key == "type":
        if isinstance(value, str):
            if value not in _TYPES:
                raise _Unsure
        elif not (
            isinstance(value, list)
            and value
            and all(isinstance(v, str) and v in _TYPES for v in value)
            and len(set(value)) == len(value)
        ):
            raise _Unsure
    elif key in ("enum", "examples"):
        if not isinstance(value, list):
            raise _Unsure
    elif key == "required":
        if not _string_array(value):
            raise _Unsure
    elif key == "pattern":
        if not isinstance(value, str) or not _regex_ok(value):
            raise _Unsure
    elif key == "multipleOf":
        if not _number(value) or value <= 0:
            raise _Unsure
    elif key == "patternProperties":
        if not isinstance(value, dict):
            raise _Unsure
        for pattern, sub in value.items():
            if not _regex_ok(pattern):
                raise _Unsure
            _check(sub, modern, depth + 1)
    elif key == "dependencies":
        if not isinstance(value, dict):
            raise _Unsure
        for dep in value.values():
            if isinstance(dep, list):
                if not _string_array(dep):
                    raise _Unsure
            else:
                _check(dep, modern, depth + 1)
    elif key in ("$schema", "$id", "$ref"):
        if not isinstance(value, str) or not _URI_SAFE.match(value):
            raise _Unsure
        if key == "$id" and modern and "#" in value[:-1]:
            raise _Unsure
        if key == "$schema" and ":" not in value:
            raise _Unsure
    elif key == "items":  # draft-07: a schema or a non-empty array of schemas
        if isinstance(value, list):
            if not value:
                raise _Unsure
            for sub in value:
                _check(sub, modern, depth + 1)
        else:
            _check(value, modern, depth + 1)
    elif key == "additionalItems":
        _check(value, modern, depth + 1)
    # const, default: any value


def valid_as_draft7(schema: Any) -> bool:
    """Whether a schema without `$schema` would pass as draft-07 (what many SDKs emit)."""
    if isinstance(schema, dict) and "$schema" in schema:
        return False
    try:
        _check(schema, False, 0)
    except (_Unsure, RecursionError):
        from jsonschema import Draft7Validator  # type: ignore[import-untyped]

        meta = Draft7Validator(Draft7Validator.META_SCHEMA, format_checker=_formats())
        try:
            return bool(meta.is_valid(schema))
        except RecursionError:
            return False
    return True


@lru_cache(maxsize=1)
def _formats() -> Any:
    """The formats the meta-schemas are checked with: `regex` (a `pattern` must compile) only.

    jsonschema's own checker gains `uri` and others when optional packages happen to be
    installed, so lint would report differently on two machines with the same mcp-catalog.
    """
    from jsonschema import FormatChecker

    return FormatChecker(formats=("regex",))


def meta_errors(schema: Any) -> str | None:
    """None when valid; otherwise jsonschema's most relevant error, in JSON terms. Fast when the
    schema is ordinary."""
    if surely_valid(schema):
        return None
    import json

    try:
        key = json.dumps(schema, sort_keys=True, ensure_ascii=False)
    except (TypeError, ValueError):
        return _judge(schema)
    return _judged(key)


@lru_cache(maxsize=1024)
def _judged(key: str) -> str | None:
    """jsonschema's verdict on a schema, by content: servers repeat the same schema many times."""
    import json

    return _judge(json.loads(key))


def _judge(schema: Any) -> str | None:
    from jsonschema import exceptions, validators

    cls = validators.validator_for(schema, default=validators.Draft202012Validator)
    meta = cls(cls.META_SCHEMA, format_checker=_formats())
    try:
        error = exceptions.best_match(meta.iter_errors(schema))
    except RecursionError:  # jsonschema recurses once per level (and more): report, don't fail
        return "nested too deeply to be checked against the JSON Schema meta-schema"
    if error is None:
        return None
    where = "/" + "/".join(str(p) for p in error.absolute_path) if error.absolute_path else "the root"
    at_type = bool(error.absolute_path) and error.absolute_path[-1] == "type"
    return f"{_wording(error.validator, error.validator_value, error.instance, at_type)} (at {where})"


def _json(value: Any, limit: int = 80) -> str:
    """A value as the schema's author wrote it (JSON: `null`, `true`, `"text"`), clipped."""
    import json

    try:
        shown = json.dumps(value, ensure_ascii=False, sort_keys=True)
    except (TypeError, ValueError):
        shown = repr(value)
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."


_TYPE_NAMES = {"object": "an object", "array": "an array", "integer": "an integer", "null": "null"}
_JSON_TYPES = '"array", "boolean", "integer", "null", "number", "object" or "string"'


def _wording(keyword: Any, expected: Any, value: Any, at_type: bool = False) -> str:
    """A meta-schema failure in JSON terms. jsonschema's own messages show Python values
    (`None is not of type 'string'`), which a schema's author never wrote."""
    shown = _json(value)
    if keyword == "type":
        types = expected if isinstance(expected, list) else [expected]
        return f"{shown} is not " + " or ".join(_TYPE_NAMES.get(str(t), f"a {t}") for t in types)
    if keyword in ("anyOf", "oneOf"):
        if at_type:
            return f"{shown} is not a JSON Schema type: {_JSON_TYPES}, or a list of them"
        return f"{shown} is none of the forms the meta-schema allows here"
    if keyword == "enum":
        return f"{shown} is not one of {_json(expected)}"
    if keyword == "const":
        return f"{shown} is not {_json(expected)}"
    if keyword == "format":
        return f"{shown} is not a valid {'regular expression' if expected == 'regex' else expected}"
    if keyword == "uniqueItems":
        return f"{shown} repeats an item"
    bounds = {
        "minimum": "below the minimum of",
        "exclusiveMinimum": "not above",
        "maximum": "above the maximum of",
        "exclusiveMaximum": "not below",
    }
    if keyword == "minItems":
        return f"{shown} has fewer than {_json(expected)} item{'' if expected == 1 else 's'}"
    if keyword in bounds:
        return f"{shown} is {bounds[keyword]} {_json(expected)}"
    return f"{shown} does not satisfy the meta-schema's {_json(keyword)} ({_json(expected, 60)})"
