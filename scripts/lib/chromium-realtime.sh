#!/bin/sh
# Debian's Chromium at a real-time scheduling priority (SCHED_FIFO), for the main-thread budget
# (scripts/lib/mainThread.ts): its threads then run whenever they are ready, whatever else the
# machine is doing, so a task's time is the page's own. The kernel still leaves other processes 5%
# of each second. Without the right to it (not root), Chromium runs as usual and says so.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if chrt -f 10 true 2>/dev/null; then
  exec chrt -f 10 "$chromium" "$@"
fi
echo "chromium-realtime: no real-time priority here; main-thread figures include other processes' load" >&2
exec "$chromium" "$@"
