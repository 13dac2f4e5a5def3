//! `lab emit`: a function a submission can carry, answering `G(n)` from a preperiod table and a
//! period (or from a plain table when no pattern is found within N), in Rust or C++, within 64 KiB.
//!
//! Values below 64 are stored one character each (`0-9`, `A-Z`, `a-z`, `+`, `/`) in a string;
//! larger ones as a list of numbers. The Rust function returns `Option<u64>` and the C++ one
//! `long long`, `None` / `-1` beyond a plain table or where the value would not fit.

use super::analysis::{Analysis, Known};

/// The languages `lab emit` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    /// Rust (edition 2018 and later).
    Rust,
    /// C++11 and later.
    Cpp,
}

/// The most bytes an emitted function may take.
pub const LIMIT: usize = 64 * 1024;

pub(crate) const DIGITS: &[u8; 64] =
    b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/";

/// The function for `analysis` in `lang`; `command` is the lab command that made it (quoted in
/// its comment). An error when it would exceed [`LIMIT`].
pub fn emit(analysis: &Analysis, lang: Lang, command: &str) -> Result<String, String> {
    let values = &analysis.values;
    let (a, p, s) = match analysis.known {
        Known::Proved { pattern, .. } | Known::Observed(pattern) => {
            (pattern.preperiod, pattern.period, pattern.saltus)
        }
        Known::None => (values.len() as u64, 0, 0),
    };
    let len = (a + p) as usize;
    let table: Vec<u32> = (0..len).map(|i| values.get(i)).collect();
    let packed = table.iter().all(|&v| v < 64);
    let what = match &analysis.known {
        Known::Proved { proof, .. } => format!(
            "period {} with saltus {} from n = {}, proved by {}",
            p, s, a, proof
        ),
        Known::Observed(_) => format!(
            "period {} with saltus {} from n = {}, OBSERVED in G(0..{}) only, not proved",
            p,
            s,
            a,
            values.len()
        ),
        Known::None => format!(
            "no pattern found within N = {}: a plain table of G(0..N), nothing beyond",
            values.len()
        ),
    };
    let mut out = String::new();
    let comment = if lang == Lang::Rust { "///" } else { "//" };
    for line in wrap(
        &format!(
            "G(n) of the game {}: {}. Written by the impartial lab: {}",
            analysis.name, what, command
        ),
        96,
    ) {
        out += &format!("{} {}\n", comment, line);
    }
    let body = table_lines(&table, packed);
    match lang {
        Lang::Rust => {
            out += "pub fn grundy(n: u64) -> Option<u64> {\n";
            out += &rust_table(&body, packed);
            if packed {
                out += "    let cell = |i: u64| -> u64 {\n        let c = TABLE[i as usize];\n        u64::from(match c {\n            b'0'..=b'9' => c - b'0',\n            b'A'..=b'Z' => c - b'A' + 10,\n            b'a'..=b'z' => c - b'a' + 36,\n            b'+' => 62,\n            _ => 63,\n        })\n    };\n";
            } else {
                out += "    let cell = |i: u64| -> u64 { u64::from(TABLE[i as usize]) };\n";
            }
            if p == 0 {
                out += &format!("    if n < {} {{\n        Some(cell(n))\n    }} else {{\n        None\n    }}\n}}\n", a);
            } else {
                out += &format!(
                    "    const PREPERIOD: u64 = {};\n    const PERIOD: u64 = {};\n    const SALTUS: u64 = {};\n",
                    a, p, s
                );
                out += "    if n < PREPERIOD + PERIOD {\n        return Some(cell(n));\n    }\n    let k = n - PREPERIOD;\n    (k / PERIOD).checked_mul(SALTUS)?.checked_add(cell(PREPERIOD + k % PERIOD))\n}\n";
            }
        }
        Lang::Cpp => {
            out += "#include <climits>\n\nlong long grundy(unsigned long long n) {\n";
            if packed {
                out += "    static const char TABLE[] =\n";
                for line in &body {
                    out += &format!("        \"{}\"\n", line);
                }
                out += "        ;\n";
                out += "    auto cell = [](unsigned long long i) -> long long {\n        char c = TABLE[i];\n        if (c >= '0' && c <= '9') return c - '0';\n        if (c >= 'A' && c <= 'Z') return c - 'A' + 10;\n        if (c >= 'a' && c <= 'z') return c - 'a' + 36;\n        return c == '+' ? 62 : 63;\n    };\n";
            } else {
                out += "    static const unsigned int TABLE[] = {\n";
                for line in &body {
                    out += &format!("        {}\n", line);
                }
                out += "    };\n    auto cell = [](unsigned long long i) -> long long { return TABLE[i]; };\n";
            }
            if p == 0 {
                out += &format!("    return n < {}ULL ? cell(n) : -1;\n}}\n", a);
            } else {
                out += &format!(
                    "    const unsigned long long PREPERIOD = {}, PERIOD = {}, SALTUS = {};\n",
                    a, p, s
                );
                out += "    if (n < PREPERIOD + PERIOD) return cell(n);\n    unsigned long long k = n - PREPERIOD, q = k / PERIOD;\n    long long base = cell(PREPERIOD + k % PERIOD);\n    if (SALTUS != 0 && q > (unsigned long long)(LLONG_MAX - base) / SALTUS) return -1;\n    return base + (long long)(q * SALTUS);\n}\n";
            }
        }
    }
    if out.len() > LIMIT {
        // Fewer values help a plain table only: a pattern's table is its preperiod and one
        // period, whatever N is.
        let way = if p == 0 {
            let fit = (len as u64 * LIMIT as u64 / out.len() as u64).saturating_sub(1);
            format!("ask for fewer values (about {} fit)", fit)
        } else {
            format!(
                "the pattern needs G(0..{}) whatever N is, so no N fits",
                len
            )
        };
        return Err(format!(
            "the function for {} would take {} bytes ({} table values); 64 KiB is the limit: {}",
            analysis.name,
            out.len(),
            len,
            way
        ));
    }
    Ok(out)
}

/// `text` in lines of at most `width` characters, broken at spaces.
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split(' ') {
        let last = lines.last_mut().expect("one line at least");
        if !last.is_empty() && last.len() + 1 + word.len() > width {
            lines.push(word.to_string());
        } else {
            if !last.is_empty() {
                last.push(' ');
            }
            last.push_str(word);
        }
    }
    lines
}

/// The Rust constant `TABLE` of [`table_lines`]' lines, inside a function: a byte string
/// when `packed`, else a slice of `u32`.
pub(crate) fn rust_table(lines: &[String], packed: bool) -> String {
    let mut out = String::new();
    if packed {
        out += "    const TABLE: &[u8] = b\"\\\n";
        for line in lines {
            out += &format!("        {}\\\n", line);
        }
        out += "    \";\n";
    } else {
        out += "    const TABLE: &[u32] = &[\n";
        for line in lines {
            out += &format!("        {}\n", line);
        }
        out += "    ];\n";
    }
    out
}

/// A table's lines in emitted code: one character a value (`DIGITS`) in lines of 96 when
/// `packed` (every value below 64), else 16 numbers a line, each followed by a comma.
pub(crate) fn table_lines(table: &[u32], packed: bool) -> Vec<String> {
    if packed {
        let text: String = table.iter().map(|&v| DIGITS[v as usize] as char).collect();
        text.as_bytes()
            .chunks(96)
            .map(|c| String::from_utf8_lossy(c).into_owned())
            .collect()
    } else {
        table
            .chunks(16)
            .map(|c| {
                c.iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
                    + ","
            })
            .collect()
    }
}

/// Compiles a Rust program of emitted functions (`name.rs` in `dir`, warnings denied) and
/// returns its binary: the tests of every emitted function run it.
#[cfg(test)]
pub(crate) fn compile_rust(dir: &std::path::Path, name: &str, src: &str) -> std::path::PathBuf {
    let file = dir.join(format!("{}.rs", name));
    std::fs::write(&file, src).unwrap();
    let binary = dir.join(format!("{}-rust", name));
    let status = std::process::Command::new("rustc")
        .args(["--edition", "2018", "-D", "warnings", "-o"])
        .arg(&binary)
        .arg(&file)
        .status()
        .expect("rustc runs");
    assert!(status.success(), "rustc refused {}", file.display());
    binary
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::analysis::analyse;
    use impartial_lab::{Code, Table};
    use std::path::{Path, PathBuf};
    use std::process::Command;

    /// The games emitted: proved (packed table), proved with a saltus, observed with a saltus,
    /// no pattern (a plain table), and values of 64 and more (a list of numbers).
    const GAMES: [(&str, usize); 5] = [
        ("0.77", 1000),
        ("allbut:2,3,7", 1000),
        ("0.3F", 200),
        ("4!.0", 300),
        ("4.[3]", 120),
    ];

    /// How far each emitted function is checked, against the engine's values.
    const CHECKED: usize = 1500;

    fn scratch() -> PathBuf {
        let dir = std::env::temp_dir().join(format!("impartial-lab-emit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// What each emitted function must print for n < CHECKED: the engine's values where the
    /// pattern covers them, "-" beyond a plain table.
    fn expected() -> String {
        let mut out = String::new();
        for (game, n) in GAMES {
            let code = Code::parse(game).unwrap();
            let a = analyse(&code, n, false, false);
            let covered = if a.pattern().is_some() { CHECKED } else { n };
            let mut t = Table::new(&code);
            t.extend(covered.min(CHECKED));
            let line: Vec<String> = (0..CHECKED)
                .map(|i| {
                    if i < t.len() {
                        t.values().get(i).to_string()
                    } else {
                        "-".into()
                    }
                })
                .collect();
            out += &(line.join(" ") + "\n");
        }
        out
    }

    fn functions(lang: Lang) -> Vec<String> {
        GAMES
            .iter()
            .map(|&(game, n)| {
                let a = analyse(&Code::parse(game).unwrap(), n, false, false);
                let f = emit(&a, lang, &format!("lab emit {} {}", game, n)).unwrap();
                assert!(f.len() <= LIMIT);
                f
            })
            .collect()
    }

    fn run(binary: &Path) -> String {
        let out = Command::new(binary).output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    }

    #[test]
    fn emitted_rust_compiles_and_answers() {
        let dir = scratch();
        let mut src = String::new();
        for (i, f) in functions(Lang::Rust).iter().enumerate() {
            src += &format!("#[allow(dead_code)]\nmod g{} {{\n{}}}\n", i, f);
        }
        src += "fn main() {\n";
        for i in 0..GAMES.len() {
            src += &format!(
                "    let line: Vec<String> = (0..{CHECKED}u64).map(|n| g{i}::grundy(n).map_or(\"-\".to_string(), |v| v.to_string())).collect();\n    println!(\"{{}}\", line.join(\" \"));\n"
            );
        }
        src += "}\n";
        let binary = compile_rust(&dir, "emitted", &src);
        assert_eq!(run(&binary), expected());
    }

    #[test]
    fn emitted_cpp_compiles_and_answers() {
        if Command::new("g++").arg("--version").output().is_err() {
            assert!(
                std::env::var("CI").map_or(true, |v| v != "true"),
                "g++ is missing on CI"
            );
            eprintln!("g++ is not installed: the emitted C++ is not compiled here");
            return;
        }
        let dir = scratch();
        let mut src = String::from("#include <cstdio>\n");
        for (i, f) in functions(Lang::Cpp).iter().enumerate() {
            src += &format!("namespace g{} {{\n{}}}\n", i, f);
        }
        src += "int main() {\n";
        for i in 0..GAMES.len() {
            src += &format!(
                "    for (unsigned long long n = 0; n < {CHECKED}; ++n) {{ long long v = g{i}::grundy(n); if (n) std::printf(\" \"); if (v < 0) std::printf(\"-\"); else std::printf(\"%lld\", v); }}\n    std::printf(\"\\n\");\n"
            );
        }
        src += "}\n";
        let file = dir.join("emitted.cpp");
        std::fs::write(&file, src).unwrap();
        let binary = dir.join("emitted-cpp");
        let status = Command::new("g++")
            .args(["-std=c++11", "-Wall", "-Werror", "-o"])
            .arg(&binary)
            .arg(&file)
            .status()
            .expect("g++ runs");
        assert!(status.success(), "g++ refused {}", file.display());
        assert_eq!(run(&binary), expected());
    }

    #[test]
    fn a_function_past_64_kib_is_refused() {
        let a = analyse(&Code::parse("4!.0").unwrap(), 100_000, true, false);
        let e = emit(&a, Lang::Rust, "lab emit 4!.0 100000").unwrap_err();
        assert!(
            e.contains("64 KiB is the limit: ask for fewer values (about "),
            "{}",
            e
        );
        // A pattern too long to fit is not helped by fewer values (0.16's period is 149,459).
        let mut a = analyse(&Code::parse("0.07").unwrap(), 1000, false, false);
        a.known = Known::Observed(impartial_lab::Pattern {
            preperiod: 10_000,
            period: 10_000,
            saltus: 0,
        });
        let mut values = impartial_lab::Values::default();
        for n in 0..30_000u32 {
            values.push(10_000 + n % 20_000);
        }
        a.values = values;
        let e = emit(&a, Lang::Rust, "test").unwrap_err();
        assert!(
            e.ends_with("the pattern needs G(0..20000) whatever N is, so no N fits"),
            "{}",
            e
        );
        let none = analyse(&Code::parse("4!.0").unwrap(), 100, true, false);
        let text = emit(&none, Lang::Rust, "lab emit 4!.0 100").unwrap();
        assert!(text.contains("no pattern found within N = 100"), "{}", text);
    }
}
