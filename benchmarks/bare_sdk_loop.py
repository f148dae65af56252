"""The baseline: the plainest SDK client that pages through tools/list to the end.

    python benchmarks/bare_sdk_loop.py COMMAND [ARG...]
"""

from __future__ import annotations

import sys

import anyio
from mcp import Client, StdioServerParameters


async def main() -> None:
    params = StdioServerParameters(command=sys.argv[1], args=sys.argv[2:])
    count = 0
    async with Client(params) as client:
        cursor = None
        while True:
            page = await client.list_tools(cursor=cursor, cache_mode="bypass")
            count += len(page.tools)
            cursor = page.next_cursor
            if cursor is None:
                break
    print(count)


if __name__ == "__main__":
    anyio.run(main)
