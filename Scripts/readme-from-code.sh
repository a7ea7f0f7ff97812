#!/usr/bin/env bash
# Writes README.md's lists that the code holds, the deep links and the screens with their
# identifiers, between its `<!-- generated: NAME -->` and `<!-- end generated: NAME -->` lines.
# With --check it writes nothing and fails, naming the first line that differs, when README.md
# is not what the code makes; CI runs it so. Tests/navlab-shellTests/ReadmeTables.swift makes
# the lists from the flows `productFlows` lists: what each declares, and what a walk of the app
# four actions deep shows on each kind of screen. A plain `swift test` skips that test, so that
# a flow added by CONTRIBUTING.md's recipe fails no one's tests before its README rows exist.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=update
case "${1:-}" in
  "") ;;
  --check) mode=check ;;
  *)
    echo "error: unknown option '$1'; run 'Scripts/readme-from-code.sh', or add --check to compare" >&2
    exit 2
    ;;
esac

swift build --build-tests
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
NAVLAB_README=$mode swift test --skip-build \
  --filter 'ReadmeTablesTests/readmeHoldsTheListsTheCodeMakes' 2>&1 | tee "$log" || status=$?
if [ "$status" -ne 0 ]; then
  [ "$mode" = check ] && echo "error: README.md's lists differ from the code; run Scripts/readme-from-code.sh and commit README.md" >&2
  exit 1
fi
# A filter that matches nothing passes too: make sure the test ran.
if ! grep -q 'readmeHoldsTheListsTheCodeMakes() passed' "$log"; then
  echo "error: the README test did not run; is ReadmeTablesTests/readmeHoldsTheListsTheCodeMakes still there?" >&2
  exit 1
fi
if [ "$mode" = update ]; then
  git diff --stat -- README.md
fi
