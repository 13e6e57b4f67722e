#!/usr/bin/env bash
# The accelerator checks of numerics.certify.device, as one script for a GPU machine (docs/core.md, "Ranks on an
# accelerator"): the test file with its torch cases on CUDA, then the (2, 6) ranks at T = 30, 32, 34 (sides 32768 to
# 131072; T = 34 needs about 130 GiB of GPU memory, so an H200) with the peak GPU memory of each.
#
# A machine with PyTorch but without the lab's other dependencies needs their wheels in .whl/ first, fetched where
# pip works (python-flint is the only compiled one):
#   python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
#     --platform manylinux2014_x86_64 --platform any -d .whl python-flint tensornetwork-ng graphviz
# Usage, from the repository root:  bash bench/device_check.sh [T ...]    (default: 30 32 34); results in $OUT or ./
set -o pipefail
out=${OUT:-.}
export PYTHONUNBUFFERED=1 CI=true
if ls .whl/*.whl >/dev/null 2>&1; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 3
  export PYTHONPATH=/tmp/site:$PWD
fi
nvidia-smi --query-gpu=name,memory.total --format=csv 2>&1 | tee "$out/gpu.txt"
timeout 300 python3 -m pytest -q -p no:cacheprovider tests/numerics/certify/test_device_rank.py 2>&1 | tail -5 | tee "$out/tests.log"
grep -q " passed" "$out/tests.log" && ! grep -q "failed\|error" "$out/tests.log" || exit 4
for T in ${@:-30 32 34}; do
  timeout 500 python3 -c "
import sys, torch
from numerics.device_rank import main
rc = main(['--depth', '2', '--M', '2', '--R', '6', '--T', '$T'])
print('peak GPU memory %.1f GiB' % (torch.cuda.max_memory_allocated() / 2**30))
sys.exit(rc)" 2>&1 | tee -a "$out/ranks.log"
done
