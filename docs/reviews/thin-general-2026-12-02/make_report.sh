#!/bin/bash
# helper-135: assemble REPORT.md from the parts and the current summary logs
cd /work/main/docs/reviews/thin-general-2026-12-02
{ cat head.md.part sec1.md.part sec2.md.part
  echo; echo "n = 6 (lead's boxes, \`summary_n6.log\`):"; echo; /work/main/.venv/bin/python table.py 6; echo
  cat sec3.md.part; /work/main/.venv/bin/python table.py 8; echo; cat sec3tail.md.part 2>/dev/null; echo
  cat runs.md.part; echo; cat summary.md.part 2>/dev/null; } > REPORT.md
