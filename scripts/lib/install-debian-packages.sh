#!/usr/bin/env bash
# Sourced by the setup-*.sh scripts: installs Debian packages a check needs with apt-get when run as
# root, and otherwise says which command to run.
# Usage: install_debian_packages "what they are for" package...
install_debian_packages() {
  local purpose="$1"
  shift
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing $purpose. Install with: sudo apt-get install $*" >&2
    exit 1
  fi
  echo "Installing Debian's $* for $purpose..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$@" > /dev/null
}
