#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; Playwright never downloads a browser here.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "› Chromium ontbreekt; installeren met apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium ontbreekt. Installeer het met: sudo apt-get install chromium" >&2
exit 1
