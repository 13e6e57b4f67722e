#!/bin/bash
# reviewer-169: resume the paused (8,6) SWAP=1 run (pid 20532) when the (9,5) SWAP=1 run (pid 20600) has ended
while kill -0 20600 2>/dev/null; do sleep 5; done
kill -CONT 20532 && echo "### $(date -u +%FT%TZ) reviewer-169: (8,6) SWAP=1 run resumed (SIGCONT)" >> top_sigma_n13.log
