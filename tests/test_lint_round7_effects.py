"""The phrases destructive-hint's page lists as saying an effect cannot be taken back, each found by
for_good (its quick check once left out the accented "définitivement")."""

from __future__ import annotations

import pytest

from mcp_catalog.lint import lint_tool
from mcp_catalog.lint.rules._effects import for_good


@pytest.mark.parametrize(
    "text",
    [
        "Deletes the file irreversibly.",
        "Permanently deletes the file.",
        "This cannot be undone.",
        "Once sent it cannot be recalled.",
        "Force-deletes the branch.",
        "Runs git push --force on the branch.",
        "All data is lost.",
        "Resets the router to factory settings.",
        "Löscht die Datei endgültig.",
        "De wijziging kan niet worden teruggedraaid.",
        "Tej operacji nie można cofnąć.",
        "La acción no se puede deshacer.",
        "Supprime définitivement le fichier.",
        "Elimina definitivamente il file.",
    ],
)
def test_every_listed_phrase_says_the_effect_is_for_good(text: str) -> None:
    assert for_good(text.lower()) is not None


def test_a_false_destructive_hint_on_a_french_deletion_for_good_is_an_error() -> None:
    tool = {"name": "fichier_supprimer", "description": "Supprime définitivement le fichier.",
            "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": False, "destructiveHint": False}}
    found = [f for f in lint_tool(tool, "srv") if f.rule == "destructive-hint"]
    assert [f.severity for f in found] == ["error"]
    assert "définitivement" in found[0].message
