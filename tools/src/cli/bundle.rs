//! `impartial bundle`: writes `submit/<problem>.rs` (the core tier) or
//! `submit/fast/<problem>.rs` (`--fast`), the single file to paste into a judge, into the
//! working folder. The work is [`crate::bundle`]'s, on the library's sources in the project
//! this `impartial` was built from (`--root` names another clone).

use super::{parse, say, usage_error, Command, Opt};
use crate::bundle::{bundle, module_list, size_limit, Tier, JUDGE_LIMIT};
use crate::{project_root, registry};
use std::fs;
use std::path::{Path, PathBuf};

/// The command's table.
pub const COMMAND: Command = Command {
    name: "bundle",
    summary: "one source file per problem, to paste into a judge",
    usage: "[--fast] [--sizes] [--root DIR] [PROBLEM]",
    about: "\
Writes submit/PROBLEM.rs: the problem's binary and the library modules it uses, in one file
that compiles on editions 2018, 2021 and 2024 (the core tier: safe Rust only, within 16 KiB).",
    operands: &[(
        "PROBLEM",
        "a problem of the registry; default: every problem",
    )],
    options: &[
        Opt {
            flag: "--fast",
            value: None,
            help: "the accelerated tier instead, into submit/fast/",
        },
        Opt {
            flag: "--sizes",
            value: None,
            help: "the bytes of each inlined module after its name",
        },
        Opt {
            flag: "--root",
            value: Some("DIR"),
            help: "the clone of the project whose sources to bundle (default: the one\n\
                   impartial was built from)",
        },
    ],
    notes: "\
Exit status 2 when a bundle cannot be made or is above the 64 KiB any judge takes; above its
tier's own bound it is only a warning.",
    doc: "docs/submitting.md",
    run,
};

fn run(args: &[String]) -> i32 {
    let parsed = match parse(&COMMAND, args) {
        Ok(parsed) => parsed,
        Err(status) => return status,
    };
    let tier = match parsed.switch("--fast") {
        true => Tier::Fast,
        false => Tier::Core,
    };
    let selected = match registry::select(&parsed.words, "impartial bundle") {
        Ok(selected) => selected,
        Err(message) => return usage_error(&COMMAND, &message),
    };
    let root = parsed
        .value("--root")
        .map_or_else(project_root, PathBuf::from);
    match write(&root, &selected, tier, parsed.switch("--sizes")) {
        Ok(()) => 0,
        Err(message) => {
            eprintln!("impartial bundle: {}", message);
            2
        }
    }
}

fn write(root: &Path, selected: &[String], tier: Tier, sizes: bool) -> Result<(), String> {
    if !root.join("src/lib.rs").is_file() {
        return Err(format!(
            "no library sources in {}: name a clone of the project with --root",
            root.display()
        ));
    }
    let mut unformatted = false;
    let mut too_big = Vec::new();
    for name in selected {
        let bundle = bundle(root, name, tier)?;
        unformatted |= !bundle.formatted;
        for (path, source, modules) in bundle.files(name) {
            let full = Path::new(&path);
            fs::create_dir_all(full.parent().expect("a folder"))
                .and_then(|_| fs::write(full, source))
                .map_err(|e| format!("{}: {}", full.display(), e))?;
            say(format_args!(
                "{:<34} {}  {:>6} bytes  impartial::{{{}}}",
                path,
                tier.name(),
                source.len(),
                module_list(modules, sizes)
            ));
            if source.len() > size_limit(tier) {
                eprintln!(
                    "impartial bundle: {} is {} bytes, above the {} tier's {}",
                    path,
                    source.len(),
                    tier.name(),
                    size_limit(tier)
                );
            }
            if source.len() > JUDGE_LIMIT {
                too_big.push(path);
            }
        }
    }
    if unformatted {
        eprintln!(
            "impartial bundle: rustfmt is not available or failed: bundles are valid but \
             unformatted"
        );
    }
    match too_big.is_empty() {
        true => Ok(()),
        false => Err(format!(
            "above the {} bytes any judge takes: {}",
            JUDGE_LIMIT,
            too_big.join(" ")
        )),
    }
}
