# reviewer: pair (k=2) coverage per R -> first m from which every gamma is covered (Lemma P + 5.4(ii)), m <= 2R
import sys
sys.argv = ['x']
exec(open('misc_checks.py').read().split('print("== (c) coverage')[0])
for R in range(2, 9):
    row = [(m, uncovered(R, m, 2)[0]) for m in range(2, 2 * R + 1)]
    last_bad = max([m for m, b in row if b > 0], default=1)
    print(f"R={R}: k=2 uncovered by m: {row}; by-hand steps (pairs) for n >= {last_bad + 2}")
