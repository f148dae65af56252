from mcp_catalog.cli import main

main()
