PY=/work/main/.venv/bin/python
$PY wit.py 4 4 4:5:6:7 "H=shiftD,t=gen" 1
$PY wit.py 5 5 5:6:7 "H=cperm" 0
$PY wit.py 5 5 5:6:7:8 "t=0:0:0:1:2" 0
$PY wit.py 5 5 5:6:7:8 "H=rank4" 0
$PY wit.py 5 5 5:6:7:8 "H=rank3" 0
$PY wit.py 5 5 5:6:7:8 "B=shift" 0
$PY wit.py 4 4 4:5:6:7 "t=0:0:1:2" 0
$PY wit.py 6 6 6:7 "B=I" 0
