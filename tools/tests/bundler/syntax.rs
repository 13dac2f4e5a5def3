//! The lexer and stripping: the Rust that line-based tools get wrong (braces and `crate::`
//! inside strings, raw strings, chars and comments; lifetimes), test code, and the tiers.

use crate::bundler::{
    inline_module, prelude_2021_imports, render, strip, tokenize, unindent_library, Kind, Tier,
};

/// A module that trips every line-based bundler: braces, `crate::` and comment markers inside
/// literals, lifetimes next to char literals, nested block comments, doc comments and attributes
/// of every form, and test-only items of several shapes.
const TRICKY: &str = r###"//! Module doc: crate::grundy { must go.
//! More doc.

use crate::num::{isqrt, iroot};
use crate::{grundy, nim::xor_all};

/// Item doc with crate::wythoff and {.
pub fn f<'a>(s: &'a str, _t: &'static str) -> &'a str {
    let _open = '{';
    let _quote = '\'';
    let _backslash = '\\';
    let _unicode = '\u{7b}';
    let _wide = 'é';
    let _byte = b'}';
    let _string = "crate::bash { not code } \" still a string {";
    let _raw = r#"crate::euclid "quoted" } /* not a comment"#;
    let _raw2 = r##"a "# b"##;
    let _bytes = br"}{";
    let _byte_string = b"crate::powers {";
    let r#type = 1u64;
    // crate::fibonacci in a line comment goes, {
    /* nested /* crate::x */ } */
    'outer: loop {
        break 'outer;
    }
    let _ = (r#type, isqrt(4), iroot(8, 3), grundy::mex([0]), xor_all(&[]));
    let _n = crate::num::checked_pow(2, 3);
    s
}

#[doc = "attribute doc {"]
pub struct Shown;

/** Block doc. */
pub struct AlsoShown;

/*! Inner block doc. */

#[allow(dead_code)]
#[cfg(test)]
fn test_helper() -> &'static str {
    "}"
}

#[cfg(test)]
const TABLE: [u8; 2] = [1, 2];

#[cfg(test)]
static POINT: Point = Point { x: 1 };

#[cfg(test)]
use std::collections::HashMap;

pub(crate) struct Point {
    pub x: u8,
    #[cfg(test)]
    pub debug: u8,
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn t() {
        assert_eq!(f("}", "{"), "}");
    }
}
"###;

const TRICKY_INLINED: &str = r###"use crate::impartial::num::{isqrt, iroot};
use crate::impartial::{grundy, nim::xor_all};

pub fn f<'a>(s: &'a str, _t: &'static str) -> &'a str {
    let _open = '{';
    let _quote = '\'';
    let _backslash = '\\';
    let _unicode = '\u{7b}';
    let _wide = 'é';
    let _byte = b'}';
    let _string = "crate::bash { not code } \" still a string {";
    let _raw = r#"crate::euclid "quoted" } /* not a comment"#;
    let _raw2 = r##"a "# b"##;
    let _bytes = br"}{";
    let _byte_string = b"crate::powers {";
    let r#type = 1u64;
    'outer: loop {
        break 'outer;
    }
    let _ = (r#type, isqrt(4), iroot(8, 3), grundy::mex([0]), xor_all(&[]));
    let _n = crate::impartial::num::checked_pow(2, 3);
    s
}

pub struct Shown;

pub struct AlsoShown;

pub(crate) struct Point {
    pub x: u8,
}
"###;

#[test]
fn lexer_round_trips_and_classifies_tricky_tokens() {
    let tokens = tokenize(TRICKY).unwrap();
    let joined: String = tokens.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(joined, TRICKY);
    let kind_of = |text: &str| {
        tokens
            .iter()
            .find(|t| t.text == text)
            .unwrap_or_else(|| panic!("no token {:?}", text))
            .kind
    };
    assert_eq!(kind_of("'a"), Kind::Lifetime);
    assert_eq!(kind_of("'static"), Kind::Lifetime);
    assert_eq!(kind_of("'outer"), Kind::Lifetime);
    assert_eq!(kind_of("'{'"), Kind::Literal);
    assert_eq!(kind_of(r"'\''"), Kind::Literal);
    assert_eq!(kind_of(r"'\\'"), Kind::Literal);
    assert_eq!(kind_of(r"'\u{7b}'"), Kind::Literal);
    assert_eq!(kind_of("'é'"), Kind::Literal);
    assert_eq!(kind_of("b'}'"), Kind::Literal);
    assert_eq!(
        kind_of(r##"r#"crate::euclid "quoted" } /* not a comment"#"##),
        Kind::Literal
    );
    assert_eq!(kind_of(r###"r##"a "# b"##"###), Kind::Literal);
    assert_eq!(kind_of(r#"br"}{""#), Kind::Literal);
    assert_eq!(kind_of(r#"b"crate::powers {""#), Kind::Literal);
    assert_eq!(
        kind_of(r#""crate::bash { not code } \" still a string {""#),
        Kind::Literal
    );
    assert_eq!(kind_of("r#type"), Kind::Ident);
    assert_eq!(kind_of("/* nested /* crate::x */ } */"), Kind::Comment);
    assert_eq!(
        kind_of("// crate::fibonacci in a line comment goes, {"),
        Kind::Comment
    );
    assert_eq!(
        kind_of("/// Item doc with crate::wythoff and {."),
        Kind::DocComment
    );
    assert_eq!(kind_of("/** Block doc. */"), Kind::DocComment);
    assert_eq!(kind_of("/*! Inner block doc. */"), Kind::DocComment);
    assert_eq!(kind_of("1u64"), Kind::Literal);
    assert!(tokenize("let s = \"open").is_err());
    assert!(tokenize("/* open /* */").is_err());
}

#[test]
fn inlining_strips_docs_and_tests_and_rewrites_only_code_paths() {
    assert_eq!(inline_module(TRICKY).unwrap().trim(), TRICKY_INLINED.trim());
}

#[test]
fn a_test_only_file_is_excluded_whole() {
    let (_, excluded) = strip(
        &tokenize("//! Doc.\n#![cfg(test)]\nfn f() {}\n").unwrap(),
        Tier::Core,
    )
    .unwrap();
    assert!(excluded);
    let (_, excluded) = strip(
        &tokenize("#![allow(dead_code)]\nfn f() {}\n").unwrap(),
        Tier::Core,
    )
    .unwrap();
    assert!(!excluded);
    let nested = "fn f() {}\nmod tests {\n    #![cfg(test)]\n}\n";
    assert!(strip(&tokenize(nested).unwrap(), Tier::Core).is_err());
}

#[test]
fn traits_of_the_2021_prelude_are_imported_for_edition_2018_only_where_needed() {
    let calls = tokenize("fn f(x: &[u8]) -> [u8; 2] { x.try_into().unwrap() }").unwrap();
    assert_eq!(
        prelude_2021_imports(&calls, ""),
        "use std::convert::TryInto; // in the prelude from edition 2021 on\n"
    );
    let imports = tokenize("use std::convert::TryInto;\nfn f(x: &[u8]) { x.try_into(); }").unwrap();
    assert_eq!(prelude_2021_imports(&imports, ""), "");
    let in_a_string = tokenize("fn f() -> &'static str { \"u8::try_from\" }").unwrap();
    assert_eq!(prelude_2021_imports(&in_a_string, ""), "");
    let both = tokenize("fn f() { u8::try_from(1u32); Vec::<u8>::from_iter(None); }").unwrap();
    assert_eq!(
        prelude_2021_imports(&both, "#[allow(unused_imports)]\n"),
        "#[allow(unused_imports)]\nuse std::convert::TryFrom; // in the prelude from edition 2021 on\n\
         #[allow(unused_imports)]\nuse std::iter::FromIterator; // in the prelude from edition 2021 on\n"
    );
}

/// Every form of the `fast` feature the bundler resolves, on items, statements, arms, variants.
const TIERED: &str = r#"#[cfg(feature = "fast")]
pub mod fast;
#[cfg(not(feature = "fast"))]
pub use reader::Reader;
#[cfg(feature = "fast")]
pub use fast::Reader;
#[cfg(target_arch = "x86_64")]
mod x86_64;
#[cfg_attr(feature = "fast", inline(always))]
#[cfg_attr(not(feature = "fast"), cold)]
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
pub fn f(x: u64) -> u64 {
    #[cfg(feature = "fast")]
    {
        return fast::f(x);
    }
    #[cfg(feature = "fast")]
    return fast::g(x);
    let fast = cfg!(feature = "fast");
    let slow = cfg!(not(feature = "fast"));
    let arch = cfg!(target_arch = "x86_64");
    match x {
        #[cfg(feature = "fast")]
        0 => { 1 }
        _ => 2,
    }
}
pub enum E {
    #[cfg(feature = "fast")]
    Vector { lanes: u8 },
    Plain,
}
"#;

fn tiered(source: &str, tier: Tier) -> Result<String, String> {
    let (tokens, excluded) = strip(&tokenize(source)?, tier)?;
    assert!(!excluded);
    Ok(crate::code_text(&render(&tokens)))
}

#[test]
fn the_core_tier_leaves_out_what_the_fast_feature_adds() {
    assert_eq!(
        tiered(TIERED, Tier::Core).unwrap(),
        "pubusereader::Reader;#[cfg(target_arch=\"x86_64\")]modx86_64;#[cold]\
         #[cfg_attr(target_arch=\"x86_64\",allow(dead_code))]pubfnf(x:u64)->u64{\
         letfast=false;letslow=true;letarch=cfg!(target_arch=\"x86_64\");matchx{_=>2,}}\
         pubenumE{Plain,}"
    );
}

#[test]
fn the_fast_tier_keeps_it_and_leaves_out_the_plain_twins() {
    assert_eq!(
        tiered(TIERED, Tier::Fast).unwrap(),
        "pubmodfast;pubusefast::Reader;#[cfg(target_arch=\"x86_64\")]modx86_64;\
         #[inline(always)]#[cfg_attr(target_arch=\"x86_64\",allow(dead_code))]\
         pubfnf(x:u64)->u64{{returnfast::f(x);}returnfast::g(x);letfast=true;letslow=false;\
         letarch=cfg!(target_arch=\"x86_64\");matchx{0=>{1}_=>2,}}\
         pubenumE{Vector{lanes:u8},Plain,}"
    );
}

#[test]
fn a_feature_predicate_the_bundler_cannot_resolve_is_an_error() {
    let unresolvable = [
        "#[cfg(any(feature = \"fast\", test))]\nfn f() {}\n",
        "#[cfg(all(feature = \"fast\", unix))]\nfn f() {}\n",
        "#[cfg(feature = \"simd\")]\nfn f() {}\n",
        "#[cfg(not(feature = \"simd\"))]\nfn f() {}\n",
        "#[cfg_attr(any(feature = \"fast\"), inline)]\nfn f() {}\n",
        "fn f() -> bool {\n    cfg!(all(feature = \"fast\"))\n}\n",
        "#[path = \"other.rs\"]\nmod x;\n",
    ];
    for source in unresolvable {
        for tier in [Tier::Core, Tier::Fast] {
            assert!(tiered(source, tier).is_err(), "{:?} {}", tier, source);
        }
    }
    // Two attributes in one cfg_attr would need two #[...]s: refused when they stay.
    let two = "#[cfg_attr(feature = \"fast\", inline, cold)]\nfn f() {}\n";
    assert_eq!(tiered(two, Tier::Core).unwrap(), "fnf(){}");
    assert!(tiered(two, Tier::Fast).is_err());
}

#[test]
fn a_file_of_one_tier_is_left_out_whole_from_the_other() {
    let fast_file = "//! The vector kernels.\n#![cfg(feature = \"fast\")]\npub fn f() {}\n";
    assert!(strip(&tokenize(fast_file).unwrap(), Tier::Core).unwrap().1);
    let (tokens, excluded) = strip(&tokenize(fast_file).unwrap(), Tier::Fast).unwrap();
    assert!(!excluded);
    assert_eq!(crate::code_text(&render(&tokens)), "pubfnf(){}");
    let inner = "mod m {\n    #![cfg(feature = \"fast\")]\n}\n";
    assert!(strip(&tokenize(inner).unwrap(), Tier::Core).is_err());
}

/// The library's modules lose one level of indentation each, blocks inside their items keep
/// theirs, and nothing else changes: not the binary, not a string literal whose lines start with
/// tabs.
#[test]
fn the_library_body_is_unindented_but_not_its_literals() {
    let source = "fn main() {\n\tlet _ = 1;\n}\n\nmod impartial {\n\tpub mod io {\n\t\t\
                  pub const S: &str = \"a\n\t\tb\";\n\n\t\tpub fn f() {\n\t\t\tlet _ = 1;\n\t\t}\n\
                  \t\tmod inner {\n\t\t\tfn g() {}\n\t\t}\n\t}\n}\n";
    let want = "fn main() {\n\tlet _ = 1;\n}\n\nmod impartial {\npub mod io {\n\
                pub const S: &str = \"a\n\t\tb\";\n\npub fn f() {\n\tlet _ = 1;\n}\n\
                mod inner {\nfn g() {}\n}\n}\n}\n";
    assert_eq!(unindent_library(source).unwrap(), want);
    let without = "fn main() {\n\tlet _ = 1;\n}\n";
    assert_eq!(unindent_library(without).unwrap(), without);
    // Only the tokens `mod impartial` start the library, not a string that spells them.
    let spelled = "fn main() {\n\tlet _ = \"\nmod impartial {\";\n\tlet _ = 2;\n}\n";
    assert_eq!(unindent_library(spelled).unwrap(), spelled);
}
