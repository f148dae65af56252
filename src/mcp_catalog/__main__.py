from mcp_catalog.cli import entry

entry()
