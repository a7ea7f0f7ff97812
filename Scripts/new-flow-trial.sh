#!/usr/bin/env bash
# Adds a tab to a copy of the tree as CONTRIBUTING.md's recipe says a new team does: the Library
# template (Tests/DocSamplesTests/LibraryFlow) copied as a Wallet module, its library product and
# target in Package.swift, the AppCoordinator dependency and one `.tab(…)` line in
# `productFlows`, nothing else; then builds it and runs `swift test`. It fails when any test
# fails: a test that pins the product's flows instead of reading `productFlows`, or that tests
# the app's behaviour on the product rather than on an assembly of its own, breaks every team
# that adds a flow. The copy is made under a temporary folder and removed after, unless
# --keep is given; the working tree is never touched.
#
# --in-place is for CI's clean clone: the trial is made in this tree, on the debug build already
# in .build, so that only the modules that see the new flow compile again (about 70 s here,
# against 125 s for a copy built from nothing), and the tree is put back as it was after, pass or
# fail. It refuses a tree with any change or untracked file, since putting back means dropping
# every change.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=copy
case "${1:-}" in
  "") ;;
  --keep) mode=keep ;;
  --in-place) mode=in-place ;;
  *)
    echo "error: unknown option '$1'; run 'Scripts/new-flow-trial.sh', or add --keep or --in-place" >&2
    exit 2
    ;;
esac

if [ "$mode" = in-place ]; then
  if [ -n "$(git status --porcelain --untracked-files=all)" ]; then
    echo "error: --in-place needs a tree with no change and no untracked file, and this one has" \
      "some ('git status' lists them); commit or stash them, or run without --in-place" >&2
    exit 2
  fi
  trap 'git checkout -q -- . && git clean -fdq' EXIT
  echo "trial tree: $(pwd), put back after"
else
  trial=$(mktemp -d "${TMPDIR:-/tmp}/navlab-new-flow.XXXXXX")
  # SwiftPM also leaves lock files named after the build folder's path beside the copy.
  if [ "$mode" = copy ]; then
    trap 'rm -rf "$trial"; rm -f "${TMPDIR:-/tmp}/$(printf %s "$trial/.build" | tr / _)"*.lock' EXIT
  fi
  echo "trial tree: $trial"
  # The tracked files and the ones not yet committed, never the build.
  git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$trial"
  cd "$trial"
fi

# The module: the template's files but its test, renamed.
mkdir Sources/WalletFlow
for file in Tests/DocSamplesTests/LibraryFlow/Library*.swift; do
  name=$(basename "$file")
  [ "$name" = LibraryFlowTests.swift ] && continue
  sed -e 's/Library/Wallet/g; s/library/wallet/g; s/Book/Card/g; s/book/card/g' "$file" \
    > "Sources/WalletFlow/${name/Library/Wallet}"
done

# Package.swift: the product, the target and the AppCoordinator dependency; the assembly line.
python3 - <<'PY'
import re, sys
def edit(path, old, new):
    text = open(path).read()
    if old not in text:
        sys.exit(f"error: {path} has no '{old.strip()}'; update Scripts/new-flow-trial.sh to the recipe")
    open(path, "w").write(text.replace(old, new, 1))
edit("Package.swift", '    .library(name: "AppCoordinator"',
     '    .library(name: "WalletFlow", targets: ["WalletFlow"]),\n    .library(name: "AppCoordinator"')
edit("Package.swift", '    // App\n',
     '    .target(name: "WalletFlow", dependencies: ["LinkRouting"]),\n\n    // App\n')
text = open("Package.swift").read()
app = re.search(r'name: "AppCoordinator",\s*dependencies: \[', text)
if not app:
    sys.exit("error: Package.swift has no AppCoordinator target; update Scripts/new-flow-trial.sh")
open("Package.swift", "w").write(text[:app.end()] + '"WalletFlow", ' + text[app.end():])
assembly = "Sources/AppCoordinator/AppCoordinator+Assembly.swift"
edit(assembly, "import FeedFlow\n", "import FeedFlow\nimport WalletFlow\n")
text = open(assembly).read()
flows = re.search(r"productFlows: \[FlowRegistration\] = \[\n(.*?)\n  \]", text, re.S)
if not flows:
    sys.exit(f"error: {assembly} has no productFlows list; update Scripts/new-flow-trial.sh")
open(assembly, "w").write(
    text[:flows.end(1)] + "\n    .tab(WalletCoordinator.self)," + text[flows.end(1):])
PY

swift build --build-tests
swift test
echo "a Wallet tab added by the recipe breaks no test"
