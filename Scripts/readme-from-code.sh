#!/usr/bin/env bash
# Writes every list README.md holds that the code has, each between its `<!-- generated: NAME -->`
# and `<!-- end generated: NAME -->` lines: the command line and the shell's commands
# (Tests/navlab-shellTests/DocListTests.swift), the deep links and the screens with their
# identifiers (Tests/navlab-shellTests/ReadmeTables.swift: what each flow in `productFlows`
# declares, and what a walk of the app four actions deep shows on each kind of screen), and the
# Modules section's lines that name each flow, the flows' layer of the module diagram and the
# sentence on running one module's tests alone (ReadmeModules.swift, from the modules of
# `productFlows`). With --check it writes nothing and fails, naming the first line that differs;
# CI runs it so. Both modes also check that the Modules section's diagram and its list of suites
# name every module in Sources/ and every test target in Package.swift, and that the diagram draws
# the layers of Package.swift's dependency rule in order, LinkRouting first
# (Tests/navlab-shellTests/ReadmeModulesTests.swift), and write or check the link catalog and the
# association file the README's link table is made with (Docs/links.json,
# Docs/apple-app-site-association; Tests/navlab-shellTests/LinkCatalogTests.swift). A plain `swift
# test` checks the command lists but none of these, so that a flow added by CONTRIBUTING.md's
# recipe fails no one's tests before its rows and files exist.
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
if [ "$mode" = update ]; then
  NAVLAB_WRITE_DOCS=1 swift test --skip-build \
    --filter 'DocListTests/generatedListsAreTheCodes|ReadmeTablesTests/readmeHoldsTheListsTheCodeMakes|ReadmeModulesTests|LinkCatalogTests/checkedInCatalogAndAssociationFileAreWhatTheFlowsDeclare' \
    2>&1 | tee "$log" || status=$?
else
  NAVLAB_README=check swift test --skip-build \
    --filter 'DocListTests/generatedListsAreTheCodes|ReadmeTablesTests/readmeHoldsTheListsTheCodeMakes|ReadmeModulesTests|LinkCatalogTests/checkedInCatalogAndAssociationFileAreWhatTheFlowsDeclare' \
    2>&1 | tee "$log" || status=$?
fi
if [ "$status" -ne 0 ]; then
  echo "error: README.md's generated lists differ from the code; run Scripts/readme-from-code.sh and commit README.md" >&2
  exit 1
fi
# A filter that matches nothing passes too: make sure both tests ran.
for test in generatedListsAreTheCodes readmeHoldsTheListsTheCodeMakes \
  modulesDiagramNamesEveryModuleInSources modulesDiagramDrawsTheLayersOfPackageSwiftsRuleInOrder \
  suitesSentenceNamesEveryTestTargetAndNoOther \
  checkedInCatalogAndAssociationFileAreWhatTheFlowsDeclare; do
  if ! grep -q "$test() passed" "$log"; then
    echo "error: $test did not run; Scripts/readme-from-code.sh names it in its --filter" >&2
    exit 1
  fi
done
if [ "$mode" = update ]; then
  git diff --stat -- README.md Docs/links.json Docs/apple-app-site-association
fi
