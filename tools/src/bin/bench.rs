//! `make bench`: throughput and peak memory of the I/O-bound solutions on large inputs, run for
//! run beside the hand-tuned Rust programs, the default bundled submissions and the forum's
//! scanf/printf programs.
//!
//! ```text
//! bench [--data DIR] [--cpp DIR] [--hand DIR] [--submit DIR | --no-submit] [--runs N]
//!       [PROBLEM ...]
//! ```
//!
//! `DIR` for `--data` holds the inputs written by `../shared/bench/gen.py` (`wythoff.in`,
//! `kiki.in`, `nim.in`, `staircase.in`). Up to four programs run on each input:
//! - `this crate`: the project's release binary, next to this tool;
//! - `rust_hand`: `<stem>.rs` of `--hand` (default `../shared/bench/rust_hand`), the hand-tuned
//!   yardstick, built with `rustc --edition 2021 -O` into `target/bench-rust-hand/`;
//! - `submission`: `submit/<problem>.rs` as the project's bundler writes it by default (this tool
//!   runs `bundle <problem>` first), or `<problem>.rs` of `--submit DIR` as it is; built the same
//!   way into `target/bench-submit/`. `--no-submit` leaves it out;
//! - `scanf`: `<stem>_scanf.cpp` of `--cpp`, built with `g++ -O2` into `target/bench-cpp/`
//!   (left out when the directory or `g++` is missing).
//!
//! A program is rebuilt only when its source bytes (or the compiler command) changed since the
//! last build: a stamp file beside the executable records both.
//!
//! The runs are paired: each of `N` rounds (default 5) runs every program once, one after the
//! other, with stdout to `/dev/null`. Per program the table shows the median wall and CPU time of
//! the whole process, the input throughput and the peak resident memory; each ratio is the median
//! of the per-round ratios, so a busy moment of the machine weighs on both sides of a ratio alike.
//! Before timing, one more run of each pipes stdout into this tool to compare its bytes with this
//! crate's (which also warms the page cache).
//!
//! Peak memory: every timed run happens in a fresh copy of this tool (`bench --measure ...`)
//! whose only child is the measured program; after waiting for it, that copy asks the kernel for
//! `getrusage(RUSAGE_CHILDREN).ru_maxrss`, the peak resident set of its waited-for children,
//! which is therefore exactly the measured program's peak. std has no binding for `getrusage`,
//! so `impartial_tools::rusage` declares it by hand (Linux, 64-bit only; elsewhere the column shows
//! `n/a`).

use std::env;
use std::fs::{self, File};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::process::{self, Command, Stdio};
use std::time::Instant;

/// The benchmarked problems: the binary and the stem of its input (`<stem>.in`), of its
/// hand-tuned program (`<stem>.rs`) and of its scanf baseline (`<stem>_scanf.cpp`).
const PROBLEMS: [(&str, &str); 4] = [
    ("poj1067", "wythoff"),
    ("hdu1847", "kiki"),
    ("hdu2176", "nim"),
    ("poj1704", "staircase"),
];

const USAGE: &str =
    "usage: bench [--data DIR] [--cpp DIR] [--hand DIR] [--submit DIR | --no-submit] \
                     [--runs N] [PROBLEM ...]";

const RUSTC: &[&str] = &["rustc", "--edition", "2021", "-O"];
const GXX: &[&str] = &["g++", "-O2"];

/// Printed under the table, after the number of rounds.
const LEGEND: &str = "\
each running every program once in turn; times are medians, MiB the highest peak.
ours / this: this crate's time over the row's, the median of the per-round ratios; 1.00 or
  less: this crate is no slower. scanf / this: the speed-up over scanf/printf (g++ -O2), paired
  the same way. submission: what `make bundle` writes, built with rustc --edition 2021 -O.
output: the row's stdout against this crate's. The poj1067 rust_hand and scanf programs use the
  floating-point formula, so `differs` is expected there.";

use impartial_tools::{project_root, rusage};

/// What one run of a program measured.
struct Run {
    seconds: f64,
    cpu_seconds: Option<f64>,
    peak_kib: Option<u64>,
}

/// The helper mode: runs `program < input > /dev/null` once and prints
/// `<nanoseconds> <peak KiB or -> <CPU microseconds or -> <status>` on stdout.
///
/// With `repeat > 1` the input is fed `repeat` times over in a row through a pipe instead (for
/// the problems read to end of input that is one valid input `repeat` times as long), to show
/// that memory does not grow with the input.
fn measure(program: &str, input: &str, repeat: usize) -> io::Result<()> {
    let start = Instant::now();
    let status = if repeat <= 1 {
        Command::new(program)
            .stdin(File::open(input)?)
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .status()?
    } else {
        let mut child = Command::new(program)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()?;
        let mut pipe = child.stdin.take().unwrap();
        for _ in 0..repeat {
            io::copy(&mut File::open(input)?, &mut pipe)?;
        }
        drop(pipe);
        child.wait()?
    };
    let nanos = start.elapsed().as_nanos();
    let (peak, cpu) = match rusage::children() {
        Some((peak, cpu)) => (peak.to_string(), cpu.to_string()),
        None => ("-".to_string(), "-".to_string()),
    };
    println!("{} {} {} {}", nanos, peak, cpu, status.code().unwrap_or(-1));
    Ok(())
}

/// Runs `program` on `input` (`repeat` times over) in a fresh helper process and returns what it
/// measured.
fn timed_run(program: &Path, input: &Path, repeat: usize) -> Result<Run, String> {
    let me = env::current_exe().map_err(|e| e.to_string())?;
    let out = Command::new(me)
        .arg("--measure")
        .arg(program)
        .arg(input)
        .arg(repeat.to_string())
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("{}: {}", program.display(), e))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let fields: Vec<&str> = text.split_whitespace().collect();
    if !out.status.success() || fields.len() != 4 {
        return Err(format!("{}: measuring failed", program.display()));
    }
    if fields[3] != "0" {
        return Err(format!(
            "{}: exited with status {}",
            program.display(),
            fields[3]
        ));
    }
    let nanos: u128 = fields[0]
        .parse()
        .map_err(|_| "bad helper output".to_string())?;
    Ok(Run {
        seconds: nanos as f64 / 1e9,
        cpu_seconds: fields[2].parse::<u64>().ok().map(|us| us as f64 / 1e6),
        peak_kib: fields[1].parse().ok(),
    })
}

/// FNV-1a of `bytes`, continuing from `hash` (start from `FNV_OFFSET`).
fn fnv1a(hash: u64, bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(hash, |h, &b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a of `program`'s whole stdout on `input`, and its length: to compare outputs without
/// keeping them.
fn output_digest(program: &Path, input: &Path) -> Result<(u64, u64), String> {
    let stdin = File::open(input).map_err(|e| e.to_string())?;
    let mut child = Command::new(program)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {}", program.display(), e))?;
    let mut stdout = child.stdout.take().unwrap();
    let mut hash = FNV_OFFSET;
    let mut length = 0u64;
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = stdout.read(&mut buf).map_err(|e| e.to_string())?;
        if n == 0 {
            break;
        }
        hash = fnv1a(hash, &buf[..n]);
        length += n as u64;
    }
    child.wait().map_err(|e| e.to_string())?;
    Ok((hash, length))
}

/// Builds `exe` from `source` with `compiler` (the command before `-o EXE SOURCE`), unless the
/// stamp beside `exe` says it was built from these very bytes by this very command.
fn build(compiler: &[&str], source: &Path, exe: &Path) -> Result<PathBuf, String> {
    let bytes = fs::read(source).map_err(|e| format!("{}: {}", source.display(), e))?;
    let stamp = format!(
        "{} -o {} {}\n{:016x}\n",
        compiler.join(" "),
        exe.display(),
        source.display(),
        fnv1a(FNV_OFFSET, &bytes)
    );
    let stamp_path = exe.with_extension("stamp");
    if exe.is_file() && fs::read_to_string(&stamp_path).is_ok_and(|s| s == stamp) {
        return Ok(exe.to_path_buf());
    }
    if let Some(dir) = exe.parent() {
        fs::create_dir_all(dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    }
    let built = Command::new(compiler[0])
        .args(&compiler[1..])
        .arg("-o")
        .arg(exe)
        .arg(source)
        .status()
        .is_ok_and(|s| s.success());
    if !built {
        return Err(format!("{} did not build it", compiler.join(" ")));
    }
    fs::write(&stamp_path, stamp).map_err(|e| format!("{}: {}", stamp_path.display(), e))?;
    Ok(exe.to_path_buf())
}

/// The programs timed against each other, in the order they run in a round.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Ours,
    Hand,
    Submission,
    Scanf,
}

impl Kind {
    fn label(self) -> &'static str {
        match self {
            Kind::Ours => "this crate",
            Kind::Hand => "rust_hand",
            Kind::Submission => "submission",
            Kind::Scanf => "scanf",
        }
    }
}

/// A program of one problem: its executable, or why there is none.
struct Program {
    kind: Kind,
    exe: Result<PathBuf, String>,
}

/// Where the submissions come from.
#[derive(Debug, PartialEq)]
enum Submit {
    /// Run the project's bundler, then take its `submit/<problem>.rs`.
    Bundle,
    /// Take `<problem>.rs` from this directory as it is.
    Dir(PathBuf),
    /// No submission row.
    Skip,
}

/// What the command line asks for.
#[derive(Debug, PartialEq)]
struct Options {
    data: PathBuf,
    cpp: Option<PathBuf>,
    hand: PathBuf,
    submit: Submit,
    runs: usize,
    only: Vec<String>,
}

fn parse_args(args: Vec<String>) -> Result<Options, String> {
    let mut options = Options {
        data: PathBuf::from("bench-data"),
        cpp: None,
        hand: PathBuf::from("../shared/bench/rust_hand"),
        submit: Submit::Bundle,
        runs: 5,
        only: Vec::new(),
    };
    let mut it = args.into_iter();
    while let Some(arg) = it.next() {
        let mut value = || it.next().ok_or(format!("{} needs a value", arg));
        match arg.as_str() {
            "--data" => options.data = value()?.into(),
            "--cpp" => options.cpp = Some(value()?.into()),
            "--hand" => options.hand = value()?.into(),
            "--submit" => options.submit = Submit::Dir(value()?.into()),
            "--no-submit" => options.submit = Submit::Skip,
            "--runs" => {
                options.runs = value()?
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or("--runs needs a positive number")?
            }
            name if PROBLEMS.iter().any(|&(p, _)| p == name) => options.only.push(arg),
            other => return Err(format!("unknown argument {:?}", other)),
        }
    }
    Ok(options)
}

/// The directories the tool works with: its own (the release binaries) and the target directory
/// above it (the programs built here).
struct Dirs {
    bin: PathBuf,
    target: PathBuf,
}

impl Dirs {
    fn new() -> Dirs {
        let bin = env::current_exe()
            .ok()
            .and_then(|p| p.parent().map(Path::to_path_buf))
            .unwrap_or_else(|| PathBuf::from("target/release"));
        let target = bin.parent().map_or_else(|| bin.clone(), Path::to_path_buf);
        Dirs { bin, target }
    }
}

/// The programs of problem `name` (input stem `stem`), built where needed.
fn programs(name: &str, stem: &str, options: &Options, dirs: &Dirs) -> Vec<Program> {
    let hand_source = options.hand.join(format!("{}.rs", stem));
    let hand_exe = dirs.target.join("bench-rust-hand").join(stem);
    let mut programs = vec![
        Program {
            kind: Kind::Ours,
            exe: Ok(dirs.bin.join(name)),
        },
        Program {
            kind: Kind::Hand,
            exe: build(RUSTC, &hand_source, &hand_exe),
        },
    ];
    if let Some(exe) = submission(name, &options.submit, dirs) {
        programs.push(Program {
            kind: Kind::Submission,
            exe,
        });
    }
    if let Some(cpp) = &options.cpp {
        let source = cpp.join(format!("{}_scanf.cpp", stem));
        let exe = dirs
            .target
            .join("bench-cpp")
            .join(format!("{}_scanf", stem));
        programs.push(Program {
            kind: Kind::Scanf,
            exe: build(GXX, &source, &exe),
        });
    }
    programs
}

/// The submission of problem `name`, bundled first unless it comes from a directory, and built.
fn submission(name: &str, submit: &Submit, dirs: &Dirs) -> Option<Result<PathBuf, String>> {
    let source = match submit {
        Submit::Skip => return None,
        Submit::Dir(dir) => dir.join(format!("{}.rs", name)),
        Submit::Bundle => match bundle(name, dirs) {
            Ok(()) => project_root().join(format!("submit/{}.rs", name)),
            Err(e) => return Some(Err(e)),
        },
    };
    let exe = dirs.target.join("bench-submit").join(name);
    Some(build(RUSTC, &source, &exe))
}

/// Writes `submit/<name>.rs` with the project's bundler, as `make bundle` does by default: the
/// `bundle` binary beside this tool, else `cargo run`.
fn bundle(name: &str, dirs: &Dirs) -> Result<(), String> {
    let built = dirs.bin.join("bundle");
    let mut command = if built.is_file() {
        Command::new(built)
    } else {
        let mut cargo = Command::new("cargo");
        cargo.args(["run", "--release", "--quiet", "--bin", "bundle", "--"]);
        cargo
    };
    let out = command
        .arg(name)
        .current_dir(project_root())
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("bundle {}: {}", name, e))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!("bundle {} failed", name))
    }
}

/// Medians of the wall and CPU times, and the peak memory, over several runs.
struct Summary {
    wall: f64,
    cpu: Option<f64>,
    peak_kib: Option<u64>,
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(|a, b| a.partial_cmp(b).unwrap());
    values[values.len() / 2]
}

/// Runs every program once a round, `runs` rounds: `rounds[i][j]` is the `i`th run of program
/// `j`.
fn rounds(programs: &[&Path], input: &Path, runs: usize) -> Result<Vec<Vec<Run>>, String> {
    (0..runs)
        .map(|_| programs.iter().map(|p| timed_run(p, input, 1)).collect())
        .collect()
}

fn summary(rounds: &[Vec<Run>], j: usize) -> Summary {
    let cpus: Option<Vec<f64>> = rounds.iter().map(|r| r[j].cpu_seconds).collect();
    Summary {
        wall: median(rounds.iter().map(|r| r[j].seconds).collect()),
        cpu: cpus.map(median),
        peak_kib: rounds.iter().filter_map(|r| r[j].peak_kib).max(),
    }
}

/// The median over the rounds of `time(run of a) / time(run of b)`.
fn paired(rounds: &[Vec<Run>], a: usize, b: usize, time: fn(&Run) -> Option<f64>) -> Option<f64> {
    let ratios: Option<Vec<f64>> = rounds
        .iter()
        .map(|r| Some(time(&r[a])? / time(&r[b])?))
        .collect();
    ratios.filter(|r| !r.is_empty()).map(median)
}

/// `program a / program b`, paired, in CPU and wall time: `{cpu} {wall}`, as ratios (`1.05`) or,
/// with `speed_up`, as speed-ups (`16.8x`).
fn ratio_cell(rounds: &[Vec<Run>], a: usize, b: usize, speed_up: bool) -> String {
    let cell = |time| match paired(rounds, a, b, time) {
        Some(r) if speed_up => format!("{:.1}x", r),
        Some(r) => format!("{:.2}", r),
        None => "n/a".to_string(),
    };
    format!(
        "{:>5} {:>6}",
        cell(|r| r.cpu_seconds),
        cell(|r| Some(r.seconds))
    )
}

fn seconds(s: Option<f64>) -> String {
    s.map_or("n/a".to_string(), |s| format!("{:.3}", s))
}

fn mib(kib: Option<u64>) -> String {
    kib.map_or("n/a".to_string(), |k| format!("{:.1}", k as f64 / 1024.0))
}

/// One line of the table, from its ten cells.
fn table_line(cells: [&str; 10]) -> String {
    let [problem, size, program, wall, cpu, rate, peak, ours, scanf, output] = cells;
    format!(
        "{:<8} {:>6}  {:<10} {:>7} {:>7} {:>6} {:>5} | {:>12} | {:>12} | {}",
        problem, size, program, wall, cpu, rate, peak, ours, scanf, output
    )
    .trim_end()
    .to_string()
}

/// The two lines above the table's rows.
#[rustfmt::skip]
const HEADER: [[&str; 10]; 2] = [
    ["problem", "MB in", "program", "wall s", "cpu s", "MB/s", "MiB", "ours / this", "scanf / this",
     "output"],
    ["", "", "", "", "", "", "", "cpu   wall", "cpu   wall", "vs ours"],
];

/// A problem's programs timed round by round, and what their outputs hashed to.
struct Timed {
    rounds: Vec<Vec<Run>>,
    digests: Vec<Option<(u64, u64)>>,
    /// Which program is the scanf baseline, if any (this crate's binary is program 0).
    scanf: Option<usize>,
    megabytes: f64,
}

impl Timed {
    /// Row `j` of the table: program `j`'s times, its ratios to ours and to scanf's, and its
    /// output against ours; `lead` fills the problem and size columns.
    fn row(&self, j: usize, label: &str, lead: [&str; 2]) -> String {
        let s = summary(&self.rounds, j);
        let versus_ours =
            (j > 0 && Some(j) != self.scanf).then(|| ratio_cell(&self.rounds, 0, j, false));
        let versus_scanf = self
            .scanf
            .filter(|&k| k != j)
            .map(|k| ratio_cell(&self.rounds, k, j, true));
        let output = match (j, &self.digests[0], &self.digests[j]) {
            (0, _, _) => "",
            (_, Some(a), Some(b)) if a == b => "same bytes",
            (_, Some(_), Some(_)) => "differs",
            _ => "n/a",
        };
        table_line([
            lead[0],
            lead[1],
            label,
            &format!("{:.3}", s.wall),
            &seconds(s.cpu),
            &format!("{:.0}", self.megabytes / s.wall),
            &mib(s.peak_kib),
            versus_ours.as_deref().unwrap_or(""),
            versus_scanf.as_deref().unwrap_or(""),
            output,
        ])
    }
}

/// Benchmarks one problem and prints its rows: one per program, then a note per program that
/// could not be built.
fn bench_problem(
    name: &str,
    input: &Path,
    programs: &[Program],
    runs: usize,
) -> Result<(), String> {
    let megabytes = fs::metadata(input)
        .map_err(|e| format!("{}: {} (run ../shared/bench/gen.py)", input.display(), e))?
        .len() as f64
        / 1e6;
    let (ready, missing): (Vec<&Program>, Vec<&Program>) =
        programs.iter().partition(|p| p.exe.is_ok());
    let exes: Vec<&Path> = ready.iter().filter_map(|p| p.exe.as_deref().ok()).collect();
    // Hashed first: these runs also bring the input and the programs into the page cache.
    let digests = exes.iter().map(|e| output_digest(e, input).ok()).collect();
    let timed = Timed {
        rounds: rounds(&exes, input, runs)?,
        digests,
        scanf: ready.iter().position(|p| p.kind == Kind::Scanf),
        megabytes,
    };
    let size = format!("{:.1}", megabytes);
    for (j, program) in ready.iter().enumerate() {
        let lead = if j == 0 {
            [name, size.as_str()]
        } else {
            ["", ""]
        };
        println!("{}", timed.row(j, program.kind.label(), lead));
    }
    for program in missing {
        if let Err(why) = &program.exe {
            println!("{:<17}{:<10} ({})", "", program.kind.label(), why);
        }
    }
    Ok(())
}

/// Memory must not grow with the input: the problems read to end of input, on their input ten
/// times over (about 2 GB and 0.8 GB) through a pipe. Returns whether all went well.
fn memory_lines(selected: &[(&str, &str)], data: &Path, dirs: &Dirs) -> bool {
    let mut ok = true;
    for &(name, stem) in selected
        .iter()
        .filter(|(n, _)| ["poj1067", "hdu1847"].contains(n))
    {
        let input = data.join(format!("{}.in", stem));
        if !input.exists() {
            continue;
        }
        match timed_run(&dirs.bin.join(name), &input, 10) {
            Ok(run) => println!(
                "{}: input x10 through a pipe: {:.2} s, peak {} MiB",
                name,
                run.seconds,
                mib(run.peak_kib)
            ),
            Err(e) => {
                eprintln!("bench: {}", e);
                ok = false;
            }
        }
    }
    ok
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--measure") && (3..=4).contains(&args.len()) {
        let repeat = args.get(3).and_then(|r| r.parse().ok()).unwrap_or(1);
        if let Err(e) = measure(&args[1], &args[2], repeat) {
            eprintln!("bench: {}: {}", args[1], e);
            process::exit(1);
        }
        return;
    }
    let options = parse_args(args).unwrap_or_else(|e| {
        eprintln!("bench: {}\n{}", e, USAGE);
        process::exit(2);
    });
    let dirs = Dirs::new();
    let selected: Vec<(&str, &str)> = PROBLEMS
        .into_iter()
        .filter(|(name, _)| options.only.is_empty() || options.only.iter().any(|o| o == name))
        .collect();
    // Every build before the table, so compiler messages do not land inside it.
    let built: Vec<Vec<Program>> = selected
        .iter()
        .map(|&(name, stem)| programs(name, stem, &options, &dirs))
        .collect();
    for cells in HEADER {
        println!("{}", table_line(cells));
    }
    let mut ok = true;
    for (&(name, stem), programs) in selected.iter().zip(&built) {
        let input = options.data.join(format!("{}.in", stem));
        if let Err(e) = bench_problem(name, &input, programs, options.runs) {
            eprintln!("bench: {}", e);
            ok = false;
        }
    }
    let plural = if options.runs == 1 { "" } else { "s" };
    println!("{} round{}, {}", options.runs, plural, LEGEND);
    ok &= memory_lines(&selected, &options.data, &dirs);
    if !ok {
        process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    fn run(seconds: f64, cpu: Option<f64>) -> Run {
        Run {
            seconds,
            cpu_seconds: cpu,
            peak_kib: Some(2048),
        }
    }

    #[test]
    fn options_default_and_given() {
        let defaults = parse_args(Vec::new()).unwrap();
        assert_eq!(defaults.data, PathBuf::from("bench-data"));
        assert_eq!(defaults.hand, PathBuf::from("../shared/bench/rust_hand"));
        assert_eq!((defaults.cpp, defaults.runs), (None, 5));
        assert_eq!(defaults.submit, Submit::Bundle);
        let given = parse_args(args("--runs 9 --cpp c --hand h --data d hdu1847 poj1704")).unwrap();
        assert_eq!(given.runs, 9);
        assert_eq!(given.cpp, Some(PathBuf::from("c")));
        assert_eq!(
            (given.hand, given.data),
            (PathBuf::from("h"), PathBuf::from("d"))
        );
        assert_eq!(given.only, args("hdu1847 poj1704"));
        let submit = |line| parse_args(args(line)).unwrap().submit;
        assert_eq!(submit("--submit s"), Submit::Dir(PathBuf::from("s")));
        assert_eq!(submit("--submit s --no-submit"), Submit::Skip);
    }

    #[test]
    fn options_refused() {
        for bad in [
            "--runs 0", "--runs", "--data", "--submit", "hdu2149", "--fast",
        ] {
            assert!(parse_args(args(bad)).is_err(), "{}", bad);
        }
    }

    #[test]
    fn ratios_are_paired_round_by_round() {
        // Program 0 is twice as fast as program 1 in every round, while the rounds themselves
        // differ tenfold: the unpaired medians would say 0.2 / 0.4, the paired ratio says 0.5.
        let rounds = vec![
            vec![run(0.1, Some(0.1)), run(0.2, Some(0.2))],
            vec![run(1.0, Some(1.0)), run(2.0, Some(2.0))],
            vec![run(0.2, Some(0.2)), run(0.4, Some(0.4))],
        ];
        assert_eq!(paired(&rounds, 0, 1, |r| Some(r.seconds)), Some(0.5));
        assert_eq!(paired(&rounds, 1, 0, |r| r.cpu_seconds), Some(2.0));
        assert_eq!(ratio_cell(&rounds, 1, 0, false), " 2.00   2.00");
        assert_eq!(ratio_cell(&rounds, 1, 0, true), " 2.0x   2.0x");
        let no_cpu = vec![vec![run(0.1, None), run(0.2, Some(0.2))]];
        assert_eq!(paired(&no_cpu, 0, 1, |r| r.cpu_seconds), None);
    }

    #[test]
    fn summary_takes_medians_and_the_highest_peak() {
        let mut rounds = vec![vec![run(0.3, Some(0.2))], vec![run(0.1, None)]];
        rounds.push(vec![run(0.2, Some(0.1))]);
        rounds[1][0].peak_kib = Some(4096);
        let s = summary(&rounds, 0);
        assert_eq!((s.wall, s.cpu, s.peak_kib), (0.2, None, Some(4096)));
    }
}
