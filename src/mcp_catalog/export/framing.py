"""Cut complete records out of a byte stream that arrives in chunks of any size.

Both transports need it: stdio messages end with a newline, SSE events with a blank line.
A 60 MB message arrives in thousands of chunks, so each byte is searched once; searching
the whole buffer again on every chunk would be quadratic.
"""

from __future__ import annotations


class Splitter:
    """Records ending with `sep`, returned without it; an incomplete tail waits for more bytes."""

    def __init__(self, sep: bytes) -> None:
        self.sep = sep
        self._buffer = bytearray()
        self._scanned = 0  # bytes of the tail known to hold no separator

    def feed(self, chunk: bytes) -> list[bytes]:
        self._buffer += chunk
        records: list[bytes] = []
        while (cut := self._buffer.find(self.sep, self._scanned)) >= 0:
            records.append(bytes(self._buffer[:cut]))
            del self._buffer[: cut + len(self.sep)]
            self._scanned = 0
        # a separator split across chunks starts in the last len(sep) - 1 bytes: search those again
        self._scanned = max(0, len(self._buffer) - len(self.sep) + 1)
        return records

    @property
    def pending(self) -> int:
        """Bytes of the record still incomplete (a limit on one message applies to them)."""
        return len(self._buffer)
