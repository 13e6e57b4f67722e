"""The two checks run inline (python -c) on 2026-12-02, collected here verbatim for rerunning:
  model   -> model_vs_startcodim.log : regularity.py's model (deg-F part + length Z) == sep_formula.start_codimension
  abc LO HI -> abc_corner*.log       : Proposition 12's corner-bound terms on the (A), (B), (C) orbits (NOTES §3.3)
Run from /work/main:  .venv/bin/python docs/research/ymodel-upper-2026-12-02/inline_checks.py model
                      .venv/bin/python docs/research/ymodel-upper-2026-12-02/inline_checks.py abc 8 80"""
import sys
sys.path.insert(0, 'docs/research/ymodel-upper-2026-12-02')
if sys.argv[1] == 'model':
    import regularity as R
    from proofs.general.depth4 import sep_formula
    bad = 0; n = 0
    for s in range(4, 21):
        for a2, a3 in R.classes(s):
            n += 1
            if R.model_codim(s, a2, a3) != sep_formula.start_codimension(T=2 * s, a2=a2, a3=a3):
                bad += 1; print('MISMATCH', s, a2, a3)
    print('classes checked', n, 'mismatches', bad)
else:
    from numerics.bounds.depth4 import _corner_setup, common_support_count
    lo, hi = int(sys.argv[2]), int(sys.argv[3])
    bad = []
    for T in range(lo, hi + 1, 2):
        s = T // 2
        best, r0, n2, n3 = _corner_setup(3, T)
        c2 = common_support_count(R=3, degrees=(n2, s), k=2); c3 = common_support_count(R=3, degrees=(n2, s), k=3)
        ok = best[1] == 3 * c2 and best[2] == 3 * c3 and r0 * (s + 1) >= 3 * c2 and 2 * r0 * (s + 1) >= 3 * c3
        if not ok:
            bad.append((T, best[1] == 3 * c2, best[2] == 3 * c3, r0 * (s + 1) >= 3 * c2, 2 * r0 * (s + 1) >= 3 * c3))
    print(f'T={lo}..{hi}: exceptions', bad)
