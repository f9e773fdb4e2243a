#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it's missing. Playwright's own browser
# download can't reach its host on these machines, so the tests use /usr/bin/chromium.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $chromium. Install it with: sudo apt-get install chromium" >&2
  exit 1
fi
echo "Installing Debian's Chromium for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium > /dev/null
"$chromium" --version
