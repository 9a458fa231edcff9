#!/usr/bin/env bash
# Installs the Debian packages the tests use (browser, arm64 emulation, speech, terminal) when missing.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v qemu-aarch64-static >/dev/null || need+=(qemu-user-static)
[ -d /usr/aarch64-linux-gnu/lib ] || need+=(libc6-arm64-cross)
command -v espeak-ng >/dev/null || need+=(espeak-ng)
command -v tmux >/dev/null || need+=(tmux)
command -v sox >/dev/null || need+=(sox)
command -v flock >/dev/null || need+=(util-linux)
command -v sqlite3 >/dev/null || need+=(sqlite3)
command -v wrk >/dev/null || need+=(wrk)
command -v curl >/dev/null || need+=(curl)
command -v pdftoppm >/dev/null || need+=(poppler-utils)
# systemd-analyze verifies the unit `sunshine service install --print` writes.
command -v systemd-analyze >/dev/null || need+=(systemd)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "Tests need these Debian packages: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
