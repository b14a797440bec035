# Arbiter's two set-up commands are `make run` and `make test`; both install
# what is missing first (scripts/setup.sh).

GO      ?= go
BIN     := bin
SHARED  ?= ../shared
FUZZTIME ?= 2m
# go test's own default (10 minutes a package) is too short on a loaded
# 2-core machine running a cold build; this holds there.
TEST_TIMEOUT ?= 45m
# i18n.Tf fills a translated printf format: vet checks each call's
# arguments against its English format (vet infers no wrapper through the
# lookup, so it is named here).
VETFLAGS ?= -printf.funcs=arbiter/app/i18n.Tf
export CGO_ENABLED := 1

.PHONY: run test setup setup-test build cli vet fmt-check wasm web web-journey unit mobile-test cases smoke journey \
        fuzz package screenshots bench bench-engines bench-tournament clean

# The app's director serves the table's page to phones (make web): built
# first so that the app embeds it.
run: setup web build
	./$(BIN)/arbiter $(ARGS)

test: setup-test fmt-check vet wasm unit mobile-test cases smoke journey web-journey

setup:
	@./scripts/setup.sh

setup-test:
	@./scripts/setup.sh --test

build:
	$(GO) build -o $(BIN)/arbiter ./cmd/arbiter
	$(GO) build -o $(BIN)/arbiter-cli ./cmd/arbiter-cli

cli:
	$(GO) build -o $(BIN)/arbiter-cli ./cmd/arbiter-cli

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt: not formatted:"; echo "$$out"; exit 1; fi

vet:
	@GO=$(GO) ./scripts/build-progress.sh
	$(GO) vet $(VETFLAGS) ./...
	$(GO) vet $(VETFLAGS) -tags screenshots ./app/...

unit:
	@echo "unit: go test ./... (each package is listed as it finishes)"
	$(GO) test -timeout $(TEST_TIMEOUT) ./...

# The phone layout, tested as Fyne's own CI does it.
mobile-test:
	@echo "mobile-test: the app's tests with the phone layout (-tags mobile: Fyne is built again, about a minute)"
	$(GO) test -timeout $(TEST_TIMEOUT) -tags mobile ./app/...

# What a screen needs, except the history, builds without cgo: for the
# browser (GOOS=js) as for any other front end. So does a tournament
# table's client and what it says on the wire (tournament/table,
# tournament/wire); the director (tournament/director) needs cgo. The
# table's page (cmd/arbiter-web, app/webtable) is built whole.
wasm:
	@echo "wasm: GOOS=js GOARCH=wasm go build of the engines, the scoring, the table session, the tables and the tournament's table client"
	GOOS=js GOARCH=wasm CGO_ENABLED=0 $(GO) build ./engine/... ./scoring/... ./session/... ./app/tables/... ./app/widgets/... ./app/host/... ./app/i18n/... ./tournament/wire/ ./tournament/table/ ./app/tournament/tablewords/ ./app/tournament/resultform/ ./app/tournament/tablescreen/ ./app/webtable/
	GOOS=js GOARCH=wasm CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/arbiter-web

# The table's page the director serves (tournament/webpage embeds it):
# cmd/arbiter-web for the browser, stripped and gzipped, with Go's
# wasm_exec.js. Build the director (make build) after it.
WEB_BUNDLE := tournament/webpage/bundle
web:
	@echo "web: the table's page for phones' browsers (Go for WebAssembly, stripped and gzipped; a few minutes the first time)"
	GOOS=js GOARCH=wasm CGO_ENABLED=0 $(GO) build -trimpath -ldflags="-s -w" -o $(WEB_BUNDLE)/arbiter-web.wasm ./cmd/arbiter-web
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $(WEB_BUNDLE)/wasm_exec.js 2>/dev/null || \
		cp "$$($(GO) env GOROOT)/misc/wasm/wasm_exec.js" $(WEB_BUNDLE)/wasm_exec.js
	gzip -9 -f $(WEB_BUNDLE)/arbiter-web.wasm
	@ls -l $(WEB_BUNDLE)/arbiter-web.wasm.gz

# The table's page in headless Chromium against a real director
# (scripts/web-journey.sh): two tables, a reload, a restart, a wrong code;
# its last line is the evening's count and the page's measurements. It
# rebuilds the page (make web, a few minutes on 2 cores) and arbiter-cli
# with it embedded: built here, after the page, since within one make run
# the cli target is made only once (before the page, for the cases).
web-journey: web
	$(GO) build -o $(BIN)/arbiter-cli ./cmd/arbiter-cli
	@./scripts/web-journey.sh ./$(BIN)/arbiter-cli

# The public rule cases through a fresh arbiter-cli, when shared/ is beside
# the clone (CI); the same cases also run inside `go test` from testdata.
cases: cli
	@if [ -x "$(SHARED)/tools/check-cases" ]; then \
		"$(SHARED)/tools/check-cases" --cli ./$(BIN)/arbiter-cli "$(SHARED)/cases"; \
	else echo "cases: $(SHARED) not found; the copies in testdata ran in go test"; fi

# Starts the real app under Xvfb and checks the home screen was drawn.
smoke: build
	@./scripts/smoke.sh ./$(BIN)/arbiter

# Drives the real app under Xvfb with xdotool through a game's journey
# (the home screen's tile, a new game with the defaults, a round clicked
# in card by card) and checks the stored game with arbiter-cli; the
# screenshots of each step go to a folder under /tmp (JOURNEY_SCREENSHOTS=1:
# also to docs/screenshots/journey).
journey: build
	@./scripts/journey.sh ./$(BIN)/arbiter ./$(BIN)/arbiter-cli

fuzz:
	$(GO) test -run='^$$' -fuzz=FuzzParse -fuzztime=$(FUZZTIME) ./engine/cards/

# The fyne tool is pinned in its own module (tools/fyne) so the app's go.mod
# stays free of the tool's dependencies.
$(BIN)/fyne: tools/fyne/go.mod
	cd tools/fyne && $(GO) build -o ../../$(BIN)/fyne fyne.io/tools/cmd/fyne

# A Linux desktop package (tar.xz with the binary, icon and .desktop entry),
# from a stripped release build, with the metadata of ./FyneApp.toml.
package: setup $(BIN)/fyne
	$(GO) build -trimpath -ldflags="-s -w" -o $(BIN)/arbiter-release/arbiter ./cmd/arbiter
	@# fyne package bumps the build number in FyneApp.toml; the committed
	@# file is put back so packaging leaves the tree clean.
	cp FyneApp.toml $(BIN)/FyneApp.toml.keep
	./$(BIN)/fyne package -os linux --exe $(BIN)/arbiter-release/arbiter --release; \
		status=$$?; cp $(BIN)/FyneApp.toml.keep FyneApp.toml; exit $$status
	mkdir -p dist && mv -f Arbiter.tar.xz dist/
	@ls -l $(BIN)/arbiter-release/arbiter dist/Arbiter.tar.xz

# The sample scenes and Fyne's test driver are built only with the tag
# "screenshots", never into cmd/arbiter. SCENES="myre-table history" limits
# it to some scenes; SHOTS_ARGS="-lang en,nl" adds languages.
screenshots: setup
	$(GO) run -tags screenshots ./app/cmd/screenshots -out docs/screenshots $(SHOTS_ARGS) $(SCENES)

# The performance harness (bench/run.sh, results in docs/performance.md):
# start-up, recording a round, history at scale, engines and package size,
# each side by side with its floor. The first run generates its databases
# under /tmp (about 5 minutes); BENCH_ONLY="record history" runs some steps.
bench: setup-test
	@./bench/run.sh

# Tournament evenings on loopback (bench/tournament, docs/performance.md):
# a director process and N table clients. Without arguments the curve:
# 100, 200 and 500 tables of 24 rounds and 1,000 tables of 4, each evening
# ending with "tournament: tables=N results=N counted=N lost=N
# duplicated=N p50_ms=X p99_ms=X rss_mb=Y", then a table of the four
# (about 10 minutes, most of it the tables joining). One size:
# BENCH_TOURNAMENT_ARGS="-tables 200 -rounds 24"; "-cluster" plays on
# three server nodes and kills one mid-round; "-free" plays without rounds.
bench-tournament: setup
	$(GO) build -o $(BIN)/bench-tournament ./bench/tournament
	./$(BIN)/bench-tournament $(BENCH_TOURNAMENT_ARGS)

# Only the engines' benchmarks.
bench-engines: setup
	$(GO) test -run='^$$' -bench=. -benchmem ./engine/... ./scoring/...

clean:
	rm -rf $(BIN) dist
