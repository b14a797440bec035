#!/usr/bin/env bash
# Counts the app's fsyncs in the real window (issue 22): bin/arbiter runs
# under strace in Xvfb; the Myre journey's plan (scripts/journeyplan) is
# replayed with 50 extra card taps (one card tapped on and off) before the
# hand is resolved and saved. The fsync, fdatasync and sync_file_range
# calls are counted between marks: start-up and the new game, the
# journey's own taps, the 50 taps (and the draft's 1 s debounce after
# them), Resolve, Save.
#
# Usage: bench/fsyncs/run.sh [bin/arbiter]   (needs xvfb-run, xdotool, strace)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-bin/arbiter}
if [[ ${2:-} == --inside ]]; then
  tmp=$3
  HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/config XDG_DATA_HOME=$tmp/home/data XDG_CACHE_HOME=$tmp/home/cache \
    LANGUAGE=en LC_ALL=C.UTF-8 FYNE_SCALE=1 \
    strace -f -tt -e trace=fsync,fdatasync,sync_file_range -o "$tmp/strace.out" "$bin" --db "$tmp/h.db" >"$tmp/app.out" 2>"$tmp/app.err" &
  pid=$!
  wid=""
  for _ in $(seq 1 150); do
    wid=$(xdotool search --onlyvisible --name '^Arbiter$' 2>/dev/null | head -1 || true)
    [[ -n $wid ]] && break
    sleep 0.1
  done
  [[ -n $wid ]] || { echo "fsyncs: no window" >&2; exit 1; }
  eval "$(xdotool getwindowgeometry --shell "$wid")"
  at=""
  mark() { echo "$(date +%H:%M:%S.%6N) $1" >>"$tmp/marks"; }
  sleep 2
  mark start
  while read -r what x y rest; do
    case $what in
      step) [[ $x == table ]] && { sleep 2; mark table; } ;;
      click)
        if [[ $rest == Resolve ]]; then sleep 2; mark taps50; fi
        if [[ $rest == "Save hand" ]]; then mark resolve; fi
        # mousemove --sync waits for ever when the pointer is there already.
        if [[ "$x $y" != "${at:-}" ]]; then
          xdotool mousemove --sync $((X + x)) $((Y + y))
          at="$x $y"
        fi
        xdotool click 1
        sleep 0.4
        if [[ $rest == "card 3H" ]]; then
          sleep 2; mark journeytaps
          for _ in $(seq 1 25); do
            xdotool click 1; sleep 0.15; xdotool click 1; sleep 0.15
          done
        fi
        if [[ $rest == "Save hand" ]]; then sleep 2; mark save; fi
        ;;
      type) xdotool type --delay 40 "$x${y:+ $y}${rest:+ $rest}"; sleep 0.3 ;;
    esac
  done <"$tmp/plan"
  # The app, not strace (which would detach and leave it running).
  pkill -TERM -f "^$bin --db $tmp/h.db" || true
  wait "$pid" 2>/dev/null || true
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/home"
go run ./scripts/journeyplan -game myre -size 1280x800 -lang en >"$tmp/plan"
xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$bin" --inside "$tmp"
python3 - "$tmp/strace.out" "$tmp/marks" <<'PY'
import sys
calls=[l.split()[1] for l in open(sys.argv[1]) if ('fsync(' in l or 'fdatasync(' in l or 'sync_file_range(' in l) and 'resumed' not in l]
marks=[l.split() for l in open(sys.argv[2])]
names={"start":"start-up","table":"new game (form, Start)","journeytaps":"the journey's 5 taps (+2 s)","taps50":"50 card taps (+2 s debounce)","resolve":"Resolve","save":"Save hand (+2 s)"}
prev="00"
for t,name in marks+[["99","after"]]:
    n=sum(1 for c in calls if prev<=c<t)
    label=names.get(name,name)
    print(f"{label:34} {n:3d} fsyncs")
    prev=t
PY
