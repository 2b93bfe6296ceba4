# The verbs a newcomer types. Build outputs go to build/ (ignored by git).
GO      ?= go
BUILD   := build
export CGO_ENABLED ?= 0

.PHONY: run build wasm serve test bench fuzz long e2e vet clean

run: build
	./$(BUILD)/morris

build:
	$(GO) build -o $(BUILD)/morris .

wasm:
	mkdir -p $(BUILD)/web
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o $(BUILD)/web/morris.wasm .
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $(BUILD)/web/
	cp wasm/index.html $(BUILD)/web/

serve: wasm
	$(GO) run ./wasm/serve -dir $(BUILD)/web -addr 127.0.0.1:8080

# The native game under Xvfb and the browser build in headless Chromium,
# clicked through as a player would; screenshots and figures in e2e-out/.
e2e:
	scripts/e2e.sh e2e-out

test: vet
	$(GO) test ./...

vet:
	@test -z "$$(gofmt -l . | tee /dev/stderr)" || (echo "gofmt: the files above need formatting" && exit 1)
	$(GO) vet ./...
	$(GO) tool staticcheck ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./rules ./ai ./sprites ./audio

# Each fuzz target for FUZZTIME (go test -fuzz runs one target at a time).
FUZZTIME ?= 30s
fuzz:
	for t in FuzzParseFEN FuzzParseMove FuzzParseTurn FuzzParseRecord FuzzParsePlayOK; do \
		$(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) ./rules || exit 1; done
	$(GO) test -run '^$$' -fuzz '^FuzzProtocol$$' -fuzztime $(FUZZTIME) ./ai/protocol

# The long runs: 30,000 differential games and 50,000 soak games per preset
# in rules, and the ladder of computer levels in ai (minutes, not seconds).
long:
	$(GO) test -timeout 2h ./rules -long
	$(GO) test -timeout 2h -run Ladder ./ai -long -v

clean:
	rm -rf $(BUILD)
