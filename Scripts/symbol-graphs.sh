#!/usr/bin/env bash
# Builds the package and extracts the public symbol graph of every library module.
#
#   Scripts/symbol-graphs.sh OUTPUT_DIR
#
# Writes OUTPUT_DIR/<Module>/<Module>*.symbols.json for each library product's module, and
# OUTPUT_DIR/modules.txt: one line per module in dependency order, the module first and then
# every library module it depends on, directly or not ("FeedFlow LinkRouting").
#
# The build uses the scratch path in NAVLAB_SCRATCH_PATH (default .build), so after
# `swift build` or `swift test` it costs only the extraction, a few seconds. Used by docs.sh and
# public-api-check.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:?usage: Scripts/symbol-graphs.sh OUTPUT_DIR}
scratch=${NAVLAB_SCRATCH_PATH:-.build}

swift build --scratch-path "$scratch"
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

# Library products' modules, each after the library modules it depends on.
mkdir -p "$(dirname "$output")"
swift package --scratch-path "$scratch" dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
libraries = {t for p in package["products"] if "library" in p["type"] for t in p["targets"]}
deps = {}
for target in package["targets"]:
    if target["name"] in libraries:
        names = [(d.get("byName") or d.get("target") or [None])[0] for d in target["dependencies"]]
        deps[target["name"]] = [n for n in names if n in libraries]
ordered = []
def visit(name):
    if name not in ordered:
        for dep in deps[name]:
            visit(dep)
        ordered.append(name)
for name in sorted(deps):
    visit(name)
for name in ordered:
    below = {name}
    for module in reversed(ordered):
        if module in below:
            below.update(deps[module])
    print(" ".join([name] + [m for m in ordered if m in below and m != name]))
' >"$output.modules.tmp"

rm -rf "$output"
mkdir -p "$output"
mv "$output.modules.tmp" "$output/modules.txt"
while read -r module _; do
  mkdir -p "$output/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" \
    -I "$bin/Modules" -I "$bin" -module-cache-path "$output/.module-cache" \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$output/$module"
done <"$output/modules.txt"
rm -rf "$output/.module-cache"
