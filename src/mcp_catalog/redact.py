"""Keep resolved secrets out of every line we print or write.

Secrets reach us only through `${VAR}` references; each resolved value is registered here
and scrubbed from any message before it leaves the process, as a last line of defence.
"""

from __future__ import annotations

import re

_SECRETS: set[str] = set()
_WITH_PIECES: set[str] = set()  # the surely-secret ones: any long piece of them is masked too
_MIN_LEN = 4
# Values no credential is, which masked would blank ordinary output ("ok": ***): a flag's words, a short number.
_WORDS = frozenset({"true", "false", "null", "none", "yes", "no", "on", "off", "enabled", "disabled"})
# A piece of a secret this long or longer is masked wherever it appears: a server that echoes
# part of its token ("bad token sk-SUPERSECR") must not get it printed.
_PIECE = 8
_FINDERS: dict[str, re.Pattern[str]] = {}  # secret -> an expression matching any _PIECE of it
_WHOLE: dict[str, re.Pattern[str]] = {}  # short secret -> an expression matching it as a whole token


def register(value: str, *, pieces: bool = True) -> None:
    """A resolved secret to keep out of output; `pieces=False` for a value that may only be one
    (a long env value under a plain name), masked whole but not piece by piece. A short number is
    kept only when it surely is a secret (a PIN, a numeric password)."""
    if len(value) >= _MIN_LEN and value.lower() not in _WORDS and (pieces or not (value.isdigit() and len(value) < 6)):
        _SECRETS.add(value)
        if pieces:
            _WITH_PIECES.add(value)


def scrub(text: str) -> str:
    """Every registered secret, and every piece of one at least _PIECE characters long, masked."""
    if not _SECRETS:
        return text
    for secret in sorted(_SECRETS, key=len, reverse=True):
        if secret in text:
            text = _whole(secret).sub("***", text) if len(secret) < _PIECE else text.replace(secret, "***")
    for secret in sorted(_WITH_PIECES):
        if len(secret) > _PIECE:
            text = _mask_pieces(text, secret)
        if len(secret) > _ECHO_MIN:  # most of it in other capitals: what contains_secret refuses, masked too
            text = _mask_echo(text, secret)
    return text


def _mask_pieces(text: str, secret: str) -> str:
    finder = _FINDERS.get(secret)
    if finder is None:
        finder = _FINDERS[secret] = _runs_of(secret, _PIECE)
    return _mask_runs(text, finder, secret, fold=False)


def _mask_echo(text: str, secret: str) -> str:
    return _mask_runs(text, _echo(secret), secret, fold=True)


def _runs_of(secret: str, size: int, flags: int = 0) -> re.Pattern[str]:
    """An expression matching any `size` characters in a row of secret."""
    pieces = {secret[i : i + size] for i in range(len(secret) - size + 1)}
    return re.compile("|".join(map(re.escape, sorted(pieces))), flags)


def _mask_runs(text: str, finder: re.Pattern[str], secret: str, *, fold: bool) -> str:
    """Each run finder finds, grown to the longest run of secret from there (in any case when fold), masked."""
    within = secret.lower() if fold else secret
    while (m := finder.search(text)) is not None:  # each pass shortens the text: it ends
        start, end = m.span()
        while end < len(text) and (text[start : end + 1].lower() if fold else text[start : end + 1]) in within:
            end += 1
        text = text[:start] + "***" + text[end:]
    return text


def clear() -> None:
    _ECHOES.clear()
    _SECRETS.clear()
    _WITH_PIECES.clear()
    _FINDERS.clear()
    _WHOLE.clear()


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
    """Whether text holds a registered secret, or most of a long one in any case (a server that
    echoes a token less its last character, or in capitals, has still given it away)."""
    if any(secret in text and (len(secret) >= _PIECE or _whole(secret).search(text)) for secret in _SECRETS):
        return True
    return any(_echo(secret).search(text) for secret in _WITH_PIECES if len(secret) > _ECHO_MIN)


# A long secret counts as echoed when any run of three quarters of it (at least _ECHO_MIN characters)
# appears, whatever the case: shorter pieces are masked in messages but not refused, since a password's
# dictionary word may well be in honest text.
_ECHO_MIN = 12
_ECHOES: dict[str, re.Pattern[str]] = {}


def _echo(secret: str) -> re.Pattern[str]:
    finder = _ECHOES.get(secret)
    if finder is None:
        finder = _ECHOES[secret] = _runs_of(secret, max(_ECHO_MIN, -(-3 * len(secret) // 4)), re.IGNORECASE)
    return finder


def _whole(secret: str) -> re.Pattern[str]:
    """A short secret as a whole token only: a PIN of 4821 is not masked inside 148213 or a word."""
    finder = _WHOLE.get(secret)
    if finder is None:
        finder = _WHOLE[secret] = re.compile(rf"(?<![A-Za-z0-9]){re.escape(secret)}(?![A-Za-z0-9])")
    return finder


def has_secrets() -> bool:
    return bool(_SECRETS)
