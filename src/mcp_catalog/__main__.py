"""`python -m mcp_catalog`: the `catalog` command (cli.entry), with a Ctrl-C while the command
line module loads ended as cli.entry ends one."""

try:
    from mcp_catalog.cli import entry
except KeyboardInterrupt:
    from mcp_catalog.cli import exit_interrupted

    exit_interrupted()

entry()
