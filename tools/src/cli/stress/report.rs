//! What `impartial stress` prints about a run: the skipped cases, a failure shrunk, shown
//! within a screen and saved, the warnings, and the line that replays the failing case.

use super::{name, Options, Source, REFERENCE_SECONDS};
use crate::cli::{say, say_part, shell_word};
use crate::input::Input;
use crate::interrupt;
use crate::stress::driver::{self, Explained, Failure, Noted, Plan, Setup, Warning};
use crate::stress::report::{save, side_by_side, within_a_screen};
use std::path::PathBuf;
use std::time::Duration;

/// The reference's time limit as the report words it.
pub(super) fn reference_seconds(o: &Options) -> String {
    let seconds = o
        .reference_time_limit
        .unwrap_or(o.time_limit.max(REFERENCE_SECONDS));
    format!(" of {} s", seconds)
}

/// `; N cases skipped ...` when the reference could not finish some, else nothing.
pub(super) fn skipped_note(search: &driver::Search, o: &Options) -> String {
    match search.skipped {
        0 => String::new(),
        n => format!(
            "; {} case{} skipped: the reference did not finish {} within its time limit{}",
            n,
            if n == 1 { "" } else { "s" },
            if n == 1 { "it" } else { "them" },
            reference_seconds(o)
        ),
    }
}

/// An input's size as the report gives it.
fn size(setup: &Setup, input: &Input, o: &Options) -> String {
    match o.source {
        Source::Problem(_) => input.size(setup.shape.framing()),
        _ => {
            let text = setup.shape.render(input);
            let lines = text.lines().count();
            format!(
                "{} line{}, {} bytes",
                lines,
                if lines == 1 { "" } else { "s" },
                text.len()
            )
        }
    }
}

/// Shrinks the failure, prints it within a screen and saves it. After Ctrl-C the shrinking
/// stops where it is, and the program is not run again: its output is not shown.
pub(super) fn report(
    setup: &Setup,
    plan: &Plan,
    o: &Options,
    failure: Failure,
) -> Result<(), String> {
    say(format_args!(
        "original input: {}",
        size(setup, &failure.input, o)
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
            size(setup, &input, o)
        ));
    }
    let dir = o
        .save
        .clone()
        .unwrap_or_else(|| PathBuf::from("stress").join(name(o)));
    let (i, out) = save(&dir, &text, &expected)?;
    say(format_args!("--- input ---"));
    let shown = within_a_screen(&text);
    for line in &shown {
        say(format_args!("{}", line));
    }
    if shown.len() != text.lines().count()
        || shown.iter().any(|l| l.contains(" characters in all)"))
    {
        say(format_args!("(the whole input: {})", i.display()));
    }
    match run {
        Some((verdict, lines, outcome)) => {
            say(format_args!("--- {} ---", verdict.name()));
            for line in lines
                .iter()
                .chain(&side_by_side(&expected, &outcome.stdout, 40))
            {
                say(format_args!("{}", line));
            }
            if outcome.ended.may_be_the_stack() {
                say(format_args!("{}", stack_note(o, setup.big_stack.is_some())));
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
    say(format_args!("saved {} and {}", i.display(), out.display()));
    say(format_args!("replay: {}", replay(o, index)));
    Ok(())
}

/// What a SIGSEGV may mean, for a failure that kept it.
fn stack_note(o: &Options, retried: bool) -> String {
    match (o.stack, retried) {
        (Some(mib), _) => format!(
            "note: a SIGSEGV is also what a deep recursion gives on the {} MiB stack asked for \
             (--stack): judges differ (some give 256 MiB, some the memory limit)",
            mib
        ),
        (None, true) => "note: it crashes with a 1 GiB stack too, so it is not (only) a deep \
             recursion on this machine's stack"
            .into(),
        (None, false) => "note: a SIGSEGV may be the stack (deep recursion); --stack MIB runs \
             the programs with the judge's stack"
            .into(),
    }
}

/// The warnings the run drew: the first case of each kind.
pub(super) fn warnings(setup: &Setup, o: &Options, all: &[Noted]) {
    for noted in all {
        let why = match noted.warning {
            Warning::Presentation => {
                "the output has the reference's tokens but its whitespace \
                 differs beyond trailing spaces and the final newline: judges differ (most \
                 accept it; --strict compares bytes)"
            }
            Warning::Stack => {
                "a SIGSEGV with this shell's stack, and right with a 1 GiB stack: \
                 a deep recursion, which passes on a judge with a large stack and crashes on a \
                 small one (--stack MIB runs with the judge's)"
            }
        };
        say(format_args!(
            "warning: case {} (seed {}): {}; it is {}; replay: {}",
            noted.index,
            o.seed,
            why,
            size(setup, &noted.input, o),
            replay(o, noted.index)
        ));
    }
}

/// The command that runs case `index` again, as a shell reads it.
pub(super) fn replay(o: &Options, index: u64) -> String {
    let mut words = vec!["impartial stress".to_string()];
    match &o.source {
        Source::Problem(p) => words.push(p.clone()),
        Source::Spec(spec, generator) => {
            words.push(format!("--format {}", shell_word(&spec.to_string_lossy())));
            if let Some(g) = generator {
                words.push(format!("--generator {}", shell_word(g)));
            }
        }
        Source::Generator(g) => words.push(format!("--generator {}", shell_word(g))),
    }
    words.push(format!("--command {}", shell_word(&o.command)));
    if let Some(reference) = &o.reference {
        words.push(format!("--reference {}", shell_word(reference)));
    }
    if let Some(v) = &o.validator {
        words.push(format!("--validator {}", shell_word(v)));
    }
    if let Some(c) = &o.checker {
        words.push(format!("--checker {}", shell_word(c)));
    }
    words.push(format!("--seed {} --case {}", o.seed, index));
    for (on, flag) in [
        (o.beyond, "--beyond"),
        (o.robust, "--robust"),
        (o.strict, "--strict"),
    ] {
        if on {
            words.push(flag.into());
        }
    }
    if let Some(mib) = o.stack {
        words.push(format!("--stack {}", mib));
    }
    if o.time_limit_given {
        words.push(format!("--time-limit {}", o.time_limit));
    }
    if let Some(seconds) = o.reference_time_limit {
        words.push(format!("--reference-time-limit {}", seconds));
    }
    words.join(" ")
}
