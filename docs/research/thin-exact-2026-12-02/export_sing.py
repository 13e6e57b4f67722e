"""Write G_(a,b) (lab's SliceModel.box_generators at special_point(seed=1)) as a Singular module and a driver.
usage: export_sing.py n a b [order]   order in {cdp, dpc}; writes gens_n{n}_{a}_{b}.sing and run_n{n}_{a}_{b}_{order}.sing"""
import sys, time, os
os.chdir(os.path.dirname(os.path.abspath(__file__)))
from math import comb
import numpy as np
from proofs.general.depth4.thin.slices import SliceModel, special_point
from proofs.general.depth4.window_model import _monos

n, a, b = map(int, sys.argv[1:4])
order = sys.argv[4] if len(sys.argv) > 4 else "dpc"
t = time.time()
m = SliceModel(n=n, point=special_point(seed=1))
B = m.box_generators(a=a, b=b)
pm, cm, nc, p = (m.p_monomials if hasattr(m, "p_monomials") else m._pm), _monos(n), m.nc, m.p
assert list(pm) == list(_monos(n + 1)) and len(cm) == nc
d = comb(n, 2)
D = d + n
print(f"n={n} a={a} b={b} gens={B.shape[0]} cols={B.shape[1]} p={p} export {time.time()-t:.1f}s", flush=True)
mon = []
for e in pm:
    s = "*".join(f"p{i+1}^{x}" if x > 1 else f"p{i+1}" for i, x in enumerate(e) if x)
    mon.append(s or "1")
fn = f"gens_n{n}_{a}_{b}.sing"
with open(fn, "w") as f:
    f.write(f"module G;\n")
    for r, row in enumerate(B):
        R = row.reshape(len(pm), nc)
        terms = []
        for j in range(nc):
            for i in np.nonzero(R[:, j])[0]:
                terms.append(f"{int(R[i, j])}*{mon[i]}*gen({j+1})")
        f.write(f"G[{r+1}]=" + "+".join(terms) + ";\n")
ordstr = {"dpc": "(dp,c)", "cdp": "(c,dp)", "dpC": "(dp,C)", "Cdp": "(C,dp)"}[order]
total = comb(D + 2, 2) * nc
cd = comb(D + 2, 2)
with open(f"run_n{n}_{a}_{b}_{order}.sing", "w") as f:
    f.write(f"""ring r = {p}, (p1,p2,p3), {ordstr};
option(redSB);
< "{fn}";
int t0 = timer; int rt0 = rtimer; system("--ticks-per-sec", 1000); rt0 = rtimer;
degBound = {D};
module S = std(G);
degBound = 0;
int rt1 = rtimer;
// standard monomials of F/in(M) in degree D: kbase of the leading module in degree D
module L = lead(S);
// per component j: the monomial ideal I_j of lead terms in component j; dim (F/M)_D = sum_j #(monomials of degree D not in I_j)
int i; int j; int q = 0; int kj;
for (j=1;j<={nc};j++) {{
  ideal I;
  for (i=1;i<=size(L);i++) {{ intvec e = leadexp(L[i]); if (e[4]==j) {{ I = I, L[i][j]; }} kill e; }}
  I = simplify(I,2);
  if (size(I)==0) {{ kj = {cd}; }} else {{ attrib(I,"isSB",1); kj = size(kbase(I,{D})); }}
  q = q + kj; kill I;
}}
// dump lead exponents for an independent count in Python
link lf = ":w lead_n{n}_{a}_{b}_{order}.txt";
for (i=1;i<=size(L);i++) {{ intvec e = leadexp(L[i]); write(lf, string(e)); kill e; }}
close(lf);
print("n={n} a={a} b={b} order={order} ngens=" + string(size(G)) + " sizeGB=" + string(size(S)) + " D={D}");
print("dim (F/M)_D = " + string(q) + "  total = {total}  dim X = " + string({total} - q));
print("std ms = " + string(rt1 - rt0));
quit;
""")
print("wrote", fn, flush=True)
