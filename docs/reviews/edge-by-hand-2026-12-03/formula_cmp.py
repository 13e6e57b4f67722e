# target comparison only: Conjecture 49's edge rank from the lab, vs 2z - 3U + (6q - 27) computed here
from math import comb
from numerics.bounds.depth4_blocks import formula_block_rank
from numerics.bounds.depth4_blocks import start_degrees
for s in range(4, 17):
    T = 2 * s; d = comb(s, 2); q = 3 * s + 3 * (d - 1)
    z = 3 * (comb(d + 2, 2) * comb(s + 1, 2) - q); U = comb(d - 1, 2) * comb(s, 2)
    mine = 2 * z - 3 * U + 6 * q - 27
    N1 = start_degrees(depth=4, T=T)[0]
    cls, lab = formula_block_rank(T=T, alpha=(N1 - 1, 1, 0))
    print('T', T, 's', s, 'N1', N1, '2z-3U+6q-27', mine, 'formula_block_rank', cls, lab, 'equal' if mine == lab else 'DIFFERENT')
