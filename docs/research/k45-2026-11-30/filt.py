"""Filtered product F = M Y''_(1,1) + m2 Y''_(0,1) + m3 Y''_(1,0) (Y''_g' = span [u^g]Gamma_v^e S_6, g <= g', |e| = 3),
compared with A_k, Y, J for alpha' = (1,1), k = 0.  usage: python filt.py SEED"""
import sys
src = open("probe.py").read().split("# per c^nu projections")[0].replace("seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]); k = 0", "seed, a2, a3 = int(sys.argv[1]), 1, 1; k = 0")
exec(src)
m_1, m_2, m_3 = ucoef(Mv, 0, 0), ucoef(Mv, 1, 0), ucoef(Mv, 0, 1)
def Ypp(glist):
    return [ucoef(gv[0] ** e[0] * gv[1] ** e[1] * gv[2] ** e[2], a, b) * f for e in kcore.monos(3) for (a, b) in glist for f in S6]
Fg = [m_1 * y for y in Ypp([(0, 0), (1, 0), (0, 1), (1, 1)])] + [m_2 * y for y in Ypp([(0, 0), (0, 1)])] + [m_3 * y for y in Ypp([(0, 0), (1, 0)])]
rF = M_(Fg).rank()
rFY = M_(Fg + Ygens).rank(); rFJ = M_(Fg + Jgens).rank()
print(f"dim F = {rF}; dim(F+Y) = {rFY} -> dim(F cap Y) = {rF + rY - rFY}; dim(F+J) = {rFJ} -> dim(F cap J) = {rF + rJ - rFJ}; A_k {rA}, Y {rY}, J {rJ}")
print(f"A_k in F: {M_(Fg + Agens).rank() == rF}")
