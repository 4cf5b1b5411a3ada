"""Fuzz the `referee` command in-process: mutated game files through every command, no crash allowed.

Each case takes one golden/example file of tests/data/ (one per registered game at least), applies one to
three mutations (huge or unicode numbers, deep nesting, wrong types, missing/extra keys, empty, negative or
very long values, control characters), writes it to a temporary folder and runs one command on it
(check, check --move, score, score --json, score --pdf, moves, import, import --text, import --out,
schema), or, in SPECIAL_SHARE of the cases, one command on a special path (a pipe, /dev/zero, a folder, a
socket, a batch folder holding a pipe), an output that cannot be written (/dev/full, /proc, a folder, an
empty path, a missing folder), or a picture whose header declares a huge size, through
`referee_app.command.cli.main`, with REFEREE_DEBUG=1 so that an internal error escapes as the exception
it is instead of exit 4. A case passes when no exception escapes, the exit code is one the README
documents for a verdict (0, 1, 2, 3), and exit 1 comes with the violations (or the refused move) printed.

    python -m tests.fuzz_cli --cases 100000 [--seed 1] [--game loopit]

prints, per game: cases, the count per exit code, and the distinct tracebacks (by type and the innermost
line of our code), with one example input each. The suite runs a bounded version (test_cli_fuzz.py).
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import os
import random
import signal
import socket
import struct
import sys
import tempfile
import time
import traceback
import zlib
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
VERDICT_CODES = {0, 1, 2, 3}
DEBUG_VARIABLE = "REFEREE_DEBUG"
HUGE_DIGITS = "9" * 5000  # Python refuses to turn more than 4,300 digits into an int by default
HUGE = "__FUZZ_HUGE_NUMBER__"
DEEP = "__FUZZ_DEEP_NESTING__"


def seed_files() -> dict[str, list[dict]]:
    """The example game files of tests/data, by the game they name (expected score outputs left out)."""
    seeds: dict[str, list[dict]] = defaultdict(list)
    for path in sorted(DATA.rglob("*.json")):
        if ".score." in path.name:
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and isinstance(data.get("game"), str):
            seeds[data["game"]].append(data)
    return dict(seeds)


# --- mutations ---------------------------------------------------------------------------------------

STRANGE_VALUES: list[Any] = [
    HUGE, DEEP, -1, -10**6, 0, 10**18, 1.5, float("nan"), float("inf"), True, False, None, "", " ", "²", "٣",
    "１２", "½", "x" * 10000, "=cmd|' /C calc'!A0", "\x1b[31mred\x1b[0m", "a\tb\r\nc", "\u202e", [], {},
    [[[[[]]]]], {"zz": 1}, "star", "*", "a3@2,5", "b4:3+1", "2026-13-45", "9" * 650,
]


def _paths(node: Any, here: tuple = ()) -> list[tuple]:
    """Every location in a JSON tree (dict keys and list indices), the root excluded."""
    found = []
    if isinstance(node, dict):
        for key, value in node.items():
            found.append((*here, key))
            found += _paths(value, (*here, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found.append((*here, index))
            found += _paths(value, (*here, index))
    return found


def _parent(root: Any, path: tuple) -> Any:
    for part in path[:-1]:
        root = root[part]
    return root


def _strange(rng: random.Random) -> Any:
    return copy.deepcopy(rng.choice(STRANGE_VALUES))  # a copy: later mutations must not change the list


def _value_like(rng: random.Random, old: Any) -> Any:
    """A value of the same kind as `old`, pushed to an edge, or a strange value of any kind."""
    if rng.random() < 0.5:
        return _strange(rng)
    if isinstance(old, bool):
        return not old
    if isinstance(old, int):
        return rng.choice([-old, old + rng.randint(1, 60), -1, 0, 99, HUGE, str(old), 2**63])
    if isinstance(old, str):
        return rng.choice([old.upper(), old * 300, old + "\x00", "", old[::-1], "²", old + " ", " " + old])
    old = copy.deepcopy(old)  # no node may end up inside itself, or twice in the tree
    if isinstance(old, list):
        return rng.choice([[], old * 3, old[:1], [old], list(reversed(old))])
    if isinstance(old, dict):
        return rng.choice([{}, {k: v for k, v in list(old.items())[:1]}, [old]])
    return _strange(rng)


def mutate(data: dict, rng: random.Random) -> dict:
    data = json.loads(json.dumps(data))
    for _ in range(rng.choices((1, 2, 3), weights=(6, 3, 1))[0]):
        paths = _paths(data)
        if not paths:
            break
        path = rng.choice(paths)
        parent, key = _parent(data, path), path[-1]
        kind = rng.random()
        if kind < 0.6:
            parent[key] = _value_like(rng, parent[key])
        elif kind < 0.75:  # missing key / shorter list
            del parent[key]
        elif kind < 0.85 and isinstance(parent, dict):  # extra key
            parent[rng.choice(["zz_extra", "links", "board", "streets", "side", "value", "team"])] = _strange(rng)
        elif isinstance(parent, list):  # a duplicated element
            parent.insert(key, json.loads(json.dumps(parent[key])))
        else:  # two values swapped
            other = rng.choice(paths)
            other_parent = _parent(data, other)
            try:
                mine, theirs = copy.deepcopy(parent[key]), copy.deepcopy(other_parent[other[-1]])
                parent[key], other_parent[other[-1]] = theirs, mine
            except (KeyError, IndexError, TypeError):  # the other place was inside the one just replaced
                pass
    return data


def to_text(data: Any) -> str:
    text = json.dumps(data, ensure_ascii=False)
    depth = 5000
    return (text.replace(f'"{HUGE}"', HUGE_DIGITS)
            .replace(f'"{DEEP}"', "[" * depth + "]" * depth))


# --- commands ----------------------------------------------------------------------------------------

MOVES = ["a3@2,5", "b4:3+1", "a1@1,1", "a*:1", "b5:2+3", "", "²", "a" + HUGE_DIGITS, "a3@" + HUGE_DIGITS + ",1",
         "b4:" + HUGE_DIGITS, "zz", "a3@-1,-1", "\x1b[2J"]
ROLLS = ["1", "3", "5", "star", "*", "0", "6", "²", "٣", HUGE_DIGITS, "", "-1"]


# --- special paths (issue 25.5, 25.6): what is no regular file, outputs that cannot be written, pictures
# whose header declares more pixels than can be read ---------------------------------------------------

SPECIAL_SHARE = 0.08  # of the cases: one command on a special path instead of the mutated file
#: Sides a picture's header may declare: over 65,535 px on a side, a huge total, or both.
PICTURE_SIZES = [(300_000, 100), (1, 49_999_999), (65_536, 1), (100, 70_000), (2**31 - 1, 2**31 - 1),
                 (60_000, 60_000), (7_072, 7_072)]
_SOCKETS: dict[Path, socket.socket] = {}


def png_header(width: int, height: int) -> bytes:
    """A PNG of a header and no pixel data, declaring `width` x `height` pixels."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"")) + chunk(b"IEND", b""))


def special_paths(folder: Path) -> dict[str, Path]:
    """Paths that are no regular file, made once in `folder`: a pipe with no writer, a folder (also a
    batch folder holding a pipe), a socket, and devices that never end or never take a byte."""
    made = {"pipe": folder / "pipe.json", "folder": folder / "folder.json", "socket": folder / "sock.json",
            "zero": Path("/dev/zero"), "batch": folder / "batch"}
    if not made["pipe"].exists():
        os.mkfifo(made["pipe"])
        made["folder"].mkdir()
        made["batch"].mkdir()
        os.mkfifo(made["batch"] / "pipe.json")
        (made["batch"] / "game.json").write_text("{}", encoding="utf-8")
        _SOCKETS[folder] = socket.socket(socket.AF_UNIX)
        _SOCKETS[folder].bind(str(made["socket"]))
    return made


def special_command(rng: random.Random, game_path: Path, folder: Path) -> list[str]:
    """One command on a special input path, or with an output that cannot be written."""
    specials = special_paths(folder)
    lang = ["--lang", rng.choice(["en", "fr"])]
    json_flag = ["--json"] if rng.random() < 0.5 else []
    pick = rng.random()
    if pick < 0.45:
        source = str(rng.choice([specials[k] for k in ("pipe", "folder", "socket", "zero")]))
        verb = rng.choice([["check", source], ["score", source], ["import", source], ["board", "check", source],
                           ["check", str(game_path), "--board", source], ["score", str(specials["batch"])]])
        return [*verb, *lang, *json_flag]
    if pick < 0.7:
        picture = folder / "picture.png"
        picture.write_bytes(png_header(*rng.choice(PICTURE_SIZES)))
        return ["import", str(picture), *lang, *json_flag]
    unwritable = rng.choice(["/dev/full", "/proc/version", str(specials["folder"]), str(specials["pipe"]), "",
                             str(folder / "missing" / "out"), "/sys/nodata/out"])
    if unwritable == str(specials["pipe"]):  # a pipe with no reader would hold an open for writing forever
        unwritable = "/dev/full"
    verb = rng.choice([["score", str(game_path), "--pdf", unwritable], ["import", str(game_path), "--out", unwritable],
                       ["export", rng.choice(["csv", "bgstats", "backup"]), unwritable, "--data", str(folder / "data")],
                       ["pad", "loopit", unwritable]])
    return [*verb, *lang]


def command(rng: random.Random, data: Any, text: str, folder: Path) -> list[str]:
    path = folder / "game.json"
    path.write_text(text, encoding="utf-8")
    if rng.random() < SPECIAL_SHARE:
        return special_command(rng, path, folder)
    lang = ["--lang", rng.choice(["en", "fr"])]
    pick = rng.random()
    players = data.get("players") if isinstance(data, dict) else None
    names = [p.get("name") if isinstance(p, dict) else p for p in players] if isinstance(players, list) else []
    names = [n for n in names if isinstance(n, str)] + ["a", "b", "nobody", "²", ""]
    if pick < 0.22:
        return ["check", str(path), *lang, *(["--json"] if rng.random() < 0.5 else [])]
    if pick < 0.32:
        return ["check", str(path), "--move", rng.choice(MOVES), *lang, *(["--json"] if rng.random() < 0.5 else [])]
    if pick < 0.52:
        return ["score", str(path), *lang, *(["--json"] if rng.random() < 0.5 else [])]
    if pick < 0.54:
        out = rng.choice([str(folder / "sheet.pdf"), str(folder / "missing" / "sheet.pdf"), str(folder)])
        return ["score", str(path), "--pdf", out, *lang]
    if pick < 0.68:
        return ["moves", str(path), "--player", rng.choice(names), "--roll", rng.choice(ROLLS), *lang,
                *(["--json"] if rng.random() < 0.5 else [])]
    if pick < 0.84:
        extra = ["--out", rng.choice([str(folder / "out.json"), str(folder / "missing" / "out.json")])] \
            if rng.random() < 0.3 else []
        return ["import", str(path), *lang, *extra, *(["--json"] if rng.random() < 0.5 else [])]
    if pick < 0.96:
        return ["import", "--text", text, *lang, *(["--json"] if rng.random() < 0.5 else [])]
    name = data.get("game") if isinstance(data, dict) else None
    return ["schema", rng.choice([name if isinstance(name, str) else "x", "loop", "nope", "²", ""])]


@dataclass
class Outcome:
    code: int | None
    out: str
    err: str
    error: BaseException | None = None
    trace: list = field(default_factory=list)


def run(argv: list[str]) -> Outcome:
    """One `referee` run in this process, its output captured; an escaping exception is returned, not raised."""
    from referee_app.command.cli import main

    os.environ[DEBUG_VARIABLE] = "1"  # an internal error escapes as itself, with its traceback
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as stop:  # argparse refusing the arguments: a usage error, exit 2
            code = stop.code if isinstance(stop.code, int) else 2
        except BaseException as error:  # noqa: BLE001 - whatever escapes is what we are looking for
            if signal.getsignal(signal.SIGALRM) is _hang:  # the case is over: its timer must not fire now
                signal.setitimer(signal.ITIMER_REAL, 0)
            return Outcome(None, out.getvalue(), err.getvalue(), error, traceback.extract_tb(error.__traceback__))
    return Outcome(code, out.getvalue(), err.getvalue())


def violations_shown(argv: list[str], outcome: Outcome) -> bool:
    """Exit 1 means a verdict: the violations (or the refused move or roll) must be in the output."""
    if "--json" in argv:
        try:
            answer = json.loads(outcome.out)
        except ValueError:
            return False
        return bool(answer.get("violations") or (answer.get("move") or {}).get("violations")
                    or answer.get("outcome") == "invalid")
    return bool(outcome.out.strip() or outcome.err.strip())


def problem(argv: list[str], outcome: Outcome) -> str | None:
    """What is wrong with this run, or None."""
    if outcome.error is not None:
        return "exception"
    if outcome.code not in VERDICT_CODES:
        return f"exit {outcome.code}"
    if outcome.code == 1 and not violations_shown(argv, outcome):
        return "exit 1 without violations"
    return None


def signature(outcome: Outcome) -> str:
    """A traceback's identity: the exception type and the innermost line of our own code."""
    ours = [f for f in outcome.trace if str(ROOT) in f.filename and "/.venv/" not in f.filename
            and "/tests/" not in f.filename] or outcome.trace[-1:]
    where = f"{Path(ours[-1].filename).relative_to(ROOT) if str(ROOT) in ours[-1].filename else ours[-1].filename}" \
            f":{ours[-1].lineno} ({ours[-1].name})" if ours else "?"
    return f"{type(outcome.error).__name__} at {where}"


def fuzz_case(seed: int | random.Random, seeds: dict[str, list[dict]], folder: Path, game: str | None = None):
    """(game, argv, the mutated file) of the case numbered `seed` (or drawn from a given generator)."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    name = game or rng.choice(sorted(seeds))
    data = mutate(rng.choice(seeds[name]), rng)
    return name, command(rng, data, to_text(data), folder), data


class Hang(Exception):
    """A case ran longer than the case timeout (a read that never ends)."""


def _hang(signum, frame):
    raise Hang("the command did not finish within the case timeout")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz_cli", description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", help="only this game id")
    parser.add_argument("--case-timeout", type=float, default=20.0,
                        help="seconds a case may take before it counts as a hang (a failure)")
    args = parser.parse_args(argv)
    signal.signal(signal.SIGALRM, _hang)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    seeds = seed_files()
    if args.game:
        seeds = {args.game: seeds[args.game]}
    codes: dict[str, Counter] = defaultdict(Counter)
    traces: dict[str, dict[str, list]] = defaultdict(dict)
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for case in range(args.cases):
            seed = args.seed * 1_000_003 + case
            game, command_line, _ = fuzz_case(seed, seeds, folder)
            signal.setitimer(signal.ITIMER_REAL, args.case_timeout)
            try:
                outcome = run(command_line)
            except Hang as error:  # the timer fired while a failure was being recorded
                outcome = Outcome(None, "", "", error, traceback.extract_tb(error.__traceback__))
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            wrong = problem(command_line, outcome)
            codes[game]["traceback" if outcome.error else outcome.code] += 1
            if wrong:
                key = signature(outcome) if outcome.error else f"{wrong}: {command_line[0]}"
                entry = traces[game].setdefault(key, [0, seed, command_line[:2], str(outcome.error or outcome.err)])
                entry[0] += 1
            if (case + 1) % 5000 == 0:
                print(f"... {case + 1} cases, {time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)
    total_bad = 0
    print(f"{args.cases} cases in {time.monotonic() - start:.0f} s (seed {args.seed})")
    for game in sorted(codes):
        count = sum(codes[game].values())
        bad = sum(entry[0] for entry in traces[game].values())
        total_bad += bad
        shown = ", ".join(f"exit {code}: {n}" if code != "traceback" else f"tracebacks: {n}"
                          for code, n in sorted(codes[game].items(), key=lambda item: str(item[0])))
        print(f"{game:<22} {count:>6} cases  {shown}  distinct failures: {len(traces[game])}")
        for key, (n, seed, where, message) in sorted(traces[game].items(), key=lambda item: -item[1][0]):
            print(f"    {n:>5} x {key}  [seed {seed}, {' '.join(where)[:60]}] {message[:160]!r}")
    print(f"failing cases: {total_bad}; distinct failures: {sum(len(t) for t in traces.values())}")
    return 1 if total_bad else 0


if __name__ == "__main__":
    sys.exit(main())
