#!/bin/sh
# make stress-selftest: every wrong solution in tests/stress/wrong/ must be found within the
# budget (exit 1, shrunk), every right one in tests/stress/right/ must run the whole budget with
# nothing found (exit 0). The problem is the file name up to the first '-'. A line
# `// stress: ARGS` in a source adds ARGS to its run (`--beyond` for a solution whose rare class
# lies beyond the judge's bounds, `--robust` for one that needs an ending the judge never
# sends).
#
# Then the problems outside the registry, tests/stress/any/NAME/: brute.cpp is the reference,
# the inputs come from spec.txt (or gen.cpp, with val.cpp as the validator when there is one),
# check.cpp is the checker when there is one; wrong.cpp must be found, right.cpp must survive.
#
# C++ needs g++; a missing compiler skips the C++ files with a note, and fails the run on CI
# (CI=true). Run from the project root; a second argument runs only the names containing it.
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
            [ "$CI" = true ] && failed=1
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

# The problems outside the registry.
for dir in tests/stress/any/*/; do
    problem=$(basename "$dir")
    case "any/$problem" in *"$only"*) ;; *) continue ;; esac
    if ! command -v g++ >/dev/null 2>&1; then
        echo "skip any/$problem: no g++"
        [ "$CI" = true ] && failed=1
        continue
    fi
    bin="$out/any-$problem"
    mkdir -p "$bin"
    built=1
    for part in brute wrong right check gen val; do
        [ -f "$dir/$part.cpp" ] || continue
        g++ -O2 -o "$bin/$part" "$dir/$part.cpp" || { echo "FAIL any/$problem: $part.cpp does not compile"; failed=1; built=0; }
    done
    [ $built = 1 ] || continue
    set -- --reference "$bin/brute"
    [ -f "$dir/spec.txt" ] && set -- "$@" --format "$dir/spec.txt"
    [ -f "$dir/gen.cpp" ] && set -- "$@" --generator "$bin/gen"
    [ -f "$dir/val.cpp" ] && set -- "$@" --validator "$bin/val"
    [ -f "$dir/check.cpp" ] && set -- "$@" --checker "$bin/check"
    for kind in wrong right; do
        name="any-$problem-$kind"
        save="$out/hacks/$name"
        rm -rf "$save"
        start=$(date +%s.%N)
        "$impartial" stress "$@" --command "$bin/$kind" --seconds "$budget" --seed 1 --save "$save" > "$out/$name.log" 2>&1
        code=$?
        took=$(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $start }")
        if [ "$kind" = wrong ] && [ $code -eq 1 ]; then
            found=$(sed -n 's/^\(.* on case [0-9]*\) .* in \([0-9.]* s\).*/\1 after \2/p' "$out/$name.log")
            size=$(sed -n 's/^shrunk in .*: //p' "$out/$name.log")
            shrunk=$(tr '\n' '|' < "$save/hack-000.in" | sed 's/|$//; s/|/ | /g' | cut -c1-80)
            echo "ok   any/$problem wrong: $found, shrunk to $size: $shrunk (${took}s in all)"
        elif [ "$kind" = right ] && [ $code -eq 0 ]; then
            echo "ok   any/$problem right: $(grep -m1 'no difference found' "$out/$name.log")"
        else
            echo "FAIL any/$problem $kind: exit $code; see $out/$name.log"
            failed=1
        fi
    done
done
exit $failed
