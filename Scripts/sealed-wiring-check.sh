#!/usr/bin/env bash
# Proves that a view cannot reach the app's wiring: each file in Scripts/sealed-wiring/ is
# compiled as an app's own module would compile it, outside the NavLab package, against the
# modules `swift build` made. A file whose first line is `// expect: compiles` must compile (it
# shows the check compiles what the public API allows); every other file must fail with the
# error its first line quotes, and with no other error. A file that compiles, or fails for
# another reason, fails the check: the public API has opened a door, or the file no longer says
# what it tests.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
if [ ! -d "$modules" ]; then
  echo "error: no built modules at $modules; run 'swift build' first" >&2
  exit 2
fi

failed=0
checked=0
for file in Scripts/sealed-wiring/*.swift; do
  expected=$(sed -n '1s|^// expect: ||p' "$file")
  if [ -z "$expected" ]; then
    echo "error: $file does not start with '// expect: compiles' or '// expect: ERROR'" >&2
    failed=1
    continue
  fi
  checked=$((checked + 1))
  errors=$(swiftc -typecheck -I "$modules" -module-name OutsideApp "$file" 2>&1 \
    | grep -E '^[^ ]+:[0-9]+:[0-9]+: error: ' || true)
  if [ "$expected" = compiles ]; then
    if [ -n "$errors" ]; then
      echo "error: $file must compile outside the package, but:" >&2
      echo "$errors" >&2
      failed=1
    fi
    continue
  fi
  count=$(printf '%s\n' "$errors" | grep -c . || true)
  if [ "$count" -ne 1 ] || ! printf '%s' "$errors" | grep -qF "error: $expected"; then
    echo "error: $file must fail with exactly '$expected', but the compiler said:" >&2
    echo "${errors:-  nothing: it compiles, so the public API lets a view do what the file does}" >&2
    failed=1
  fi
done
if [ "$failed" -ne 0 ]; then exit 1; fi
echo "sealed wiring: $checked files, each compiled or refused as its first line expects"
