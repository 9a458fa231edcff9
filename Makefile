# Sunshine: `make run` to build and start, `make test` to run every test. See README.md.
SHELL := /bin/bash
BIN := node_modules/.bin
BUN := $(BIN)/bun
# Concurrent builds (several terminals, parallel work) must not write public/ or dist/ at the same time.
LOCK := flock /tmp/sunshine-build.lock
# Bytecode makes start-up about twice as fast; two levels of functions ahead of time start as fast as all of them
# while the binary stays smaller (the deeper ones compile when first called). Only the SQL and the journal of
# migrations are read at run time (not drizzle-kit's snapshots); the libraries' production builds are chosen at build
# time, as the binary always runs in production mode. The large libraries of single features (src/lib/lazy-libs.ts)
# are embedded as plain bundles without bytecode: they are loaded once, on that feature's first use. The web app's
# scripts, styles and page are embedded brotli-compressed, as they are sent (scripts/pack-web.ts). The bytecode a
# start runs is laid out first (scripts/bytecode-order.ts recorded which): a start reads fewer pages of it. The JIT is
# a hundred times as reluctant until the schedulers' catch-up after a start has run (src/index.ts sets it back):
# start-up code runs once, and compiling it kept ~5 MB for the whole run. The assistant's sentence templates are filed
# under their words while building (scripts/file-templates.ts): the first message after a start does not wait for it.
COMPILE_FLAGS := --compile --splitting --minify --bytecode --bytecode-depth=2 --format=esm --compile-jit-policy=100 \
	--no-compile-autoload-dotenv --no-compile-autoload-bunfig --define 'process.env.NODE_ENV="production"' \
	--define 'process.env.SUNSHINE_LAZY_LIBS="embedded"' --bytecode-order=scripts/bytecode-order.txt \
	--external react-devtools-core \
	--asset ./dist/embed/migrations --asset ./dist/embed/lazy --asset ./dist/embed/public --asset ./dist/embed/understand \
	./src/index.ts

# The wake word's native engine is embedded for the binary's own processor only (cli/listen/wakeword.ts).
HOST_ARCH := $(if $(filter aarch64 arm64,$(shell uname -m)),arm64,x64)
for_arch = --define 'process.env.SUNSHINE_BUILD_ARCH="$(1)"'

.PHONY: install routes lint build web binary run dev test typecheck test-unit test-e2e test-release release release-arm64 system-deps bench migrations format clean readme

install: node_modules/.installed
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

web: install
	$(BIN)/vite build --config web/vite.config.ts --logLevel warn

binary: install
	@rm -rf dist/embed && mkdir -p dist/embed/migrations/meta
	@cp migrations/*.sql dist/embed/migrations/ && cp migrations/meta/_journal.json dist/embed/migrations/meta/
	@$(BUN) scripts/build-lazy-libs.ts >/dev/null
	@$(BUN) scripts/file-templates.ts >/dev/null
	@$(BUN) scripts/pack-web.ts >/dev/null
	$(BUN) build $(COMPILE_FLAGS) $(call for_arch,$(HOST_ARCH)) --outfile dist/sunshine

build: install
	$(LOCK) $(MAKE) --no-print-directory web binary

run: build
	@bash scripts/install-system-deps.sh --voice
	./dist/sunshine serve

dev: install
	@echo "API on http://127.0.0.1:7420 (hot reload), web app with HMR on http://127.0.0.1:5173"
	$(BUN) --hot src/index.ts serve & $(BIN)/vite --config web/vite.config.ts; kill %1

migrations: install
	flock /tmp/sunshine-drizzle.lock $(BIN)/drizzle-kit generate $(if $(NAME),--name $(NAME),)

release: release-arm64
	$(BUN) build $(COMPILE_FLAGS) $(call for_arch,x64) --target=bun-linux-x64 --outfile dist/sunshine-linux-x64

# The Raspberry Pi build; the tests run it under qemu (the x64 release is the same code as dist/sunshine, so the tests
# do not build it again).
release-arm64: build
	$(BUN) build $(COMPILE_FLAGS) $(call for_arch,arm64) --target=bun-linux-arm64 --outfile dist/sunshine-linux-arm64

system-deps:
	@bash scripts/install-system-deps.sh

test: install system-deps release-arm64
	@bash scripts/run-tests.sh

# The web's route tree is generated (by the Vite build, or here without it), so a fresh clone can type-check at once.
routes: install
	$(BUN) scripts/route-tree.ts

typecheck: routes
	$(BIN)/tsc --noEmit -p .

lint: install
	$(BIN)/biome lint

# Some unit tests drive the compiled binary (the CLI in a terminal, the server over HTTP).
test-unit: build
	$(BUN) test --timeout 120000 src cli

test-e2e:
	$(BIN)/playwright test -c e2e/playwright.config.ts

test-release: release-arm64
	@bash scripts/test-arm64.sh

# The yardstick for bench/speed.ts (Express + better-sqlite3 on Node) lives outside the project's dependencies.
REFERENCE := bench/.cache/reference/node_modules/better-sqlite3/build/Release/better_sqlite3.node
$(REFERENCE):
	mkdir -p bench/.cache/reference && cd bench/.cache/reference && echo '{"private":true}' > package.json && \
	npm install --no-audit --no-fund --silent express@5.3.0 better-sqlite3@12.11.1

bench: build $(REFERENCE)
	@command -v wrk >/dev/null || ( [ "$$(id -u)" = 0 ] && apt-get install -y -qq wrk >/dev/null ) || true
	$(BUN) bench/speed.ts
	$(BUN) bench/phone.ts
	$(BUN) bench/run.ts
	$(BUN) bench/scale.ts
	$(BUN) bench/assistant.ts

readme: install
	$(BUN) scripts/talking-to-sunshine.ts

format: install
	$(BIN)/prettier --write src web/src cli e2e bench "*.ts"

clean:
	rm -rf dist public
