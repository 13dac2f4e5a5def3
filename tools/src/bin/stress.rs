//! The stress tester behind `make stress`: finds an input where a program answers differently
//! from the project's own solution, shrinks it and saves it. See `docs/stress.md` and
//! `impartial_tools::stress`.

use impartial_tools::child::{command_argv, Ended};
use impartial_tools::cli::{self, Args};
use impartial_tools::gen::Domain;
use impartial_tools::interrupt;
use impartial_tools::registry::{self, Problem};
use impartial_tools::solutions::{self, Solver};
use impartial_tools::stress::{self, shrink, Command, Input, Program};
use impartial_tools::verdict::Verdict;
use std::env;
use std::fmt;
use std::io::{ErrorKind, IsTerminal, Write};
use std::path::PathBuf;
use std::process;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

const USAGE: &str = "\
usage: stress [OPTIONS] --command CMD PROBLEM

Runs CMD and the project's own solution of PROBLEM on random inputs in the judge's format,
compares the outputs, and on the first difference shrinks the input and saves it.

  PROBLEM                 a problem of the registry, e.g. poj1067
  --command CMD           the program to test, e.g. './a.out' or 'python3 sol.py'
                          (plain words run as they are; anything else through sh -c)
  --seconds S             stop after S seconds (default 30)
  --cases N               stop after N cases (whichever of the two comes first)
  --seed S                the run's seed (default: from the clock; printed first)
  --case I                run only case I of the seed (replays a failure)
  --save DIR              where the failing input goes (default stress/PROBLEM/): the next
                          free hack-NNN.in and hack-NNN.out (the reference output)
  --jobs N                programs run at once (default: the CPU count); the lowest failing
                          case index is reported whatever N is
  --beyond                the contract's extended domain (up to u64::MAX) instead of the
                          judge's bounds
  --no-shrink             save the failing input as generated
  --shrink-seconds S      bound on shrinking (default 30)
  --time-limit SECS       kill a run after SECS seconds of wall time (default 10): TLE
  --help                  print this

Verdicts as the runner gives them: WA (a different stdout, or the problem's checker refuses
it), RE (a crash or a non-zero exit status), TLE. stderr is ignored. Exit status: 0 nothing
found, 1 a failure found and saved, 2 a usage or setup error (the reference failing on a
generated input is one: the input is printed), 130 interrupted by Ctrl-C with nothing found.
Ctrl-C stops the run (or the shrinking) and prints the summary so far; a failure already found
is reported and saved with the smallest input the shrinking reached.
";

/// `println!` that ends the tool quietly when stdout is closed (`stress ... | head`): status 141,
/// as a shell shows a process killed by SIGPIPE, and no message, as the judge binaries do.
macro_rules! say {
    ($($arg:tt)*) => { emit(format_args!($($arg)*), true) };
}

/// `print!` and a flush, with [`say!`]'s handling of a closed stdout.
macro_rules! say_part {
    ($($arg:tt)*) => { emit(format_args!($($arg)*), false) };
}

fn emit(args: fmt::Arguments, newline: bool) {
    let mut out = std::io::stdout().lock();
    let written = out
        .write_fmt(args)
        .and_then(|()| {
            if newline {
                out.write_all(b"\n")
            } else {
                Ok(())
            }
        })
        .and_then(|()| out.flush());
    match written {
        Ok(()) => {}
        Err(e) if e.kind() == ErrorKind::BrokenPipe => process::exit(141),
        Err(e) => {
            eprintln!("stress: writing the report: {}", e);
            process::exit(2);
        }
    }
}

#[derive(Debug)]
struct Options {
    command: String,
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
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let code = match options(&args) {
        Ok(None) => {
            say_part!("{}", USAGE);
            0
        }
        Ok(Some(options)) => match run(&options) {
            Ok(Finish::Found) => 1,
            Ok(Finish::Nothing) => 0,
            Ok(Finish::Interrupted) => 130,
            Err(message) => {
                eprintln!("stress: {}", message);
                2
            }
        },
        Err(message) => {
            eprintln!("stress: {} (see stress --help)", message);
            2
        }
    };
    process::exit(code);
}

fn options(args: &[String]) -> Result<Option<Options>, String> {
    let mut command = None;
    let mut problem = None;
    let jobs = thread::available_parallelism().map_or(1, |n| n.get());
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64 % 1_000_000_000);
    let mut o = Options {
        command: String::new(),
        problem: String::new(),
        seconds: 30.0,
        cases: None,
        seed,
        case: None,
        save: None,
        jobs,
        beyond: false,
        shrink: true,
        shrink_seconds: 30.0,
        time_limit: 10.0,
    };
    let mut args = Args::new(args);
    while let Some(arg) = args.next() {
        let flag = arg.flag;
        match flag {
            "-h" | "--help" => return Ok(None),
            "--command" => command = Some(args.value(&arg)?),
            "--seconds" => o.seconds = cli::seconds(flag, &args.value(&arg)?)?,
            "--cases" => o.cases = Some(cli::whole_number(flag, &args.value(&arg)?)?),
            "--seed" => o.seed = cli::whole_number(flag, &args.value(&arg)?)?,
            "--case" => o.case = Some(cli::whole_number(flag, &args.value(&arg)?)?),
            "--save" => o.save = Some(PathBuf::from(args.value(&arg)?)),
            "--jobs" => {
                o.jobs = cli::whole_number(flag, &args.value(&arg)?)?
                    .clamp(1, 256)
                    .try_into()
                    .unwrap_or(1)
            }
            "--beyond" if arg.is_switch() => o.beyond = true,
            "--no-shrink" if arg.is_switch() => o.shrink = false,
            "--shrink-seconds" => o.shrink_seconds = cli::seconds(flag, &args.value(&arg)?)?,
            "--time-limit" => o.time_limit = cli::seconds(flag, &args.value(&arg)?)?,
            _ if flag.starts_with('-') => return Err(format!("unknown option {}", arg.word)),
            word => match &problem {
                None => problem = Some(word.to_string()),
                Some(first) => return Err(format!("one PROBLEM only: {} and {}", first, word)),
            },
        }
    }
    o.problem = problem.ok_or("no PROBLEM")?;
    o.command = command.ok_or("no --command")?;
    Ok(Some(o))
}

/// How a run ended.
enum Finish {
    Nothing,
    Found,
    Interrupted,
}

/// A failure found: the case and what the program did.
struct Failure {
    index: u64,
    input: Input,
    verdict: Verdict,
}

/// What one case came to.
enum CaseResult {
    /// Accepted; the number of records it held.
    Passed(u64),
    Failed(Failure),
    /// Ctrl-C cut the program's run: no verdict.
    Interrupted,
}

/// What the workers share.
struct Shared {
    next: AtomicU64,
    /// The lowest failing index so far (`u64::MAX`: none).
    lowest: AtomicU64,
    done: AtomicU64,
    /// Records in the cases done.
    records: AtomicU64,
    stop: AtomicBool,
    failure: Mutex<Option<Failure>>,
    setup_error: Mutex<Option<String>>,
}

/// Runs the stress test: whether a failure was found and saved, or Ctrl-C ended it first.
fn run(o: &Options) -> Result<Finish, String> {
    let problem = registry::problem(&o.problem).ok_or_else(|| {
        format!(
            "unknown problem {:?}; known problems: {}",
            o.problem,
            registry::names().join(" ")
        )
    })?;
    let solve = solutions::solver(problem.name).ok_or("no solution compiled in")?;
    let domain = if o.beyond {
        Domain::Beyond
    } else {
        Domain::Judge
    };
    let program = Command {
        argv: command_argv(&o.command),
        time_limit: o.time_limit,
    };
    let traps = (problem.traps)();
    let jobs = if o.case.is_some() { 1 } else { o.jobs };
    interrupt::catch();
    say!(
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
    );
    let shared = Shared {
        next: AtomicU64::new(o.case.unwrap_or(0)),
        lowest: AtomicU64::new(u64::MAX),
        done: AtomicU64::new(0),
        records: AtomicU64::new(0),
        stop: AtomicBool::new(false),
        failure: Mutex::new(None),
        setup_error: Mutex::new(None),
    };
    let end_index = match (o.case, o.cases) {
        (Some(i), _) => i + 1,
        (None, Some(n)) => n,
        (None, None) => u64::MAX,
    };
    let start = Instant::now();
    let deadline = start + Duration::from_secs_f64(o.seconds);
    let worker = || loop {
        let index = shared.next.fetch_add(1, Ordering::SeqCst);
        if index >= end_index
            || index > shared.lowest.load(Ordering::SeqCst)
            || shared.stop.load(Ordering::SeqCst)
            || interrupt::requested()
            || Instant::now() >= deadline
        {
            return;
        }
        match one_case(problem, &traps, domain, solve, &program, o, index) {
            Ok(CaseResult::Passed(records)) => {
                shared.records.fetch_add(records, Ordering::SeqCst);
            }
            Ok(CaseResult::Failed(failure)) => {
                shared.lowest.fetch_min(index, Ordering::SeqCst);
                let mut slot = shared.failure.lock().unwrap_or_else(|e| e.into_inner());
                if slot.as_ref().map_or(true, |f| f.index > index) {
                    *slot = Some(failure);
                }
            }
            Ok(CaseResult::Interrupted) => return,
            Err(message) => {
                *shared.setup_error.lock().unwrap_or_else(|e| e.into_inner()) = Some(message);
                shared.stop.store(true, Ordering::SeqCst);
                return;
            }
        }
        shared.done.fetch_add(1, Ordering::SeqCst);
    };
    let terminal = std::io::stdout().is_terminal();
    thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs).map(|_| scope.spawn(worker)).collect();
        let mut reported = 0;
        while !handles.iter().all(|h| h.is_finished()) {
            thread::sleep(Duration::from_millis(if terminal { 200 } else { 50 }));
            let done = shared.done.load(Ordering::SeqCst);
            let elapsed = start.elapsed().as_secs_f64();
            if terminal {
                say_part!(
                    "\r{} cases, {:.0} cases/s, {:.0} s left   ",
                    done,
                    done as f64 / elapsed.max(1e-9),
                    (o.seconds - elapsed).max(0.0)
                );
            } else if done / 1000 > reported {
                reported = done / 1000;
                say!(
                    "{} cases, {:.0} cases/s, {:.0} s",
                    reported * 1000,
                    done as f64 / elapsed.max(1e-9),
                    elapsed
                );
            }
        }
        if terminal {
            say_part!("\r{:60}\r", "");
        }
    });
    if let Some(message) = shared
        .setup_error
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
    {
        return Err(message);
    }
    let done = shared.done.load(Ordering::SeqCst);
    let elapsed = start.elapsed().as_secs_f64();
    let records = shared.records.load(Ordering::SeqCst);
    let rate = format!(
        "{:.0} cases/s, {:.0} records/s",
        done as f64 / elapsed.max(1e-9),
        records as f64 / elapsed.max(1e-9)
    );
    let interrupted = interrupt::requested();
    let Some(failure) = shared
        .failure
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
    else {
        say!(
            "{}no difference found: {} cases in {:.1} s ({}), seed {}",
            if interrupted {
                "interrupted by Ctrl-C: "
            } else {
                ""
            },
            done,
            elapsed,
            rate,
            o.seed
        );
        return Ok(if interrupted {
            Finish::Interrupted
        } else {
            Finish::Nothing
        });
    };
    say!(
        "{} on case {} (seed {}) after {} cases in {:.1} s ({}){}",
        failure.verdict.name(),
        failure.index,
        o.seed,
        done,
        elapsed,
        rate,
        if interrupted {
            "; interrupted by Ctrl-C, so a lower case may not have finished"
        } else {
            ""
        }
    );
    report(problem, domain, solve, &program, o, failure)?;
    Ok(Finish::Found)
}

/// Generates, runs and judges case `index`; `Err` on a setup error (the reference fails, or
/// the registry draws an invalid record).
fn one_case(
    problem: &Problem,
    traps: &[u64],
    domain: Domain,
    solve: Solver,
    program: &dyn Program,
    o: &Options,
    index: u64,
) -> Result<CaseResult, String> {
    let input = stress::generate(problem, traps, domain, o.seed, index);
    stress::check_valid(problem, &input, domain)?;
    let text = input.render(problem);
    let expected = stress::reference(solve, &text).map_err(|e| {
        format!(
            "the reference solution fails on case {} (seed {}): {}\n--- input ---\n{}",
            index, o.seed, e, text
        )
    })?;
    let outcome = program.run(text.as_bytes());
    if interrupted(&outcome.ended) {
        return Ok(CaseResult::Interrupted);
    }
    // A program that cannot start (a wrong path, no permission) is a setup error, not RE.
    if let Ended::CouldNotStart(why) = &outcome.ended {
        return Err(why.clone());
    }
    let (verdict, _) = stress::judge(problem, text.as_bytes(), &expected, &outcome, o.time_limit);
    Ok(if verdict == Verdict::Ac {
        CaseResult::Passed(input.records.len() as u64)
    } else {
        CaseResult::Failed(Failure {
            index,
            input,
            verdict,
        })
    })
}

/// Whether Ctrl-C cut this run: pressed (the flag is set), or the program died of the SIGINT
/// the terminal sends its whole process group, which can be seen before the tool's own handler
/// has run; then the tool stops as if it had.
fn interrupted(ended: &Ended) -> bool {
    if ended.is_interruption() {
        interrupt::request();
    }
    interrupt::requested()
}

/// Shrinks the failure, prints it in full and saves it. After Ctrl-C the shrinking stops where
/// it is, and the program is not run again: its output is not shown.
fn report(
    problem: &Problem,
    domain: Domain,
    solve: Solver,
    program: &dyn Program,
    o: &Options,
    failure: Failure,
) -> Result<(), String> {
    say!("original input: {}", failure.input.size(problem));
    let input = if o.shrink {
        let start = Instant::now();
        let mut fails = |candidate: &Input| {
            let text = candidate.render(problem);
            let Ok(expected) = stress::reference(solve, &text) else {
                return false;
            };
            let outcome = program.run(text.as_bytes());
            !interrupted(&outcome.ended)
                && stress::judge(problem, text.as_bytes(), &expected, &outcome, o.time_limit).0
                    == failure.verdict
        };
        let deadline = start + Duration::from_secs_f64(o.shrink_seconds);
        let shrunk = shrink::shrink(problem, domain, failure.input, &mut fails, deadline);
        say!(
            "shrunk in {} steps ({} runs, {:.1} s){}: {}",
            shrunk.steps,
            shrunk.runs,
            start.elapsed().as_secs_f64(),
            if !shrunk.cut_short {
                String::new()
            } else if interrupt::requested() {
                ", cut short by Ctrl-C".to_string()
            } else {
                format!(", cut short by --shrink-seconds {}", o.shrink_seconds)
            },
            shrunk.input.size(problem)
        );
        shrunk.input
    } else {
        failure.input
    };
    let text = input.render(problem);
    let expected = stress::reference(solve, &text)
        .map_err(|e| format!("the reference solution fails on the shrunk input: {}", e))?;
    say!("--- input ---");
    say_part!("{}", text);
    // The program once more, for its output (not after Ctrl-C).
    let outcome = (!interrupt::requested())
        .then(|| program.run(text.as_bytes()))
        .filter(|outcome| !interrupted(&outcome.ended));
    match outcome {
        Some(outcome) => {
            let (verdict, lines) =
                stress::judge(problem, text.as_bytes(), &expected, &outcome, o.time_limit);
            say!("--- {} ---", verdict.name());
            for line in lines {
                say!("{}", line);
            }
            for line in stress::side_by_side(&expected, &outcome.stdout, 40) {
                say!("{}", line);
            }
        }
        None => {
            say!("--- {} ---", failure.verdict.name());
            say!("(interrupted: your program is not run again; replay the case to see it)");
            say!("--- reference ---");
            say_part!("{}", String::from_utf8_lossy(&expected));
        }
    }
    let dir = o
        .save
        .clone()
        .unwrap_or_else(|| PathBuf::from("stress").join(problem.name));
    let (i, out) = stress::save(&dir, &text, &expected)?;
    say!("saved {} and {}", i.display(), out.display());
    let quoted = if o.command.contains('\'') {
        format!("\"{}\"", o.command)
    } else {
        format!("'{}'", o.command)
    };
    say!(
        "replay: make stress P={} CMD={} SEED={} CASE={}{}",
        problem.name,
        quoted,
        o.seed,
        failure.index,
        if o.beyond { " BEYOND=1" } else { "" }
    );
    Ok(())
}
