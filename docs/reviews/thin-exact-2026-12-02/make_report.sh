#!/bin/bash
# helper-134: assemble REPORT.md from report_head.md.part, the per-box table (table.py), report_tail.md.part, report_runs.md.part
cd /work/main/docs/reviews/thin-exact-2026-12-02
{ cat report_head.md.part; echo; echo "## Per-box table (n = 8, T = 16, seed 1, p = 1048571), in the order computed"; echo;
  echo "deg. bound = helper-126/129's p_2-lowest degeneration value and formula/3 = Conjecture 49's per-coordinate rank, both from \`docs/research/thin-deg-2026-12-02/NOTES.md\` §1 (parsed by \`table.py\`). \"check\" = bound <= X <= formula/3. cpu s = M2 total cpu (the gb alone is in the logs); wall and peak RSS = \`/usr/bin/time -v\` of the M2 process (the FLINT rref step before it: 1-26 s, <= 0.73 GB, in the \`.pyerr\` files). The machine was shared (load 3-4), so wall > cpu.";
  echo; python3 table.py; echo; cat report_tail.md.part; echo; cat report_runs.md.part; echo; cat report_summary.md.part 2>/dev/null; } > REPORT.md
