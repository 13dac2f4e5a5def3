//! `make bench`: throughput and peak memory of the I/O-bound solutions on large inputs, side by
//! side with the forum's scanf/printf programs when they are available.
//!
//! ```text
//! bench [--data DIR] [--cpp DIR] [--runs N] [PROBLEM ...]
//! ```
//!
//! `DIR` for `--data` holds the inputs written by `../shared/bench/gen.py` (`wythoff.in`,
//! `kiki.in`, `nim.in`, `staircase.in`); `--cpp` is the directory of the `*_scanf.cpp` baselines,
//! built here with `g++ -O2` (skipped when the directory or `g++` is missing). Each program runs
//! `N` times (default 5) on its input with stdout to `/dev/null`; the table shows the median wall
//! time of the whole process, the input throughput and the peak resident memory. One more run
//! pipes stdout into this tool to compare the bytes with the baseline's.
//!
//! Peak memory: every timed run happens in a fresh copy of this tool (`bench --measure ...`)
//! whose only child is the measured program; after waiting for it, that copy asks the kernel for
//! `getrusage(RUSAGE_CHILDREN).ru_maxrss`, the peak resident set of its waited-for children,
//! which is therefore exactly the measured program's peak. std has no binding for `getrusage`,
//! so `tools/rusage.rs` declares it by hand (Linux, 64-bit only; elsewhere the column shows
//! `n/a`).

use std::env;
use std::fs::{self, File};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::process::{self, Command, Stdio};
use std::time::Instant;

/// The benchmarked problems: binary, input file, scanf baseline.
const PROBLEMS: [(&str, &str, &str); 4] = [
    ("poj1067", "wythoff.in", "wythoff_scanf"),
    ("hdu1847", "kiki.in", "kiki_scanf"),
    ("hdu2176", "nim.in", "nim_scanf"),
    ("poj1704", "staircase.in", "staircase_scanf"),
];

#[path = "rusage.rs"]
mod rusage;

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
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let mut length = 0u64;
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = stdout.read(&mut buf).map_err(|e| e.to_string())?;
        if n == 0 {
            break;
        }
        for &b in &buf[..n] {
            hash = (hash ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
        length += n as u64;
    }
    child.wait().map_err(|e| e.to_string())?;
    Ok((hash, length))
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

fn bench(program: &Path, input: &Path, runs: usize) -> Result<Summary, String> {
    let mut walls = Vec::new();
    let mut cpus = Vec::new();
    let mut peak_kib: Option<u64> = None;
    for _ in 0..runs {
        let run = timed_run(program, input, 1)?;
        walls.push(run.seconds);
        cpus.extend(run.cpu_seconds);
        peak_kib = peak_kib.max(run.peak_kib);
    }
    let cpu = (cpus.len() == runs).then(|| median(cpus));
    Ok(Summary {
        wall: median(walls),
        cpu,
        peak_kib,
    })
}

/// Builds the scanf baseline `name` from `dir`, into `target/bench-cpp/`; None if impossible.
fn build_baseline(dir: &Path, name: &str, out_dir: &Path) -> Option<PathBuf> {
    let source = dir.join(format!("{}.cpp", name));
    if !source.exists() {
        return None;
    }
    fs::create_dir_all(out_dir).ok()?;
    let exe = out_dir.join(name);
    let ok = Command::new("g++")
        .arg("-O2")
        .arg("-o")
        .arg(&exe)
        .arg(&source)
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        eprintln!(
            "bench: could not build {} with g++ -O2; skipping it",
            source.display()
        );
        return None;
    }
    Some(exe)
}

fn seconds(s: Option<f64>) -> String {
    s.map_or("n/a".to_string(), |s| format!("{:.3}", s))
}

fn mib(kib: Option<u64>) -> String {
    kib.map_or("n/a".to_string(), |k| format!("{:.1}", k as f64 / 1024.0))
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
    let mut data = PathBuf::from("bench-data");
    let mut cpp: Option<PathBuf> = None;
    let mut runs = 5usize;
    let mut only: Vec<String> = Vec::new();
    let mut it = args.into_iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--data" => data = it.next().map(PathBuf::from).unwrap_or(data),
            "--cpp" => cpp = it.next().map(PathBuf::from),
            "--runs" => {
                runs = it
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|&n| n > 0)
                    .unwrap_or(runs)
            }
            _ => only.push(arg),
        }
    }
    let bin_dir = env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(Path::to_path_buf));
    let bin_dir = bin_dir.unwrap_or_else(|| PathBuf::from("target/release"));
    let cpp = cpp.filter(|d| d.is_dir());
    let cpp_out = bin_dir.join("bench-cpp");

    println!(
        "{:<8} {:>6} {:>7} {:>7} {:>6} {:>6} | {:>7} {:>7} {:>6} | {:>7} {:>6} | output",
        "problem",
        "MB in",
        "wall s",
        "cpu s",
        "MB/s",
        "MiB",
        "scanf s",
        "cpu s",
        "MiB",
        "wall x",
        "cpu x"
    );
    println!(
        "{:<8} {:>6} {:>28} | {:>22} | {:>14} |",
        "", "", "this crate", "scanf/printf (g++ -O2)", "speed-up"
    );
    let mut failed = false;
    for (name, file, baseline) in PROBLEMS {
        if !only.is_empty() && !only.iter().any(|o| o == name) {
            continue;
        }
        let input = data.join(file);
        let program = bin_dir.join(name);
        let size = match fs::metadata(&input) {
            Ok(m) => m.len() as f64 / 1e6,
            Err(e) => {
                eprintln!(
                    "bench: {}: {} (run ../shared/bench/gen.py --out {})",
                    input.display(),
                    e,
                    data.display()
                );
                failed = true;
                continue;
            }
        };
        let ours = match bench(&program, &input, runs) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("bench: {}", e);
                failed = true;
                continue;
            }
        };
        let mut line = format!(
            "{:<8} {:>6.1} {:>7.3} {:>7} {:>6.0} {:>6}",
            name,
            size,
            ours.wall,
            seconds(ours.cpu),
            size / ours.wall,
            mib(ours.peak_kib)
        );
        let base = cpp
            .as_ref()
            .and_then(|dir| build_baseline(dir, baseline, &cpp_out));
        match base.as_ref().map(|b| (b, bench(b, &input, runs))) {
            Some((exe, Ok(theirs))) => {
                let same = output_digest(&program, &input).ok() == output_digest(exe, &input).ok();
                let cpu_ratio = match (ours.cpu, theirs.cpu) {
                    (Some(a), Some(b)) if a > 0.0 => format!("{:.1}x", b / a),
                    _ => "n/a".to_string(),
                };
                line.push_str(&format!(
                    " | {:>7.3} {:>7} {:>6} | {:>6.1}x {:>6} | {}",
                    theirs.wall,
                    seconds(theirs.cpu),
                    mib(theirs.peak_kib),
                    theirs.wall / ours.wall,
                    cpu_ratio,
                    if same { "same bytes" } else { "differs" }
                ));
            }
            Some((_, Err(e))) => {
                eprintln!("bench: {}", e);
                line.push_str(" | (baseline failed)");
            }
            None => line.push_str(" | (no baseline)"),
        }
        println!("{}", line);
    }
    // Memory must not grow with the input: the problems read to end of input, on their input
    // ten times over (about 2 GB and 0.8 GB) through a pipe.
    for (name, file, _) in PROBLEMS.iter().take(2) {
        if !only.is_empty() && !only.iter().any(|o| o == name) {
            continue;
        }
        let input = data.join(file);
        if !input.exists() {
            continue;
        }
        match timed_run(&bin_dir.join(name), &input, 10) {
            Ok(run) => println!(
                "{}: input x10 through a pipe: {:.2} s, peak {} MiB",
                name,
                run.seconds,
                mib(run.peak_kib)
            ),
            Err(e) => {
                eprintln!("bench: {}", e);
                failed = true;
            }
        }
    }
    if failed {
        process::exit(1);
    }
}
