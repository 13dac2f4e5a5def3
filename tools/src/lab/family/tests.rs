use super::*;
use impartial_lab::Table;

fn bind(text: &str, values: &[(&str, u64)]) -> Result<Game, String> {
    let values: Vec<(String, u64)> = values.iter().map(|&(n, v)| (n.into(), v)).collect();
    Family::parse(text)?.bind(&values)
}

fn code(text: &str, values: &[(&str, u64)]) -> Code {
    match bind(text, values) {
        Ok(Game::Heap(c)) => c,
        other => panic!("{}: {:?}", text, other),
    }
}

/// G(0..n) by the mex over the real moves of a subtraction set (the brute force).
fn mex_subtraction(set: &[u64], all_but: bool, n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for h in 0..n {
        let mut seen = vec![false; h + 2];
        for k in 1..=h {
            if set.contains(&(k as u64)) != all_but {
                seen[g[h - k] as usize] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    g
}

fn values(c: &Code, n: usize) -> Vec<u32> {
    let mut t = Table::new(c);
    t.extend(n);
    (0..n).map(|i| t.values().get(i)).collect()
}

#[test]
fn expressions_are_exact_and_checked() {
    let env = [("K".to_string(), 5u64), ("L".to_string(), 2)];
    for (text, want) in [
        ("K", 5),
        ("K-1", 4),
        ("2*K+1", 11),
        ("2*(K+1)", 12),
        ("K*K-L*L", 21),
        (" K - L - 3 ", 0),
        ("1_000*K", 5000),
        ("K-L+L-K", 0),
    ] {
        assert_eq!(Expr::parse(text).unwrap().eval(&env), Ok(want), "{}", text);
    }
    // An intermediate below zero is fine, a result below zero is not.
    assert_eq!(Expr::parse("L-K+3").unwrap().eval(&env), Ok(0));
    assert!(Expr::parse("L-K")
        .unwrap()
        .eval(&env)
        .unwrap_err()
        .contains("-3, a negative"));
    let big = Expr::parse("18446744073709551615+1").unwrap().eval(&env);
    assert!(big.unwrap_err().contains("past 2^64 - 1"));
    let huge = "18446744073709551615*18446744073709551615*18446744073709551615";
    assert!(Expr::parse(huge)
        .unwrap()
        .eval(&env)
        .unwrap_err()
        .contains("overflows"));
    for bad in [
        "",
        "K+",
        "(K",
        "K)",
        "2K",
        "K/2",
        "-K",
        "K**2",
        "99999999999999999999",
    ] {
        assert!(Expr::parse(bad).is_err(), "{}", bad);
    }
    let deep = format!("{}K{}", "(".repeat(40), ")".repeat(40));
    assert!(Expr::parse(&deep).unwrap_err().1.contains("nest"));
}

/// Every placeholder form against the brute force: sets with holes and ranges, codes with
/// holes and repeated digits, programs' commands.
#[test]
fn placeholder_forms_match_the_brute_force() {
    for k in 2..12u64 {
        let c = code("sub:1,{K}", &[("K", k)]);
        assert_eq!(c.name, format!("sub:1,{}", k));
        assert_eq!(
            values(&c, 60),
            mex_subtraction(&[1, k], false, 60),
            "K={}",
            k
        );
        let c = code("sub:{K-1}..{2*K}", &[("K", k)]);
        let set: Vec<u64> = (k - 1..=2 * k).collect();
        assert_eq!(values(&c, 80), mex_subtraction(&set, false, 80), "K={}", k);
        let c = code("allbut:{K},{K+2}..{K+3}", &[("K", k)]);
        assert_eq!(
            values(&c, 60),
            mex_subtraction(&[k, k + 2, k + 3], true, 60),
            "K={}",
            k
        );
    }
    // A range without parameters, and ranges that touch or overlap.
    let c = code("sub:3..5", &[]);
    assert_eq!(values(&c, 40), mex_subtraction(&[3, 4, 5], false, 40));
    let c = code("sub:2..4,3..6,9", &[]);
    assert_eq!(
        values(&c, 40),
        mex_subtraction(&[2, 3, 4, 5, 6, 9], false, 40)
    );
    // The codes the shorthands stood for before.
    for text in ["sub:1,3,4", "allbut:2,3,7", "sub:4,1,3", "allbut:1"] {
        assert_eq!(code(text, &[]), Code::parse(text).unwrap(), "{}", text);
    }
    // Codes: a digit from a hole, repeated digits.
    assert_eq!(code("0.{K}7", &[("K", 7)]).to_string(), "0.77");
    assert_eq!(code("0.&{K*8};", &[("K", 5)]).to_string(), "0.&40;");
    assert_eq!(code("0.0^{2}7^{3}", &[]).to_string(), "0.00777");
    assert_eq!(code("0.7^{0}3", &[]).to_string(), "0.3");
    assert_eq!(code("0.&12;^{2}", &[]).to_string(), "0.CC");
    assert_eq!(code("0.7!^{2}", &[]).to_string(), "0.7!7!");
    assert_eq!(code("0.[3^{2}1]", &[]).to_string(), "0.[331]");
    // Remove L..R consecutive cards from a row: digit 7 at L..R, checked by making moves.
    for l in 1..4u64 {
        for r in l..6 {
            let c = code("0.0^{L-1}7^{R-L+1}", &[("L", l), ("R", r)]);
            let mut g: Vec<u32> = Vec::new();
            for n in 0..50usize {
                let mut seen = [false; 64];
                for y in l as usize..=(r as usize).min(n) {
                    for left in 0..=n - y {
                        seen[(g[left] ^ g[n - y - left]) as usize] = true;
                    }
                }
                g.push(seen.iter().position(|&s| !s).unwrap() as u32);
            }
            assert_eq!(values(&c, 50), g, "L={} R={}", l, r);
        }
    }
    // A program's command: placeholders, and braces written twice.
    match bind("prog:./rules {K+1} '{{print}}'", &[("K", 4)]) {
        Ok(Game::Program(cmd)) => assert_eq!(cmd, "./rules 5 '{print}'"),
        other => panic!("{:?}", other),
    }
    // `^` is no repetition in a command.
    match bind("prog:echo 2^3", &[]) {
        Ok(Game::Program(cmd)) => assert_eq!(cmd, "echo 2^3"),
        other => panic!("{:?}", other),
    }
}

#[test]
fn long_names_are_short() {
    let c = code("sub:1000..3000", &[]);
    assert_eq!(c.name, "sub:1000..3000");
    assert_eq!(c.digits.len(), 3000);
    let list: Vec<String> = (1000..=3000).map(|v| v.to_string()).collect();
    let c = code(&format!("sub:{}", list.join(",")), &[]);
    assert_eq!(c.name, "sub:1000..3000");
    let c = code("sub:1,{K}..{K+2000}", &[("K", 7)]);
    assert_eq!(c.name, "sub:1,7..2007");
    let c = code("0.7^{K}", &[("K", 100)]);
    assert_eq!(c.name, "0.7^{100}");
    assert_eq!(c.digits.len(), 100);
    // A short code keeps its digits.
    assert_eq!(code("0.7^{K}", &[("K", 3)]).name, "0.777");
}

/// The old cap of 2^24 is gone: the code keeps a digit a removal, so 2^27 is the limit.
#[test]
fn large_set_values() {
    let c = code("sub:1,{K}", &[("K", (1 << 24) + 5)]);
    assert_eq!(c.digits.len(), (1 << 24) + 5);
    let e = bind("sub:1,{K}", &[("K", SET_LIMIT + 1)]).unwrap_err();
    assert!(e.contains("past 2^27"), "{}", e);
    assert!(!e.contains('\n'));
}

#[test]
fn bad_families_are_one_line() {
    type Case<'a> = (&'a str, &'a [(&'a str, u64)], &'a str);
    let cases: [Case; 14] = [
        ("sub:1,{K}", &[], "the placeholder K is never bound"),
        ("sub:1,{K}", &[("L", 3)], "never bound"),
        ("sub:5..3", &[], "column 5: the range 5..3 is empty"),
        (
            "sub:{L}..{R}",
            &[("L", 5), ("R", 3)],
            "the range 5..3 is empty",
        ),
        (
            "sub:1,{K-}",
            &[("K", 3)],
            "column 10: in {K-}: expected a number, a name or '('",
        ),
        (
            "sub:1,{K-5}",
            &[("K", 3)],
            "with K=3: {K-5} is -2, a negative number",
        ),
        ("sub:1,{K", &[("K", 3)], "a '{' without its '}'"),
        ("sub:1,K}", &[("K", 3)], "a '}' closes no placeholder"),
        (
            "sub:{K-3}",
            &[("K", 3)],
            "expected a number from 1 to 2^27, found \"0\"",
        ),
        ("0.^{3}", &[], "'^' repeats the digit before it"),
        ("0.7^3", &[], "expected '{' after '^'"),
        ("0.7^{K}", &[("K", SET_LIMIT + 1)], "more than the 2^27"),
        ("wythoff:{K}", &[("K", 0)], "expected r from 1 to 1000"),
        ("prog:{K}", &[("K", 1)], ""),
    ];
    for (text, values, want) in cases {
        match bind(text, values) {
            Err(e) => {
                assert!(e.contains(want), "{}: {}", text, e);
                assert!(!e.contains('\n'), "{}", e);
            }
            Ok(g) if text.starts_with("prog:") => assert!(matches!(g, Game::Program(_))),
            Ok(g) => panic!("{}: {:?}", text, g),
        }
    }
    let f = Family::parse("sub:1,{K}").unwrap();
    assert!(f.check_names(&["K".into()]).is_ok());
    let e = f.check_names(&["L".into()]).unwrap_err();
    assert_eq!(
        e,
        "L=...: the game \"sub:1,{K}\" has no placeholder {L} (its parameters: K)"
    );
}

#[test]
fn bindings_and_tuples() {
    let words: Vec<String> = ["sweep", "sub:{L}..{R}", "L=1..3", "R=L..3", "50"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let (rest, b) = split_bindings(&words).unwrap();
    assert_eq!(rest, ["sweep", "sub:{L}..{R}", "50"]);
    let t = tuples(&b).unwrap();
    let pairs: Vec<(u64, u64)> = t.iter().map(|t| (t[0].1, t[1].1)).collect();
    assert_eq!(pairs, [(1, 1), (1, 2), (1, 3), (2, 2), (2, 3), (3, 3)]);
    assert!(Binding::parse("K=5").unwrap().unwrap().is_single());
    assert!(Binding::parse("prog:env=1").unwrap().is_none());
    assert!(Binding::parse("period 3").unwrap().is_none());
    let e = Binding::parse("K=3..x+").unwrap_err();
    assert!(e.starts_with("binding \"K=3..x+\": column 8:"), "{}", e);
    let e = tuples(&[Binding::parse("K=5..3").unwrap().unwrap()]).unwrap_err();
    assert_eq!(e, "binding \"K=5..3\": the range 5..3 is empty");
    let e = tuples(&[Binding::parse("K=1..10000000").unwrap().unwrap()]).unwrap_err();
    assert!(e.contains("more than 1000000"), "{}", e);
    let twice: Vec<String> = vec!["K=1".into(), "K=2".into()];
    assert!(split_bindings(&twice).unwrap_err().contains("bound twice"));
}
