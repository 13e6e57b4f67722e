PY=/work/main/.venv/bin/python
for s in 3 4 5 6 7; do $PY modtest.py 4 4 $s "H=shift" 0; done
for s in 3 4 5 6; do $PY modtest.py 4 4 $s "" 0; done
for s in 5 6 7; do $PY modtest.py 5 5 $s "B=I" 0; done
for s in 5 6 7; do $PY modtest.py 5 5 $s "t=0:0:0:1:2" 0; done
