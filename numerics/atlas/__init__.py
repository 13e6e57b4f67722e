r"""The rank atlas: certified Start-End ranks over parameter grids, one stored row per case, and the generated ``docs/atlas.md``. The command line is ``python -m numerics.atlas``."""

from numerics.atlas.db import (CAMPAIGN, KEY, COLUMNS, case_key, open_atlas, atlas_rows, normalise_row)
from numerics.atlas.run import (grid_cases, case_bounds, case_method, case_nbytes, check_case, entries_exceed, case_cost, cost_terms, COST_FIT, compute_case, run_atlas, refresh_bounds, SKETCH_MIN_SIDE)
from numerics.atlas.doc import (committed_atlas, export, atlas_document, atlas_summary, atlas_markdown, best_rows, one_hot_rows, beyond_m_rows)

__all__ = ['CAMPAIGN', 'KEY', 'COLUMNS', 'case_key', 'open_atlas', 'atlas_rows', 'normalise_row', 'grid_cases', 'case_bounds', 'case_method', 'case_nbytes', 'check_case', 'entries_exceed', 'case_cost', 'cost_terms', 'COST_FIT', 'compute_case', 'run_atlas', 'refresh_bounds', 'SKETCH_MIN_SIDE', 'committed_atlas', 'export', 'atlas_document', 'atlas_summary', 'atlas_markdown', 'best_rows', 'one_hot_rows', 'beyond_m_rows']
