"""reviewer d4r3-T10c: assemble REPORT.md from the logs in this folder (run: python final_report.py [--lab])."""
import glob
import re
import subprocess
import sys

PY = "/work/main/.venv/bin/python"
lab = "--lab" in sys.argv
tab = subprocess.run([PY, "make_table.py"] + (["--lab"] if lab else []), capture_output=True, text=True,
                     check=True).stdout
open("table_final.txt" if lab else "table_mine.txt", "w").write(tab)
rows = [l for l in tab.splitlines() if l.startswith("| (")]
done = [l for l in rows if "COMPUTED" in l]
summary = [l for l in tab.splitlines() if l.startswith("orbits done") or l.startswith("  ") or l.startswith("lab log")]
above = [l for l in done if "ABOVE" in l]
mism = [l for l in done if "below prediction" in l or "above prediction" in l]
labdiff = [l for l in done if "lab differs" in l]
m = re.search(r"orbit-weighted sum of my ranks: (\d+)", tab)
mysum = int(m.group(1))
# sum over predicted orbits only
psum = 0; npred = 0; pred_sum = 0
for l in done:
    c = [x.strip() for x in l.split("|")]
    if c[6] != "None":
        psum += int(c[3]) * int(c[4].split()[1]); pred_sum += int(c[3]) * int(c[6]); npred += 1
timing = []
for fn in sorted(glob.glob("eval_pass*.log")) + sorted(glob.glob("rank_pass*.log")):
    t = open(fn).read()
    el = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", t)
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", t)
    timing.append(f"| `{fn}` | {el.group(1) if el else 'running / not finished'} | "
                  f"{'%.2f GB' % (int(rss.group(1)) / 1e6) if rss else '-'} |")
dates = open("run_all.dates").read().strip().splitlines()

out = []
w = out.append
w("# Review d4r3-T10c: the 76 non-interior orbits of depth-4 RAC blocks at T = 10 (2026-11-30)")
w("")
w("Reviewed: the lab's prediction `docs/research/d4r3-T10c-2026-11-30/PREDICTION.txt` and `prediction_table.txt`")
w("(one line per orbit: alpha, orbit size, group, Proposition 12 bound, predicted rank or None).")
w("Setting: depth 4, R = M = 3, T = 10, s = 5, N_1 = 35. The 76 S_3-orbits with some alpha_i < 5 hold 435 blocks.")
w("")
w("All ranks below are **COMPUTED** by me in this folder, at **one random RAC, seed 7373, prime p = 3670013**, for all")
w("blocks. I used the reviewers' own code (`evalk.py`, `kern.c`, `rankk.py` of d4r3-T10 / d4r3-T10b), copied here and")
w("changed only in storage and bookkeeping (§3). I did not import or run the lab's `proofs.general.depth4.near_vertex`")
w("or anything in `docs/research/`. The only lab function I called is `numerics.bounds.depth4.corner_bound`.")
w("")
w("## Verdicts (first)")
w("")
w(f"* **Coverage: {len(done)} of 76 orbits COMPUTED** ({summary[0].split(';')[1].strip()}).")
if len(done) < 76:
    w("  The orbits marked NOT DONE in the table were not computed (the run did not reach them before the deadline).")
w(f"* **No rank above corner_bound** ({len(above)} cases). Every rank is at most Proposition 12's per-block bound."
  if not above else f"* **!!! {len(above)} RANKS ABOVE corner_bound: a bug in someone's code !!!**")
w(f"* **Predictions: {sum(1 for l in done if '= prediction' in l)} of the {npred} predicted orbits computed equal the "
  f"prediction exactly; {len(mism)} differ.**" + (" Differences: " + "; ".join(l.split('|')[1].strip() for l in mism)
                                                   if mism else ""))
w(f"  The orbit-weighted sum of my ranks over the predicted orbits done is {psum}; the prediction's is {pred_sum}"
  + (" (the full prediction, 66 orbits, is 3044466)." if npred == 66 else "."))
w("* **The 10 orbits without a prediction** (the 4 edges (35-j, j, 0), j = 1..4, and the 6 with two small entries")
w("  summing to at most 5): ranks in the table, all below corner_bound (deficits 189 to 1854).")
w("* **The vertex (35,0,0)**: rank 2844 = corner_bound = prediction.")
if lab:
    w(f"* **Lab comparison** (read only after all my ranks were taken; `/tmp/x/blocks_T10c.log`, seed 1,")
    w(f"  p = 1048571): {summary[-1].split(':', 1)[1].strip()}. "
      + ("Every orbit present in both agrees." if not labdiff else
         f"**{len(labdiff)} orbits disagree**: " + "; ".join(l.split('|')[1].strip() for l in labdiff)))
    w("  The lab's log was complete when I read it at 21:35 UTC (76 orbit lines, its `time -v` block, exit status 0);")
    w("  a copy is `lab_blocks_T10c_copy.txt`. Its printed total, 'orbit-weighted sum of this batch 3422196 with the")
    w(f"  interior 1937628: 5359824', equals my {mysum} and {1937628 + mysum}. The two runs share no code, seed or prime,")
    w("  so the agreement includes the 10 orbits the prediction left open. Both are lower bounds on the generic ranks.")
else:
    w("* **Lab comparison**: not done (see §5).")
w("")
w("### Table")
w("")
w("Verdict column: my rank against corner_bound (`= bound` or `bound - d`), against the prediction, and against the")
w("lab's rank. 'my rank' is the rank mod 3670013 of one representative block at seed 7373 (COMPUTED).")
w("")
for l in tab.splitlines():
    if l.startswith("|"):
        w(l)
w("")
w("## 1. Orbit-weighted sum")
w("")
for l in summary:
    w(f"    {l.strip()}")
w("")
w(f"* **Over what I did: sum over orbits of (orbit size x my rank) = {mysum}** (COMPUTED, seed 7373, p = 3670013).")
if len(done) == 76:
    w(f"* Adding the interior's 1937628 (231 blocks at 8388, reviews d4r3-T10 and d4r3-T10b, seeds 4242, 5151, 6262):")
    w(f"  {1937628} + {mysum} = **{1937628 + mysum}** over all 666 blocks. This is a lower bound for the generic sum")
    w("  of rank Q_alpha, by the argument of d4r3-T10b §2: each point rank mod p is at most the generic rank of its")
    w("  block, and the dense open sets of different seeds intersect. I did not re-check Lemma S, the S_3 weighting")
    w("  or the M >= 3 reduction; they are taken from the earlier reviews.")
    cbs = re.search(r"corner_bound over the same orbits: (\d+)", tab).group(1)
    w(f"  Prop. 12's sum over the same 435 blocks is {cbs}.")
w("* A rank below corner_bound here is a **lower bound** for the generic rank of that block, not a proof that the")
w("  generic rank is below the bound. The agreement with the prediction, and with the lab's run at another point and")
w("  prime (if above), is evidence for the deficits, not a proof.")
w("")
w("## 2. Observations (CONJECTURED; not in the brief, read off the table)")
w("")
w("* Groups A, B (sum >= 6), C: every computed rank equals the lab's rule (deficit 9 C(8 - m, 4) at min alpha = m,")
w("  additive for two small entries with m2 + m3 >= 6, flat edges at 7155).")
w("* Two small entries with m2 + m3 = 5: (30,4,1) has deficit 333 = 9 + 315 + 9 and (30,3,2) has 189 = 45 + 135 + 9,")
w("  so additivity fails by exactly 9 there. For m2 + m3 <= 4 the excess grows: (31,3,1) 540 = 45 + 315 + 180,")
w("  (31,2,2) 450 = 135 + 135 + 180, (32,2,1) 1026 = 135 + 315 + 576, (33,1,1) 1854 = 315 + 315 + 1224.")
w("* Edges (35-j, j, 0): 2844 (j = 0), 4833, 5859, 6570, 6993 (j = 1..4), then 7155 for every j = 5..17 computed.")
w("")
w("## 3. Method")
w("")
w("* **Code.** `evalk.py`, `kern.c`, `rankk.py`, `run_seed.sh` copied from `../d4r3-T10b-2026-11-30/` (SHA-256 of the")
w("  originals in `copy_sha_orig.txt`; `kern.c` and `rankk.py` there are byte-identical to d4r3-T10's). My edits, all")
w("  in `copy_diff.txt`, made before any rank was seen:")
w("  - scratch folder `/tmp/d4r3T10crev`; `ulimit -v 6500000` (the brief's 6.5 GB);")
w("  - blocks stored as 3-byte little-endian residues (`.u24`, 214 MB per block instead of 286 MB), so that 19 blocks")
w("    fit in 4.1 GB and 4 passes cover 76 orbits. `pack_check.log`: at seed 7373, X = 50, NY = 48, the unpacked")
w("    `.u24` blocks of (35,0,0), (20,15,0), (30,3,2) are identical entry for entry to the original `evalk.py`'s")
w("    `.u32` output; `rankk.py` also self-tests pack/unpack on 100000 random residues before each pass;")
w("  - a per-alpha size file (`.shape`) and code for truncating blocks to corner_bound + margin. **Truncation was")
w("    disabled before the run**: a degenerate block might use fewer than 3 independent rows per row point (the")
w("    vertex's bound 2844 exceeds the 2820 row points), so every block is the full 8460 x 8448 (2820 random (b, c)")
w("    row points x g = e_k, 2816 random End points x u_10 = e_i), exactly as in the earlier reviews;")
w("  - rankk.py labels each rank `== bound`, `!= bound (BELOW)` or `!!! ABOVE BOUND: BUG !!!`.")
w("* **Random point.** All draws from `numpy.random.default_rng(7373)` in a fixed order: the RAC (W2, W3, W4, H1..H4,")
w("  W^O; W^(I,1) = I) first, then the points. X and NY are the same in all passes, so all four passes use the same")
w("  RAC and the same points. 666 random w-nodes, Vandermonde inverted mod p (unisolvent).")
w("* **Kernel self-test** (`test_kernel.log`, seed 7373): 200 random entries agree between the AVX-512 kernel, the")
w("  scalar C reference and the pure-Python big-integer reference (0 mismatches); homogeneity of degree 35 in w: True.")
w("  `test_tiny.log`: the whole pipeline on 150 x 144 blocks.")
w("* **Ranks**: FLINT `nmod_mat_rank` (python-flint's libflint via ctypes, memmove load, 200-entry read-back check per")
w("  block; self-test against python-flint's list path on three constructed matrices at the top of each rank log).")
w("* **Bookkeeping** (`plan.py`, `plan.log`): 666 blocks, 435 with some alpha_i < 5, in 76 orbits; the set of")
w("  representatives and the orbit sizes equal the lab's prediction_table.txt. Pass order: pass 1 = the 10")
w("  no-prediction orbits, the vertex, 4 from A, 2 from B, 2 from C (incl. (20,15,0), which d4r3-T10 had found at")
w("  7155 at seed 4242); pass 2 = rest of B and C, then A; passes 3-4 = rest of A.")
w("* **Negative control**: the many ranks below the bound here show that the code does not simply return the bound;")
w("  the vertex and the interior reviews show it reaches the bound when it should.")
w("")
w("## 4. Commands, logs, timings (one core, `nice -n 10`, OMP/OPENBLAS/MKL_NUM_THREADS=1, `ulimit -v 6500000`)")
w("")
w("* Build: `gcc -O3 -march=native -shared -fPIC -o /tmp/d4r3T10crev/kern.so kern.c -lm`.")
w("* `run_all.sh` (written before any rank was seen) calls, for i = 1..4,")
w("  `run_seed.sh 7373 \"$(cat alphas_pass$i.txt)\" pass$i`, i.e.")
w("  `evalk.py 10 7373 2820 2816 16 /tmp/d4r3T10crev/s7373 <alphas>` then")
w("  `rankk.py 10 2820 2816 /tmp/d4r3T10crev/s7373 <alphas>`, then deletes the store.")
w("* Table and sum: `make_table.py` (add `--lab` for the lab column); this report: `final_report.py`.")
w("* Each rank line in `rank_pass*.log` was printed as soon as that rank was done.")
w("")
w("| log | wall | peak RSS |")
w("| --- | --- | --- |")
for t in timing:
    w(t)
w("")
w("`run_all.dates`:")
w("")
for d in dates:
    w(f"    {d}")
w("")
w("(The `rc=` field there is not reliable: it is evaluated after a command substitution. The exit status of each")
w("step is in the `time -v` block at the end of each log.) Each rank took 33-55 s; each evaluation about 10 min.")
w("")
w("## 5. Not checked")
w("")
w("* Prop. 12 itself, Lemma S, the S_3 weighting, the M >= 3 reduction: taken from earlier reviews.")
w("* Non-representative orbit members: none computed in this batch.")
w("* Whether the below-bound ranks are the generic ranks (only lower bounds are shown).")
if not lab:
    w("* The lab's log was not compared.")
open("REPORT.md", "w").write("\n".join(out) + "\n")
print("\n".join(out[:40]))
