//! Declares every judge binary's source (`../bin/*.rs`) as a module of the tools library, so the
//! tests and the stress tester call each problem's `solve` in process. The list is the folder
//! itself: a new `bin/<name>.rs` is picked up with nothing to edit.

use std::env;
use std::fs;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let bin = manifest.join("..").join("bin");
    println!("cargo:rerun-if-changed={}", bin.display());
    let mut names: Vec<String> = fs::read_dir(&bin)
        .expect("bin/ is readable")
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .filter_map(|path| path.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    names.sort();
    let mut out = String::new();
    for name in &names {
        let path = bin.join(format!("{}.rs", name));
        println!("cargo:rerun-if-changed={}", path.display());
        out.push_str(&format!(
            "#[allow(dead_code, rustdoc::broken_intra_doc_links)]\n#[path = {:?}]\npub mod {};\n",
            path.canonicalize().expect("bin file").display().to_string(),
            name
        ));
    }
    out.push_str("\n/// Every judge binary's name and its `solve`, sorted by name.\n");
    out.push_str("pub const SOLVERS: &[(&str, Solver)] = &[\n");
    for name in &names {
        out.push_str(&format!(
            "    ({:?}, |i, o| {}::solve(i, o)),\n",
            name, name
        ));
    }
    out.push_str("];\n");
    let dest = PathBuf::from(env::var("OUT_DIR").expect("set by cargo")).join("solutions.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
