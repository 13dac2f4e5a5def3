//! Claims written as code (`lab claim GAME --function CMD [N]`): a program of the user's own
//! that computes the game's values, checked against the lab's.
//!
//! **Protocol.** The program reads `N` (one line on standard input) and prints `N` lines, the
//! claimed `G(0)` .. `G(N-1)`, one whole number a line; or, for an outcome claim, `P` or `N`
//! a line (`P`: the player to move loses, `G(n) = 0`). Which of the two it is comes from the
//! first line: `P` or `N` there makes the whole output an outcome claim. Spaces around a value
//! and a final newline are allowed; anything else (a blank line, two values on a line, a line
//! past the `N`-th, a word) is an error naming the line, as are a crash and a hang
//! ([`super::program::run`], the lab's one way to run a program, through [`crate::child`]).
//!
//! **What a comparison shows.** The first `n` where the program and the lab differ, or that
//! they agree for every `n < N`. Nothing beyond `N`: a program's output up to `N` says nothing
//! of its values past it. Where the lab proves the game's pattern (preperiod `a`, period `p`,
//! saltus `s`) and `N >= a + p`, the program agrees with a full period past the preperiod, which
//! determines every value of the game: so the claim holds for every `n` exactly when the
//! program keeps that pattern past `N` — which is said, and not claimed as proved.
//!
//! **Families.** `{NAME}` in the game's text and the command is replaced by a binding's value
//! ([`substitute`]: plain names only, a first version of the placeholders; [`unbound`] finds
//! the ones left), for every tuple of
//! the bindings `NAME=A..B` ([`tuples`]).

use super::program;
use impartial_lab::{Pattern, Values};
use std::time::Duration;

/// What a program claims for `G(0..N)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claimed {
    /// The values.
    Values(Vec<u64>),
    /// The outcomes: `true` for `N` (a win for the player to move), `false` for `P`.
    Outcomes(Vec<bool>),
}

/// Reads a program's output for `G(0..n)` (module docs); an error is one line naming the line.
///
/// ```
/// use impartial_tools::lab::function::{parse, Claimed};
/// assert_eq!(parse("0\n1\n2\n", 3), Ok(Claimed::Values(vec![0, 1, 2])));
/// assert_eq!(parse("P\nN\n", 2), Ok(Claimed::Outcomes(vec![false, true])));
/// assert_eq!(
///     parse("0\n1\n", 3).unwrap_err(),
///     "function output: 2 lines, and N = 3 asks for G(0) .. G(2): line 3 is missing"
/// );
/// assert_eq!(
///     parse("0\nx\n", 2).unwrap_err(),
///     "function output line 2: expected a Grundy value (a whole number below 2^64), found \"x\""
/// );
/// ```
pub fn parse(text: &str, n: usize) -> Result<Claimed, String> {
    let lines: Vec<&str> = text
        .strip_suffix('\n')
        .unwrap_or(text)
        .split('\n')
        .collect();
    let lines = if text.is_empty() { Vec::new() } else { lines };
    let outcome = lines.first().is_some_and(|l| matches!(l.trim(), "P" | "N"));
    let mut values = Vec::with_capacity(n.min(lines.len()));
    let mut outcomes = Vec::new();
    for (i, raw) in lines.iter().enumerate() {
        let line = raw.trim();
        let found = || format!("\"{}\"", line.chars().take(40).collect::<String>());
        if i >= n {
            return Err(format!(
                "function output line {}: expected the end of the output (N = {} asks for {} lines), found {}",
                i + 1,
                n,
                n,
                found()
            ));
        }
        if outcome {
            match line {
                "P" => outcomes.push(false),
                "N" => outcomes.push(true),
                _ => {
                    return Err(format!(
                        "function output line {}: expected P or N (line 1 made it an outcome claim), found {}",
                        i + 1,
                        found()
                    ))
                }
            }
        } else {
            let v = line.parse::<u64>().map_err(|_| {
                let what = if line.is_empty() {
                    "the empty line".to_string()
                } else {
                    found()
                };
                format!(
                    "function output line {}: expected a Grundy value (a whole number below 2^64), found {}",
                    i + 1,
                    what
                )
            })?;
            values.push(v);
        }
    }
    if lines.len() < n {
        return Err(format!(
            "function output: {} line{}, and N = {} asks for G(0) .. G({}): line {} is missing",
            lines.len(),
            if lines.len() == 1 { "" } else { "s" },
            n,
            n - 1,
            lines.len() + 1
        ));
    }
    Ok(if outcome {
        Claimed::Outcomes(outcomes)
    } else {
        Claimed::Values(values)
    })
}

/// Runs `command` (through [`program::run`]: `sh -c`, one process group, `limit`) with `n` on
/// its standard input and reads what it prints ([`parse`]).
pub fn run(command: &str, n: usize, limit: Duration) -> Result<Claimed, String> {
    let text = program::run(command, n, limit)?;
    parse(&text, n)
}

/// Where a claim and the game first differ.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// The heap.
    pub n: usize,
    /// The game's value there, as the claim says it (`3`, or `N (G = 3)`).
    pub game: String,
    /// The claim's.
    pub claim: String,
}

/// The first heap where `claimed` and `values` (the lab's `G(0..N)`, at least as long) differ.
///
/// ```
/// use impartial_lab::Values;
/// use impartial_tools::lab::function::{compare, Claimed};
/// let mut g = Values::default();
/// for v in [0, 1, 2, 0] {
///     g.push(v);
/// }
/// assert_eq!(compare(&g, &Claimed::Values(vec![0, 1, 2, 0])), None);
/// let d = compare(&g, &Claimed::Outcomes(vec![false, true, false, false])).unwrap();
/// assert_eq!((d.n, d.game.as_str(), d.claim.as_str()), (2, "N (G = 2)", "P"));
/// ```
pub fn compare(values: &Values, claimed: &Claimed) -> Option<Difference> {
    match claimed {
        Claimed::Values(c) => c.iter().enumerate().find_map(|(n, &v)| {
            let g = u64::from(values.get(n));
            (g != v).then(|| Difference {
                n,
                game: g.to_string(),
                claim: v.to_string(),
            })
        }),
        Claimed::Outcomes(c) => c.iter().enumerate().find_map(|(n, &win)| {
            let g = values.get(n);
            let letter = |w: bool| if w { "N" } else { "P" };
            (win != (g != 0)).then(|| Difference {
                n,
                game: if g == 0 {
                    "P".to_string()
                } else {
                    format!("N (G = {})", g)
                },
                claim: letter(win).to_string(),
            })
        }),
    }
}

/// The words after "holds up to N" about the game's proved pattern (`None`: not proved);
/// `short` for a family's one line an instance.
pub fn beyond(n: usize, proved: Option<Pattern>, outcomes: bool, short: bool) -> String {
    let what = if outcomes { "outcomes" } else { "values" };
    if short {
        return match proved {
            None => "the game's pattern is not proved".to_string(),
            Some(p) if (n as u64) >= p.preperiod.saturating_add(p.period) => format!(
                "proved period {} saltus {} from {}, a full period covered",
                p.period, p.saltus, p.preperiod
            ),
            Some(p) => format!(
                "proved period {} saltus {} from {}, not a full period covered",
                p.period, p.saltus, p.preperiod
            ),
        };
    }
    match proved {
        None => format!(
            "the game's pattern is not proved, so nothing is known of the {} past N",
            what
        ),
        Some(p) => {
            let full = p.preperiod.saturating_add(p.period);
            let pattern = if p.saltus == 0 {
                format!("period {} from n = {}", p.period, p.preperiod)
            } else {
                format!(
                    "period {} with saltus {} from n = {}",
                    p.period, p.saltus, p.preperiod
                )
            };
            if (n as u64) >= full {
                format!(
                    "the game's {} is proved, and the function agrees with G(0..{}), a full period past the preperiod: it is right for every n exactly when it keeps that pattern past N, which its output up to N cannot show",
                    pattern, full
                )
            } else {
                format!(
                    "the game's {} is proved, but G(0..{}) does not reach a full period past the preperiod: N >= {} would",
                    pattern, n, full
                )
            }
        }
    }
}

/// A binding of a family's placeholder: `NAME=A..B` (or `NAME=A`), values `A..=B`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Binding {
    /// The placeholder's name.
    pub name: String,
    /// Its values, in order.
    pub values: Vec<i64>,
}

impl Binding {
    /// Reads `NAME=A..B` or `NAME=A` (`None` when the word is not a binding at all: no `=`
    /// after a name).
    ///
    /// ```
    /// use impartial_tools::lab::function::Binding;
    /// let k = Binding::parse("K=3..5").unwrap().unwrap();
    /// assert_eq!((k.name.as_str(), k.values), ("K", vec![3, 4, 5]));
    /// assert!(Binding::parse("K=5..3").unwrap().is_err()); // empty
    /// assert!(Binding::parse("1000").is_none());
    /// ```
    pub fn parse(word: &str) -> Option<Result<Binding, String>> {
        let (name, range) = word.split_once('=')?;
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return None;
        }
        let number = |t: &str| t.trim().parse::<i64>().ok();
        let (a, b) = match range.split_once("..") {
            Some((a, b)) => (number(a), number(b)),
            None => (number(range), number(range)),
        };
        Some(match (a, b) {
            (Some(a), Some(b)) if a <= b && b - a < 1_000_000 => Ok(Binding {
                name: name.to_string(),
                values: (a..=b).collect(),
            }),
            (Some(a), Some(b)) if a > b => {
                Err(format!("{}: the range {}..{} is empty", word, a, b))
            }
            (Some(_), Some(_)) => Err(format!("{}: at most a million values", word)),
            _ => Err(format!(
                "{}: expected NAME=A..B or NAME=A with whole numbers, found \"{}\"",
                word, range
            )),
        })
    }
}

/// Every tuple of the bindings' values, the first binding varying slowest.
///
/// ```
/// use impartial_tools::lab::function::{tuples, Binding};
/// let b = [Binding::parse("K=1..2").unwrap().unwrap(), Binding::parse("L=5..6").unwrap().unwrap()];
/// let t = tuples(&b);
/// assert_eq!(t.len(), 4);
/// assert_eq!(t[1], vec![("K".to_string(), 1), ("L".to_string(), 6)]);
/// ```
pub fn tuples(bindings: &[Binding]) -> Vec<Vec<(String, i64)>> {
    let mut out: Vec<Vec<(String, i64)>> = vec![Vec::new()];
    for b in bindings {
        out = out
            .into_iter()
            .flat_map(|t| {
                b.values.iter().map(move |&v| {
                    let mut t = t.clone();
                    t.push((b.name.clone(), v));
                    t
                })
            })
            .collect();
    }
    out
}

/// Replaces each `{NAME}` of `text` by its value in `tuple` (plain names only: a first
/// version of the placeholders; the braces of anything else, a shell's `${x}` or awk's
/// `{print}`, are left alone).
///
/// ```
/// use impartial_tools::lab::function::substitute;
/// let t = [("K".to_string(), 7)];
/// assert_eq!(substitute("sub:1,2,{K}", &t), "sub:1,2,7");
/// assert_eq!(substitute("awk '{print}' {K}", &t), "awk '{print}' 7");
/// ```
pub fn substitute(text: &str, tuple: &[(String, i64)]) -> String {
    let mut out = text.to_string();
    for (name, v) in tuple {
        out = out.replace(&format!("{{{}}}", name), &v.to_string());
    }
    out
}

/// A game's text once its bindings are given: a `{...}` left over is a placeholder never bound.
///
/// ```
/// use impartial_tools::lab::function::unbound;
/// assert_eq!(unbound("sub:1,2,7"), Ok(()));
/// assert!(unbound("sub:1,{L}").unwrap_err().contains("{L}"));
/// ```
pub fn unbound(game: &str) -> Result<(), String> {
    match game.find('{') {
        None => Ok(()),
        Some(start) => {
            let rest = &game[start..];
            let end = rest.find('}').map_or(rest.len(), |e| e + 1);
            Err(format!(
                "game \"{}\": the placeholder {} is never bound (bind it as NAME=A..B)",
                game,
                &rest[..end]
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_errors_name_the_line() {
        let cases = [
            ("", 2, "function output: 0 lines, and N = 2 asks for G(0) .. G(1): line 1 is missing"),
            ("0\n", 2, "function output: 1 line, and N = 2 asks for G(0) .. G(1): line 2 is missing"),
            ("0\n\n1\n", 3, "function output line 2: expected a Grundy value (a whole number below 2^64), found the empty line"),
            ("0 1\n", 1, "function output line 1: expected a Grundy value (a whole number below 2^64), found \"0 1\""),
            ("0\n1\n2\n", 2, "function output line 3: expected the end of the output (N = 2 asks for 2 lines), found \"2\""),
            ("P\n1\n", 2, "function output line 2: expected P or N (line 1 made it an outcome claim), found \"1\""),
            ("-1\n", 1, "function output line 1: expected a Grundy value (a whole number below 2^64), found \"-1\""),
            ("18446744073709551616\n", 1, "function output line 1: expected a Grundy value (a whole number below 2^64), found \"18446744073709551616\""),
        ];
        for (text, n, want) in cases {
            assert_eq!(parse(text, n).unwrap_err(), want, "{:?}", text);
        }
        // Spaces, a carriage return and no final newline are fine.
        assert_eq!(parse(" 3 \r\n4", 2), Ok(Claimed::Values(vec![3, 4])));
        assert_eq!(parse("N\nP", 2), Ok(Claimed::Outcomes(vec![true, false])));
    }

    #[test]
    fn placeholders() {
        let b = Binding::parse("K=3..4").unwrap().unwrap();
        let t = tuples(&[b]);
        assert_eq!(t.len(), 2);
        assert_eq!(
            substitute("python3 f.py {K} {K}", &t[1]),
            "python3 f.py 4 4"
        );
        let e = unbound(&substitute("sub:1,{K-1}", &t[0])).unwrap_err();
        assert!(e.contains("{K-1}") && !e.contains('\n'), "{}", e);
        assert!(Binding::parse("K=x..3").unwrap().is_err());
        assert!(Binding::parse("K=").unwrap().is_err());
        assert_eq!(
            Binding::parse("K=-2..-1").unwrap().unwrap().values,
            [-2, -1]
        );
        assert_eq!(tuples(&[]), vec![Vec::<(String, i64)>::new()]);
    }
}
