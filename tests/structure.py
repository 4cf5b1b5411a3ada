"""The house in figures: `python -m tests.structure` prints how the product's packages are laid out.

- rooms: the parts of `referee_app/` a reader meets at its top level, a module or a subpackage each (a
  subpackage counts as one room: `referee_app.store`, `referee_app.games`...);
- floors: the longest chain of rooms importing rooms (one floor for a room that imports none of its
  neighbours), over the rooms once those in a loop are merged;
- arrows back up: imports between rooms that close a loop of rooms (room A imports B, and B, directly or
  through others, imports A): a loop of rooms is a reader who cannot finish one room before the other.
  Counted as the fewest arrows whose removal leaves no loop, found greedily;
- per folder, its modules; the longest module; the largest class (lines from `class` to its last line);
  the import rings among modules (`tests/import_rings.py`).

Every import counts, also those inside functions and under `TYPE_CHECKING`, as in `tests/import_rings.py`.
"""

from __future__ import annotations

import ast
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from import_rings import ROOT, imports, modules, rings  # noqa: E402

APP = "referee_app"
FOLDERS = ("referee_app", "scorers", "pwa", "benchmarks")


def room_of(module: str) -> str | None:
    """`referee_app.games.loopit.pdf` is in the room `referee_app.games`; a top-level module is its own."""
    parts = module.split(".")
    if parts[0] != APP or len(parts) < 2:
        return None
    return ".".join(parts[:2])


def room_graph(root: Path = ROOT) -> dict[str, set[str]]:
    known = modules(root)
    graph: dict[str, set[str]] = defaultdict(set)
    for name, path in known.items():
        room = room_of(name)
        if room is None:
            continue
        graph[room]
        for other in imports(name, path, known):
            target = room_of(other)
            if target is not None and target != room:
                graph[room].add(target)
    return dict(graph)


def _loops(graph: dict[str, set[str]]) -> list[set[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on.add(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = set()
            while True:
                other = stack.pop()
                on.discard(other)
                component.add(other)
                if other == node:
                    break
            found.append(component)

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def arrows_back_up(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """The fewest arrows (greedy) whose removal leaves no loop of rooms."""
    graph = {room: set(targets) for room, targets in graph.items()}
    removed: list[tuple[str, str]] = []
    while True:
        loops = [loop for loop in _loops(graph) if len(loop) > 1]
        if not loops:
            return sorted(removed)
        loop = loops[0]
        # the arrow that closes the most cycles is, roughly, the one from the room imported by most of the loop
        inside = [(a, b) for a in loop for b in graph[a] if b in loop]
        weight = {edge: sum(1 for a, b in inside if b == edge[0]) - sum(1 for a, b in inside if a == edge[1])
                  for edge in inside}
        edge = max(sorted(inside), key=lambda e: weight[e])
        graph[edge[0]].discard(edge[1])
        removed.append(edge)


def floors(graph: dict[str, set[str]]) -> int:
    merged = {room: frozenset(loop) for loop in _loops(graph) for room in loop}
    dag: dict[frozenset, set[frozenset]] = defaultdict(set)
    for room, targets in graph.items():
        dag[merged[room]]
        for target in targets:
            if merged[target] != merged[room]:
                dag[merged[room]].add(merged[target])
    height: dict[frozenset, int] = {}

    def up(node: frozenset) -> int:
        if node not in height:
            height[node] = 1 + max((up(other) for other in dag[node]), default=0)
        return height[node]

    return max(up(node) for node in dag)


def largest_class(root: Path = ROOT) -> tuple[int, str]:
    """The class with the most lines, counting the lines of the project's classes it inherits from (a class grown
    by mixins is as large as all of them together)."""
    classes: dict[str, tuple[int, list[str], str]] = {}
    for package in ("referee_app", "scorers"):
        for path in (root / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ClassDef):
                    bases = [base.id for base in node.bases if isinstance(base, ast.Name)]
                    classes[node.name] = (node.end_lineno - node.lineno + 1, bases, f"{path.relative_to(root)}")

    def size(name: str, seen: frozenset = frozenset()) -> int:
        lines, bases, _ = classes[name]
        return lines + sum(size(base, seen | {name}) for base in bases if base in classes and base not in seen)

    name = max(classes, key=size)
    with_bases = [base for base in classes[name][1] if base in classes]
    return size(name), f"{classes[name][2]}:{name}" + (f" (with {', '.join(with_bases)})" if with_bases else "")


def folder_counts(root: Path = ROOT) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for folder in FOLDERS:
        for path in (root / folder).rglob("*.py") if (root / folder).is_dir() else ():
            counts[str(path.parent.relative_to(root))] += 1
    return dict(sorted(counts.items()))


def longest_module(root: Path = ROOT) -> tuple[int, str]:
    return max((len(path.read_text(encoding="utf-8").splitlines()), str(path.relative_to(root)))
               for folder in ("referee_app", "scorers") for path in (root / folder).rglob("*.py"))


def main() -> None:
    graph = room_graph()
    top = sorted(p.name for p in (ROOT / APP).glob("*.py") if p.name != "__init__.py")
    print(f"referee_app/ top level: {len(top)} modules: {', '.join(top)}")
    print(f"rooms of referee_app/: {len(graph)}; floors: {floors(graph)}")
    back = arrows_back_up(graph)
    print(f"arrows back up: {len(back)}" + "".join(f"\n  {a} -> {b}" for a, b in back))
    print(f"import rings among modules: {len(rings())}")
    lines, where = longest_module()
    print(f"longest module: {where} ({lines} lines)")
    lines, where = largest_class()
    print(f"largest class: {where} ({lines} lines)")
    print("modules per folder:")
    for folder, count in folder_counts().items():
        print(f"  {folder}: {count}")


if __name__ == "__main__":
    main()
