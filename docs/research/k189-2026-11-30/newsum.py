"""New sum bound: replace the per-block bounds of the three remaining classes (3 x per-k bound)."""
old = 598320; lower = 598131
classes = {  # name: (blocks in class, old per-k bound, new per-k bound, computed per-k rank)
    "(17,2,1)": (6, 852, 846, 846), "(16,2,2)": (3, 918, 915, 915), "(16,3,1)": (6, 900, 897, 897)}
new = old
for nm, (nb, ob, nbnd, rk) in classes.items():
    d = nb * 3 * (ob - nbnd)
    print(f"{nm}: {nb} blocks x 3 x ({ob} - {nbnd}) = {d}   (block bound {3*ob} -> {3*nbnd}; block rank {3*rk})")
    new -= d
print(f"sum bound {old} -> {new}; lower bound {lower}; gap {new - lower}")
