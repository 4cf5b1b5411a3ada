"""The typed contracts between the two sides, checked for every registered game: the rules side's
`GameRules` (scorers/registry.py) and the app side's `GameFront` (referee_app/contract.py)."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from referee_app.contract import GameFront
from referee_app.fronts import front
from scorers.registry import GAMES, GameRules

READY = [game for game in GAMES if game.ready]
ROOT = Path(__file__).resolve().parents[1]


def protocol_members(protocol: type) -> dict[str, object]:
    """The protocol's methods (functions) and read-only attributes (properties)."""
    return {name: value for name, value in vars(protocol).items()
            if (callable(value) or isinstance(value, property)) and not name.startswith("_")}


def parameters(function, drop_self: bool) -> list[tuple[str, object]]:
    params = list(inspect.signature(function).parameters.values())
    if drop_self:
        params = params[1:]
    return [(p.name, p.default is not inspect.Parameter.empty) for p in params]


def test_every_registered_game_is_built():
    """Every game the registry lists has its rules and its front (the app can play all of them)."""
    assert READY == list(GAMES)


@pytest.mark.parametrize("game", READY, ids=lambda g: g.id)
def test_the_front_of_every_game_implements_GameFront(game):
    """Each front module has every name of `GameFront`, and each function takes the contract's parameters
    (same names; what the contract makes optional stays optional), so that the app never finds a missing
    piece in production."""
    module = front(game)
    for name, member in protocol_members(GameFront).items():
        assert hasattr(module, name), f"{module.__name__} lacks {name}"
        value = getattr(module, name)
        if inspect.isfunction(member):
            assert callable(value), f"{module.__name__}.{name} is not callable"
            mine, wanted = parameters(value, drop_self=False), parameters(member, drop_self=True)
            assert [n for n, _ in mine] == [n for n, _ in wanted], f"{module.__name__}.{name}: parameters"
            # an optional parameter of the contract stays optional (a front may accept more, never less)
            assert all(has or not need for (_, has), (_, need) in zip(mine, wanted)), f"{module.__name__}.{name}"
        elif name == "setup_view":
            assert value is None or callable(value)
    assert module.__name__ == f"referee_app.games.{game.package}.front"
    assert all(isinstance(colour, str) for colour in module.COLOURS) and module.COLOURS


def conformance_source() -> str:
    """The type checker's half of the front contract, written from the registry: each game's front module
    assigned to a `GameFront`, so that mypy refuses a front missing a function or taking other parameters
    (no file of the tree lists the games: adding one adds its front here)."""
    lines = ["from referee_app.contract import GameFront"]
    for package in sorted({game.package for game in READY}):
        lines += [f"from referee_app.games.{package} import front as _{package}",
                  f"_{package.upper()}: GameFront = _{package}"]
    return "\n".join(lines) + "\n"


def run_mypy(source: str, folder: Path, monkeypatch) -> tuple[int, str]:
    api = pytest.importorskip("mypy.api")
    path = folder / "conformance_check.py"
    path.write_text(source, encoding="utf-8")
    monkeypatch.setenv("MYPYPATH", str(ROOT))
    out, err, status = api.run(["--follow-imports=silent", "--ignore-missing-imports", "--no-incremental",
                                "--cache-dir", str(folder / ".mypy"), str(path)])
    return status, out + err


def test_the_type_checker_accepts_every_front(tmp_path, monkeypatch):
    """mypy checks each front module against `GameFront` (a missing function or a wrong signature fails)."""
    status, said = run_mypy(conformance_source(), tmp_path, monkeypatch)
    assert status == 0, said


def test_the_type_checker_refuses_a_front_that_misses_a_function(tmp_path, monkeypatch):
    """The check can fail: a module with none of the contract's functions is no `GameFront`."""
    status, said = run_mypy("from referee_app.contract import GameFront\nimport json\n_BAD: GameFront = json\n",
                            tmp_path, monkeypatch)
    assert status != 0 and "GameFront" in said, said


@pytest.mark.parametrize("game", READY, ids=lambda g: g.id)
def test_the_rules_of_every_game_implement_GameRules(game):
    """Each game's rules object has `parse`, `check`, `score` and `json_schema` with the protocol's arity."""
    rules = game.rules()
    for name, member in protocol_members(GameRules).items():
        value = getattr(rules, name, None)
        assert callable(value), f"{game.id}: rules lack {name}"
        wanted = len(parameters(member, drop_self=True))
        required = [p for p in inspect.signature(value).parameters.values()
                    if p.default is inspect.Parameter.empty
                    and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        assert len(required) == wanted, f"{game.id}: {name} takes {len(required)} arguments, not {wanted}"
    assert isinstance(rules.json_schema(), dict)


def test_each_game_package_mirrors_its_rules_package():
    """One folder per game on each side: `scorers/<package>/` and `referee_app/games/<package>/`."""
    for package in {game.package for game in READY}:
        assert (ROOT / "scorers" / package / "__init__.py").is_file()
        app_side = ROOT / "referee_app" / "games" / package
        for part in ("__init__.py", "front.py", "document.py", "pdf.py", "screen.py"):
            assert (app_side / part).is_file(), f"{app_side / part} is missing"
