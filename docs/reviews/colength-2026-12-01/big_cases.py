"""Direct colength with non-constant units, gamma(0) = c0, for larger cases (uses exc_check's unit builder)."""
import random, sys
import colen
sys.argv = ["x", "7"]
import exc_check as ex  # noqa: E402  (re-runs exc_check's checks first; its output goes to this log too)
ex.rng = random.Random(11)
print("---- big cases ----")
for case in [(9, 9, 5, 5), (10, 10, 5, 7), (8, 8, 5, 7), (8, 6, 5, 4)]:
    for c0 in (-1, 2, 5):
        res = [colen.colength(*case, ex.units_gamma0(c0, 22, exact=False))[0] for _ in range(2)]
        print(f"{case} gamma(0)={c0}: colength {res}, formula {colen.formula(*case)}, "
              f"constant-c model value lambda(c0) = {colen.hilbert_graded(*case, c0)[0]}", flush=True)
