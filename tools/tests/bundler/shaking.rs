//! Tree shaking on a fixture library: what stays, what goes, and that what stays compiles.

use crate::bundler::{modules, roots, shake, tokenize};
use crate::{code_text, compile, scratch};
use std::fs;

/// A library (the body of `mod impartial`) with an item of every kind the shaker decides on.
const LIBRARY: &str = r#"pub mod a {
    use super::b::helper;
    use super::b::unused_helper;
    use std::fmt;

    pub struct Kept {
        pub v: u64,
    }

    pub struct Dropped;

    impl Kept {
        const LIMIT: u64 = 10;

        pub fn new(v: u64) -> Self {
            Kept { v: helper(v) }
        }

        pub fn unused_method(&self) -> u64 {
            unused_helper()
        }

        pub fn limited(&self) -> bool {
            self.v < Self::LIMIT
        }
    }

    impl fmt::Display for Kept {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{}", self.v)
        }
    }

    impl Drop for Kept {
        fn drop(&mut self) {}
    }

    impl Dropped {
        pub fn new() -> Self {
            Dropped
        }
    }

    impl fmt::Display for Dropped {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "dropped")
        }
    }

    pub const CAPTURED: u64 = 5;

    pub fn shown() -> String {
        format!("{CAPTURED}")
    }

    pub trait Method {
        fn method_only(&self) -> u64;
    }

    impl Method for u64 {
        fn method_only(&self) -> u64 {
            *self
        }
    }

    pub trait Unused {
        fn never(&self);
    }

    impl Unused for u64 {
        fn never(&self) {}
    }
}

pub mod b {
    pub fn helper(v: u64) -> u64 {
        chain(v)
    }

    fn chain(v: u64) -> u64 {
        v + 1
    }

    pub fn unused_helper() -> u64 {
        0
    }

    pub fn new() {}
}

pub mod c {
    impl crate::impartial::a::Kept {
        pub fn extra(&self) -> u64 {
            1
        }
    }

    impl crate::impartial::a::Kept {
        pub fn unnamed_extra(&self) -> u64 {
            2
        }
    }

    pub struct Own;

    impl Own {
        pub fn extra() -> Self {
            Own
        }
    }
}

pub mod closed_e {
    impl crate::impartial::a::Kept {
        pub fn inside(&self) -> u64 {
            Inner::value()
        }
    }

    struct Inner;

    impl Inner {
        fn value() -> u64 {
            4
        }
    }
}

pub mod d {
    pub fn nobody() {}
}

pub use a::{shown as shown_again, Kept as KeptAgain, CAPTURED};
pub use b::helper;
"#;

/// Uses `a` through a glob, so `Method` is in scope without being named.
const BINARY: &str = r#"use impartial::a::*;

fn main() {
    let k = Kept::new(1);
    let (extra, inside) = (k.extra(), k.inside());
    println!("{} {} {} {} {} {}", k, k.limited(), shown(), 3u64.method_only(), extra, inside);
}
"#;

fn shaken() -> String {
    let library = tokenize(LIBRARY).unwrap();
    shake(&library, &roots(&tokenize(BINARY).unwrap())).unwrap()
}

#[test]
fn shaking_keeps_what_is_named_and_what_works_unnamed() {
    let code = code_text(&shaken());
    for kept in [
        "usesuper::b::helper;",
        "usestd::fmt;",
        "pubstructKept",
        "constLIMIT",
        "pubfnnew(v:u64)",
        "pubfnlimited",
        "implfmt::DisplayforKept",
        "implDropforKept",
        "pubconstCAPTURED",
        "pubtraitMethod",
        "implMethodforu64",
        "fnchain",
        "pubfnextra(&self)",
        // A module nothing names, kept for its impl, with the impl of its own type that uses.
        "structInner;implInner{fnvalue()",
        "pubuseb::helper;",
        // The elements of a group that bring in nothing live go, the rest stays.
        "pubusea::{CAPTURED};",
        // A name used anywhere keeps every item of that name: `b::new` for `Kept::new`.
        "pubfnnew(){}",
    ] {
        assert!(code.contains(kept), "{} is gone from:\n{}", kept, code);
    }
    for dropped in [
        "Dropped",
        "unused_method",
        "unused_helper",
        "Unused",
        "unnamed_extra",
        "Own",
        "modd",
        "nobody",
        "shown_again",
        "KeptAgain",
    ] {
        assert!(!code.contains(dropped), "{} stays in:\n{}", dropped, code);
    }
}

#[test]
fn the_shaken_library_compiles_with_its_binary() {
    let dir = scratch("shaking");
    let source = dir.join("program.rs");
    fs::write(
        &source,
        format!(
            "{}\n#[allow(dead_code, unused_imports)]\nmod impartial {{\n{}\n}}\n",
            BINARY,
            shaken()
        ),
    )
    .unwrap();
    compile(&source, &dir.join("program"), "2021", &[]).unwrap();
    let run = std::process::Command::new(dir.join("program"))
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "2 true 5 3 1 4\n");
}

#[test]
fn every_module_gets_the_2021_prelude_imports_it_needs() {
    let library = "pub mod outer {\n    use std::convert::TryFrom;\n    \
                   pub fn f(x: u64) -> u8 { u8::try_from(x).unwrap() }\n    \
                   pub mod inner {\n        pub fn g(x: u64) -> u8 { u8::try_from(x).unwrap() }\n    }\n}\n";
    let binary = "fn main() { impartial::outer::f(1); impartial::outer::inner::g(2); }";
    let shaken = shake(
        &tokenize(library).unwrap(),
        &roots(&tokenize(binary).unwrap()),
    )
    .unwrap();
    // `outer` imports TryFrom itself; `inner` needs one of its own.
    assert_eq!(shaken.matches("use std::convert::TryFrom;").count(), 2);
    let modules = modules(&shaken).unwrap();
    let names: Vec<&str> = modules.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["outer"]);
    let inner = &modules[0].children[0];
    assert_eq!(inner.name, "inner");
    // Sizes as written: `inner` from `pub mod` to its `}`, `outer` the rest.
    let from = shaken.find("pub mod inner").unwrap();
    let to = from + shaken[from..].find("\n}").unwrap() + 2;
    assert_eq!(inner.bytes, to - from);
    assert_eq!(modules[0].bytes + inner.bytes, shaken.trim().len());
}

#[test]
fn std_imports_go_when_nothing_kept_names_them_but_method_traits_stay() {
    let library = "pub mod m {\n    use std::collections::HashMap;\n    use std::fmt;\n    \
                   use std::io::{self, Read};\n    use std::ops::RangeInclusive;\n    \
                   pub fn first(mut r: impl io::Read) -> u8 {\n        let mut b = [0u8; 1];\n        \
                   r.read_exact(&mut b).unwrap();\n        b[0]\n    }\n    \
                   pub fn shown(x: u8) -> String { format!(\"{}\", x) }\n    \
                   pub fn unused() -> HashMap<u8, u8> { HashMap::new() }\n    \
                   pub fn span(r: &RangeInclusive<u8>) -> u8 { r.end() - r.start() }\n}\n";
    let binary = "fn main() { impartial::m::first(&b\"7\"[..]); }";
    let shaken = shake(
        &tokenize(library).unwrap(),
        &roots(&tokenize(binary).unwrap()),
    )
    .unwrap();
    let code = code_text(&shaken);
    // `io` is named; `Read` stays though nothing names it, as its methods may be called.
    assert!(code.contains("usestd::io::{self,Read};"), "{}", code);
    for gone in ["HashMap", "RangeInclusive", "usestd::fmt;"] {
        assert!(!code.contains(gone), "{} stayed in:\n{}", gone, code);
    }
}
