#!/usr/bin/env bash
# Builds the HTML documentation of every library module with the toolchain's own docc, and fails
# on any docc warning: a broken symbol link, a curation of a symbol that does not exist, a
# parameter documented that the function does not take.
#
#   Scripts/docs.sh
#
# Each module's catalog is Sources/<Module>/<Module>.docc. Modules are converted in dependency
# order, each against the archives of the modules below it, so an article can link a symbol of a
# module it depends on with an absolute link such as ``/LinkRouting/FlowCoordinator``. The
# archives are then merged into one site.
#
# Output: .build/docs/<Module>.doccarchive for each module, and .build/docs/NavLab.doccarchive,
# all of them built for static hosting (serve the folder; open /documentation/).
# NAVLAB_SCRATCH_PATH picks the build folder (default .build).
set -euo pipefail
cd "$(dirname "$0")/.."

docs=.build/docs
graphs=$docs/symbol-graphs
Scripts/symbol-graphs.sh "$graphs"

archives=()
while read -r module below; do
  catalog=Sources/$module/$module.docc
  if [[ ! -f $catalog/$module.md ]]; then
    echo "error: no documentation catalog for '$module'; add $catalog/$module.md" >&2
    exit 1
  fi
  dependencies=()
  for dependency in $below; do
    dependencies+=(--dependency "$docs/$dependency.doccarchive")
  done
  rm -rf "$docs/$module.doccarchive"
  echo "docc convert $catalog"
  docc convert "$catalog" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --output-path "$docs/$module.doccarchive" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --transform-for-static-hosting --enable-experimental-external-link-support \
    ${dependencies[@]+"${dependencies[@]}"} \
    --warnings-as-errors
  archives+=("$docs/$module.doccarchive")
done <"$graphs/modules.txt"

rm -rf "$docs/NavLab.doccarchive"
docc merge "${archives[@]}" --output-path "$docs/NavLab.doccarchive" \
  --synthesized-landing-page-name NavLab --synthesized-landing-page-kind Package

echo
echo "documentation: $docs/NavLab.doccarchive (every module, merged)"
for archive in "${archives[@]}"; do
  echo "               $archive"
done
echo "preview: python3 -m http.server -d $docs/NavLab.doccarchive 8000, then open http://localhost:8000/documentation/"
