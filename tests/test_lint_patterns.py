"""The rules' compiled expressions kept between runs (lint/patterns.py): an expression built from
a kept table matches exactly what re.compile's does; a table made for other code or another
Python, or a damaged one, is not used; lint with a cache folder keeps the table, and a fresh
process that reads it reports what linting without any cache reports."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mcp_catalog.lint import cache as lint_cache
from mcp_catalog.lint import patterns
from mcp_catalog.lint.cache import lint_paths
from mcp_catalog.lint.patterns import Table
from mcp_catalog.lint.run import ruleset

DATA = Path(__file__).resolve().parent / "data"


def _rule_expressions() -> list[tuple[str, int]]:
    """Every expression the rules compiled in this process (importing them compiles most)."""
    ruleset()
    held = patterns.TABLE.held()
    assert len(held) > 100
    return held


def _texts() -> list[str]:
    """Strings to match on: honest definitions and poisoned ones, as raw JSON lines (every kind of
    character the sets hold, escapes and all) and decoded."""
    lines = (DATA / "lint_blind" / "set_a_poisoned.jsonl").read_text(encoding="utf-8").splitlines()
    lines += (DATA / "lint_blind" / "set_a_honest.jsonl").read_text(encoding="utf-8").splitlines()
    decoded = [json.dumps(json.loads(line), ensure_ascii=False) for line in lines if line.strip()]
    return [*lines, *decoded, *(d.lower() for d in decoded)]


def _spans(compiled: re.Pattern[str], texts: list[str]) -> list[list[tuple[int, int]]]:
    return [[m.span() for m in compiled.finditer(text)] for text in texts]


def test_expressions_built_from_a_kept_table_match_what_re_compiles(monkeypatch: pytest.MonkeyPatch) -> None:
    keys = _rule_expressions()
    making = Table()
    for pattern, flags in keys:
        making.compiled(pattern, flags)
    data = making.dump("code")
    assert data is not None and making.dump("code") is None  # nothing new the second time

    def no_compiling(pattern: str, flags: int) -> Any:
        raise AssertionError(f"compiled again: {pattern[:60]!r}")

    kept = Table()
    assert kept.load(data, "code") == len(keys)
    monkeypatch.setattr(patterns, "_compile", no_compiling)  # every expression must come from the table
    texts = _texts()
    for pattern, flags in keys:
        built, fresh = kept.compiled(pattern, flags), re.compile(pattern, flags)
        assert (built.pattern, built.flags, built.groups, built.groupindex) == (
            fresh.pattern, fresh.flags, fresh.groups, fresh.groupindex)
        assert _spans(built, texts) == _spans(fresh, texts), pattern[:80]
    assert kept.dump("code") is None


def _table(*expressions: tuple[str, int]) -> bytes:
    table = Table()
    for pattern, flags in expressions:
        table.compiled(pattern, flags)
    data = table.dump("code")
    assert data is not None
    return data


def test_a_table_made_for_other_code_or_another_python_is_not_used() -> None:
    data = _table((r"\bsecret\b", re.I))
    assert Table().load(data, "other code") == 0
    doc = json.loads(data)
    doc["engine"] = doc["engine"].replace(sys.version, "3.99.0 (elsewhere)")
    assert Table().load(json.dumps(doc).encode(), "code") == 0
    assert Table().load(data, "code") == 1


@pytest.mark.parametrize(
    "damage",
    [
        lambda doc: doc["expressions"][0][3].__setitem__(slice(None), [17, 99999, 3]),  # code the engine refuses
        lambda doc: doc["expressions"][0].__setitem__(3, "not code"),
        lambda doc: doc["expressions"][0].pop(),
        lambda doc: doc["expressions"].append({"not": "an item"}),
    ],
)
def test_a_damaged_item_is_compiled_as_usual(damage: Any) -> None:
    doc = json.loads(_table((r"(?P<word>pass(?:word|phrase))\s*=", 0), (r"id_rsa", 0)))
    damage(doc)
    table = Table()
    table.load(json.dumps(doc).encode(), "code")
    built = table.compiled(r"(?P<word>pass(?:word|phrase))\s*=", 0)
    found = built.search("set password = x")
    assert found is not None and found.group("word") == "password"
    assert table.compiled(r"id_rsa", 0).search("~/.ssh/id_rsa") is not None


@pytest.mark.parametrize("data", [b"", b"{", b"[]", b'{"engine": 1}', b"\xff\xfe"])
def test_a_file_that_is_no_table_is_not_used(data: bytes) -> None:
    table = Table()
    assert table.load(data, "code") == 0
    assert table.compiled(r"a+b").fullmatch("aab") is not None


def _catalog(folder: Path) -> Path:
    folder.mkdir()
    cases = [json.loads(line) for line in (DATA / "lint_blind" / "set_b_poisoned.jsonl").read_text(
        encoding="utf-8").splitlines()[:30]]
    for n, case in enumerate(cases):
        doc = {"server": {"id": f"s{n}"}, "tools": [case["tool"]]}
        (folder / f"s{n}.tools.json").write_text(json.dumps(doc), encoding="utf-8")
    return folder


def test_lint_keeps_the_table_and_a_fresh_process_reports_the_same(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"
    folder = _catalog(tmp_path / "catalog")
    monkeypatch.delenv("MCP_CATALOG_NO_CACHE", raising=False)
    lint_paths([folder], cache=cache)
    (kept,) = cache.glob("*.table")
    assert len(list(cache.glob("*.json"))) == 1 + 30  # the entries are as before: the run's and each file's
    code = lint_cache._code()
    assert code is not None
    assert Table().load(kept.read_bytes(), code.hex()) >= len(_rule_expressions())

    env = {k: v for k, v in os.environ.items() if k != "MCP_CATALOG_NO_CACHE"}
    env["MCP_CATALOG_CACHE_DIR"] = str(cache)
    command = [sys.executable, "-m", "mcp_catalog", "lint", str(folder), "--format", "json", "--fail-on", "never"]
    # A changed file: the run is not kept, so the fresh process lints, with the table.
    (folder / "s0.tools.json").write_text(json.dumps({"server": {"id": "s0"}, "tools": []}), encoding="utf-8")
    with_table = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    without = subprocess.run([*command, "--no-cache"], env=env, capture_output=True, text=True, check=True)
    assert with_table.stdout == without.stdout
    assert len(json.loads(with_table.stdout)["findings"]) > 30


def test_the_rules_compile_their_expressions_through_the_table() -> None:
    """A rule module that called re.compile would compile its expressions afresh every run."""
    rules = Path(patterns.__file__).parent / "rules"
    calling = [p.name for p in sorted(rules.glob("*.py")) if "re.compile(" in p.read_text(encoding="utf-8")]
    assert calling == []
