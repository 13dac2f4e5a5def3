//! The benchmark's programs: built where their source changed (a stamp beside each
//! executable records the source's bytes and the compiler command), timed through
//! [`crate::measure`] (as the runner measures a test case), and their output hashed.

use super::stats::{paired, Run};
use crate::bench_data::{fnv1a, BenchInput, FNV_OFFSET};
use crate::child::Ended;
use crate::measure::{self, Job};
use std::env;
use std::fs::{self, File};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// How the Rust programs of the table are built.
pub const RUSTC: &[&str] = &["rustc", "--edition", "2021", "-O"];
/// How the scanf programs are built.
pub const GXX: &[&str] = &["g++", "-O2"];

/// Runs `program` on `input` (`repeat` times over, through a pipe when more than once: for the
/// problems read to end of input that is one valid input `repeat` times as long) and returns
/// what it measured; a run that does not exit 0 is an error.
pub fn timed_run(program: &Path, input: &Path, repeat: usize) -> Result<Run, String> {
    timed_job(&Job::timing(program, input, repeat))
}

/// Runs `job` and returns what it measured; a run that does not exit 0 is an error, named by
/// the job's program.
pub fn timed_job(job: &Job) -> Result<Run, String> {
    let program = job.program.first().map(Path::new).unwrap_or(Path::new(""));
    let fail = |why: String| format!("{}: {}", program.display(), why);
    let outcome = measure::run(job).map_err(fail)?;
    if outcome.ended != Ended::Exit(0) {
        let stderr = String::from_utf8_lossy(&outcome.stderr);
        let said = stderr.lines().next().unwrap_or_default();
        return Err(fail(format!("{} {}", outcome.ended, said)));
    }
    let usage = outcome.usage;
    Ok(Run {
        seconds: usage.wall.as_secs_f64(),
        cpu_seconds: usage.cpu.map(|d| d.as_secs_f64()),
        peak_kib: usage.peak_kib,
    })
}

/// FNV-1a of `program`'s whole stdout on `input`, and its length: to compare outputs without
/// keeping them.
pub fn output_digest(program: &Path, input: &Path) -> Result<(u64, u64), String> {
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
pub fn build(compiler: &[&str], source: &Path, exe: &Path) -> Result<PathBuf, String> {
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

/// Whether `compiler` runs at all (`COMPILER --version`).
pub fn have(compiler: &str) -> bool {
    Command::new(compiler)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// The directories the tool works with: its own (the release binaries) and the target directory
/// above it (the programs built here).
pub struct Dirs {
    pub bin: PathBuf,
    pub target: PathBuf,
}

impl Dirs {
    /// This executable's folder and the one above it (`target/release/` and `target/`).
    pub fn here() -> Dirs {
        let bin = env::current_exe()
            .ok()
            .and_then(|p| p.parent().map(Path::to_path_buf))
            .unwrap_or_else(|| PathBuf::from("target/release"));
        let target = bin.parent().map_or_else(|| bin.clone(), Path::to_path_buf);
        Dirs { bin, target }
    }
}

/// Runs every program once a round, `runs` rounds: `rounds[i][j]` is the `i`th run of program
/// `j`.
pub fn rounds(programs: &[&Path], input: &Path, runs: usize) -> Result<Vec<Vec<Run>>, String> {
    (0..runs)
        .map(|_| programs.iter().map(|p| timed_run(p, input, 1)).collect())
        .collect()
}

/// This crate on `input` at full and at half size, paired round by round: the ratio of their
/// bytes and the median ratio of their CPU times (wall time where the kernel gives none).
pub fn linearity(
    input: &BenchInput,
    data: &Path,
    dirs: &Dirs,
    runs: usize,
) -> Result<(f64, f64), String> {
    let full = input.path(data);
    let half = input.sized_path(data, super::goals::half(input));
    let bytes = |p: &Path| {
        fs::metadata(p)
            .map(|m| m.len() as f64)
            .map_err(|e| e.to_string())
    };
    let exe = dirs.bin.join(input.problem);
    let rounds: Vec<Vec<Run>> = (0..runs)
        .map(|_| Ok(vec![timed_run(&exe, &full, 1)?, timed_run(&exe, &half, 1)?]))
        .collect::<Result<_, String>>()?;
    let time = paired(&rounds, 0, 1, |r| r.cpu_seconds.or(Some(r.seconds))).unwrap_or(f64::NAN);
    Ok((bytes(&full)? / bytes(&half)?, time))
}
