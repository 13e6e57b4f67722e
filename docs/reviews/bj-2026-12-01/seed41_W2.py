"""reviewer: W2, H1 of the box-T14 reviewer's point RV(n, 41) (draw order of rv_model14.RV), det mod p"""
import numpy as np, flint
PR = 999983
rng = np.random.default_rng(41)
r3 = lambda: rng.integers(1, PR, size=(3, 3), dtype=np.int64)
W2, W3, H2, H3, H1 = r3(), r3(), r3(), r3(), r3()
print('checksum W2', int(W2.sum() % PR), 'H1', int(H1.sum() % PR))
print('det W2 mod p', flint.nmod_mat(W2.tolist(), PR).det(), 'det H1 mod p', flint.nmod_mat(H1.tolist(), PR).det())
