"""Reviewer k45 (own code). Arithmetic of the sum bound: class sizes (distinct permutations) and per-block changes.
Inputs: old total 598563 and rank total 598131 (reviewed, docs/theory/depth4-corner-blocks.md); old per-block bounds
(19,1,0): 1500, (18,1,1): 2232, (17,2,1): 2556, (16,2,2): 2754, (16,3,1): 2700 and point ranks 1473, 2205, 2538, 2745,
2691 (d4r3c NOTES 2.4)."""
from itertools import permutations
cls = {(19, 1, 0): (1500, 1473), (18, 1, 1): (2232, 2205), (17, 2, 1): (2556, 2538), (16, 2, 2): (2754, 2745), (16, 3, 1): (2700, 2691)}
size = {a: len(set(permutations(a))) for a in cls}
gap_old = sum(size[a] * (u - r) for a, (u, r) in cls.items())
print("class sizes:", size)
print("old gap from these five classes:", gap_old, "(theory doc: 598563 - 598131 =", 598563 - 598131, ")")
d1 = size[(19, 1, 0)] * (1500 - 1473); d2 = size[(18, 1, 1)] * (2232 - 2205)
new = 598563 - d1 - d2
print(f"(19,1,0): {size[(19,1,0)]} x 27 = {d1}; (18,1,1): {size[(18,1,1)]} x 27 = {d2}; new upper sum {new}; gap {new - 598131}")
rest = {a: size[a] * (u - r) for a, (u, r) in cls.items() if a not in [(19, 1, 0), (18, 1, 1)]}
print("remaining gap by class:", rest, "total", sum(rest.values()))
