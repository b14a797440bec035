#!/usr/bin/env bash
# The performance harness (make bench; docs/performance.md has the
# results and what they mean). Every comparison runs its two sides in the
# same process or session, alternating, and reports ratios as medians with
# min and max:
#   1. start-up: bin/arbiter (100,000 rounds in its history) against the
#      minimal Fyne app bench/minimal, under Xvfb: first drawn frame, Fyne's
#      "started" moment and peak RSS;
#   2. recording a round: Store.AddRound against bare database/sql;
#   3. history at scale (1,000,000 rounds): the store's queries against the
#      same SQL in the sqlite3 shell, and `arbiter-cli games` against the
#      sqlite3 shell as whole processes;
#   3b. a long game (bench/longgame): a Pymtheg game of 1,000 deals, adding
#      deal 1,000 against deal 1 (Store and arbiter-cli add-round) and its
#      totals;
#   4. engines: go test -bench of every game, and Myre's optimiser against
#      the fastest variant in bench/myrebest;
#   5. package size: make package.
# Logs go to $BENCH_OUT (default /tmp/arbiter-bench); the generated
# databases to $BENCH_DB_DIR (default /tmp), made once and reused.
# BENCH_ONLY="startup record" runs only the named steps (startup record
# history engines myre package).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${BENCH_OUT:-/tmp/arbiter-bench}
dbdir=${BENCH_DB_DIR:-/tmp}
runs=${BENCH_RUNS:-7}
benchtime=${BENCHTIME:-500ms}
only=${BENCH_ONLY:-startup record longgame history engines myre package}
mkdir -p "$out"
want() { [[ " $only " == *" $1 "* ]]; }
say() { echo; echo "== $*"; }

# The sqlite3 shell (the history step's floor), as scripts/setup.sh installs
# what it needs.
if want history && ! command -v sqlite3 >/dev/null 2>&1; then
  if [[ $(id -u) -eq 0 ]]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends sqlite3
  elif command -v sudo >/dev/null 2>&1; then sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends sqlite3
  else echo "bench: the sqlite3 shell is missing: apt-get install sqlite3" >&2; exit 1; fi
fi

say "building (the app and the minimal app with the same toolchain and flags)"
go build -o bin/arbiter ./cmd/arbiter
go build -o bin/bench-minimal ./bench/minimal
go build -o bin/arbiter-cli ./cmd/arbiter-cli
for c in gen startup startupprof record history benchsum longgame pageproc; do go build -o "bin/bench-$c" "./bench/$c"; done
go version

if want startup || want history; then
  say "generating the histories (once; reused from $dbdir)"
  want startup && ./bin/bench-gen -db "$dbdir/arbiter-bench-100k.db" -games 2000 | tee "$out/gen-100k.log"
  want history && ./bin/bench-gen -db "$dbdir/arbiter-bench-1m.db" -games 20000 | tee "$out/gen-1m.log"
fi

if want engines; then
  say "engines: go test -bench (count 5, benchtime $benchtime)"
  go test -run='^$' -bench=. -benchmem -count=5 -benchtime="$benchtime" ./engine/... ./scoring/... >"$out/engines.txt"
  ./bin/bench-benchsum <"$out/engines.txt" | tee "$out/engines.log"
fi

if want myre; then
  say "Myre's optimiser against the fastest variant (bench/myrebest)"
  go test -count=1 ./bench/myrebest >/dev/null # same results as myre.Best
  ARBITER_BENCH=1 go test -count=1 -run=Interleaved -v ./bench/myrebest | grep '^myre' | tee "$out/myre.log"
fi

if want record; then
  say "recording a round: Store.AddRound against bare database/sql"
  ./bin/bench-record -rounds "${BENCH_ROUNDS:-1000}" | tee "$out/record.log"
fi

if want longgame; then
  say "a long game: Pymtheg, 1,000 deals (bench/longgame)"
  ./bin/bench-longgame -cli bin/arbiter-cli | tee "$out/longgame.log"
fi

if want history; then
  say "history at scale: the store against the sqlite3 shell"
  ./bin/bench-history -db "$dbdir/arbiter-bench-1m.db" -runs "$runs" -cli bin/arbiter-cli | tee "$out/history.log"
fi

if want startup; then
  say "start-up under Xvfb: Arbiter against the minimal Fyne app"
  xvfb-run -a -s "-screen 0 1280x800x24" ./bin/bench-startup -db "$dbdir/arbiter-bench-100k.db" -runs "$runs" -empty-db | tee "$out/startup.log"
  say "start-up phases of Arbiter (bench/startupprof, ms since process start, median of 5)"
  for i in 1 2 3 4 5; do
    xvfb-run -a -s "-screen 0 1280x800x24" ./bin/bench-startupprof -db "$dbdir/arbiter-bench-100k.db" -for 1500ms 2>/dev/null
  done | awk '{ ms = $(NF-1); $(NF-1) = ""; $NF = ""; sub(/ +$/, ""); v[$0] = v[$0] " " ms; if (!($0 in seen)) { seen[$0] = 1; order[++n] = $0 } }
    END { for (i = 1; i <= n; i++) { k = split(substr(v[order[i]], 2), a, " "); for (x = 2; x <= k; x++) for (y = x; y > 1 && a[y-1] + 0 > a[y] + 0; y--) { t = a[y]; a[y] = a[y-1]; a[y-1] = t }; printf "phase: %-26s median %7.1f ms (min %.1f, max %.1f)\n", order[i], a[int((k + 1) / 2)], a[1], a[k] } }' | tee "$out/startup-phases.log"
fi

if want package; then
  say "package size: make package"
  make package >"$out/package-build.log" 2>&1 || { tail -20 "$out/package-build.log"; exit 1; }
  for f in bin/arbiter-release/arbiter dist/Arbiter.tar.xz bin/arbiter; do
    stat -c '%s %n' "$f" | awk '{ printf "package: %-28s %10d bytes (%.1f MiB)\n", $2, $1, $1 / 1048576 }'
  done | tee "$out/package.log"
fi

say "summary (logs in $out)"
cat "$out"/*.log 2>/dev/null | grep -E 'RATIO|per round|p50|package:|first frame|peak RSS|store median|Totals' || true
