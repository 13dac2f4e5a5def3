# impartial: build, check every solution on testdata, test, bundle, benchmark.
#   make                 build release and run every solution on every testdata case
#   make P=poj1067       the same for one problem
#   make test            the full test suite (cargo test, then the sample runner)
#   make bundle [P=...]  write submit/<problem>.rs, one self-contained file per problem (core tier)
#   make bundle FAST=1   the same with the accelerated I/O tier, in submit/fast/ [SIZES=1: bytes per module]
#   make bench           throughput and peak memory on large inputs, side by side with the
#                        hand-tuned Rust programs, the bundled submissions [SUBMIT=0: none] and
#                        the scanf baselines
#   make powers-table    recompute the Grundy values of chains of powers (cf317d) [S=max chain]
#   make lint            cargo fmt --check and clippy with warnings as errors

CARGO ?= cargo
P ?=

.PHONY: all build samples test lint bundle bench powers-table clean

all: samples

build:
	$(CARGO) build --release --quiet

samples: build
	./target/release/judge $(P)

test:
	$(CARGO) test --quiet
	$(MAKE) --no-print-directory samples

bundle:
	$(CARGO) run --release --quiet --bin bundle -- $(if $(FAST),--fast) $(if $(SIZES),--sizes) $(P)

# Inputs come from ../shared/bench/gen.py (kept in bench-data/, generated once); the scanf
# baselines from ../shared/bench/cpp/ when it exists, the hand-tuned Rust yardstick from
# ../shared/bench/rust_hand/ (each built into target/ when its source changed). The bench tool
# runs the bundler for the submission rows itself; SUBMIT=0 leaves them out.
BENCH_SHARED ?= ../shared/bench
RUNS ?= 5
SUBMIT ?= 1

bench: build
	@if [ -f $(BENCH_SHARED)/gen.py ]; then python3 $(BENCH_SHARED)/gen.py --out bench-data; \
	else echo "bench: $(BENCH_SHARED)/gen.py not found; using the inputs already in bench-data/"; fi
	./target/release/bench --data bench-data --cpp $(BENCH_SHARED)/cpp \
		--hand $(BENCH_SHARED)/rust_hand $(if $(filter 0,$(SUBMIT)),--no-submit) --runs $(RUNS) $(P)

lint:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --all-targets --quiet -- -D warnings

# Prints one progress line per chain length and the table for src/powers.rs, checking every
# value against the embedded one; the full run to S = 63 takes minutes and a few GiB.
powers-table:
	$(CARGO) build --release --quiet --bin powers-table
	./target/release/powers-table --verify $(if $(S),--max-s $(S))

clean:
	$(CARGO) clean
	rm -rf submit bench-data
