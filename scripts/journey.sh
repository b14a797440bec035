#!/usr/bin/env bash
# The real window's journey: start bin/arbiter under Xvfb at 1280×800 on a
# fresh history, drive a game with xdotool from the home screen the way a
# person does - tap the game's tile, start it with every house rule as it
# is, enter and save a round by clicking the cards where they are drawn -
# take a screenshot after each step, and check with arbiter-cli on the
# same history that the stored game has the round and the totals the
# engine computes.
#
# Where to click comes from the layout itself: scripts/journeyplan plays
# the same journey in Fyne's test driver (the app's own screens, at the
# same size and language) and prints each tap at the middle of the text
# tapped, what is typed, when a screenshot is due and what the history
# must hold. Each step waits for the screen to settle (two identical
# frames) before the next tap.
#
# Adding a game's journey: a function in scripts/journeyplan's journeys
# (what a person taps and types, in view at 1280×800), and here a
# journey_<game> (makes its plan) and a score_input_<game> (the score input
# of its stored rounds, from `arbiter-cli show --json`), then the game in
# JOURNEY_GAMES' default list. Everything else (the window, the replay,
# the screenshots, the checks) is shared.
#
# Usage: scripts/journey.sh [bin/arbiter [bin/arbiter-cli]]
#   JOURNEY_GAMES="myre pymtheg"  the games to play (each has a journey_<game>)
#   JOURNEY_SCREENSHOTS=1    also copy each step's screenshot into
#                            docs/screenshots/journey/<game>-NN-<step>.png
# Screenshots go to a folder under /tmp (printed at the end). Skipped, with
# a message, without xvfb-run, xwd, xdotool or jq (scripts/setup.sh --test
# installs them).
set -euo pipefail

bin=${1:-bin/arbiter}
cli=${2:-bin/arbiter-cli}
games=${JOURNEY_GAMES:-myre pymtheg}
width=1280
height=800

# ---- inside the virtual display ----

# start_app starts the app on a fresh history ($1) with fresh settings, and
# waits for its window: WX, WY are where its content starts on the screen.
start_app() {
  local db=$1 home=$2
  mkdir -p "$home"
  HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data XDG_CACHE_HOME=$home/cache \
    LANGUAGE=en LC_ALL=C.UTF-8 FYNE_SCALE=1 \
    "$bin" --db "$db" >"$home/app.out" 2>"$home/app.err" &
  app_pid=$!
  local wid="" i
  for i in $(seq 1 100); do
    wid=$(xdotool search --onlyvisible --name '^Arbiter$' 2>/dev/null | head -1 || true)
    [[ -n "$wid" ]] && break
    kill -0 "$app_pid" 2>/dev/null || { echo "journey: the app exited" >&2; cat "$home/app.err" >&2; return 1; }
    sleep 0.1
  done
  [[ -n "$wid" ]] || { echo "journey: no window after 10 s" >&2; return 1; }
  local X Y WIDTH HEIGHT SCREEN WINDOW
  eval "$(xdotool getwindowgeometry --shell "$wid")"
  if [[ $WIDTH != "$width" || $HEIGHT != "$height" ]]; then
    echo "journey: the window is ${WIDTH}×${HEIGHT}, the plan is for ${width}×${height}" >&2
    return 1
  fi
  WX=$X WY=$Y
}

stop_app() {
  kill "$app_pid" 2>/dev/null || true
  wait "$app_pid" 2>/dev/null || true
}

# settle waits until the screen is drawn and two frames in a row are the
# same (at most 10 s), leaving the last frame in $tmp/frame.png.
settle() {
  local prev="" cur n i
  for i in $(seq 1 100); do
    n=$(xwd -root -silent | "$tmp/xshot" -png "$tmp/frame.png" 2>/dev/null || echo 0)
    cur=$(md5sum <"$tmp/frame.png" | cut -d' ' -f1)
    if [[ ${n:-0} -gt 20 && $cur == "$prev" ]]; then
      return 0
    fi
    prev=$cur
    sleep 0.1
  done
  echo "journey: the screen did not settle" >&2
}

# replay plays a plan (made outside) in the window; screenshots go to
# $shots/<game>-NN-<step>.png.
replay() {
  local game=$1 plan=$2 n=0 what x y rest at=""
  while read -r what x y rest; do
    case $what in
      step)
        settle
        n=$((n + 1))
        local name
        name=$(printf '%s-%02d-%s.png' "$game" "$n" "$x")
        cp "$tmp/frame.png" "$shots/$name"
        if [[ ${JOURNEY_SCREENSHOTS:-} == 1 ]]; then
          mkdir -p docs/screenshots/journey
          cp "$tmp/frame.png" "docs/screenshots/journey/$name"
        fi
        echo "  step $n: $x"
        ;;
      click)
        # mousemove --sync waits for the pointer to move: it can wait for
        # ever when the pointer is there already (a button tapped twice).
        if [[ "$x $y" != "${at:-}" ]]; then
          xdotool mousemove --sync $((WX + x)) $((WY + y))
          at="$x $y"
        fi
        xdotool click 1
        settle
        ;;
      wheel)
        # To the page's end: more notches than any page here needs.
        local button=5
        [[ $rest == up ]] && button=4
        if [[ "$x $y" != "${at:-}" ]]; then
          xdotool mousemove --sync $((WX + x)) $((WY + y))
          at="$x $y"
        fi
        xdotool click --repeat 40 --delay 20 "$button"
        settle
        ;;
      type)
        # "type TEXT": the words after "type" (read split them).
        xdotool type --delay 40 "$x${y:+ $y}${rest:+ $rest}"
        settle
        ;;
    esac
  done <"$plan"
}

# play_game plays one game's journey in the window, on its own history.
play_game() {
  local game=$1
  start_app "$tmp/$game.db" "$tmp/home-$game"
  settle
  replay "$game" "$tmp/$game.plan" || { stop_app; return 1; }
  stop_app
}

inside() {
  local g
  for g in $games; do
    echo "journey: $g in the real window"
    play_game "$g"
  done
}

if [[ ${1:-} == --inside ]]; then
  tmp=$2 shots=$3 bin=$4 games=$5
  inside
  exit 0
fi

# ---- outside: the plans, the display, the checks ----

for tool in xvfb-run xwd xdotool jq; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "journey: $tool not found; skipping the real-window journey (scripts/setup.sh --test installs it)"
    exit 0
  fi
done

start=$(date +%s)
tmp=$(mktemp -d)
shots=$(mktemp -d /tmp/arbiter-journey.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/xshot" ./bench/xshot
go build -o "$tmp/journeyplan" ./scripts/journeyplan

# expected KEY PLAN: the JSON the plan expects under KEY, keys sorted.
expected() { sed -n "s/^expect $1 //p" "$2" | jq -S -c .; }

# check_history checks a game's history with arbiter-cli: one game of the
# kind, with the plan's house rules (the defaults), its rounds and totals;
# and the engine, given those rounds (score_input_<game>), computes the
# same totals.
check_history() {
  local game=$1 db=$tmp/$1.db plan=$tmp/$1.plan id show got want
  id=$("$cli" games --db "$db" --json | jq -r '.games | if length == 1 then .[0].id else error("\(length) games stored") end')
  show=$("$cli" show "$id" --db "$db" --json)
  for key in kind options inputs totals; do
    case $key in
      kind) got=$(jq -S -c .game.kind <<<"$show") ;;
      options) got=$(jq -S -c .game.options <<<"$show") ;;
      inputs) got=$(jq -S -c '[.rounds[] | select(.live) | .input]' <<<"$show") ;;
      totals) got=$(jq -S -c .game.totals <<<"$show") ;;
    esac
    want=$(expected "$key" "$plan")
    if [[ $got != "$want" ]]; then
      echo "journey: $game: the stored $key is $got, the journey entered $want" >&2
      return 1
    fi
  done
  got=$("score_input_$game" <<<"$show" | "$cli" score | "score_totals_$game")
  want=$(jq -S -c .game.totals <<<"$show")
  if [[ $got != "$want" ]]; then
    echo "journey: $game: stored totals $want, the engine computes $got from the stored rounds" >&2
    return 1
  fi
  echo "journey: $game: arbiter-cli finds the round and the totals the engine computes ($want)"
}

# ---- the games: each has a plan (scripts/journeyplan -game <game>) and
# builds the score input of its stored rounds for arbiter-cli score ----

# score_totals_<game> reads the totals of the game's score output.
score_totals_myre() { jq -S -c .totals; }
score_totals_pymtheg() { jq -S -c .totals; }

score_input_myre() {
  jq -c '{game: .game.kind, options: .game.options, hands: [.rounds[] | select(.live) | .input]}'
}

journey_myre() {
  "$tmp/journeyplan" -game myre -size "${width}x${height}" -lang en >"$tmp/myre.plan"
}

score_input_pymtheg() {
  jq -c '{game: .game.kind, options: .game.options, deals: [.rounds[] | select(.live) | .input]}'
}

# journey_pymtheg: the Pymtheg tile, a new game with the defaults, one deal
# by quick entry (its contract, then its tricks with the page wheeled to
# its end).
journey_pymtheg() {
  "$tmp/journeyplan" -game pymtheg -size "${width}x${height}" -lang en >"$tmp/pymtheg.plan"
}

# A Hyrule record keeps its run-off game's turns after the round's seven;
# score takes the run-off game nested, with its players (the first
# run-off turn's result names them). The round's captured cards are the
# game's totals (HYRULE-4).
score_input_hyrule() {
  jq -c '[.rounds[] | select(.live)] as $r | {game: .game.kind, options: .game.options, players: .game.setup.players,
    turn_rules: .game.setup.turn_rules, turns: [$r[0:7][] | .input]}
    + (if ($r | length) > 7 then {runoff: {players: $r[7].result.players, turns: [$r[7:][] | .input]}} else {} end)'
}
score_totals_hyrule() { jq -S -c .captured; }

journey_hyrule() {
  "$tmp/journeyplan" -game hyrule -size "${width}x${height}" -lang en >"$tmp/hyrule.plan"
}

for g in $games; do
  "journey_$g"
done
if ! timeout 120 xvfb-run -a -s "-screen 0 ${width}x${height}x24" bash "$0" --inside "$tmp" "$shots" "$bin" "$games"; then
  echo "journey: FAILED in the real window; screenshots so far in $shots" >&2
  exit 1
fi
for g in $games; do
  check_history "$g"
done
echo "journey: ok in $(($(date +%s) - start)) s; screenshots in $shots"
