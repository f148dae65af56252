"""Raw capture of what the server sent.

The SDK parses JSON-RPC into models that drop unknown members and keep the last of two
repeated member names. The exporter keeps the server's own bytes instead: every incoming
message passes through here, is parsed once with repeated names recorded, and the
`tools/list` results are handed to the exporter exactly as sent.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mcp_catalog.jsonio import NestingError, NumberError, loads_recording
from mcp_catalog.redact import clip
from mcp_catalog.textsafe import escape

MAX_MESSAGE_BYTES = 64 * 1024 * 1024  # one JSON-RPC message; a 10 MB description fits
# Objects and arrays in one message, counted as its `{` and `[` before parsing: 64 MiB of `[{},{},...]`
# would become 20 million dicts (gigabytes); 20,000 tools (max_tools) of 100 each still fit.
MAX_CONTAINERS = 2_000_000


class ProtocolViolation(Exception):
    """The server broke the wire protocol in a way the exporter refuses to paper over."""


@dataclass
class HttpTrouble:
    status: int
    www_authenticate: str | None
    content_type: str | None
    url: str


@dataclass
class Tap:
    """What one connection received, as far as the exporter cares."""

    fatal: ProtocolViolation | None = None
    last_list_result: dict[str, Any] | None = None
    last_list_duplicates: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    last_list_bytes: int = 0  # the size of that response as received
    http_trouble: HttpTrouble | None = None
    redirect_refused: str | None = None
    _list_ids: set[Any] = field(default_factory=set)

    def note_request(self, message: dict[str, Any]) -> None:
        if message.get("method") == "tools/list" and "id" in message:
            self._list_ids.add(message["id"])

    def fail(self, violation: ProtocolViolation) -> None:
        if self.fatal is None:
            self.fatal = violation

    def feed(self, text: str | bytes) -> Any:
        """Parse one incoming message; keep the raw result of a tools/list response."""
        containers = text.count("{") + text.count("[") if isinstance(text, str) else text.count(b"{") + text.count(b"[")
        if containers > MAX_CONTAINERS:
            raise ProtocolViolation(
                f"server sent a message of more than {MAX_CONTAINERS:,} objects and arrays; not parsing it"
            )
        try:
            message, duplicates = loads_recording(text)
        except NumberError as exc:
            raise ProtocolViolation(f"server sent a number JSON cannot hold: {escape(clip(exc.text, 40))}") from None
        except ValueError as exc:
            shown = text if isinstance(text, str) else text.decode("utf-8", "replace")
            reason = "nested too deeply" if isinstance(exc, NestingError) else "not JSON"
            raise ProtocolViolation(f"server sent a line that is {reason}: {escape(clip(shown, 60))}") from None
        if not isinstance(message, dict):
            shown = text if isinstance(text, str) else text.decode("utf-8", "replace")
            raise ProtocolViolation(
                f"server sent a JSON value that is not a JSON-RPC message: {escape(clip(shown, 60))}"
            )
        rid = message.get("id")
        if isinstance(rid, (str, int)) and rid in self._list_ids and ("result" in message or "error" in message):
            self._list_ids.discard(message.get("id"))
            result = message.get("result")
            self.last_list_result = result if isinstance(result, dict) else None
            self.last_list_duplicates = duplicates
            self.last_list_bytes = len(text)
        elif duplicates:
            raise ProtocolViolation(f"server sent a message with repeated JSON member name {duplicates[0][0]!r}")
        return message
