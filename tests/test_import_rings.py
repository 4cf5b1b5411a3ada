"""STYLE 12: modules of scorers/ do not import each other in a ring; a type two modules need lives below
both. Imports inside functions and under TYPE_CHECKING count: they tie the modules together too."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import scorers
from scorers.loading import load_data
from scorers.track.editions import TrackPosition

ROOT = Path(scorers.__file__).parent
DATA = Path(__file__).parent / "data"


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, known: set[str]) -> set[str]:
    """The scorers modules a file imports anywhere in it (`from a.b import c` names a.b.c when it is one)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found |= {f"{node.module}.{a.name}" for a in node.names}
    return {name for name in found if name in known}


def _rings(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index, low, stack, on_stack, rings = {}, {}, [], set(), []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                rings.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return rings


def test_scorers_modules_import_each_other_in_no_ring():
    files = {_module(p): p for p in ROOT.rglob("*.py")}
    known = set(files)
    # a package's __init__ importing its own modules is how a package exposes them, not a ring
    graph = {m: {i for i in _imports(p, known) if not m.startswith(i + ".") and not i.startswith(m + ".")}
             for m, p in files.items()}
    assert _rings(graph) == []


def test_the_track_model_gives_the_editions_what_they_read():
    """The editions read a game through `TrackPosition`; the model's state is one."""
    _, state = load_data(json.loads((DATA / "track" / "numeri_worked_example.json").read_text()))
    assert isinstance(state, TrackPosition)
