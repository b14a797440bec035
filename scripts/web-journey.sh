#!/usr/bin/env bash
# The table's page in a real browser (make web-journey): a director
# (arbiter-cli tournament serve --web) and headless Chromium at 390×844,
# driven through chromedriver's WebDriver API with curl and jq. The page is
# one canvas: where its controls are drawn is read from the page itself
# (window.arbiterProbe, app/webtable's Probe), and tapped there with touch
# actions, as a finger would.
#
# Two tables enter round 1 (North: everyone passed, East agrees on the
# same device); between them the director is killed and started again on
# the same ports, and table 1's page is reloaded (it joins again by itself
# and finds its outbox); a page with a wrong join code is refused with the
# reason and stores nothing. Every result must count once.
#
# The last line: web: tables=N results=N counted=N lost=N duplicated=N
# first_screen_ms=X cached_screen_ms=X wasm_gz_mb=Y page_mb=Z (the
# screen times from navigation to the page's first screen: the join form
# on a first load, the table on a reload with the program cached)
set -euo pipefail

CLI=${1:-bin/arbiter-cli}
BUNDLE=${2:-tournament/webpage/bundle/arbiter-web.wasm.gz}
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
DRIVER=${CHROMEDRIVER:-/usr/bin/chromedriver}
for tool in "$CHROMIUM" "$DRIVER" jq curl; do
  command -v "$tool" >/dev/null || { echo "web-journey: $tool is missing: scripts/setup.sh --test installs it" >&2; exit 1; }
done

work=$(mktemp -d /tmp/arbiter-web-journey.XXXXXX)
serve_pid=""
driver_pid=""
sid=""
cleanup() {
  [[ -n "$sid" ]] && curl -s -X DELETE "http://127.0.0.1:$dport/session/$sid" >/dev/null 2>&1 || true
  [[ -n "$driver_pid" ]] && kill "$driver_pid" 2>/dev/null || true
  [[ -n "$serve_pid" ]] && kill "$serve_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  [[ -n "${KEEP:-}" ]] || rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "web-journey: $*" >&2
  if [[ -n "$sid" ]]; then
    curl -s "http://127.0.0.1:$dport/session/$sid/screenshot" | jq -r .value | base64 -d >"$work/failed.png" 2>/dev/null || true
  fi
  echo "web-journey: the director's log and the page's screenshot: $work" >&2
  KEEP=1
  exit 1
}

freeport() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
nport=$(freeport)
# The page's port carries its WebSocket too (/nats).
wport=$(freeport)
dport=$(freeport)

cat >"$work/setup.json" <<'EOF'
{"name":"Web journey","game":"pymtheg","form":"league","teams":[{"name":"Owls","players":["Ann","Cy"]},{"name":"Hawks"},{"name":"Foxes"},{"name":"Bees"}]}
EOF

start_director() {
  "$CLI" tournament serve "$@" --db "$work/director.db" --data "$work/data" --listen "127.0.0.1:$nport" --web "$wport" \
    >"$work/serve.json" 2>>"$work/serve.err" &
  serve_pid=$!
  for _ in $(seq 100); do
    [[ -s "$work/serve.json" ]] && return 0
    kill -0 "$serve_pid" 2>/dev/null || fail "the director did not start: $(cat "$work/serve.err")"
    sleep 0.1
  done
  fail "the director did not say its addresses"
}
start_director --new "$work/setup.json"
event=$(jq -r .event_id "$work/serve.json")
[[ $(jq -r .web_built "$work/serve.json") == true ]] || fail "this arbiter-cli has no table's page: make web, then build it again"
page1=$(jq -r '.table_pages[0]' "$work/serve.json")
page2=$(jq -r '.table_pages[1]' "$work/serve.json")
base=$(jq -r '.web_urls[0]' "$work/serve.json")

"$DRIVER" --port="$dport" >"$work/driver.log" 2>&1 &
driver_pid=$!
for _ in $(seq 100); do curl -s "http://127.0.0.1:$dport/status" | jq -e .value.ready >/dev/null 2>&1 && break; sleep 0.1; done

caps=$(jq -n --arg bin "$CHROMIUM" --arg dir "$work/profile" '{capabilities: {alwaysMatch: {browserName: "chrome", "goog:chromeOptions": {binary: $bin, args: [
  "--headless", "--no-sandbox", "--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
  "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
  "--window-size=390,844", ("--user-data-dir=" + $dir)],
  mobileEmulation: {deviceMetrics: {width: 390, height: 844, pixelRatio: 1, touch: true}}}}}}')
sid=$(curl -s -X POST "http://127.0.0.1:$dport/session" -H 'content-type: application/json' -d "$caps" | jq -r .value.sessionId)
[[ -n "$sid" && "$sid" != null ]] || fail "chromedriver did not open a session: $(tail -5 "$work/driver.log")"

wd() { curl -s -X "$1" "http://127.0.0.1:$dport/session/$sid$2" -H 'content-type: application/json' -d "${3:-{\}}"; }
js() { wd POST /execute/sync "$(jq -n --arg s "$1" '{script: $s, args: []}')" | jq -r .value; }
# go_to loads a page afresh: another address that differs only in its
# fragment would otherwise be the same page, never loaded again.
go_to() {
  wd POST /url '{"url": "about:blank"}' >/dev/null
  wd POST /url "$(jq -n --arg u "$1" '{url: $u}')" >/dev/null
}
probe() { js 'return window.arbiterProbe ? window.arbiterProbe() : "{}"'; }

# until WHAT JQ-CONDITION [seconds]: polls the page's probe.
until_probe() {
  local what=$1 cond=$2 secs=${3:-60} p
  for _ in $(seq $((secs * 5))); do
    p=$(probe)
    if echo "$p" | jq -e "$cond" >/dev/null 2>&1; then return 0; fi
    sleep 0.2
  done
  fail "timed out waiting for $what; the page: $p"
}

# shown_ms TITLE: the time from navigation to the page showing TITLE.
shown_ms() {
  local v
  for _ in $(seq 600); do
    v=$(js 'return window.arbiterShown ? JSON.stringify(window.arbiterShown) : null')
    if [[ "$v" != null ]] && echo "$v" | jq -e --arg t "$1" '.title == $t' >/dev/null; then
      echo "$v" | jq '.at | floor'
      return 0
    fi
    sleep 0.1
  done
  fail "the page never showed \"$1\": $v"
}

# tap NAME: a touch where the page draws its control NAME.
tap() {
  local p x y scale
  p=$(probe)
  echo "$p" | jq -e --arg n "$1" '.targets[$n]' >/dev/null || fail "no \"$1\" on the page: $p"
  scale=$(js 'return window.innerWidth' | jq --argjson p "$p" '. / $p.width')
  x=$(echo "$p" | jq --arg n "$1" --argjson s "$scale" '.targets[$n][0] * $s | floor')
  y=$(echo "$p" | jq --arg n "$1" --argjson s "$scale" '.targets[$n][1] * $s | floor')
  wd POST /actions "$(jq -n --arg kind "${TAP_POINTER:-touch}" --argjson x "$x" --argjson y "$y" '{actions: [{type: "pointer", id: "finger", parameters: {pointerType: $kind}, actions: [
    {type: "pointerMove", duration: 0, x: $x, y: $y, origin: "viewport"}, {type: "pointerDown", button: 0},
    {type: "pause", duration: 80}, {type: "pointerUp", button: 0}]}]}')" >/dev/null
  wd DELETE /actions >/dev/null
}

# a table's round 1: North, everyone passed; East agrees on the device.
enter_round1() {
  until_probe "table $1 to read the event" '.joined and .connected and .phase == "enter" and .round == 1' 90
  until_probe "the result form" '.targets.passed' 30
  tap passed
  until_probe "the send button" '.targets.send' 30
  tap send
  until_probe "East's turn at table $1" '.phase == "verify" and .targets.agree' 30
  tap agree
  until_probe "table $1's round 2" '.round == 2 and .pending == 0' 60
}

# Table 1: the first load (nothing cached), the join form from the QR
# code's address, the join tap, the result.
go_to "$page1"
first_ms=$(shown_ms "Join a tournament")
until_probe "the join button" '.targets.join' 30
tap join
enter_round1 1
# The page's memory: the Go program's (its WebAssembly memory) and
# JavaScript's heap.
heap=$(js 'return (window.arbiterGo && arbiterGo._inst ? arbiterGo._inst.exports.mem.buffer.byteLength : 0) + (performance.memory ? performance.memory.usedJSHeapSize : 0)')

# The director is killed and started again on the same ports.
kill "$serve_pid"; wait "$serve_pid" 2>/dev/null || true
: >"$work/serve.json"
start_director --event "$event"

# Table 1's page reloaded mid-evening: cached now; it joins again by
# itself and is at round 2.
wd POST /refresh >/dev/null
cached_ms=$(shown_ms "Table 1")
until_probe "table 1 back at round 2" '.joined and .connected and .round == 2' 90

# Table 2 joins after the restart and enters its result.
go_to "$page2"
shown_ms "Join a tournament" >/dev/null
until_probe "the join button" '.targets.join' 30
tap join
enter_round1 2

# A page with a wrong join code is refused, with the reason, back on the
# join form; nothing is stored.
wrong="${page1%code=*}code=ZZZZZ-ZZZZZ"
go_to "$wrong"
shown_ms "Join a tournament" >/dev/null
until_probe "the join button" '.targets.join' 30
tap join
until_probe "the refusal" '.title == "Join a tournament" and (.problem // "" | test("does not let this device in"))' 60

# What counts, as the director's standings page says it (each table's
# round 1; a result sent again is dropped by its id and would show as a
# count above the results entered).
standings=$(curl -s "$base/standings")
counted=$(echo "$standings" | grep -o '[0-9]* of [0-9]* results counted' | cut -d' ' -f1)
[[ -n "$counted" ]] || fail "the standings page says no count: $standings"
results=2
lost=$(( results > counted ? results - counted : 0 ))
dup=$(( counted > results ? counted - results : 0 ))
# Each table's round 1 is a passed deal, both teams named there.
passed=$("$CLI" tournament status --db "$work/director.db" | jq '[.tables[].passed | length] | add')
[[ "$passed" == 4 ]] || fail "the director's history has $passed teams with a passed deal, not 4"
gz=$(stat -c %s "$BUNDLE")
wasm_mb=$(awk -v b="$gz" 'BEGIN { printf "%.1f", b / 1e6 }')
page_mb=$(awk -v b="$heap" 'BEGIN { printf "%.0f", b / 1e6 }')
[[ "$counted" == "$results" ]] || fail "counted $counted of $results results"
echo "web: tables=2 results=$results counted=$counted lost=$lost duplicated=$dup first_screen_ms=$first_ms cached_screen_ms=$cached_ms wasm_gz_mb=$wasm_mb page_mb=$page_mb"
