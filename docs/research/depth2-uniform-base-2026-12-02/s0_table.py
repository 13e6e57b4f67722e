import math, sys
sys.path.insert(0, '.')
from end_span import D_s, cap_s
def s0(M, R):
    s = 1
    while D_s(M, R, s) > cap_s(M, R, s): s += 1
    return s
if __name__ == "__main__":
    Rmax = int(sys.argv[1]); Mmin = int(sys.argv[2]); maxD = int(sys.argv[3])
    out = []
    for R in range(3, Rmax + 1):
        for M in range(Mmin, R):
            s = s0(M, R)
            if D_s(M, R, s) <= maxD: out.append(f"{M}:{R}:{s}")
    print(";".join(out))
