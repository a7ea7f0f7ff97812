#!/usr/bin/env bash
# Fails when the public API of the library modules differs from the checked-in list in
# Scripts/public-api.txt. Views in apps outside this repository bind to that API, so every
# change to it is made on purpose: update the list and commit it with the change.
#
#   Scripts/public-api-check.sh            check
#   Scripts/public-api-check.sh --update   rewrite Scripts/public-api.txt from the code
#
# NAVLAB_SCRATCH_PATH picks the build folder (default .build).
set -euo pipefail
cd "$(dirname "$0")/.."

graphs=.build/public-api/symbol-graphs
Scripts/symbol-graphs.sh "$graphs" >/dev/null
python3 Scripts/public-api.py "$graphs" "$@"
