#!/usr/bin/env bash
# Installs the system packages the test suite uses when they are missing: Chromium (end-to-end
# tests), PostgreSQL (the API suite runs on it too) and PgBouncer (the multi-process tests run
# through it). Needs root or passwordless apt.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
if ! command -v initdb >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  need+=(postgresql)
fi
[ -x /usr/sbin/pgbouncer ] || need+=(pgbouncer)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
echo "Installing system packages: ${need[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
