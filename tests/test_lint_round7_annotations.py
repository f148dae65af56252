"""Round-7 concepts for the annotation rules, in wordings of our own next to honest texts that share
their words: a read-only tool whose description says its effect cannot be taken back; that effect said
as a state ("are not recoverable", "non-refundable") and in Italian, Vietnamese, Indonesian and
Turkish; voiding, purchasing and withdrawing as writes."""

from __future__ import annotations

from typing import Any

import pytest

from mcp_catalog.lint import lint_tool


def _severity(rule: str, name: str, description: str, **annotations: Any) -> str | None:
    tool = {"name": name, "description": description, "inputSchema": {"type": "object"}, "annotations": annotations}
    found = [f.severity for f in lint_tool(tool, "srv") if f.rule == rule]
    return max(found, key=["info", "warning", "error"].index) if found else None


@pytest.mark.parametrize(
    ("name", "description"),
    [
        ("submit_payroll", "Submits the payroll batch to the bank. Once submitted it cannot be recalled."),
        ("renew_licence", "Renews the licence for another year. The renewal fee is non-refundable."),
        ("close_position", "Closes the open position at market price; closed trades are not reversible."),
        ("esegui_pagamento", "Esegue il pagamento al beneficiario: l'operazione non è revocabile."),
        ("huy_don_hang", "Hủy đơn hàng đã đặt. Thao tác này không thể hoàn tác."),
        ("batalkan_pesanan", "Membatalkan pesanan pelanggan. Tindakan ini tidak dapat dibatalkan."),
        ("siparis_iptal", "Siparişi iptal eder; bu işlem geri alınamaz."),
        ("settle_claim", "Settles the claim and notifies the insurer; the decision is irreversible."),
    ],
)
def test_a_read_only_tool_that_says_its_effect_is_for_good(name: str, description: str) -> None:
    assert _severity("readonly-contradiction", name, description, readOnlyHint=True) in ("warning", "error")
    # The same tool honestly annotated: nothing to contradict.
    assert _severity("readonly-contradiction", name, description, readOnlyHint=False) is None


def test_said_only_by_its_effect_being_for_good_it_is_a_warning() -> None:
    """Honest read-only tools also speak of effects that are for good ("the audit trail of
    irreversible actions"): without a verb that says the tool changes something, a warning."""
    description = "Finalizes the ballot count for a precinct. Once finalized the count cannot be undone."
    assert _severity("readonly-contradiction", "finalize_ballot", description, readOnlyHint=True) == "warning"
    assert _severity("readonly-contradiction", "remove_ballot", "Removes a ballot. " + description,
                     readOnlyHint=True) == "error"  # a write verb says it: an error, as before


@pytest.mark.parametrize(
    ("name", "description"),
    [
        # reading about an effect, by a tool whose name says it reads
        ("get_fare_rules", "Returns the fare rules of a booking: promotional fares are not refundable."),
        ("list_deleted_snapshots", "Lists deleted snapshots; they are not recoverable after 30 days."),
        ("search_orders", "Searches orders. Cancelled orders cannot be restored and are shown greyed out."),
        # a remedy recommended by a scanner
        ("scan_repository", "Scans a repository for committed keys and suggests fixes: rotate the key, then "
                            "rewrite history to drop it."),
        # nothing for good
        ("summarise_contract", "Summarises a contract's termination clauses in plain language."),
        ("preview_refund", "Shows what a refund would return; nothing is paid out."),
    ],
)
def test_honest_read_only_tools_that_speak_of_such_effects(name: str, description: str) -> None:
    assert _severity("readonly-contradiction", name, description, readOnlyHint=True) is None


@pytest.mark.parametrize(
    "description",
    [
        "Removes the recording from the library. Deleted recordings are not recoverable.",
        "Closes the account and pays out the balance; the closure is not reversible.",
    ],
)
def test_destructive_false_on_an_effect_said_as_a_state_is_an_error(description: str) -> None:
    assert _severity("destructive-hint", "do_it", description, readOnlyHint=False, destructiveHint=False) == "error"
    kept = description.replace("not recoverable", "recoverable for 30 days").replace("not reversible", "reversible")
    assert _severity("destructive-hint", "do_it", kept, readOnlyHint=False, destructiveHint=False) != "error"


@pytest.mark.parametrize(
    ("name", "description"),
    [
        ("void_invoice", "Voids an issued invoice."),
        ("purchase_domain", "Purchases a domain name for the account."),
        ("withdraw_application", "Withdraws a submitted application."),
    ],
)
def test_voiding_purchasing_and_withdrawing_are_writes(name: str, description: str) -> None:
    assert _severity("readonly-contradiction", name, description, readOnlyHint=True) == "error"
    reader = name.split("_", 1)[1]
    assert _severity("readonly-contradiction", f"get_{reader}", f"Returns the {reader.replace('_', ' ')}.",
                     readOnlyHint=True) is None
