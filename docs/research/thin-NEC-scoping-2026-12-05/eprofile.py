"""E boxes (a, 0): z-initial slices of M_(a,0) against the z-slice 0 of the mirror A box M_(a,inf) (the only slice Lemma
beta controls when b = 0), and t-initial slices against the C box M_(inf,0) (Lemma alpha's partner for b = 0).
  psi_E(h, e)  = dim in^z_h(M_(a,0), h+e),  psi_A(0, e) = dim in^z_0(M_(a,inf), e)
  phi_E(g, e)  = dim in^t_g(M_(a,0), g+e),  phi_C(g, e) = dim in^t_g(M_(inf,0), g+e)
usage: eprofile.py n Dmax a [a ...]"""
import sys, time
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from common import *

n = int(sys.argv[1]); Dmax = int(sys.argv[2]); As = [int(v) for v in sys.argv[3:]]
T = Tri(n)
d1 = n * (n + 1) // 2
for a in As:
    t0 = time.time()
    print(f"=== n={n} E box ({a},0), d1={d1}", flush=True)
    psiE, psiA, phiE, phiC = {}, {}, {}, {}
    for D in range(n + 1, Dmax + 1):
        ME = T.M(a, 0, D); MA = T.M(a, None, D); MC = T.M(None, 0, D)
        pz = z_profile(T, ME, D); pzA = z_profile(T, MA, D)
        pt = t_profile(T, ME, D); ptC = t_profile(T, MC, D)
        for h in range(D + 1):
            psiE[(h, D - h)] = pz[h]; psiA[(h, D - h)] = pzA[h]
            phiE[(h, D - h)] = pt[h]; phiC[(h, D - h)] = ptC[h]
        print(f"D={D}: dim E={ME.shape[0]} formula_D={formula_D(n, a, 0, D)[1]} dim A^sigma={MA.shape[0]} dim C={MC.shape[0]}", flush=True)
    print("z-direction: psi_E(h, e) for h = 1.. (at fixed e) vs z^h S_0^sigma(e) = psi_A(0, e):")
    for e in range(0, Dmax - n):
        row = [psiE.get((h, e), None) for h in range(0, Dmax - e + 1)]
        print(f"   e={e}: psi_A(0,e)={psiA.get((0, e))}  psi_E(h,e), h=0..: {row}")
    print("t-direction: phi_E(g, e) vs phi_C(g, e) (equal for g <= a by Lemma alpha):")
    for D in range(n + 1, Dmax + 1):
        print(f"   D={D}: E {[phiE[(g, D-g)] for g in range(D+1)]}\n          C {[phiC[(g, D-g)] for g in range(D+1)]}")
    print(f"   [{time.time()-t0:.0f}s]", flush=True)
    T._M.clear()
