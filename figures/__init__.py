"""Regenerated diagrams and plots (see issue: regenerated figures)."""
__all__: list[str] = []
