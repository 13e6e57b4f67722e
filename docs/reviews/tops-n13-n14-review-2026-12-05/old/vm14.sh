#!/bin/bash
A=$(free -g | awk '/Mem/{print $7}'); if [ "$A" -ge 10 ]; then echo 8000000; else echo 6000000; fi
