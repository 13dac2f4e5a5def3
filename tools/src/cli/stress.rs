//! `impartial stress`: finds an input where a program answers differently from the project's
//! own solution (or from a brute force of the user's), shrinks it and saves it. The engine is
//! [`crate::stress`]; this is its command line and its report. See `docs/stress.md`.

use super::{parse, say, say_part, shell_word, usage_error, Command, Opt, Parsed};
use crate::generate::Domain;
use crate::interrupt;
use crate::registry;
use crate::solutions;
use crate::stress::driver::{self, Explained, Failure, Plan, Setup};
use crate::stress::generate::Cases;
use crate::stress::report::{save, side_by_side};
use crate::stress::{self, InProcess, Program};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::thread;
use std::time::Duration;

/// The command's table.
pub const COMMAND: Command = Command {
    name: "stress",
    summary: "random judge inputs until a program disagrees with the reference; shrink, save",
    usage: "[OPTIONS] --command CMD PROBLEM",
    about: "\
Runs CMD and the project's own solution of PROBLEM on random inputs in the judge's format,
compares the outputs, and on the first difference shrinks the input and saves it.",
    operands: &[("PROBLEM", "a problem of the registry, e.g. poj1067")],
    options: &[
        Opt {
            flag: "--command",
            value: Some("CMD"),
            help: "the program to test, e.g. './a.out' or 'python3 sol.py'\n\
                   (plain words run as they are; anything else through sh -c)",
        },
        Opt {
            flag: "--reference",
            value: Some("CMD"),
            help: "the reference: a program of yours (a brute force) instead of\n\
                   the project's solution; it failing is a setup error",
        },
        Opt {
            flag: "--seconds",
            value: Some("S"),
            help: "stop after S seconds (default 30)",
        },
        Opt {
            flag: "--cases",
            value: Some("N"),
            help: "stop after N cases (whichever of the two comes first)",
        },
        Opt {
            flag: "--seed",
            value: Some("S"),
            help: "the run's seed (default: from the clock; printed first)",
        },
        Opt {
            flag: "--case",
            value: Some("I"),
            help: "run only case I of the seed (replays a failure)",
        },
        Opt {
            flag: "--save",
            value: Some("DIR"),
            help: "where the failing input goes (default stress/PROBLEM/): the next\n\
                   free hack-NNN.in and hack-NNN.out (the reference output)",
        },
        Opt {
            flag: "--jobs",
            value: Some("N"),
            help: "programs run at once (default: the CPU count); the lowest failing\n\
                   case index is reported whatever N is",
        },
        Opt {
            flag: "--beyond",
            value: None,
            help: "the contract's extended domain (up to u64::MAX) instead of the\n\
                   judge's bounds",
        },
        Opt {
            flag: "--no-shrink",
            value: None,
            help: "save the failing input as generated",
        },
        Opt {
            flag: "--shrink-seconds",
            value: Some("S"),
            help: "bound on shrinking (default 30)",
        },
        Opt {
            flag: "--time-limit",
            value: Some("SECS"),
            help: "kill a run after SECS seconds of wall time (default 10): TLE",
        },
    ],
    notes: "\
Verdicts as the runner gives them: WA (a different stdout, or the problem's checker refuses
it), RE (a crash or a non-zero exit status), TLE. stderr is ignored. Exit status: 0 nothing
found, 1 a failure found and saved, 2 a usage or setup error (the reference failing on a
generated input is one: the input is printed), 130 interrupted by Ctrl-C with nothing found.
Ctrl-C stops the run (or the shrinking) and prints the summary so far; a failure already found
is reported and saved with the smallest input the shrinking reached.",
    doc: "docs/stress.md",
    run,
};

/// What the command line asks for.
#[derive(Debug, PartialEq)]
struct Options {
    command: String,
    reference: Option<String>,
    problem: String,
    seconds: f64,
    cases: Option<u64>,
    seed: u64,
    case: Option<u64>,
    save: Option<PathBuf>,
    jobs: usize,
    beyond: bool,
    shrink: bool,
    shrink_seconds: f64,
    time_limit: f64,
    /// `--time-limit` was given (the replay line repeats it).
    time_limit_given: bool,
}

fn options(parsed: &Parsed) -> Result<Options, String> {
    let problem = match &parsed.words[..] {
        [] => return Err("no PROBLEM".into()),
        [one] => one.clone(),
        [first, second, ..] => return Err(format!("one PROBLEM only: {} and {}", first, second)),
    };
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64 % 1_000_000_000);
    let jobs = match parsed.whole_number("--jobs")? {
        Some(n) => n.clamp(1, 256) as usize,
        None => thread::available_parallelism().map_or(1, |n| n.get()),
    };
    Ok(Options {
        command: parsed.value("--command").ok_or("no --command")?.to_string(),
        reference: parsed.value("--reference").map(String::from),
        problem,
        seconds: parsed.seconds("--seconds")?.unwrap_or(30.0),
        cases: parsed.whole_number("--cases")?,
        seed: parsed.whole_number("--seed")?.unwrap_or(seed),
        case: parsed.whole_number("--case")?,
        save: parsed.value("--save").map(PathBuf::from),
        jobs,
        beyond: parsed.switch("--beyond"),
        shrink: !parsed.switch("--no-shrink"),
        shrink_seconds: parsed.seconds("--shrink-seconds")?.unwrap_or(30.0),
        time_limit: parsed.seconds("--time-limit")?.unwrap_or(10.0),
        time_limit_given: parsed.value("--time-limit").is_some(),
    })
}

/// How a run ended.
enum Finish {
    Nothing,
    Found,
    Interrupted,
}

fn run(args: &[String]) -> i32 {
    let options = match parse(&COMMAND, args).map(|parsed| options(&parsed)) {
        Err(status) => return status,
        Ok(Err(message)) => return usage_error(&COMMAND, &message),
        Ok(Ok(options)) => options,
    };
    match stress(&options) {
        Ok(Finish::Found) => 1,
        Ok(Finish::Nothing) => 0,
        Ok(Finish::Interrupted) => 130,
        Err(message) => {
            eprintln!("impartial stress: {}", message);
            2
        }
    }
}

/// Runs the stress test: whether a failure was found and saved, or Ctrl-C ended it first.
fn stress(o: &Options) -> Result<Finish, String> {
    let problem = registry::problem(&o.problem).ok_or_else(|| {
        format!(
            "unknown problem {:?}; known problems: {}",
            o.problem,
            registry::names().join(" ")
        )
    })?;
    let domain = if o.beyond {
        Domain::Beyond
    } else {
        Domain::Judge
    };
    let limit = Duration::from_secs_f64(o.time_limit);
    let reference: Box<dyn Program> = match &o.reference {
        Some(command) => Box::new(stress::Command::new(command, limit)),
        None => Box::new(InProcess(
            solutions::solver(problem.name).ok_or("no solution compiled in")?,
        )),
    };
    let candidate = stress::Command::new(&o.command, limit);
    let cases = Cases::new(problem, domain, o.seed);
    let case = |index| cases.case(index);
    let shape = problem.shape(domain);
    let setup = Setup {
        cases: &case,
        shape: &shape,
        reference: &*reference,
        candidate: &candidate,
        checker: problem.check,
        time_limit: o.time_limit,
    };
    let jobs = if o.case.is_some() { 1 } else { o.jobs };
    interrupt::catch();
    say(format_args!(
        "stress {}: seed {}, {} domain, {} job{}, {}",
        problem.name,
        o.seed,
        if o.beyond {
            "beyond-the-judge"
        } else {
            "judge"
        },
        jobs,
        if jobs == 1 { "" } else { "s" },
        match (o.case, o.cases) {
            (Some(i), _) => format!("case {} only", i),
            (None, Some(n)) => format!("{} s or {} cases", o.seconds, n),
            (None, None) => format!("{} s", o.seconds),
        }
    ));
    let terminal = std::io::stdout().is_terminal();
    let plan = Plan {
        first: o.case.unwrap_or(0),
        end: match (o.case, o.cases) {
            (Some(i), _) => i + 1,
            (None, Some(n)) => n,
            (None, None) => u64::MAX,
        },
        time: Duration::from_secs_f64(o.seconds),
        jobs,
        stop: interrupt::flag(),
        tick: Duration::from_millis(if terminal { 200 } else { 50 }),
    };
    let mut reported = 0;
    let mut progress = |done: u64, elapsed: Duration| {
        let elapsed = elapsed.as_secs_f64();
        let rate = done as f64 / elapsed.max(1e-9);
        if terminal {
            let left = (o.seconds - elapsed).max(0.0);
            say_part(format_args!(
                "\r{} cases, {:.0} cases/s, {:.0} s left   ",
                done, rate, left
            ));
        } else if done / 1000 > reported {
            reported = done / 1000;
            say(format_args!(
                "{} cases, {:.0} cases/s, {:.0} s",
                reported * 1000,
                rate,
                elapsed
            ));
        }
    };
    let search = driver::search(&setup, &plan, &mut progress)?;
    if terminal {
        say_part(format_args!("\r{:60}\r", ""));
    }
    let elapsed = search.elapsed.as_secs_f64().max(1e-9);
    let rate = format!(
        "{:.0} cases/s, {:.0} records/s",
        search.cases as f64 / elapsed,
        search.records as f64 / elapsed
    );
    let Some(failure) = search.failure else {
        say(format_args!(
            "{}no difference found: {} cases in {:.1} s ({}), seed {}",
            if search.interrupted {
                "interrupted by Ctrl-C: "
            } else {
                ""
            },
            search.cases,
            search.elapsed.as_secs_f64(),
            rate,
            o.seed
        ));
        return Ok(match search.interrupted {
            true => Finish::Interrupted,
            false => Finish::Nothing,
        });
    };
    say(format_args!(
        "{} on case {} (seed {}) after {} cases in {:.1} s ({}){}",
        failure.verdict.name(),
        failure.index,
        o.seed,
        search.cases,
        search.elapsed.as_secs_f64(),
        rate,
        if search.interrupted {
            "; interrupted by Ctrl-C, so a lower case may not have finished"
        } else {
            ""
        }
    ));
    report(&setup, &plan, o, failure)?;
    Ok(Finish::Found)
}

/// Shrinks the failure, prints it in full and saves it. After Ctrl-C the shrinking stops where
/// it is, and the program is not run again: its output is not shown.
fn report(setup: &Setup, plan: &Plan, o: &Options, failure: Failure) -> Result<(), String> {
    let framing = setup.shape.framing();
    say(format_args!(
        "original input: {}",
        failure.input.size(framing)
    ));
    let (index, verdict) = (failure.index, failure.verdict);
    let shrink = o.shrink.then(|| Duration::from_secs_f64(o.shrink_seconds));
    let Explained {
        shrunk,
        input,
        text,
        expected,
        run,
    } = driver::explain(setup, plan, failure, shrink)?;
    if let Some(shrunk) = shrunk {
        say(format_args!(
            "shrunk in {} steps ({} runs, {:.1} s){}: {}",
            shrunk.steps,
            shrunk.runs,
            shrunk.elapsed.as_secs_f64(),
            if !shrunk.cut_short {
                String::new()
            } else if interrupt::requested() {
                ", cut short by Ctrl-C".to_string()
            } else {
                format!(", cut short by --shrink-seconds {}", o.shrink_seconds)
            },
            input.size(framing)
        ));
    }
    say(format_args!("--- input ---"));
    say_part(format_args!("{}", text));
    match run {
        Some((verdict, lines, outcome)) => {
            say(format_args!("--- {} ---", verdict.name()));
            for line in lines
                .iter()
                .chain(&side_by_side(&expected, &outcome.stdout, 40))
            {
                say(format_args!("{}", line));
            }
        }
        None => {
            say(format_args!("--- {} ---", verdict.name()));
            say(format_args!(
                "(interrupted: your program is not run again; replay the case to see it)"
            ));
            say(format_args!("--- reference ---"));
            say_part(format_args!("{}", String::from_utf8_lossy(&expected)));
        }
    }
    let dir = o
        .save
        .clone()
        .unwrap_or_else(|| PathBuf::from("stress").join(&o.problem));
    let (i, out) = save(&dir, &text, &expected)?;
    say(format_args!("saved {} and {}", i.display(), out.display()));
    say(format_args!("replay: {}", replay(o, index)));
    Ok(())
}

/// The command that runs case `index` again, as a shell reads it.
fn replay(o: &Options, index: u64) -> String {
    let mut words = vec![
        "impartial stress".to_string(),
        o.problem.clone(),
        format!("--command {}", shell_word(&o.command)),
    ];
    if let Some(reference) = &o.reference {
        words.push(format!("--reference {}", shell_word(reference)));
    }
    words.push(format!("--seed {} --case {}", o.seed, index));
    if o.beyond {
        words.push("--beyond".into());
    }
    if o.time_limit_given {
        words.push(format!("--time-limit {}", o.time_limit));
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(line: &str) -> Result<Options, String> {
        let words: Vec<String> = line.split_whitespace().map(String::from).collect();
        options(&COMMAND.parse(&words)?)
    }

    #[test]
    fn options_have_their_defaults_and_refuse_what_cannot_run() {
        let o = read("--command ./a.out poj1067").unwrap();
        assert_eq!(
            (
                o.seconds,
                o.shrink_seconds,
                o.time_limit,
                o.shrink,
                o.beyond
            ),
            (30.0, 30.0, 10.0, true, false)
        );
        assert!(o.jobs >= 1 && o.reference.is_none());
        let o = read(
            "--command=./a.out --reference ./brute --seed 1 --case 38 --jobs 0 --no-shrink \
             --shrink-seconds 5 --time-limit 2 --beyond poj1067",
        )
        .unwrap();
        assert_eq!((o.seed, o.case, o.jobs, o.shrink), (1, Some(38), 1, false));
        assert_eq!((o.shrink_seconds, o.time_limit), (5.0, 2.0));
        for bad in [
            "poj1067",
            "--command cat",
            "--command cat a b",
            "--command cat --seconds 0 poj1067",
            "--command cat --seed -1 poj1067",
            "--command cat --beyond=1 poj1067",
            "--command cat --verbose poj1067",
        ] {
            assert!(read(bad).is_err(), "{}", bad);
        }
    }

    #[test]
    fn the_replay_line_is_a_command_a_shell_reads_back() {
        let o = read("--command ./a.out --seed 1 poj1067").unwrap();
        assert_eq!(
            replay(&o, 38),
            "impartial stress poj1067 --command ./a.out --seed 1 --case 38"
        );
        let words: Vec<String> = [
            "--command",
            "python3 sol.py",
            "--reference",
            "./brute",
            "--seed=5",
            "--beyond",
            "--time-limit",
            "2.5",
            "hdu1847",
        ]
        .map(String::from)
        .to_vec();
        let o = options(&COMMAND.parse(&words).unwrap()).unwrap();
        assert_eq!(
            replay(&o, 3),
            "impartial stress hdu1847 --command 'python3 sol.py' --reference ./brute \
             --seed 5 --case 3 --beyond --time-limit 2.5"
        );
    }
}
