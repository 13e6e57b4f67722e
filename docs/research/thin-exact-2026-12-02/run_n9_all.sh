#!/bin/bash
# the remaining T = 18 boxes, in chunks, in the order of pairs_T18.log (largest weight first)
cd /work/main/docs/research/thin-exact-2026-12-02
./batch_many.sh 9 dpc "10,3 10,4 10,5 10,6 10,7 10,8 10,9 4,2 4,1 5,1"
./batch_many.sh 9 dpc "3,1 4,3 5,2 6,1 2,1 5,3 6,2 5,0 7,1 4,0"
./batch_many.sh 9 dpc "6,0 5,4 6,3 3,0 7,2 7,0 8,1 6,4 7,3 8,0"
./batch_many.sh 9 dpc "2,0 8,2 9,1 6,5 7,4 8,3 9,0 9,2 1,0 7,5"
./batch_many.sh 9 dpc "8,4 9,3 3,3 2,2 7,6 4,4 8,5 9,4 1,1 5,5"
./batch_many.sh 9 dpc "8,6 9,5 6,6 8,7 9,6 7,7 9,7 8,8 9,8 45,45"
