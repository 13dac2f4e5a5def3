//! `impartial stress`: finds an input where a program answers differently from a trusted
//! reference, shrinks it and saves it. The reference is the project's own solution of a
//! registry problem, or the user's brute force (`--reference`) for any problem, whose inputs
//! come from a spec (`--format`) or the user's generator (`--generator`). The engine is
//! [`crate::stress`]; this is its command line and its report. See `docs/stress.md`.

use super::{parse, say, say_part, usage_error, Command, Opt, Parsed};
use crate::format::{spec_shape::FormatShape, Format};
use crate::generate::Domain;
use crate::input::lines::Lines;
use crate::interrupt;
use crate::registry::{self, Problem};
use crate::solutions;
use crate::stress::driver::{self, Plan, Setup};
use crate::stress::registry_cases::RegistryCases;
use crate::stress::sources::{GeneratorCases, SpecCases};
use crate::stress::{self, ExternalChecker, InProcess, Program};
use crate::verdict::{Check, Compare};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::Duration;

mod report;
use report::{reference_seconds, report, skipped_note, warnings};

/// The command's table.
pub const COMMAND: Command = Command {
    name: "stress",
    summary: "random inputs until a program disagrees with the reference; shrink, save",
    usage: "[OPTIONS] --command CMD (PROBLEM | --reference REF (--format SPEC | --generator GEN))",
    about: "\
Runs CMD and a trusted reference on random inputs, compares the outputs as judges do, and on
the first difference shrinks the input and saves it. The reference is the project's own
solution of PROBLEM (a registry problem, in its judge's exact format), or your brute force REF
for any problem, on inputs drawn from the statement's Input section and constraints (SPEC) or
printed by your generator (GEN SEED).",
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
            value: Some("REF"),
            help: "the reference: your brute force, trusted; it failing (a crash, the\n\
                   time limit, two answers to one input) is a setup error",
        },
        Opt {
            flag: "--format",
            value: Some("SPEC"),
            help: "a file: the statement's Input section, a line ---, the constraints\n\
                   (docs/stress.md, \"Spec forms\"); inputs are drawn from it",
        },
        Opt {
            flag: "--generator",
            value: Some("GEN"),
            help: "your generator, run as GEN SEED, one input on stdout; the same\n\
                   SEED must print the same input (with --format, read through it)",
        },
        Opt {
            flag: "--validator",
            value: Some("VAL"),
            help: "your validator: the input on stdin, exit 0 when valid; every\n\
                   input tried, generated or shrunk, must pass it",
        },
        Opt {
            flag: "--checker",
            value: Some("CHK"),
            help: "for several right outputs: CHK INPUT OUTPUT ANSWER (testlib's\n\
                   order; ANSWER is the reference's), exit 0 accepts",
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
            help: "where the failing input goes (default stress/NAME/): the next\n\
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
            help: "PROBLEM: the contract's extended domain (up to u64::MAX) instead\n\
                   of the judge's bounds",
        },
        Opt {
            flag: "--robust",
            value: None,
            help: "PROBLEM: also what the contract tolerates beyond what the judge\n\
                   sends (no terminator, records after it or after the count)",
        },
        Opt {
            flag: "--strict",
            value: None,
            help: "compare outputs byte for byte (default: as judges do, trailing\n\
                   spaces and a missing final newline accepted)",
        },
        Opt {
            flag: "--stack",
            value: Some("MIB"),
            help: "run the programs with a stack of MIB MiB (default: this shell's;\n\
                   a SIGSEGV is then tried again with 1 GiB, see docs/stress.md)",
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
            help: "kill CMD after SECS seconds of wall time (default 10): TLE; the\n\
                   reference gets at least 10 s",
        },
        Opt {
            flag: "--reference-time-limit",
            value: Some("SECS"),
            help: "the reference's own time limit (default: --time-limit, at least\n\
                   10 s); a case it cannot finish in it is skipped and counted, not\n\
                   a setup error, so a slow brute force works on the bounds it can",
        },
    ],
    notes: "\
Verdicts as judges give them: WA (different tokens, or the checker refuses the output), RE (a
crash or a non-zero exit status), TLE; stderr is ignored. A difference in whitespace only (PE)
and a SIGSEGV that a large stack cures are warnings: the hunt goes on. Exit status: 0 nothing
found, 1 a failure found and saved, 2 a usage or setup error (a bad spec, a reference that
fails, a generator that is not deterministic, a validator that rejects the inputs: each said
as such, never blamed on CMD), 130 interrupted by Ctrl-C with nothing found. Ctrl-C stops the
run (or the shrinking) and prints the summary so far.",
    doc: "docs/stress.md",
    run,
};

/// Where the inputs come from.
#[derive(Debug, PartialEq)]
enum Source {
    /// A registry problem: its generator, its shape, its solution as the default reference.
    Problem(String),
    /// A spec file, and perhaps a generator whose output follows it.
    Spec(PathBuf, Option<String>),
    /// A generator alone: its inputs are lines.
    Generator(String),
}

/// What the command line asks for.
#[derive(Debug, PartialEq)]
struct Options {
    command: String,
    reference: Option<String>,
    source: Source,
    validator: Option<String>,
    checker: Option<String>,
    seconds: f64,
    cases: Option<u64>,
    seed: u64,
    case: Option<u64>,
    save: Option<PathBuf>,
    jobs: usize,
    beyond: bool,
    robust: bool,
    strict: bool,
    /// MiB.
    stack: Option<u64>,
    shrink: bool,
    shrink_seconds: f64,
    time_limit: f64,
    /// `--time-limit` was given (the replay line repeats it).
    time_limit_given: bool,
    /// `--reference-time-limit`: the reference's own limit, in seconds.
    reference_time_limit: Option<f64>,
}

fn options(parsed: &Parsed) -> Result<Options, String> {
    let format = parsed.value("--format").map(PathBuf::from);
    let generator = parsed.value("--generator").map(String::from);
    let reference = parsed.value("--reference").map(String::from);
    let source = match (&parsed.words[..], format, generator) {
        ([one], None, None) => Source::Problem(one.clone()),
        ([first, second, ..], _, _) => {
            return Err(format!("one PROBLEM only: {} and {}", first, second))
        }
        ([_], _, _) => {
            return Err(
                "a PROBLEM of the registry, or --format/--generator for another one: not both"
                    .into(),
            )
        }
        ([], None, None) => {
            return Err(
                "no PROBLEM: name a problem of the registry, or give --reference with \
                 --format SPEC or --generator GEN"
                    .into(),
            )
        }
        ([], Some(spec), generator) => Source::Spec(spec, generator),
        ([], None, Some(generator)) => Source::Generator(generator),
    };
    if !matches!(source, Source::Problem(_)) {
        if reference.is_none() {
            return Err(
                "no --reference: a problem outside the registry needs your brute force \
                 (or any solution you trust) as the reference"
                    .into(),
            );
        }
        for flag in ["--beyond", "--robust"] {
            if parsed.switch(flag) {
                return Err(format!("{} is for a registry PROBLEM", flag));
            }
        }
    }
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64 % 1_000_000_000);
    let jobs = match parsed.whole_number("--jobs")? {
        Some(n) => n.clamp(1, 256) as usize,
        None => thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let stack = match parsed.whole_number("--stack")? {
        Some(0) => return Err("--stack must be at least 1 MiB".into()),
        mib => mib,
    };
    Ok(Options {
        command: parsed.value("--command").ok_or("no --command")?.to_string(),
        reference,
        source,
        validator: parsed.value("--validator").map(String::from),
        checker: parsed.value("--checker").map(String::from),
        seconds: parsed.seconds("--seconds")?.unwrap_or(30.0),
        cases: parsed.whole_number("--cases")?,
        seed: parsed.whole_number("--seed")?.unwrap_or(seed),
        case: parsed.whole_number("--case")?,
        save: parsed.value("--save").map(PathBuf::from),
        jobs,
        beyond: parsed.switch("--beyond"),
        robust: parsed.switch("--robust"),
        strict: parsed.switch("--strict"),
        stack,
        shrink: !parsed.switch("--no-shrink"),
        shrink_seconds: parsed.seconds("--shrink-seconds")?.unwrap_or(30.0),
        time_limit: parsed.seconds("--time-limit")?.unwrap_or(10.0),
        time_limit_given: parsed.value("--time-limit").is_some(),
        reference_time_limit: parsed.seconds("--reference-time-limit")?,
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

/// The stack a SIGSEGV is tried again with: a recursion that passes there is deep, not wrong.
const BIG_STACK: u64 = 1 << 30;

/// The least time the reference gets, whatever `--time-limit` says of the candidate: a brute
/// force is allowed to be slow.
const REFERENCE_SECONDS: f64 = 10.0;

/// What the run is called in its report and default save folder.
fn name(o: &Options) -> String {
    let stem = |p: &str| {
        Path::new(p.split_whitespace().last().unwrap_or(p))
            .file_stem()
            .map_or_else(|| p.to_string(), |s| s.to_string_lossy().into_owned())
    };
    match &o.source {
        Source::Problem(p) => p.clone(),
        Source::Spec(spec, _) => stem(&spec.to_string_lossy()),
        Source::Generator(g) => stem(g),
    }
}

/// Runs the stress test: whether a failure was found and saved, or Ctrl-C ended it first.
fn stress(o: &Options) -> Result<Finish, String> {
    let limit = Duration::from_secs_f64(o.time_limit);
    // The helpers (validator, checker, generator) are trusted as the reference is, and get at
    // least as long; the reference itself may be given a limit of its own.
    let trusted_limit = Duration::from_secs_f64(o.time_limit.max(REFERENCE_SECONDS));
    let reference_limit = o
        .reference_time_limit
        .map_or(trusted_limit, Duration::from_secs_f64);
    let program = |command: &str, limit: Duration| stress::ExternalProgram {
        stack: o.stack.map(|mib| mib << 20),
        ..stress::ExternalProgram::new(command, limit)
    };
    let candidate = program(&o.command, limit);
    // A crash on the default stack is tried again on a large one; a stack asked for is the
    // judge's, and a crash on it is RE.
    let big_stack = stress::ExternalProgram {
        stack: Some(BIG_STACK),
        ..stress::ExternalProgram::new(&o.command, limit)
    };
    let big_stack = o.stack.is_none().then_some(&big_stack as &dyn Program);
    let validator = o.validator.as_ref().map(|v| program(v, trusted_limit));
    let validator = validator.as_ref().map(|v| v as &dyn Program);
    let valid = |text: &str| {
        validator.map_or(true, |v| {
            matches!(v.run(text.as_bytes()).ended, crate::child::Ended::Exit(0))
        })
    };
    let valid_ref: &(dyn Fn(&str) -> bool + Sync) = &valid;
    let external = o
        .checker
        .as_ref()
        .map(|c| ExternalChecker::new(c, trusted_limit));
    let user_reference = o.reference.as_ref().map(|r| program(r, reference_limit));
    let domain = if o.beyond {
        Domain::Beyond
    } else {
        Domain::Judge
    };
    let compare = if o.strict {
        Compare::Bytes
    } else {
        Compare::Judges
    };
    match &o.source {
        Source::Problem(name) => {
            let problem = registry::known(name)?;
            let own = InProcess(solutions::solver(problem.name).ok_or("no solution compiled in")?);
            let reference: &dyn Program = match &user_reference {
                Some(r) => r,
                None => &own,
            };
            let mut cases = RegistryCases::new(problem, domain, o.seed);
            cases.robust = o.robust;
            let case = |index| cases.case(index);
            let shape = problem.shape(domain);
            let builtin = problem.check;
            let checker: Option<&dyn Check> = match (&external, &builtin) {
                (Some(c), _) => Some(c),
                (None, Some(c)) => Some(c),
                (None, None) => None,
            };
            let setup = Setup {
                cases: &case,
                shape: &shape,
                reference,
                candidate: &candidate,
                checker,
                compare,
                big_stack,
                time_limit: o.time_limit,
            };
            hunt(&setup, o, &describe(o, Some(problem)))
        }
        Source::Spec(spec, generator) => {
            let text =
                std::fs::read_to_string(spec).map_err(|e| format!("{}: {}", spec.display(), e))?;
            let format = Format::parse(&text).map_err(|e| format!("{}: {}", spec.display(), e))?;
            let shape = FormatShape::new(&format, validator.is_some().then_some(valid_ref));
            let reference = user_reference.as_ref().ok_or("no --reference")?;
            let drawn = SpecCases {
                shape: &shape,
                seed: o.seed,
                validator,
            };
            let generated = generator.as_ref().map(|g| GeneratorCases {
                command: g.clone(),
                seed: o.seed,
                time_limit: trusted_limit,
                shape: Some(&shape),
                validator,
            });
            let case = |index| match &generated {
                Some(g) => g.case(index),
                None => drawn.case(index),
            };
            let setup = Setup {
                cases: &case,
                shape: &shape,
                reference,
                candidate: &candidate,
                checker: external.as_ref().map(|c| c as &dyn Check),
                compare,
                big_stack,
                time_limit: o.time_limit,
            };
            hunt(&setup, o, &describe(o, None))
        }
        Source::Generator(generator) => {
            let shape = Lines::new(validator.is_some().then_some(valid_ref));
            let reference = user_reference.as_ref().ok_or("no --reference")?;
            let generated = GeneratorCases {
                command: generator.clone(),
                seed: o.seed,
                time_limit: trusted_limit,
                shape: None,
                validator,
            };
            let case = |index| generated.case(index);
            let setup = Setup {
                cases: &case,
                shape: &shape,
                reference,
                candidate: &candidate,
                checker: external.as_ref().map(|c| c as &dyn Check),
                compare,
                big_stack,
                time_limit: o.time_limit,
            };
            hunt(&setup, o, &describe(o, None))
        }
    }
}

/// The first line's words after `stress NAME:`: where inputs come from and how they are judged.
fn describe(o: &Options, problem: Option<&Problem>) -> String {
    let mut words = Vec::new();
    match (&o.source, problem) {
        (Source::Problem(_), Some(_)) => {
            words.push(if o.beyond {
                "beyond-the-judge domain".to_string()
            } else {
                "judge domain".to_string()
            });
            if o.robust {
                words.push("and the contract's endings (--robust)".into());
            }
            if let Some(r) = &o.reference {
                words.push(format!("reference {}", r));
            }
        }
        (Source::Spec(spec, generator), _) => {
            match generator {
                Some(g) => words.push(format!("inputs from {} read through {}", g, spec.display())),
                None => words.push(format!("inputs drawn from {}", spec.display())),
            }
            words.push(format!(
                "reference {}",
                o.reference.as_deref().unwrap_or("?")
            ));
        }
        (Source::Generator(g), _) => {
            words.push(format!("inputs from {} SEED", g));
            words.push(format!(
                "reference {}",
                o.reference.as_deref().unwrap_or("?")
            ));
        }
        _ => {}
    }
    if let Some(v) = &o.validator {
        words.push(format!("validator {}", v));
    }
    if let Some(c) = &o.checker {
        words.push(format!("checker {}", c));
    }
    if o.strict {
        words.push("bytes compared".into());
    }
    if let Some(mib) = o.stack {
        words.push(format!("{} MiB stack", mib));
    }
    words.join(", ")
}

/// Searches, reports and saves: the common part of every mode.
fn hunt(setup: &Setup, o: &Options, what: &str) -> Result<Finish, String> {
    let jobs = if o.case.is_some() { 1 } else { o.jobs };
    interrupt::catch();
    say(format_args!(
        "stress {}: seed {}, {}, {} job{}, {}",
        name(o),
        o.seed,
        what,
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
    let search = driver::search(setup, &plan, &mut progress)?;
    if terminal {
        say_part(format_args!("\r{:60}\r", ""));
    }
    let elapsed = search.elapsed.as_secs_f64().max(1e-9);
    let rate = format!(
        "{:.0} cases/s, {:.0} records/s",
        search.cases as f64 / elapsed,
        search.records as f64 / elapsed
    );
    let skipped = skipped_note(&search, o);
    let Some(failure) = search.failure else {
        if search.cases == 0 && search.skipped > 0 && !search.interrupted {
            return Err(format!(
                "the reference finished none of the {} cases it was given within its time \
                 limit{}: give it longer (--reference-time-limit) or fewer cases it cannot \
                 finish (a spec's smaller bounds)",
                search.skipped,
                reference_seconds(o)
            ));
        }
        say(format_args!(
            "{}no difference found: {} cases in {:.1} s ({}), seed {}{}",
            if search.interrupted {
                "interrupted by Ctrl-C: "
            } else {
                ""
            },
            search.cases,
            search.elapsed.as_secs_f64(),
            rate,
            o.seed,
            skipped
        ));
        warnings(setup, o, &search.warnings);
        return Ok(match search.interrupted {
            true => Finish::Interrupted,
            false => Finish::Nothing,
        });
    };
    say(format_args!(
        "{} on case {} (seed {}) after {} cases in {:.1} s ({}){}{}",
        failure.verdict.name(),
        failure.index,
        o.seed,
        search.cases,
        search.elapsed.as_secs_f64(),
        rate,
        skipped,
        if search.interrupted {
            "; interrupted by Ctrl-C, so a lower case may not have finished"
        } else {
            ""
        }
    ));
    report(setup, &plan, o, failure)?;
    warnings(setup, o, &search.warnings);
    Ok(Finish::Found)
}

#[cfg(test)]
mod tests {
    use super::report::replay;
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
                o.beyond,
                o.robust,
                o.strict,
                o.stack
            ),
            (30.0, 30.0, 10.0, true, false, false, false, None)
        );
        assert_eq!(o.source, Source::Problem("poj1067".into()));
        assert!(o.jobs >= 1 && o.reference.is_none());
        let o = read(
            "--command=./a.out --reference ./brute --seed 1 --case 38 --jobs 0 --no-shrink \
             --shrink-seconds 5 --time-limit 2 --beyond --robust --strict --stack 256 poj1067",
        )
        .unwrap();
        assert_eq!((o.seed, o.case, o.jobs, o.shrink), (1, Some(38), 1, false));
        assert_eq!((o.shrink_seconds, o.time_limit), (5.0, 2.0));
        assert_eq!((o.robust, o.strict, o.stack), (true, true, Some(256)));
        let o = read("--command ./a.out --reference ./brute --format spec.txt --checker ./chk")
            .unwrap();
        assert_eq!(o.source, Source::Spec("spec.txt".into(), None));
        let o = read("--command ./a --reference ./b --generator ./gen --validator ./val").unwrap();
        assert_eq!(o.source, Source::Generator("./gen".into()));
        for bad in [
            "poj1067",
            "--command cat",
            "--command cat a b",
            "--command cat --seconds 0 poj1067",
            "--command cat --seed -1 poj1067",
            "--command cat --beyond=1 poj1067",
            "--command cat --verbose poj1067",
            "--command cat --format spec.txt",
            "--command cat --generator ./gen",
            "--command cat --reference ./b --format spec.txt poj1067",
            "--command cat --reference ./b --format spec.txt --robust",
            "--command cat --stack 0 poj1067",
        ] {
            assert!(read(bad).is_err(), "{}", bad);
        }
        let e = read("--command cat --format spec.txt").unwrap_err();
        assert!(e.contains("no --reference"), "{}", e);
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
        let o = read(
            "--command ./w --reference ./b --format my.spec --generator ./gen --validator ./v \
             --checker ./c --seed 9 --strict --stack 64",
        )
        .unwrap();
        assert_eq!(
            replay(&o, 4),
            "impartial stress --format my.spec --generator ./gen --command ./w --reference ./b \
             --validator ./v --checker ./c --seed 9 --case 4 --strict --stack 64"
        );
        assert_eq!(name(&o), "my");
    }
}
