"""Rule modules, one per family; importing this package registers every rule."""

from mcp_catalog.lint.rules import (  # noqa: F401
    address,
    annotations,
    crosstool,
    encoded,
    exfil,
    hidden_chars,
    instructions,
    markup,
    naming,
    resemblance,
    schema,
    secrecy,
    sensitive,
    size,
    user_will,
)
