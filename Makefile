# The verbs a newcomer types. Build outputs go to build/ (ignored by git).
GO      ?= go
BUILD   := build
export CGO_ENABLED ?= 0
# The version the game shows (settings, morris -version): git describe's,
# stamped by the linker; without git the game falls back to what the go
# command recorded (internal/version).
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null)
VERSION_FLAG := $(if $(VERSION),-X github.com/ninemen/morris/internal/version.stamp=$(VERSION))

.PHONY: run build wasm serve server dist dist-check test bench bench-frames fuzz puzzles six long e2e vet clean

run: build
	./$(BUILD)/morris

build:
	$(GO) build -ldflags="$(VERSION_FLAG)" -o $(BUILD)/morris .

# The browser build in $(WEB): the game, with brotli and gzip copies for
# servers that send them (wasm/serve does, by Accept-Encoding), the page
# (told the game's size, to show its progress on any host, and its own
# words in every language), the two small cuts of the game's face the
# page writes in (wasm/fonts), the Chinese face, which the game fetches
# only when it writes Chinese, and the
# endgame tables, which the game fetches when the Master first needs them
# (already compressed: no copies), the web app manifest and its icons
# (with Apple's and the favicon), and last the
# service worker, which caches all of these for playing offline and is
# told their version, a hash of them (wasm/sw.js). A build that did not
# change the game keeps the old file and its copies: compressing it takes
# a minute or two.
WEB := $(BUILD)/web
# The browser build inlines calls only in the runtime, the rules and the
# computer, whose searches live on small calls, and the sprites' pixel
# loops: everywhere else (Ebitengine, text shaping, the standard library,
# the scenes) the frames' time goes to the browser's drawing, not to Go,
# and inlining would cost a sixth of the download (some 500 kB of brotli,
# most of it the tables the runtime keeps for each inlined call).
WASM_INLINE := runtime github.com/ninemen/morris/rules github.com/ninemen/morris/ai \
	github.com/ninemen/morris/ai/egtb github.com/ninemen/morris/sprites
WASM_GCFLAGS ?= -gcflags=all=-l $(foreach p,$(WASM_INLINE),-gcflags=$(p)=)
wasm:
	mkdir -p $(WEB)/fonts
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(WASM_GCFLAGS) -ldflags="-s -w $(VERSION_FLAG)" -o $(WEB)/morris.wasm.new .
	if cmp -s $(WEB)/morris.wasm.new $(WEB)/morris.wasm; then rm $(WEB)/morris.wasm.new; \
	else mv $(WEB)/morris.wasm.new $(WEB)/morris.wasm; fi
	cp -p "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $(WEB)/
	cp -p wasm/fonts/*.ttf wasm/fonts/LICENSE.txt $(WEB)/fonts/
	cp -p scenes/kit/fonts/NotoSerifSC-Game.otf scenes/kit/fonts/LICENSE-NotoSerifCJK.txt $(WEB)/fonts/
	cp -p ai/egtb/data/standard.egtb ai/egtb/six/data/six.mmsx $(WEB)/
	cp -p wasm/manifest.webmanifest $(WEB)/
	$(MAKE) --no-print-directory $(BUILD)/icons/icon-512.png
	mkdir -p $(WEB)/icons
	cp -p $(addprefix $(BUILD)/icons/,$(WEB_ICONS)) $(WEB)/icons/
	cp -p $(BUILD)/icons/icon-32.png $(WEB)/favicon.png
	$(GO) run ./wasm/page -bytes $$(wc -c <$(WEB)/morris.wasm | tr -d ' ') <wasm/index.html >$(WEB)/index.html
	$(GO) run ./wasm/page -sw -dir $(WEB) <wasm/sw.js >$(WEB)/sw.js.new && mv $(WEB)/sw.js.new $(WEB)/sw.js
	$(GO) run ./wasm/compress $(WEB)/fonts/*.ttf $(WEB)/fonts/*.otf >/dev/null
	$(MAKE) --no-print-directory $(WEB)/morris.wasm.br

# The icons (dist/icon, drawn from the game's board), made again only when
# the code that draws them changes: it takes some seconds. The browser
# wants the manifest's four (wasm/manifest.webmanifest), Apple's 180 px
# home-screen icon and the page's favicon.
WEB_ICONS := icon-180.png icon-192.png icon-512.png maskable-192.png maskable-512.png
$(BUILD)/icons/icon-512.png: $(wildcard dist/icon/*.go internal/icons/*.go sprites/*.go raster/*.go rules/*.go)
	$(GO) run ./dist/icon -out $(BUILD)/icons

$(WEB)/morris.wasm.br: $(WEB)/morris.wasm
	$(GO) run ./wasm/compress $(WEB)/morris.wasm

serve: wasm
	$(GO) run ./wasm/serve -dir $(WEB) -addr 127.0.0.1:8080

# The game's server: the browser build and online rooms on one port, the
# rooms kept in $(BUILD)/data by an embedded NATS (docs/online.md).
server: wasm
	$(GO) run ./server -web $(WEB) -data $(BUILD)/data -addr 127.0.0.1:8080

# The downloads for every platform, from this machine, in $(BUILD)/dist:
# Windows .exe files, a macOS .app zipped, Linux tarballs, the browser
# build zipped, and SHA256SUMS (docs/dist.md). dist-check, which CI runs,
# builds and packs every target in a temporary folder and keeps nothing.
dist: wasm
	$(GO) run ./dist -out $(BUILD)/dist -web $(WEB) -version "$(VERSION)"

dist-check:
	$(GO) run ./dist -check -version "$(VERSION)"

# The native game under Xvfb and the browser build in headless Chromium,
# clicked through as a player would, and a whole online game through the
# server (scripts/e2e-online.sh); screenshots and figures in e2e-out/.
e2e:
	scripts/e2e.sh e2e-out

test: vet
	$(GO) test -timeout 30m ./...

vet:
	@test -z "$$(gofmt -l . | tee /dev/stderr)" || (echo "gofmt: the files above need formatting" && exit 1)
	$(GO) vet ./...
	$(GO) tool staticcheck ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./rules ./ai ./ai/protocol ./ai/egtb ./sprites ./audio

# The game against an Ebitengine hello world built in the same run, natively
# under Xvfb and in headless Chromium: frames, CPU, memory, first picture,
# download sizes (scripts/bench-frames.sh; minutes, figures in bench-out/).
bench-frames:
	scripts/bench-frames.sh bench-out

# Each fuzz target for FUZZTIME (go test -fuzz runs one target at a time).
FUZZTIME ?= 30s
fuzz:
	for t in FuzzParseFEN FuzzParseMove FuzzParseTurn FuzzParseRecord FuzzParsePlayOK FuzzReadGame; do \
		$(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) ./rules || exit 1; done
	$(GO) test -run '^$$' -fuzz '^FuzzProtocol$$' -fuzztime $(FUZZTIME) ./ai/protocol
	$(GO) test -run '^$$' -fuzz '^FuzzReadSamples$$' -fuzztime $(FUZZTIME) ./ai/cmd/tune
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) ./ai/book
	$(GO) test -run '^$$' -fuzz '^FuzzRead$$' -fuzztime $(FUZZTIME) ./lang/internal/files
	$(GO) test -run '^$$' -fuzz '^FuzzParseLine$$' -fuzztime $(FUZZTIME) ./learn
	$(GO) test -run '^$$' -fuzz '^FuzzUnmarshalProgress$$' -fuzztime $(FUZZTIME) ./learn
	$(GO) test -run '^$$' -fuzz '^FuzzUnmarshalLessonProgress$$' -fuzztime $(FUZZTIME) ./learn
	$(GO) test -run '^$$' -fuzz '^FuzzUnmarshal$$' -fuzztime $(FUZZTIME) ./stats
	$(GO) test -run '^$$' -fuzz '^FuzzParseControl$$' -fuzztime $(FUZZTIME) ./clock
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeSave$$' -fuzztime $(FUZZTIME) ./scenes/app
	$(GO) test -run '^$$' -fuzz '^FuzzRead$$' -fuzztime $(FUZZTIME) ./ai/egtb/six

# The puzzle set, built again from the endgame tables and games of the
# Master (a few minutes; the same set for the same code and seed).
puzzles:
	$(GO) run ./learn/cmd/puzzles -out learn/puzzles.txt

# Six Men's Morris solved again (some seconds; the same bytes for the same
# rules), which the game embeds and the browser fetches.
six:
	nice -n 15 $(GO) run ./ai/cmd/six -out ai/egtb/six/data/six.mmsx

# The long runs: 30,000 differential games and 50,000 soak games per preset
# in rules, the ladder of computer levels in ai (on the 24-, 16- and
# 9-point boards) and the variety of their games, the Master in Six Men's
# Morris against every reply for five turns, and every position of the
# endgame tables against the rules (minutes, not seconds).
long:
	$(GO) test -timeout 2h ./rules -long
	$(GO) test -timeout 2h -run 'Ladder|Variety|NeverLosesSix' ./ai -long -v
	$(GO) test -timeout 2h -run '^TestLadder$$' ./ai -long -v -ladder.variant "Six Men's Morris" -ladder.min 55
	$(GO) test -timeout 2h ./ai/egtb -long

clean:
	rm -rf $(BUILD)
