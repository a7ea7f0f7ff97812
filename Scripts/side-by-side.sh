# Sourced by .ci/run and Scripts/new-flow-trial.sh, not run. `side_by_side NAME COMMAND ...` runs
# independent checks two at a time (SIDE_BY_SIDE_JOBS), for the walks that take most of CI's
# time run on one thread each and would leave the machine's second core idle one after another.
# Each COMMAND is one string, run by `eval` in a subshell of its own with its output kept apart;
# the outputs are printed whole, in the order given, each under its name and seconds, as soon as
# it and those before it have ended. Every command runs, whatever fails; then it returns the exit
# status of the first that failed, having named each one that did on standard error and in the
# array side_by_side_failed, or 0.
side_by_side() {
  local jobs=${SIDE_BY_SIDE_JOBS:-2} dir
  dir=$(mktemp -d "${TMPDIR:-/tmp}/side-by-side.XXXXXX")
  local -a names=() commands=() running=() all=()
  while [ $# -ge 2 ]; do
    names+=("$1")
    commands+=("$2")
    shift 2
  done
  side_by_side_failed=()
  local count=${#names[@]} started=0 shown=0 first_status=0 i pid status took
  while [ "$shown" -lt "$count" ]; do
    while [ "$started" -lt "$count" ] && [ "${#running[@]}" -lt "$jobs" ]; do
      i=$started
      (
        set +e
        begun=$SECONDS
        (eval "${commands[i]}") > "$dir/$i.out" 2>&1 < /dev/null
        echo "$? $((SECONDS - begun))" > "$dir/$i.tmp"
        mv "$dir/$i.tmp" "$dir/$i.status"
      ) &
      running+=($!)
      all+=($!)
      started=$((started + 1))
    done
    # Only this pool's jobs: a job of the caller's (CI's heavy walks) is the caller's to wait for.
    [ "${#running[@]}" -eq 0 ] || wait -n "${running[@]}" || true
    running=()
    for ((i = shown; i < started; i++)); do
      [ ! -e "$dir/$i.status" ] || continue
      # A job killed before writing its status has ended too, failed.
      if kill -0 "${all[i]}" 2> /dev/null; then
        running+=("${all[i]}")
      else
        echo "1 0" > "$dir/$i.status"
      fi
    done
    while [ "$shown" -lt "$started" ] && [ -e "$dir/$shown.status" ]; do
      read -r status took < "$dir/$shown.status"
      printf '\n--- %s (%d s)\n' "${names[shown]}" "$took"
      cat "$dir/$shown.out"
      if [ "$status" -ne 0 ]; then
        printf -- '--- FAILED (exit %d): %s\n' "$status" "${names[shown]}" >&2
        side_by_side_failed+=("${names[shown]}")
        [ "$first_status" -ne 0 ] || first_status=$status
      fi
      shown=$((shown + 1))
    done
  done
  wait "${all[@]}" 2> /dev/null || true
  rm -rf "$dir"
  if [ "${#side_by_side_failed[@]}" -gt 0 ]; then
    printf 'failed, of the %d run side by side:\n' "$count" >&2
    printf '  - %s\n' "${side_by_side_failed[@]}" >&2
  fi
  return "$first_status"
}
