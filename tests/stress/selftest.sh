#!/bin/sh
# make stress-selftest: every wrong solution in tests/stress/wrong/ must be found within the
# budget (exit 1, shrunk), every right one in tests/stress/right/ must run the whole budget with
# nothing found (exit 0). The problem is the file name up to the first '-'. C++ needs g++; a
# missing compiler skips the C++ files with a note. A line `// stress: ARGS` in a source adds
# ARGS to its run (`--beyond` for a solution whose rare class lies beyond the judge's bounds).
# Run from the project root; a second argument runs only the files whose name contains it.
budget=${1:-60}
only=${2:-}
out=target/stress-selftest
mkdir -p "$out"
impartial=target/release/impartial
[ -n "$CARGO_TARGET_DIR" ] && impartial="$CARGO_TARGET_DIR/release/impartial"
failed=0
for kind in wrong right; do
    for src in tests/stress/$kind/*.cpp; do
        [ -f "$src" ] || continue
        name=$(basename "$src" .cpp)
        problem=${name%%-*}
        case "$name" in *"$only"*) ;; *) continue ;; esac
        args=$(sed -n 's|^// stress: ||p' "$src" | head -n 1)
        if ! command -v g++ >/dev/null 2>&1; then
            echo "skip $kind/$name: no g++"
            continue
        fi
        g++ -O2 -o "$out/$name" "$src" || { echo "FAIL $kind/$name: does not compile"; failed=1; continue; }
        save="$out/hacks/$name"
        rm -rf "$save"
        start=$(date +%s.%N)
        "$impartial" stress --command "$out/$name" --seconds "$budget" --seed 1 --save "$save" $args "$problem" > "$out/$name.log" 2>&1
        code=$?
        took=$(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $start }")
        if [ "$kind" = wrong ] && [ $code -eq 1 ]; then
            found=$(sed -n 's/^\(.* on case [0-9]*\) .* in \([0-9.]* s\).*/\1 after \2/p' "$out/$name.log")
            size=$(sed -n 's/^shrunk in .*: //p' "$out/$name.log")
            echo "ok   wrong/$name: $found, shrunk to $size (${took}s in all)"
        elif [ "$kind" = right ] && [ $code -eq 0 ]; then
            echo "ok   right/$name: $(tail -n 1 "$out/$name.log")"
        else
            echo "FAIL $kind/$name: exit $code; see $out/$name.log"
            failed=1
        fi
    done
done
exit $failed
