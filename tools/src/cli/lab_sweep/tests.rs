use super::*;
use std::process::Command;

fn settings() -> Settings {
    Settings {
        quiet: true,
        long: false,
        timeout: Duration::from_secs(60),
        lang: None,
        to_file: false,
    }
}

fn bindings(words: &[&str]) -> Vec<Binding> {
    words
        .iter()
        .map(|w| Binding::parse(w).unwrap().unwrap())
        .collect()
}

fn run_sweep(game: &str, ranges: &[&str]) -> (Vec<String>, Swept) {
    let mut lines = Vec::new();
    let swept = sweep(game, &bindings(ranges), None, &settings(), &mut |l| {
        lines.push(l.to_string());
        Ok(())
    })
    .unwrap_or_else(|e| panic!("{}: {}", game, e));
    (lines, swept)
}

/// The brute force: G(0..n) of the subtraction set by the mex over its moves.
fn mex(set: &[u64], n: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for h in 0..n {
        let mut seen = vec![false; set.len() + 2];
        for &k in set {
            if k as usize <= h {
                let v = g[h - k as usize] as usize;
                if v < seen.len() {
                    seen[v] = true;
                }
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u64);
    }
    g
}

/// The least period of `g` from 0 on, seen over all of it.
fn least_period(g: &[u64]) -> u64 {
    (1..g.len())
        .find(|&p| (p..g.len()).all(|i| g[i] == g[i - p]))
        .unwrap() as u64
}

/// The three families of the issue, each instance's period checked against the brute
/// force, and the rules as the brute force says them.
#[test]
fn sweeps_find_the_known_rules() {
    let (lines, s) = run_sweep("sub:1,{K}", &["K=3..40"]);
    assert_eq!(lines.len(), 38);
    assert_eq!(
        lines[3],
        "K=6 periodic preperiod=0 period=7 saltus=0 proved"
    );
    for (i, inst) in s.members.iter().enumerate() {
        let k = 3 + i as u64;
        let p = inst.analysis.pattern().unwrap();
        assert!(matches!(inst.analysis.known, Known::Proved { .. }));
        let g = mex(&[1, k], 20 * (k as usize + 1));
        assert_eq!(p.period, least_period(&g), "K={}", k);
        assert_eq!(p.period, if k % 2 == 1 { 2 } else { k + 1 });
        assert_eq!(p.preperiod, 0);
    }
    assert_eq!(
        s.rule_lines(),
        "rule preperiod = 0 (observed K=3..40: fitted on K=3..21, checked on K=22..40)\n\
         rule period = K+1 when K even, 2 when K odd (observed K=3..40: fitted on K=3..21, checked on K=22..40)\n\
         rule saltus = 0 (observed K=3..40: fitted on K=3..21, checked on K=22..40)\n"
    );

    // A contest family: take 1, 2 or K. The brute force: period K+1 when 3 divides K, else 3.
    let (_, s) = run_sweep("sub:1,2,{K}", &["K=3..40"]);
    for (i, inst) in s.members.iter().enumerate() {
        let k = 3 + i as u64;
        let g = mex(&[1, 2, k], 20 * (k as usize + 1));
        let p = inst.analysis.pattern().unwrap();
        assert_eq!(p.period, least_period(&g), "K={}", k);
    }
    assert!(
        s.rule_lines().contains(
            "rule period = K+1 when K = 0 mod 3, 3 when K = 1, 2 mod 3 (observed K=3..40"
        ),
        "{}",
        s.rule_lines()
    );

    // Interval sets: period L+R, two parameters, the second's range depending on the first.
    let (lines, s) = run_sweep("sub:{L}..{R}", &["L=1..6", "R=L..9"]);
    assert_eq!(
        lines[0],
        "L=1 R=1 periodic preperiod=0 period=2 saltus=0 proved"
    );
    for inst in &s.members {
        let (l, r) = (inst.values[0].1, inst.values[1].1);
        let set: Vec<u64> = (l..=r).collect();
        let g = mex(&set, 20 * (l + r) as usize);
        assert_eq!(inst.analysis.pattern().unwrap().period, least_period(&g));
    }
    let rules = s.rule_lines();
    assert!(rules.contains("rule period = L+R (observed L=1..6 R=L..9: fitted on the 20 tuples L=1 R=1 to L=3 R=5, checked on the 19 tuples L=3 R=6 to L=6 R=9)"), "{}", rules);
}

/// A family whose rule changes in the checked part: `sub:1,{K},12` has preperiod 0 up to
/// K = 14 and 17 at K = 15 (the brute force agrees): the fitted 0 is refuted, not printed.
#[test]
fn a_rule_refuted_in_the_checked_part_is_not_printed() {
    let (lines, s) = run_sweep("sub:1,{K},12", &["K=2..20"]);
    assert_eq!(
        lines[13],
        "K=15 periodic preperiod=17 period=27 saltus=0 proved"
    );
    let g = mex(&[1, 15, 12], 2000);
    assert!((0..1000).all(|i| g[i + 17] == g[i + 17 + 27]));
    assert!(g[16] != g[16 + 27]);
    let rules = s.rule_lines();
    assert!(
        rules.contains("rule preperiod: none found (0 fitted on the first part fails at K=15: preperiod 17, the rule gives 0)"),
        "{}",
        rules
    );
    assert!(!rules.contains("rule preperiod ="), "{}", rules);
}

#[test]
fn bad_sweeps_are_one_line() {
    let s = settings();
    let fails = |game: &str, ranges: &[&str]| {
        let e = sweep(game, &bindings(ranges), Some(200), &s, &mut |_| Ok(()))
            .err()
            .unwrap_or_else(|| panic!("{} accepted", game));
        assert!(!e.contains('\n'), "{}", e);
        e
    };
    assert!(fails("sub:1,{K}", &["L=1..3"]).contains("has no placeholder {L}"));
    assert!(fails("sub:1,{K},{M}", &["K=1..3"]).contains("placeholder M is never bound"));
    assert!(fails("sub:{L}..{R}", &["L=1..5", "R=1..5"]).contains("L=2 R=1"));
    assert!(fails("sub:1,{K}", &["K=5..3"]).contains("the range 5..3 is empty"));
    assert!(fails("wythoff:{K}", &["K=1..2"]).contains("heap games"));
}

fn compile_and_run(src: &str, rust: bool, tag: &str) -> Option<String> {
    let dir = std::env::temp_dir().join(format!(
        "impartial-lab-family-{}-{}",
        std::process::id(),
        tag
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let binary = dir.join("emitted");
    let status = if rust {
        let file = dir.join("emitted.rs");
        std::fs::write(&file, src).unwrap();
        Command::new("rustc")
            .args(["--edition", "2018", "-D", "warnings", "-o"])
            .arg(&binary)
            .arg(&file)
            .status()
            .expect("rustc runs")
    } else {
        if Command::new("g++").arg("--version").output().is_err() {
            assert!(
                std::env::var("CI").map_or(true, |v| v != "true"),
                "g++ is missing on CI"
            );
            return None;
        }
        let file = dir.join("emitted.cpp");
        std::fs::write(&file, src).unwrap();
        Command::new("g++")
            .args(["-std=c++11", "-Wall", "-Werror", "-o"])
            .arg(&binary)
            .arg(&file)
            .status()
            .expect("g++ runs")
    };
    assert!(status.success(), "the compiler refused {}", dir.display());
    let out = Command::new(&binary).output().unwrap();
    assert!(out.status.success());
    Some(String::from_utf8(out.stdout).unwrap())
}

/// The emitted functions of two families, compiled, against the brute force on the range
/// (and one parameter value each side of it, where they answer nothing).
#[test]
fn emitted_families_compile_and_answer() {
    const N: u64 = 300;
    type SetOf = fn(u64) -> Vec<u64>;
    let games: [(&str, SetOf); 2] = [
        ("sub:1,{K}", |k| vec![1, k]),
        ("sub:1,2,{K}", |k| vec![1, 2, k]),
    ];
    for (game, set) in games {
        let (_, swept) = run_sweep(game, &["K=3..40"]);
        let mut want = String::new();
        for k in 2..=41u64 {
            let line: Vec<String> = if (3..=40).contains(&k) {
                mex(&set(k), N as usize)
                    .iter()
                    .map(|v| v.to_string())
                    .collect()
            } else {
                vec!["-".to_string(); N as usize]
            };
            want += &(line.join(" ") + "\n");
        }
        let rust = emit_family(&swept, Lang::Rust, "test").unwrap();
        let doc = rust.replace("\n/// ", " ");
        assert!(doc.contains("OBSERVED over K=3..40"), "{}", rust);
        assert!(doc.contains("38 proved by the window theorem"), "{}", rust);
        let src = format!(
            "{}\nfn main() {{\n    for k in 2..=41u64 {{\n        let line: Vec<String> = (0..{N}u64).map(|n| grundy(k, n).map_or(\"-\".to_string(), |v| v.to_string())).collect();\n        println!(\"{{}}\", line.join(\" \"));\n    }}\n}}\n",
            rust
        );
        assert_eq!(compile_and_run(&src, true, "rs").unwrap(), want, "{}", game);
        let cpp = emit_family(&swept, Lang::Cpp, "test").unwrap();
        let src = format!(
            "#include <cstdio>\n{}\nint main() {{\n    for (unsigned long long k = 2; k <= 41; ++k) {{\n        for (unsigned long long n = 0; n < {N}; ++n) {{ long long v = grundy(k, n); if (n) std::printf(\" \"); if (v < 0) std::printf(\"-\"); else std::printf(\"%lld\", v); }}\n        std::printf(\"\\n\");\n    }}\n}}\n",
            cpp
        );
        if let Some(got) = compile_and_run(&src, false, "cpp") {
            assert_eq!(got, want, "{}", game);
        }
    }
}

/// Two parameters, the second's range depending on the first: the function's tuples and
/// its affine rule (period L+R) against the brute force, and nothing outside the range.
#[test]
fn an_emitted_family_of_two_parameters() {
    const N: u64 = 200;
    let (_, swept) = run_sweep("sub:{L}..{R}", &["L=1..4", "R=L..6"]);
    let asked: Vec<(u64, u64)> = (1..=5).flat_map(|l| (1..=6).map(move |r| (l, r))).collect();
    let mut want = String::new();
    for &(l, r) in &asked {
        let line: Vec<String> = if l <= 4 && l <= r {
            let set: Vec<u64> = (l..=r).collect();
            mex(&set, N as usize)
                .iter()
                .map(|v| v.to_string())
                .collect()
        } else {
            vec!["-".to_string(); N as usize]
        };
        want += &(line.join(" ") + "\n");
    }
    let pairs: Vec<String> = asked
        .iter()
        .map(|(l, r)| format!("({}, {})", l, r))
        .collect();
    let rust = emit_family(&swept, Lang::Rust, "test").unwrap();
    assert!(rust.contains("period = L+R"), "{}", rust);
    let src = format!(
        "{}\nfn main() {{\n    for (l, r) in [{}] {{\n        let line: Vec<String> = (0..{N}u64).map(|n| grundy(l, r, n).map_or(\"-\".to_string(), |v| v.to_string())).collect();\n        println!(\"{{}}\", line.join(\" \"));\n    }}\n}}\n",
        rust,
        pairs.join(", ")
    );
    assert_eq!(compile_and_run(&src, true, "rs2").unwrap(), want);
    let cpp = emit_family(&swept, Lang::Cpp, "test").unwrap();
    let cpairs: Vec<String> = asked
        .iter()
        .map(|(l, r)| format!("{{{}, {}}}", l, r))
        .collect();
    let src = format!(
        "#include <cstdio>\n{}\nint main() {{\n    const unsigned long long asked[][2] = {{{}}};\n    for (const auto& a : asked) {{\n        for (unsigned long long n = 0; n < {N}; ++n) {{ long long v = grundy(a[0], a[1], n); if (n) std::printf(\" \"); if (v < 0) std::printf(\"-\"); else std::printf(\"%lld\", v); }}\n        std::printf(\"\\n\");\n    }}\n}}\n",
        cpp,
        cpairs.join(", ")
    );
    if let Some(got) = compile_and_run(&src, false, "cpp2") {
        assert_eq!(got, want);
    }
}

/// A program's arguments take placeholders: take 1 or K, as a Python program given K,
/// observed (a program's rules are not read) with the periods the brute force gives.
#[cfg(unix)]
#[test]
fn a_program_family() {
    if Command::new("python3").arg("--version").output().is_err() {
        eprintln!("python3 is not installed: the program family is not run here");
        return;
    }
    let dir =
        std::env::temp_dir().join(format!("impartial-lab-family-prog-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("take.py");
    std::fs::write(
        &script,
        "import sys\nk = int(sys.argv[1])\nn = int(input())\nfor h in range(n):\n    print(str(h) + ':' + ''.join(' ' + str(h - m) for m in sorted({1, k}) if m <= h))\n",
    )
    .unwrap();
    let game = format!("prog:python3 {} {{K}}", script.display());
    let mut lines = Vec::new();
    let swept = sweep(
        &game,
        &bindings(&["K=2..13"]),
        Some(120),
        &settings(),
        &mut |l| {
            lines.push(l.to_string());
            Ok(())
        },
    )
    .unwrap();
    assert_eq!(lines.len(), swept.members.len());
    for (i, line) in lines.iter().enumerate() {
        let k = 2 + i as u64;
        let p = least_period(&mex(&[1, k], 120));
        assert_eq!(
            *line,
            format!(
                "K={} periodic preperiod=0 period={} saltus=0 observed=120",
                k, p
            )
        );
    }
    assert!(swept
        .rule_lines()
        .contains("rule period = K+1 when K even, 2 when K odd"));
    assert!(
        swept.proofs().contains("12 OBSERVED only"),
        "{}",
        swept.proofs()
    );
}

#[test]
fn emit_needs_every_rule() {
    let (_, swept) = run_sweep("sub:1,{K},12", &["K=2..20"]);
    let e = emit_family(&swept, Lang::Rust, "test").unwrap_err();
    assert!(
        e.starts_with("no rule for the preperiod of sub:1,{K},12 over K=2..20"),
        "{}",
        e
    );
    assert!(!e.contains('\n'));
}
