//! `lab emit`'s second function: a winning move from a sum of heaps, in Rust or C++, written
//! after the emitted `grundy` ([`super::emit`]) and using it, with the code's digits as data.
//!
//! By Sprague-Grundy ([`super::query`]), a winning move takes a heap `n` of value `g` to an
//! option of value `X xor g`, `X` the sum's value; the function looks for one heap by heap,
//! removal by removal, through the splits the digit allows (increasing heaps, different under
//! `!`), in the order [`super::splits::for_each_split`] uses. Its time is that of one heap's
//! options: `O(removals)` for a subtraction game, `O(n)` per removal for splits into two heaps,
//! `O(n^(j-1))` for `j` heaps.

use super::emit::{wrap, Lang};
use impartial_lab::{Code, Digit};

/// The removals with a non-zero digit before the tail (the split digit as removal 0), and the
/// tail: `(k, heaps, distinct)`.
fn digits(code: &Code) -> Vec<(usize, Digit)> {
    std::iter::once((0, code.split))
        .chain(code.digits.iter().enumerate().map(|(i, &d)| (i + 1, d)))
        .filter(|(_, d)| d.heaps != 0)
        .collect()
}

/// The function for `code` in `lang`: `winning_move` over the emitted `grundy`.
pub fn emit_move(code: &Code, lang: Lang) -> String {
    let finite = digits(code);
    let tail_from = code.digits.len() + 1;
    let mut out = String::new();
    let doc = format!(
        "A winning move from the sum `heaps` of the game {} (code {}): heap `index` (0-based) loses `taken` tokens and becomes the heaps `left` (increasing); none when the sum's value is 0 (every move loses) or a value is beyond what grundy knows. By Sprague-Grundy, the move takes a heap of value g to an option of value X xor g, X the XOR of all the values. Time: one heap's options, O(n) per removal for splits into two heaps. Written by the impartial lab.",
        code.name, code
    );
    let comment = if lang == Lang::Rust { "///" } else { "//" };
    let mut doc_lines = String::new();
    for line in wrap(&doc, 96) {
        doc_lines += &format!("{} {}\n", comment, line);
    }
    match lang {
        Lang::Rust => {
            out += "\n";
            out += &doc_lines;
            out += "pub fn winning_move(heaps: &[u64]) -> Option<(usize, u64, Vec<u64>)> {\n";
            out += "    // (removal, the numbers of heaps it may leave as bits, whether they must differ).\n";
            out += "    const DIGITS: &[(u64, u32, bool)] = &[\n";
            for chunk in finite.chunks(6) {
                let row: Vec<String> = chunk
                    .iter()
                    .map(|(k, d)| format!("({}, {}, {})", k, d.heaps, d.distinct))
                    .collect();
                out += &format!("        {},\n", row.join(", "));
            }
            out += "    ];\n";
            out +=
                "    // The digits repeated for ever from removal TAIL_FROM on (none: no tail).\n";
            let tail: Vec<String> = code
                .tail
                .iter()
                .map(|d| format!("({}, {})", d.heaps, d.distinct))
                .collect();
            out += &format!(
                "    const TAIL: &[(u32, bool)] = &[{}];\n    const TAIL_FROM: u64 = {};\n",
                tail.join(", "),
                tail_from
            );
            out += r#"    let mut total = 0;
    for &h in heaps {
        total ^= grundy(h)?;
    }
    if total == 0 {
        return None;
    }
    for (index, &n) in heaps.iter().enumerate() {
        let want = total ^ grundy(n)?;
        for &(k, bits, distinct) in DIGITS {
            if k <= n {
                if let Some(left) = split_to(n - k, k, bits, distinct, want) {
                    return Some((index, k, left));
                }
            }
        }
        let mut k = TAIL_FROM;
        while !TAIL.is_empty() && k <= n {
            let (bits, distinct) = TAIL[((k - TAIL_FROM) % TAIL.len() as u64) as usize];
            if let Some(left) = split_to(n - k, k, bits, distinct, want) {
                return Some((index, k, left));
            }
            k += 1;
        }
    }
    None
}

/// The heaps a move removing `k` may leave of `rest` tokens (as many as a bit of `bits` says,
/// increasing, strictly when `distinct`) with values XOR `want`.
fn split_to(rest: u64, k: u64, bits: u32, distinct: bool, want: u64) -> Option<Vec<u64>> {
    for j in 0..32u64 {
        // A split that removes nothing must leave two heaps or more.
        if bits >> j & 1 == 1 && (k > 0 || j >= 2) {
            let mut parts = Vec::new();
            if parts_to(rest, j, u64::from(distinct), 1, want, &mut parts) {
                return Some(parts);
            }
        }
    }
    None
}

/// Appends `count` parts of at least `least` each (each `step` or more above the one before),
/// adding up to `rest`, values XOR `want`; the recursion is as deep as `count`, at most 31.
fn parts_to(rest: u64, count: u64, step: u64, least: u64, want: u64, parts: &mut Vec<u64>) -> bool {
    if count == 0 {
        return rest == 0 && want == 0;
    }
    if count == 1 {
        if rest >= least && grundy(rest) == Some(want) {
            parts.push(rest);
            return true;
        }
        return false;
    }
    let mut a = least;
    // The least the parts from a on add up to.
    let lowest = |a: u64| a.saturating_mul(count).saturating_add(step * (count * (count - 1) / 2));
    while lowest(a) <= rest {
        if let Some(g) = grundy(a) {
            parts.push(a);
            if parts_to(rest - a, count - 1, step, a + step, want ^ g, parts) {
                return true;
            }
            parts.pop();
        }
        a += 1;
    }
    false
}
"#;
        }
        Lang::Cpp => {
            out += "\n#include <cstddef>\n#include <vector>\n\n";
            out += "struct MoveDigit {\n    unsigned long long k;\n    unsigned bits;\n    bool distinct;\n};\n\n";
            out += "// The heaps a move removing k may leave of rest tokens (as many as a bit of bits says,\n// increasing, strictly when distinct) with values XOR want; the recursion is as deep as\n// count, at most 31.\n";
            out += r#"static bool parts_to(unsigned long long rest, unsigned long long count, unsigned long long step,
                     unsigned long long least, long long want, std::vector<unsigned long long>& parts) {
    if (count == 0) return rest == 0 && want == 0;
    if (count == 1) {
        if (rest >= least && grundy(rest) == want) {
            parts.push_back(rest);
            return true;
        }
        return false;
    }
    for (unsigned long long a = least;; ++a) {
        // The least the parts from a on add up to (they stop before it passes rest).
        if (a > rest / count || a * count + step * (count * (count - 1) / 2) > rest) return false;
        long long g = grundy(a);
        if (g < 0) continue;
        parts.push_back(a);
        if (parts_to(rest - a, count - 1, step, a + step, want ^ g, parts)) return true;
        parts.pop_back();
    }
}

static bool split_to(unsigned long long rest, unsigned long long k, unsigned bits, bool distinct,
                     long long want, std::vector<unsigned long long>& left) {
    for (unsigned long long j = 0; j < 32; ++j) {
        // A split that removes nothing must leave two heaps or more.
        if ((bits >> j & 1) && (k > 0 || j >= 2)) {
            left.clear();
            if (parts_to(rest, j, distinct ? 1 : 0, 1, want, left)) return true;
        }
    }
    return false;
}

"#;
            out += &doc_lines;
            out += "bool winning_move(const std::vector<unsigned long long>& heaps, std::size_t& index,\n                  unsigned long long& taken, std::vector<unsigned long long>& left) {\n";
            out += "    // (removal, the numbers of heaps it may leave as bits, whether they must differ),\n    // ended by bits 0.\n";
            out += "    static const MoveDigit DIGITS[] = {\n";
            for chunk in finite.chunks(6) {
                let row: Vec<String> = chunk
                    .iter()
                    .map(|(k, d)| format!("{{{}, {}, {}}}", k, d.heaps, d.distinct))
                    .collect();
                out += &format!("        {},\n", row.join(", "));
            }
            out += "        {0, 0, false},\n    };\n";
            if !code.tail.is_empty() {
                out += "    // The digits repeated for ever from removal TAIL_FROM on.\n";
                let tail: Vec<String> = code
                    .tail
                    .iter()
                    .map(|d| format!("{{0, {}, {}}}", d.heaps, d.distinct))
                    .collect();
                out += &format!(
                    "    static const MoveDigit TAIL[] = {{{}}};\n    const std::size_t TAIL_LEN = {};\n    const unsigned long long TAIL_FROM = {};\n",
                    tail.join(", "),
                    code.tail.len(),
                    tail_from
                );
            }
            out += r#"    long long total = 0;
    for (unsigned long long h : heaps) {
        long long g = grundy(h);
        if (g < 0) return false;
        total ^= g;
    }
    if (total == 0) return false;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        unsigned long long n = heaps[i];
        long long want = total ^ grundy(n);
        for (const MoveDigit* d = DIGITS; d->bits != 0; ++d) {
            if (d->k <= n && split_to(n - d->k, d->k, d->bits, d->distinct, want, left)) {
                index = i;
                taken = d->k;
                return true;
            }
        }
"#;
            if !code.tail.is_empty() {
                out += r#"        for (unsigned long long k = TAIL_FROM; k <= n; ++k) {
            const MoveDigit& d = TAIL[(k - TAIL_FROM) % TAIL_LEN];
            if (split_to(n - k, k, d.bits, d.distinct, want, left)) {
                index = i;
                taken = k;
                return true;
            }
        }
"#;
            }
            out += "    }\n    return false;\n}\n";
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::analysis::analyse;
    use crate::lab::program::Position;
    use crate::lab::query::QueryTable;
    use crate::lab::Game;
    use std::collections::BTreeSet;
    use std::process::Command;
    use std::time::Duration;

    /// Games whose emitted move is compiled and checked: octal with splits, Grundy's game
    /// (distinct heaps, a split removing nothing, no pattern: a plain table), subtraction
    /// sets, Nim (a tail), an all-but set, a split that removes nothing and a hexadecimal code.
    const GAMES: [(&str, usize); 8] = [
        ("0.77", 1000),
        ("4!.0", 300),
        ("sub:1,3,4", 1000),
        ("0.[3]", 100),
        ("allbut:2,3,7", 1000),
        ("4.07", 1000),
        ("0.3F", 200),
        ("0.07", 1000),
    ];

    /// Every sum of up to three heaps of at most 11 tokens.
    fn sums() -> Vec<Vec<u64>> {
        let mut all = Vec::new();
        for a in 1..=11u64 {
            all.push(vec![a]);
            for b in a..=11 {
                all.push(vec![a, b]);
                for c in (b..=11).step_by(2) {
                    all.push(vec![c, a, b]);
                }
            }
        }
        all
    }

    fn scratch() -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("impartial-lab-emit-move-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn functions(lang: Lang) -> Vec<String> {
        GAMES
            .iter()
            .map(|&(game, n)| {
                let code = Code::parse(game).unwrap();
                let a = analyse(&code, n, false, false);
                let mut f = crate::lab::emit::emit(&a, lang, "test").unwrap();
                f += &emit_move(&code, lang);
                f
            })
            .collect()
    }

    /// Each printed line (`-`, or `index taken left...`) is checked against the library: a
    /// move only where the library has winning moves, and one of them.
    fn check(output: &str) {
        let mut lines = output.lines();
        let all = sums();
        for (game, _) in GAMES {
            let g = Game::parse(game).unwrap();
            let solver =
                QueryTable::new(&g, &[Position::Heap(11)], Duration::from_secs(1)).unwrap();
            let mut moves_seen = 0;
            for sum in &all {
                let line = lines.next().expect("a line per sum");
                let position: Vec<Position> = sum.iter().map(|&h| Position::Heap(h)).collect();
                let wins: BTreeSet<(usize, Vec<u64>)> = solver
                    .winning_moves(&position)
                    .into_iter()
                    .map(|m| {
                        let left = m
                            .left
                            .iter()
                            .map(|p| match p {
                                Position::Heap(h) => *h,
                                _ => 0,
                            })
                            .collect();
                        (m.index, left)
                    })
                    .collect();
                if line == "-" {
                    assert!(
                        wins.is_empty(),
                        "{} {:?}: no move emitted, the library has {:?}",
                        game,
                        sum,
                        wins
                    );
                    continue;
                }
                let v: Vec<u64> = line.split(' ').map(|w| w.parse().unwrap()).collect();
                let (index, taken, left) = (v[0] as usize, v[1], v[2..].to_vec());
                assert_eq!(
                    taken + left.iter().sum::<u64>(),
                    sum[index],
                    "{} {:?}: {}",
                    game,
                    sum,
                    line
                );
                assert!(
                    wins.contains(&(index, left)),
                    "{} {:?}: {} is not a winning move",
                    game,
                    sum,
                    line
                );
                moves_seen += 1;
            }
            assert!(moves_seen > 50, "{}: {}", game, moves_seen);
        }
        assert_eq!(lines.next(), None);
    }

    fn literal(sum: &[u64]) -> String {
        sum.iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    }

    #[test]
    fn emitted_rust_moves_win() {
        let dir = scratch();
        let mut src = String::new();
        for (i, f) in functions(Lang::Rust).iter().enumerate() {
            src += &format!("#[allow(dead_code)]\nmod g{} {{\n{}}}\n", i, f);
        }
        let sums: Vec<String> = sums()
            .iter()
            .map(|s| format!("&[{}]", literal(s)))
            .collect();
        src += &format!("const SUMS: &[&[u64]] = &[{}];\n", sums.join(", "));
        src += "fn show(m: Option<(usize, u64, Vec<u64>)>) -> String {\n    match m {\n        None => \"-\".to_string(),\n        Some((i, t, left)) => std::iter::once(i as u64).chain(std::iter::once(t)).chain(left).map(|v| v.to_string()).collect::<Vec<_>>().join(\" \"),\n    }\n}\nfn main() {\n";
        for i in 0..GAMES.len() {
            src += &format!("    for s in SUMS {{\n        println!(\"{{}}\", show(g{}::winning_move(s)));\n    }}\n", i);
        }
        src += "}\n";
        let file = dir.join("moves.rs");
        std::fs::write(&file, src).unwrap();
        let binary = dir.join("moves-rust");
        let status = Command::new("rustc")
            .args(["--edition", "2018", "-D", "warnings", "-O", "-o"])
            .arg(&binary)
            .arg(&file)
            .status()
            .expect("rustc runs");
        assert!(status.success(), "rustc refused {}", file.display());
        let out = Command::new(&binary).output().unwrap();
        assert!(out.status.success());
        check(&String::from_utf8(out.stdout).unwrap());
    }

    #[test]
    fn emitted_cpp_moves_win() {
        if Command::new("g++").arg("--version").output().is_err() {
            assert!(
                std::env::var("CI").map_or(true, |v| v != "true"),
                "g++ is missing on CI"
            );
            eprintln!("g++ is not installed: the emitted C++ is not compiled here");
            return;
        }
        let dir = scratch();
        // The headers first: the functions go inside namespaces, where a header is a no-op then.
        let mut src = String::from(
            "#include <cstdio>\n#include <cstddef>\n#include <climits>\n#include <vector>\n",
        );
        for (i, f) in functions(Lang::Cpp).iter().enumerate() {
            src += &format!("namespace g{} {{\n{}}}\n", i, f);
        }
        let sums: Vec<String> = sums()
            .iter()
            .map(|s| format!("{{{}}}", literal(s)))
            .collect();
        src += &format!(
            "static const std::vector<std::vector<unsigned long long>> SUMS = {{{}}};\n",
            sums.join(", ")
        );
        src += "int main() {\n";
        for i in 0..GAMES.len() {
            src += &format!(
                "    for (const auto& s : SUMS) {{\n        std::size_t index; unsigned long long taken; std::vector<unsigned long long> left;\n        if (!g{}::winning_move(s, index, taken, left)) {{ std::printf(\"-\\n\"); continue; }}\n        std::printf(\"%zu %llu\", index, taken);\n        for (unsigned long long h : left) std::printf(\" %llu\", h);\n        std::printf(\"\\n\");\n    }}\n",
                i
            );
        }
        src += "}\n";
        let file = dir.join("moves.cpp");
        std::fs::write(&file, src).unwrap();
        let binary = dir.join("moves-cpp");
        let status = Command::new("g++")
            .args(["-std=c++11", "-O2", "-Wall", "-Wextra", "-Werror", "-o"])
            .arg(&binary)
            .arg(&file)
            .status()
            .expect("g++ runs");
        assert!(status.success(), "g++ refused {}", file.display());
        let out = Command::new(&binary).output().unwrap();
        assert!(out.status.success());
        check(&String::from_utf8(out.stdout).unwrap());
    }
}
