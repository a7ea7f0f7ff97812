#!/usr/bin/env bash
# Shows that the fuzz harnesses catch a real gate leak from the committed corpus, in seconds:
# builds the app with the fault planted behind NAVLAB_PLANTED_GATE_LEAK (in
# Sources/AppCoordinator/PlantedGateLeak.swift: a link with a query or a fragment skips the
# gate), in its own scratch folder, and replays the seeds through each app-level harness. Exits
# 0 when every one of them fails, as it must, and 1 when one of them lets the leak through.
#
#   Fuzz/planted.sh
set -euo pipefail
fuzz_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
artifacts="$fuzz_dir/artifacts/planted"
export FUZZ_SWIFT_FLAGS=-DNAVLAB_PLANTED_GATE_LEAK
export FUZZ_SCRATCH_PATH="${FUZZ_PLANTED_SCRATCH_PATH:-$fuzz_dir/.build-planted}"
export FUZZ_ARTIFACTS="$artifacts"
missed=()
for harness in deeplink shell; do
  started=$SECONDS
  if FUZZ_HARNESSES=$harness "$fuzz_dir/run.sh" --replay > "$artifacts-$harness.log" 2>&1; then
    missed+=("$harness")
    echo "$harness: replayed its seeds without noticing the planted leak"
  else
    echo "$harness: caught the planted leak on replay ($((SECONDS - started)) s with the build):"
    grep -m1 'invariant broken' "$artifacts/logs/$harness.log" | cut -c1-200 || true
  fi
done
if ((${#missed[@]} > 0)); then
  echo "FAILED: ${missed[*]} missed the planted gate leak" >&2
  exit 1
fi
echo "the planted gate leak was caught by every app-level harness"
