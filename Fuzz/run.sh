#!/usr/bin/env bash
# Builds the NavLab libFuzzer harnesses, replays the committed corpus through each, then fuzzes
# each for SECONDS. Exits non-zero when any input breaks an invariant, crashes, times out or runs
# out of memory; the input is saved under Fuzz/artifacts/<harness>/.
#
#   Fuzz/run.sh              replay, then fuzz each harness for 60 s
#   Fuzz/run.sh 20           replay, then fuzz each harness for 20 s (what Fuzz/ci.sh runs)
#   Fuzz/run.sh --runs N     replay, then fuzz each harness until it has run N inputs
#   Fuzz/run.sh --replay     replay only (same as SECONDS=0): no fuzzing, deterministic
#   Fuzz/run.sh --help
#
# Before replaying, each harness writes seeds and dictionary words made from what every
# registered flow declares (Fuzz/Sources/FuzzSupport/Seeds.swift) into FUZZ_ARTIFACTS/generated;
# they are replayed and fuzzed with the committed seeds, so a new flow needs no seed by hand.
#
# Environment:
#   FUZZ_HARNESSES       harnesses to run (default "parser deeplink shell state payload map")
#   FUZZ_CONFIGURATION   release (default: what ships, about 4x faster) or debug (asserts on)
#   FUZZ_SCRATCH_PATH    SwiftPM scratch path (default Fuzz/.build)
#   FUZZ_ARTIFACTS       where crashes, logs and the growing corpus go (default Fuzz/artifacts)
#   FUZZ_SWIFT_FLAGS     extra swiftc flags
#   FUZZ_JOBS            harnesses run side by side (default: the machine's cores)
#   FUZZ_PLANT           gate-leak: check an app with a fault planted (Fuzz/planted.sh), not the product
#   FUZZ_WRAPPER         a command each fuzzing run goes through, such as 'perf record -g -o F --'
set -euo pipefail

fuzz_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
seconds=60
runs=0
case "${1:-}" in
  -h | --help)
    sed -n '2,24p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
  --replay) seconds=0 ;;
  --runs)
    if [[ ! "${2:-}" =~ ^[0-9]+$ ]] || ((${2:-0} == 0)); then
      echo "error: '--runs' takes a number of executions, such as 'Fuzz/run.sh --runs 1000000'" >&2
      exit 2
    fi
    runs=$2
    ;;
  '') ;;
  *)
    if [[ ! "$1" =~ ^[0-9]+$ ]]; then
      echo "error: '$1' is not a number of seconds; try 'Fuzz/run.sh 60' or 'Fuzz/run.sh --replay'" >&2
      exit 2
    fi
    seconds=$1
    ;;
esac

harnesses=(${FUZZ_HARNESSES:-parser deeplink shell state payload map})
configuration=${FUZZ_CONFIGURATION:-release}
scratch=${FUZZ_SCRATCH_PATH:-$fuzz_dir/.build}
artifacts=${FUZZ_ARTIFACTS:-$fuzz_dir/artifacts}
mkdir -p "$artifacts/logs"

# A sanitizer report or a Swift runtime error must reach libFuzzer's handler, not Swift's
# backtracer, which can hang waiting on a terminal. Leak checking is off: Swift keeps pointers in
# enum payloads with spare bits (Data, String), so LeakSanitizer reports every lazily initialised
# global as leaked; a real per-input leak still ends the run through -rss_limit_mb.
export SWIFT_BACKTRACE=enable=no
# malloc_context_size=0: AddressSanitizer still stops at every bad access and prints its stack,
# but does not record a stack for every allocation and free, which cost a sixth of each run;
# to see where a reported block was allocated or freed, replay the input with
# ASAN_OPTIONS=detect_leaks=0.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=0}

# libFuzzer and AddressSanitizer come with the toolchain, in the clang resource folder next to
# swiftc; `swiftc -sanitize=fuzzer` links them from there. Some Linux toolchain packages leave
# them out, which shows as a link error far from the cause: check first and say what is missing.
swiftc_path=$(command -v swiftc || true)
if [[ -z "$swiftc_path" ]]; then
  echo "error: swiftc is not on PATH; install a Swift toolchain (swift.org) or add its usr/bin" >&2
  exit 2
fi
toolchain_lib="$(cd "$(dirname "$(readlink -f "$swiftc_path")")/../lib" && pwd)"
runtime_dir="$toolchain_lib/swift/clang/lib/linux"
clang_version=$(basename "$(readlink -f "$toolchain_lib/swift/clang")")
arch=$(uname -m)
for runtime in fuzzer asan; do
  if [[ ! -f "$runtime_dir/libclang_rt.$runtime-$arch.a" ]]; then
    echo "error: the toolchain has no $runtime_dir/libclang_rt.$runtime-$arch.a," >&2
    echo "  so '-sanitize=fuzzer,address' cannot link. swift.org toolchains ship it; otherwise take" >&2
    echo "  it from compiler-rt of LLVM $clang_version (the toolchain's clang), not an older one" >&2
    echo "  such as Debian's libclang-rt-14-dev, whose libFuzzer may not match the instrumentation." >&2
    exit 2
  fi
done

started=$SECONDS
echo "building the harnesses ($configuration, -sanitize=fuzzer,address) ..."
build_log="$artifacts/logs/build.log"
extra_flags=()
for flag in ${FUZZ_SWIFT_FLAGS:-}; do extra_flags+=(-Xswiftc "$flag"); done
# The checks' modules are built without coverage instrumentation (Fuzz/swiftc.sh says why); the
# app's modules, and the shell's sources compiled into fuzz-shell and fuzz-map, keep it.
export FUZZ_REAL_SWIFTC=$swiftc_path
export FUZZ_UNCOVERED_MODULES="FuzzSupport fuzz_parser fuzz_deeplink fuzz_state fuzz_payload"
# -asan-use-after-return=never: no function takes its locals from AddressSanitizer's fake stack,
# which cost every call that keeps a local in memory a runtime call (a tenth of fuzz-deeplink).
# That fake stack finds an address of a local used after its function returned; Swift hands one
# out only inside a `withUnsafe…` closure, and no code here keeps it past the closure. Every
# other check (heap and stack bounds, use after free, double free) stays.
if ! SWIFT_EXEC="$fuzz_dir/swiftc.sh" swift build -c "$configuration" --package-path "$fuzz_dir" \
  --scratch-path "$scratch" --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
  -Xswiftc -Xllvm -Xswiftc -asan-use-after-return=never -Xswiftc -DFUZZING "${extra_flags[@]}" \
  > "$build_log" 2>&1; then
  grep -E 'error:' "$build_log" | head -20 >&2 || tail -20 "$build_log" >&2
  echo "error: the build failed; the whole log is in $build_log" >&2
  exit 1
fi
bin="$(swift build -c "$configuration" --package-path "$fuzz_dir" --scratch-path "$scratch" --show-bin-path)"
echo "built in $((SECONDS - started)) s"

# The value libFuzzer prints as `stat::NAME: VALUE` in a log.
stat() { sed -n "s/^stat::$1: *//p" "$2" | tail -1; }

# One harness: generate its seeds, replay them, fuzz. Its summary line goes to
# logs/<harness>.summary, and its status is the function's.
fuzz_one() {
  local harness=$1
  # The parser harness reads links, as fuzz-deeplink does, and shares its seeds.
  seeds="$fuzz_dir/Corpus/${harness/#parser/deeplink}"
  binary="$bin/fuzz-$harness"
  found="$artifacts/$harness"
  corpus="$artifacts/corpus/$harness"
  generated="$artifacts/generated/$harness"
  log="$artifacts/logs/$harness.log"
  summary_file="$artifacts/logs/$harness.summary"
  rm -f "$summary_file"
  # -max_len: a link longer than the parser's limit (2,048 bytes) is rejected before anything
  # else reads it, so 2,112 bytes reaches every path and the limit itself. A shell script of 512
  # bytes holds 16 or more commands, twice the depth at which the explorer checks every rule;
  # longer scripts only repeat states, and cost a snapshot and edit distances a line. A state
  # document keeps 4,096: deep nesting and long paths are what restoration must survive, and so
  # does a payload, whose nesting the parser caps at 64, and a map or path list: a few dozen
  # facts or paths, enough for every line form and its mistakes.
  case $harness in
    parser | deeplink) max_len=2112 ;;
    shell) max_len=512 ;;
    *) max_len=4096 ;;
  esac
  mkdir -p "$found" "$corpus"
  rm -rf "$generated"
  mkdir -p "$generated/empty"
  common=(-artifact_prefix="$found/" -print_final_stats=1
    -detect_leaks=0 -timeout=10 -rss_limit_mb=2048 -max_len=$max_len)

  # Seeds and words from what the registered flows declare, then the committed dictionary.
  if ! FUZZ_GENERATE="$generated" "$binary" "${common[@]}" -runs=0 "$generated/empty" > "$log" 2>&1; then
    printf '%-9s generating seeds from the flows FAILED\n' "$harness" > "$summary_file"
    grep -E 'invariant broken|ERROR' "$log" | tail -5 >&2 || true
    return 1
  fi
  cat "$fuzz_dir/navlab.dict" "$generated/words.dict" > "$generated/navlab.dict"
  common+=(-dict="$generated/navlab.dict")

  # Replay: every committed seed, each by name, so that a failure names its file.
  seed_files=("$seeds"/* "$generated"/seeds/*)
  if ! "$binary" "${common[@]}" "${seed_files[@]}" > "$log" 2>&1; then
    printf '%-9s replay of %s seeds FAILED\n' "$harness" "${#seed_files[@]}" > "$summary_file"
    grep -E 'invariant broken|ERROR|Running:|Test unit written' "$log" | tail -5 >&2 || true
    echo "$harness: a seed (committed, or generated from the declarations) fails; the log is $log" >&2
    return 1
  fi
  line=$(printf '%-9s replayed %3s seeds' "$harness" "${#seed_files[@]}")

  if ((seconds > 0 || runs > 0)); then
    # Fuzz: the growing corpus first (new inputs are written there), the seeds after it.
    if ((runs > 0)); then limit=(-runs="$runs"); else limit=(-max_total_time="$seconds"); fi
    fuzz_started=$SECONDS
    # FUZZ_WRAPPER: a profiler, say, sees the fuzzing run exactly as it runs here.
    wrapper=(${FUZZ_WRAPPER:-})
    if "${wrapper[@]}" "$binary" "${common[@]}" "${limit[@]}" "$corpus" "$seeds" "$generated/seeds" \
      > "$log" 2>&1; then
      result=ok
    else
      result=FAILED
    fi
    executed=$(stat number_of_executed_units "$log")
    rate=$(stat average_exec_per_sec "$log")
    line+=$(printf '  fuzzed %4s s: %9s execs, %6s exec/s, %s' "$((SECONDS - fuzz_started))" \
      "${executed:-?}" "${rate:-?}" "$result")
    if [[ $result == FAILED ]]; then
      grep -E 'invariant broken|ERROR:|SUMMARY:|Test unit written' "$log" | head -6 >&2 || true
      echo "$harness: the failing input is saved under $found/; the log is $log" >&2
    fi
  fi
  echo "$line" | tee "$summary_file"
  [[ ${result:-ok} == ok ]]
}

# Each harness is one process on one core: they run side by side, FUZZ_JOBS at a time (default:
# the machine's cores), each for the whole of SECONDS.
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
active=0
for harness in "${harnesses[@]}"; do
  if ((active >= jobs)); then
    wait -n || true
    active=$((active - 1))
  fi
  fuzz_one "$harness" &
  active=$((active + 1))
done
wait || true
failed=()
summary=()
for harness in "${harnesses[@]}"; do
  summary_file="$artifacts/logs/$harness.summary"
  if [[ -s $summary_file ]]; then
    line=$(cat "$summary_file")
  else
    line=$(printf '%-9s stopped before writing its summary FAILED' "$harness")
  fi
  summary+=("$line")
  if [[ $line == *FAILED* ]]; then failed+=("$harness"); fi
done

echo
echo "summary (total $((SECONDS - started)) s):"
printf '  %s\n' "${summary[@]}"
if ((${#failed[@]} > 0)); then
  echo "FAILED: ${failed[*]}; reproduce with: $bin/fuzz-<harness> Fuzz/artifacts/<harness>/crash-..." >&2
  exit 1
fi
echo "no crashes"
