#!/usr/bin/env bash
# Installs what building Arbiter needs on Debian/Ubuntu and is missing:
# a C compiler (cgo: Fyne's OpenGL driver and go-sqlite3), pkg-config, and
# the OpenGL, X11 and Wayland headers Fyne's desktop driver (GLFW 3.4,
# which builds both backends) compiles against. With
# "--test" also Xvfb and xwd, for the smoke test that opens a real window,
# and xdotool and jq, for the journey that drives it (scripts/journey.sh),
# and Chromium with its driver, for the table's page in a headless browser
# (scripts/web-journey.sh).
# It installs nothing that is already there, and uses sudo only when not
# root; where neither works it prints the exact command to run.
set -euo pipefail

want=(gcc pkg-config libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev)
if [[ "${1:-}" == "--test" ]]; then
  want+=(xvfb xauth x11-apps xdotool jq chromium chromium-driver)
fi

missing=()
for p in "${want[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ! command -v go >/dev/null 2>&1; then
  echo "setup: Go is not on PATH. Install Go 1.26 or newer (https://go.dev/dl/) and run this again." >&2
  exit 1
fi

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: missing ${missing[*]}, and this is not a Debian/Ubuntu system: install the equivalents with your package manager." >&2
  exit 1
fi

cmd=(apt-get install -y --no-install-recommends "${missing[@]}")
if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null || [[ -t 0 ]] && command -v sudo >/dev/null 2>&1; then
    cmd=(sudo "${cmd[@]}")
    upd=(sudo apt-get update -qq)
  else
    echo "setup: missing ${missing[*]}. Run as root:" >&2
    echo "  apt-get update && ${cmd[*]}" >&2
    exit 1
  fi
else
  upd=(apt-get update -qq)
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${upd[@]}"
"${cmd[@]}"
