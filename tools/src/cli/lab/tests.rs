use super::*;

fn lab(args: &[&str]) -> Result<String, LabError> {
    let args: Vec<String> = args
        .iter()
        .map(|s| s.to_string())
        .chain(["--quiet".to_string()])
        .collect();
    let mut out = Vec::new();
    // A refuted claim's answer is written too (its exit status: `claim::tests::refuted_claims_exit_1`).
    match run(&args, &mut out) {
        Ok(()) | Err(LabError::Refuted) => Ok(String::from_utf8(out).unwrap()),
        Err(e) => Err(e),
    }
}

fn first_line(args: &[&str]) -> String {
    lab(args)
        .unwrap_or_else(|e| panic!("{:?}", e))
        .lines()
        .next()
        .unwrap()
        .to_string()
}

#[test]
fn values_of_heaps_and_planes() {
    assert_eq!(
        lab(&["values", "0.77", "12"]).unwrap(),
        "0 1 2 3 1 4 3 2 1 4 2 6\n"
    );
    assert_eq!(
        lab(&["values", "sub:1,3,4", "8"]).unwrap(),
        "0 1 0 1 2 3 2 0\n"
    );
    assert_eq!(
        lab(&["values", "wythoff", "3"]).unwrap(),
        "0 1 2\n1 2 0\n2 0 1\n"
    );
}

/// The known results of issue 26 that take seconds (the library's tests hold the rest),
/// and the arithmetic-periodic games CGSuite misses, with their saltus.
#[test]
fn known_patterns() {
    let known = [
        ("0.77", "periodic preperiod=71 period=12 saltus=0 proved"),
        ("0.137", "periodic preperiod=52 period=34 saltus=0 proved"),
        (
            "0.16",
            "periodic preperiod=105351 period=149459 saltus=0 proved",
        ),
        (
            "0.56",
            "periodic preperiod=326640 period=144 saltus=0 proved",
        ),
        ("0.127", "periodic preperiod=46578 period=4 saltus=0 proved"),
        (
            "allbut:2,3,7",
            "periodic preperiod=0 period=4 saltus=2 proved",
        ),
        ("0.[3]", "periodic preperiod=0 period=1 saltus=1 proved"),
    ];
    for (game, want) in known {
        assert_eq!(first_line(&["pattern", game]), want, "{}", game);
    }
    assert_eq!(
        first_line(&["pattern", "0.3F"]),
        "periodic preperiod=0 period=6 saltus=3 observed=2000"
    );
    assert_eq!(
        first_line(&["pattern", "4.[3]", "400"]),
        "periodic preperiod=1 period=4 saltus=4 observed=400"
    );
    assert_eq!(first_line(&["pattern", "4!.0", "500"]), "none observed=500");
    assert_eq!(
        first_line(&["pattern", "wythoff:2", "40"]),
        "beatty r=2 proved checked=40"
    );
}

/// "none" and "observed" say the N looked at, whether it was the default, and the N a
/// proof would need where a period is in sight.
#[test]
fn answers_say_their_n() {
    assert_eq!(
        lab(&["pattern", "0.77", "100"]).unwrap(),
        "none observed=100\n0.77: no pattern found in G(0..100)\na period seen twice at the end would be proved by the periodicity theorem in G(0..168) if it held there\n"
    );
    let a = lab(&["pattern", "0.3F"]).unwrap();
    assert!(
        a.ends_with("observed in G(0..2000) (N = 2000, the default for this game; give N to look further), not proved\n"),
        "{}",
        a
    );
    let a = lab(&["pattern", "0.07", "174"]).unwrap();
    assert!(
        a.ends_with("observed in G(0..174), not proved; the periodicity theorem would prove it in G(0..176) if it held there\n"),
        "{}",
        a
    );
    let a = lab(&["pattern", "4!.0", "300"]).unwrap();
    assert!(a.contains("no pattern found in G(0..300)"), "{}", a);
}

/// A run whose work grows as n^3 is estimated from its first half second and refused with
/// the estimate when it would pass the budget (0.[7] to 20,000 takes about an hour).
#[test]
fn long_runs_are_estimated_first() {
    match lab(&["pattern", "0.[7]"]) {
        Err(LabError::Error(e)) => {
            assert!(
                e.starts_with("0.[7]: G(0..20000) would take about "),
                "{}",
                e
            );
            assert!(e.ends_with("or --long to run it anyway"), "{}", e);
        }
        other => panic!("{:?}", other.map(|_| ())),
    }
    // A short one is not refused.
    assert_eq!(
        first_line(&["pattern", "0.[7]", "300"]),
        lab(&["pattern", "0.[7]", "300", "--long"])
            .unwrap()
            .lines()
            .next()
            .unwrap()
    );
}

#[test]
fn claims() {
    assert_eq!(
        first_line(&["claim", "0.77", "period 12 from 71"]),
        "proved"
    );
    assert_eq!(
        first_line(&["claim", "0.77", "period 24 from 100"]),
        "proved"
    );
    assert_eq!(
        first_line(&["claim", "0.77", "period 12 from 60"]),
        "fails first at n = 82: the game gives 2, the claim gives 6"
    );
    // Beyond the certificate's table: the lab computes on until the claim breaks.
    let line = first_line(&["claim", "0.77", "period 13 from 500"]);
    assert!(line.starts_with("fails first at n = 5"), "{}", line);
    assert_eq!(
        first_line(&["claim", "0.3F", "period 6 saltus 3"]),
        "holds up to N=2000 observed, not proved: G(n + 6) = G(n) + 3 for 0 <= n < 1994"
    );
    assert_eq!(
        first_line(&["claim", "0.07", "period 34 from 53", "130"]),
        "holds up to N=130 observed, not proved: G(n + 34) = G(n) + 0 for 53 <= n < 96"
    );
    assert_eq!(
        first_line(&["claim", "0.3F", "period 6 saltus 2", "100"]),
        "fails first at n = 6: the game gives 3, the claim gives 2"
    );
}

/// A claim that starts beyond the table is not reported as holding: without N the lab
/// computes a full period past its start (and what the theorem needs); with a small N it
/// says that nothing was tested.
#[test]
fn claims_beyond_the_table() {
    let not_tested = |args: &[&str]| match lab(args) {
        Err(LabError::Error(e)) => {
            assert!(e.contains("not tested") && !e.contains('\n'), "{}", e);
            e
        }
        other => panic!("{:?}: {:?}", args, other),
    };
    let e = not_tested(&["claim", "0.77", "period 12 from 71", "50"]);
    assert!(e.contains("needs N >= 95"), "{}", e);
    not_tested(&["claim", "0.07", "period 34 from 53", "100"]);
    not_tested(&["claim", "0.77", "period 4 from 4000000000"]);
    // 4.[3] is observed to 20,000 by default; a claim from 30,000 computes past it.
    assert_eq!(
        first_line(&["claim", "4.[3]", "period 4 saltus 4 from 30000"]),
        "holds up to N=30008 observed, not proved: G(n + 4) = G(n) + 4 for 30000 <= n < 30004"
    );
    // 0.07 is proved at 176 values: a claim far beyond follows from the proof.
    assert_eq!(
        first_line(&["claim", "0.07", "period 34 from 5000000"]),
        "proved"
    );
}

#[test]
fn errors_are_one_line() {
    for args in [
        &["pattern", "0.7x"][..],
        &["values", "wythoff:0", "3"],
        &["claim", "0.77", "period x"],
        &["claim", "0.77", "every 3"],
    ] {
        match lab(args) {
            Err(LabError::Error(e)) => assert!(!e.contains('\n') && !e.is_empty(), "{}", e),
            other => panic!("{:?}: {:?}", args, other.map(|_| ())),
        }
    }
    for args in [
        &["values", "0.77"][..],
        &["frobnicate", "0.77"],
        &["emit", "0.77", "10"],
        &["values", "0.77", "0"],
    ] {
        assert!(
            matches!(lab(args), Err(LabError::Usage(_)) | Err(LabError::Error(_))),
            "{:?}",
            args
        );
    }
    assert!(matches!(
        lab(&["values", "0.77", "5", "--bogus"]),
        Err(LabError::Usage(_))
    ));
    // Extra words are refused, not ignored.
    for args in [
        &["values", "0.77", "5", "6"][..],
        &["pattern", "0.77", "100", "200"],
        &["claim", "0.77", "period 12", "100", "x"],
        &["svg", "0.77", "10", "x"],
    ] {
        match lab(args) {
            Err(LabError::Usage(e)) => assert!(e.starts_with("unexpected argument"), "{}", e),
            other => panic!("{:?}: {:?}", args, other.map(|_| ())),
        }
    }
}

#[cfg(unix)]
#[test]
fn programs_of_ones_own() {
    let kayles: String = impartial::kayles::grundy_table(29)
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
        + "\n";
    let root = crate::project_root();
    if Command::new("python3").arg("--version").output().is_ok() {
        let cmd = format!("prog:python3 {}", root.join("docs/lab/kayles.py").display());
        assert_eq!(lab(&["values", &cmd, "30"]).unwrap(), kayles);
    } else {
        eprintln!("python3 is not installed: the Python example is not run here");
    }
    if Command::new("g++").arg("--version").output().is_ok() {
        let dir = std::env::temp_dir().join(format!("impartial-lab-prog-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let binary = dir.join("kayles");
        let ok = Command::new("g++")
            .arg("-O2")
            .arg("-o")
            .arg(&binary)
            .arg(root.join("docs/lab/kayles.cpp"))
            .status()
            .unwrap();
        assert!(ok.success());
        let cmd = format!("prog:{}", binary.display());
        assert_eq!(lab(&["values", &cmd, "30"]).unwrap(), kayles);
        assert_eq!(
            first_line(&["pattern", &cmd, "300"]),
            "periodic preperiod=71 period=12 saltus=0 observed=300"
        );
    } else {
        assert!(
            std::env::var("CI").map_or(true, |v| v != "true"),
            "g++ is missing on CI"
        );
    }
    let looped = lab(&["values", "prog:echo '0: 1'; echo '1: 0'", "2"]);
    assert!(
        matches!(looped, Err(LabError::Error(ref e)) if e.contains("loop")),
        "{:?}",
        looped.map(|_| ())
    );
    let crashed = lab(&["values", "prog:exit 4", "2"]);
    assert!(
        matches!(crashed, Err(LabError::Error(ref e)) if e.contains("exit status 4")),
        "{:?}",
        crashed.map(|_| ())
    );
    let hung = lab(&["values", "prog:sleep 30", "2", "--timeout", "1"]);
    assert!(matches!(hung, Err(LabError::Error(ref e)) if e.contains("did not finish within 1 s")));
}

/// A program that times out is ended whole, with what its shell started (issue 32: `sleep`
/// was left running behind `| cat`).
#[cfg(target_os = "linux")]
#[test]
fn a_timed_out_program_leaves_nothing_running() {
    // A duration no other process is likely to sleep for, to find it in /proc.
    let marker = format!("37.{}", std::process::id());
    let cmd = format!("prog:sleep {} | cat", marker);
    let hung = lab(&["values", &cmd, "2", "--timeout", "1"]);
    assert!(
        matches!(hung, Err(LabError::Error(ref e)) if e.contains("did not finish within 1 s")),
        "{:?}",
        hung.map(|_| ())
    );
    let sleeping = || {
        std::fs::read_dir("/proc")
            .unwrap()
            .filter_map(|e| std::fs::read(e.ok()?.path().join("cmdline")).ok())
            .filter(|c| c == format!("sleep\0{}\0", marker).as_bytes())
            .count()
    };
    // The kill is sent before the lab answers; the kernel may take a moment to reap.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(2);
    while sleeping() > 0 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert_eq!(sleeping(), 0, "sleep {} is still running", marker);
}

use std::process::Command;
