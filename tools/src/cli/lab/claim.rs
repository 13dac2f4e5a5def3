//! `lab claim GAME --function CMD [NAME=A..B ...] [N]` (a claim written as a program,
//! [`crate::lab::function`]). `lab value GAME POS` answers any heap through
//! [`crate::lab::closed_form`] (`cli/lab_query.rs`); its tests of big heaps are here.

use super::{compute, Computed, LabError, Options};
use crate::lab::analysis::{Analysis, Known};
use crate::lab::family::Family;
use crate::lab::function::{self, Binding};
use crate::lab::{Game, DEFAULT_LIMIT};
use std::io::Write;

const CLAIM_USAGE: &str = "lab claim GAME --function CMD [NAME=A..B ...] [N]";

/// The `N` a function claim asks for when none is given: 1,000 values, or a full period past a
/// proved pattern's preperiod when that is longer (up to the lab's default limit).
const FUNCTION_N: usize = 1000;

/// One instance's answer.
struct Answer {
    first: String,
    statement: String,
    refuted: bool,
}

/// Checks the function `command` against `name`'s values.
fn check_one(
    name: &str,
    command: &str,
    given: Option<usize>,
    short: bool,
    o: &Options,
) -> Result<Answer, LabError> {
    if !name.starts_with("prog:") {
        function::unbound(name).map_err(LabError::Usage)?;
    }
    let game = Game::parse(name)?;
    if let Game::Wythoff(_) = game {
        return Err(LabError::Error(
            "claims are about heap games (a plane has no G(0) .. G(N-1))".into(),
        ));
    }
    let heaps = |c: Computed| {
        match c {
        Computed::Heaps(a) => Ok(a),
        Computed::Plane { .. } => Err(LabError::Error(
            "claims are about heap games (a plane has no G(0) .. G(N-1))".into(),
        )),
        Computed::Kinds(_) => Err(LabError::Error(
            "a --function claim is about one table, and a game of several kinds has one a kind: claim a kind's rule in words ('kind heap period 3')".into(),
        )),
    }
    };
    // The proof first (a code's run stops once it is proved), then the N values compared.
    let proof: Option<Analysis> = match &game {
        Game::Heap(_) => Some(heaps(compute(&game, name, None, false, o)?)?),
        _ => None,
    };
    let proved = proof.as_ref().and_then(|a| match &a.known {
        Known::Proved { pattern, .. } => Some(*pattern),
        _ => None,
    });
    let n = given.unwrap_or_else(|| {
        let full = proved.map_or(0, |p| p.preperiod.saturating_add(p.period));
        FUNCTION_N.max(full.min(DEFAULT_LIMIT as u64) as usize)
    });
    let a = match proof {
        Some(a) if a.values.len() >= n => a,
        _ => heaps(compute(&game, name, Some(n), true, o)?)?,
    };
    let claimed = function::run(command, n, o.timeout)
        .map_err(|e| LabError::Untested(format!("--function: {}", e)))?;
    let outcomes = matches!(claimed, function::Claimed::Outcomes(_));
    let statement = a.statement();
    Ok(match function::compare(&a.values, &claimed) {
        Some(d) => Answer {
            first: format!(
                "fails first at n = {}: the game gives {}, the function gives {}",
                d.n, d.game, d.claim
            ),
            statement,
            refuted: true,
        },
        None => Answer {
            first: format!(
                "holds up to N={}{}; {}",
                n,
                if outcomes { " (outcomes)" } else { "" },
                function::beyond(n, proved, outcomes, short)
            ),
            statement,
            refuted: false,
        },
    })
}

/// `lab claim GAME --function CMD [NAME=A..B ...] [N]`: one game, or one line per tuple of the
/// bindings (`K=3: holds up to ...`). Exit status 1 when a claim is refuted, 2 when a function
/// could not be tested (the answers before it are written).
pub(super) fn function_claim(o: &Options, out: &mut dyn Write) -> Result<(), LabError> {
    let command = o.function.as_deref().unwrap_or_default();
    let name = o
        .words
        .get(1)
        .ok_or_else(|| LabError::Usage(CLAIM_USAGE.into()))?;
    let mut bindings = Vec::new();
    let mut n = None;
    for word in &o.words[2..] {
        match Binding::parse(word) {
            Some(b) => bindings.push(b.map_err(LabError::Usage)?),
            None if n.is_none() => n = Some(super::number(word, "N").map_err(LabError::Usage)?),
            None => {
                return Err(LabError::Usage(format!(
                    "unexpected argument \"{}\" (usage: {}; quote the command as one word)",
                    word, CLAIM_USAGE
                )))
            }
        }
    }
    let write = |out: &mut dyn Write, text: &str| -> Result<(), LabError> {
        out.write_all(text.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| LabError::Error(e.to_string()))
    };
    if bindings.is_empty() {
        let a = check_one(name, command, n, false, o)?;
        write(out, &format!("{}\n{}\n", a.first, a.statement))?;
        return if a.refuted {
            Err(LabError::Refuted)
        } else {
            Ok(())
        };
    }
    let mut refuted = 0;
    let tuples = function::tuples(&bindings);
    for tuple in &tuples {
        let label = tuple
            .iter()
            .map(|(k, v)| format!("{}={}", k, v))
            .collect::<Vec<_>>()
            .join(" ");
        // The game reads its placeholders as every lab command does (`{K-1}`, ranges, repeated
        // digits: `crate::lab::family`); the command gets plain `{NAME}` replaced, so that a
        // shell's own braces stay as they are.
        let values = tuple
            .iter()
            .map(|(k, v)| u64::try_from(*v).map(|v| (k.clone(), v)))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|_| {
                LabError::Usage(format!("{}: a parameter is a whole number from 0", label))
            })?;
        let game = Family::parse(name)
            .and_then(|f| f.bind_text(&values))
            .map_err(|e| LabError::Usage(format!("{}: {}", label, e)))?;
        let cmd = function::substitute(command, tuple);
        let a = check_one(&game, &cmd, n, true, o).map_err(|f| match f {
            LabError::Usage(e) => LabError::Usage(format!("{}: {}", label, e)),
            LabError::Error(e) => LabError::Error(format!("{}: {}", label, e)),
            LabError::Untested(e) => LabError::Untested(format!("{}: {}", label, e)),
            LabError::Refuted => LabError::Refuted,
        })?;
        refuted += usize::from(a.refuted);
        write(out, &format!("{}: {}\n", label, a.first))?;
    }
    write(
        out,
        &format!("{} of {} claims refuted\n", refuted, tuples.len()),
    )?;
    if refuted > 0 {
        Err(LabError::Refuted)
    } else {
        Ok(())
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::super::run;
    use super::LabError;
    use std::path::PathBuf;
    use std::process::Command;

    /// The command line's answer: stdout, and the failure (`None`: exit status 0).
    fn lab(args: &[&str]) -> (String, Option<LabError>) {
        let args: Vec<String> = args
            .iter()
            .map(|s| s.to_string())
            .chain(["--quiet".to_string()])
            .collect();
        let mut out = Vec::new();
        let r = run(&args, &mut out);
        (String::from_utf8(out).unwrap(), r.err())
    }

    fn python() -> bool {
        let ok = Command::new("python3").arg("--version").output().is_ok();
        if !ok {
            eprintln!("python3 is not installed: the Python claims are not run here");
        }
        ok
    }

    /// A Python program that computes G(0..N) of `sub:S` by the mex over the moves (S from its
    /// arguments), wrong by one at heap `wrong` when it is given, or printing P/N.
    fn subtraction_program() -> PathBuf {
        let dir = std::env::temp_dir().join(format!("impartial-claim-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("sub.py");
        std::fs::write(
            &path,
            "import sys\n\
             args = sys.argv[1:]\n\
             outcome = args[0] == 'outcome'\n\
             if outcome: args = args[1:]\n\
             wrong = int(args[0])\n\
             moves = [int(k) for k in args[1:]]\n\
             n = int(sys.stdin.readline())\n\
             g = []\n\
             for i in range(n):\n\
             \x20   seen = {g[i - k] for k in moves if k <= i}\n\
             \x20   v = 0\n\
             \x20   while v in seen: v += 1\n\
             \x20   g.append(v)\n\
             for i, v in enumerate(g):\n\
             \x20   v += i == wrong\n\
             \x20   print(('N' if v else 'P') if outcome else v)\n",
        )
        .unwrap();
        path
    }

    #[test]
    fn right_and_wrong_claims() {
        // sh: Bash (take 1 to 3) is n mod 4.
        let bash = "read n; i=0; while [ $i -lt $n ]; do echo $((i % 4)); i=$((i+1)); done";
        let (out, f) = lab(&["claim", "sub:1,2,3", "--function", bash, "200"]);
        assert!(f.is_none(), "{:?}", f);
        assert!(out.starts_with("holds up to N=200; the game's period 4 from n = 0 is proved, and the function agrees with G(0..4), a full period past the preperiod: it is right for every n exactly when it keeps that pattern past N"), "{}", out);
        let (out, f) = lab(&["claim", "sub:1,2,3", "--function", bash, "3"]);
        assert!(f.is_none());
        assert!(
            out.contains("does not reach a full period past the preperiod: N >= 4 would"),
            "{}",
            out
        );
        if !python() {
            return;
        }
        let p = subtraction_program();
        let p = p.display();
        // Right, by the default N (1,000).
        let (out, f) = lab(&[
            "claim",
            "sub:1,3,4",
            "--function",
            &format!("python3 {} -1 1 3 4", p),
        ]);
        assert!(f.is_none(), "{:?}", f);
        assert!(
            out.starts_with("holds up to N=1000; the game's period 7 from n = 0 is proved"),
            "{}",
            out
        );
        // Off by one at heap 37: G(37) = G(2) = 0 (period 7), the function says 1.
        let (out, f) = lab(&[
            "claim",
            "sub:1,3,4",
            "--function",
            &format!("python3 {} 37 1 3 4", p),
        ]);
        assert!(matches!(f, Some(LabError::Refuted)), "{:?}", f);
        assert!(
            out.starts_with("fails first at n = 37: the game gives 0, the function gives 1\n"),
            "{}",
            out
        );
        // Outcomes: right, and wrong at heap 4 (G = 2: N; the function's 3 is N as well, so
        // the outcome claim still holds there); wrong at 7 (G = 0: P, the function says N).
        let (out, f) = lab(&[
            "claim",
            "sub:1,3,4",
            "--function",
            &format!("python3 {} outcome 4 1 3 4", p),
            "100",
        ]);
        assert!(f.is_none(), "{:?}", f);
        assert!(out.starts_with("holds up to N=100 (outcomes); "), "{}", out);
        let (out, f) = lab(&[
            "claim",
            "sub:1,3,4",
            "--function",
            &format!("python3 {} outcome 7 1 3 4", p),
            "100",
        ]);
        assert!(matches!(f, Some(LabError::Refuted)));
        assert!(
            out.starts_with("fails first at n = 7: the game gives P, the function gives N\n"),
            "{}",
            out
        );
        // The program for one game checked against another: sub:1,3,4's values are not sub:1,3.
        let (out, f) = lab(&[
            "claim",
            "sub:1,3",
            "--function",
            &format!("python3 {} -1 1 3 4", p),
        ]);
        assert!(matches!(f, Some(LabError::Refuted)));
        assert!(
            out.starts_with("fails first at n = 4: the game gives 0, the function gives 2\n"),
            "{}",
            out
        );
        // A program's game is observed only: nothing is said past N. Kayles' values from the
        // library (brute-force tested there), as a file the function prints.
        let kayles = p.to_string().replace("sub.py", "kayles.txt");
        let lines: Vec<String> = impartial::kayles::grundy_table(39)
            .iter()
            .map(|v| v.to_string())
            .collect();
        std::fs::write(&kayles, lines.join("\n") + "\n").unwrap();
        let game = format!(
            "prog:python3 {}",
            crate::project_root().join("docs/lab/kayles.py").display()
        );
        let (out, f) = lab(&[
            "claim",
            &game,
            "--function",
            &format!("cat {}", kayles),
            "40",
        ]);
        assert!(f.is_none(), "{:?}", f);
        assert!(out.starts_with("holds up to N=40; the game's pattern is not proved, so nothing is known of the values past N\n"), "{}", out);
        match lab(&["claim", "wythoff", "--function", "true"]) {
            (_, Some(LabError::Error(e))) => assert!(e.contains("heap games"), "{}", e),
            other => panic!("{:?}", other.1),
        }
    }

    #[test]
    fn families() {
        if !python() {
            return;
        }
        let p = subtraction_program();
        let p = p.display();
        // The program computes sub:1,2,K itself: every K holds.
        let cmd = format!("python3 {} -1 1 2 {{K}}", p);
        let (out, f) = lab(&["claim", "sub:1,2,{K}", "--function", &cmd, "K=3..12", "60"]);
        assert!(f.is_none(), "{:?}", f);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 11, "{}", out);
        assert_eq!(
            lines[0],
            "K=3: holds up to N=60; proved period 4 saltus 0 from 0, a full period covered"
        );
        assert_eq!(
            lines[1],
            "K=4: holds up to N=60; proved period 3 saltus 0 from 0, a full period covered"
        );
        assert_eq!(lines[10], "0 of 10 claims refuted");
        // The game reads the family language: sub:1,{K+1} is the program's sub:1,(K+1), given
        // by the shell's own arithmetic (its braces are left to it).
        let cmd = format!("python3 {} -1 1 $(({{K}} + 1))", p);
        let (out, f) = lab(&["claim", "sub:1,{K+1}", "--function", &cmd, "K=2..7", "60"]);
        assert!(f.is_none(), "{:?} {}", f, out);
        assert!(out.ends_with("0 of 6 claims refuted\n"), "{}", out);
        let cmd = format!("python3 {} -1 1 {{K}}", p);
        let (_, f) = lab(&["claim", "sub:1,{K+1}", "--function", &cmd, "K=2..7", "60"]);
        assert!(matches!(f, Some(LabError::Refuted)), "{:?}", f);
        // "Period 3 always" (the game sub:1,2 for every K) is wrong where 3 divides K: at n = K,
        // where sub:1,2,K reaches G(0) = 0 as well as G(K-1) and G(K-2).
        let cmd = format!("python3 {} -1 1 2 # {{K}}", p);
        let (out, f) = lab(&["claim", "sub:1,2,{K}", "--function", &cmd, "K=3..12", "60"]);
        assert!(matches!(f, Some(LabError::Refuted)), "{:?}", f);
        assert!(
            out.contains("K=3: fails first at n = 3: the game gives 3, the function gives 0\n"),
            "{}",
            out
        );
        assert!(
            out.contains("K=9: fails first at n = 9: the game gives 3, the function gives 0\n"),
            "{}",
            out
        );
        assert!(out.ends_with("4 of 10 claims refuted\n"), "{}", out);
        // Two bindings: sub:{A},{B} for 1 <= A <= 2, 3 <= B <= 4.
        let cmd = format!("python3 {} -1 {{A}} {{B}}", p);
        let (out, f) = lab(&[
            "claim",
            "sub:{A},{B}",
            "--function",
            &cmd,
            "A=1..2",
            "B=3..4",
            "50",
        ]);
        assert!(f.is_none(), "{:?}", f);
        assert!(
            out.starts_with("A=1 B=3: holds") && out.contains("\nA=2 B=4: holds"),
            "{}",
            out
        );
    }

    #[test]
    fn bad_programs_are_one_line_and_exit_2() {
        let untested = |cmd: &str, n: &str, more: &[&str]| -> String {
            let mut args = vec!["claim", "sub:1,3,4", "--function", cmd, n];
            args.extend_from_slice(more);
            match lab(&args) {
                (_, Some(LabError::Untested(e))) => {
                    assert!(!e.contains('\n') && e.starts_with("--function: "), "{}", e);
                    e
                }
                other => panic!("{}: {:?}", cmd, other.1),
            }
        };
        let e = untested("echo oops >&2; exit 3", "10", &[]);
        assert!(e.contains("exit status 3") && e.contains("oops"), "{}", e);
        let e = untested("sleep 30", "10", &["--timeout", "1"]);
        assert!(e.contains("did not finish within 1 s"), "{}", e);
        let e = untested("echo 0; echo 1", "10", &[]);
        assert_eq!(e, "--function: function output: 2 lines, and N = 10 asks for G(0) .. G(9): line 3 is missing");
        let e = untested("echo 0; echo 1; echo zero", "10", &[]);
        assert_eq!(e, "--function: function output line 3: expected a Grundy value (a whole number below 2^64), found \"zero\"");
        let e = untested("seq 0 20", "10", &[]);
        assert!(
            e.contains("line 11: expected the end of the output"),
            "{}",
            e
        );
        let e = untested("echo P; echo 1", "2", &[]);
        assert!(e.contains("line 2: expected P or N"), "{}", e);
        // In a family the instance is named, and the answers before it are written.
        match lab(&[
            "claim",
            "sub:1,{K}",
            "--function",
            "[ {K} -lt 3 ] && seq 0 0 || exit 5",
            "K=2..4",
            "1",
        ]) {
            (out, Some(LabError::Untested(e))) => {
                assert_eq!(out, "K=2: holds up to N=1; proved period 3 saltus 0 from 0, not a full period covered\n");
                assert!(
                    e.starts_with("K=3: --function: ") && e.contains("exit status 5"),
                    "{}",
                    e
                );
            }
            other => panic!("{:?}", other),
        }
    }

    /// A refuted `period` claim exits 1 too, its answer written.
    #[test]
    fn refuted_claims_exit_1() {
        let mut out = Vec::new();
        let args = ["claim", "0.77", "period 12 from 60", "--quiet"].map(String::from);
        assert!(matches!(run(&args, &mut out), Err(LabError::Refuted)));
        assert!(String::from_utf8(out)
            .unwrap()
            .starts_with("fails first at n = 82"));
        let args = ["claim", "0.77", "period 12 from 71", "--quiet"].map(String::from);
        assert!(run(&args, &mut Vec::new()).is_ok());
        // The claims beyond a period too: Kayles's G(1) = 1 refutes "odd n are worth 0", and
        // "even n are worth their half's value plus one" holds nowhere, on a heap game and on
        // a plane's row alike.
        for (game, claim) in [
            ("0.77", "in 1 mod 2 value 0"),
            ("sub:1,2", "in 0 mod 2 double plus 1"),
            ("wythoff", "row 1 in 1 mod 2 value 0"),
        ] {
            let mut out = Vec::new();
            let args = ["claim", game, claim, "40", "--quiet"].map(String::from);
            let status = run(&args, &mut out);
            let text = String::from_utf8(out).unwrap();
            assert!(
                matches!(status, Err(LabError::Refuted)),
                "{} {}: {}",
                game,
                claim,
                text
            );
            assert!(text.contains("fails first at n = "), "{}", text);
        }
        let args = ["claim", "sub:1,2", "in 0 mod 3 value 0", "40", "--quiet"].map(String::from);
        assert!(run(&args, &mut Vec::new()).is_ok());
    }

    #[test]
    fn usage_errors() {
        for args in [
            &["claim", "sub:1,{L}", "--function", "true", "K=1..3"][..],
            &["claim", "sub:1,{K}", "--function", "true"],
            &["claim", "sub:1,{K}", "--function", "true", "K=5..3"],
            &["claim", "sub:1,3", "--function", "true", "10", "20"],
            &["value", "sub:1,3"],
            &["value", "sub:1,3", "2^64"],
            &["value", "sub:1,3", "5", "6"],
            &["values", "sub:1,3", "5", "--function", "true"],
        ] {
            match lab(args) {
                (_, Some(LabError::Usage(e))) => assert!(!e.contains('\n'), "{}", e),
                other => panic!("{:?}: {:?}", args, other.1),
            }
        }
        match lab(&["claim", "sub:1,{K}", "--function", "true", "K=5..3"]) {
            (_, Some(LabError::Usage(e))) => assert_eq!(e, "K=5..3: the range 5..3 is empty"),
            other => panic!("{:?}", other.1),
        }
    }

    #[test]
    fn values_at_any_heap() {
        let (out, f) = lab(&["value", "sub:1000000000..2000000000", "10^18"]);
        assert!(f.is_none());
        assert_eq!(out, "1\nsub:1000000000..2000000000: G(n) = floor((n mod 3000000000) / 1000000000) for every n (the interval theorem: remove L to R, L = 1000000000, R = 2000000000)\n");
        let (out, _) = lab(&["value", "4.[3]", "18446744073709551615+3"]);
        // 2^64 xor 4.
        assert!(out.starts_with("18446744073709551620\n"), "{}", out);
        // No theorem for a program: the query's table, where this one lists nothing.
        match lab(&["value", "prog:true", "3"]) {
            (_, Some(LabError::Usage(e))) => assert!(e.contains("lists no position 3"), "{}", e),
            other => panic!("{:?}", other.1),
        }
    }
}
