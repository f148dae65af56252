"""Keep resolved secrets out of every line we print or write.

Secrets reach us only through `${VAR}` references; each resolved value is registered here
and scrubbed from any message before it leaves the process, as a last line of defence.
"""

from __future__ import annotations

_SECRETS: set[str] = set()
_MIN_LEN = 4


def register(value: str) -> None:
    if len(value) >= _MIN_LEN:
        _SECRETS.add(value)


def scrub(text: str) -> str:
    for secret in sorted(_SECRETS, key=len, reverse=True):
        if secret in text:
            text = text.replace(secret, "***")
    return text


def clear() -> None:
    _SECRETS.clear()


def edge_cut(text: str, at_start: bool) -> str:
    """Mask a piece of a secret left at a cut edge (a secret split by truncation)."""
    for secret in _SECRETS:
        for size in range(min(len(secret), len(text)) - 1, _MIN_LEN - 1, -1):
            if at_start and text.startswith(secret[-size:]):
                return "***" + text[size:]
            if not at_start and text.endswith(secret[:size]):
                return text[:-size] + "***"
    return text


def clip(text: str, limit: int, *, keep_end: bool = False) -> str:
    """Scrub, then shorten to `limit` characters, then mask secret pieces at the cut.

    Shortening before scrubbing would leave part of a secret that no longer matches whole.
    """
    text = scrub(text)
    if len(text) <= limit:
        return text
    if keep_end:
        return edge_cut(text[-limit:], at_start=True)
    return edge_cut(text[:limit], at_start=False)


def contains_secret(text: str) -> bool:
    return any(secret in text for secret in _SECRETS)


def has_secrets() -> bool:
    return bool(_SECRETS)
