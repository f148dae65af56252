"""Demo: an issue tracker with twelve honest tools, listed five to a page."""

from __future__ import annotations

from typing import Any

from mcp_catalog.demo._serve import build, run_stdio


def _tool(name: str, title: str, description: str, props: dict[str, Any], required: list[str],
          read_only: bool, destructive: bool = False) -> dict[str, Any]:
    return {
        "name": name,
        "title": title,
        "description": description,
        "inputSchema": {"type": "object", "properties": props, "required": required, "additionalProperties": False},
        "annotations": {"readOnlyHint": read_only, "destructiveHint": destructive, "openWorldHint": False},
    }


def _id(what: str) -> dict[str, Any]:
    return {"type": "string", "description": f"The {what} identifier, for example TCK-42."}


TOOLS = [
    _tool("search_tickets", "Search tickets", "Find tickets whose title or body matches a query.",
          {"query": {"type": "string", "description": "Words to look for."},
           "limit": {"type": "integer", "minimum": 1, "maximum": 100, "default": 20,
                     "description": "Most results to return."}}, ["query"], True),
    _tool("get_ticket", "Get ticket", "Read one ticket with its comments.", {"id": _id("ticket")}, ["id"], True),
    _tool("create_ticket", "Create ticket", "Open a new ticket in a project.",
          {"project": {"type": "string", "description": "Project key, such as WEB."},
           "title": {"type": "string", "description": "One-line summary."},
           "body": {"type": "string", "description": "Details, in Markdown."}}, ["project", "title"], False),
    _tool("update_ticket", "Update ticket", "Change the title, body or labels of a ticket.",
          {"id": _id("ticket"), "title": {"type": "string", "description": "New summary."},
           "labels": {"type": "array", "items": {"type": "string"}, "description": "Labels to set."}},
          ["id"], False),
    _tool("close_ticket", "Close ticket", "Close a ticket as done or as won't fix.",
          {"id": _id("ticket"), "resolution": {"type": "string", "enum": ["done", "wontfix", "duplicate"],
                                                "description": "Why it is closed."}}, ["id", "resolution"], False),
    _tool("delete_ticket", "Delete ticket", "Delete a ticket and its comments permanently.",
          {"id": _id("ticket")}, ["id"], False, destructive=True),
    _tool("add_comment", "Add comment", "Add a comment to a ticket.",
          {"id": _id("ticket"), "text": {"type": "string", "description": "The comment, in Markdown."}},
          ["id", "text"], False),
    _tool("list_comments", "List comments", "List the comments of a ticket, oldest first.",
          {"id": _id("ticket")}, ["id"], True),
    _tool("assign_ticket", "Assign ticket", "Assign a ticket to a person, or unassign it.",
          {"id": _id("ticket"), "assignee": {"type": ["string", "null"], "description": "A username, or null."}},
          ["id", "assignee"], False),
    _tool("list_projects", "List projects", "List the projects you can see.", {}, [], True),
    _tool("get_project", "Get project", "Read a project's settings and open ticket count.",
          {"key": {"type": "string", "description": "Project key, such as WEB."}}, ["key"], True),
    _tool("link_tickets", "Link tickets", "Mark one ticket as blocking, duplicating or relating to another.",
          {"from_id": _id("first ticket"), "to_id": _id("second ticket"),
           "relation": {"type": "string", "enum": ["blocks", "duplicates", "relates"], "description": "The link."}},
          ["from_id", "to_id", "relation"], False),
]

PAGE = 5


def main() -> None:
    run_stdio(build("demo-tickets", "1.0.0", TOOLS, PAGE, "Tickets for the demo projects WEB and API."))


if __name__ == "__main__":
    main()
