#!/usr/bin/env bash
# Writes every list the docs hold that the code has, in one run: what a change that adds a
# flow, a link form, a screen or a public declaration runs before it commits.
#   1. README.md's generated lists, Docs/links.json and Docs/apple-app-site-association
#      (Scripts/readme-from-code.sh);
#   2. Scripts/public-api.txt, the library modules' public API (Scripts/public-api-check.sh);
#   3. Docs/navigation-map.txt, the navigation contract (navlab-shell map): it prints what the
#      new map changes, in sentences, before writing it. Read them: committing the file
#      accepts them, and a reviewer reads the same sentences in CI's log and the file's diff.
# It then lists the files it changed. CI checks each of them apart, and fails naming the one
# that differs from the code (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ne 0 ]; then
  echo "error: unknown option '$1'; run Scripts/docs-from-code.sh with no options" >&2
  exit 2
fi

Scripts/readme-from-code.sh
Scripts/public-api-check.sh --update

swift build -c release --product navlab-shell
map=$(mktemp)
trap 'rm -f "$map"' EXIT
.build/release/navlab-shell map --write "$map"
echo "Docs/navigation-map.txt, the navigation contract:"
.build/release/navlab-shell map --diff Docs/navigation-map.txt "$map"
cp "$map" Docs/navigation-map.txt

git status --short -- README.md Docs Scripts/public-api.txt
