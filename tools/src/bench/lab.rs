//! The lab's rows of `impartial bench lab` (`make bench P=lab`): the sparse-space engine
//! (`impartial_lab::Table`, run by the `octal-table` binary) on the three computations
//! issue 26 times against the public octal solvers, with CPU time, peak memory and the memory a
//! value, then the goal of at most 2 bytes a value.
//!
//! The memory a value is what each further value costs: the peak resident set of the computation
//! less that of the same computation on a 64th of the values (the binary's code, as much of it
//! as the computation runs, its libraries, the measuring helper and the tables sized by the
//! values' bound, not by their number), over the values between the two. A floor of the binary
//! computing 2 values left the engine's own code out of the floor: some 0.1 to 0.3 bytes a
//! value at 10^6 values, a share that vanishes on longer tables. The public solvers
//! (tczajka/octal-games, rogalski's octal) are not part of the project; `docs/lab.md` gives the
//! side-by-side figures measured on this machine.

use super::programs::timed_job;
use super::stats::{summary, Run, Summary};
use crate::measure::Job;
use std::ffi::OsString;

/// One computation: the values `G(0..values)` of a take-and-break code.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LabRun {
    pub code: &'static str,
    pub values: u64,
    /// How the row names it.
    pub label: &'static str,
}

/// The three computations of issue 26's speed targets.
pub const LAB_RUNS: [LabRun; 3] = [
    LabRun {
        code: "4!.0",
        values: 1 << 20,
        label: "Grundy's game 4!.0 to 2^20",
    },
    LabRun {
        code: "0.167",
        values: 1 << 24,
        label: "0.167 to 2^24",
    },
    LabRun {
        code: "0.007",
        values: 1_000_000,
        label: "0.007 to 10^6",
    },
];

/// The most memory a value may take (issue 26).
pub const BYTES_PER_VALUE_GOAL: f64 = 2.0;

/// One measured run of `octal-table` on `code` for `values` values.
fn measured(octal_table: &[OsString], code: &str, values: u64) -> Result<Run, String> {
    let mut program: Vec<OsString> = octal_table.to_vec();
    program.extend([
        "--code".into(),
        code.into(),
        "--limit".into(),
        (values.max(1) - 1).to_string().into(),
    ]);
    timed_job(&Job {
        program,
        input: "/dev/null".into(),
        repeat: 1,
        keep_stdout: false,
        time_limit: None,
    })
}

/// What one computation measured over the rounds: medians, and the highest peak.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LabTiming {
    pub run: LabRun,
    pub summary: Summary,
    /// Bytes a value above the binary's floor.
    pub bytes_per_value: Option<f64>,
}

/// The share of a computation's values its floor run computes.
pub const FLOOR_SHARE: u64 = 64;

impl LabRun {
    /// The values of the floor run: a [`FLOOR_SHARE`]th, at least 2.
    pub fn floor_values(&self) -> u64 {
        (self.values / FLOOR_SHARE).max(2)
    }
}

/// Computation `j` of `rounds` (each round runs every computation once), the peak above
/// `floor_kib` (the same computation's on [`LabRun::floor_values`] values) spread over the
/// values between the two.
fn summarize(run: LabRun, rounds: &[Vec<Run>], j: usize, floor_kib: Option<u64>) -> LabTiming {
    let summary = summary(rounds, j);
    let more = run.values.saturating_sub(run.floor_values()).max(1);
    let bytes_per_value = match (summary.peak_kib, floor_kib) {
        (Some(peak), Some(floor)) => Some(peak.saturating_sub(floor) as f64 * 1024.0 / more as f64),
        _ => None,
    };
    LabTiming {
        run,
        summary,
        bytes_per_value,
    }
}

/// Runs every computation `rounds` times, one after the other in each round.
pub fn measure_all(octal_table: &[OsString], rounds: usize) -> Result<Vec<LabTiming>, String> {
    let floors = LAB_RUNS
        .iter()
        .map(|run| Ok(measured(octal_table, run.code, run.floor_values())?.peak_kib))
        .collect::<Result<Vec<_>, String>>()?;
    let mut measured_rounds = Vec::new();
    for _ in 0..rounds {
        let round: Result<Vec<Run>, String> = LAB_RUNS
            .iter()
            .map(|run| measured(octal_table, run.code, run.values))
            .collect();
        measured_rounds.push(round?);
    }
    Ok(LAB_RUNS
        .iter()
        .enumerate()
        .map(|(j, &run)| summarize(run, &measured_rounds, j, floors[j]))
        .collect())
}

/// The table's header.
pub const LAB_HEADER: &str =
    "lab (octal-table)                 values    wall s    cpu s    MiB   bytes/value";

/// One row of the table.
pub fn lab_line(t: &LabTiming) -> String {
    let or_na = |x: Option<String>| x.unwrap_or_else(|| "n/a".to_string());
    format!(
        "{:<28} {:>11} {:>9.3} {:>8} {:>6} {:>13}",
        t.run.label,
        t.run.values,
        t.summary.wall,
        or_na(t.summary.cpu.map(|c| format!("{:.3}", c))),
        or_na(
            t.summary
                .peak_kib
                .map(|k| format!("{:.1}", k as f64 / 1024.0))
        ),
        or_na(t.bytes_per_value.map(|b| format!("{:.2}", b))),
    )
}

/// The goal line: at most [`BYTES_PER_VALUE_GOAL`] bytes a value in every computation.
pub fn memory_goal_line(timings: &[LabTiming]) -> String {
    let mut met = true;
    let mut cells = Vec::new();
    for t in timings {
        match t.bytes_per_value {
            Some(b) => {
                met &= b <= BYTES_PER_VALUE_GOAL;
                cells.push(format!("{} {:.2}", t.run.code, b));
            }
            None => {
                met = false;
                cells.push(format!("{} n/a", t.run.code));
            }
        }
    }
    format!(
        "goal lab: at most {} bytes a value: {}: {}",
        BYTES_PER_VALUE_GOAL,
        cells.join(", "),
        super::goals::verdict(met)
    )
}

/// The sweep row (issue 34): `impartial lab sweep` on the classic family, a thousand
/// instances each proved by the window theorem, then its rules.
pub const SWEEP: [&str; 3] = ["sub:1,{K}", "K=1..1000", "--quiet"];

/// How the sweep row names itself.
pub const SWEEP_LABEL: &str = "lab sweep sub:1,{K} K=1..1000";

/// Runs the sweep `rounds` times (`impartial` is the program's words, `[this, "lab"]`).
pub fn measure_sweep(lab: &[OsString], rounds: usize) -> Result<Summary, String> {
    let mut program: Vec<OsString> = lab.to_vec();
    program.push("sweep".into());
    program.extend(SWEEP.iter().map(OsString::from));
    let job = Job {
        program,
        input: "/dev/null".into(),
        repeat: 1,
        keep_stdout: false,
        time_limit: None,
    };
    let runs = (0..rounds.max(1))
        .map(|_| timed_job(&job).map(|r| vec![r]))
        .collect::<Result<Vec<_>, String>>()?;
    Ok(summary(&runs, 0))
}

/// The sweep's row, in the lab table's columns (the values column counts the games swept).
pub fn sweep_line(s: &Summary) -> String {
    let or_na = |x: Option<String>| x.unwrap_or_else(|| "n/a".to_string());
    format!(
        "{:<28} {:>11} {:>9.3} {:>8} {:>6}",
        SWEEP_LABEL,
        "1000 games",
        s.wall,
        or_na(s.cpu.map(|c| format!("{:.3}", c))),
        or_na(s.peak_kib.map(|k| format!("{:.1}", k as f64 / 1024.0))),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(seconds: f64, peak_kib: u64) -> Run {
        Run {
            seconds,
            cpu_seconds: Some(seconds),
            peak_kib: Some(peak_kib),
        }
    }

    #[test]
    fn rows_and_the_memory_goal() {
        let grundy = LAB_RUNS[0];
        // 1 MiB above a 2 MiB floor over the 2^20 - 2^14 values beyond the floor's: a little
        // over one byte a value.
        let rounds = [
            vec![run(3.0, 3072)],
            vec![run(1.0, 2048)],
            vec![run(2.0, 2560)],
        ];
        let t = summarize(grundy, &rounds, 0, Some(2048));
        assert_eq!(t.summary.cpu, Some(2.0));
        assert_eq!(t.summary.peak_kib, Some(3072));
        assert_eq!(grundy.floor_values(), 1 << 14);
        assert_eq!(t.bytes_per_value, Some(64.0 / 63.0));
        let line = lab_line(&t);
        assert!(line.starts_with("Grundy's game 4!.0 to 2^20"), "{line}");
        assert!(line.ends_with("1.02"), "{line}");
        assert_eq!(
            memory_goal_line(&[t]),
            "goal lab: at most 2 bytes a value: 4!.0 1.02: met"
        );
        let heavy = summarize(grundy, &[vec![run(1.0, 2048 + 3 * 1024)]], 0, Some(2048));
        assert!(memory_goal_line(&[t, heavy]).ends_with("4!.0 3.05: MISSED"));
        let unknown = summarize(grundy, &[vec![run(1.0, 4096)]], 0, None);
        assert!(memory_goal_line(&[unknown]).ends_with("n/a: MISSED"));
    }

    #[test]
    fn the_sweep_row() {
        let s = Summary {
            wall: 1.25,
            cpu: Some(1.2),
            peak_kib: Some(4096),
        };
        let line = sweep_line(&s);
        assert!(line.starts_with("lab sweep sub:1,{K} K=1..1000"), "{line}");
        assert!(line.ends_with("1.250    1.200    4.0"), "{line}");
    }
}
