"""The documentation is true: its links resolve, the paths it names exist, the files it shows parse, and
every command it shows runs and prints what it shows."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest

from referee_app.command import cli
from scorers.loading import load_data
from scorers.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
PACKAGES = sorted({game.package for game in GAMES if game.ready})


def page_id(path: Path) -> str:
    return str(path.relative_to(ROOT))


def code_blocks(text: str) -> list[tuple[str, str]]:
    """(language, body) of every fenced block, and ("console", body) of every indented block."""
    fenced = [(m.group(1), m.group(2)) for m in re.finditer(r"(?ms)^```(\w*)\n(.*?)^```", text)]
    plain = re.sub(r"(?ms)^```.*?^```", "", text)
    indented = [("console", "\n".join(line[4:] for line in m.group(0).splitlines()))
                for m in re.finditer(r"(?m)(?:^(?: {4}.*|)\n)*^ {4}\$ .*(?:\n(?: {4}.*|$))*", plain)]
    return fenced + indented


@pytest.mark.parametrize("page", PAGES, ids=page_id)
def test_links_resolve(page):
    """Every relative link of a page names a file or folder of the tree."""
    text = page.read_text(encoding="utf-8")
    for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
        if not re.match(r"\w+:", target):
            assert (page.parent / target).exists(), f"{page_id(page)}: broken link {target}"


def test_the_readme_links_every_docs_page():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for page in (ROOT / "docs").rglob("*.md"):
        assert f"({page.relative_to(ROOT)})" in readme, f"README does not link {page.relative_to(ROOT)}"


def test_the_architecture_names_what_the_tree_holds():
    """Every path on docs/architecture.md exists; a path with `<game>` exists for every game package,
    unless the page calls it optional (then for at least one)."""
    text = (ROOT / "docs/architecture.md").read_text(encoding="utf-8")
    for match in re.finditer(r"`((?:scorers|referee_app|tests|docs)/[\w<>./-]*)`", text):
        path, after = match.group(1), " " + text[match.end():match.end() + 20].lstrip()
        if "<game>" not in path:
            assert (ROOT / path).exists(), f"architecture.md names {path}, which does not exist"
            continue
        present = [package for package in PACKAGES if (ROOT / path.replace("<game>", package)).exists()]
        if after.startswith(" (optional"):
            assert present, f"architecture.md names {path}, which no game has"
        else:
            assert present == PACKAGES, f"{path} is missing for {sorted(set(PACKAGES) - set(present))}"


def examples() -> list[tuple[str, str]]:
    found = []
    for page in PAGES:
        for language, body in code_blocks(page.read_text(encoding="utf-8")):
            found += [(page_id(page), part) for part in re.split(r"(?m)^(?=\$ referee )", body)
                      if language == "console" and part.startswith("$ referee ")]
    return found


def words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("page, example", examples(), ids=[f"{p}:{e.split()[2]}" for p, e in examples()])
def test_every_command_example_runs_and_prints_what_it_shows(page, example, tmp_path, monkeypatch, capsys):
    """Each `$ referee ...` example runs (in a scratch folder, the data files from the tree) with a
    verdict's exit code, and the lines it shows come out in that order ("..." stands for lines left out)."""
    command, *shown = example.rstrip().splitlines()
    argv = [str(ROOT / arg) if arg.startswith("tests/") else arg for arg in shlex.split(command)[2:]]
    monkeypatch.chdir(tmp_path)
    code = cli.main(argv)
    out = words(capsys.readouterr().out)
    assert code in (0, 1), f"{page}: {command} exited {code}"
    chunks = [words(chunk) for chunk in "\n".join(shown).split("...") if words(chunk)]
    position = 0
    for chunk in chunks:
        found = out.find(chunk, position)
        assert found >= 0, f"{page}: {command} does not print:\n{chunk}"
        position = found + len(chunk)


def json_blocks() -> list[tuple[str, str]]:
    return [(page_id(page), body) for page in PAGES
            for language, body in code_blocks(page.read_text(encoding="utf-8")) if language == "json"]


@pytest.mark.parametrize("page, body", json_blocks(), ids=[f"{p}:{i}" for i, (p, _) in enumerate(json_blocks())])
def test_every_json_example_is_a_game_file_the_rules_read(page, body):
    data = json.loads(body)
    if isinstance(data, dict) and "game" in data:
        load_data(data)  # raises a located error when the example does not fit the format



def architecture_tree() -> dict[str, str]:
    """The tree drawn at the top of docs/architecture.md: each path it names (folders end in `/`), with what it
    says of it. A line's names are what comes before its description (`a.py, b.py`); `<game>` is every game."""
    text = (ROOT / "docs/architecture.md").read_text(encoding="utf-8")
    block = text.split("```\n", 2)[1]
    named: dict[str, str] = {}
    parents: list[tuple[int, str]] = []
    for line in block.splitlines():
        indent = len(line) - len(line.lstrip())
        if not line.strip() or indent >= 20:  # a description going on under the one above
            continue
        names, about = (re.split(r"\s{2,}", line.strip(), maxsplit=1) + [""])[:2]
        parents = [(level, folder) for level, folder in parents if level < indent]
        base = parents[-1][1] if parents else ""
        for name in (n.strip() for n in names.split(",")):
            path = base + name
            named[path] = about
            if name.endswith("/"):
                parents.append((indent, path))
    return named


def test_the_architecture_tree_is_the_tree():
    """Every file and folder the tree draws exists (`<game>` for every game), and it draws every module and
    folder at the top of `referee_app/` and every module of `referee_app/store/`: a move shows on the page."""
    named = architecture_tree()
    for path in named:
        for package in (PACKAGES if "<game>" in path else [None]):
            real = ROOT / (path.replace("<game>", package) if package else path)
            assert real.exists(), f"architecture.md draws {path}, which does not exist"
    app = ROOT / "referee_app"
    wanted = [f"referee_app/{p.name}" + ("/" if p.is_dir() else "") for p in app.iterdir()
              if (p.suffix == ".py" and p.name != "__init__.py") or (p.is_dir() and p.name != "__pycache__")]
    wanted += [f"referee_app/store/{p.name}" for p in (app / "store").glob("*.py") if p.name != "__init__.py"]
    missing = sorted(path for path in wanted if path not in named)
    assert not missing, f"architecture.md does not draw {missing}"
