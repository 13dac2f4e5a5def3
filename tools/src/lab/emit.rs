//! `lab emit`: a function a submission can carry, answering `G(n)` from a preperiod table and a
//! period (or from a plain table when no pattern is known), in Rust or C++, within 64 KiB.
//!
//! Values below 64 are stored one character each (`0-9`, `A-Z`, `a-z`, `+`, `/`) in a string;
//! larger ones as a list of numbers. The Rust function returns `Option<u64>` and the C++ one
//! `long long`, `None` / `-1` beyond a plain table or where the value would not fit.

use super::analysis::{Analysis, Verdict};

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

const DIGITS: &[u8; 64] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/";

/// The function for `analysis` in `lang`; `command` is the lab command that made it (quoted in
/// its comment). An error when it would exceed [`LIMIT`].
pub fn emit(analysis: &Analysis, lang: Lang, command: &str) -> Result<String, String> {
    let values = &analysis.values;
    let (a, p, s) = match analysis.verdict {
        Verdict::Proved { pattern, .. } | Verdict::Observed(pattern) => {
            (pattern.preperiod, pattern.period, pattern.saltus)
        }
        Verdict::None => (values.len() as u64, 0, 0),
    };
    let len = (a + p) as usize;
    let table: Vec<u32> = (0..len).map(|i| values.get(i)).collect();
    let packed = table.iter().all(|&v| v < 64);
    let what = match &analysis.verdict {
        Verdict::Proved { proof, .. } => format!(
            "period {} with saltus {} from n = {}, proved by {}",
            p, s, a, proof
        ),
        Verdict::Observed(_) => format!(
            "period {} with saltus {} from n = {}, OBSERVED in G(0..{}) only, not proved",
            p,
            s,
            a,
            values.len()
        ),
        Verdict::None => format!(
            "no pattern known: a plain table of G(0..{}), nothing beyond",
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
    let body: Vec<String> = if packed {
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
    };
    match lang {
        Lang::Rust => {
            out += "pub fn grundy(n: u64) -> Option<u64> {\n";
            if packed {
                out += "    const TABLE: &[u8] = b\"\\\n";
                for line in &body {
                    out += &format!("        {}\\\n", line);
                }
                out += "    \";\n";
                out += "    let cell = |i: u64| -> u64 {\n        let c = TABLE[i as usize];\n        u64::from(match c {\n            b'0'..=b'9' => c - b'0',\n            b'A'..=b'Z' => c - b'A' + 10,\n            b'a'..=b'z' => c - b'a' + 36,\n            b'+' => 62,\n            _ => 63,\n        })\n    };\n";
            } else {
                out += "    const TABLE: &[u32] = &[\n";
                for line in &body {
                    out += &format!("        {}\n", line);
                }
                out += "    ];\n    let cell = |i: u64| -> u64 { u64::from(TABLE[i as usize]) };\n";
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
        return Err(format!(
            "the function for {} would take {} bytes ({} table values); 64 KiB is the limit: \
             ask for fewer values, or a game with a shorter pattern",
            analysis.name,
            out.len(),
            len
        ));
    }
    Ok(out)
}

/// `text` in lines of at most `width` characters, broken at spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split(' ') {
        let last = lines.last_mut().unwrap();
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
