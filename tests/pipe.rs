//! The real binaries on a pipe that delivers one record at a time: each answer must come out
//! before the next record is written (an interactive user, or a driver program, waits for it).
//! The child's stdout is read on a thread; an answer that does not arrive within the timeout
//! fails the test instead of hanging it.

mod common;

use std::io::{Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(20);

/// (record written, answer expected before the next record), from the contract's samples.
type Conversation = &'static [(&'static str, &'static str)];

fn conversations() -> Vec<(&'static str, &'static str, Conversation)> {
    vec![
        (
            "hdu1847",
            env!("CARGO_BIN_EXE_hdu1847"),
            &[("1\n", "Kiki\n"), ("3\n", "Cici\n")],
        ),
        (
            "hdu2149",
            env!("CARGO_BIN_EXE_hdu2149"),
            &[("4 2\n", "1\n"), ("3 2\n", "none\n"), ("3 5\n", "3 4 5\n")],
        ),
        (
            "poj1067",
            env!("CARGO_BIN_EXE_poj1067"),
            &[("2 1\n", "0\n"), ("8 4\n", "1\n"), ("4 7\n", "0\n")],
        ),
        (
            "poj1704",
            env!("CARGO_BIN_EXE_poj1704"),
            &[
                ("2\n3\n1 2 3\n", "Bob will win\n"),
                ("8\n1 5 6 7 9 12 14 17\n", "Georgia will win\n"),
            ],
        ),
        (
            "hdu2516",
            env!("CARGO_BIN_EXE_hdu2516"),
            &[
                ("2\n", "Second win\n"),
                ("13\n", "Second win\n"),
                ("10000\n", "First win\n"),
                ("0\n", ""),
            ],
        ),
        (
            "hdu1846",
            env!("CARGO_BIN_EXE_hdu1846"),
            &[("2\n23 2\n", "first\n"), ("4 3\n", "second\n")],
        ),
        (
            "hdu4764",
            env!("CARGO_BIN_EXE_hdu4764"),
            &[
                ("1 1\n", "Jiang\n"),
                ("30 3\n", "Tang\n"),
                ("10 2\n", "Jiang\n"),
                ("0 0\n", ""),
            ],
        ),
        (
            "cf317d",
            env!("CARGO_BIN_EXE_cf317d"),
            &[("1\n", "Vasya\n"), ("2\n", "Petya\n"), ("8\n", "Petya\n")],
        ),
        (
            "nowcoder116g",
            env!("CARGO_BIN_EXE_nowcoder116g"),
            &[
                ("1 2\n", "Lao Wang\n"),
                ("3 5\n", "Lao Wang\n"),
                ("1 1\n", "Xiao Ren\n"),
                ("3 2\n", "Xiao Ren\n"),
            ],
        ),
        (
            "poj2348",
            env!("CARGO_BIN_EXE_poj2348"),
            &[
                ("34 12\n", "Stan wins\n"),
                ("15 24\n", "Ollie wins\n"),
                ("0 0\n", ""),
            ],
        ),
        (
            "hdu1848",
            env!("CARGO_BIN_EXE_hdu1848"),
            &[
                ("1 1 1\n", "Fibo\n"),
                ("1 4 1\n", "Nacci\n"),
                ("0 0 0\n", ""),
            ],
        ),
        (
            "poj2484",
            env!("CARGO_BIN_EXE_poj2484"),
            &[
                ("1\n", "Alice\n"),
                ("2\n", "Alice\n"),
                ("3\n", "Bob\n"),
                ("0\n", ""),
            ],
        ),
        (
            "hdu2176",
            env!("CARGO_BIN_EXE_hdu2176"),
            &[
                ("2\n45 45\n", "No\n"),
                ("3\n3 6 9\n", "Yes\n9 5\n"),
                ("5\n5 7 8 9 10\n", "Yes\n8 1\n9 0\n10 3\n"),
                ("0\n", ""),
            ],
        ),
        (
            "hdu2177",
            env!("CARGO_BIN_EXE_hdu2177"),
            &[
                ("1 2\n", "0\n"),
                ("5 8\n", "1\n4 7\n3 5\n"),
                ("4 7\n", "0\n"),
                ("2 2\n", "1\n0 0\n1 2\n"),
                ("0 0\n", ""),
            ],
        ),
        (
            "hdu1536",
            env!("CARGO_BIN_EXE_hdu1536"),
            &[
                ("2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n", "LWW\n"),
                ("5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n", "WWL\n"),
                ("0\n", ""),
            ],
        ),
        (
            "leetcode292",
            env!("CARGO_BIN_EXE_leetcode292"),
            &[("4\n", "false\n"), ("1\n", "true\n"), ("2\n", "true\n")],
        ),
    ]
}

/// Starts `exe` with piped stdin, stdout and stderr; its stdout is forwarded chunk by chunk.
fn spawn(exe: &str) -> (Child, ChildStdin, Receiver<Vec<u8>>) {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let from = forward(child.stdout.take().unwrap());
    let stdin = child.stdin.take().unwrap();
    (child, stdin, from)
}

/// Waits for the child to exit: its status and everything it wrote on stderr.
fn finish(child: &mut Child) -> (ExitStatus, String) {
    let status = child.wait().unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    (status, stderr)
}

/// Forwards everything the child writes on stdout, chunk by chunk.
fn forward(mut stdout: ChildStdout) -> Receiver<Vec<u8>> {
    let (send, receive) = mpsc::channel();
    thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 || send.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    receive
}

/// Waits for exactly `want` on the child's stdout (nothing more may come before it is asked).
fn expect(
    name: &str,
    child: &mut Child,
    from: &Receiver<Vec<u8>>,
    pending: &mut Vec<u8>,
    want: &str,
) {
    while pending.len() < want.len() {
        match from.recv_timeout(TIMEOUT) {
            Ok(chunk) => pending.extend_from_slice(&chunk),
            Err(_) => {
                let _ = child.kill();
                panic!(
                    "{}: waited {:?} for {:?}, got only {:?}: the answer is held back until more input",
                    name,
                    TIMEOUT,
                    want,
                    String::from_utf8_lossy(pending)
                );
            }
        }
    }
    assert_eq!(
        String::from_utf8_lossy(&pending[..want.len()]),
        want,
        "{}",
        name
    );
    pending.drain(..want.len());
}

#[test]
fn every_answer_comes_before_the_next_record() {
    let names: Vec<&str> = conversations().iter().map(|(name, _, _)| *name).collect();
    common::assert_covers_every_binary(&names, "the pipe test's conversations");
    for (name, exe, conversation) in conversations() {
        let (mut child, mut stdin, from) = spawn(exe);
        let mut pending = Vec::new();
        for (record, answer) in conversation {
            stdin.write_all(record.as_bytes()).unwrap();
            stdin.flush().unwrap();
            expect(name, &mut child, &from, &mut pending, answer);
        }
        drop(stdin);
        let (status, stderr) = finish(&mut child);
        assert!(status.success(), "{}: {:?} {}", name, status, stderr);
        let rest: Vec<u8> = from.iter().flatten().collect();
        assert!(
            pending.is_empty() && rest.is_empty(),
            "{}: unexpected output {:?}",
            name,
            rest
        );
    }
}

#[test]
fn an_error_on_a_pipe_comes_after_the_answers_before_it() {
    let (mut child, mut stdin, from) = spawn(env!("CARGO_BIN_EXE_poj1067"));
    let mut pending = Vec::new();
    // A record split over two writes, CRLF, then a bad token.
    stdin.write_all(b"2").unwrap();
    stdin.flush().unwrap();
    thread::sleep(Duration::from_millis(50));
    stdin.write_all(b" 1\r\n").unwrap();
    stdin.flush().unwrap();
    expect("poj1067", &mut child, &from, &mut pending, "0\n");
    stdin.write_all(b"8 4\n").unwrap();
    stdin.flush().unwrap();
    expect("poj1067", &mut child, &from, &mut pending, "1\n");
    stdin.write_all(b"4 x7\n").unwrap();
    drop(stdin);
    let (status, stderr) = finish(&mut child);
    assert_eq!(status.code(), Some(1));
    assert_eq!(
        stderr,
        "poj1067: line 3, column 3: expected an unsigned integer, found \"x7\"\n"
    );
    assert!(
        from.iter().flatten().next().is_none(),
        "output after the error"
    );
}

/// A reader that stops early (`poj1067 < big.in | head -1`) ends the program quietly, with the
/// status a shell shows for a tool ended by SIGPIPE; a full disk is still an error, said once.
#[test]
fn a_closed_output_ends_quietly_and_a_full_one_is_an_error() {
    let exe = env!("CARGO_BIN_EXE_poj1067");
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn poj1067");
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    // Read one answer, then close our end: the program's next flush meets a closed pipe.
    let writer = thread::spawn(move || {
        let record = b"2 1\n".repeat(100_000);
        for _ in 0..50 {
            if stdin.write_all(&record).is_err() {
                break;
            }
        }
    });
    let mut first = [0u8; 2];
    stdout.read_exact(&mut first).unwrap();
    assert_eq!(&first, b"0\n");
    drop(stdout);
    let (status, stderr) = finish(&mut child);
    writer.join().unwrap();
    assert_eq!(status.code(), Some(141), "stderr: {}", stderr);
    assert_eq!(stderr, "");

    if std::path::Path::new("/dev/full").exists() {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let mut child = Command::new(exe)
            .stdin(Stdio::piped())
            .stdout(full)
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn poj1067");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(b"2 1\n8 4\n")
            .unwrap();
        let (status, stderr) = finish(&mut child);
        assert_eq!(status.code(), Some(1));
        assert!(
            stderr.starts_with("poj1067: I/O error: ") && stderr.lines().count() == 1,
            "{}",
            stderr
        );
    }
}
