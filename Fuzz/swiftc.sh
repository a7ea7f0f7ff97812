#!/usr/bin/env bash
# The swiftc run.sh builds the harnesses with (it sets SWIFT_EXEC to this file): the toolchain's
# own (FUZZ_REAL_SWIFTC), except that a module that holds only checks (FUZZ_UNCOVERED_MODULES:
# FuzzSupport and the harnesses that do not compile the shell's sources) is compiled without
# libFuzzer's coverage instrumentation. AddressSanitizer stays on for it, as for every module.
#
# After every input libFuzzer reads and clears every coverage counter in the binary and, while
# the input runs, calls a hook at every comparison instrumented code makes. The checks' own
# branches and comparisons (a second reading of the link table, the gate, the fixed point) paid
# for both, and steered the corpus by what the checks did rather than by what the app did.
# swiftc has no list of files or functions to leave uninstrumented, so it is done by module.
# Linking keeps every flag: libFuzzer's main and runtime are linked as before.
set -euo pipefail
real=${FUZZ_REAL_SWIFTC:?"run.sh sets FUZZ_REAL_SWIFTC to the toolchain's swiftc"}
module=
compiles=false
previous=
for argument in "$@"; do
  [[ $previous == -module-name ]] && module=$argument
  [[ $argument == -c ]] && compiles=true
  previous=$argument
done
if $compiles && [[ -n $module && " ${FUZZ_UNCOVERED_MODULES:-} " == *" $module "* ]]; then
  arguments=()
  for argument in "$@"; do
    case $argument in
      -sanitize=fuzzer) ;;
      -sanitize=fuzzer,address) arguments+=(-sanitize=address) ;;
      *) arguments+=("$argument") ;;
    esac
  done
  exec "$real" "${arguments[@]}"
fi
exec "$real" "$@"
