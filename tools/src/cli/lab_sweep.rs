//! `impartial lab sweep GAME K=3..40 [L=1..20 ...] [N]` and `lab emit GAME K=a..b --lang L`:
//! a family ([`crate::lab::family`]) run over its parameters' range, each instance analysed as
//! `lab pattern` analyses it, then the rules ([`crate::lab::sweep`]) for the preperiod, the
//! period and the saltus, fitted on the first half of the tuples and checked on the second.

use super::lab::LabError;
use crate::lab::analysis::{analyse_within, Analysis, Known};
use crate::lab::emit::{self, Lang, LIMIT};
use crate::lab::family::{tuples, Binding, Family};
use crate::lab::sweep::{fit, Fit, Point};
use crate::lab::{cost, default_n, program, Game};
use impartial_lab::Values;
use std::io::Write;
use std::time::Duration;

/// What a sweep's members are run with (from `impartial lab`'s options).
pub struct Settings {
    /// `--quiet`.
    pub quiet: bool,
    /// `--long`: no budget.
    pub long: bool,
    /// `--timeout S` for a program.
    pub timeout: Duration,
    /// `--lang` for `lab emit`.
    pub lang: Option<Lang>,
    /// `--out FILE`: the answer is returned, not written as it comes.
    pub to_file: bool,
}

/// One member of the family: its parameters' values and its run.
pub struct Member {
    /// The parameters' values.
    pub values: Vec<(String, u64)>,
    /// The run.
    pub analysis: Analysis,
}

/// A sweep's result.
pub struct Swept {
    /// The family as given.
    pub family: Family,
    /// The parameters in the bindings' order.
    pub names: Vec<String>,
    /// Every tuple's run, in order.
    pub members: Vec<Member>,
    /// The rules for the preperiod, the period and the saltus.
    pub rules: Vec<(&'static str, Fit)>,
    /// The range as given (`K=3..40 L=1..20`).
    pub range: String,
    /// The fit part and the check part in words.
    pub parts: (String, String),
}

fn tuple_text(t: &[(String, u64)]) -> String {
    t.iter()
        .map(|(n, v)| format!("{}={}", n, v))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The part `t` of the tuples in words: `K=3..21` with one parameter, else its first and last.
fn part(t: &[Member]) -> String {
    let (first, last) = (&t[0].values, &t[t.len() - 1].values);
    if first.len() == 1 {
        format!("{}={}..{}", first[0].0, first[0].1, last[0].1)
    } else {
        format!(
            "the {} tuples {} to {}",
            t.len(),
            tuple_text(first),
            tuple_text(last)
        )
    }
}

/// One instance's analysis, as `lab pattern` runs it.
fn analyse_game(game: &Game, n: Option<usize>, s: &Settings) -> Result<Analysis, String> {
    match game {
        Game::Heap(code) => {
            let limit = n.unwrap_or_else(|| default_n(game));
            let budget = (!s.long).then_some(cost::BUDGET);
            let mut a =
                analyse_within(code, limit, false, !s.quiet, budget).map_err(|r| r.to_string())?;
            a.default_n = n.is_none();
            Ok(a)
        }
        Game::Program(command) => {
            let limit = n.unwrap_or_else(|| default_n(game));
            let text = program::run(command, limit, s.timeout)?;
            let listing = program::parse(&text)?;
            let g = program::grundy(&listing)?;
            match program::layout(&listing, &g, limit)? {
                program::ProgramValues::Heaps(v) => {
                    let mut values = Values::default();
                    for x in v {
                        values.push(x);
                    }
                    let mut a = Analysis::of_values(&format!("prog:{}", command), values);
                    a.default_n = n.is_none();
                    Ok(a)
                }
                program::ProgramValues::Plane(_) => {
                    Err("lab sweep takes heap games: this program lists the plane".into())
                }
            }
        }
        Game::Wythoff(_) => Err("lab sweep takes heap games, not wythoff".into()),
    }
}

/// Runs `text` over the bindings' tuples, calling `line` with each instance's line as it comes.
pub fn sweep(
    text: &str,
    bindings: &[Binding],
    n: Option<usize>,
    s: &Settings,
    line: &mut dyn FnMut(&str) -> Result<(), String>,
) -> Result<Swept, String> {
    let family = Family::parse(text)?;
    let names: Vec<String> = bindings.iter().map(|b| b.name.clone()).collect();
    family.check_names(&names)?;
    if bindings.is_empty() {
        return Err(format!(
            "lab sweep {}: give each parameter a range (K=3..40)",
            text
        ));
    }
    let all = tuples(bindings)?;
    let mut members = Vec::new();
    for t in all {
        let game = family
            .bind(&t)
            .map_err(|e| format!("{}: {}", tuple_text(&t), e))?;
        let a = analyse_game(&game, n, s).map_err(|e| format!("{}: {}", tuple_text(&t), e))?;
        line(&format!("{} {}", tuple_text(&t), a.first_line()))?;
        members.push(Member {
            values: t,
            analysis: a,
        });
    }
    let split = (members.len() + 1) / 2;
    let missing = members.iter().find(|i| i.analysis.pattern().is_none());
    let mut rules = Vec::new();
    for what in ["preperiod", "period", "saltus"] {
        let rule = match missing {
            Some(i) => Fit::NoneFound(format!(
                "{} has no pattern in G(0..{})",
                tuple_text(&i.values),
                i.analysis.values.len()
            )),
            None => {
                let points: Vec<Point> = members
                    .iter()
                    .map(|i| {
                        let p = i.analysis.pattern().expect("every instance has a pattern");
                        Point {
                            x: i.values.iter().map(|v| i128::from(v.1)).collect(),
                            y: i128::from(match what {
                                "preperiod" => p.preperiod,
                                "period" => p.period,
                                _ => p.saltus,
                            }),
                        }
                    })
                    .collect();
                let at = |p: &Point| {
                    names
                        .iter()
                        .zip(&p.x)
                        .map(|(n, v)| format!("{}={}", n, v))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                fit(&points, split, &names, what, &at)
            }
        };
        rules.push((what, rule));
    }
    let parts = if split < members.len() {
        (part(&members[..split]), part(&members[split..]))
    } else {
        (part(&members), String::new())
    };
    Ok(Swept {
        family,
        names,
        members,
        rules,
        range: bindings
            .iter()
            .map(|b| b.text.clone())
            .collect::<Vec<_>>()
            .join(" "),
        parts,
    })
}

impl Swept {
    /// The `rule` lines.
    pub fn rule_lines(&self) -> String {
        let mut s = String::new();
        for (what, rule) in &self.rules {
            s += &match rule {
                Fit::Holds(form) => format!(
                    "rule {} = {} (observed {}: fitted on {}, checked on {})\n",
                    what,
                    form.show(&self.names),
                    self.range,
                    self.parts.0,
                    self.parts.1
                ),
                Fit::NoneFound(why) => format!("rule {}: none found ({})\n", what, why),
            };
        }
        s
    }

    /// How the members were settled: `38 proved by the window theorem`.
    fn proofs(&self) -> String {
        let mut theorems: Vec<(String, usize)> = Vec::new();
        let mut observed = 0;
        for i in &self.members {
            match &i.analysis.known {
                Known::Proved { proof, .. } => {
                    let name = proof.split(" (").next().unwrap_or(proof).to_string();
                    match theorems.iter_mut().find(|t| t.0 == name) {
                        Some(t) => t.1 += 1,
                        None => theorems.push((name, 1)),
                    }
                }
                _ => observed += 1,
            }
        }
        let mut parts: Vec<String> = theorems
            .iter()
            .map(|(t, c)| format!("{} proved by {}", c, t))
            .collect();
        if observed > 0 {
            parts.push(format!(
                "{} OBSERVED only (no theorem checked: their pattern is seen in their table, not proved)",
                observed
            ));
        }
        format!(
            "of the {} instances, {}",
            self.members.len(),
            parts.join(", ")
        )
    }
}

/// `lab sweep`: the instance lines, then the rule lines.
pub fn sweep_command(
    words: &[String],
    bindings: &[Binding],
    n: Option<usize>,
    s: &Settings,
    out: &mut dyn Write,
) -> Result<(), LabError> {
    let text = words
        .get(1)
        .ok_or_else(|| LabError::Usage("lab sweep GAME NAME=LOW..HIGH ... [N]".into()))?;
    let swept = sweep(text, bindings, n, s, &mut |l| {
        writeln!(out, "{}", l).map_err(|e| e.to_string())
    })?;
    out.write_all(swept.rule_lines().as_bytes())
        .map_err(|e| e.to_string())?;
    Ok(())
}

/// A parameter's name as an argument of the emitted function: lower case where that is a
/// plain identifier of its own, else `p_` and the name.
fn arg_names(names: &[String]) -> Vec<String> {
    const TAKEN: &[&str] = &[
        "n",
        "q",
        "r",
        "row",
        "cell",
        "key",
        "as",
        "do",
        "if",
        "in",
        "fn",
        "for",
        "int",
        "let",
        "mod",
        "ref",
        "use",
        "auto",
        "char",
        "long",
        "loop",
        "move",
        "type",
        "true",
        "false",
        "match",
        "const",
        "break",
        "while",
        "return",
        "static",
        "struct",
        "unsigned",
        "preperiod",
        "period",
        "saltus",
        "base",
        "it",
    ];
    let lower: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
    lower
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let unique = lower.iter().filter(|o| *o == l).count() == 1;
            if unique && !TAKEN.contains(&l.as_str()) && !l.starts_with("p_") {
                l.clone()
            } else if unique {
                // Snake case, so the emitted code compiles without a warning.
                format!("p_{}", l)
            } else {
                format!("p{}_{}", i, l)
            }
        })
        .collect()
}

/// The function of the parameters and `n` for a sweep whose three rules hold (module docs).
pub fn emit_family(swept: &Swept, lang: Lang, command: &str) -> Result<String, String> {
    let mut forms = Vec::new();
    for (what, rule) in &swept.rules {
        match rule {
            Fit::Holds(f) => forms.push(f.clone()),
            Fit::NoneFound(why) => {
                return Err(format!(
                    "no rule for the {} of {} over {} ({}): emit one instance instead (lab emit GAME N with each parameter bound, K=5)",
                    what,
                    swept.family.text(),
                    swept.range,
                    why
                ))
            }
        }
    }
    let rust = lang == Lang::Rust;
    let args = arg_names(&swept.names);
    let d = args.len();
    let mut table: Vec<u32> = Vec::new();
    let mut offsets = Vec::new();
    for i in &swept.members {
        let p = i
            .analysis
            .pattern()
            .expect("rules hold: every instance has a pattern");
        offsets.push(table.len());
        for k in 0..(p.preperiod + p.period) as usize {
            table.push(i.analysis.values.get(k));
        }
    }
    let packed = table.iter().all(|&v| v < 64);
    let rules: Vec<String> = swept
        .rules
        .iter()
        .zip(&forms)
        .map(|((what, _), f)| format!("{} = {}", what, f.show(&swept.names)))
        .collect();
    let doc = format!(
        "G(n) of the game {} for {} ({}): {}. Each instance's pattern is what lab pattern finds for it: {}. The rules ({}) are OBSERVED over {} (fitted on {}, checked on {}), not proved for the family; outside that range the function answers {}. Written by the impartial lab: {}",
        swept.family.text(),
        swept.range,
        args.iter()
            .zip(&swept.names)
            .map(|(a, n)| format!("{} is {}", a, n))
            .collect::<Vec<_>>()
            .join(", "),
        if d == 1 { "one row of values per parameter value" } else { "one row of values per tuple" },
        swept.proofs(),
        rules.join("; "),
        swept.range,
        swept.parts.0,
        swept.parts.1,
        if rust { "None" } else { "-1" },
        command
    );
    let mut out = String::new();
    let comment = if rust { "///" } else { "//" };
    for l in wrap(&doc, 96) {
        out += &format!("{} {}\n", comment, l);
    }
    let tuples: Vec<String> = swept
        .members
        .iter()
        .map(|i| {
            let v: Vec<String> = i.values.iter().map(|v| v.1.to_string()).collect();
            if rust {
                format!("[{}]", v.join(", "))
            } else {
                format!(
                    "{{{{{}}}}}",
                    v.iter()
                        .map(|x| format!("{}ULL", x))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        })
        .collect();
    let table_lines = emit::table_lines(&table, packed);
    let offset_lines: Vec<String> = offsets
        .chunks(16)
        .map(|c| {
            c.iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(", ")
                + ","
        })
        .collect();
    let tuple_lines: Vec<String> = tuples.chunks(12).map(|c| c.join(", ") + ",").collect();
    let [pre, per, sal] = [&forms[0], &forms[1], &forms[2]].map(|f| f.code(&args, rust));
    if rust {
        let params: String = args.iter().map(|a| format!("{}: u64, ", a)).collect();
        let key: Vec<&str> = args.iter().map(String::as_str).collect();
        out += &format!("pub fn grundy({}n: u64) -> Option<u64> {{\n", params);
        out += &format!("    const TUPLES: &[[u64; {}]] = &[\n", d);
        for l in &tuple_lines {
            out += &format!("        {}\n", l);
        }
        out += "    ];\n    const OFFSETS: &[u32] = &[\n";
        for l in &offset_lines {
            out += &format!("        {}\n", l);
        }
        out += "    ];\n";
        out += &emit::rust_table(&table_lines, packed);
        out += &format!(
            "    let row = TUPLES.binary_search(&[{}]).ok()?;\n",
            key.join(", ")
        );
        if packed {
            out += "    let cell = |i: u64| -> u64 {\n        let c = TABLE[OFFSETS[row] as usize + i as usize];\n        u64::from(match c {\n            b'0'..=b'9' => c - b'0',\n            b'A'..=b'Z' => c - b'A' + 10,\n            b'a'..=b'z' => c - b'a' + 36,\n            b'+' => 62,\n            _ => 63,\n        })\n    };\n";
        } else {
            out += "    let cell = |i: u64| -> u64 { u64::from(TABLE[OFFSETS[row] as usize + i as usize]) };\n";
        }
        out += &format!(
            "    let preperiod: i128 = {};\n    let period: i128 = {};\n    let saltus: i128 = {};\n",
            pre, per, sal
        );
        out += "    let fits = |v: i128| (0..=i128::from(u64::MAX)).contains(&v).then(|| v as u64);\n    let (preperiod, period, saltus) = (fits(preperiod)?, fits(period)?, fits(saltus)?);\n";
        out += "    if n < preperiod + period {\n        return Some(cell(n));\n    }\n    let q = n - preperiod;\n    (q / period).checked_mul(saltus)?.checked_add(cell(preperiod + q % period))\n}\n";
    } else {
        let params: String = args
            .iter()
            .map(|a| format!("unsigned long long {}, ", a))
            .collect();
        out += "#include <algorithm>\n#include <array>\n#include <climits>\n\n";
        out += &format!("long long grundy({}unsigned long long n) {{\n", params);
        out += &format!(
            "    typedef std::array<unsigned long long, {}> Tuple;\n    static const Tuple TUPLES[] = {{\n",
            d
        );
        for l in &tuple_lines {
            out += &format!("        {}\n", l);
        }
        out += "    };\n    static const unsigned int OFFSETS[] = {\n";
        for l in &offset_lines {
            out += &format!("        {}\n", l);
        }
        out += "    };\n";
        if packed {
            out += "    static const char TABLE[] =\n";
            for l in &table_lines {
                out += &format!("        \"{}\"\n", l);
            }
            out += "        ;\n";
        } else {
            out += "    static const unsigned int TABLE[] = {\n";
            for l in &table_lines {
                out += &format!("        {}\n", l);
            }
            out += "    };\n";
        }
        let key: Vec<&str> = args.iter().map(String::as_str).collect();
        out += &format!(
            "    const Tuple key = {{{{{}}}}};\n    const Tuple* end = TUPLES + sizeof(TUPLES) / sizeof(TUPLES[0]);\n    const Tuple* it = std::lower_bound(TUPLES, end, key);\n    if (it == end || *it != key) return -1;\n    const unsigned int base = OFFSETS[it - TUPLES];\n",
            key.join(", ")
        );
        if packed {
            out += "    auto cell = [base](unsigned long long i) -> long long {\n        char c = TABLE[base + i];\n        if (c >= '0' && c <= '9') return c - '0';\n        if (c >= 'A' && c <= 'Z') return c - 'A' + 10;\n        if (c >= 'a' && c <= 'z') return c - 'a' + 36;\n        return c == '+' ? 62 : 63;\n    };\n";
        } else {
            out += "    auto cell = [base](unsigned long long i) -> long long { return TABLE[base + i]; };\n";
        }
        out += &format!(
            "    const long long preperiod_ = {}, period_ = {}, saltus_ = {};\n",
            pre, per, sal
        );
        out += "    if (preperiod_ < 0 || period_ < 1 || saltus_ < 0) return -1;\n    const unsigned long long preperiod = preperiod_, period = period_, saltus = saltus_;\n    if (n < preperiod + period) return cell(n);\n    unsigned long long r = n - preperiod, q = r / period;\n    long long value = cell(preperiod + r % period);\n    if (saltus != 0 && q > (unsigned long long)(LLONG_MAX - value) / saltus) return -1;\n    return value + (long long)(q * saltus);\n}\n";
    }
    if out.len() > LIMIT {
        return Err(format!(
            "the function for {} over {} would take {} bytes ({} table values over {} instances); 64 KiB is the limit: sweep a shorter range",
            swept.family.text(),
            swept.range,
            out.len(),
            table.len(),
            swept.members.len()
        ));
    }
    Ok(out)
}

/// `text` in lines of at most `width` characters, broken at spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
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

/// The family commands of `impartial lab`: `Some(None)` when `lab sweep` has written its
/// answer to `out`, `Some(Some(text))` for `lab emit` over a range and for a sweep
/// `to_file` (the caller writes it where `--out` says),
/// `None` for every other command.
pub fn route(
    sub: &str,
    words: &[String],
    bindings: &[Binding],
    n: Option<usize>,
    s: &Settings,
    out: &mut dyn Write,
) -> Result<Option<Option<String>>, LabError> {
    if sub == "sweep" {
        // Line by line as the members come, unless `--out` wants it in a file.
        if s.to_file {
            let mut text = Vec::new();
            sweep_command(words, bindings, n, s, &mut text)?;
            return Ok(Some(Some(String::from_utf8_lossy(&text).into_owned())));
        }
        sweep_command(words, bindings, n, s, out)?;
        return Ok(Some(None));
    }
    if sub == "emit" && bindings.iter().any(|b| !b.is_single()) {
        let lang = s
            .lang
            .ok_or_else(|| LabError::Usage("lab emit: --lang rust or --lang cpp".into()))?;
        return Ok(Some(Some(emit_command(words, bindings, n, lang, s)?)));
    }
    Ok(None)
}

/// The one game `text` names with `K=5` bindings (every parameter bound once, no range), and
/// its text with the values put in.
pub fn bind_one(text: &str, bindings: &[Binding], sub: &str) -> Result<(Game, String), LabError> {
    if let Some(range) = bindings.iter().find(|b| !b.is_single()) {
        return Err(LabError::Usage(format!(
            "{}: a range is for lab sweep and lab emit; lab {} takes one value ({}=5)",
            range.text, sub, range.name
        )));
    }
    let family = Family::parse(text)?;
    let names: Vec<String> = bindings.iter().map(|b| b.name.clone()).collect();
    family.check_names(&names)?;
    let tuple = tuples(bindings)?.remove(0);
    Ok((family.bind(&tuple)?, family.bind_text(&tuple)?))
}

/// `lab emit GAME K=a..b --lang L [N]`.
pub fn emit_command(
    words: &[String],
    bindings: &[Binding],
    n: Option<usize>,
    lang: Lang,
    s: &Settings,
) -> Result<String, LabError> {
    let text = words.get(1).ok_or_else(|| {
        LabError::Usage("lab emit GAME NAME=LOW..HIGH --lang rust|cpp [N]".into())
    })?;
    let swept = sweep(text, bindings, n, s, &mut |_| Ok(()))?;
    let command = format!(
        "lab emit {} {}{} --lang {}",
        text,
        swept.range,
        n.map_or(String::new(), |n| format!(" {}", n)),
        if lang == Lang::Rust { "rust" } else { "cpp" }
    );
    Ok(emit_family(&swept, lang, &command)?)
}

#[cfg(test)]
mod tests;
