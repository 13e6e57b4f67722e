#!/bin/bash
cd /work/main/docs/reviews/jets-T14-2026-12-02
while kill -0 14171 2>/dev/null; do sleep 10; done
E="83,1,0 82,2,0 81,3,0 80,4,0 79,5,0 78,6,0"
F="82,1,1 81,2,1 80,2,2 80,3,1 79,3,2 79,4,1 78,3,3 78,4,2 78,5,1 77,4,3 77,5,2 77,6,1"
./run.sh lemd_s7_pointA.log lemd_s7.py 115001 2147483629 7 $E $F
./run.sh lemd_s7_pointB.log lemd_s7.py 115002 1073741789 7 $E
