"""Renderers: turn findings, drift and diffs into text, JSON, SARIF or markdown."""


def tools_on_servers(tools: int, servers: int) -> str:
    """"1 tool on 2 servers": the count every command's summary gives."""
    return f"{tools} tool{'s' * (tools != 1)} on {servers} server{'s' * (servers != 1)}"
