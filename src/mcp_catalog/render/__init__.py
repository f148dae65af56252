"""Renderers: turn findings, drift and diffs into text, JSON, SARIF or markdown."""
