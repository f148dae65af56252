"""Write derived.py: the requirements of every rule expression, so that lint starts without
parsing them.

    python -m mcp_catalog.lint.regenerate
"""

from __future__ import annotations

from pathlib import Path

from mcp_catalog.lint.prefilter import Source, all_expressions, table_source
from mcp_catalog.lint.registry import all_rules


def expressions() -> list[Source]:
    """Every expression lint tests strings against: the rules' `needs`, then the Expressions."""
    return [p for rule in all_rules() for p in rule.needs] + list(all_expressions())


def main() -> None:
    target = Path(__file__).with_name("derived.py")
    target.write_text(table_source(expressions()), encoding="utf-8")
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
