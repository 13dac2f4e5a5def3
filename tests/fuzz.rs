//! Seeded fuzzing of every judge binary's `solve`, in process (std only: a splitmix64 generator).
//!
//! For each binary, valid records are generated from its input format and domain, written out
//! with varied whitespace, and then broken in the ways real input files break:
//!
//! - **whitespace**: the same records with random runs of every whitespace byte (CRLF, tabs,
//!   vertical tab, form feed, blank lines, runs longer than the reader's buffer), leading zeros
//!   (where tokens are numbers, not digit strings or maze rows) and no final newline give
//!   exactly the same output;
//! - **bad token**: a token of record `i` replaced by garbage (letters, signs, NUL, 0xFF, UTF-8,
//!   numbers at and past `u64::MAX`, very long tokens): the output is exactly the answers to
//!   records `0..i` (computed by `solve` on those records alone) and the error names the bad
//!   token's line and column;
//! - **cut-off record**: the input ends inside record `i`: the answers to records `0..i`, then
//!   `expected ..., found end of input` at the end of the input;
//! - where a record holds queries answered as they arrive ([`Problem::parts`]), the answers
//!   before a fault also include those to the queries of record `i` before it, and an input
//!   that ends right after a query may be complete (HDU 1524);
//! - **random**: random bytes, token soup and byte-level mutations of valid input: never a
//!   panic, a finished line at the end of the output, and errors of the documented form.
//!
//! Interactive problems ([`Problem::interactive`]) are played, not fuzzed (see
//! `fuzz_every_binary`).
//!
//! Values at `u64::MAX` appear in the valid records of every binary whose domain includes them.
//! Tests run with overflow checks on (the test profile), so an overflow is a panic here.

use impartial::io::Error;
use std::io::{self, Write};

mod common;

use impartial_tools::generate::{Domain, Rng};
use impartial_tools::input::{Ending, Framing, Input as Whole, Record, Shape, Token};
use impartial_tools::registry::{self, Problem};
use impartial_tools::solutions::{Solver, SOLVERS};
use impartial_tools::stress::registry_cases::RegistryCases;

/// An output sink that refuses more than [`OUTPUT_LIMIT`] bytes: hdu2149 legitimately prints
/// `N - M + 1` numbers, so random values could otherwise ask for gigabytes.
struct Limited(Vec<u8>);

const OUTPUT_LIMIT: usize = 1 << 20;

impl Write for Limited {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.0.len() + buf.len() > OUTPUT_LIMIT {
            return Err(io::Error::new(io::ErrorKind::Other, "output limit"));
        }
        self.0.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Valid records of `problem` in its extended domain, as the stress tester draws them (its
/// spec, checks and trap pool): one of its first small cases, picked by `rng` (exactly one
/// record for an input of a single record).
fn records(problem: &Problem, rng: &mut Rng) -> Vec<Record> {
    let cases = RegistryCases::new(problem, Domain::Beyond, rng.next_u64());
    let input = cases
        .case(rng.below(32))
        .unwrap_or_else(|e| panic!("{}: {}", problem.name, e));
    input.records
}

/// Whether `problem`'s input is a count and then the records.
fn counted(problem: &Problem) -> bool {
    *problem.shape(Domain::Beyond).framing() == Framing::Counted
}

/// The tokens of a whole input: records (with their count or terminator) as text.
struct Input {
    /// Every token, in order.
    tokens: Vec<Vec<u8>>,
    /// Whether each token is a number ([`Token::Number`]), not a word (a digit string, a row).
    numbers: Vec<bool>,
    /// Index in `tokens` of the first token of each record (the count is not a record).
    starts: Vec<usize>,
}

fn input(format: &Problem, records: &[Record], terminate: bool) -> Input {
    // Laid out the one way every tool writes an input (impartial_tools::input).
    let whole = Whole {
        records: records.to_vec(),
        ending: if terminate {
            Ending::Normal
        } else {
            Ending::Missing
        },
    };
    let layout = whole.layout(format.shape(Domain::Beyond).framing());
    // The count and the terminator are numbers in every framing; a record says what its
    // tokens are.
    let mut numbers = vec![true; layout.tokens.len()];
    for (record, &start) in whole.records.iter().zip(&layout.starts) {
        for (j, token) in record.iter().enumerate() {
            numbers[start + j] = matches!(token, Token::Number(_));
        }
    }
    Input {
        tokens: layout.tokens.into_iter().map(String::into_bytes).collect(),
        numbers,
        starts: layout.starts,
    }
}

/// Whitespace between tokens.
#[derive(Clone, Copy)]
enum Spacing {
    /// One space; a newline after every few tokens; a final newline.
    Plain,
    /// Random runs of every whitespace byte, sometimes longer than the reader's buffer.
    Random,
}

fn gap(rng: &mut Rng, spacing: Spacing, out: &mut Vec<u8>) {
    match spacing {
        Spacing::Plain => out.push(if rng.chance(30) { b'\n' } else { b' ' }),
        Spacing::Random => {
            if rng.chance(1) {
                out.extend(std::iter::repeat(b' ').take(70_000 + rng.below(5) as usize));
            }
            for _ in 0..1 + rng.below(4) {
                out.push(*rng.pick(b" \t\r\n\x0b\x0c\r\n\n"));
            }
        }
    }
}

/// Renders tokens with whitespace; returns the text and the (line, column) of every token.
fn render(rng: &mut Rng, tokens: &[Vec<u8>], spacing: Spacing) -> (Vec<u8>, Vec<(u64, u64)>) {
    let mut out = Vec::new();
    let mut places = Vec::new();
    if let Spacing::Random = spacing {
        if rng.chance(50) {
            gap(rng, spacing, &mut out);
        }
    }
    for (i, token) in tokens.iter().enumerate() {
        if i > 0 {
            gap(rng, spacing, &mut out);
        }
        places.push(place(&out));
        out.extend_from_slice(token);
    }
    match spacing {
        Spacing::Plain => out.push(b'\n'),
        Spacing::Random if rng.chance(70) => gap(rng, spacing, &mut out),
        Spacing::Random => {}
    }
    (out, places)
}

/// The (line, column) of the byte just after `text`.
fn place(text: &[u8]) -> (u64, u64) {
    let line = 1 + text.iter().filter(|&&b| b == b'\n').count() as u64;
    let line_start = text.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    (line, (text.len() - line_start) as u64 + 1)
}

/// A token that is not an unsigned integer that fits in a `u64`.
fn bad_token(rng: &mut Rng) -> Vec<u8> {
    let fixed: [&[u8]; 14] = [
        b"x7",
        b"-5",
        b"+3",
        b"1e9",
        b"0x10",
        b"12a",
        b"3.0",
        b"\x00",
        b"\xff\xfe",
        "\u{0661}\u{0662}".as_bytes(),
        b"18446744073709551616",
        b"18446744073709551620",
        b"99999999999999999999",
        b"000000000000000000000018446744073709551616",
    ];
    match rng.below(4) {
        0 | 1 => fixed[rng.below(fixed.len() as u64) as usize].to_vec(),
        2 => {
            // Digits with one stray byte somewhere (never whitespace).
            let mut t: Vec<u8> = (0..1 + rng.below(30))
                .map(|_| b'0' + rng.below(10) as u8)
                .collect();
            let at = rng.below(t.len() as u64 + 1) as usize;
            t.insert(
                at,
                loop {
                    let b = rng.below(256) as u8;
                    if !b.is_ascii_digit() && !is_space(b) {
                        break b;
                    }
                },
            );
            t
        }
        _ => {
            // A number past u64::MAX, or random non-space bytes of any length.
            if rng.chance(50) {
                let mut t = u64::MAX.to_string().into_bytes();
                t.extend((0..1 + rng.below(40)).map(|_| b'0' + rng.below(10) as u8));
                t
            } else {
                let mut t: Vec<u8> = (0..1 + rng.below(100))
                    .map(|_| loop {
                        let b = rng.below(256) as u8;
                        if !is_space(b) {
                            break b;
                        }
                    })
                    .collect();
                // Never a number, a digit string, a maze row or a word of lowercase letters.
                let row = t.iter().all(|b| b".#".contains(b));
                if row || t.iter().all(u8::is_ascii_digit) {
                    t.push(b'z');
                }
                if t.iter().all(u8::is_ascii_lowercase) {
                    t.push(b'7');
                }
                t
            }
        }
    }
}

fn is_space(b: u8) -> bool {
    b == b' ' || (b'\t'..=b'\r').contains(&b)
}

/// Runs `solve` on `input`; a panic fails the test and shows the input that caused it.
fn run(solve: Solver, input: &[u8]) -> (Vec<u8>, Result<(), Error>) {
    let mut out = Limited(Vec::new());
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        solve(&mut &input[..], &mut out)
    }));
    match result {
        Ok(result) => (out.0, result),
        Err(_) => panic!("solve panicked on {}", show(input)),
    }
}

/// `line L, column C: ...` of an input error, or None for another kind of result.
fn error_place(result: &Result<(), Error>) -> Option<(u64, u64, String)> {
    match result {
        Err(e @ Error::Input { line, column, .. }) => Some((*line, *column, e.to_string())),
        _ => None,
    }
}

fn show(input: &[u8]) -> String {
    let text = String::from_utf8_lossy(&input[..input.len().min(300)]).into_owned();
    format!("{:?}{}", text, if input.len() > 300 { "..." } else { "" })
}

/// Output is whole lines: empty or ending in a newline, never a `\r`.
fn check_lines(name: &str, input: &[u8], out: &[u8]) {
    assert!(
        out.is_empty() || out.ends_with(b"\n"),
        "{}: output does not end with a newline on {}",
        name,
        show(input)
    );
    assert!(!out.contains(&b'\r'), "{}: output has a \\r", name);
}

/// Counts of the cases run, for the summary line.
#[derive(Default)]
struct Counts {
    whitespace: usize,
    bad_token: usize,
    cut_off: usize,
    random: usize,
}

fn fuzz_one(name: &'static str, solve: Solver, seed: u64, counts: &mut Counts) {
    let format = registry::problem(name).expect("every solution is registered");
    let mut rng = Rng::new(seed);
    for round in 0..600 {
        let records = records(format, &mut rng);

        // Whitespace and leading zeros never change the answers (zeros only where tokens are
        // numbers: a digit string's leading zeros are part of it, a row's length is fixed).
        let whole = input(format, &records, rng.chance(80));
        let (plain, _) = render(&mut rng, &whole.tokens, Spacing::Plain);
        let (want, result) = run(solve, &plain);
        if let Err(e) = &result {
            panic!("{}: error {} on valid input {}", name, e, show(&plain));
        }
        check_lines(name, &plain, &want);
        for _ in 0..2 {
            let mut tokens = whole.tokens.clone();
            for (t, &number) in tokens.iter_mut().zip(&whole.numbers) {
                if rng.chance(10) && number {
                    let zeros = rng.below(25) as usize;
                    t.splice(0..0, std::iter::repeat(b'0').take(zeros));
                }
            }
            let (text, _) = render(&mut rng, &tokens, Spacing::Random);
            let (out, result) = run(solve, &text);
            assert!(
                result.is_ok(),
                "{}: {:?} on {}",
                name,
                result.err().map(|e| e.to_string()),
                show(&text)
            );
            assert_eq!(
                String::from_utf8_lossy(&out),
                String::from_utf8_lossy(&want),
                "{}: whitespace changed the output of {}",
                name,
                show(&text)
            );
            counts.whitespace += 1;
        }

        // A bad token in record i: the answers to records 0..i, then an error at that token.
        let broken = input(format, &records, true);
        if !broken.tokens.is_empty() {
            // Anywhere but after the terminator's first token: hdu4764 may stop at `N = 0`
            // without reading `k`.
            let end = records_end(format, &records, &broken);
            let at = rng.below((end + 1).min(broken.tokens.len()) as u64) as usize;
            let mut tokens = broken.tokens.clone();
            tokens[at] = bad_token(&mut rng);
            let (text, places) = render(&mut rng, &tokens, Spacing::Random);
            let (out, result) = run(solve, &text);
            let before = answers_before(name, solve, format, &records, at, &broken);
            let (line, column) = places[at];
            match error_place(&result) {
                Some((l, c, message)) => {
                    assert_eq!(
                        (l, c),
                        (line, column),
                        "{}: error {} for bad token {:?} in {}",
                        name,
                        message,
                        String::from_utf8_lossy(&tokens[at]),
                        show(&text)
                    );
                    // A number's error says so; a digit string's or a row's names what the
                    // problem expects, and quotes the token.
                    let about_the_token = match broken.numbers[at] {
                        false => message.contains("found \""),
                        true => message.contains("expected an unsigned integer"),
                    };
                    assert!(about_the_token, "{}: {}", name, message);
                }
                None => panic!(
                    "{}: {:?} instead of an error at line {}, column {} in {}",
                    name,
                    result.map_err(|e| e.to_string()),
                    line,
                    column,
                    show(&text)
                ),
            }
            assert_eq!(
                String::from_utf8_lossy(&out),
                String::from_utf8_lossy(&before),
                "{}: output before the bad token in {} (round {})",
                name,
                show(&text),
                round
            );
            counts.bad_token += 1;
        }

        // The input ends inside record i (for counted inputs, also between records).
        if !records.is_empty() {
            let i = rng.below(records.len() as u64) as usize;
            let counted = counted(format);
            // Keep `keep` tokens of record i: at least one and not all of them, except that a
            // counted input is also cut off between records (but not after its last one).
            let keep = if counted {
                rng.below(records[i].len() as u64 + 1) as usize
            } else {
                1 + rng.below(records[i].len() as u64) as usize
            };
            let whole_record = keep == records[i].len();
            if !(whole_record && (!counted || i + 1 == records.len())) {
                let cut = input(format, &records, false);
                let end = cut.starts[i] + keep;
                let (text, _) = render(&mut rng, &cut.tokens[..end], Spacing::Random);
                let (out, result) = run(solve, &text);
                let before_records = if whole_record { i + 1 } else { i };
                let want = match parts_answered(solve, format, &records, i, keep) {
                    Some(out) if !whole_record => out,
                    _ => run(solve, &prefix_text(format, &records[..before_records])).0,
                };
                // An input may end right after a part (HDU 1524's test case without its `0`).
                let complete = format.parts.is_some_and(|p| p.may_end)
                    && part_end(format, &records[i], keep) == Some(keep);
                match error_place(&result) {
                    Some((l, c, message)) if !complete => {
                        assert_eq!(
                            (l, c),
                            place(&text),
                            "{}: {} on {}",
                            name,
                            message,
                            show(&text)
                        );
                        assert!(
                            message.ends_with("found end of input"),
                            "{}: {}",
                            name,
                            message
                        );
                    }
                    _ if complete => assert!(
                        result.is_ok(),
                        "{}: {:?} on an input that may end there: {}",
                        name,
                        result.map_err(|e| e.to_string()),
                        show(&text)
                    ),
                    _ => panic!(
                        "{}: {:?} instead of a cut-off error on {}",
                        name,
                        result.map_err(|e| e.to_string()),
                        show(&text)
                    ),
                }
                assert_eq!(
                    String::from_utf8_lossy(&out),
                    String::from_utf8_lossy(&want),
                    "{}: output before the cut in {}",
                    name,
                    show(&text)
                );
                counts.cut_off += 1;
            }
        }

        // Random bytes, token soup and mutations: no panic, whole lines, well-formed errors.
        for _ in 0..4 {
            let text = random_input(&mut rng, &plain);
            let (out, result) = run(solve, &text);
            match &result {
                Ok(()) | Err(Error::Input { .. }) => check_lines(name, &text, &out),
                Err(Error::Io(e)) => {
                    assert_eq!(
                        name,
                        "hdu2149",
                        "{}: I/O error {} on {}",
                        name,
                        e,
                        show(&text)
                    );
                }
            }
            if let Some((line, column, message)) = error_place(&result) {
                let lines = 1 + text.iter().filter(|&&b| b == b'\n').count() as u64;
                assert!(
                    line >= 1 && line <= lines && column >= 1,
                    "{}: {}",
                    name,
                    message
                );
                // `expected ..., found ...`, or a structural fault and the rule it breaks
                // (`the edge 2 -> 0 lies on a cycle; positions must form a DAG`).
                assert!(
                    message.contains(": expected ") || message.contains(" must "),
                    "{}: {}",
                    name,
                    message
                );
            }
            counts.random += 1;
        }
    }
}

/// The text of a valid input made of these records only (no terminator: end of input ends it).
fn prefix_text(format: &Problem, records: &[Record]) -> Vec<u8> {
    let tokens = input(format, records, false).tokens;
    let mut rng = Rng::new(1);
    render(&mut rng, &tokens, Spacing::Plain).0
}

/// Index in `whole.tokens` just past the last record (the terminator, if any, starts there).
fn records_end(format: &Problem, records: &[Record], whole: &Input) -> usize {
    let header = usize::from(counted(format));
    match (whole.starts.last(), records.last()) {
        (Some(&start), Some(last)) => start + last.len(),
        _ => header,
    }
}

/// The answers expected before a bad token at index `at` of `whole.tokens`: `solve` on the
/// records that end before it (none if it is the count; all if it is the terminator).
fn answers_before(
    name: &str,
    solve: Solver,
    format: &Problem,
    records: &[Record],
    at: usize,
    whole: &Input,
) -> Vec<u8> {
    let done = whole
        .starts
        .iter()
        .zip(records)
        .filter(|(&s, r)| s + r.len() <= at)
        .count();
    // A bad token inside record `done` after some of its queries: their answers too.
    if let Some(&start) = whole.starts.get(done).filter(|&&s| s <= at) {
        if let Some(out) = parts_answered(solve, format, records, done, at - start) {
            return out;
        }
    }
    // Before the first record nothing is answered, and an input of no record at all may be an
    // error of its own (cf305e's word is required).
    if done == 0 {
        return Vec::new();
    }
    let (out, result) = run(solve, &prefix_text(format, &records[..done]));
    assert!(
        result.is_ok(),
        "{}: the prefix of valid records failed",
        name
    );
    out
}

/// The last end of a part of `record` at or before its first `kept` numbers, if it has parts
/// and one ends there ([`Problem::parts`]).
fn part_end(format: &Problem, record: &[Token], kept: usize) -> Option<usize> {
    format.parts?;
    format
        .shape(Domain::Beyond)
        .parts(record)
        .into_iter()
        .filter(|&e| e <= kept)
        .max()
}

/// The answers written before the input breaks after the first `kept` numbers of record `i`,
/// when that record's parts answer some of them: `solve`'s output on the records before it and
/// those numbers up to the last part end (whatever its result: the input may end inside the
/// record there). `None` when no part of record `i` ends in its first `kept` numbers.
fn parts_answered(
    solve: Solver,
    format: &Problem,
    records: &[Record],
    i: usize,
    kept: usize,
) -> Option<Vec<u8>> {
    let end = part_end(format, records.get(i)?, kept)?;
    let mut prefix = records[..=i].to_vec();
    prefix[i].truncate(end);
    let tokens = input(format, &prefix, false).tokens;
    let tokens = match counted(format) {
        // The count still announces all the records.
        true => {
            let mut counted = vec![records.len().to_string().into_bytes()];
            counted.extend_from_slice(&tokens[1..]);
            counted
        }
        false => tokens,
    };
    let mut rng = Rng::new(1);
    Some(run(solve, &render(&mut rng, &tokens, Spacing::Plain).0).0)
}

/// Random input of one of several kinds, some derived from `valid`.
fn random_input(rng: &mut Rng, valid: &[u8]) -> Vec<u8> {
    match rng.below(4) {
        0 => (0..rng.below(200)).map(|_| rng.below(256) as u8).collect(),
        1 => {
            // Token soup: short numbers, huge numbers, garbage, all sorts of whitespace.
            let mut out = Vec::new();
            for _ in 0..rng.below(40) {
                match rng.below(6) {
                    0 => out.extend_from_slice(bad_token(rng).as_slice()),
                    1 => out.extend_from_slice(u64::MAX.to_string().as_bytes()),
                    _ => out.extend_from_slice(rng.below(30).to_string().as_bytes()),
                }
                out.push(*rng.pick(b" \t\r\n\x0b\x0c\0"));
            }
            out
        }
        _ => {
            let mut out = valid.to_vec();
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(out.len() as u64 + 1) as usize;
                match rng.below(4) {
                    0 if at < out.len() => out[at] = rng.below(256) as u8,
                    1 if at < out.len() => {
                        out.remove(at);
                    }
                    2 => out.insert(at, *rng.pick(b"0123456789 \n\r\t\0\xff-x")),
                    _ => out.truncate(at),
                }
            }
            out
        }
    }
}

#[test]
fn fuzz_every_binary() {
    let mut total = Counts::default();
    for (k, &(name, solve)) in SOLVERS.iter().enumerate() {
        // An interactive binary's input is a conversation, not records: it is played against
        // its judge (tests/solutions.rs, the stress generator's test) and its refusals of bad
        // judge lines are the error cases of its testdata.
        if registry::problem(name).is_some_and(|p| p.interactive.is_some()) {
            continue;
        }
        let mut counts = Counts::default();
        fuzz_one(name, solve, 0x5eed_0000 + k as u64, &mut counts);
        eprintln!(
            "{}: {} whitespace variants, {} bad tokens, {} cut-off records, {} random inputs",
            name, counts.whitespace, counts.bad_token, counts.cut_off, counts.random
        );
        total.whitespace += counts.whitespace;
        total.bad_token += counts.bad_token;
        total.cut_off += counts.cut_off;
        total.random += counts.random;
    }
    eprintln!(
        "fuzz total: {} whitespace variants, {} bad tokens, {} cut-off records, {} random inputs",
        total.whitespace, total.bad_token, total.cut_off, total.random
    );
}

/// The fuzzer's own oracle pieces must be right for its verdicts to mean anything.
#[test]
fn places_and_bad_tokens_are_what_they_claim() {
    assert_eq!(place(b""), (1, 1));
    assert_eq!(place(b"12 \r\n\t"), (2, 2));
    let mut rng = Rng::new(3);
    for _ in 0..2000 {
        let t = bad_token(&mut rng);
        assert!(!t.is_empty() && !t.iter().any(|&b| is_space(b)));
        let fits = std::str::from_utf8(&t)
            .ok()
            .and_then(|s| s.parse::<u64>().ok());
        assert!(fits.is_none() || t.starts_with(b"+"), "{:?}", t);
        assert!(!t.iter().all(|b| b".#".contains(b)), "{:?}", t);
        assert!(!t.iter().all(u8::is_ascii_lowercase), "{:?}", t);
    }
}
