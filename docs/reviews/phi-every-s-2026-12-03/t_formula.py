"""2z - 3U + 6q - 27 (k45 count with rank Phi = 6q-27) vs the lab's formula_block_rank(T, (N1-1,1,0)), T = 10..160"""
from math import comb
from numerics.bounds.depth4 import start_degrees
from numerics.bounds.depth4_blocks import formula_block_rank
bad = []
for T in range(10, 161, 2):
    s = T // 2; d = comb(s, 2); q = 3*s + 3*(d-1); U = comb(d-1, 2)*comb(s, 2); z = 3*(comb(d+2, 2)*comb(s+1, 2) - q)
    n1 = start_degrees(depth=4, T=T)[0]
    f = formula_block_rank(T=T, alpha=(n1-1, 1, 0))[1]
    if f != 2*z - 3*U + 6*q - 27: bad.append((T, f, 2*z-3*U+6*q-27))
print('T = 10..160: mismatches', bad, '; e.g. T=20 ->', 2*3*(comb(47,2)*comb(11,2)-3*10-3*44) - 3*comb(44,2)*comb(10,2) + 6*(30+132) - 27)
