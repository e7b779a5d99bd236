#!/usr/bin/env bash
# Generates the C of every program in progs/ for the nvidia-h100 profile
# with main's build and the branch's, into DIR (NAME-main.c, NAME-new.c).
#   build.sh MAIN_RUNIC NEW_RUNIC DIR
set -euo pipefail
here=$(dirname "$(realpath "$0")"); mkdir -p "$3"
for p in "$here"/progs/*.fut; do
  v=$(basename "$p" .fut)
  "$1" --device-profile nvidia-h100 -o "$3/$v-main" "$p" && rm -f "$3/$v-main"
  "$2" --device-profile nvidia-h100 -o "$3/$v-new" "$p" && rm -f "$3/$v-new"
done
cp "$here"/run*.sh "$3"/
