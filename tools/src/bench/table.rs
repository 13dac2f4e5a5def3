//! The benchmark's table: one row per program of a problem, its times, throughput and peak,
//! its ratios to this crate's binary and to scanf's, and whether its output is the same.

use super::stats::{paired, summary, Run};

/// The programs timed against each other, in the order they run in a round.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ProgramKind {
    Ours,
    Hand,
    Submission,
    Floor,
    Scanf,
}

impl ProgramKind {
    pub fn label(self) -> &'static str {
        match self {
            ProgramKind::Ours => "this crate",
            ProgramKind::Hand => "rust_hand",
            ProgramKind::Submission => "submission",
            ProgramKind::Floor => "I/O floor",
            ProgramKind::Scanf => "scanf",
        }
    }
}

/// Printed under the table, after the number of rounds.
pub const LEGEND: &str = "\
each running every program once in turn; times are medians, MiB the highest peak.
ours / this: this crate's time over the row's, the median of the per-round ratios; 1.00 or
  less: this crate is no slower. scanf / this: the speed-up over scanf/printf (g++ -O2), paired
  the same way. submission: what `make bundle` writes, built with rustc --edition 2021 -O.
I/O floor: the problem's reading and writing alone (tools/examples/io_floor.rs), so ours / this
  there is this crate's time over the floor's.
output: the row's stdout against this crate's. The poj1067 rust_hand program uses the
  floating-point formula, so `differs` is expected there, as on the I/O floor's row.
goal: a target the problem's issue set, met or MISSED in this run (CPU time); `linear` times
  this crate on the same input written at half size.";

/// `program a / program b`, paired, in CPU and wall time: `{cpu} {wall}`, as ratios (`1.05`) or,
/// with `speed_up`, as speed-ups (`16.8x`).
pub fn ratio_cell(rounds: &[Vec<Run>], a: usize, b: usize, speed_up: bool) -> String {
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

pub fn seconds(s: Option<f64>) -> String {
    s.map_or("n/a".to_string(), |s| format!("{:.3}", s))
}

pub fn mib(kib: Option<u64>) -> String {
    kib.map_or("n/a".to_string(), |k| format!("{:.1}", k as f64 / 1024.0))
}

/// The width of the table's first column.
pub const PROBLEM_WIDTH: usize = 9;

/// One line of the table, from its ten cells.
pub fn table_line(cells: [&str; 10]) -> String {
    let [problem, size, program, wall, cpu, rate, peak, ours, scanf, output] = cells;
    format!(
        "{:<w$} {:>6}  {:<10} {:>7} {:>7} {:>6} {:>5} | {:>12} | {:>12} | {}",
        problem,
        size,
        program,
        wall,
        cpu,
        rate,
        peak,
        ours,
        scanf,
        output,
        w = PROBLEM_WIDTH
    )
    .trim_end()
    .to_string()
}

/// The two lines above the table's rows.
#[rustfmt::skip]
pub const HEADER: [[&str; 10]; 2] = [
    ["problem", "MB in", "program", "wall s", "cpu s", "MB/s", "MiB", "ours / this", "scanf / this",
     "output"],
    ["", "", "", "", "", "", "", "cpu   wall", "cpu   wall", "vs ours"],
];

/// A problem's programs timed round by round, and what their outputs hashed to.
pub struct Timed {
    pub rounds: Vec<Vec<Run>>,
    pub digests: Vec<Option<(u64, u64)>>,
    /// The kind of each program timed (this crate's binary is program 0).
    pub kinds: Vec<ProgramKind>,
    pub megabytes: f64,
}

impl Timed {
    /// Which program is of kind `kind`, if one ran.
    pub fn index(&self, kind: ProgramKind) -> Option<usize> {
        self.kinds.iter().position(|&k| k == kind)
    }

    /// Row `j` of the table: program `j`'s times, its ratios to ours and to scanf's, and its
    /// output against ours; `lead` fills the problem and size columns.
    pub fn row(&self, j: usize, label: &str, lead: [&str; 2]) -> String {
        let s = summary(&self.rounds, j);
        let scanf = self.index(ProgramKind::Scanf);
        let versus_ours =
            (j > 0 && Some(j) != scanf).then(|| ratio_cell(&self.rounds, 0, j, false));
        let versus_scanf = scanf
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::stats::Run;

    fn run(t: f64) -> Run {
        Run {
            seconds: t,
            cpu_seconds: Some(t),
            peak_kib: Some(2048),
        }
    }

    #[test]
    fn ratio_cells_are_paired_ratios_or_speed_ups() {
        let rounds = vec![vec![run(0.1), run(0.2)], vec![run(1.0), run(2.0)]];
        assert_eq!(ratio_cell(&rounds, 1, 0, false), " 2.00   2.00");
        assert_eq!(ratio_cell(&rounds, 1, 0, true), " 2.0x   2.0x");
        assert_eq!(
            (mib(Some(3072)), seconds(None)),
            ("3.0".to_string(), "n/a".to_string())
        );
    }

    #[test]
    fn a_row_compares_with_this_crate_and_scanf() {
        let timed = Timed {
            rounds: vec![vec![run(0.1), run(0.2), run(1.0)]],
            digests: vec![Some((1, 2)), Some((1, 2)), Some((3, 2))],
            kinds: vec![
                ProgramKind::Ours,
                ProgramKind::Submission,
                ProgramKind::Scanf,
            ],
            megabytes: 10.0,
        };
        let row = timed.row(1, ProgramKind::Submission.label(), ["", ""]);
        assert!(row.contains("submission"), "{}", row);
        assert!(
            row.contains(" 0.50   0.50 |  5.0x   5.0x | same bytes"),
            "{}",
            row
        );
        let scanf = timed.row(2, ProgramKind::Scanf.label(), ["", ""]);
        assert!(scanf.ends_with("| differs"), "{}", scanf);
    }
}
