//! The sample runner behind `make`: runs every built judge binary on every case in
//! `testdata/<bin>/` and `testdata/<bin>/errors/` and prints one verdict per case.
//!
//! Usage: `judge [PROBLEM]` (from `make` or `make P=poj1067`). It builds nothing: the binaries
//! must already be in the directory that holds this executable (`target/release/`).
//!
//! A case `NAME.in` expects stdout equal to `NAME.out`, byte for byte. When `NAME.err` exists (as
//! it does for every case in `errors/`) the run must exit with status 1 and print exactly that on
//! stderr (the answers before the fault are still in `NAME.out`); otherwise it must exit 0 with
//! nothing on stderr. Verdicts: `AC`, `WA`
//! (wrong output, with the first differing line shown with its whitespace made visible), `RE`
//! (crash or unexpected failure, with its stderr) and `TLE` (killed after [`TIME_LIMIT`]).
//! The last line is `N passed, M failed`; the exit status is 1 if any case failed, 2 on a usage
//! or setup error.

#[path = "cases.rs"]
mod cases;
#[path = "problems.rs"]
mod problems;

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// Wall-clock limit per case; the child is killed past it.
const TIME_LIMIT: Duration = Duration::from_secs(10);

/// How many bytes of a line a diff shows around the first difference.
const SHOWN_BYTES: usize = 80;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(true) => {}
        Ok(false) => std::process::exit(1),
        Err(message) => {
            eprintln!("judge: {}", message);
            std::process::exit(2);
        }
    }
}

/// Runs the selected problems' cases; `Ok(true)` if every case passed.
fn run(args: &[String]) -> Result<bool, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot locate myself: {}", e))?;
    let bin_dir = exe
        .parent()
        .ok_or("cannot locate the build directory")?
        .to_path_buf();
    let root = project_root(&exe);
    let selected = problems::select(&root, args, "judge")?;
    let missing: Vec<&String> = selected
        .iter()
        .filter(|name| !binary(&bin_dir, name).is_file())
        .collect();
    if !missing.is_empty() {
        let names: Vec<&str> = missing.iter().map(|s| s.as_str()).collect();
        return Err(format!(
            "no binary for {} in {}: run `cargo build --release` first (or just `make`)",
            names.join(", "),
            bin_dir.display()
        ));
    }

    let mut all = Vec::new();
    for name in &selected {
        let found = cases::find(&root.join("testdata").join(name))?;
        if found.is_empty() {
            return Err(format!("no testdata/{}/*.in cases", name));
        }
        all.extend(found.into_iter().map(|case| (name.clone(), case)));
    }
    let width = all
        .iter()
        .map(|(name, case)| name.len() + 1 + case.name.len())
        .max()
        .unwrap_or(0);

    let (mut passed, mut failed) = (0usize, 0usize);
    for (name, case) in &all {
        let label = format!("{}/{}", name, case.name);
        let (verdict, details) = match judge_case(&binary(&bin_dir, name), case) {
            Ok(result) => result,
            Err(e) => (Verdict::Re(0), vec![e]),
        };
        println!(
            "{:<4} {:<width$} {:>5} ms",
            verdict.name(),
            label,
            verdict.millis(),
            width = width
        );
        for line in details {
            println!("       {}", line);
        }
        if let Verdict::Ac(_) = verdict {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    println!("{} passed, {} failed", passed, failed);
    Ok(failed == 0)
}

/// The directory holding `Cargo.toml`, `bin/` and `testdata/`: found from the executable
/// (`<root>/target/<profile>/judge`), else the one this tool was compiled in.
fn project_root(exe: &Path) -> PathBuf {
    exe.ancestors()
        .find(|dir| dir.join("Cargo.toml").is_file() && dir.join("testdata").is_dir())
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

fn binary(bin_dir: &Path, name: &str) -> PathBuf {
    bin_dir.join(format!("{}{}", name, std::env::consts::EXE_SUFFIX))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Ac(u128),
    Wa(u128),
    Re(u128),
    Tle(u128),
}

impl Verdict {
    fn name(self) -> &'static str {
        match self {
            Verdict::Ac(_) => "AC",
            Verdict::Wa(_) => "WA",
            Verdict::Re(_) => "RE",
            Verdict::Tle(_) => "TLE",
        }
    }

    fn millis(self) -> u128 {
        match self {
            Verdict::Ac(t) | Verdict::Wa(t) | Verdict::Re(t) | Verdict::Tle(t) => t,
        }
    }
}

/// What a run produced.
struct Outcome {
    /// `None` when the child was killed at the time limit.
    status: Option<ExitStatus>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    millis: u128,
}

/// Runs one case and judges it: the verdict and the lines explaining it.
fn judge_case(program: &Path, case: &cases::Case) -> Result<(Verdict, Vec<String>), String> {
    let want_out = &case.stdout;
    let want_err = case.stderr.clone();
    let outcome = execute(program, &case.input)?;
    let t = outcome.millis;
    let Some(status) = outcome.status else {
        return Ok((
            Verdict::Tle(t),
            vec![format!("killed after {} s", TIME_LIMIT.as_secs())],
        ));
    };
    let code = status.code();
    let expected_code = if want_err.is_some() { 1 } else { 0 };
    if code != Some(expected_code) {
        if want_err.is_some() && code == Some(0) {
            let mut lines = vec!["expected exit status 1 with an error, got exit status 0".into()];
            lines.extend(describe_stream_difference(
                "stderr",
                want_err.as_deref(),
                b"",
            ));
            return Ok((Verdict::Wa(t), lines));
        }
        let how = match code {
            Some(c) => format!("exit status {}", c),
            None => format!("killed: {}", status),
        };
        let mut lines = vec![format!("{} (expected exit status {})", how, expected_code)];
        if let Some(first) = first_line(&outcome.stderr) {
            lines.push(format!("stderr: {}", first));
        }
        return Ok((Verdict::Re(t), lines));
    }
    let mut lines = Vec::new();
    lines.extend(describe_stream_difference(
        "stdout",
        Some(want_out),
        &outcome.stdout,
    ));
    let want_err = want_err.unwrap_or_default();
    lines.extend(describe_stream_difference(
        "stderr",
        Some(&want_err),
        &outcome.stderr,
    ));
    if lines.is_empty() {
        Ok((Verdict::Ac(t), lines))
    } else {
        Ok((Verdict::Wa(t), lines))
    }
}

/// Runs `program` with `input` as stdin (the file itself, so no writer thread can block),
/// collecting stdout and stderr on threads and killing it at the time limit.
fn execute(program: &Path, input: &Path) -> Result<Outcome, String> {
    let stdin = File::open(input).map_err(|e| format!("{}: {}", input.display(), e))?;
    let start = Instant::now();
    let mut child = Command::new(program)
        .stdin(Stdio::from(stdin))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {}", program.display(), e))?;
    let stdout = collect(child.stdout.take());
    let stderr = collect(child.stderr.take());
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if start.elapsed() >= TIME_LIMIT => {
                // The child may have exited just now; either way it is reaped below.
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => thread::sleep(Duration::from_micros(500)),
            Err(e) => return Err(format!("waiting for {}: {}", program.display(), e)),
        }
    };
    let millis = start.elapsed().as_millis();
    if status.is_none() {
        // A killed child's own children may still hold the pipes open: leave the readers.
        return Ok(Outcome {
            status,
            stdout: Vec::new(),
            stderr: Vec::new(),
            millis,
        });
    }
    Ok(Outcome {
        status,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
        millis,
    })
}

/// Reads a child's pipe to its end on a thread, so a full pipe never blocks the child.
fn collect<R: Read + Send + 'static>(pipe: Option<R>) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

fn first_line(bytes: &[u8]) -> Option<String> {
    let line = bytes.split(|&b| b == b'\n').next()?;
    if line.is_empty() && bytes.is_empty() {
        return None;
    }
    Some(String::from_utf8_lossy(line).into_owned())
}

/// The lines describing how `got` differs from `want` on a stream (empty if equal). `want` of
/// `None` means the stream was expected to carry an error line but no `.err` was readable.
fn describe_stream_difference(stream: &str, want: Option<&[u8]>, got: &[u8]) -> Vec<String> {
    let want = want.unwrap_or_default();
    let Some(diff) = first_difference(want, got) else {
        return Vec::new();
    };
    let mut lines = vec![format!(
        "{} differs at line {}, byte {}:",
        stream, diff.line, diff.column
    )];
    lines.push(format!("  expected: {}", diff.expected));
    lines.push(format!("  got:      {}", diff.got));
    if same_tokens(want, got) {
        lines.push(
            "  hint: the outputs differ only in whitespace (spaces, tabs, \\r, line ends)".into(),
        );
    }
    lines
}

/// Where two outputs first differ: the 1-based line and byte column, and both lines made
/// visible around that column.
#[derive(Debug, PartialEq, Eq)]
struct Difference {
    line: usize,
    column: usize,
    expected: String,
    got: String,
}

/// The lines of `bytes`, each with its `\n` if it has one; the last may lack it.
fn split_lines(bytes: &[u8]) -> Vec<&[u8]> {
    let mut lines = Vec::new();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' {
            lines.push(&bytes[start..=i]);
            start = i + 1;
        }
    }
    if start < bytes.len() {
        lines.push(&bytes[start..]);
    }
    lines
}

/// The first difference between `expected` and `got`, or `None` if they are equal.
fn first_difference(expected: &[u8], got: &[u8]) -> Option<Difference> {
    if expected == got {
        return None;
    }
    let want_lines = split_lines(expected);
    let got_lines = split_lines(got);
    let mut index = 0;
    while index < want_lines.len()
        && index < got_lines.len()
        && want_lines[index] == got_lines[index]
    {
        index += 1;
    }
    let want = want_lines.get(index).copied();
    let have = got_lines.get(index).copied();
    let a = want.unwrap_or_default();
    let b = have.unwrap_or_default();
    let column = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    // Show the lines from a little before the difference, so long lines stay readable.
    let from = column.saturating_sub(SHOWN_BYTES / 2);
    Some(Difference {
        line: index + 1,
        column: column + 1,
        expected: visible(want, from),
        got: visible(have, from),
    })
}

/// A line with its whitespace made visible: `␠` for a space, `\t`, `\r`, other control and
/// non-ASCII bytes as `\xNN`, `⏎` for the line's `\n`, `<EOF, no final newline>` when the line
/// ends without one, and `<EOF>` for a line that is not there at all. Starts at byte `from`
/// (marked `…`) and stops after [`SHOWN_BYTES`] bytes (marked `…`).
fn visible(line: Option<&[u8]>, from: usize) -> String {
    let Some(line) = line else {
        return "<EOF>".to_string();
    };
    let mut s = String::new();
    let from = from.min(line.len());
    if from > 0 {
        s.push('…');
    }
    let shown = &line[from..];
    for (i, &b) in shown.iter().enumerate() {
        if i == SHOWN_BYTES && i + 1 < shown.len() {
            s.push('…');
            return s;
        }
        match b {
            b' ' => s.push('␠'),
            b'\t' => s.push_str("\\t"),
            b'\r' => s.push_str("\\r"),
            b'\\' => s.push_str("\\\\"),
            b'\n' if i + 1 == shown.len() => s.push('⏎'),
            0x21..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\x{:02x}", b)),
        }
    }
    if line.last() != Some(&b'\n') {
        s.push_str("<EOF, no final newline>");
    }
    s
}

/// Whether two outputs have the same whitespace-separated tokens.
fn same_tokens(a: &[u8], b: &[u8]) -> bool {
    let tokens = |s: &[u8]| -> Vec<Vec<u8>> {
        s.split(|c| c.is_ascii_whitespace() || *c == 0x0b)
            .filter(|t| !t.is_empty())
            .map(|t| t.to_vec())
            .collect()
    };
    tokens(a) == tokens(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_outputs_have_no_difference() {
        assert_eq!(first_difference(b"1\n0\n", b"1\n0\n"), None);
        assert_eq!(first_difference(b"", b""), None);
    }

    #[test]
    fn the_first_differing_line_is_shown_with_visible_whitespace() {
        let d = first_difference(b"1\nBob will win\n0\n", b"1\nBob  will win\n1\n").unwrap();
        assert_eq!(d.line, 2);
        assert_eq!(d.column, 5);
        assert_eq!(d.expected, "Bob␠will␠win⏎");
        assert_eq!(d.got, "Bob␠␠will␠win⏎");
    }

    #[test]
    fn line_ends_and_the_end_of_file_are_visible() {
        let d = first_difference(b"0\n1\n", b"0\n1").unwrap();
        assert_eq!(
            (d.line, d.expected.as_str(), d.got.as_str()),
            (2, "1⏎", "1<EOF, no final newline>")
        );
        let d = first_difference(b"0\n1\n", b"0\r\n1\r\n").unwrap();
        assert_eq!(
            (d.line, d.expected.as_str(), d.got.as_str()),
            (1, "0⏎", "0\\r⏎")
        );
        let d = first_difference(b"0\n1\n", b"0\n").unwrap();
        assert_eq!(
            (d.line, d.expected.as_str(), d.got.as_str()),
            (2, "1⏎", "<EOF>")
        );
        let d = first_difference(b"", b"\t1\n").unwrap();
        assert_eq!(
            (d.line, d.expected.as_str(), d.got.as_str()),
            (1, "<EOF>", "\\t1⏎")
        );
    }

    #[test]
    fn odd_bytes_are_escaped_and_long_lines_cut_around_the_difference() {
        assert_eq!(visible(Some(b"a\\b\x00\xff\n"), 0), "a\\\\b\\x00\\xff⏎");
        let mut want = vec![b'7'; 500];
        want.push(b'\n');
        let mut got = want.clone();
        got[300] = b'8';
        let d = first_difference(&want, &got).unwrap();
        assert_eq!(d.column, 301);
        assert!(
            d.expected.starts_with('…') && d.expected.ends_with('…'),
            "{}",
            d.expected
        );
        assert_eq!(d.got.chars().filter(|&c| c == '8').count(), 1);
        assert!(d.got.chars().count() <= SHOWN_BYTES + 2);
    }

    #[test]
    fn whitespace_only_differences_are_recognised() {
        assert!(same_tokens(b"1 2\n3\n", b"1  2\r\n3"));
        assert!(!same_tokens(b"1 2\n", b"12\n"));
        assert!(!same_tokens(b"Kiki\n", b"Cici\n"));
        let lines = describe_stream_difference("stdout", Some(b"1\n"), b"1");
        assert!(lines.iter().any(|l| l.contains("hint")), "{:?}", lines);
        let lines = describe_stream_difference("stdout", Some(b"1\n"), b"0\n");
        assert!(!lines.iter().any(|l| l.contains("hint")), "{:?}", lines);
        assert!(describe_stream_difference("stdout", Some(b"1\n"), b"1\n").is_empty());
    }

    #[test]
    fn the_first_stderr_line_is_quoted() {
        assert_eq!(
            first_line(b"poj1067: line 1\nmore\n").as_deref(),
            Some("poj1067: line 1")
        );
        assert_eq!(first_line(b""), None);
    }
}
