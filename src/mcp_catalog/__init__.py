"""mcp-catalog: review, lint and pin the tool definitions MCP servers give AI agents."""

__version__ = "0.1.0"
