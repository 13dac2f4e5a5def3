//! The real binaries on a pipe that delivers one record at a time: each answer must come out
//! before the next record is written (an interactive user, or a driver program, waits for it).
//! The child's stdout is read on a thread; an answer that does not arrive within the timeout
//! fails the test instead of hanging it.

mod common;

use impartial_tools::interactive::{self, program};
use impartial_tools::registry;
use impartial_tools::solutions::SOLVERS;
use impartial_tools::verdict::Verdict;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(20);

/// (line written, answer expected before the next line) for every line of every sample of
/// every problem: what the problem's `solve` writes, run in process, on the lines up to that one
/// beyond what it writes on the lines before it.
fn conversations() -> Vec<(&'static str, Vec<(String, String)>)> {
    let mut all = Vec::new();
    for &(name, solve) in SOLVERS {
        if interactive(name) {
            continue;
        }
        for case in common::cases(name) {
            let file = case.input.file_name().unwrap().to_string_lossy();
            if !file.starts_with("sample-") {
                continue;
            }
            let text = String::from_utf8(std::fs::read(&case.input).unwrap()).unwrap();
            let mut said = 0;
            let mut talk = Vec::new();
            for (end, _) in text.match_indices('\n') {
                let mut out = Vec::new();
                // A prefix may end inside a counted case: its error is no answer.
                let _ = solve(&mut &text.as_bytes()[..=end], &mut out);
                let start = talk
                    .iter()
                    .map(|(line, _): &(String, String)| line.len())
                    .sum();
                let answer = String::from_utf8(out[said..].to_vec()).unwrap();
                said = out.len();
                talk.push((text[start..=end].to_string(), answer));
            }
            all.push((name, talk));
        }
    }
    all
}

/// Starts `exe` with piped stdin, stdout and stderr; its stdout is forwarded chunk by chunk.
fn spawn(exe: &Path) -> (Child, ChildStdin, Receiver<Vec<u8>>) {
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
    for (name, conversation) in conversations() {
        let (mut child, mut stdin, from) = spawn(&common::binary(name));
        let mut pending = Vec::new();
        for (record, answer) in conversation {
            stdin.write_all(record.as_bytes()).unwrap();
            stdin.flush().unwrap();
            expect(name, &mut child, &from, &mut pending, &answer);
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

fn interactive(name: &str) -> bool {
    registry::problem(name).is_some_and(|p| p.interactive.is_some())
}

/// An interactive binary's conversation is a game: the real binary plays every instance of its
/// testdata against the registry's judge over pipes (the child runner's
/// `Conversation`), and must choose the side in `.out`, win and exit 0. A line it held back
/// would leave it idle (ILE) instead.
#[test]
fn every_interactive_binary_wins_its_instances_over_real_pipes() {
    for &(name, _) in SOLVERS.iter().filter(|(name, _)| interactive(name)) {
        let problem = registry::problem(name).unwrap();
        let judge = problem.interactive.unwrap().judge;
        let program = [common::binary(name).into_os_string()];
        for case in common::cases(name)
            .into_iter()
            .filter(|c| c.stderr.is_none())
        {
            let text = std::fs::read_to_string(&case.input).unwrap();
            let record = interactive::instance_numbers(&text).unwrap();
            let mut referee = judge(&record, 5).unwrap();
            let game = program::play(&mut *referee, &program, TIMEOUT).unwrap();
            let what = format!("{}\n{}", case.input.display(), game.transcript.render());
            assert_eq!(game.verdict, Verdict::Ac, "{}: {}", what, game.detail);
            let side = &game.transcript.0[1].1;
            assert_eq!(side.as_bytes(), case.stdout.trim_ascii_end(), "{}", what);
        }
    }
}

#[test]
fn an_error_on_a_pipe_comes_after_the_answers_before_it() {
    let (mut child, mut stdin, from) = spawn(&common::binary("poj1067"));
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
    let exe = common::binary("poj1067");
    let mut child = Command::new(&exe)
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
        let mut child = Command::new(&exe)
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
