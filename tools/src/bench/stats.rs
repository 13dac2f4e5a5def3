//! The benchmark's statistics: runs paired round by round, medians and paired ratios, so a
//! busy moment of the machine weighs on both sides of a ratio alike.

/// What one run of a program measured.
pub struct Run {
    pub seconds: f64,
    pub cpu_seconds: Option<f64>,
    pub peak_kib: Option<u64>,
}

/// Medians of the wall and CPU times, and the peak memory, over several runs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Summary {
    pub wall: f64,
    pub cpu: Option<f64>,
    pub peak_kib: Option<u64>,
}

pub fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(|a, b| a.partial_cmp(b).unwrap());
    values[values.len() / 2]
}

pub fn summary(rounds: &[Vec<Run>], j: usize) -> Summary {
    let cpus: Option<Vec<f64>> = rounds.iter().map(|r| r[j].cpu_seconds).collect();
    Summary {
        wall: median(rounds.iter().map(|r| r[j].seconds).collect()),
        cpu: cpus.map(median),
        peak_kib: rounds.iter().filter_map(|r| r[j].peak_kib).max(),
    }
}

/// The median over the rounds of `time(run of a) / time(run of b)`.
pub fn paired(
    rounds: &[Vec<Run>],
    a: usize,
    b: usize,
    time: fn(&Run) -> Option<f64>,
) -> Option<f64> {
    let ratios: Option<Vec<f64>> = rounds
        .iter()
        .map(|r| Some(time(&r[a])? / time(&r[b])?))
        .collect();
    ratios.filter(|r| !r.is_empty()).map(median)
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn run(seconds: f64, cpu: Option<f64>) -> Run {
        Run {
            seconds,
            cpu_seconds: cpu,
            peak_kib: Some(2048),
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
        assert_eq!(median(vec![3.0, 1.0, 2.0]), 2.0);
    }
}
