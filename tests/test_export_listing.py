"""A tools/list page with a repeated member name: the error names the tool that held it."""

from __future__ import annotations

import pytest

from mcp_catalog.export.listing import Listing
from mcp_catalog.export.tap import ProtocolViolation
from mcp_catalog.jsonio import loads_recording


@pytest.mark.parametrize(
    ("page", "culprit"),
    [
        ('{"tools": [{"name": "a", "inputSchema": {}}, {"name": "b", "inputSchema": {"type": "object",'
         ' "properties": {"q": {"type": "string", "type": "number"}}}}]}', "tool 'b' (tool 2 of its page)"),
        ('{"tools": [{"name": "a", "inputSchema": {}, "title": "x", "title": "y"}]}', "tool 'a' (tool 1 of its page)"),
        ('{"tools": [{"name": "a", "inputSchema": {}}], "nextCursor": "1", "nextCursor": "2"}', "a tools/list page"),
    ],
)
def test_the_tool_that_repeated_a_member_is_named(page: str, culprit: str) -> None:
    result, repeats = loads_recording(page)
    with pytest.raises(ProtocolViolation) as caught:
        Listing().add_page(result, repeats, 1000)
    assert str(caught.value).startswith(f"{culprit}: repeated JSON member name")
