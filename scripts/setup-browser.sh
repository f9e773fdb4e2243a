#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it's missing. Playwright's own browser
# download can't reach its host on these machines, so the tests use /usr/bin/chromium.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
source "$(dirname "$0")/lib/install-debian-packages.sh"
install_debian_packages "Chromium at $chromium, for the browser tests" chromium
"$chromium" --version
