#!/usr/bin/env bash
# Smoke test: start the real app in a virtual X display, wait until its home
# screen is drawn (a screen dump with more than a handful of colours), save
# that screen, and stop the app. Skipped, with a message, without Xvfb.
set -euo pipefail
bin=${1:-bin/arbiter}
shot=${SMOKE_SCREENSHOT:-}
if ! command -v xvfb-run >/dev/null 2>&1 || ! command -v xwd >/dev/null 2>&1; then
  echo "smoke: xvfb-run or xwd not found; skipping the real-window test"
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/xshot" ./bench/xshot
cat >"$tmp/inner.sh" <<INNER
set -u
"$bin" -startup-report >"$tmp/out" 2>"$tmp/err" &
pid=\$!
for i in \$(seq 1 600); do
  if ! kill -0 \$pid 2>/dev/null; then echo "exited"; exit 1; fi
  n=\$(xwd -root -silent 2>/dev/null | "$tmp/xshot" -png "$tmp/home.png" 2>/dev/null || echo 0)
  if [ "\${n:-0}" -gt 20 ]; then echo "drawn after \$((i/10)).\$((i%10)) s"; kill \$pid; wait \$pid 2>/dev/null; exit 0; fi
  sleep 0.1
done
kill \$pid; echo "timeout"; exit 1
INNER
if ARBITER_DB="$tmp/smoke.db" timeout 120 xvfb-run -a -s "-screen 0 1280x800x24" bash "$tmp/inner.sh"; then
  cat "$tmp/out"
  [ -n "$shot" ] && cp "$tmp/home.png" "$shot"
  echo "smoke: ok (home screen drawn)"
else
  echo "smoke: FAILED: the home screen was not drawn" >&2
  tail -20 "$tmp/err" >&2 || true
  exit 1
fi
