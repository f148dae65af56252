"""Provider tool names for `catalog tools`: server-prefixed, valid for the target, injective.

A tool's provider name is a function of (target, server id, tool name) alone, never of the
other tools: adding a server cannot rename a tool an agent, a prompt or a log already knows.

- Plain: `<id><sep><name>`, when that is already valid for the target, fits its length limit,
  reads back unambiguously (the first separator is the one after the id) and does not end the
  way an altered name ends.
- Altered (everything else): the id and name with every character the target does not allow
  made `_`, cut to fit, then `-` and 8 hex digits of SHA-256 of `<id>/<name>` (UTF-8).

Two plain names differ because they read back to different tools; a plain name never ends like
an altered one; two altered names can meet only if both their visible part and their 32-bit
suffix agree. `assign` checks all the same, and fails naming both tools rather than emit a
duplicate or drop a tool.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from mcp_catalog.errors import CatalogError
from mcp_catalog.textsafe import escape

SUFFIX_HEX = 8
_SUFFIX = re.compile(rf"-[0-9a-f]{{{SUFFIX_HEX}}}\Z")


@dataclass(frozen=True)
class Target:
    """A provider's rules for tool names."""

    name: str
    charset: str  # a regex character class body: the characters a name may hold
    max_length: int
    separator: str

    @cached_property
    def valid(self) -> re.Pattern[str]:
        return re.compile(rf"[{self.charset}]{{1,{self.max_length}}}")

    @cached_property
    def disallowed(self) -> re.Pattern[str]:
        return re.compile(rf"[^{self.charset}]")


TARGETS: dict[str, Target] = {
    "anthropic": Target("anthropic", "A-Za-z0-9_-", 64, "__"),
    "openai": Target("openai", "A-Za-z0-9_-", 64, "__"),
    "mcp": Target("mcp", "A-Za-z0-9_.-", 128, "."),
}


@dataclass(frozen=True)
class ProviderName:
    """One tool's provider name and where it came from."""

    name: str
    server_id: str
    tool_name: str
    altered: bool


def suffix(server_id: str, tool_name: str) -> str:
    """The short hash of the original `id/name` that an altered name ends with."""
    original = f"{server_id}/{tool_name}".encode("utf-8", "surrogatepass")
    return hashlib.sha256(original).hexdigest()[:SUFFIX_HEX]


def _reads_back(target: Target, server_id: str) -> bool:
    """True if the first separator of `<id><sep>...` is the one right after the id."""
    return (server_id + target.separator).find(target.separator) == len(server_id)


def provider_name(target: Target, server_id: str, tool_name: str) -> ProviderName:
    plain = f"{server_id}{target.separator}{tool_name}"
    if target.valid.fullmatch(plain) and _reads_back(target, server_id) and not _SUFFIX.search(plain):
        return ProviderName(plain, server_id, tool_name, altered=False)
    visible = (
        target.disallowed.sub("_", server_id) + target.separator + target.disallowed.sub("_", tool_name)
    )
    visible = visible[: target.max_length - SUFFIX_HEX - 1]
    return ProviderName(f"{visible}-{suffix(server_id, tool_name)}", server_id, tool_name, altered=True)


def _source(name: ProviderName) -> str:
    return f"{escape(name.server_id)}/{escape(name.tool_name)}"


def assign(target: Target, tools: Iterable[tuple[str, str]]) -> list[ProviderName]:
    """Provider names for (server id, tool name) pairs, in order; CatalogError if two collide."""
    names: list[ProviderName] = []
    seen: dict[str, ProviderName] = {}
    for server_id, tool_name in tools:
        named = provider_name(target, server_id, tool_name)
        other = seen.get(named.name)
        if other is not None:
            raise CatalogError(
                f"{_source(other)} and {_source(named)} both get the {target.name} tool name "
                f"{escape(named.name)!r}; rename one server id in the config"
            )
        seen[named.name] = named
        names.append(named)
    return names
