#!/usr/bin/env bash
# Adds a new team to a copy of the tree as CONTRIBUTING.md's two recipes say, and runs what CI
# asks of it. The team is a tab, TrialTabZ (the Library template, Tests/DocSamplesTests/LibraryFlow,
# renamed), whose item screen asks for a presented flow, TrialNoteZ (Sources/CommentsFlow renamed,
# whose new-note screen holds typed input), by `request(.open(…))` and `requestedLinkForms`, each
# with its suite as the recipes make it (the template's test but its last, which
# RegisteredFlowsExplorerTests does for every registered flow; Tests/CommentsFlowTests renamed).
# It touches nothing but its two modules and their suites, their products and targets in
# Package.swift, the AppCoordinator dependency, and the assembly's imports and lines in
# `productFlows`. Then:
#   - `swift build --build-tests`, and the release shell, both warnings as errors;
#   - `coverage --write-scripts Tests/TrialTabZFlowTests/Scenarios --min 90 --flow trialtabz
#     --flow trialnotez`: the team's scenarios, up to CI's floor, each replayed and checked as it
#     is written, kept beside the team's suite (its target excludes the folder);
#   - `swift test`, which replays them too; `coverage --min 90` on every device;
#   - `explore --depth 8` as a guest, `--signed-in` and `--first-launch`, every rule holding.
# Each runs whatever failed before it, and the trial fails naming each that did: a test that
# pins the product's flows, a rule or a figure that a new team's flows break from outside their
# modules. The names are ones no team would take; a tree that already uses them stops the trial
# before it changes anything.
#
# The copy is made under a temporary folder and removed after, unless --keep is given; the
# working tree is never touched. --in-place is for CI's clean clone: the trial is made in this
# tree, on the debug and release builds already in .build, so that only the modules that see the
# new flows compile again, and the tree is put back as it was after, pass or fail. It refuses a
# tree with any change or untracked file, since putting back means dropping every change.
set -euo pipefail
cd "$(dirname "$0")/.."

# The team's names: module stems, and the words its ids and link hosts are made of.
tab=TrialTabZ tab_word=trialtabz item=TrialTabZItem item_word=trialtabzitem
note=TrialNoteZ note_word=trialnotez entry=TrialNoteZEntry entry_word=trialnotezentry

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

# Stop before any change when the tree already has the team's modules or names.
taken=$(
  { ls -d "Sources/${tab}Flow" "Sources/${note}Flow" 2>/dev/null || true
    grep -rliE "${tab_word}|${note_word}" Sources Tests Package.swift 2>/dev/null || true; } | head -3
)
if [ -n "$taken" ]; then
  echo "error: the trial's names are taken in this tree (${taken//$'\n'/, }); the trial adds a" \
    "team under names no team would take: rename what uses them, or change the names at the top" \
    "of Scripts/new-flow-trial.sh" >&2
  exit 2
fi

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
started=$SECONDS

# The tab, "Add a flow": the template's files renamed, its test the suite (step 2).
mkdir "Sources/${tab}Flow" "Tests/${tab}FlowTests" "Tests/${tab}FlowTests/Scenarios"
for file in Tests/DocSamplesTests/LibraryFlow/Library*.swift; do
  name=$(basename "$file")
  folder="Sources/${tab}Flow"
  [ "$name" = LibraryFlowTests.swift ] && folder="Tests/${tab}FlowTests"
  sed -e "s/Library/${tab}/g; s/library/${tab_word}/g; s/Book/${item}/g; s/book/${item_word}/g" \
    "$file" > "$folder/${name/Library/$tab}"
done
# The suite leaves out the template's last test and the imports only it needs, and imports the
# flow, as step 2 says.
TESTS="Tests/${tab}FlowTests/${tab}FlowTests.swift" FLOW="${tab}Flow" python3 - <<'PY'
import os, re, sys
path, flow = os.environ["TESTS"], os.environ["FLOW"]
text = open(path).read()
kept = re.sub(r"\n  // sample: register\n.*?  // end sample\n", "", text, count=1, flags=re.S)
kept = kept.replace("import AppCoordinator\nimport AppExplorer\n", "", 1)
kept = kept.replace("import Testing\n", f"import Testing\n\n@testable import {flow}\n", 1)
if kept.count("\n") >= text.count("\n") - 4 or "@testable" not in kept:
    sys.exit(f"error: {path} is not the template step 2 describes; update Scripts/new-flow-trial.sh")
open(path, "w").write(kept)
PY

# The presented flow, "Add a presented flow": the Comments module and its suite, the flow's word
# and its entries' renamed, plural first.
rename_note() {
  sed -e "s/Comments/${note}/g; s/comments/${note_word}/g" \
    -e "s/Comment/${entry}/g; s/comment/${entry_word}/g" "$1"
}
mkdir "Sources/${note}Flow" "Tests/${note}FlowTests" "Tests/${note}FlowTests/Scenarios"
for file in Sources/CommentsFlow/*.swift; do
  name=$(basename "$file")
  rename_note "$file" > "Sources/${note}Flow/${name/Comments/$note}"
done
for file in Tests/CommentsFlowTests/*.swift; do
  name=$(basename "$file")
  rename_note "$file" > "Tests/${note}FlowTests/${name/Comments/$note}"
done

# The request, as "Add a presented flow" says of the asking flow: one element, one case in
# `tap`, the form in `requestedLinkForms`; then Package.swift and the assembly's lines.
TAB=$tab TAB_WORD=$tab_word ITEM_WORD=$item_word NOTE=$note NOTE_WORD=$note_word python3 - <<'PY'
import os, re, sys
tab, tab_word, item_word = os.environ["TAB"], os.environ["TAB_WORD"], os.environ["ITEM_WORD"]
note, note_word = os.environ["NOTE"], os.environ["NOTE_WORD"]
def edit(path, old, new):
    text = open(path).read()
    if old not in text:
        sys.exit(f"error: {path} has no '{old.strip()}'; update Scripts/new-flow-trial.sh to the recipe")
    open(path, "w").write(text.replace(old, new, 1))
flow = f"Sources/{tab}Flow/{tab}"
edit(f"{flow}Screens.swift", '        ScreenElement(.button, id: "button.lend", label: "Lend"),\n',
     '        ScreenElement(.button, id: "button.lend", label: "Lend"),\n'
     f'        ScreenElement(.button, id: "button.{note_word}", label: "Note"),\n')
edit(f"{flow}Coordinator.swift", '    case "button.close": close(.lend)\n',
     '    case "button.close": close(.lend)\n'
     f'    case "button.{note_word}":\n'
     '      guard let top = state.path.last else {\n'
     '        throw .notTappable(id, screen: screen(for: session).id)\n'
     '      }\n'
     f'      request(.open(DeepLink(host: "{note_word}", segments: ["\\(top.{item_word}ID)"])))\n')
edit(f"{flow}Coordinator+TabFlow.swift", f"  public typealias Links = {tab}Links\n",
     f"  public typealias Links = {tab}Links\n"
     f"  /// The note an item's `button.{note_word}` asks for.\n"
     f'  nonisolated public static let requestedLinkForms = ["navlab://{note_word}/N"]\n')

modules = [f"{tab}Flow", f"{note}Flow"]
libraries = "".join(f'    .library(name: "{m}", targets: ["{m}"]),\n' for m in modules)
edit("Package.swift", '    .library(name: "AppCoordinator"', libraries + '    .library(name: "AppCoordinator"')
targets = "".join(
    f'    .target(name: "{m}", dependencies: ["LinkRouting"]),\n'
    f'    .testTarget(name: "{m}Tests", dependencies: ["{m}"], exclude: ["Scenarios"]),\n'
    for m in modules)
edit("Package.swift", '    // App\n', targets + '\n    // App\n')
text = open("Package.swift").read()
app = re.search(r'name: "AppCoordinator",\s*dependencies: \[', text)
if not app:
    sys.exit("error: Package.swift has no AppCoordinator target; update Scripts/new-flow-trial.sh")
open("Package.swift", "w").write(
    text[:app.end()] + "".join(f'"{m}", ' for m in modules) + text[app.end():])
assembly = "Sources/AppCoordinator/AppCoordinator+Assembly.swift"
edit(assembly, "import FeedFlow\n", "import FeedFlow\n" + "".join(f"import {m}\n" for m in modules))
text = open(assembly).read()
flows = re.search(r"productFlows: \[FlowRegistration\] = \[\n(.*?)\n  \]", text, re.S)
if not flows:
    sys.exit(f"error: {assembly} has no productFlows list; update Scripts/new-flow-trial.sh")
lines = f"\n    .tab({tab}Coordinator.self),\n    .presented({note}Coordinator.self),"
open(assembly, "w").write(text[:flows.end(1)] + lines + text[flows.end(1):])
PY

step() { printf '\n=== trial, %d s in: %s\n' "$((SECONDS - started))" "$1"; }
step "the debug build and its tests, and the release shell, warnings as errors"
# The debug build with CI's first step's flags, so that only what sees the new flows compiles
# again; a warning fails it as -warnings-as-errors would.
mkdir -p .build
swift build --build-tests 2>&1 | tee .build/trial-warnings.log
if grep -q 'warning:' .build/trial-warnings.log; then
  grep 'warning:' .build/trial-warnings.log >&2
  echo "error: the trial's build warned; CI treats every warning as an error" >&2
  exit 1
fi
swift build -c release -Xswiftc -warnings-as-errors --product navlab-shell
shell=.build/release/navlab-shell

# Each check runs whatever failed before it, so that one run shows all that a team would meet.
failed=()
check() {
  local name=$1
  shift
  step "$name"
  if ! "$@"; then failed+=("$name"); fi
}
check "the team's scenarios, to CI's floor, by coverage --write-scripts, each replayed first" \
  "$shell" coverage --write-scripts "Tests/${tab}FlowTests/Scenarios" --min 90 \
  --flow "$tab_word" --flow "$note_word"
echo "$(ls "Tests/${tab}FlowTests/Scenarios" | wc -l) scenario files written"
# The rest read the scenarios but write nothing, and each but the tests is one thread: they run
# two at a time (Scripts/side-by-side.sh), the tests first as the longest, each one's output whole.
source Scripts/side-by-side.sh
step "the tests, coverage and the walks, two at a time"
if ! side_by_side \
  "swift test, the new scenarios with the others" "swift test --skip-build" \
  "coverage of every flow on every device, at CI's floor" "$shell coverage --min 90" \
  "explore to depth 8 on every device, as a guest" "$shell explore --depth 8" \
  "explore to depth 8 on every device, signed in" "$shell explore --depth 8 --signed-in" \
  "explore to depth 8 on every device, on a first launch" \
  "$shell explore --depth 8 --first-launch"; then
  failed+=("${side_by_side_failed[@]}")
fi

if [ ${#failed[@]} -gt 0 ]; then
  printf 'error: a new team, added by the recipes alone, fails %d check(s) of CI (%d s):\n' \
    "${#failed[@]}" "$((SECONDS - started))" >&2
  printf '  - %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "a new team's tab and presented flow, added by the recipes, break no test, figure or rule" \
  "($((SECONDS - started)) s)"
