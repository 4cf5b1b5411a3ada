"""The whole tree passes ruff (its rules are `[tool.ruff]` in pyproject.toml: line length, imports sorted,
unused imports...), so that a lint failure fails the suite and CI, not a reviewer's memory."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_finds_nothing_over_the_whole_tree():
    """`ruff check .` from the project's root: every Python file of the product, its tests and its tools."""
    from ruff.__main__ import find_ruff_bin

    done = subprocess.run([find_ruff_bin(), "check", "--no-cache", "--output-format", "concise", str(ROOT)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_would_fail_on_a_long_line(tmp_path):
    """The check can fail: a file with a 130-character line, under the project's settings, is refused."""
    from ruff.__main__ import find_ruff_bin

    (tmp_path / "long.py").write_text("x = '" + "a" * 125 + "'\n")
    done = subprocess.run([find_ruff_bin(), "check", "--no-cache", "--config", str(ROOT / "pyproject.toml"),
                           str(tmp_path / "long.py")], capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "E501" in done.stdout, done.stdout + done.stderr
