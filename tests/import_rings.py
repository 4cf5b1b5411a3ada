"""Import rings among the project's own modules: `python -m tests.import_rings` prints them.

Every import counts, also those inside functions and under `TYPE_CHECKING`: a ring hidden by a late import
is still two modules that cannot be understood one without the other."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("scorers", "referee_app")


def modules(root: Path = ROOT) -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in (root / package).rglob("*.py"):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The project's modules that `name` imports (a `from package import module` counts both)."""
    found = set()
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in known}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package[: len(package) - node.level + 1] + ([base] if base else []))
            if base in known:
                found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names if f"{base}.{alias.name}" in known}
    found.discard(name)
    # importing a submodule runs its packages' __init__ first: that edge is not a ring of ours
    return {other for other in found if not name.startswith(other + ".")}


def rings(root: Path = ROOT) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    known = modules(root)
    graph = {name: imports(name, path, known) for name, path in known.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in graph[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                component.append(other)
                if other == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for node in graph:
        if node not in index:
            visit(node)
    return sorted(found)


if __name__ == "__main__":
    for ring in rings():
        print(" <-> ".join(ring))
    print(f"{len(rings())} import rings")
