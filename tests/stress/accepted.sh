#!/bin/sh
# tests/stress/accepted.sh DIR [SECONDS] [PARALLEL] [ONLY]
#
# The stress tester in the judge domain on public accepted solutions, which must never be
# flagged: a tool that calls the judge's accepted code wrong loses the user's trust. The
# solutions stay out of this repository (tests/stress/accepted.md lists where each comes from);
# download them into DIR as DIR/<problem>/<name>.c or .cpp, <problem> a registry name.
#
# Each is compiled as the judges compile it: -O2 -DONLINE_JUDGE (so `freopen("in.txt")` under
# `#ifndef ONLINE_JUDGE` stays out), `__int64` as `long long` and `%I64d` read as `%lld` (the
# Windows judges' spellings), `void main` as `int main`, a LeetCode `class Solution` given a
# main that reads n to end of input. A `freopen` left outside any `#ifndef` is made to do
# nothing: the judge has no `in.txt`, so the code it accepted did not reopen stdin, and the
# published copy differs from it by that line. A C++ source that does not compile as C++17
# is tried once more as gnu++11, where `gets` (removed in C++14) is still declared, as it was on
# the judges' compilers. Then `stress PROBLEM --command BIN --seconds SECONDS --seed 1 --jobs 1`, PARALLEL
# solutions at once (default 2). One line per solution: `ok` when nothing was flagged (with the
# first warning, if any: a presentation difference, a crash a large stack cures), else `FLAGGED`
# with the verdict line and the saved input; the logs stay in target/accepted/.
# Run from the project root after `cargo build --release -p impartial-tools`. ONLY runs the
# problems whose name contains it.
dir=${1:?usage: tests/stress/accepted.sh DIR [SECONDS] [PARALLEL] [ONLY]}
budget=${2:-60}
parallel=${3:-2}
only=${4:-}
out=target/accepted
mkdir -p "$out/bin" "$out/src" "$out/logs"
tool=${STRESS:-target/release/impartial}
[ -x "$tool" ] || tool=target/release/stress
[ -n "$CARGO_TARGET_DIR" ] && [ -x "$CARGO_TARGET_DIR/release/impartial" ] && tool="$CARGO_TARGET_DIR/release/impartial"
case "$tool" in *impartial) sub=stress ;; *) sub= ;; esac

compile() { # source -> binary, or a line saying why not
    src=$1 bin=$2
    name=$(basename "$bin")
    fixed="$out/src/$name.${src##*.}"
    sed -e 's/%I64d/%lld/g' -e 's/%I64u/%llu/g' \
        -e 's/\bvoid\([[:space:]]\{1,\}main[[:space:]]*(\)/int\1/' "$src" > "$fixed"
    if grep -q 'class Solution' "$fixed"; then
        # printf, not echo: dash's echo would turn the "\n" into a line break inside the string.
        { echo '#include <bits/stdc++.h>'; echo 'using namespace std;'; cat "$src"
          printf '%s\n' 'int main() { long long n; while (cin >> n) cout << (Solution().canWinNim((int)n) ? "true" : "false") << "\n"; }'
        } > "$fixed"
    fi
    if grep -q '\bfreopen[[:space:]]*(' "$fixed"; then
        { echo '#include <stdio.h>'
          echo 'static FILE *accepted_freopen(const char *p, const char *m, FILE *f) { (void)p; (void)m; return f; }'
          sed 's/\bfreopen[[:space:]]*(/accepted_freopen(/g' "$fixed"
        } > "$fixed.tmp" && mv "$fixed.tmp" "$fixed"
    fi
    case "$src" in
        *.c) gcc -O2 -DONLINE_JUDGE "-D__int64=long long" -o "$bin" "$fixed" -lm ;;
        *) g++ -O2 -DONLINE_JUDGE "-D__int64=long long" -o "$bin" "$fixed" 2> "$bin.err" ||
           g++ -std=gnu++11 -O2 -DONLINE_JUDGE "-D__int64=long long" -o "$bin" "$fixed" 2>/dev/null ||
           { cat "$bin.err"; rm -f "$bin.err"; return 1; }
           rm -f "$bin.err" ;;
    esac
}

run_one() {
    src=$1
    problem=$(basename "$(dirname "$src")")
    name="$problem-$(basename "$src" | sed 's/\.[^.]*$//')"
    bin="$out/bin/$name"
    log="$out/logs/$name.log"
    if ! compile "$src" "$bin" > "$log" 2>&1; then
        echo "skip $name: does not compile here ($(grep -m1 error "$log"))"
        return
    fi
    rm -rf "$out/hacks/$name"
    $tool $sub "$problem" --command "$bin" --seconds "$budget" --seed 1 --jobs 1 \
        --save "$out/hacks/$name" > "$log" 2>&1
    code=$?
    case $code in
        0) warned=$(grep -c '^warning:' "$log")
           echo "ok      $name: $(grep -m1 'no difference found' "$log")$([ "$warned" -gt 0 ] && echo " ($warned warning: $(grep -m1 '^warning:' "$log" | cut -c1-120)...)")" ;;
        1) echo "FLAGGED $name: $(grep -m1 ' on case ' "$log"); input: $(ls "$out/hacks/$name"/*.in 2>/dev/null | head -n 1)" ;;
        *) echo "ERROR   $name: exit $code; see $log" ;;
    esac
}

running=0
for src in "$dir"/*/*.c "$dir"/*/*.cpp; do
    [ -f "$src" ] || continue
    case "$src" in *"$only"*) ;; *) continue ;; esac
    run_one "$src" &
    running=$((running + 1))
    if [ "$running" -ge "$parallel" ]; then
        wait
        running=0
    fi
done
wait
