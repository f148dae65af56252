"""Demo MCP servers shipped with the package, so `catalog` can be tried with no setup."""
