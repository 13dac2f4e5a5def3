//! The goals the problems' issues set, said as met or MISSED from a run's timings: at least so
//! many times faster than scanf, within so many times the I/O floor, a peak memory, a CPU time,
//! time linear in the input ([`Goal`]).

use super::stats::{paired, summary, Run};
use super::table::{mib, ProgramKind, Timed};
use crate::bench_data::{BenchInput, Goal};

/// Whether a measured figure met its goal, as the goal lines say it.
pub fn verdict(met: bool) -> &'static str {
    if met {
        "met"
    } else {
        "MISSED"
    }
}

/// The line of one goal of `input`, from its timings (`None` when the problem did not run);
/// for [`Goal::Linear`], `linear()` measures the ratio of the bytes of the full and the
/// half-size input and the paired ratio of their times ([`super::programs::linearity`]).
pub fn goal_line(
    input: &BenchInput,
    goal: Goal,
    timed: Option<&Timed>,
    linear: &mut dyn FnMut() -> Result<(f64, f64), String>,
) -> String {
    let cpu = |r: &Run| r.cpu_seconds.or(Some(r.seconds));
    let said = match (goal, timed) {
        (_, None) => "not measured".to_string(),
        (Goal::OverScanf(times), Some(timed)) => match timed.index(ProgramKind::Scanf) {
            None => format!("at least {}x faster than scanf: no scanf row", times),
            Some(k) => {
                let mut met = true;
                let mut cells = Vec::new();
                for kind in [ProgramKind::Ours, ProgramKind::Submission] {
                    if let Some(j) = timed.index(kind) {
                        let speed_up = paired(&timed.rounds, k, j, cpu).unwrap_or(0.0);
                        met &= speed_up >= times;
                        cells.push(format!("{} {:.1}x", kind.label(), speed_up));
                    }
                }
                format!(
                    "at least {}x faster than scanf (cpu): {}: {}",
                    times,
                    cells.join(", "),
                    verdict(met)
                )
            }
        },
        (Goal::WithinFloor(times), Some(timed)) => match timed.index(ProgramKind::Floor) {
            None => format!("at most {}x the I/O floor: no floor row", times),
            Some(k) => {
                let ratio = paired(&timed.rounds, 0, k, cpu).unwrap_or(f64::INFINITY);
                format!(
                    "at most {}x the I/O floor's time (cpu): this crate {:.2}x: {}",
                    times,
                    ratio,
                    verdict(ratio <= times)
                )
            }
        },
        (Goal::PeakMiB(limit), Some(timed)) => {
            let peak = summary(&timed.rounds, 0).peak_kib;
            let met = peak.map(|kib| kib as f64 / 1024.0 <= limit);
            format!(
                "peak at most {} MiB: this crate {} MiB: {}",
                limit,
                mib(peak),
                met.map_or("n/a", verdict)
            )
        }
        (Goal::CpuSeconds(limit), Some(timed)) => {
            let seconds = summary(&timed.rounds, 0).cpu;
            format!(
                "at most {} s of cpu: this crate {}: {}",
                limit,
                seconds.map_or("n/a".to_string(), |s| format!("{:.3} s", s)),
                seconds.map_or("n/a", |s| verdict(s <= limit))
            )
        }
        (Goal::Linear, Some(_)) => match linear() {
            Ok((bytes, time)) => format!(
                "linear in the input: {:.2}x the bytes of the half-size input took {:.2}x its \
                 cpu time: {}",
                bytes,
                time,
                verdict(time <= bytes * 1.25)
            ),
            Err(e) => format!("linear in the input: {}", e),
        },
    };
    format!("goal {}: {}", input.label(), said)
}

/// The half size of an input, for [`Goal::Linear`].
pub fn half(input: &BenchInput) -> u64 {
    input.full / 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench_data;

    fn run(seconds: f64, cpu: Option<f64>) -> Run {
        Run {
            seconds,
            cpu_seconds: cpu,
            peak_kib: Some(2048),
        }
    }

    /// Timings of `kinds`, one round per row of `cpu` (CPU seconds of each program in turn).
    fn timed(kinds: &[ProgramKind], cpu: &[&[f64]]) -> Timed {
        Timed {
            rounds: cpu
                .iter()
                .map(|round| round.iter().map(|&t| run(t, Some(t))).collect())
                .collect(),
            digests: vec![None; kinds.len()],
            kinds: kinds.to_vec(),
            megabytes: 1.0,
        }
    }

    fn goal(problem: &str, goal: Goal, timed: Option<&Timed>) -> String {
        let input = bench_data::input(problem).unwrap();
        goal_line(input, goal, timed, &mut || Ok((2.0, 2.1)))
    }

    #[test]
    fn goals_are_met_by_the_paired_ratios() {
        use ProgramKind::*;
        // This crate 12x faster than scanf in every round, the submission 9x then 11x then 9x:
        // its median ratio, 9x, misses a goal of 10x.
        let rounds: [&[f64]; 3] = [&[0.1, 0.2, 1.2], &[0.1, 0.2, 1.2], &[0.2, 0.4, 2.4]];
        let mut t = timed(&[Ours, Submission, Scanf], &rounds);
        t.rounds[0][1] = run(1.2 / 9.0, Some(1.2 / 9.0));
        t.rounds[1][1] = run(1.2 / 11.0, Some(1.2 / 11.0));
        t.rounds[2][1] = run(2.4 / 9.0, Some(2.4 / 9.0));
        let line = goal("hdu3032", Goal::OverScanf(10.0), Some(&t));
        assert_eq!(
            line,
            "goal hdu3032: at least 10x faster than scanf (cpu): this crate 12.0x, \
             submission 9.0x: MISSED"
        );
        let line = goal("hdu3032", Goal::OverScanf(8.0), Some(&t));
        assert!(line.ends_with(": met"), "{}", line);
        let no_scanf = timed(&[Ours, Submission], &[&[0.1, 0.2]]);
        let line = goal("hdu3032", Goal::OverScanf(10.0), Some(&no_scanf));
        assert!(line.ends_with("no scanf row"), "{}", line);
        assert!(goal("hdu3032", Goal::OverScanf(10.0), None).ends_with("not measured"));
    }

    #[test]
    fn the_floor_the_peak_and_linearity_are_goals_too() {
        use ProgramKind::*;
        // Ratios 1.5, 1.1 and 2.0: the median is 1.5.
        let t = timed(&[Ours, Floor], &[&[0.3, 0.2], &[0.33, 0.3], &[0.2, 0.1]]);
        let line = goal("yosupo_nim_product_64", Goal::WithinFloor(1.5), Some(&t));
        assert_eq!(
            line,
            "goal yosupo_nim_product_64: at most 1.5x the I/O floor's time (cpu): this crate \
             1.50x: met"
        );
        let line = goal("yosupo_nim_product_64", Goal::WithinFloor(1.4), Some(&t));
        assert!(line.ends_with("1.50x: MISSED"), "{}", line);
        let mut t = timed(&[Ours], &[&[0.1], &[0.1]]);
        t.rounds[1][0].peak_kib = Some(9 * 1024);
        let line = goal("yosupo_nim_product_64", Goal::PeakMiB(8.0), Some(&t));
        assert!(line.ends_with("this crate 9.0 MiB: MISSED"), "{}", line);
        // CPU seconds: the median of 0.3, 0.33 and 0.2.
        let t3 = timed(&[Ours], &[&[0.3], &[0.33], &[0.2]]);
        let line = goal("abc368f", Goal::CpuSeconds(0.3), Some(&t3));
        assert_eq!(
            line,
            "goal abc368f: at most 0.3 s of cpu: this crate 0.300 s: met"
        );
        let line = goal("abc368f", Goal::CpuSeconds(0.25), Some(&t3));
        assert!(line.ends_with("0.300 s: MISSED"), "{}", line);
        // Twice the bytes in 2.1 times the time is linear enough (within 25 %); 2.6 is not.
        let line = goal("hdu3032", Goal::Linear, Some(&t));
        assert!(line.ends_with("took 2.10x its cpu time: met"), "{}", line);
        let input = bench_data::input("hdu3032").unwrap();
        let slow = goal_line(input, Goal::Linear, Some(&t), &mut || Ok((2.0, 2.6)));
        assert!(slow.ends_with(": MISSED"), "{}", slow);
    }
}
