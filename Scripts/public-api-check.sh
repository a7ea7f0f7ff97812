#!/usr/bin/env bash
# Fails when a library module has a public declaration that nothing outside the module uses:
# not another module's sources, not Benchmarks/, not Fuzz/ (tests do not count). Each one is
# printed with its file and line; make it internal, delete it, or add it with a reason to
# Scripts/public-api-allowlist.txt. Scripts/public-api-check.py says exactly what counts.
#
#   Scripts/public-api-check.sh [--explain]
#
# --explain also prints, for every declaration checked, where its first use is.
# NAVLAB_SCRATCH_PATH picks the build folder (default .build).
set -euo pipefail
cd "$(dirname "$0")/.."

graphs=.build/public-api/symbol-graphs
Scripts/symbol-graphs.sh "$graphs" >/dev/null
python3 Scripts/public-api-check.py "$@" "$graphs" Scripts/public-api-allowlist.txt
