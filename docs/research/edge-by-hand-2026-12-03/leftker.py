"""helper-143: the functionals that kill the image of Phi (the null space of the row matrix of fastphi.py, i.e.
vectors xi in k^(6q) with Phi xi = 0): their number (6q - rank) and whether any of them touches the Phi2 (Lambda psi)
half or the pure (vertex) coordinates.  usage: python leftker.py s seed [H4I|0]"""
import sys, subprocess, runpy
sys.argv = ["fastphi.py"] + sys.argv[1:]
g = runpy.run_path("fastphi.py", run_name="fastphi")
from flint import nmod_mat
rows, P, nf = g["rows"], g["P"], len(g["rows"][0]) // 2
M = g["M"]
N, nn = M.nullspace()
vecs = [[int(N[i, c]) for i in range(M.ncols())] for c in range(nn)]
touch2 = sum(1 for v in vecs if any(v[nf:]))
# rank of the null vectors restricted to the second half
sec = nmod_mat(nn, nf, [x for v in vecs for x in v[nf:]], P).rank() if nn else 0
print(f"null space of Phi (functionals killing the image): {nn}; rank of their Phi2-halves: {sec}")
