//! Whole fixture projects bundled as `make bundle` does: a library laid out in nested module
//! files with both tiers, and a LeetCode binary with its solution file.

use crate::bundler::{self, Tier};
use crate::{code_text, compile, scratch, EDITIONS};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Writes `files` (path, contents) under a fresh folder `name`; returns it.
fn project(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let root = scratch(name);
    for (path, contents) in files {
        let path = root.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, contents).unwrap();
    }
    root
}

/// A library as the lead lays it out: `io/mod.rs` with children, a `fast` tier behind the
/// feature with children of its own and an architecture split, `game.rs` with children in
/// `game/`, a module file declared inside an inline module, and a `#[cfg(test)] mod tests;`
/// whose file does not exist (it must not be looked for).
const TREE: &[(&str, &str)] = &[
    (
        "src/lib.rs",
        "//! Fixture library.\npub mod game;\npub mod io;\npub mod unused;\n",
    ),
    (
        "src/io/mod.rs",
        r#"//! I/O.
mod error;
#[cfg(feature = "fast")]
pub mod fast;
pub mod reader;
#[cfg(test)]
mod tests;

pub use error::Error;
#[cfg(feature = "fast")]
pub use fast::Reader;
#[cfg(not(feature = "fast"))]
pub use reader::Reader;

pub const FAST: bool = cfg!(feature = "fast");

pub fn tier() -> &'static str {
    #[cfg(feature = "fast")]
    {
        return "fast";
    }
    #[cfg(not(feature = "fast"))]
    {
        "core"
    }
}
"#,
    ),
    (
        "src/io/error.rs",
        r#"use std::fmt;

#[derive(Debug)]
pub struct Error(pub String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error: {}", self.0)
    }
}

pub(super) fn unused_helper() {}
"#,
    ),
    (
        "src/io/reader.rs",
        r#"use super::error::Error;

pub struct Reader {
    words: Vec<String>,
}

impl Reader {
    pub fn new(input: &str) -> Self {
        Reader {
            words: input.split_whitespace().map(String::from).collect(),
        }
    }

    pub fn number(&self, i: usize) -> Result<u64, Error> {
        let word = &self.words[i];
        word.parse().map_err(|_| Error(format!("bad {}", word)))
    }

    pub fn never_called(&self) -> usize {
        DROPPED_CONST
    }
}

const DROPPED_CONST: usize = 7;
"#,
    ),
    (
        "src/io/fast/mod.rs",
        "//! The fast tier.\nmod kernel;\nmod reader;\n\npub use reader::Reader;\n",
    ),
    (
        "src/io/fast/reader.rs",
        r#"use super::kernel::double;
use crate::io::error::Error;

pub struct Reader {
    inner: crate::io::reader::Reader,
}

impl Reader {
    #[cfg_attr(feature = "fast", inline(never))]
    pub fn new(input: &str) -> Self {
        Reader {
            inner: crate::io::reader::Reader::new(input),
        }
    }

    pub fn number(&self, i: usize) -> Result<u64, Error> {
        self.inner.number(i).map(|v| double(v) / 2)
    }
}
"#,
    ),
    (
        "src/io/fast/kernel.rs",
        r#"#[cfg(target_arch = "x86_64")]
pub fn double(v: u64) -> u64 {
    v * 2
}

#[cfg(not(target_arch = "x86_64"))]
pub fn double(v: u64) -> u64 {
    v + v
}
"#,
    ),
    (
        "src/game.rs",
        r#"mod table;

pub mod inner {
    pub mod deep;
}

pub fn losing(n: u64) -> bool {
    n % table::PERIOD == 0
}

pub trait Describe {
    fn describe(&self) -> String;
}

impl Describe for u64 {
    fn describe(&self) -> String {
        format!("<{}>", self)
    }
}
"#,
    ),
    (
        "src/game/table.rs",
        "pub const PERIOD: u64 = 3;\n\npub const UNUSED_TABLE: [u64; 3] = [1, 2, 3];\n",
    ),
    (
        "src/game/inner/deep.rs",
        r#"//! Two levels down, reached through `super::super` and `crate::`.
pub fn level() -> u64 {
    super::super::table::PERIOD + u64::from(crate::game::losing(3))
}
"#,
    ),
    ("src/unused.rs", "pub fn nobody() {}\n"),
    (
        "bin/tiers.rs",
        r#"//! Fixture binary.
use impartial::game::{self, Describe};
use impartial::io::{self, Reader};

fn main() {
    let r = Reader::new("4 9 x");
    let (a, b) = (r.number(0).unwrap(), r.number(1).unwrap());
    let deep = game::inner::deep::level();
    println!("{} {} {} {} {}", io::tier(), io::FAST, game::losing(a), game::losing(b), deep);
    println!("{}", b.describe());
    if let Err(e) = r.number(2) {
        println!("{}", e);
    }
}
"#,
    ),
];

/// Compiles `source` on every edition and runs it; the outputs.
fn build_and_run(dir: &Path, name: &str, source: &str) -> Vec<String> {
    let path = dir.join(format!("{}.rs", name));
    fs::write(&path, source).unwrap();
    EDITIONS
        .iter()
        .map(|edition| {
            let program = dir.join(format!("{}-{}", name, edition));
            compile(&path, &program, edition, &[]).unwrap();
            let run = Command::new(&program).output().unwrap();
            assert!(
                run.status.success(),
                "{}",
                String::from_utf8_lossy(&run.stderr)
            );
            String::from_utf8(run.stdout).unwrap()
        })
        .collect()
}

#[test]
fn nested_module_files_are_inlined_in_both_tiers() {
    let root = project("fixture-tiers", TREE);
    let trees = [
        "game{table, inner{deep}}, io{error, reader}",
        "game{table, inner{deep}}, io{error, fast{kernel, reader}, reader}",
    ];
    for (tier, answer, modules) in [
        (Tier::Core, "core false", trees[0]),
        (Tier::Fast, "fast true", trees[1]),
    ] {
        let bundle = bundler::bundle(&root, "tiers", tier).unwrap();
        assert_eq!(bundler::module_list(&bundle.modules, false), modules);
        let outputs = build_and_run(&root, &format!("tiers-{}", tier.name()), &bundle.source);
        let want = format!("{} false true 4\n<9>\nerror: bad x\n", answer);
        assert_eq!(outputs, [want.clone(), want.clone(), want]);
        let code = code_text(&bundle.source);
        for inlined in [
            "pubmodinner{pubmoddeep{",
            "modtable{",
            "moderror{",
            "pubmodreader{",
        ] {
            assert!(code.contains(inlined), "{}: no {}", tier.name(), inlined);
        }
        for dropped in [
            "unused_helper",
            "never_called",
            "DROPPED_CONST",
            "UNUSED_TABLE",
            "nobody",
            "modunused",
            "feature",
        ] {
            assert!(!code.contains(dropped), "{}: {}", tier.name(), dropped);
        }
        let fast_only = [
            "pubmodfast{",
            "modkernel{",
            "#[cfg(target_arch=\"x86_64\")]",
            "#[inline(never)]",
        ];
        for part in fast_only {
            assert_eq!(
                code.contains(part),
                tier == Tier::Fast,
                "{}: {}",
                tier.name(),
                part
            );
        }
    }
}

#[test]
fn a_missing_or_ambiguous_module_file_is_an_error() {
    let mut files = TREE.to_vec();
    files.retain(|(path, _)| *path != "src/game/table.rs");
    let root = project("fixture-missing", &files);
    let error = bundler::bundle(&root, "tiers", Tier::Core).err().unwrap();
    assert!(
        error.contains("table.rs") && error.contains("table/mod.rs"),
        "{}",
        error
    );
    files.push(("src/game/table.rs", "pub const PERIOD: u64 = 3;\n"));
    files.push(("src/game/table/mod.rs", "pub const PERIOD: u64 = 3;\n"));
    let root = project("fixture-ambiguous", &files);
    let error = bundler::bundle(&root, "tiers", Tier::Core).err().unwrap();
    assert!(error.contains("both"), "{}", error);
}

const LEETCODE: &[(&str, &str)] = &[
    ("src/lib.rs", "pub mod bash;\npub mod io;\n"),
    (
        "src/bash.rs",
        r#"pub fn first_player_wins(n: u64, max_take: u64) -> bool {
    n % (max_take + 1) != 0
}

pub fn unused() -> u64 {
    0
}
"#,
    ),
    (
        "src/io.rs",
        "pub fn read_all() -> String {\n    String::new()\n}\n",
    ),
    (
        "bin/nim.rs",
        r#"//! LeetCode 292 fixture — Nim Game.
use impartial::bash;
use impartial::io;
use std::io::Read;

pub struct Solution;

impl Solution {
    /// Whether the first player wins a heap of `n`, taking 1 to 3.
    pub fn can_win_nim(n: i32) -> bool {
        // Multiples of 4 lose.
        bash::first_player_wins(n as u64, 3)
    }
}

fn main() {
    let mut input = io::read_all();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for n in input.split_whitespace() {
        println!("{}", Solution::can_win_nim(n.parse().unwrap()));
    }
}
"#,
    ),
];

#[test]
fn a_leetcode_binary_gets_a_solution_file_with_only_its_impl_and_library() {
    let root = project("fixture-leetcode", LEETCODE);
    let bundle = bundler::bundle(&root, "nim", Tier::Core).unwrap();
    let (solution, modules) = bundle.solution.clone().expect("a solution file");
    let names: Vec<&str> = modules.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["bash"]);
    let code = code_text(&solution);
    assert!(
        code.starts_with("useimpartial::bash;implSolution{"),
        "{}",
        code
    );
    for absent in [
        "structSolution",
        "fnmain",
        "Read",
        "read_all",
        "fnunused",
        "///",
    ] {
        assert!(!code.contains(absent), "{} in:\n{}", absent, solution);
    }
    assert!(solution.contains("// Multiples of 4 lose."));
    let files: Vec<String> = bundle.files("nim").into_iter().map(|f| f.0).collect();
    assert_eq!(files, ["submit/nim.rs", "submit/nim-solution.rs"]);
    let harness = format!(
        "struct Solution;\n\n{}\nfn main() {{\n    for n in (1..=1000).chain([i32::MAX]) {{\n        \
         assert_eq!(Solution::can_win_nim(n), n % 4 != 0, \"n = {{}}\", n);\n    }}\n    \
         println!(\"ok\");\n}}\n",
        solution
    );
    let outputs = build_and_run(&root, "nim-solution", &harness);
    assert_eq!(outputs, ["ok\n", "ok\n", "ok\n"]);
    let fast = bundler::bundle(&root, "nim", Tier::Fast).unwrap();
    let files: Vec<String> = fast.files("nim").into_iter().map(|f| f.0).collect();
    assert_eq!(files, ["submit/fast/nim.rs", "submit/fast/nim-solution.rs"]);
}

#[test]
fn a_solution_that_needs_the_rest_of_its_binary_is_an_error() {
    let mut files = LEETCODE.to_vec();
    let helper = r#"//! LeetCode fixture.
pub struct Solution;

fn helper(n: i32) -> bool {
    n % 4 != 0
}

impl Solution {
    pub fn can_win_nim(n: i32) -> bool {
        helper(n)
    }
}

fn main() {}
"#;
    files.push(("bin/helper.rs", helper));
    let root = project("fixture-leetcode-helper", &files);
    let error = bundler::bundle(&root, "helper", Tier::Core).err().unwrap();
    assert!(error.contains("`helper`"), "{}", error);
}
