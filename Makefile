# Arbiter's two set-up commands are `make run` and `make test`; both install
# what is missing first (scripts/setup.sh).

GO      ?= go
BIN     := bin
SHARED  ?= ../shared
FUZZTIME ?= 2m
export CGO_ENABLED := 1

.PHONY: run test setup setup-test build cli vet fmt-check unit mobile-test cases smoke \
        fuzz package screenshots bench clean

run: setup build
	./$(BIN)/arbiter $(ARGS)

test: setup-test fmt-check vet unit mobile-test cases smoke

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
	$(GO) vet ./...

unit:
	$(GO) test ./...

# The phone layout, tested as Fyne's own CI does it.
mobile-test:
	$(GO) test -tags mobile ./app/...

# The public rule cases through a fresh arbiter-cli, when shared/ is beside
# the clone (CI); the same cases also run inside `go test` from testdata.
cases: cli
	@if [ -x "$(SHARED)/tools/check-cases" ]; then \
		"$(SHARED)/tools/check-cases" --cli ./$(BIN)/arbiter-cli "$(SHARED)/cases"; \
	else echo "cases: $(SHARED) not found; the copies in testdata ran in go test"; fi

# Starts the real app under Xvfb and checks the home screen was drawn.
smoke: build
	@./scripts/smoke.sh ./$(BIN)/arbiter

fuzz:
	$(GO) test -run='^$$' -fuzz=FuzzParse -fuzztime=$(FUZZTIME) ./engine/cards/

FYNE := $(shell $(GO) env GOPATH)/bin/fyne
$(FYNE):
	$(GO) install fyne.io/tools/cmd/fyne@v1.7.2

# A Linux desktop package (tar.xz with the binary, icon and .desktop file).
package: setup $(FYNE)
	mkdir -p dist
	cd cmd/arbiter && $(FYNE) package -os linux --source-dir . --icon ../../assets/icon.png --app-id org.arbiter.app --name Arbiter --release
	mv cmd/arbiter/*.tar.xz dist/
	@ls -l dist/

screenshots: setup
	$(GO) run ./app/cmd/screenshots -out docs/screenshots

bench: setup
	$(GO) test -run='^$$' -bench=. -benchmem ./engine/... ./scoring/...

clean:
	rm -rf $(BIN) dist
