# Two commands matter: `make run` and `make test` (see README.md).
SHELL := /bin/bash
export PATH := $(PATH):/usr/local/go/bin
GO ?= go
# WebP is encoded by libwebp compiled to WebAssembly (gen2brain/webp on wazero); nodynamic
# keeps it from loading a system libwebp instead, so every machine runs the same pure-Go code.
export GOFLAGS := -tags=nodynamic
ART := web/public/art

.PHONY: run build test test-go test-go-plain test-go-race test-web lint-web test-e2e vet lint-go art web bench clean image test-image

run: build
	./bin/site serve

build: bin/site

# Front-end packages, reinstalled only when the lock file changes.
web/node_modules/.installed: web/package.json web/package-lock.json
	@# npm ci refuses this lock: npm 11 here leaves other platforms' optional packages out of it.
	cd web && npm install --no-audit --no-fund
	touch $@

# Illustrations and panoramas are rendered by our own Go programs at build time.
art: $(ART)/.generated
$(ART)/.generated: $(shell find cmd/artgen cmd/panogen internal/illustration internal/panorama -name '*.go' 2>/dev/null)
	$(STATIC) $(GO) run $(BUILD_FLAGS) ./cmd/artgen -out $(ART)
	$(STATIC) $(GO) run $(BUILD_FLAGS) ./cmd/panogen -out $(ART)/panoramas
	touch $@

web: web/build/client/index.html
web/build/client/index.html: web/node_modules/.installed $(ART)/.generated $(shell find web/app web/admin web/public web/scripts web/vite -type f -not -path '*/art/*' 2>/dev/null) $(wildcard web/*.ts web/*.json)
	cd web && npm run build
	@# React Router empties web/build; the committed placeholder keeps fresh clones compiling.
	@git checkout -- web/build/README.md 2>/dev/null || true

# `site version` prints VERSION (git describe; `make build VERSION=v1.4.0` names a release).
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null)
# The binary's build settings, no cgo (one static binary) and -trimpath: vet and the plain tests use them too, so they
# reuse the packages the build compiled instead of compiling every one again (vet after a cold build: 81 -> 32 s).
# Only -race needs cgo.
STATIC := CGO_ENABLED=0
BUILD_FLAGS := -trimpath
bin/site: web/build/client/index.html $(shell find cmd internal web -name '*.go' 2>/dev/null) go.mod go.sum
	$(STATIC) $(GO) build $(BUILD_FLAGS) $(if $(VERSION),-ldflags "-X main.version=$(VERSION)") -o bin/site ./cmd/site
	@echo '$(VERSION)' > bin/site.version

# The FROM-scratch container image (Containerfile) with podman, else docker; test-image runs it.
image: bin/site
	bash scripts/image.sh
test-image: bin/site
	bash scripts/image-test.sh

vet:
	$(STATIC) $(GO) vet $(BUILD_FLAGS) ./...

# Linters are Go tool dependencies in go.mod, so `go tool` fetches the pinned versions.
# deadcode counts only what a command reaches: code kept alive by its tests alone fails too.
# Both load packages through `go list -export`, which compiles them: with the binary's settings they reuse its build.
lint-go: export CGO_ENABLED := 0
lint-go: export GOFLAGS := $(GOFLAGS) $(BUILD_FLAGS)
lint-go:
	$(GO) tool staticcheck ./...
	@dead="$$($(GO) tool deadcode ./cmd/...)"; if [ -n "$$dead" ]; then echo "$$dead"; echo "deadcode: unreachable functions above"; exit 1; fi

# Every test, as timed stages (scripts/stage.sh) ending with a table of seconds against each stage's budget
# (README, "The suite's time"). The image test runs right after the build: it decides in seconds whether this
# machine can run containers at all, and a broken image fails the run before the long stages spend their time.
STAGES ?= bin/stages.tsv
export STAGES
test:
	@[ -n "$$KEEP_STAGES" ] || rm -f $(STAGES); \
	stage="bash scripts/stage.sh"; \
	$$stage build 180 $(MAKE) build && \
	$$stage image 30 $(MAKE) test-image && \
	$$stage lint 180 $(MAKE) vet lint-go && \
	$$stage go 240 $(MAKE) test-go-plain && \
	$$stage go-race 330 $(MAKE) test-go-race && \
	$$stage web-unit 150 $(MAKE) test-web && \
	$$stage browser 600 $(MAKE) test-e2e; \
	rc=$$?; $$stage --table; exit $$rc

# PostgreSQL suites run when TEST_DATABASE_URL is set (.ci/run sets it).
# Every package once: plain, except the packages whose goroutines share state (the outbox and webhook workers,
# sign-in, backups, the clock), which run under the race detector only. In the API and media packages the tests named
# for requests at once (RACE_TESTS) run under -race only and the rest plain; the store's run plain and those under
# -race too: the race detector slows the pure-Go SQLite engine and the WebP encoder some tenfold (media's memory-cost
# test took 34 s under it). test-go-plain and test-go-race are CI's two Go stages.
# -vet=off: the lint stage's `go vet ./...` runs every analyzer go test's vet would, on the same packages and tests.
RACE_PACKAGES := ./internal/mail ./internal/webhook ./internal/staff ./internal/backup ./internal/clock
SPLIT_PACKAGES := ./internal/httpapi ./internal/media
RACE_TESTS := Concurren|Race|AtOnce|Simultan|Idempotency|Burst|Hostile|Demoting|Deadline|Guess|Memory|ScansNoPorts
# Packages at once (go test -p): plain, twice the two cores, as most packages' tests wait on processes, disks and
# the database more than they compute (108 s against 129 s at -p 2); under -race, the cores. A bigger machine raises them.
GO_TEST_P ?= 4
GO_RACE_P ?= 2
test-go: test-go-plain test-go-race

# cmd/site's tests run bin/site as make built it (bin/site.version: the release it was built as) instead of building their own.
test-go-plain: bin/site
	pkgs=$$($(GO) list ./... | grep -vxF -f <($(GO) list $(RACE_PACKAGES) $(SPLIT_PACKAGES))) && \
	if [ -s bin/site.version ]; then export SITE_BINARY="$(CURDIR)/bin/site" SITE_BINARY_VERSION="$$(cat bin/site.version)"; fi && \
	$(STATIC) $(GO) test $(BUILD_FLAGS) -vet=off -p $(GO_TEST_P) -count=1 -timeout 30m $$pkgs
	$(STATIC) $(GO) test $(BUILD_FLAGS) -vet=off -p $(GO_TEST_P) -count=1 -timeout 30m -skip '$(RACE_TESTS)' $(SPLIT_PACKAGES)

# The store's, API's and media's race tests in one run, so the API's (about one core busy) and the store's overlap.
test-go-race:
	$(GO) test -race -vet=off -p $(GO_RACE_P) -count=1 -timeout 45m $(RACE_PACKAGES)
	$(GO) test -race -vet=off -p 3 -count=1 -timeout 45m -run '$(RACE_TESTS)' $(SPLIT_PACKAGES) ./internal/sqlstore

test-web: web/node_modules/.installed
	cd web && npm run typecheck
	$(MAKE) lint-web
	cd web && npx vitest run

# ESLint (hooks, accessibility, feature boundaries) and knip (unused files, exports, packages); after typecheck, which writes the route types both read.
lint-web: web/node_modules/.installed
	cd web && npm run lint

test-e2e: bin/site
	cd web && npx playwright test

bench: build
	bash scripts/bench.sh

clean:
	rm -rf bin web/build/client web/build/server $(ART)
