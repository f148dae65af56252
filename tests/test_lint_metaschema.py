"""The fast meta-schema check never calls a schema valid that jsonschema's meta-schema rejects."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import exceptions, validators

from mcp_catalog.lint.metaschema import meta_errors, surely_valid

DATA = Path(__file__).resolve().parent / "data"

_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.floats(-2, 2, allow_nan=False) | st.sampled_from(
        ["string", "object", "integer", "text", "a(", "^[a-z]+$", "#/$defs/x", "", "x y"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["a", "b", "type"]), inner, max_size=3),
    max_leaves=8,
)
_keywords = st.sampled_from([
    "type", "properties", "required", "items", "enum", "const", "default", "description", "title", "pattern",
    "minimum", "maxLength", "minItems", "uniqueItems", "additionalProperties", "anyOf", "oneOf", "allOf", "not",
    "$defs", "definitions", "prefixItems", "patternProperties", "dependentRequired", "format", "examples",
    "multipleOf", "$ref", "$id", "if", "then", "deprecated", "readOnly", "contains", "propertyNames", "x-extra",
])
_schemas: st.SearchStrategy[Any] = st.recursive(
    st.dictionaries(_keywords, _values, max_size=4),
    lambda inner: st.dictionaries(_keywords, inner | _values | st.dictionaries(st.sampled_from(["p", "q"]), inner,
                                                                               max_size=2), max_size=4),
    max_leaves=10,
)


def _jsonschema_valid(schema: Any, dialect: str | None) -> bool:
    if dialect is not None:
        schema = dict(schema, **{"$schema": dialect})
    cls = validators.validator_for(schema, default=validators.Draft202012Validator)
    try:
        cls.check_schema(schema)
    except exceptions.SchemaError:
        return False
    return True


@settings(max_examples=200, deadline=None)
@given(_schemas, st.sampled_from([None, "http://json-schema.org/draft-07/schema#"]))
def test_fast_check_agrees_with_jsonschema_when_it_says_valid(schema: dict[str, Any], dialect: str | None) -> None:
    if dialect is not None:
        schema = dict(schema, **{"$schema": dialect})
    if surely_valid(schema):
        assert _jsonschema_valid(schema, None), schema
    assert (meta_errors(schema) is None) == _jsonschema_valid(schema, None), schema


def test_real_schemas_take_the_fast_path_and_agree() -> None:
    slow = 0
    for file in sorted((DATA / "corpus" / "benign").glob("*.json")):
        for tool in json.loads(file.read_text(encoding="utf-8"))["tools"]:
            for key in ("inputSchema", "outputSchema"):
                schema = tool.get(key)
                if schema is None:
                    continue
                fast = surely_valid(schema)
                slow += not fast
                assert (meta_errors(schema) is None) == _jsonschema_valid(schema, None)
    assert slow <= 2  # only the two schemas that really are invalid as 2020-12


def test_a_schema_too_deep_for_jsonschema_is_reported_not_fatal() -> None:
    """jsonschema recurses several frames per level: a few hundred levels exhaust the stack.
    lint reports the schema instead of stopping with an error for the whole run."""
    from mcp_catalog.lint import lint_tool

    nested: Any = {"type": "string"}
    for _ in range(400):  # every level is a subschema the meta-schema validates in turn
        nested = {"type": "array", "items": nested}
    schema = {"type": "object", "properties": {"p": nested}, "required": 5}  # 5: jsonschema must look
    found = [f for f in lint_tool({"name": "t", "description": "T.", "inputSchema": schema}, "s")
             if f.rule == "schema-invalid"]
    assert [f.pointer for f in found] == ["/inputSchema"]
    assert "nested too deeply" in found[0].message


def test_the_verdict_does_not_depend_on_optional_packages(tmp_path: Path) -> None:
    """jsonschema checks `uri` formats only when rfc3987 is importable: lint must not report
    differently on a machine that happens to have it."""
    stub = tmp_path / "stub"
    stub.mkdir()
    (stub / "rfc3987.py").write_text(
        "def parse(instance, rule='URI'):\n"
        "    if ':' not in instance:\n"
        "        raise ValueError('not a URI')\n"
        "    return {}\n",
        encoding="utf-8",
    )
    snap = tmp_path / "ids.tools.json"
    tool = {"name": "t", "description": "Lists rows.",
            "inputSchema": {"$id": "not a uri", "type": "object", "properties": {}}}
    snap.write_text(json.dumps({"server": {"id": "ids"}, "tools": [tool]}), encoding="utf-8")
    code = (
        "import json, sys, jsonschema._format as f\n"
        "from pathlib import Path\n"
        "from mcp_catalog.lint import lint_snapshots\n"
        "from mcp_catalog.snapshot import read_paths\n"
        "found = lint_snapshots(read_paths([Path(sys.argv[1])])).findings\n"
        "print(json.dumps(['uri' in f.draft202012_format_checker.checkers, sorted(x.rule for x in found)]))\n"
    )
    runs = []
    for extra in ([], [str(stub)]):
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([*extra, os.environ.get("PYTHONPATH", "")]))
        done = subprocess.run([sys.executable, "-c", code, str(snap)], capture_output=True, text=True, env=env,
                              check=True)
        runs.append(json.loads(done.stdout))
    (without, without_rules), (with_stub, with_rules) = runs
    assert with_stub and not without  # the stub did switch jsonschema's uri check on
    assert with_rules == without_rules and "schema-invalid" not in with_rules


@pytest.mark.parametrize(
    ("schema", "expected", "python_form"),
    [
        ({"type": "object", "properties": {"a": {"type": None}}}, "null is not a JSON Schema type", "None"),
        ({"properties": {"a": {"enum": True}}}, "true is not an array (at /properties/a/enum)", "True"),
        ({"properties": {"x": {"description": 5}}}, "5 is not a string (at /properties/x/description)", "'string'"),
        ({"additionalProperties": "no"}, '"no" is not an object or a boolean', "'no'"),
        ({"required": ["a", "a"]}, '["a", "a"] repeats an item', "['a'"),
        ({"pattern": "("}, '"(" is not a valid regular expression (at /pattern)', "'('"),
        ({"minLength": -1}, "-1 is below the minimum of 0 (at /minLength)", "less than"),
        ({"allOf": []}, "[] has fewer than 1 item (at /allOf)", "non-empty"),
        ({"type": ["string", "strin"]}, '"strin" is not one of ["array", "boolean"', "['array'"),
    ],
)
def test_meta_schema_messages_speak_json_not_python(schema: dict[str, Any], expected: str, python_form: str) -> None:
    """The author wrote JSON: the message quotes `null`, `true` and "text", as they wrote them."""
    message = meta_errors(schema)
    assert message is not None and expected in message, message
    assert python_form not in message
