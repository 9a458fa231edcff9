#!/usr/bin/env bash
# Installs the Debian packages the app and tests use (browser, arm64 emulation, speech recognition and synthesis,
# terminal) when missing.
# With --voice, only the offline speech packages `make run` needs (sunshine listen, the web microphone).
set -euo pipefail
need=()
voice_only=false
[ "${1:-}" = "--voice" ] && voice_only=true
if [ "$voice_only" = false ]; then
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v qemu-aarch64-static >/dev/null || need+=(qemu-user-static)
[ -d /usr/aarch64-linux-gnu/lib ] || need+=(libc6-arm64-cross)
command -v espeak-ng >/dev/null || need+=(espeak-ng)
fi
# Offline, keyless speech recognition (wake word and commands) through bun:ffi: the library and its US English model.
ldconfig -p 2>/dev/null | grep -q 'libpocketsphinx\.so\.3 ' || need+=(libpocketsphinx3)
ldconfig -p 2>/dev/null | grep -q 'libsphinxbase\.so\.3 ' || need+=(libsphinxbase3)
[ -f /usr/share/pocketsphinx/model/en-us/en-us/mdef ] || need+=(pocketsphinx-en-us)
if [ "$voice_only" = false ]; then
command -v tmux >/dev/null || need+=(tmux)
command -v sox >/dev/null || need+=(sox)
command -v flock >/dev/null || need+=(util-linux)
command -v sqlite3 >/dev/null || need+=(sqlite3)
command -v wrk >/dev/null || need+=(wrk)
command -v curl >/dev/null || need+=(curl)
command -v pdftoppm >/dev/null || need+=(poppler-utils)
# systemd-analyze verifies the unit `sunshine service install --print` writes.
command -v systemd-analyze >/dev/null || need+=(systemd)
fi
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "Sunshine needs these Debian packages: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  # `make run` goes on without offline voice (the app says what is missing); the tests need everything.
  [ "$voice_only" = true ] && exit 0
  exit 1
fi
echo "Installing Debian packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
