//! `impartial play PROBLEM --command CMD`: many games of an interactive problem against a
//! program, the judge playing perfectly ([`crate::interactive`]). Instances come from the
//! registry's generator in the judge's bounds, small first and the largest ones every eighth
//! game; each game's judge is seeded from the run's seed and the game's index (as the stress
//! tester seeds its cases), so `--seed S --case I` replays one. On the first game the program
//! does not win, the instance is shrunk (smaller numbers, kept while still valid and still not
//! won) and saved with the whole transcript. `--game GAME` instead of PROBLEM plays a heap game
//! of the lab on the protocol of [`crate::interactive::heaps`]. See `docs/interactive.md`.

use super::{parse, say, shell_word, usage_error, Command, Opt};
use crate::child::command_argv;
use crate::generate::{Domain, Gen, Rng};
use crate::interactive::heaps;
use crate::interactive::program::{self, Played};
use crate::interactive::Judge;
use crate::registry::Problem;
use crate::verdict::Verdict;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The command's table.
pub const COMMAND: Command = Command {
    name: "play",
    summary: "games of an interactive problem (or a lab game) against a program, the judge perfect",
    usage: "[OPTIONS] --command CMD (PROBLEM | --game GAME)",
    about: "\
Plays games of the interactive PROBLEM against CMD, the judge speaking its side of the protocol
exactly and playing perfectly: once CMD leaves it a winning position it wins; while CMD is
winning it picks the moves that leave CMD the fewest winning replies and the longest game.
Verdicts: WA (an illegal or malformed line, a lost game, the wrong side), RE, TLE, ILE (no
answer after a judge's line: did it flush?). With --game GAME, any heap game of the lab on
the protocol of docs/interactive.md (the heaps; a move is I T J p1 .. pJ).",
    operands: &[(
        "PROBLEM",
        "an interactive problem of the registry, e.g. abc278g",
    )],
    options: &[
        Opt {
            flag: "--command",
            value: Some("CMD"),
            help: "the player, e.g. './a.out' or 'python3 sol.py'",
        },
        Opt {
            flag: "--seconds",
            value: Some("S"),
            help: "stop after S seconds (default 10)",
        },
        Opt {
            flag: "--games",
            value: Some("N"),
            help: "stop after N games (whichever of the two comes first)",
        },
        Opt {
            flag: "--seed",
            value: Some("S"),
            help: "the run's seed (default: from the clock; printed first)",
        },
        Opt {
            flag: "--game",
            value: Some("GAME"),
            help: "a heap game of the lab instead of PROBLEM: 0.77, sub:1,3,4, allbut:2",
        },
        Opt {
            flag: "--case",
            value: Some("I"),
            help: "play only game I of the seed (replays a loss)",
        },
        Opt {
            flag: "--instance",
            value: Some("FILE"),
            help: "play only this instance (a saved lost-NNN.in), seeded by --seed",
        },
        Opt {
            flag: "--save",
            value: Some("DIR"),
            help: "where a lost game goes (default play/PROBLEM/ or play/GAME/): the next free\n\
                   lost-NNN.in (the shrunk instance) and lost-NNN.transcript",
        },
        Opt {
            flag: "--time-limit",
            value: Some("S"),
            help: "seconds of wall time per game (default 2, the judge's)",
        },
        Opt {
            flag: "--no-shrink",
            value: None,
            help: "save the lost instance as it was drawn",
        },
    ],
    notes: "\
Exit status: 0 every game won, 1 a game not won (saved and reported), 2 a usage or setup error.",
    doc: "docs/interactive.md",
    run,
};

/// Instance `index` of a run seeded `seed`: the registry's generator in the judge's domain,
/// its size growing with the index, the largest size every eighth game.
pub fn instance(problem: &Problem, seed: u64, index: u64) -> Vec<u64> {
    let mut rng = Rng::new(Rng::case_seed(seed, index));
    let size = if index % 8 == 7 { 1000 } else { 1 + index / 16 };
    let traps = (problem.traps)();
    let mut gen = Gen::new(&mut rng, Domain::Judge, size, &traps);
    let draw = problem
        .draw
        .expect("an interactive problem draws its instances");
    let record = draw(&mut gen);
    record
        .iter()
        .map(|t| t.number().expect("an instance of numbers"))
        .collect()
}

/// Where the games come from: an interactive problem of the registry, or a heap game of the
/// lab (`--game`).
pub(super) enum Source {
    Problem(&'static Problem),
    Lab {
        game: crate::lab::Game,
        name: String,
    },
}

impl Source {
    /// The source a command line names: `--game GAME`, else its one PROBLEM word; the words
    /// left (operands after PROBLEM).
    pub(super) fn from(parsed: &super::Parsed) -> Result<(Source, &[String]), String> {
        match parsed.value("--game") {
            Some(name) => {
                if name.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(format!(
                        "--game takes a lab game (0.77, sub:1,3,4); to replay game {} of a seed, --case {}",
                        name, name
                    ));
                }
                let game = crate::lab::Game::parse(name)?;
                heaps::heap_code(&game)?;
                Ok((
                    Source::Lab {
                        game,
                        name: name.to_string(),
                    },
                    &parsed.words[..],
                ))
            }
            None => match parsed.words.split_first() {
                Some((name, rest)) => Ok((
                    Source::Problem(super::interact::interactive_problem(name)?),
                    rest,
                )),
                None => Err("expected PROBLEM or --game GAME".into()),
            },
        }
    }

    /// The problem's or the game's name.
    pub(super) fn name(&self) -> &str {
        match self {
            Source::Problem(p) => p.name,
            Source::Lab { name, .. } => name,
        }
    }

    /// How a command line names it again (`abc278g`, `--game 0.77`).
    fn words(&self) -> String {
        match self {
            Source::Problem(p) => p.name.to_string(),
            Source::Lab { name, .. } => format!("--game {}", shell_word(name)),
        }
    }

    /// The judge of one instance.
    pub(super) fn judge(&self, record: &[u64], seed: u64) -> Result<Judge, String> {
        match self {
            Source::Problem(p) => {
                let interactive = p.interactive.expect("an interactive problem");
                (interactive.judge)(record, seed)
            }
            Source::Lab { game, .. } => Ok(Box::new(heaps::Judge::new(game, record, seed)?)),
        }
    }

    /// Instance `index` of a run seeded `seed`.
    pub(super) fn instance(&self, seed: u64, index: u64) -> Vec<u64> {
        match self {
            Source::Problem(p) => instance(p, seed, index),
            Source::Lab { game, .. } => {
                heaps::instance(heaps::heap_code(game).expect("checked"), seed, index)
            }
        }
    }

    /// The instance in a file (`Err` says what is wrong with it, never the player's fault).
    pub(super) fn read_instance(&self, path: &str) -> Result<Vec<u64>, String> {
        match self {
            Source::Problem(p) => super::interact::read_instance(p, path),
            Source::Lab { game, .. } => {
                let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {}", path, e))?;
                let record = crate::interactive::instance_numbers(&text)
                    .map_err(|e| format!("{}: {}", path, e))?;
                let code = heaps::heap_code(game)?;
                heaps::heaps_of(code, &record).map_err(|e| format!("{}: {}", path, e))?;
                Ok(record)
            }
        }
    }

    /// Smaller instances than `record`, valid ones only.
    fn smaller(&self, record: &[u64]) -> Vec<Vec<u64>> {
        match self {
            Source::Problem(p) => {
                let mut out = Vec::new();
                for at in 0..record.len() {
                    let v = record[at];
                    // Halves and single steps, and their neighbours: a property of the parity
                    // (abc278g's N - L) survives some of them.
                    let (half, step) = (v / 2, v.saturating_sub(1));
                    let mut tries: Vec<u64> =
                        vec![0, 1, half, half + 1, step, step.saturating_sub(1)];
                    tries.retain(|&t| t < v);
                    tries.sort_unstable();
                    tries.dedup();
                    for t in tries {
                        let mut smaller = record.to_vec();
                        smaller[at] = t;
                        if p.admits_numbers(&smaller, Domain::Judge) {
                            out.push(smaller);
                        }
                    }
                }
                out
            }
            Source::Lab { .. } => heaps::smaller(record),
        }
    }

    /// Where a lost game is saved by default.
    fn save_dir(&self) -> PathBuf {
        let name: String = self
            .name()
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || ".-_".contains(c) {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        Path::new("play").join(name)
    }
}

/// What a run needs.
struct Run {
    source: Source,
    program: Vec<OsString>,
    command: String,
    limit: Duration,
}

impl Run {
    fn game(&self, record: &[u64], seed: u64) -> Result<Played, String> {
        let mut judge = self.source.judge(record, seed)?;
        program::play(&mut *judge, &self.program, self.limit)
    }

    /// A smallest instance below `record` (each smaller instance tried while some seed of a
    /// few still does not win), with its game.
    fn shrink(
        &self,
        mut record: Vec<u64>,
        mut lost: (u64, Played),
        budget: Duration,
    ) -> (Vec<u64>, u64, Played) {
        let start = Instant::now();
        let seeds = |s: u64| [s, 0, 1, 2, 3];
        'smaller: while start.elapsed() < budget {
            for smaller in self.source.smaller(&record) {
                for s in seeds(lost.0) {
                    if let Ok(game) = self.game(&smaller, s) {
                        if game.verdict != Verdict::Ac {
                            record = smaller;
                            lost = (s, game);
                            continue 'smaller;
                        }
                    }
                }
            }
            break;
        }
        (record, lost.0, lost.1)
    }
}

/// Saves the instance and transcript as the next free `lost-NNN` in `dir`.
fn save(dir: &Path, record: &[u64], game: &Played) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    for n in 0.. {
        let stem = dir.join(format!("lost-{:03}", n));
        let (input, transcript) = (stem.with_extension("in"), stem.with_extension("transcript"));
        if input.exists() || transcript.exists() {
            continue;
        }
        let line: Vec<String> = record.iter().map(u64::to_string).collect();
        let verdict = format!("# {}: {}\n", game.verdict.name(), game.detail);
        let written = std::fs::write(&input, line.join(" ") + "\n")
            .and_then(|()| std::fs::write(&transcript, verdict + &game.transcript.render()));
        written.map_err(|e| format!("{}: {}", stem.display(), e))?;
        return Ok(input);
    }
    unreachable!("some number is free")
}

fn run(args: &[String]) -> i32 {
    let parsed = match parse(&COMMAND, args) {
        Ok(parsed) => parsed,
        Err(status) => return status,
    };
    match play(&parsed) {
        Ok(status) => status,
        Err(e) => usage_error(&COMMAND, &e),
    }
}

fn play(parsed: &super::Parsed) -> Result<i32, String> {
    let (source, rest) = Source::from(parsed)?;
    if let Some(extra) = rest.first() {
        return Err(format!("unexpected argument {:?}", extra));
    }
    let command = parsed
        .value("--command")
        .ok_or("--command CMD is required")?;
    let clock = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64 % 1_000_000_007);
    let seed = parsed.whole_number("--seed")?.unwrap_or(clock);
    let seconds = parsed.seconds("--seconds")?.unwrap_or(10.0);
    let games = parsed.whole_number("--games")?.unwrap_or(u64::MAX);
    let limit = parsed.seconds("--time-limit")?.unwrap_or(2.0);
    let save_dir = match parsed.value("--save") {
        Some(dir) => PathBuf::from(dir),
        None => source.save_dir(),
    };
    let single = match (parsed.value("--instance"), parsed.whole_number("--case")?) {
        (Some(path), _) => Some((source.read_instance(path)?, seed, None)),
        (None, Some(i)) => Some((source.instance(seed, i), Rng::case_seed(seed, i), Some(i))),
        (None, None) => None,
    };
    let run = Run {
        source,
        program: command_argv(command),
        command: command.to_string(),
        limit: Duration::from_secs_f64(limit),
    };
    let name = run.source.name().to_string();
    say(format_args!(
        "play {}: seed {}, {}",
        name, seed, run.command
    ));
    let start = Instant::now();
    let mut played = 0u64;
    let mut moves = 0usize;
    let mut index = 0u64;
    loop {
        let (record, game_seed, at) = match &single {
            Some(one) if played == 0 => one.clone(),
            Some(_) => break,
            None if played >= games || start.elapsed().as_secs_f64() >= seconds => break,
            None => (
                run.source.instance(seed, index),
                Rng::case_seed(seed, index),
                Some(index),
            ),
        };
        index += 1;
        let game = run
            .game(&record, game_seed)
            .map_err(|e| format!("setup: {}", e))?;
        played += 1;
        moves += game.transcript.player_lines();
        if game.verdict == Verdict::Ac {
            continue;
        }
        let which = at.map_or(String::new(), |i| format!(" game {}", i));
        say(format_args!(
            "{}{} (seed {}), instance {:?}: {}",
            game.verdict.name(),
            which,
            seed,
            record,
            game.detail
        ));
        let (small, small_seed, small_game) = match parsed.switch("--no-shrink") {
            true => (record, game_seed, game),
            false => run.shrink(record, (game_seed, game), Duration::from_secs(30)),
        };
        let saved = save(&save_dir, &small, &small_game)?;
        say(format_args!(
            "smallest instance still not won: {:?}, {}: {}",
            small,
            small_game.verdict.name(),
            small_game.detail
        ));
        for line in crate::stress::report::within_a_screen(&small_game.transcript.render()) {
            say(format_args!("  {}", line));
        }
        let file = saved.display().to_string();
        say(format_args!(
            "saved {} (and its .transcript)\nreplay: impartial play {} --command {} --instance {} --seed {}\n\
             with oj: oj test-reactive -c {} 'impartial interact {} {} --seed {}'",
            file,
            run.source.words(),
            shell_word(&run.command),
            shell_word(&file),
            small_seed,
            shell_word(&run.command),
            run.source.words(),
            file,
            small_seed
        ));
        return Ok(1);
    }
    say(format_args!(
        "all {} games won ({} lines of the player) in {:.1} s, seed {}",
        played,
        moves,
        start.elapsed().as_secs_f64(),
        seed
    ));
    Ok(0)
}
