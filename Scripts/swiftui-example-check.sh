#!/usr/bin/env bash
# Type-checks the example app (Examples/NavLabApp) as it is and in broken copies, and fails
# unless the app passes and every broken copy fails with the error its mistake should give.
#
#   Scripts/swiftui-example-check.sh     after `swift build --build-tests`
#
# On Linux the app is checked against Examples/SwiftUI, which declares the SwiftUI API the app
# uses with the signatures of Apple's documentation. A macOS build is modelled by compiling
# that module with -D SWIFTUI_MACOS (where `fullScreenCover` is unavailable, as on macOS) and
# the app with each `os(macOS)` read as SWIFTUI_MACOS. This proves the mistakes below are
# caught by the declared signatures; it cannot prove that Apple's SwiftUI declares the same,
# beyond what was copied from its documentation (README, "The example app").
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
if [ ! -f "$modules/NavLabApp.swiftmodule" ]; then
  echo "error: no built NavLabApp module in $modules; run 'swift build --build-tests' first" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The macOS model of the SwiftUI declarations.
mkdir -p "$work/macos"
swiftc -emit-module -swift-version 6 -parse-as-library -D SWIFTUI_MACOS -module-name SwiftUI \
  -emit-module-path "$work/macos/SwiftUI.swiftmodule" Examples/SwiftUI/*.swift

# typecheck PLATFORM DIR: type-checks the app's sources in DIR as PLATFORM (ios or macos).
typecheck() {
  local flags=(-I "$modules")
  if [ "$1" = macos ]; then flags=(-D SWIFTUI_MACOS -I "$work/macos" -I "$modules"); fi
  swiftc -typecheck -swift-version 6 -parse-as-library -module-name NavLabApp "${flags[@]}" \
    "$2"/*.swift
}

# copy NAME PLATFORM: a copy of the app in $work/NAME, its `os(macOS)` read as SWIFTUI_MACOS
# for the macOS model; prints the folder.
copy() {
  mkdir -p "$work/$1"
  cp Examples/NavLabApp/*.swift "$work/$1/"
  if [ "$2" = macos ]; then sed -i 's/os(macOS)/SWIFTUI_MACOS/g' "$work/$1"/*.swift; fi
  echo "$work/$1"
}

for platform in ios macos; do
  if ! typecheck "$platform" "$(copy "app-$platform" "$platform")" >"$work/app.log" 2>&1; then
    cat "$work/app.log" >&2
    echo "error: the example app does not type-check as $platform; fix it before its broken copies" >&2
    exit 1
  fi
  echo "the app type-checks as $platform"
done

# broken NAME PLATFORM FILE PERL EXPECTED: a copy with FILE edited by the perl substitution
# PERL must fail to type-check as PLATFORM, with EXPECTED in its errors.
failures=0
broken() {
  local dir
  dir=$(copy "$1" "$2")
  perl -0pi -e "$4" "$dir/$3"
  if cmp -s "$dir/$3" "$work/app-$2/$3"; then
    echo "error: '$1' changed nothing in $3; the app changed, so update its edit here" >&2
    failures=$((failures + 1))
    return
  fi
  if typecheck "$2" "$dir" >"$work/$1.log" 2>&1; then
    echo "error: '$1' type-checks as $2, but its mistake should fail" >&2
    failures=$((failures + 1))
  elif ! grep -q -- "$5" "$work/$1.log"; then
    cat "$work/$1.log" >&2
    echo "error: '$1' failed as $2, but not with '$5'" >&2
    failures=$((failures + 1))
  else
    echo "a broken copy fails as $2, as it should: $1 ($(grep -m1 -o -- "$5.*" "$work/$1.log"))"
  fi
}

broken wrong-argument-label ios FeedTab.swift \
  's/\.sheet\(item: sheet\)/.sheet(items: sheet)/' "incorrect argument label"
broken not-identifiable-sheet-item ios MainView.swift \
  's/\.sheet\(item: presentedFlow\)/.sheet(item: Bindable(app).sidebarSelection)/' \
  "conform to 'Identifiable'"
broken full-screen-cover-on-macos macos FeedTab.swift \
  's/\n\s*#if !SWIFTUI_MACOS\n(\s*\.fullScreenCover[^\n]*\n)\s*#endif/\n$1/' \
  "is unavailable in macOS"

if [ "$failures" -ne 0 ]; then
  echo "error: $failures broken copies of the example app did not fail as they should" >&2
  exit 1
fi
