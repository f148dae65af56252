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
