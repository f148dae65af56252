"""What counts as a credential in a server's entry, and keeping credentials out of output.

Secrets reach a server through `${VAR}` references, or literally in a client config read as it
is. Each value is classed here: a credential (masked in every message, a piece of it too), a value
that may be one (masked whole), or a place or a name (a host, a port, a folder, a tenant), which is
never masked: masking it would blank ordinary output, and export refuses a tool that mentions a
registered value as echoing a credential. `init` uses the same tests to move literals into
variables.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from mcp_catalog import redact

# Prefixes of well-known credential formats (GitHub, OpenAI/Anthropic, Slack, GitLab, AWS,
# Google, npm, Hugging Face, Stripe, JWTs).
TOKEN_RE = re.compile(
    r"^(gh[pousr]_|github_pat_|sk-|sk_(live|test)_|rk_(live|test)_|xox[abprs]-|glpat-|AKIA|ASIA|AIza|"
    r"ya29\.|npm_|hf_|eyJ[A-Za-z0-9_-]{8,}\.)[A-Za-z0-9._\-]{6,}"
)
# "Bearer <token>": an HTTP authorization scheme and its credential.
SCHEMES = ("bearer", "basic", "token")
SCHEME_RE = re.compile(rf"(?i)({'|'.join(SCHEMES)})\s+(\S.*)")
SECRET_NAME_RE = re.compile(r"(token|secret|passw|api[-_]?key|authorization|credential|cookie)", re.I)
# Names that end as a credential's do, each a whole word (DB_PASS, DB_PW, GITHUB_PAT, SENTRY_DSN, SIM_PIN,
# REDIS_AUTH, STRIPE_KEY, GPG_PASSPHRASE), not BYPASS or the shell's PWD: masked, their values would blank
# ordinary output, and a server's tool that echoed them would be refused.
_SECRET_END_RE = re.compile(
    r"(^|[._-])(pass|pwd|pw|pat|dsn|pin|otp|totp|mfa|auth|bearer|jwt|hmac|seed|key)$|passphrase|passcode"
    r"|(^|[._-])(mfa|otp|totp|2fa|verification)[_-]?code$"
    r"|(private|secret|access|signing|encryption|master|license|client|service|ssh|gpg|pgp|deploy|app|auth)key$",
    re.I,
)
# A key that names where a value goes, not a credential (SORT_KEY, CACHE_KEY, PARTITION_KEY).
_PLACE_KEY_RE = re.compile(
    r"(^|[._-])(sort|cache|partition|routing|idempotency|primary|foreign|group|lookup|hot|dedup|shard|row|hash|map"
    r"|join|index|order|unique|composite|natural|surrogate)[_-]?key$",
    re.I,
)
_NOT_SECRET = frozenset({"PWD", "OLDPWD"})  # the shell's working folders
# Headers that carry no credential; any other header's value is taken for one (X-Passcode, X-Sid,
# Ocp-Apim-Subscription-Key: too many names to list the other way round).
_PLAIN_HEADER_RE = re.compile(
    r"accept(-[\w-]+)?|content-[\w-]+|user-agent|[\w-]*-version|origin|referer|cache-control|pragma"
    r"|x-(request|correlation|trace|span)(-id)?|x-(tenant|org|organization|workspace|project|account|team|user|region"
    r"|environment|env|locale|client-name|app-name|debug|forwarded-[\w-]+)(-id|-name)?|mcp-protocol-version",
    re.I,
)
# A host (lower case), IP address, URL with no credential, query or long piece, or a folder: a place, not
# masked for its length. Upper case or a long piece mixing letters and digits is a token's shape
# (a JWT, a webhook's path, a base64 key starting with "/"), never a place.
_PLACE_RE = re.compile(
    r"(?:[a-z][a-z0-9+.-]*://)?(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}|\d{1,3}(?:\.\d{1,3}){3}|localhost"
    r"|\[[0-9a-f:]+\])(?::\d+)?(?:/[\w.~-]*)*|(?:/|\./|~/)[\w./ -]*|[a-z][a-z0-9-]{0,15}"
)
_PIECES_RE = re.compile(r"[/.:~ _-]")
# What a template puts just before a `${VAR}` that makes it a credential: a flag or field that
# names one, as a whole word ("--api-key=", "--key=", "--auth=", "password: ", "?token="; not
# "--sort-key=" or "--author="); or the place of a URL's password ("postgres://user:${DB}@host").
_SECRET_CONTEXT_RE = re.compile(
    r"(?:(?:^|[\s\"'=,])--?|^|[^\w-])(api[-_]?key|access[-_]?key|secret|token|pass(?:word|wd|phrase|code)?|pwd|pw"
    r"|credentials?|cookie|key|auth|pin|otp)[\s\"']*[=:]\s*[\"']?$",
    re.I,
)
_URL_PASSWORD_RE = re.compile(r"://[^/@\s]*:$")


def is_place(value: str) -> bool:
    """A host, an address, a port, a URL with nothing secret in it, or a folder."""
    if value.isdigit() and len(value) <= 5:
        return True
    return bool(_PLACE_RE.fullmatch(value)) and not token_pieces(value)


def is_path(value: str) -> bool:
    """A file's or folder's path (which names a secret where it is one, but is not one)."""
    return value.startswith(("/", "./", "~/")) and is_place(value)


def token_pieces(value: str) -> list[str]:
    """The pieces of a value shaped like a token: 12 characters or more mixing digits, lower and upper case."""
    out = []
    for piece in _PIECES_RE.split(value):
        kinds = any(c.isdigit() for c in piece) + any(c.islower() for c in piece) + any(c.isupper() for c in piece)
        if len(piece) >= 12 and kinds >= 2:
            out.append(piece)
    return out


def secret_header(name: str) -> bool:
    """Whether a header carries a credential: any but the known plain ones."""
    return not _PLAIN_HEADER_RE.fullmatch(name)


# A value no credential is: a small number, a flag word.
ORDINARY_VALUE = re.compile(r"\d{1,6}|true|false|yes|no|on|off|none|null", re.I)
# A name that says its value is a quantity (MAX_TOKENS, TOKEN_TTL, PASSWORD_MIN_LENGTH): with a small
# number, a setting, not a credential, though its name holds a credential's word.
_QUANTITY_RE = re.compile(
    r"(^|[._-])(max|min|ttl|limit|length|len|size|count|num|expiry|expires|timeout|lifetime|budget|rate)([._-]|$)",
    re.I,
)


def counts_something(name: str, value: str) -> bool:
    """`MAX_TOKENS=4096`, `TOKEN_TTL=3600`: a quantity under a credential's word (not `DB_PIN=4821`)."""
    return bool(ORDINARY_VALUE.fullmatch(value) and _QUANTITY_RE.search(name))


def secret_setting(name: str, value: str) -> bool:
    """Whether `name=value` (an env key, a flag, an assignment in an argument) sets a credential."""
    return secret_name(name) and not is_path(value) and not counts_something(name, value)


def secret_name(name: str) -> bool:
    """Whether an env key, variable, header or flag names a credential."""
    if name.upper() in _NOT_SECRET or _PLACE_KEY_RE.search(name):
        return False
    return bool(SECRET_NAME_RE.search(name) or _SECRET_END_RE.search(name))


def _entropy(value: str) -> float:
    counts = Counter(value)
    return -sum(c / len(value) * math.log2(c / len(value)) for c in counts.values())


def looks_like_token(value: str) -> bool:
    """A value that reads as a credential on its own: a known token format or a long random string."""
    if TOKEN_RE.match(value):
        return True
    if len(value) < 20 or re.search(r"\s|://|^[./~]", value):
        return False
    has_letter = re.search(r"[A-Za-z]", value) is not None
    has_digit = re.search(r"[0-9]", value) is not None
    return has_letter and has_digit and _entropy(value) >= 3.5


def credential_kind(what: str, variable: str, value: str, before: str = "", after: str = "") -> str | None:
    """"secret" for what surely is one (headers, auth, a name that says so, a place in the
    template that says so): even a piece of it is masked in output; "value" for what may be (a
    URL part, a long env value): masked whole; None otherwise. `DEBUG=true` is not a secret (and
    scrubbing it would corrupt output), nor is a host name's every 8 characters."""
    if is_path(value):  # a file's path names it, whatever it holds (GOOGLE_APPLICATION_CREDENTIALS)
        return None
    quantity = counts_something(what, value) or counts_something(variable, value)
    if quantity and not what.startswith(("auth.", "headers.")):
        return None
    if (
        what.startswith("auth.")
        or (what.startswith("headers.") and secret_header(what[len("headers."):]))
        or secret_name(what)
        or secret_name(variable)
        or _SECRET_CONTEXT_RE.search(before[-64:])
        or (_URL_PASSWORD_RE.search(before) and after.startswith("@"))
    ):
        return "secret"
    # A host, a port, a base URL or a folder is not a credential, nor a short value under a plain
    # name: masked, it would blank ordinary output, and a tool that names it would be refused as
    # echoing a credential.
    if is_place(value):
        return None
    if what.startswith("url") or len(value) >= 16:  # in a URL, what is not a place is a credential's shape
        return "value"
    return None


def register_argument_credentials(args: tuple[str, ...]) -> None:
    """Credentials a client config writes literally in args (`--api-key=sk-...`, `--token sk-...`,
    mcp-remote's `--header "Authorization: Bearer ..."`, a bare token, a URL's password), kept out of
    output as the ones from variables are."""
    for index, arg in enumerate(args):
        before = args[index - 1] if index else ""
        flag = re.match(r"(--?[\w-]+)=(.+)", arg)
        header = re.match(r"([\w-]+):\s*(.+)", arg)
        # docker's `-e DB_PASSWORD=...` / `--env=DB_PASSWORD=...`: a variable set in an argument
        assignment = re.fullmatch(r"([A-Za-z_]\w*)=(.+)", flag.group(2) if flag else arg, re.S)
        if assignment and secret_setting(assignment.group(1), assignment.group(2)):
            redact.register(assignment.group(2))
        if flag and secret_setting(flag.group(1), flag.group(2)):
            redact.register(flag.group(2))
        elif header and before in ("--header", "-H"):
            register_header(header.group(1), header.group(2))
        elif (before.startswith("-") and secret_name(before) and not arg.startswith("-")) or looks_like_token(arg):
            redact.register(arg)
        register_url_credentials(arg)


def register_encoded(user: str, secret: str) -> None:
    """The forms a user and secret travel in besides the raw secret, so that a server echoing the
    request it got does not print them: percent-encoded (a form body's client_secret), and the
    base64 of a Basic header (user:secret as written, and percent-encoded as RFC 6749 2.3.1 has
    the client id and secret)."""
    import base64
    from urllib.parse import quote, quote_plus

    for form in (quote(secret, safe=""), quote_plus(secret, safe="")):
        if form != secret:
            redact.register(form)
    for pair in (f"{user}:{secret}", f"{quote(user, safe='')}:{quote(secret, safe='')}"):
        redact.register(base64.b64encode(pair.encode("utf-8")).decode("ascii"))


def register_url_credentials(text: str) -> None:
    """The password and the credential-named query values of every URL in a literal."""
    from urllib.parse import parse_qsl, unquote, urlsplit  # here: `catalog check` starts without it

    for url in re.findall(r"[a-z][a-z0-9+.-]*://\S+", text, re.I):
        try:
            parts = urlsplit(url)
            password = parts.password
        except ValueError:
            continue
        if password:
            redact.register(password)
            # HTTP sends it as a Basic header, of the user and password decoded (`p%40ss` is `p@ss`)
            user, plain = unquote(parts.username or ""), unquote(password)
            redact.register(plain)
            register_encoded(parts.username or "", password)
            register_encoded(user, plain)
        for piece in token_pieces(parts.path):
            redact.register(piece)
        for name, value in parse_qsl(parts.query):
            if secret_name(name) or _SECRET_CONTEXT_RE.search(name + "="):
                redact.register(value)


def register_header(name: str, value: str) -> None:
    """A header's credential: the token after its scheme, or the value of a credential header."""
    scheme = SCHEME_RE.match(value)
    if scheme:
        redact.register(value, pieces=False)
        redact.register(scheme.group(2))
    elif secret_header(name):
        redact.register(value)
