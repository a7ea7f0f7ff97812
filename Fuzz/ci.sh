#!/usr/bin/env bash
# What CI runs for fuzzing: build the harnesses, replay the committed corpus through each, fuzz
# each of the six for 15 s (FUZZ_CI_SECONDS), and fail on any crash or broken invariant. About 2 to 3
# minutes on two cores, the build included; see Fuzz/README.md.
set -euo pipefail
exec "$(dirname "${BASH_SOURCE[0]}")/run.sh" "${FUZZ_CI_SECONDS:-15}"
