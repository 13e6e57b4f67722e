#!/bin/bash
cd /work/main/docs/reviews/upper-T12-2026-12-01
while ! grep -q "Exit status" item1_fat_11_k0.log; do sleep 5; done
echo done > item1_done
