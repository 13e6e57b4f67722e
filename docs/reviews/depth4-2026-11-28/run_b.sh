# (b) upper-bound battery: points = bound + 30 (mode P = free arguments; rac = actual RAC with M inputs)
set -e
for args in "P 4 2 2 4 40" "rac 4 2 2 4 40" "rac 4 2 3 4 40" \
            "P 4 2 2 6 136" "rac 4 2 2 6 136" "rac 4 2 3 6 136" \
            "P 4 3 3 4 75" "rac 4 3 2 4 75" "rac 4 3 3 4 75" \
            "P 3 2 2 6 82" "rac 3 2 2 6 82" "P 3 3 3 6 789" "rac 3 3 2 6 789" \
            "P 5 2 2 6 218" "rac 5 2 2 6 218" "rac 5 2 3 6 218" \
            "P 4 2 2 8 2068" "rac 4 2 3 8 2068" \
            "P 4 3 3 6 2874" "rac 4 3 3 6 2874"; do
  set -- $args
  timeout 900 python evalrank.py $1 $2 $3 $4 $5 $6 $6 7
done
