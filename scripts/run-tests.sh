#!/usr/bin/env bash
# Runs every test suite (unit/API with bun, browser with Playwright, the arm64 binary under qemu) and prints one
# closing line "tests: N passed, M failed". Exits non-zero when any suite fails.
set -uo pipefail
cd "$(dirname "$0")/.."
# The counts below are read from plain output: a FORCE_COLOR in the caller's environment would colour it.
unset FORCE_COLOR
export NO_COLOR=1
# A new install takes its locale and currency from LANG/LC_ALL: tests start from the same (en-US) defaults anywhere.
export LC_ALL=C.UTF-8 LANG=C.UTF-8
unset LC_MONETARY
BIN=node_modules/.bin
# Every temporary folder a test makes (databases, backups, clips, browser profiles) goes under one folder that is
# removed at the end, so running the tests again and again never fills the machine's /tmp.
TMPDIR=$(mktemp -d "${TMPDIR:-/tmp}/sunshine-tests.XXXXXX")
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
logdir=$(mktemp -d)
passed=0; failed=0; status=0

run() { # name, command...
  local name=$1; shift
  echo "== $name"
  "$@" 2>&1 | tee "$logdir/$name.log"
  local rc=${PIPESTATUS[0]}
  [ "$rc" = 0 ] || { echo "== $name FAILED (exit $rc)"; status=1; }
}

# The typed client (Eden) is only as good as the types: one type error anywhere fails the run.
run types "$BIN/tsc" --noEmit -p .
if grep -q "error TS" "$logdir/types.log"; then failed=$((failed + 1)); else passed=$((passed + 1)); fi

# A few lint rules that catch real mistakes (unused imports and variables, == , fallthrough, focused tests…): biome.json.
run lint "$BIN/biome" lint
if grep -q "== lint FAILED" <(tail -3 "$logdir/lint.log") || grep -qE "Found [0-9]+ error" "$logdir/lint.log"; then failed=$((failed + 1)); else passed=$((passed + 1)); fi

run unit "$BIN/bun" test --timeout 120000 src cli
p=$(grep -Eo '^ *[0-9]+ pass$' "$logdir/unit.log" | tail -1 | grep -Eo '[0-9]+'); f=$(grep -Eo '^ *[0-9]+ fail$' "$logdir/unit.log" | tail -1 | grep -Eo '[0-9]+')
passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))

run browser "$BIN/playwright" test -c e2e/playwright.config.ts
p=$(grep -Eo '^ *[0-9]+ passed' "$logdir/browser.log" | tail -1 | grep -Eo '[0-9]+'); f=$(grep -Eo '^ *[0-9]+ failed' "$logdir/browser.log" | tail -1 | grep -Eo '[0-9]+')
passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))

# A guard with wide margins against the floor measured in the same run: it fails only when a factor was lost.
run speed "$BIN/bun" bench/speed.ts --guard
if grep -q "speed guard passed" "$logdir/speed.log"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

run arm64 bash scripts/test-arm64.sh
p=$(grep -Eo '^[0-9]+ passed' "$logdir/arm64.log" | tail -1 | grep -Eo '[0-9]+')
passed=$((passed + ${p:-0}))

[ "$status" = 0 ] || [ "$failed" -gt 0 ] || failed=1
# Repeat the names of failed tests next to the closing line, so a CI log that keeps only its tail still says which.
if [ "$status" != 0 ]; then
  echo "== failed tests"
  grep -h "error TS" "$logdir/types.log" | head -20 || true
  grep -h "speed guard FAILED" "$logdir/speed.log" || true
  grep -h -A6 "×" "$logdir/lint.log" | head -30 || true
  grep -h -B12 -E '^\(fail\)' "$logdir/unit.log" | head -80 || true
  grep -h -E '^ *[✘✗x] +[0-9]+ ' "$logdir/browser.log" || true
  grep -h -A14 -E '^ +[0-9]+\) ' "$logdir/browser.log" | head -60 || true
fi
echo "tests: $passed passed, $failed failed"
exit $status
