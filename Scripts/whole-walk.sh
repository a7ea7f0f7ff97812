# Sourced by .ci/run, not run. `whole_walk [ARGS]` runs `$explore --depth D --whole ARGS` for D
# of 6, then 5, then 4, stopping at the first that finishes, and prints each walk's output.
#
# The whole walk multiplies with the flows: the product's fits its budget to depth 6, but an app
# with a team's flows added may not (five flows signed in pass 4,000,000 states at depth 6). It
# is the default walk's oracle, not the app's check, which the walks by groups to depth 8 are;
# so a walk stopped by its budget is walked one action shallower, with a line that says so.
# Any other failure, or the budget at depth 4, returns the walk's status.
whole_walk() {
  local depth out status
  for depth in 6 5 4; do
    out=$($explore --depth "$depth" --whole "$@" 2>&1) && status=0 || status=$?
    printf '%s\n' "$out"
    [ "$status" -ne 0 ] || return 0
    grep -q "stopped at its budget" <<< "$out" || return "$status"
    [ "$depth" -gt 4 ] || return "$status"
    echo "note: the whole walk passes its budget at depth $depth with this app's flows; walking it to depth $((depth - 1))"
  done
  return 1
}
