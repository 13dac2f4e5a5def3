//! `registry [--check]`: writes the parts of other files that list the problems from the
//! registry (`make registry`): the README's table of problems and the `[[bin]]` entries in
//! `Cargo.toml`. With `--check` it writes nothing and exits 1 when a file is out of date.

use impartial_tools::cli::Args;
use impartial_tools::{project_root, registry};
use std::fs;
use std::process;

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

fn main() {
    let words: Vec<String> = std::env::args().skip(1).collect();
    let mut args = Args::new(&words);
    let mut check = false;
    while let Some(arg) = args.next() {
        match arg.flag {
            "--check" if arg.is_switch() => check = true,
            _ => {
                eprintln!(
                    "registry: unknown argument {:?}\nusage: registry [--check]",
                    arg.word
                );
                process::exit(2);
            }
        }
    }
    let mut stale = false;
    for (file, block) in registry::generated_blocks() {
        let path = project_root().join(file);
        let text = fs::read_to_string(&path).unwrap_or_else(|e| {
            eprintln!("registry: {}: {}", path.display(), e);
            process::exit(2)
        });
        let Some(new) = replaced(&text, &block) else {
            eprintln!(
                "registry: {}: no block starting {:?}",
                file,
                block.lines().next()
            );
            process::exit(2)
        };
        if new != text {
            stale = true;
            if check {
                println!("{}: out of date", file);
            } else {
                fs::write(&path, new).expect("writable");
                println!("{}: written", file);
            }
        }
    }
    if check && stale {
        process::exit(1);
    }
}
