//! `bundle [--fast] [--sizes] [PROBLEM]`: writes `submit/<problem>.rs` (the core tier) or
//! `submit/fast/<problem>.rs` (`--fast`), the single file to paste into a judge. The work is in
//! [`impartial_tools::bundle`]; this is its command line (`make bundle`).

use impartial_tools::bundle::{bundle, module_list, size_limit, Tier, JUDGE_LIMIT};
use impartial_tools::{project_root, registry};
use std::fs;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Err(message) = run(&args) {
        eprintln!("bundle: {}", message);
        std::process::exit(2);
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let root = project_root();
    let flag = |name: &str| args.iter().any(|a| a == name);
    let (tier, sizes) = (
        if flag("--fast") {
            Tier::Fast
        } else {
            Tier::Core
        },
        flag("--sizes"),
    );
    let rest: Vec<String> = args
        .iter()
        .filter(|a| !a.starts_with("--"))
        .cloned()
        .collect();
    let selected = registry::select(&rest, "bundle [--fast] [--sizes]")?;
    let mut unformatted = false;
    let mut too_big = Vec::new();
    for name in &selected {
        let bundle = bundle(&root, name, tier)?;
        unformatted |= !bundle.formatted;
        for (path, source, modules) in bundle.files(name) {
            let full = root.join(&path);
            fs::create_dir_all(full.parent().expect("a folder"))
                .and_then(|_| fs::write(&full, source))
                .map_err(|e| format!("{}: {}", full.display(), e))?;
            println!(
                "{:<34} {}  {:>6} bytes  impartial::{{{}}}",
                path,
                tier.name(),
                source.len(),
                module_list(modules, sizes)
            );
            if source.len() > size_limit(tier) {
                eprintln!(
                    "bundle: {} is {} bytes, above the {} tier's {}",
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
        eprintln!("bundle: rustfmt is not available or failed: bundles are valid but unformatted");
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
