//! An entry written in the format language ([`crate::format`]): its [`Problem::spec`] (the
//! statement's Input section and the judge's constraints), the extended domain's constraints
//! ([`Problem::beyond`]), the checks the language cannot say ([`Problem::checks`], written
//! over a [`View`] of the instance read through the spec) and, where the statement's shape
//! needs one, its own record generator ([`Problem::draw`]). From these alone the tools draw
//! the entry's inputs ([`Problem::draw_case`]), read and check them, shrink them and write
//! them ([`super::Entry`]).
//!
//! The extended domain is the same Input section under other constraints: the judge's bounds
//! widened to what the project's solutions answer (up to `u64::MAX` where the game is
//! defined), so a second constraints block replaces the judge's.

use super::{Problem, PROBLEMS};
use crate::format::draw::draw_with;
use crate::format::spec_shape::FormatShape;
use crate::format::{Env, Format, Instance, SpecError, Value};
use crate::generate::{Domain, Gen, Rng};
use crate::input::{Ending, Framing, Input, Shape};
use std::sync::OnceLock;

/// A check the format language cannot say, over an instance read through the entry's spec:
/// `Err` says what is wrong.
pub type InstanceCheck = fn(&View, Domain) -> Result<(), String>;

/// No check beyond the spec's.
pub fn no_checks(_: &View, _: Domain) -> Result<(), String> {
    Ok(())
}

/// An instance as a check reads it: its records (the cases, or the whole input where it has
/// none) and their values by the statement's names.
pub struct View<'a> {
    pub format: &'a Format,
    pub inst: &'a Instance,
}

/// One record of a [`View`]: a case, with the input's top values also in reach; or one of a
/// case's nested records ([`Rec::records`]), with its case's values in reach too.
#[derive(Clone, Copy)]
pub struct Rec<'a> {
    format: &'a Format,
    top: &'a Env,
    case: Option<&'a Env>,
    inner: Option<&'a Env>,
}

impl<'a> View<'a> {
    /// The records: each case, or the whole input when it has no cases.
    pub fn records(&self) -> Vec<Rec<'a>> {
        let rec = |case| Rec {
            format: self.format,
            top: &self.inst.top,
            case,
            inner: None,
        };
        match self.format.cases {
            Some(_) => self.inst.cases.iter().map(|c| rec(Some(c))).collect(),
            None => vec![rec(None)],
        }
    }

    /// `check` on every record, the first fault with its record's number.
    pub fn each(&self, check: impl Fn(Rec) -> Result<(), String>) -> Result<(), String> {
        for (i, r) in self.records().into_iter().enumerate() {
            check(r).map_err(|e| format!("record {}: {}", i + 1, e))?;
        }
        Ok(())
    }
}

impl<'a> Rec<'a> {
    fn value(&self, name: &str) -> &'a Value {
        let var = self
            .format
            .var(name)
            .unwrap_or_else(|| panic!("no variable {} in the spec", name));
        let env = match self.format.vars[var].scope {
            crate::format::Scope::Top => self.top,
            crate::format::Scope::Case => self.case.expect("a case variable outside the cases"),
            crate::format::Scope::Inner => self
                .inner
                .expect("a nested record's variable outside the nested records"),
        };
        env.values[var]
            .as_ref()
            .unwrap_or_else(|| panic!("{} was not read", name))
    }

    /// The case's nested records (its pictures, trees or queries), in order.
    pub fn records(&self) -> Vec<Rec<'a>> {
        self.case.map_or_else(Vec::new, |case| {
            case.records
                .iter()
                .map(|r| Rec {
                    inner: Some(r),
                    ..*self
                })
                .collect()
        })
    }

    /// The integer `name`.
    pub fn int(&self, name: &str) -> i128 {
        match self.value(name) {
            Value::Int(x) => *x,
            other => panic!("{} is not an integer: {:?}", name, other),
        }
    }

    /// The sequence `name`, from its first index.
    pub fn ints(&self, name: &str) -> &'a [i128] {
        match self.value(name) {
            Value::Ints(xs) => xs,
            other => panic!("{} is not a sequence: {:?}", name, other),
        }
    }

    /// The string `name`.
    pub fn str(&self, name: &str) -> &'a [u8] {
        match self.value(name) {
            Value::Str(s) => s,
            other => panic!("{} is not a string: {:?}", name, other),
        }
    }

    /// The strings `name` (a grid's rows).
    pub fn strs(&self, name: &str) -> &'a [Vec<u8>] {
        match self.value(name) {
            Value::Strs(s) => s,
            other => panic!("{} is not a sequence of strings: {:?}", name, other),
        }
    }
}

/// Whether `values` are pairwise distinct.
pub fn distinct_values(values: &[i128]) -> bool {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    sorted.windows(2).all(|w| w[0] != w[1])
}

impl Problem {
    /// The spec of `domain` as text: the judge's, or its Input section under the extended
    /// domain's constraints.
    pub fn spec_text(&self, domain: Domain) -> String {
        match (domain, self.beyond) {
            (Domain::Beyond, beyond) if !beyond.is_empty() => {
                let section = self.spec.split("\n---\n").next().unwrap_or("");
                format!("{}\n---\n{}", section, beyond)
            }
            _ => self.spec.to_string(),
        }
    }

    /// The spec of `domain`, parsed.
    pub fn parse_spec(&self, domain: Domain) -> Result<Format, SpecError> {
        Format::parse(&self.spec_text(domain))
    }

    /// The parsed spec of `domain` (every entry's is parsed once, on first use; a test parses
    /// them all, so a spec that does not parse never ships).
    ///
    /// ```
    /// use impartial_tools::generate::Domain;
    /// use impartial_tools::registry::problem;
    /// let format = problem("poj1067").unwrap().format(Domain::Judge);
    /// assert!(format.var("a").is_some() && format.cases.is_some());
    /// ```
    pub fn format(&self, domain: Domain) -> &'static Format {
        static FORMATS: OnceLock<Vec<[Format; 2]>> = OnceLock::new();
        let all = FORMATS.get_or_init(|| {
            PROBLEMS
                .iter()
                .map(|p| {
                    let parse = |d| {
                        p.parse_spec(d)
                            .unwrap_or_else(|e| panic!("{}'s spec: {}", p.name, e))
                    };
                    [parse(Domain::Judge), parse(Domain::Beyond)]
                })
                .collect()
        });
        let at = PROBLEMS
            .iter()
            .position(|p| p.name == self.name)
            .expect("a problem of the registry");
        &all[at][usize::from(domain == Domain::Beyond)]
    }

    /// Whether `inst` keeps the spec of `domain` and the entry's checks.
    pub fn accepts(&self, format: &Format, inst: &Instance, domain: Domain) -> Result<(), String> {
        format.check(inst)?;
        (self.checks)(&View { format, inst }, domain)
    }

    /// Whether `record`, one record of numbers (an interactive problem's instance), is an input
    /// of `domain`: its spec and its checks.
    pub fn admits_numbers(&self, record: &[u64], domain: Domain) -> bool {
        self.shape(domain)
            .admits(&Input::one(crate::input::numbers(record)))
    }

    /// The one record of numbers that `text` holds (an interactive problem's instance file),
    /// read through the spec of the extended domain and kept by its checks; `Err` says where it
    /// is not.
    ///
    /// ```
    /// use impartial_tools::registry::problem;
    /// let abc278g = problem("abc278g").unwrap();
    /// assert_eq!(abc278g.read_numbers("6 1 2\n"), Ok(vec![6, 1, 2]));
    /// assert!(abc278g.read_numbers("6 3 2\n").is_err());
    /// ```
    pub fn read_numbers(&self, text: &str) -> Result<Vec<u64>, String> {
        let format = self.format(Domain::Beyond);
        let inst = format.read_tokens(text).map_err(|e| e.to_string())?;
        self.accepts(format, &inst, Domain::Beyond)?;
        let input = FormatShape::new(format, None).input(&inst);
        input
            .records
            .iter()
            .flatten()
            .map(|t| t.number().ok_or("a word where a number is due".to_string()))
            .collect()
    }

    /// Case `index` of a run seeded `seed`: drawn from the spec of `domain` with the entry's traps and checks (and its own
    /// record generator, if it has one), the lists growing with the index as
    /// [`crate::stress::registry_cases::size`] says; with `robust`, now and then an ending the
    /// contract tolerates beyond the judge's. `Err` (a setup error) when nothing can be drawn
    /// or the entry's generator drew a record its spec refuses.
    pub fn draw_case(
        &self,
        domain: Domain,
        seed: u64,
        index: u64,
        robust: bool,
    ) -> Result<Input, String> {
        self.draw_from(self.format(domain), domain, seed, index, robust)
    }

    fn draw_from(
        &self,
        format: &'static Format,
        domain: Domain,
        seed: u64,
        index: u64,
        robust: bool,
    ) -> Result<Input, String> {
        let shape = FormatShape::new(format, None);
        let traps = (self.traps)();
        let mut rng = Rng::new(Rng::case_seed(seed, index));
        let size = crate::stress::registry_cases::size(index, &mut rng);
        let accept = |inst: &Instance| self.accepts(format, inst, domain);
        let draw = |rng: &mut Rng| -> Result<Input, String> {
            // With a generator of its own, the spec only says how many records (its records
            // are replaced, and what replaces them is checked below), and one record needs
            // no spec at all.
            if let (Some(record), Framing::Single) = (self.draw, shape.framing()) {
                return Ok(Input::one(record(&mut Gen::new(rng, domain, size, &traps))));
            }
            let inst = match self.draw {
                Some(_) => draw_with(format, rng, size, &traps, &|_| Ok(())),
                None => draw_with(format, rng, size, &traps, &accept),
            }
            .map_err(|e| format!("{}: the spec cannot be drawn from: {}", self.name, e))?;
            let mut input = shape.input(&inst);
            if let Some(record) = self.draw {
                let mut gen = Gen::new(rng, domain, size, &traps);
                for r in &mut input.records {
                    *r = record(&mut gen);
                }
            }
            Ok(input)
        };
        let mut input = draw(&mut rng)?;
        // Case 0 is one tiny record, as every run starts.
        if index == 0 {
            input.records.truncate(1);
        }
        if robust {
            let roll = rng.below(100);
            input.ending = match shape.framing() {
                Framing::Terminated(_) => match roll {
                    0..=4 => Ending::Missing,
                    5..=9 => Ending::After(draw(&mut rng)?.records),
                    10..=14 if !self.terminators.is_empty() => {
                        let t = self.terminators[rng.below(self.terminators.len() as u64) as usize];
                        Ending::Other(crate::input::numbers(t))
                    }
                    _ => Ending::Normal,
                },
                Framing::Counted if roll < 5 => Ending::After(draw(&mut rng)?.records),
                _ => Ending::Normal,
            };
        }
        if !self.shape(domain).admits(&input) {
            return Err(format!(
                "{}: the registry's generator drew an input its spec refuses ({:?} domain): {}",
                self.name,
                domain,
                shape.render(&input)
            ));
        }
        Ok(input)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::Until;
    use std::fs;
    use std::path::Path;

    /// `text` as a spec reads it: every blank the binaries skip a space, and (for a spec
    /// without strings, whose zeros would be theirs) the leading zeros of numbers dropped.
    fn plain(format: &Format, text: &str) -> String {
        let strings = format.vars.iter().any(|v| v.string.is_some());
        let mut out = String::new();
        let mut word = String::new();
        let flush = |word: &mut String, out: &mut String| {
            let digits = !strings && !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
            match word.trim_start_matches('0') {
                "" if digits => out.push('0'),
                rest if digits => out.push_str(rest),
                _ => out.push_str(word),
            }
            word.clear();
        };
        for c in text.chars() {
            if c.is_whitespace() {
                flush(&mut word, &mut out);
                out.push(if c == '\n' { c } else { ' ' });
            } else {
                word.push(c);
            }
        }
        flush(&mut word, &mut out);
        out
    }

    /// `text` with the spec's terminator after it (the contract also ends such an input at
    /// its end, and what follows a terminator is not read), and cut before the first line
    /// that one of the entry's other terminators starts (hdu4764: any `0 k`, whose `k` is not
    /// read).
    fn other_terminator(p: &Problem, format: &Format, text: &str) -> String {
        let Some(end) = format.cases.as_ref().and_then(|c| c.terminator()) else {
            return text.to_string();
        };
        let first = p.terminators.first().and_then(|t| t.first());
        let mut out = String::new();
        for line in text.lines() {
            if first.is_some_and(|f| line.split_whitespace().next() == Some(&f.to_string())) {
                break;
            }
            out.push_str(line);
            out.push('\n');
        }
        out + &end.join(" ") + "\n"
    }

    fn inputs(dir: &Path) -> Vec<(String, String)> {
        let mut all: Vec<(String, String)> = fs::read_dir(dir)
            .map(|d| {
                d.filter_map(|e| {
                    let path = e.ok()?.path();
                    (path.extension()? == "in").then(|| {
                        let text = fs::read_to_string(&path).unwrap_or_default();
                        (path.display().to_string(), text)
                    })
                })
                .collect()
            })
            .unwrap_or_default();
        all.sort();
        all
    }

    /// Every spec parses in both domains, and every testdata input outside `errors/` is read
    /// by it (any whitespace between tokens, as the binaries read) and kept by its
    /// constraints and checks; the judge's inputs are inside the extended domain too.
    #[test]
    fn every_spec_parses_and_accepts_its_testdata() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        for p in PROBLEMS {
            let judge = p
                .parse_spec(Domain::Judge)
                .unwrap_or_else(|e| panic!("{}: {}", p.name, e));
            let beyond = p
                .parse_spec(Domain::Beyond)
                .unwrap_or_else(|e| panic!("{} beyond: {}", p.name, e));
            let cases = inputs(&root.join("testdata").join(p.name));
            assert!(!cases.is_empty(), "{}: no testdata", p.name);
            for (path, text) in cases {
                // The contract answers an empty input with nothing; no statement gives one.
                // (Nor a count of 0, nor records after the counted ones, skipped below.)
                if text.trim().is_empty() {
                    continue;
                }
                let text = other_terminator(p, &beyond, &plain(&beyond, &text));
                let inst = match beyond.read_tokens(&text) {
                    Ok(inst) => inst,
                    // Tokens after the counted records or the one record, which the contract
                    // ignores.
                    Err(e)
                        if e.message.ends_with("found more")
                            && beyond.cases.as_ref().is_none_or(|c| c.until != Until::End) =>
                    {
                        continue
                    }
                    // A last record cut off right after one of its parts, which the
                    // contract answers as complete (hdu1524: a case without its closing `0`).
                    Err(e)
                        if p.parts.is_some_and(|parts| parts.may_end)
                            && e.message.contains("found the end of the input") =>
                    {
                        continue
                    }
                    Err(e) => panic!("{}: {}", path, e),
                };
                // No record at all (a count of 0): answered with nothing, as an empty input.
                if beyond.cases.is_some() && inst.cases.is_empty() {
                    continue;
                }
                if let Err(e) = p.accepts(&beyond, &inst, Domain::Beyond) {
                    panic!("{}: outside the extended domain: {}", path, e);
                }
                if let Ok(inst) = judge.read_tokens(&text) {
                    if p.accepts(&judge, &inst, Domain::Judge).is_ok() {
                        assert!(
                            p.accepts(&beyond, &inst, Domain::Beyond).is_ok(),
                            "{}",
                            path
                        );
                    }
                }
            }
        }
    }

    /// An input the binary refuses for its form (not a number where one is due, a cut-off
    /// record, a value past `u64`) is refused by the spec of the extended domain too; the
    /// binary's other refusals are domain errors, which the contract answers beyond the judge.
    #[test]
    fn malformed_error_inputs_are_refused() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut refused = 0;
        // An interactive problem's error inputs are what its judge says in a game (the
        // instance, then moves), not instances.
        for p in PROBLEMS.iter().filter(|p| p.interactive.is_none()) {
            let beyond = p.format(Domain::Beyond);
            for (path, text) in inputs(&root.join("testdata").join(p.name).join("errors")) {
                let text = plain(beyond, &text);
                let err = fs::read_to_string(path.replace(".in", ".err")).unwrap_or_default();
                let malformed = err.contains("expected an unsigned integer")
                    || err.contains("found end of input");
                if malformed {
                    let read = beyond.read_tokens(&text);
                    let kept = read.is_ok_and(|i| p.accepts(beyond, &i, Domain::Beyond).is_ok());
                    assert!(!kept, "{}: a malformed input the spec keeps", path);
                    refused += 1;
                }
            }
        }
        assert!(refused > 0);
    }

    /// `start` (an input of entry `name`) shrunk through the entry's shape in `domain` while
    /// some record keeps `fails`, rendered.
    pub(crate) fn shrunk(
        name: &str,
        domain: Domain,
        start: &str,
        fails: &dyn Fn(Rec) -> bool,
    ) -> String {
        use crate::stress::shrink::shrink;
        use std::sync::atomic::AtomicBool;
        static GO: AtomicBool = AtomicBool::new(false);
        let p = super::super::problem(name).unwrap();
        let format = p.format(domain);
        let shape = p.shape(domain);
        let inst = format
            .read(start)
            .unwrap_or_else(|e| panic!("{}: {}", name, e));
        let input = FormatShape::new(format, None).input(&inst);
        assert!(shape.admits(&input), "{}: {}", name, start);
        let mut test = |input: &Input| {
            shape.instance(input).is_some_and(|inst| {
                View {
                    format,
                    inst: &inst,
                }
                .records()
                .into_iter()
                .any(fails)
            })
        };
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        let s = shrink(&shape, input, &mut test, deadline, &GO);
        shape.render(&s.input)
    }

    /// A matrix (cf1451f) loses rows and columns down to the one cell that fails.
    #[test]
    fn a_matrix_entry_shrinks_to_one_cell() {
        let sample = "4\n1 1\n0\n1 3\n0 0 5\n2 2\n0 1\n1 0\n3 3\n1 2 3\n4 5 6\n7 8 9\n";
        let got = shrunk("cf1451f", Domain::Judge, sample, &|r| {
            r.ints("a").iter().any(|&x| x >= 5)
        });
        assert_eq!(got, "1\n1 1\n5\n");
    }

    /// A forest (hdu3590) loses trees and a tree its leaves, down to the one that fails.
    #[test]
    fn a_forest_entry_shrinks_to_one_small_tree() {
        let start = "2\n5\n1 2\n2 3\n1 4\n4 5\n2\n2 1\n1\n3\n1 2\n1 3\n";
        // Fails while some tree has a vertex of degree 2 or more.
        let got = shrunk("hdu3590", Domain::Judge, start, &|case| {
            case.records().iter().any(|tree| {
                let (a, b) = (tree.ints("a"), tree.ints("b"));
                (1..=tree.int("m")).any(|v| a.iter().chain(b).filter(|&&x| x == v).count() >= 2)
            })
        });
        assert!(got.starts_with("1\n3\n"), "{}", got);
        assert_eq!(got.lines().count(), 4, "{}", got);
    }

    /// Pictures (poj3710) go one by one and edges with their picture's k, down to the cycle
    /// that fails.
    #[test]
    fn a_pictures_entry_shrinks_to_one_triangle() {
        let start = "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n1\n3 2\n1 2\n1 3\n";
        // Fails while some picture has as many edges as vertices (a cycle, in a cactus).
        let got = shrunk("poj3710", Domain::Judge, start, &|case| {
            case.records().iter().any(|p| p.int("k") >= p.int("m"))
        });
        // m sizes nothing the shrinker cuts (no graph sentence: beyond the judge a picture
        // is any multigraph), so a vertex on no cycle may stay with its edge.
        let format = super::super::problem("poj3710")
            .unwrap()
            .format(Domain::Judge);
        let inst = format.read(&got).unwrap();
        assert_eq!(inst.cases.len(), 1, "{}", got);
        assert_eq!(inst.cases[0].records.len(), 1, "{}", got);
        assert!(got.lines().count() <= 6, "{}", got);
    }

    /// A DAG and its queries (hdu1524): positions go with their arcs, queries one by one
    /// (the case's closing `0` and the input's kept), chessmen with their query's M.
    #[test]
    fn a_dag_entry_with_queries_shrinks_to_one_query() {
        let sample =
            "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n0\n";
        // Fails while some query moves two chessmen.
        let got = shrunk("hdu1524", Domain::Judge, sample, &|case| {
            case.records().iter().any(|q| q.int("M") >= 2)
        });
        assert_eq!(got, "1\n0\n2 0 0\n0\n0\n");
        let hdu1524 = super::super::problem("hdu1524").unwrap();
        let input = Input::one(crate::input::numbers(&[1, 0, 2, 0, 0, 0]));
        // The answers come after the lists and after the query.
        assert_eq!(
            hdu1524.shape(Domain::Judge).parts(&input.records[0]),
            [2, 5]
        );
    }
}
