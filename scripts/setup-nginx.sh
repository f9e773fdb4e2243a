#!/usr/bin/env bash
# Installs Debian's nginx and its brotli_static module when they are missing: the browser tests,
# the accessibility check and the budgets serve the build with them (scripts/lib/nginxServer.ts).
# The checks run an nginx of their own on 127.0.0.1; on a machine with systemd, Debian also starts
# the system's nginx service on port 80 (`systemctl disable --now nginx` stops it).
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [ -x "$nginx" ] && [ -f "$module" ]; then
  exit 0
fi
source "$(dirname "$0")/lib/install-debian-packages.sh"
install_debian_packages "nginx with its brotli module, for the checks" nginx libnginx-mod-http-brotli-static
"$nginx" -v
