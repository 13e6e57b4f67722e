"""base and small checks: python t_base.py {lab|own} seed field s d [H4I]"""
import sys, time
from rv import *
kind, seed, fld, s, d = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
h4i = 'H4I' in sys.argv[6:]
F = Field(None if fld == 'Q' else int(fld))
t0 = time.time()
if kind == 'lab':
    pt, _ = lab_point(F, seed, h4i)
elif kind == 'own':
    pt, _ = own_point(F, seed, h4_identity=h4i)
else:  # small integer point, entries 1..9
    pt, _ = own_point(F, seed, 1, 10, h4_identity=h4i)
print('point', kind, seed, 'field', fld, 'H4=I' if h4i else '', 'open conditions:', pt.ok)
assert all(pt.ok.values()) or h4i
q = q_of(s, d)
td = target_dims(pt, s, d)
print(f's={s} d={d} q={q}: dim C_r(d-3,s-1), C_r(d,s-1) per r = {td}; expected ({3*(d-3)+3*(s-1)}, {3*d+3*(s-1)});'
      f' target total {sum(a+b for a,b in td)} vs 6q-27 = {6*q-27}')
r1 = phiprime_rank(pt, s, d, gamma_only=True)
r = phiprime_rank(pt, s, d)
print(f"rank Phi'_1 (Gamma part) = {r1[0]} (3(q-9) = {3*(q-9)}); rank Phi' = {r[0]} of {r[1]} rows x {r[2]} cols;"
      f" 6q-27 = {6*q-27}, 6q-45 = {6*q-45}; deficiency {6*q-27-r[0]}  [{time.time()-t0:.1f} s]")
