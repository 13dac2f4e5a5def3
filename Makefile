# impartial: build, check every solution on testdata, test, bundle, benchmark.
# The `##` lines are what `make help` prints.
#
## make                       build release; every solution on every testdata case, with verdicts
## make P=poj1067             the same for one problem
## make P=poj1067 CMD=./a.out your program instead of the built binary (a bundle, C++, Python:
##                            CMD='python3 sol.py'); it need not be built here
## make P=poj1067 DIR=tests   the cases in a folder of your own (NAME.in/NAME.out, as oj download
##                            writes them) instead of testdata/poj1067/; CMD and DIR combine
## make P=poj1067 CORE=1      the same with the core tier (no `fast` feature): the code a
##                            submission carries
## make test                  the full test suite, both I/O tiers (cargo test), then `make`
## make bundle [P=poj1067]    write submit/<problem>.rs, the file to paste into a judge (core
##                            tier); FAST=1: submit/fast/, the accelerated tier; SIZES=1: bytes
##                            per inlined module
## make bench [P=...] [RUNS=5] [SUBMIT=0]  speed and peak memory on large generated inputs,
##                            beside the bundled submissions, scanf/printf C++ (when g++ is
##                            there) and hand-tuned Rust (when ../shared/bench/rust_hand/ is),
##                            then each issue's goal (x scanf, I/O floor, memory, linear): met?
##                            P=lab: the lab engine on Grundy's game to 2^20, 0.167 to 2^24 and
##                            0.007 to 10^6 (minutes), its memory a value against 2 bytes
##                            P=abc278g: the interactive judge's time a move at N = 2000
## make powers-table [S=63]   recompute cf317d's Grundy values of chains of powers (minutes, GiB)
## make octal-table          recompute poj3537's losing strips up to 10^6 (0.007 by sparse space;
##                            minutes, a few MiB) and check them against src/crosses.rs
## make lab GAME=0.77 [N=1000] [DO=pattern]  the game lab: values, the pattern and its proof,
##                            a claim (DO=claim CLAIM='period 12 from 71'), an emitted function
##                            (DO=emit ARGS='--lang rust'), an SVG or HTML sheet (docs/lab.md)
## make lab-records           certify .376, .354 and .1777 from scratch (minutes; not in make test)
## make stress P=poj1067 CMD=./a.out [SECONDS=30] [CASES=] [SEED=] [CASE=] [SAVE=] [JOBS=]
##          [BEYOND=1] [ROBUST=1] [STRICT=1] [STACK=MiB] [NO_SHRINK=1] [SHRINK_SECONDS=30]
##          [TIME_LIMIT=10 or TL=10] [REF='./brute'] [REF_TIME_LIMIT=60] [CHECK=./checker]
##                            random judge inputs until your program answers differently from
##                            the project's (or REF's); the input is shrunk and saved
##                            (docs/stress.md); fails (non-zero) when a failure is found,
##                            as on a usage or setup error, like `impartial stress`
## make stress CMD=./a.out REF=./brute FORMAT=spec.txt [GEN=./gen] [VALID=./val] [CHECK=...]
## make stress CMD=./a.out REF=./brute GEN=./gen [VALID=./val] [CHECK=./checker]
##                            any problem: inputs drawn from the statement's Input section and
##                            constraints (FORMAT), or printed by your generator (GEN SEED)
## make stress-selftest       the stress tester on the wrong and right solutions in tests/stress/
## make registry              rewrite the README's problem table and Cargo.toml's [[bin]] entries
##                            from the registry (tools/src/registry/)
## make lint                  cargo fmt --check, clippy with warnings as errors, and the docs
##                            built with warnings as errors
## make clean                 cargo clean; remove submit/ and bench-data/
## make help                  this list
##
## Variables: P problem (a name in bin/; default all), CMD command to judge, DIR folder of
## cases, ERRORS=1 with CMD also the errors/ cases, TIME_LIMIT seconds per run, FAST=1
## bundle the accelerated tier, RUNS bench runs per program, SUBMIT=0 no submission rows in
## bench, S longest chain, BENCH_SHARED (../shared/bench), CORE=1 the core tier, CARGO
## (cargo). CARGO_TARGET_DIR is honoured: the tools run through `cargo run`.
## The targets are aliases of the `impartial` command (cargo install --path tools gives it):
## make = impartial judge, make stress = impartial stress, make bundle = impartial bundle,
## make bench = impartial bench; `impartial COMMAND --help` describes each.

CARGO ?= cargo
P ?=

# The tools run through cargo, which knows where they are built (CARGO_TARGET_DIR or target/).
# CORE=1 builds everything without the `fast` feature: the tier a submission carries.
TIER = $(if $(filter 1,$(CORE)),--no-default-features)
RUN = $(CARGO) run --release --quiet $(TIER) -p impartial-tools --bin
IMPARTIAL = $(RUN) impartial --
# The tools' default feature builds the library's accelerated I/O tier under them and the lab
# engine's accelerated heap step (lab/, its `fast` feature); CORE=1 builds both core tiers.

# CMD, DIR, REF, GEN, VALID and CHECK reach the tools through the environment, so any quoting
# in them survives.
export CMD DIR REF GEN VALID CHECK

.PHONY: all build samples test lint registry stress stress-selftest bundle bench powers-table octal-table lab lab-records clean help

all: samples

build:
	$(CARGO) build --release --quiet $(TIER)

# A command of the user's own needs only the runner, not the project's binaries.
samples: $(if $(CMD),,build)
	$(IMPARTIAL) judge $(strip $(if $(CMD),--command "$$CMD") $(if $(DIR),--dir "$$DIR") \
		$(if $(filter 1,$(ERRORS)),--errors) $(if $(TIME_LIMIT),--time-limit $(TIME_LIMIT)) $(P))

# The suite runs twice: with the accelerated tiers (the default features) and with the core
# tiers alone: the library's, the one a submission carries (library, doc-tests and every
# binary's solve; the bundle and runner tests do not depend on the tier), and the lab engine's
# safe heap step.
test:
	$(CARGO) test --quiet
	$(CARGO) test --quiet -p impartial --no-default-features --lib --test solutions --test fuzz --test pipe
	$(CARGO) test --quiet -p impartial --no-default-features --doc
	$(CARGO) test --quiet -p impartial-lab --no-default-features --lib
	$(MAKE) --no-print-directory samples

bundle:
	$(IMPARTIAL) bundle $(if $(FAST),--fast) $(if $(SIZES),--sizes) $(P)

# The bench tool writes its inputs into bench-data/ itself (tools/src/bench_data/: the same
# bytes on every machine, kept while their stamps match) and builds the scanf/printf baselines
# from tools/bench/cpp/ when g++ is there. The hand-tuned Rust yardstick lives outside the
# repository: its rows appear only when $(BENCH_SHARED)/rust_hand/ exists. Each program is built
# into target/ when its source changed; the bench tool runs the bundler for the submission rows
# itself, and SUBMIT=0 leaves them out.
BENCH_SHARED ?= ../shared/bench
BENCH_HAND = $(wildcard $(BENCH_SHARED)/rust_hand)
RUNS ?= 5
SUBMIT ?= 1

bench: build
	$(CARGO) build --release --quiet $(TIER) -p impartial-tools --example io-floor
	$(IMPARTIAL) bench --data bench-data $(if $(BENCH_HAND),--hand $(BENCH_HAND)) \
		$(if $(filter 0,$(SUBMIT)),--no-submit) --runs $(RUNS) $(P)

registry:
	$(IMPARTIAL) registry

# CMD and REF reach the tool through the environment (exported above), so their quoting
# survives. The target keeps the tool's verdict: a failure found (the tool's 1), a usage or
# setup error (2) and Ctrl-C (130) all make `make stress` fail, so a script or CI that runs it
# stops on a wrong solution as it would on `impartial stress` itself.
stress:
	@test -n "$$CMD" -a \( -n "$(P)" -o -n "$(FORMAT)" -o -n "$(GEN)" \) || { echo "usage: make stress P=<problem> CMD=<command>, or make stress CMD=<command> REF=<brute force> FORMAT=<spec> (or GEN=<generator>)"; exit 2; }
	@$(IMPARTIAL) stress --command "$$CMD" $(strip $(if $(REF),--reference "$$REF") \
		$(if $(FORMAT),--format "$(FORMAT)") $(if $(GEN),--generator "$$GEN") \
		$(if $(VALID),--validator "$$VALID") $(if $(CHECK),--checker "$$CHECK") \
		$(if $(SECONDS),--seconds $(SECONDS)) $(if $(CASES),--cases $(CASES)) \
		$(if $(SEED),--seed $(SEED)) $(if $(CASE),--case $(CASE)) \
		$(if $(SAVE),--save $(SAVE)) $(if $(JOBS),--jobs $(JOBS)) \
		$(if $(filter 1,$(BEYOND)),--beyond) $(if $(filter 1,$(ROBUST)),--robust) \
		$(if $(filter 1,$(STRICT)),--strict) $(if $(STACK),--stack $(STACK)) \
		$(if $(filter 1,$(NO_SHRINK)),--no-shrink) \
		$(if $(SHRINK_SECONDS),--shrink-seconds $(SHRINK_SECONDS)) \
		$(if $(TIME_LIMIT),--time-limit $(TIME_LIMIT)) $(if $(TL),--time-limit $(TL)) \
		$(if $(REF_TIME_LIMIT),--reference-time-limit $(REF_TIME_LIMIT)) $(P))

# Every wrong solution must be found within SECONDS (default 60), every right one must survive.
stress-selftest:
	$(CARGO) build --release --quiet -p impartial-tools --bin impartial
	sh tests/stress/selftest.sh $(if $(SECONDS),$(SECONDS),60)

lint:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --workspace --all-targets --quiet -- -D warnings
	$(CARGO) clippy --workspace --all-targets --quiet --no-default-features -- -D warnings
	RUSTDOCFLAGS="-D warnings" $(CARGO) doc --workspace --no-deps --quiet

# Prints one progress line per chain length and the table for src/powers.rs, checking every
# value against the embedded one; the full run to S = 63 takes minutes and a few GiB.
powers-table:
	$(IMPARTIAL) powers-table --verify $(if $(S),--max-s $(S))

# G(0..=10^6 + 2) of the octal game 0.007 with one progress line per 100,000 values, then the
# losing strips for src/crosses.rs and the periodicity test's verdict, checked against the
# embedded list.
octal-table:
	$(IMPARTIAL) octal-table --verify

clean:
	$(CARGO) clean
	rm -rf submit bench-data

help:
	@sed -n 's/^## \{0,1\}//p' $(firstword $(MAKEFILE_LIST))

# The game lab (docs/lab.md): DO is the subcommand (pattern by default: values, pattern, claim,
# emit, svg, sheet), ARGS what follows N (a claim, --lang rust, --out FILE).
DO ?= pattern
lab:
	@test -n "$(GAME)" || { echo "usage: make lab GAME=0.77 [N=1000] [DO=pattern|values|claim|emit|svg|sheet] [ARGS=...]"; exit 2; }
	$(IMPARTIAL) lab $(DO) '$(GAME)' $(if $(filter claim,$(DO)),'$(CLAIM)') $(N) $(ARGS)

# The known octal results with the longest preperiods, certified from scratch (minutes; 1 byte
# per value): .376 (period 4 from 2,268,248), .354 (period 1180 from 10,061,916) and .1777
# (period 60,620,715 from 160,949,018), which needs G up to 2 * 160,949,018 + 2 * 60,620,715 + 4.
lab-records:
	$(IMPARTIAL) lab pattern 0.376 4600000
	$(IMPARTIAL) lab pattern 0.354 30000000
	$(IMPARTIAL) lab pattern 0.1777 450000000
