set -x
PY=/work/main/.venv/bin/python
$PY wit.py 3 3 3:4:5 "" 0
$PY wit.py 4 4 4:5 "" 0
$PY wit.py 5 5 5 "" 0
$PY wit.py 5 5 5:6:7:8 "B=I" 0
$PY wit.py 4 4 4:5:6:7 "B=I" 0
$PY wit.py 4 4 4:5:6:7 "H=shift" 0
$PY wit.py 5 5 5:6:7:8 "H=shift" 0
$PY wit.py 4 4 4:5:6:7 "A=cbd" 0
$PY wit.py 5 5 5:6:7:8 "A=cbd" 0
$PY wit.py 4 4 4:5:6:7 "H=shift,B=I" 0
$PY wit.py 4 4 4:5:6:7 "H=shiftD,A=cbd,B=I" 0
