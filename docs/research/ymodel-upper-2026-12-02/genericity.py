"""The open conditions (G1)-(G7) of NOTES.md at the lab's integer points (fat_points._weights, mod 2^29 - 3), and
that gamma_ii' = n_i2 n_i'3 / (n_i'2 n_i3) at q_ii' is not constant in the weights (two points, different values),
so (G5) excludes a proper closed set."""
from proofs.general.depth4 import fat_points
P = fat_points.PRIME
def cross(x, y):
    return [(x[1]*y[2]-x[2]*y[1]) % P, (x[2]*y[0]-x[0]*y[2]) % P, (x[0]*y[1]-x[1]*y[0]) % P]
def dot(x, y):
    return sum(a*b for a, b in zip(x, y)) % P
def det3(a, b, c):
    return dot(a, cross(b, c))
for seed in (1, 2, 7):
    n, W4, general = fat_points._weights(seed)
    L = [[[int(v) % P for v in n[i, j]] for j in range(3)] for i in range(3)]
    G1 = all(det3(L[i][0], L[i][1], L[i][2]) for i in range(3))
    G2 = det3(L[0][0], L[1][0], L[2][0]) != 0
    z = {(i, l): cross(L[i][0], L[i][l - 1]) for i in range(3) for l in (2, 3)}  # z_i^(3) = n_i1 x n_i2 etc.
    z = {(i, 3): cross(L[i][0], L[i][1]) for i in range(3)} | {(i, 2): cross(L[i][0], L[i][2]) for i in range(3)}
    G3 = all(dot(L[i2][0], z[i, l]) for (i, l) in z for i2 in range(3) if i2 != i)
    G4, G7, gam = True, True, {}
    for i in range(3):
        for i2 in range(i + 1, 3):
            q = cross(L[i][0], L[i2][0])
            a, b, a2, b2 = dot(L[i][1], q), dot(L[i][2], q), dot(L[i2][1], q), dot(L[i2][2], q)
            G4 &= all((a, b, a2, b2)) and (a * b2 - a2 * b) % P != 0
            G7 &= all(v % P for v in q)
            gam[i, i2] = a * b2 % P * pow(a2 * b % P, P - 2, P) % P
    W4ok = all(int(v) % P for v in W4.ravel())
    print(f"seed={seed}: lab's check (distinct z, off lines)={general} G1={G1} G2={G2} G3={G3} G4={G4} "
          f"G7(b1b2b3(q)!=0)={G7} W4 entries nonzero={W4ok} gamma(q_ii')={gam}")
