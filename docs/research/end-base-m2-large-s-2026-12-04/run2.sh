PY=/work/main/.venv/bin/python
$PY wit.py 4 4 4:5:6:7 "H=blk2.2,A=blk2.2/2.2" 0
$PY wit.py 4 4 4:5:6:7 "H=blk2.2,A=blk2.2/3.1" 0
$PY wit.py 6 6 6:7 "H=blk2.2.2,A=blk2.2.2/2.2.2" 0
$PY wit.py 5 5 5:6:7 "H=blk2.3,A=blk2.3/2.3" 0
$PY wit.py 5 5 5:6:7 "H=blk2.3,A=blk2.3/3.2" 0
$PY wit.py 3 3 4:5:6 "A=blk3/3" 0
