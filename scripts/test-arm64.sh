#!/usr/bin/env bash
# The Raspberry Pi build must answer /api/health under qemu user emulation.
set -euo pipefail
bin=dist/sunshine-linux-arm64
if ! command -v qemu-aarch64-static >/dev/null || [ ! -d /usr/aarch64-linux-gnu ]; then
  echo "SKIPPED arm64 check: qemu-aarch64-static or libc6-arm64-cross could not be installed on this machine"
  exit 0
fi
dir=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
qemu-aarch64-static -L /usr/aarch64-linux-gnu "$bin" serve --port "$port" --data-dir "$dir/data" >"$dir/log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 1 120); do
  if body=$(curl -fsS "http://127.0.0.1:$port/api/health" 2>/dev/null); then
    echo "arm64 binary under qemu: $body"
    echo "$body" | grep -q '"status":"ok"' && echo "1 passed, 0 failed" && exit 0
  fi
  sleep 0.5
done
echo "arm64 binary did not answer /api/health:"; cat "$dir/log"
exit 1
