"""Tool definition hash v1: SHA-256 of the RFC 8785 (JCS) canonical form of what a server sent.

The recipe is the published "tool definition hash, version 1" (see docs/hash.md); matching its
vectors means a lock written here can be verified by any other implementation, and back.

Speed: the stdlib's C JSON encoder, with sorted keys and no whitespace, already writes the JCS
form of almost every definition. It differs only on floats that Python writes differently
from ECMAScript (1.0, 1e-05, 1e+16), integers past 2**53, unpaired surrogates and member names
outside the BMP (code point order is not UTF-16 order). A cheap scan of its output finds those
cases: where only numbers differ, they are rewritten in place; otherwise the value goes to a
small, complete JCS writer. Non-integral numbers are formatted by the rfc8785 package (which on
its own refuses big integers and unpaired surrogates).
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import operator
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mcp_catalog.jsonio import DuplicateMemberError, loads_strict

HASH_ID = "tool-definition-hash-v1"
EMPTY_SET_HASH = hashlib.sha256(b"").hexdigest()

_MAX_SAFE = 2**53


class NoCanonicalForm(ValueError):
    """The value has no RFC 8785 form (repeated member name, non-finite number, not JSON)."""


# ---------------------------------------------------------------------------------------------
# Fast path: the C encoder, checked.

_encode_str = json.encoder.encode_basestring  # C: escapes exactly what JCS escapes, lowercase hex
_encoder = json.JSONEncoder(
    ensure_ascii=False, separators=(",", ":"), sort_keys=True, check_circular=False, allow_nan=False
)
try:  # the C encoder, built once: JSONEncoder.encode builds a new one per call
    _c_iterencode = json.encoder.c_make_encoder(  # type: ignore[attr-defined]
        None, None, _encode_str, None, ":", ",", True, False, False
    )
except (AttributeError, TypeError):  # pragma: no cover - no C accelerator
    _c_iterencode = None


def _encode(value: Any) -> str:
    if _c_iterencode is not None:
        return "".join(_c_iterencode(value, 0))
    return _encoder.encode(value)  # pragma: no cover


# On the UTF-8 bytes with every digit made "0" (and every 4-byte lead byte made F0): where
# Python's number text may differ from ECMAScript's. Python writes an integral float as "5.0",
# large and small ones with "e+"/"e-"; an integer past 2**53 has 16 or more digits. Other
# floats ("0.25") are written alike by both. A match may be inside a string; the check that
# follows looks only outside strings.
_ZERO_DIGITS = bytes.maketrans(b"123456789\xf1\xf2\xf3\xf4", b"000000000\xf0\xf0\xf0\xf0")
_SUSPECT = re.compile(rb"0(?:\.0(?!0)|e[+-]|0{15})")
# Python's float text ("1.5", "1.5e+16", "1e-05") and integers of 16 digits or more.
_NUMBER = re.compile(r"-?[0-9][0-9.e+-]*")


def _rewrite_number(match: re.Match[str]) -> str:
    token = match.group()
    if "." in token or "e" in token:
        return _jcs_number(float(token))  # Python's float text reads back as the same double
    return token if len(token) < 16 else _jcs_number(int(token))


def _split_strings(text: str) -> list[str]:
    """Encoder output split at the quotes that delimit strings: odd items are string contents."""
    parts = text.split('"')
    if '\\"' not in text:
        return parts
    merged = [parts[0]]
    inside = False
    for part in parts[1:]:
        last = merged[-1]
        if inside and (len(last) - len(last.rstrip("\\"))) % 2:  # an escaped quote
            merged[-1] = f'{last}"{part}'
        else:
            merged.append(part)
            inside = not inside
    return merged


def _non_bmp_name(parts: list[str]) -> bool:
    """True if a member name (a string followed by ":") has a character outside the BMP."""
    for i in range(1, len(parts) - 1, 2):
        part = parts[i]
        if not part.isascii() and max(part) > "\uffff" and parts[i + 1][:1] == ":":
            return True
    return False


def _checked(text: str, *, rewrite: bool = True) -> bytes | None:
    """The JCS form of text (C encoder output) as UTF-8, or None where the slow writer is needed.

    With rewrite=False, None also where numbers would have to be rewritten.
    """
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # a surrogate code point
        return None
    marked = data.translate(_ZERO_DIGITS)
    non_bmp = not text.isascii() and b"\xf0" in marked
    suspect = _SUSPECT.search(marked) is not None
    if not (non_bmp or suspect):
        return data
    parts = _split_strings(text)
    if non_bmp and _non_bmp_name(parts):
        return None  # member names may sort differently in UTF-16
    if suspect:
        outside = '"'.join(parts[::2])  # a quote never occurs outside strings
        fixed = _NUMBER.sub(_rewrite_number, outside)
        if fixed != outside:
            if not rewrite:
                return None
            parts[::2] = fixed.split('"')
            return '"'.join(parts).encode("utf-8")
    return data


def _fast(value: Any) -> bytes | None:
    """The canonical bytes via the C encoder, or None where JCS needs the slow writer."""
    if type(value) is str:
        try:
            return _encode_str(value).encode("utf-8")
        except UnicodeEncodeError:  # a surrogate code point
            return None
    try:
        text = _encode(value)
    except (TypeError, ValueError, RecursionError):
        return None  # the slow writer handles it or names the problem
    return _checked(text)


# ---------------------------------------------------------------------------------------------
# Slow path: a small, complete JCS writer.

_SURROGATE = re.compile("[\ud800-\udfff]")
_ESCAPE = re.compile(r'["\\\x00-\x1f]')
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}
for _cp in range(0x20):
    _ESCAPES.setdefault(chr(_cp), f"\\u{_cp:04x}")


def _pair_surrogates(text: str) -> str:
    """Join surrogate code points that form a pair: a JSON string is UTF-16, so they are one character."""
    return text.encode("utf-16-be", "surrogatepass").decode("utf-16-be", "surrogatepass")


def _utf16(text: str) -> bytes:
    return text.encode("utf-16-be", "surrogatepass")


def _jcs_string(text: str) -> str:
    body = _ESCAPE.sub(lambda m: _ESCAPES[m.group()], text)
    if _SURROGATE.search(body):
        # What is left after pairing is unpaired: a lowercase escape, as JSON.stringify writes it.
        body = _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", _pair_surrogates(body))
    return f'"{body}"'


def _jcs_number(value: int | float) -> str:
    if isinstance(value, int):
        if -_MAX_SAFE <= value <= _MAX_SAFE:
            return str(value)
        try:
            value = float(value)  # the nearest double, as a JSON parser reads it
        except OverflowError:
            raise NoCanonicalForm("a number is too large for an IEEE double") from None
    if not math.isfinite(value):
        raise NoCanonicalForm("NaN and Infinity have no JSON form")
    if value.is_integer() and -_MAX_SAFE < value < _MAX_SAFE:
        return str(int(value))  # every digit is needed below 2**53, and "-0" is "0"
    import rfc8785  # here: most catalogs have no non-integral number

    return rfc8785.dumps(value).decode("ascii")  # ECMAScript Number::toString


# Inside a value that needs the slow writer, most subtrees still do not: the writer tries the
# fast path on containers this many levels down, which bounds the extra work to that many
# passes over the value.
_FAST_RETRY_DEPTH = 6


def _jcs(value: Any, out: list[bytes], retry: int) -> None:
    if isinstance(value, str):
        out.append(_jcs_string(value).encode("utf-8"))
    elif value is None:
        out.append(b"null")
    elif value is True:
        out.append(b"true")
    elif value is False:
        out.append(b"false")
    elif isinstance(value, int | float):
        out.append(_jcs_number(value).encode("ascii"))
    elif isinstance(value, Mapping):
        if not all(isinstance(k, str) for k in value):
            raise NoCanonicalForm("a member name is not a string")
        keys = sorted(value, key=_utf16)
        out.append(b"{")
        previous: bytes | None = None
        for index, key in enumerate(keys):
            unit = _utf16(key)
            if unit == previous:  # a surrogate pair once written as a pair, once as two code points
                raise NoCanonicalForm(f"repeated member name {key!r}")
            previous = unit
            if index:
                out.append(b",")
            out.append(_jcs_string(key).encode("utf-8"))
            out.append(b":")
            _jcs_member(value[key], out, retry)
        out.append(b"}")
    elif isinstance(value, list | tuple):
        out.append(b"[")
        for index, item in enumerate(value):
            if index:
                out.append(b",")
            _jcs_member(item, out, retry)
        out.append(b"]")
    else:
        raise NoCanonicalForm(f"not a JSON value: {type(value).__name__}")


def _jcs_member(value: Any, out: list[bytes], retry: int) -> None:
    if retry > 0 and isinstance(value, Mapping | list | tuple):
        fast = _fast(value)
        if fast is not None:
            out.append(fast)
            return
    _jcs(value, out, retry - 1)


def _slow(value: Any) -> bytes:
    """The JCS writer, for what the fast path declined."""
    out: list[bytes] = []
    try:
        _jcs(value, out, _FAST_RETRY_DEPTH)
    except RecursionError:
        raise NoCanonicalForm("nested too deeply") from None
    return b"".join(out)


# ---------------------------------------------------------------------------------------------
# Public API.


def canonical_bytes(value: Any) -> bytes:
    """The RFC 8785 canonical form (UTF-8) of a JSON value as `json.loads` returns it."""
    fast = _fast(value)
    return fast if fast is not None else _slow(value)


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def definition_hash(tool: Any) -> str:
    """SHA-256 (hex) of the canonical form of the whole definition."""
    return _sha256(canonical_bytes(tool))


@dataclass(slots=True)
class ToolHashes:
    """A definition's hash and one hash per top-level member, from one canonicalization; also
    a tool's entry in the lock (lock.ToolLock). Not frozen: a lock holds one per tool, and a
    frozen dataclass takes twice as long to build."""

    hash: str
    fields: dict[str, str]


def _member_names(tool: Mapping[str, Any]) -> list[str]:
    """Member names in JCS order (UTF-16 code units; the same as code points for ASCII)."""
    names = list(tool)
    try:
        joined = "".join(names)
    except TypeError:
        raise NoCanonicalForm("a member name is not a string") from None
    if joined.isascii():
        names.sort()
    else:
        names.sort(key=_utf16)
        for first, second in itertools.pairwise(names):
            if _utf16(first) == _utf16(second):  # a surrogate pair written as two code points
                raise NoCanonicalForm(f"repeated member name {second!r}")
    return names


_NAME_CACHE: dict[str, bytes] = {}  # member names repeat across tools: "name", "inputSchema", ...


def _name_bytes(name: str) -> bytes:
    cached = _NAME_CACHE.get(name)
    if cached is None:
        cached = canonical_bytes(name)
        if len(_NAME_CACHE) < 4096:
            _NAME_CACHE[name] = cached
    return cached


def tool_hashes(tool: Mapping[str, Any]) -> ToolHashes:
    """The definition hash and the field hashes from one canonicalization.

    JCS sorts members by name, so the whole form is `{` + the sorted `"name":value` parts
    joined by `,` + `}`: each member is canonicalized once, for its field hash and the whole.
    """
    names = _member_names(tool)
    values: list[bytes] = []
    for name in names:
        value = tool[name]
        if type(value) is str:  # most members: name, title, description
            try:
                values.append(_encode_str(value).encode("utf-8"))
                continue
            except UnicodeEncodeError:
                pass
        values.append(canonical_bytes(value))
    whole = b",".join([_name_bytes(n) + b":" + v for n, v in zip(names, values, strict=True)])
    return ToolHashes(_sha256(b"{" + whole + b"}"), {n: _sha256(v) for n, v in zip(names, values, strict=True)})


# A catalog at a time: the same results as tool_hashes / definition_hash, with the per-value
# work done by C loops (map over the encoder, str.encode and hashlib) and one check of all
# the encoder's output at once. A tool the check does not clear takes the per-tool path.

_hexdigest = operator.methodcaller("hexdigest")


def _encode_all(values: list[Any]) -> list[str] | None:
    """The C encoder's text of every value, or None if any value needs the slow writer."""
    if _c_iterencode is None:  # pragma: no cover - no C accelerator
        return None
    try:
        return list(map("".join, map(_c_iterencode, values, itertools.repeat(0))))
    except (TypeError, ValueError, RecursionError):
        return None


def _clear(texts: list[str]) -> list[bool]:
    """For each encoder text: is it already the canonical form? One scan when all of them are."""
    if _checked(",".join(texts), rewrite=False) is not None:  # whole JSON values: quotes stay paired
        return [True] * len(texts)
    return [_checked(text, rewrite=False) is not None for text in texts]


_count_colons = operator.methodcaller("count", ":")


def _sha256_all(blobs: Iterable[bytes]) -> list[str]:
    return list(map(_hexdigest, map(hashlib.sha256, blobs)))


def definition_hashes(tools: Sequence[Any], colons: list[int] | None = None) -> list[str]:
    """definition_hash of every tool, in order; see tool_hashes_many for colons."""
    texts = _encode_all(list(tools))
    if texts is None:
        return [definition_hash(tool) for tool in tools]
    if colons is not None:
        colons.append(sum(map(_count_colons, texts)))
    clear = _clear(texts)
    digests = _sha256_all(map(str.encode, itertools.compress(texts, clear)))
    found = iter(digests)
    return [next(found) if ok else definition_hash(tool) for tool, ok in zip(tools, clear, strict=True)]


def tool_hashes_many(tools: Sequence[Mapping[str, Any]], colons: list[int] | None = None) -> list[ToolHashes]:
    """tool_hashes of every tool, in order.

    With colons, the number of ':' in json's encoding of all the tools is appended to it (for
    snapshot.settle, which finishes a counted read with it); nothing when the tools took the
    per-tool path.
    """
    name_lists = [_member_names(tool) for tool in tools]
    values: list[Any] = []
    for tool, names in zip(tools, name_lists, strict=True):
        values.extend(map(tool.__getitem__, names))
    texts = _encode_all(values)
    if texts is None:
        return [tool_hashes(tool) for tool in tools]
    all_names = list(itertools.chain.from_iterable(name_lists))
    prefixes = {name: _encode_str(name) + ":" for name in set(all_names)}  # a handful of names recur
    members = list(map(operator.add, map(prefixes.__getitem__, all_names), texts))
    counts = list(map(len, name_lists))
    ends = list(itertools.accumulate(counts))
    wholes = ["{" + ",".join(members[end - count:end]) + "}" for count, end in zip(counts, ends, strict=True)]
    if colons is not None:
        colons.append(sum(map(_count_colons, wholes)))
    clear = _clear(wholes)
    if not all(clear):  # a value the slow writer must handle: those tools take the per-tool path
        texts = list(itertools.compress(texts, itertools.chain.from_iterable(map(itertools.repeat, clear, counts))))
    whole_digests = iter(_sha256_all(map(str.encode, itertools.compress(wholes, clear))))
    field_digests = iter(_sha256_all(map(str.encode, texts)))
    return [
        ToolHashes(next(whole_digests), dict(zip(names, itertools.islice(field_digests, len(names)), strict=True)))
        if ok else tool_hashes(tool)
        for tool, names, ok in zip(tools, name_lists, clear, strict=True)
    ]


def field_hashes(tool: Mapping[str, Any]) -> dict[str, str]:
    """One hash per top-level member: the hash of that member's canonical value."""
    return {key: _sha256(canonical_bytes(value)) for key, value in tool.items()}


def _utf8_whatwg(text: str) -> bytes:
    """UTF-8 as the WHATWG encoder writes it: an unpaired surrogate becomes U+FFFD."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return _SURROGATE.sub("\ufffd", _pair_surrogates(text)).encode("utf-8")


def set_hash_of(entries: Iterable[tuple[str, str]]) -> str:
    """The set hash from (name, definition hash) pairs, for callers that already hashed each tool."""
    rows = list(entries)
    names = "".join([name for name, _ in rows])
    if names.isascii() or max(names) <= "\ud7ff":  # code point order is UTF-16 order: a C sort
        rows.sort()
    else:
        rows.sort(key=lambda row: (_utf16(row[0]), row[1]))
    return _sha256(_utf8_whatwg("\n".join(f"{name}:{digest}" for name, digest in rows)))


def set_lines(tools: Sequence[Any]) -> list[str]:
    """The sorted `name:hash` lines of a listing (what the set hash hashes)."""
    rows = sorted(_named_hashes(tools), key=lambda row: (_utf16(row[0]), row[1]))
    return [f"{name}:{digest}" for name, digest in rows]


def _named_hashes(tools: Sequence[Any]) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for index, tool in enumerate(tools):
        name = tool.get("name") if isinstance(tool, Mapping) else None
        if not isinstance(name, str):
            raise ValueError(f"definition {index} has no string name: the listing has no set hash")
        rows.append((name, definition_hash(tool)))
    return rows


def set_hash(tools: Sequence[Any]) -> str:
    """SHA-256 of the sorted `name:hash` lines of a whole listing; an empty listing hashes ""."""
    return set_hash_of(_named_hashes(tools))


def instructions_hash(instructions: str | None) -> str | None:
    """SHA-256 of the instructions exactly as received (no canonicalization); None for none."""
    if instructions is None:
        return None
    return _sha256(_utf8_whatwg(instructions))


def hash_json_text(text: str | bytes) -> str:
    """The definition hash of JSON text; a repeated member name anywhere raises NoCanonicalForm."""
    try:
        value = loads_strict(text)
    except DuplicateMemberError as exc:
        raise NoCanonicalForm(f"{exc}: no canonical form") from None
    except RecursionError:
        raise NoCanonicalForm("nested too deeply") from None
    return definition_hash(value)


# ---------------------------------------------------------------------------------------------
# lock.ignore: JSON pointers removed before hashing.


def parse_pointer(pointer: str) -> list[str]:
    """RFC 6901 reference tokens of a JSON pointer; "" (the whole document) has none."""
    if pointer == "":
        return []
    if not pointer.startswith("/"):
        raise ValueError(f"JSON pointer {pointer!r} must start with '/'")
    return [token.replace("~1", "/").replace("~0", "~") for token in pointer[1:].split("/")]


_REMOVE = object()  # a trie leaf: this member is removed


def without_pointers(tool: Any, pointers: Iterable[str]) -> Any:
    """A deep copy of tool without the members the pointers name.

    Every pointer refers to the original, so removing "/a/0" and "/a/1" removes both
    items. A pointer that names nothing is simply absent; "" cannot be removed.
    """
    trie: dict[str, Any] = {}
    for pointer in pointers:
        tokens = parse_pointer(pointer)
        if not tokens:
            raise ValueError("the JSON pointer \"\" names the whole definition, which cannot be removed")
        node = trie
        for token in tokens[:-1]:
            child = node.setdefault(token, {})
            if child is _REMOVE:
                break  # an ancestor is removed already
            node = child
        else:
            node[tokens[-1]] = _REMOVE
    return _copy_without(tool, trie)


def _copy_without(value: Any, trie: dict[str, Any] | None) -> Any:
    if isinstance(value, Mapping):
        if not trie:
            return {k: _copy_without(v, None) for k, v in value.items()}
        return {
            k: _copy_without(v, trie.get(k))
            for k, v in value.items()
            if trie.get(k) is not _REMOVE
        }
    if isinstance(value, list | tuple):
        if not trie:
            return [_copy_without(v, None) for v in value]
        return [
            _copy_without(v, trie.get(str(i)))
            for i, v in enumerate(value)
            if trie.get(str(i)) is not _REMOVE
        ]
    return value
