#!/usr/bin/env bash
# Shows that the fuzz harnesses catch a real gate leak from the seeds, in seconds: replays them
# through each app-level harness that opens links with FUZZ_PLANT=gate-leak, which assembles the
# app with one more tab whose gate leaks (Fuzz/Sources/FuzzSupport/LeakingLocker.swift: its item
# needs sign-in through one link and not through the other). The product's sources hold no
# fault: the plant is in the fuzz package, and the harnesses are the ones `run.sh` builds, in the
# same scratch folder. Exits 0 when every one of them fails, as it must, and 1 when one of them
# lets the leak through.
#
#   Fuzz/planted.sh
set -euo pipefail
fuzz_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
artifacts="$fuzz_dir/artifacts/planted"
export FUZZ_PLANT=gate-leak
export FUZZ_ARTIFACTS="$artifacts"
mkdir -p "$artifacts"
missed=()
for harness in deeplink shell; do
  started=$SECONDS
  if FUZZ_HARNESSES=$harness "$fuzz_dir/run.sh" --replay > "$artifacts-$harness.log" 2>&1; then
    missed+=("$harness")
    echo "$harness: replayed its seeds without noticing the planted leak"
  elif ! grep -q 'invariant broken' "$artifacts/logs/$harness.log" 2>/dev/null; then
    # A failed build or a crash is not a catch: only a broken invariant is.
    missed+=("$harness")
    echo "$harness: failed without naming a broken invariant; see $artifacts-$harness.log"
  else
    echo "$harness: caught the planted leak on replay ($((SECONDS - started)) s with the build):"
    grep -m1 'invariant broken' "$artifacts/logs/$harness.log" | cut -c1-200
  fi
done
if ((${#missed[@]} > 0)); then
  echo "FAILED: ${missed[*]} missed the planted gate leak" >&2
  exit 1
fi
echo "the planted gate leak was caught by every app-level harness"
