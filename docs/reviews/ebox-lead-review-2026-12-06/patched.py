"""Reviewer: extract the three patched functions (rank, mulmod, dimT) verbatim from ebox_lead.py by AST, without
running ebox_lead.py (it calls ebox.main() at import).  Namespace: numpy, P = 1048571, the lab's flint_rref_mod_p."""
import ast, sys
import numpy as np
sys.path.insert(0, '/work/main')
from numerics.rank.flint_bridge import flint_rref_mod_p
SRC = '/work/main/docs/research/thin-E-boxes-2026-12-05/ebox_lead.py'
P = 1048571
tree = ast.parse(open(SRC).read())
ns = {'np': np, 'P': P, 'flint_rref_mod_p': flint_rref_mod_p}
mod = ast.Module(body=[n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name in ('rank', 'mulmod')],
                 type_ignores=[])
exec(compile(mod, SRC, 'exec'), ns)
rank_p, mulmod_p = ns['rank'], ns['mulmod']
