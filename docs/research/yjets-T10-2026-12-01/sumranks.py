"""span_ranks (proofs.general.depth4.fat_points) for the eight classes at a given seed: dim Y_alpha, J_k, Y_alpha + J_k
at one integer point (prime 536870909).  usage: python sumranks.py SEED"""
import sys
sys.path.insert(0, "/work/main")
from proofs.general.depth4.fat_points import span_ranks, PRIME
seed = int(sys.argv[1])
alphas = [(34, 1, 0), (33, 2, 0), (32, 3, 0), (31, 4, 0), (33, 1, 1), (32, 2, 1), (31, 3, 1), (31, 2, 2)]
got = span_ranks(T=10, alphas=alphas, seed=seed)
print("seed", seed, "prime", PRIME, "distinct", got["distinct"], flush=True)
for a in alphas:
    print(a, got[a], flush=True)
