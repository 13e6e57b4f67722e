"""Claims of the theory as executable checks, each returning an exact :class:`Certificate`.

``python -m proofs`` prints the traceability table (``docs/claims.md``).
"""

import numerics  # noqa: F401  (first: its start-up Ctrl-C guard covers `python -m proofs`'s imports)
from proofs.certificate import BUDGETS, Certificate
from proofs.registry import ENTRIES, STATUSES, Entry
from proofs.runner import format_markdown, format_text, run_all, run_entry, select_entries

__all__ = [
    "BUDGETS",
    "Certificate",
    "ENTRIES",
    "STATUSES",
    "Entry",
    "format_markdown",
    "format_text",
    "run_all",
    "run_entry",
    "select_entries",
]
