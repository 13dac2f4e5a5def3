//! `lab values | pattern | zeros | claim | emit` for a game with no single table
//! ([`crate::lab::lines`]): a program's positions of several kinds, read kind by kind, and a
//! plane, read row by row, column by column and diagonal by diagonal. Each line is a
//! one-dimensional table that the lab reads as it reads a heap game's, and every answer about
//! it is observed to `N`, never proved. A claim about a line names it first (`kind heap period
//! 3`, `row 2 in 1 mod 2 value 0`, `diagonal -1 period 2 saltus 2`).

use super::{claim_answer, parse_claim, LabError};
use crate::cli::lab_recognize::{self, claim_command};
use crate::lab::analysis::{Analysis, Known};
use crate::lab::emit::{self, Lang};
use crate::lab::lines::{plane_lines, symmetric, KindTable, Line};
use crate::lab::plane;
use impartial_lab::pattern::{check, observed, Check};
use impartial_lab::{Pattern, Values};

fn values_of(values: &[u32]) -> Values {
    let mut v = Values::default();
    for &x in values {
        v.push(x);
    }
    v
}

/// A line's values as a run of the lab's own, observed at most: the least period seen in the
/// first half of the line ([`observed`]) and holding in all of it. A pattern seen in a whole
/// short line is often chance (the tests' random planes found such periods in rows of 24 that
/// rows of 96 refuted); found in half and checked in the rest, as the recognizers are, none
/// was refuted there.
fn analysis(game: &str, line: &Line, values: &[u32]) -> Analysis {
    let mut a = Analysis::of_values(&format!("{} {}", game, line), values_of(values));
    a.known = observed(&values_of(&values[..values.len() / 2]))
        .filter(|&p| check(&a.values, p) == Check::Holds)
        .map_or(Known::None, Known::Observed);
    a
}

/// `period P [saltus S] [from A]`, the claim of a pattern, as `lab claim` reads it.
fn period_words(p: Pattern) -> String {
    let mut s = format!("period {}", p.period);
    if p.saltus > 0 {
        s += &format!(" saltus {}", p.saltus);
    }
    if p.preperiod > 0 {
        s += &format!(" from {}", p.preperiod);
    }
    s
}

/// The claim line of a kind's pattern, or the rules beyond a period seen on it; `n`, the
/// program's N, which the claim runs it with again (a kind's table may be shorter or longer).
fn claims(game: &str, line: &Line, a: &Analysis, n: usize) -> String {
    match a.pattern() {
        Some(p) => format!(
            "  {}\n",
            claim_command(game, &format!("{} {}", line, period_words(p)), n)
        ),
        None => lab_recognize::beyond_as(a, game, &format!("{} ", line), Some(n)),
    }
}

/// `lab values` of a game of several kinds: one line a kind, `kind heap: G(heap:0) ...`.
pub fn kinds_values(tables: &[KindTable]) -> String {
    let mut s = String::new();
    for t in tables {
        s += &match &t.table {
            Ok(v) => format!(
                "kind {}: {}\n",
                t.kind,
                v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
            ),
            Err(why) => format!("kind {}: {}\n", t.kind, why),
        };
    }
    s
}

/// `lab pattern` of a game of several kinds: a first line naming the kinds, then each kind's
/// pattern (its first line as a heap game's, its words, and its claim) or the line that says
/// why it has none.
pub fn kinds_pattern(game: &str, tables: &[KindTable], n: usize) -> String {
    let names: Vec<&str> = tables.iter().map(|t| t.kind.as_str()).collect();
    let mut s = format!(
        "kinds {} observed={}\n{}: {} kind{}, each read as a heap game of its own (G(kind:0), G(kind:1), ...); observed, not proved\n",
        names.join(","),
        n,
        game,
        tables.len(),
        if tables.len() == 1 { "" } else { "s" }
    );
    for t in tables {
        let line = Line::Kind(t.kind.clone());
        match &t.table {
            Ok(v) => {
                let a = analysis(game, &line, v);
                s += &format!("{}: {}\n{}\n", line, a.first_line(), a.statement());
                s += &claims(game, &line, &a, n);
            }
            Err(why) => s += &format!("{}: {}\n", line, why),
        }
    }
    s
}

/// `lab zeros` of a game of several kinds: each kind's losing positions and their form.
pub fn kinds_zeros(game: &str, tables: &[KindTable]) -> String {
    let mut s = String::new();
    for t in tables {
        let line = Line::Kind(t.kind.clone());
        match &t.table {
            Ok(v) => {
                let a = analysis(game, &line, v);
                s += &format!(
                    "{}: {}",
                    line,
                    lab_recognize::zeros_as(&a, game, &format!("{} ", line))
                );
            }
            Err(why) => s += &format!("{}: {}\n", line, why),
        }
    }
    s
}

/// `lab pattern` on the plane: r-Wythoff's Beatty pairs checked against the table (a theorem),
/// then the rows, columns and diagonals of index below `N / 4` read as lines (observed).
pub fn plane_pattern(name: &str, g: &[Vec<u32>], r: Option<u64>) -> String {
    let n = g.len();
    let p_count = g.iter().flatten().filter(|&&v| v == 0).count();
    let mut s = match r.map(|r| (r, plane::beatty_check(r, g))) {
        Some((r, Ok(pairs))) => format!(
            "beatty r={r} proved checked={n}\n{name}: the P-positions are (a_k, b_k) and (b_k, a_k) with a_k = floor(k alpha), b_k = a_k + {}, alpha = (2 - {r} + sqrt({} + 4)) / 2 (Fraenkel's theorem; Wythoff's for r = 1); checked: the {p_count} P-positions of the {n} x {n} table are exactly those of the pairs k < {pairs}\n",
            if r == 1 { "k".to_string() } else { format!("{} k", r) },
            r * r
        ),
        Some((r, Err((x, y)))) => format!(
            "none observed={n}\n{name}: the table differs from the Beatty pairs of r = {r} at ({x}, {y})\n"
        ),
        None => format!("none observed={n}\n{name}: {p_count} P-positions in the {n} x {n} table (no theorem for the plane of a program)\n"),
    };
    s += &plane_lines_pattern(name, g);
    s
}

/// Every row, column and diagonal of index below `N / 4` ([`plane_lines`]) read as a line, one
/// answer a line: its period with the claim that checks it, or the rules beyond a period seen on it.
fn plane_lines_pattern(name: &str, g: &[Vec<u32>]) -> String {
    let n = g.len();
    let same = symmetric(g);
    let lines = plane_lines(n, same);
    let mut found = [0usize; 3];
    let mut total = [0usize; 3];
    let mut body = String::new();
    for line in &lines {
        let values = line.values(g).expect("a line of the table");
        let a = analysis(name, line, &values);
        let slot = match line {
            Line::Row(_) => 0,
            Line::Column(_) => 1,
            _ => 2,
        };
        total[slot] += 1;
        match a.pattern() {
            Some(p) => {
                found[slot] += 1;
                body += &format!(
                    "{}: {}; {}\n",
                    line,
                    a.first_line(),
                    claim_command(name, &format!("{} {}", line, period_words(p)), n)
                );
            }
            None => {
                body += &format!("{}: {}\n", line, a.first_line());
                let beyond = lab_recognize::beyond_as(&a, name, &format!("{} ", line), Some(n));
                if beyond.starts_with("beyond a period") {
                    body += &beyond;
                }
            }
        }
    }
    let mut s = format!(
        "lines of index below N/4 = {} of the {n} x {n} table, each read as G(t) along it (row x: G(x, t), column y: G(t, y), diagonal d: the cells with x - y = d, from the edge), observed to N, not proved: rows {}/{} with a period",
        total[0], found[0], total[0]
    );
    if same {
        s += &format!(
            ", diagonals {}/{} (the table is symmetric, G(x, y) = G(y, x): column y is row y, diagonal -d is diagonal d)\n",
            found[2], total[2]
        );
    } else {
        s += &format!(
            ", columns {}/{}, diagonals {}/{}\n",
            found[1], total[1], found[2], total[2]
        );
    }
    s + &body
}

/// The values of one line of a game of several kinds or of a plane, or why there are none.
pub fn line_values(
    kinds: Option<&[KindTable]>,
    plane: Option<&[Vec<u32>]>,
    line: &Line,
) -> Result<Vec<u32>, String> {
    match (line, kinds, plane) {
        (Line::Kind(k), Some(tables), _) => {
            let t = tables.iter().find(|t| &t.kind == k).ok_or_else(|| {
                let names: Vec<&str> = tables.iter().map(|t| t.kind.as_str()).collect();
                format!(
                    "kind {} has no rule (the program lists no {} position; the kinds listed: {})",
                    k,
                    k,
                    names.join(", ")
                )
            })?;
            t.table
                .clone()
                .map_err(|why| format!("kind {}: {}", k, why))
        }
        (Line::Kind(_), None, _) => {
            Err("a claim about a kind is for a program with typed positions (kind:n)".into())
        }
        (_, _, Some(g)) => line.values(g).ok_or_else(|| {
            format!(
                "{} is outside the {} x {} table; give a larger N",
                line,
                g.len(),
                g.len()
            )
        }),
        _ => Err(format!(
            "a claim about {} is for a game on the plane (x,y)",
            line
        )),
    }
}

/// `lab claim GAME 'LINE CLAIM' N` on the values of that line: the answer, and whether it
/// refutes the claim (a period claim's exit status is then 1, as a heap game's).
pub fn line_claim(
    game: &str,
    line: &Line,
    claim_text: &str,
    values: &[u32],
) -> Result<(String, bool), LabError> {
    let a = analysis(game, line, values);
    if lab_recognize::handles(claim_text) {
        let (text, refuted) = lab_recognize::claim_answer(&a, claim_text)?;
        return Ok((format!("{}: {}", line, text), refuted));
    }
    let claim = parse_claim(claim_text)?;
    let tested = claim
        .preperiod
        .saturating_add(claim.period.saturating_mul(2));
    let holds = check(&a.values, claim) == Check::Holds;
    if holds && (values.len() as u64) < tested {
        return Err(LabError::Error(format!(
            "claim \"{} {}\" not tested: one period past its start needs {} values of {}, and it has {}; give a larger N",
            line, claim_text, tested, line, values.len()
        )));
    }
    Ok((format!("{}: {}", line, claim_answer(&a, claim)), !holds))
}

/// `lab emit` of a game of several kinds: a function `grundy_KIND(n)` for each kind of one
/// number (each as a heap game's, [`emit::emit`]), a comment for each other kind.
pub fn kinds_emit(
    game: &str,
    tables: &[KindTable],
    lang: Lang,
    command: &str,
) -> Result<String, String> {
    let mut out = String::new();
    for t in tables {
        let line = Line::Kind(t.kind.clone());
        match &t.table {
            Ok(v) => {
                let text = emit::emit(&analysis(game, &line, v), lang, command)?;
                let (head, named) = match lang {
                    Lang::Rust => ("pub fn grundy(", format!("pub fn grundy_{}(", t.kind)),
                    Lang::Cpp => ("long long grundy(", format!("long long grundy_{}(", t.kind)),
                };
                out += &text.replacen(head, &named, 1);
            }
            Err(why) => out += &format!("// kind {}: no function: {}\n", t.kind, why),
        }
        out += "\n";
    }
    if out.len() > emit::LIMIT {
        return Err(format!(
            "the functions for the kinds of {} would take {} bytes; 64 KiB is the limit: ask for fewer values",
            game,
            out.len()
        ));
    }
    Ok(out)
}

/// `lab emit` on the plane: `grundy(x, y)` for `x, y < N` from a plain table of the plane (no
/// theorem extends a program's plane, so nothing beyond it), in the cells `x N + y` of
/// [`emit::emit`]'s table.
pub fn plane_emit(game: &str, g: &[Vec<u32>], lang: Lang, command: &str) -> Result<String, String> {
    let n = g.len();
    let v = values_of(&g.iter().flatten().copied().collect::<Vec<u32>>());
    let mut a = Analysis::of_values(
        &format!(
            "{} (the plane, row x first: the cell x*{} + y is G(x, y))",
            game, n
        ),
        v,
    );
    // The cells of a plane are no sequence: a period of them says nothing beyond the table.
    a.known = Known::None;
    let text = emit::emit(&a, lang, command)?;
    let out = match lang {
        Lang::Rust => text.replacen("pub fn grundy(", "pub fn grundy_cell(", 1) + &format!(
            "\n/// G(x, y) of {} for x, y < {}: the cell x*{} + y of the table above; None outside it.\npub fn grundy(x: u64, y: u64) -> Option<u64> {{\n    if x >= {} || y >= {} {{\n        return None;\n    }}\n    grundy_cell(x * {} + y)\n}}\n",
            game, n, n, n, n, n
        ),
        Lang::Cpp => text.replacen("long long grundy(", "long long grundy_cell(", 1) + &format!(
            "\n// G(x, y) of {} for x, y < {}: the cell x*{} + y of the table above; -1 outside it.\nlong long grundy(unsigned long long x, unsigned long long y) {{\n    if (x >= {}ULL || y >= {}ULL) return -1;\n    return grundy_cell(x * {}ULL + y);\n}}\n",
            game, n, n, n, n, n
        ),
    };
    if out.len() > emit::LIMIT {
        return Err(format!(
            "the function for the {} x {} plane of {} would take {} bytes; 64 KiB is the limit: ask for a smaller N",
            n,
            n,
            game,
            out.len()
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests;
