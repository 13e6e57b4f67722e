PY=/work/main/.venv/bin/python
for R in 3 4 5 6 7 8 9 10; do
  $PY wit.py $R 2 $(seq -s: 2 $((R+2))) "H=rot,A=vdm,B=I,c=1,t=ap" 0
done
for R in 3 5 8; do $PY wit.py $R 2 $(seq -s: 2 $((R+2))) "H=gen,A=gen,B=gen,c=gen,t=ap" 0; done
