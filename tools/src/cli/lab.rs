//! `impartial lab ACTION GAME ...`: the game lab ([`crate::lab`]) as a subcommand. The table
//! below gives `impartial lab --help` and reads the options, for this subcommand and for the lab's
//! own binary (`tools/src/bin/lab.rs`, `make lab`) alike; [`main`] is the entry point of both.
//! The lab's modules never see the command line: it depends on them, not they on it.

use super::{lab_recognize, lab_sweep, Command, Opt};
use crate::lab::analysis::{analyse, analyse_within, Analysis, Known};
use crate::lab::family;
use crate::lab::lines::{KindTable, Line};
use crate::lab::{cost, default_n, emit, picture, plane, program, Game, CLAIM_LIMIT, PLANE_LIMIT};
use impartial_lab::pattern::{check, implies, Check};
use impartial_lab::periodicity::values_needed;
use impartial_lab::{Pattern, Values};
use std::io::Write;
use std::time::Duration;

mod claim;
mod lines;

const USAGE: &str = "usage: lab values GAME N | pattern GAME [N] | zeros GAME N | claim GAME '[kind K | row X | column Y | diagonal D] period P [saltus S] [from A]' [N] | emit GAME N --lang rust|cpp | svg GAME N | sheet GAME [N] | claim GAME --function CMD [NAME=A..B ...] [N] | value GAME POS | move GAME POS | outcomes GAME N | sum GAME SUM [N] | sweep GAME K=LOW..HIGH ... [N]  [K=VALUE ...] [--loopy | --misere] [--timeout S] [--quiet] [--long] [--out FILE]";

/// The command's table.
pub const COMMAND: Command = Command {
    name: "lab",
    summary: "values, pattern and proof, claims, code and pictures of any game",
    usage: "ACTION GAME [N | CLAIM] [OPTIONS]",
    about: "\
Looks at an impartial game the project has never seen: a take-and-break code in CGSuite's
notation (0.77, 4.[3], 4!.0), a subtraction set (sub:1,3,4) or an all-but set (allbut:2,3,7),
Wythoff and r-Wythoff (wythoff, wythoff:2), or a program of yours (prog:./options) that prints
the options of every position up to N. The pattern says proved only where a theorem checks it.",
    operands: &[
        (
            "ACTION",
            "values GAME N | pattern GAME [N] | zeros GAME N | claim GAME 'period P [saltus S] [from A]' [N]\n\
             | claim GAME 'kind K CLAIM' | 'row X CLAIM' | 'column Y ...' | 'diagonal D ...' [N]\n\
             | emit GAME N | svg GAME N | sheet GAME [N]\n\
             | claim GAME --function CMD [NAME=A..B ...] [N] | value GAME POS | move GAME POS\n\
             | outcomes GAME N | sum GAME SUM [N] (with --loopy or --misere)\n\
             | sweep GAME K=LOW..HIGH ... [N] (a family's rules)",
        ),
        (
            "GAME",
            "the game's code, e.g. 0.77, sub:1,3,4, wythoff, prog:./a.out; a family:\n\
             sub:1,{K}, sub:{L}..{R}, 0.0^{L-1}7^{R-L+1}, bound by K=5 (docs/lab.md)",
        ),
    ],
    options: &[
        Opt {
            flag: "--lang",
            value: Some("L"),
            help: "emit: rust or cpp",
        },
        Opt {
            flag: "--out",
            value: Some("FILE"),
            help: "svg, sheet: write the picture or page there (default: stdout)",
        },
        Opt {
            flag: "--timeout",
            value: Some("S"),
            help: "a program's time to print every position's options (60)",
        },
        Opt {
            flag: "--function",
            value: Some("CMD"),
            help: "claim: a program that reads N and prints G(0) .. G(N-1) (or P/N), one a line",
        },
        Opt {
            flag: "--long",
            value: None,
            help: "run a computation estimated past 10 minutes (refused otherwise)",
        },
        super::lab_outcomes::LOOPY,
        super::lab_outcomes::MISERE,
        Opt {
            flag: "--quiet",
            value: None,
            help: "no progress lines on stderr",
        },
    ],
    notes:
        "Exit status: 0 answered, 1 the game or program failed (one line on stderr) or a claim\n\
is refuted (the answer on stdout), 2 a usage error or a claim's --function that could not be\n\
run to the end; Ctrl-C or SIGTERM stops a long run with what it has.",
    doc: "docs/lab.md",
    run: main,
};

/// What the options of a command line say.
struct Options {
    words: Vec<String>,
    timeout: Duration,
    quiet: bool,
    long: bool,
    out: Option<String>,
    lang: Option<emit::Lang>,
    function: Option<String>,
}

/// Reads the command line by `impartial lab`'s option table ([`COMMAND`]), the
/// one its `--help` and the docs test come from.
fn options(args: &[String]) -> Result<Options, String> {
    let parsed = COMMAND.parse(args)?;
    let lang = match parsed.value("--lang") {
        None => None,
        Some("rust") => Some(emit::Lang::Rust),
        Some("cpp" | "c++") => Some(emit::Lang::Cpp),
        Some(other) => return Err(format!("--lang: expected rust or cpp, found \"{}\"", other)),
    };
    let timeout = parsed.seconds("--timeout")?.unwrap_or(60.0);
    Ok(Options {
        timeout: Duration::from_secs_f64(timeout),
        quiet: parsed.switch("--quiet"),
        long: parsed.switch("--long"),
        out: parsed.value("--out").map(str::to_string),
        lang,
        function: parsed.value("--function").map(str::to_string),
        words: parsed.words,
    })
}

fn number(text: &str, what: &str) -> Result<usize, String> {
    text.replace('_', "")
        .parse::<usize>()
        .ok()
        .filter(|&n| n >= 1 && n < u32::MAX as usize - 1)
        .ok_or_else(|| {
            format!(
                "{}: expected a count from 1 to 2^32 - 2, found \"{}\"",
                what, text
            )
        })
}

/// A usage error (exit status 2) or a failure (1).
#[derive(Debug)]
pub enum LabError {
    /// The command line is wrong.
    Usage(String),
    /// The game or a program failed.
    Error(String),
    /// A claim is refuted: the answer is written, the exit status is 1.
    Refuted,
    /// A claim's function could not be tested (it crashed, hung or printed something else
    /// than its values): exit status 2, as it refutes nothing.
    Untested(String),
}

impl From<String> for LabError {
    fn from(e: String) -> Self {
        LabError::Error(e)
    }
}

/// The values of a game in one of three shapes.
enum Computed {
    Heaps(Analysis),
    /// A program's positions of several kinds, a table a kind.
    Kinds(Vec<KindTable>),
    Plane {
        name: String,
        g: Vec<Vec<u32>>,
        r: Option<u64>,
    },
}

/// Computes what a subcommand needs: a heap game's analysis (`exact`: all `n` values), or a
/// plane.
fn compute(
    game: &Game,
    name: &str,
    n: Option<usize>,
    exact: bool,
    o: &Options,
) -> Result<Computed, String> {
    match game {
        Game::Heap(code) => {
            let limit = n.unwrap_or_else(|| default_n(game));
            let budget = (!o.long).then_some(cost::BUDGET);
            let mut a =
                analyse_within(code, limit, exact, !o.quiet, budget).map_err(|r| r.to_string())?;
            a.default_n = n.is_none();
            Ok(Computed::Heaps(a))
        }
        Game::Wythoff(r) => {
            let n = n.unwrap_or_else(|| default_n(game));
            if n > PLANE_LIMIT {
                return Err(format!(
                    "wythoff: at most {} rows, found {}",
                    PLANE_LIMIT, n
                ));
            }
            Ok(Computed::Plane {
                name: name.to_string(),
                g: plane::wythoff_values(*r, n),
                r: Some(*r),
            })
        }
        Game::Program(command) => {
            let default = n.is_none();
            let n = n.unwrap_or_else(|| default_n(game));
            let text = program::run(command, n, o.timeout)?;
            let listing = program::parse(&text)?;
            let g = program::grundy(&listing)?;
            if listing.names.iter().any(|p| p.kind().is_some()) {
                return Ok(Computed::Kinds(crate::lab::lines::kinds(&listing, &g)));
            }
            match program::layout(&listing, &g, n)? {
                program::ProgramValues::Heaps(v) => {
                    let mut values = Values::default();
                    for x in v {
                        values.push(x);
                    }
                    let mut a = Analysis::of_values(name, values);
                    a.default_n = default;
                    Ok(Computed::Heaps(a))
                }
                program::ProgramValues::Plane(g) => Ok(Computed::Plane {
                    name: name.to_string(),
                    g,
                    r: None,
                }),
            }
        }
    }
}

/// Reads `period P [saltus S] [from A]`.
pub(crate) fn parse_claim(text: &str) -> Result<Pattern, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut claim = Pattern {
        preperiod: 0,
        period: 0,
        saltus: 0,
    };
    let mut i = 0;
    while i < words.len() {
        let value = words.get(i + 1).and_then(|w| w.parse::<u64>().ok());
        let slot = match words[i] {
            "period" => &mut claim.period,
            "saltus" => &mut claim.saltus,
            "from" | "preperiod" => &mut claim.preperiod,
            other => {
                return Err(format!(
                    "claim \"{}\": expected period, saltus or from, found \"{}\"",
                    text, other
                ))
            }
        };
        *slot = value
            .ok_or_else(|| format!("claim \"{}\": expected a number after {}", text, words[i]))?;
        i += 2;
    }
    if claim.period == 0 {
        return Err(format!(
            "claim \"{}\": expected 'period P' with P >= 1",
            text
        ));
    }
    Ok(claim)
}

/// Runs one command line (without the program name), writing its answer to `out`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), LabError> {
    let o = options(args).map_err(LabError::Usage)?;
    // `K=5` and `K=3..40`: a family's parameters (issue 34, `crate::lab::family`).
    let (words, bindings) = family::split_bindings(&o.words).map_err(LabError::Usage)?;
    let w = &words;
    let sub = w
        .first()
        .ok_or_else(|| LabError::Usage(USAGE.into()))?
        .as_str();
    match sub {
        "claim" if o.function.is_some() => return claim::function_claim(&o, out),
        "value" | "move" => return super::lab_query::run(w, o.timeout, out),
        _ if o.function.is_some() => {
            return Err(LabError::Usage(format!(
                "--function is for lab claim, not lab {}",
                sub
            )))
        }
        _ => {}
    }
    // Loops and draws, misère play, positions of several kinds: their own file.
    if let Some(answer) = super::lab_outcomes::dispatch(args, sub, w, o.timeout, out) {
        return answer;
    }
    // Every word has a place: one past them is a mistake, never ignored.
    let (most, form) = match sub {
        "values" => (3, "lab values GAME N"),
        "pattern" => (3, "lab pattern GAME [N]"),
        "zeros" => (3, "lab zeros GAME N"),
        "claim" => (4, "lab claim GAME 'period P [saltus S] [from A]' [N]"),
        "emit" => (3, "lab emit GAME N --lang rust|cpp"),
        "svg" => (3, "lab svg GAME N"),
        "sheet" => (3, "lab sheet GAME [N]"),
        "sweep" => (3, "lab sweep GAME NAME=LOW..HIGH ... [N]"),
        _ => return Err(LabError::Usage(USAGE.into())),
    };
    if let Some(extra) = w.get(most) {
        return Err(LabError::Usage(format!(
            "unexpected argument \"{}\" (usage: {}; quote a claim or a program's command as one word)",
            extra, form
        )));
    }
    let name = w.get(1).ok_or_else(|| LabError::Usage(USAGE.into()))?;
    let arg_n = |i: usize| w.get(i).map(|t| number(t, "N")).transpose();
    // A family over a range (sweep, emit), else one game with its parameters bound.
    let s = lab_sweep::Settings {
        quiet: o.quiet,
        long: o.long,
        timeout: o.timeout,
        lang: o.lang,
        to_file: o.out.is_some(),
    };
    let n2 = matches!(sub, "sweep" | "emit")
        .then(|| arg_n(2))
        .transpose()?
        .flatten();
    match lab_sweep::route(sub, w, &bindings, n2, &s, out)? {
        Some(Some(text)) => return write_answer(&o, out, text),
        Some(None) => return Ok(()),
        None => {}
    }
    let (game, bound) = lab_sweep::bind_one(name, &bindings, sub)?;
    let name = &bound;
    let mut text = String::new();
    // A refuted claim is an answer (on stdout) with exit status 1.
    let mut refuted = false;
    match sub {
        "values" => {
            let n = arg_n(2)?.ok_or_else(|| LabError::Usage("lab values GAME N".into()))?;
            match compute(&game, name, Some(n), true, &o)? {
                Computed::Heaps(a) => {
                    let v: Vec<String> = (0..a.values.len())
                        .map(|i| a.values.get(i).to_string())
                        .collect();
                    text = v.join(" ") + "\n";
                }
                Computed::Kinds(tables) => text = lines::kinds_values(&tables),
                Computed::Plane { g, .. } => {
                    for row in g {
                        let v: Vec<String> = row.iter().map(|x| x.to_string()).collect();
                        text += &(v.join(" ") + "\n");
                    }
                }
            }
        }
        "pattern" => {
            let n = arg_n(2)?;
            match compute(&game, name, n, false, &o)? {
                Computed::Heaps(a) => {
                    text = format!("{}\n{}\n", a.first_line(), a.statement())
                        + &lab_recognize::beyond(&a)
                }
                Computed::Kinds(tables) => {
                    let n = n.unwrap_or_else(|| default_n(&game));
                    text = lines::kinds_pattern(name, &tables, n)
                }
                Computed::Plane { g, r, .. } => text = lines::plane_pattern(name, &g, r),
            }
        }
        "zeros" => {
            let n = arg_n(2)?.ok_or_else(|| LabError::Usage("lab zeros GAME N".into()))?;
            text = match compute(&game, name, Some(n), true, &o)? {
                Computed::Heaps(a) => lab_recognize::zeros(&a),
                Computed::Kinds(tables) => lines::kinds_zeros(name, &tables),
                Computed::Plane { name, g, r } => lab_recognize::plane_zeros(&name, &g, r),
            };
        }
        "claim" if w.get(2).is_some_and(|c| Line::split_claim(c).is_some()) => {
            let (line, rest) = Line::split_claim(&w[2]).expect("a line's claim")?;
            let n = arg_n(3)?.unwrap_or_else(|| lab_recognize::claim_n(&game));
            let values = match compute(&game, name, Some(n), true, &o)? {
                Computed::Heaps(_) => Err(format!(
                    "claim \"{}\": {} is a heap game, one table: claim without \"{}\"",
                    w[2], name, line
                )),
                Computed::Kinds(tables) => lines::line_values(Some(&tables), None, &line),
                Computed::Plane { g, .. } => lines::line_values(None, Some(&g), &line),
            }?;
            (text, refuted) = lines::line_claim(name, &line, &rest, &values)?;
        }
        "claim" if w.get(2).is_some_and(|c| lab_recognize::handles(c)) => {
            let n = arg_n(3)?.unwrap_or_else(|| lab_recognize::claim_n(&game));
            (text, refuted) = match compute(&game, name, Some(n), true, &o)? {
                Computed::Heaps(a) => lab_recognize::claim_answer(&a, &w[2])?,
                other => return Err(LabError::Error(one_line_only(&other, &w[2]))),
            };
        }
        "claim" => {
            let claim_text = w.get(2).ok_or_else(|| {
                LabError::Usage("lab claim GAME 'period P [saltus S] [from A]' [N]".into())
            })?;
            let claim = parse_claim(claim_text)?;
            // One full period past the claim's start is the least a test can be; a theorem may
            // need more (Guy and Smith's certificate), which a run without N computes too.
            let tested = claim
                .preperiod
                .saturating_add(claim.period.saturating_mul(2));
            let given = arg_n(3)?;
            let n = match given {
                Some(n) => n,
                None => {
                    if tested > CLAIM_LIMIT as u64 {
                        return Err(LabError::Error(format!(
                            "claim \"{}\" not tested: one period past its start is G(0..{}), more than the {} values the lab computes",
                            claim_text, tested, CLAIM_LIMIT
                        )));
                    }
                    let theorem = match &game {
                        Game::Heap(code) => values_needed(code, claim).unwrap_or(0),
                        _ => 0,
                    };
                    theorem
                        .min(CLAIM_LIMIT)
                        .max(tested as usize)
                        .max(default_n(&game))
                }
            };
            let mut a = match compute(&game, name, Some(n), false, &o)? {
                Computed::Heaps(a) => a,
                other => return Err(LabError::Error(one_line_only(&other, claim_text))),
            };
            // A proved pattern that does not imply the claim shows its failure within one least
            // period after both have started (their difference is periodic there).
            if let (Game::Heap(code), Known::Proved { pattern, .. }) = (&game, a.known.clone()) {
                let need =
                    claim.preperiod.max(pattern.preperiod) + pattern.period + claim.period + 1;
                if !implies(pattern, claim)
                    && check(&a.values, claim) == Check::Holds
                    && need > a.values.len() as u64
                {
                    let known = a.known.clone();
                    a = analyse(code, need.min(1 << 28) as usize, true, !o.quiet);
                    a.known = known;
                }
            }
            let proved =
                matches!(&a.known, Known::Proved { pattern, .. } if implies(*pattern, claim));
            if !proved
                && check(&a.values, claim) == Check::Holds
                && (a.values.len() as u64) < tested
            {
                return Err(LabError::Error(format!(
                    "claim \"{}\" not tested: one period past its start needs N >= {}, and G(0..{}) was computed{}",
                    claim_text,
                    tested,
                    a.values.len(),
                    if given.is_some() { "; give a larger N or none" } else { "" }
                )));
            }
            text = claim_answer(&a, claim);
            refuted = check(&a.values, claim) != Check::Holds;
        }
        "emit" => {
            let n = arg_n(2)?
                .ok_or_else(|| LabError::Usage("lab emit GAME N --lang rust|cpp".into()))?;
            let lang = o
                .lang
                .ok_or_else(|| LabError::Usage("lab emit: --lang rust or --lang cpp".into()))?;
            let command = format!(
                "lab emit {} {} --lang {}",
                name,
                n,
                if lang == emit::Lang::Rust {
                    "rust"
                } else {
                    "cpp"
                }
            );
            text = match compute(&game, name, Some(n), false, &o)? {
                Computed::Heaps(a) => emit::emit(&a, lang, &command)?,
                Computed::Kinds(tables) => lines::kinds_emit(name, &tables, lang, &command)?,
                Computed::Plane { g, .. } => lines::plane_emit(name, &g, lang, &command)?,
            };
            super::lab_query::append_move(&mut text, &game, lang)?;
        }
        "svg" => {
            let n = arg_n(2)?.ok_or_else(|| LabError::Usage("lab svg GAME N".into()))?;
            text = match compute(&game, name, Some(n), true, &o)? {
                Computed::Heaps(a) => picture::scatter(
                    &format!("G(n) of {}", name),
                    &a.values,
                    a.pattern().map(|p| p.preperiod),
                ),
                Computed::Plane { g, .. } => picture::heat_map(&format!("G(x, y) of {}", name), &g),
                Computed::Kinds(_) => return Err(LabError::Error(ONE_PICTURE.into())),
            };
        }
        "sheet" => {
            text = match compute(&game, name, arg_n(2)?, false, &o)? {
                Computed::Heaps(a) => picture::sheet(&a),
                Computed::Kinds(_) => return Err(LabError::Error(ONE_PICTURE.into())),
                Computed::Plane { name, g, r } => format!(
                    "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{name}</title></head><body>\n<h1>{name}</h1>\n<pre>{}</pre>\n{}</body></html>\n",
                    lines::plane_pattern(&name, &g, r),
                    picture::heat_map(&format!("G(x, y) of {}", name), &g)
                ),
            };
        }
        _ => return Err(LabError::Usage(USAGE.into())),
    }
    write_answer(&o, out, text)?;
    if refuted {
        return Err(LabError::Refuted);
    }
    Ok(())
}

/// The answer to `--out FILE` or `out`.
fn write_answer(o: &Options, out: &mut dyn Write, text: String) -> Result<(), LabError> {
    match &o.out {
        Some(path) => std::fs::write(path, text).map_err(|e| format!("{}: {}", path, e))?,
        None => out.write_all(text.as_bytes()).map_err(|e| e.to_string())?,
    }
    Ok(())
}

/// `svg` and `sheet` of a game of several kinds.
const ONE_PICTURE: &str = "svg and sheet draw one table, and a game of several kinds has one a kind (lab values GAME N lists them)";

/// Why a claim without a line is refused for a game of several kinds or a plane.
fn one_line_only(c: &Computed, claim: &str) -> String {
    match c {
        Computed::Kinds(t) => format!(
            "claim \"{}\": a game of several kinds has a table a kind: name one first ('kind {} {}')",
            claim,
            t.first().map_or("heap", |t| t.kind.as_str()),
            claim
        ),
        _ => format!(
            "claim \"{}\": a plane has a table a line: name a row, column or diagonal first ('row 0 {}', 'column 2 ...', 'diagonal -1 ...')",
            claim, claim
        ),
    }
}

/// The answer to `lab claim` (first line: proved / holds up to N / fails first at ...).
fn claim_answer(a: &Analysis, claim: Pattern) -> String {
    let n = a.values.len();
    let first = match (&a.known, check(&a.values, claim)) {
        (_, Check::Fails { heap, game, claim }) => format!(
            "fails first at n = {}: the game gives {}, the claim gives {}",
            heap, game, claim
        ),
        (Known::Proved { pattern, .. }, Check::Holds) if implies(*pattern, claim) => "proved".to_string(),
        (Known::Proved { pattern, .. }, Check::Holds) => format!(
            "holds up to N={} but cannot hold for ever: the proved least pattern is period {} saltus {} from {}",
            n, pattern.period, pattern.saltus, pattern.preperiod
        ),
        (_, Check::Holds) => format!(
            "holds up to N={} observed, not proved: G(n + {}) = G(n) + {} for {} <= n < {}",
            n,
            claim.period,
            claim.saltus,
            claim.preperiod,
            n as u64 - claim.period
        ),
    };
    format!("{}\n{}\n", first, a.statement())
}

/// The lab's command line: `args` without the program name; the exit status.
pub fn main(args: &[String]) -> i32 {
    // `--help` and the table's usage errors, as every `impartial` command answers them.
    if let Err(status) = super::parse(&COMMAND, args) {
        return status;
    }
    crate::interrupt::catch();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    match run(args, &mut out) {
        Ok(()) => 0,
        Err(LabError::Usage(e)) => {
            eprintln!("lab: {}", e);
            2
        }
        Err(LabError::Error(e)) => {
            eprintln!("lab: {}", e);
            1
        }
        Err(LabError::Refuted) => 1,
        Err(LabError::Untested(e)) => {
            eprintln!("lab: {}", e);
            2
        }
    }
}

#[cfg(test)]
mod tests;

/// What the command line's tests share.
#[cfg(test)]
pub(crate) mod testing {
    use super::{run, LabError};

    /// Runs a command line with `--quiet`; a refuted claim's answer is returned as any other.
    pub fn lab(args: &[&str]) -> Result<String, LabError> {
        let mut args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        args.push("--quiet".into());
        let mut out = Vec::new();
        match run(&args, &mut out) {
            Ok(()) | Err(LabError::Refuted) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e),
        }
    }

    /// A program that prints a fixed listing, whatever N: `prog:cat FILE` (in a scratch folder
    /// of this test run, `name` its file).
    pub fn listed(name: &str, text: &str) -> String {
        let dir = std::env::temp_dir().join(format!("impartial-lab-tests-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(name);
        std::fs::write(&file, text).unwrap();
        format!("prog:cat {}", file.display())
    }
}
