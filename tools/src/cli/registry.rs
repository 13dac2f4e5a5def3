//! `impartial registry [--check]`: writes the parts of other files that list the problems from
//! the registry (`make registry`): the README's table of problems and the `[[bin]]` entries in
//! `Cargo.toml`. With `--check` it writes nothing and exits 1 when a file is out of date.

use super::{parse, say, usage_error, Command, Opt};
use crate::{project_root, registry};
use std::fs;

/// The command's table.
pub const COMMAND: Command = Command {
    name: "registry",
    summary: "write the README's problem table and Cargo.toml's [[bin]] entries",
    usage: "[--check]",
    about: "\
Rewrites the two places that list the problems from the registry (tools/src/registry/): the
README's table of problems and the [[bin]] entries of the project's Cargo.toml. Run it in the
project (it finds the project from where the tool was built).",
    operands: &[],
    options: &[Opt {
        flag: "--check",
        value: None,
        help: "write nothing; exit 1 when a file is out of date",
    }],
    notes: "Exit status: 0 written or up to date, 1 out of date (with --check), 2 an error.",
    doc: "docs/adding-a-problem.md",
    run,
};

/// `text` with the block that starts like `block` replaced by it: through the block's own last
/// line when that is an end marker (`# End ...`), else through the run of table lines (`|`).
fn replaced(text: &str, block: &str) -> Option<String> {
    let first = block.lines().next()?;
    let start = text.find(&format!("{}\n", first))?;
    let rest = &text[start..];
    let len = match block.lines().last() {
        Some(end) if end.starts_with("# End") => rest.find(end)? + end.len() + 1,
        _ => rest
            .split_inclusive('\n')
            .take_while(|line| line.starts_with('|'))
            .map(str::len)
            .sum(),
    };
    Some(format!("{}{}{}", &text[..start], block, &rest[len..]))
}

fn run(args: &[String]) -> i32 {
    let parsed = match parse(&COMMAND, args) {
        Ok(parsed) => parsed,
        Err(status) => return status,
    };
    if !parsed.words.is_empty() {
        return usage_error(&COMMAND, &format!("unexpected {:?}", parsed.words[0]));
    }
    let check = parsed.switch("--check");
    let mut stale = false;
    for (file, block) in registry::generated_blocks() {
        let path = project_root().join(file);
        let text = match fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("impartial registry: {}: {}", path.display(), e);
                return 2;
            }
        };
        let Some(new) = replaced(&text, &block) else {
            eprintln!(
                "impartial registry: {}: no block starting {:?}",
                file,
                block.lines().next()
            );
            return 2;
        };
        if new != text {
            stale = true;
            if check {
                say(format_args!("{}: out of date", file));
            } else if let Err(e) = fs::write(&path, new) {
                eprintln!("impartial registry: {}: {}", path.display(), e);
                return 2;
            } else {
                say(format_args!("{}: written", file));
            }
        }
    }
    i32::from(check && stale)
}
