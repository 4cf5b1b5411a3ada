"""The browser tests' watchdog (tests/conftest.py): a browser test that hangs ends its worker after
`E2E_TEST_TIMEOUT_S` and the run goes on, with the hung test's stacks in the summary. One CI run hung for
the last hour of its 90 minutes, printing nothing: pytest-timeout's signal never came back to pytest."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
#: a run that must end within this, with a test that would sleep far longer
RUN_LIMIT_S = 120


def run_suite(tmp_path: Path, stuck_body: str) -> subprocess.CompletedProcess:
    """A suite of two browser tests under this conftest, on two workers: `test_stuck` (its body given),
    then `test_after`; every browser test's watchdog at 3 s, pytest-timeout's signal at 600 s."""
    (tmp_path / "tests" / "e2e").mkdir(parents=True)
    shutil.copy(TESTS / "conftest.py", tmp_path / "tests" / "conftest.py")
    (tmp_path / "tests" / "e2e" / "test_stuck.py").write_text(
        "import signal, time\nfrom pathlib import Path\n\n"
        "def test_stuck():\n"
        "    signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGALRM])  # no signal comes back (as in CI)\n"
        f"{stuck_body}\n\n"
        "def test_after():\n"
        "    pass\n")
    (tmp_path / "pytest.ini").write_text("[pytest]\ntestpaths = tests\n")
    env = dict(os.environ, E2E_TEST_TIMEOUT_S="3", E2E_HUNG_DIR=str(tmp_path / "hung"))
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly",
                           "-n", "2", "--timeout", "600", "-o", "addopts="], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=RUN_LIMIT_S)


def test_a_hung_browser_test_is_stopped_its_stacks_printed_and_the_run_goes_on(tmp_path):
    """A browser test stuck where no signal reaches it ends its worker after its time, its stacks are printed
    in the summary, and the tests after it still run; stuck again on its rerun, it fails the run."""
    run = run_suite(tmp_path, "    time.sleep(600)")
    out = run.stdout + run.stderr
    assert run.returncode != 0, out
    assert "browser tests stopped by their watchdog" in out, out
    assert "test_stuck.py::test_stuck: still running after 3" in out, out
    assert "in test_stuck" in out, out  # the stack says where it waited
    assert "1 passed" in out or "2 passed" in out, out  # test_after ran


def test_a_browser_test_that_hung_once_passes_on_its_rerun(tmp_path):
    """A browser test whose worker was stopped once runs again on a new worker, as a failed one does: passing
    then, the run passes, with the rerun and the first run's stacks reported."""
    flag = tmp_path / "hung-once"
    run = run_suite(tmp_path, f"    if not Path({str(flag)!r}).exists():\n"
                              f"        Path({str(flag)!r}).write_text('1')\n"
                              "        time.sleep(600)")
    out = run.stdout + run.stderr
    assert run.returncode == 0, out
    assert "1 rerun" in out and "crashed while running" in out, out
    assert "test_stuck.py::test_stuck: still running after 3" in out, out


def test_a_worker_stopped_after_finishing_other_blocks_leaves_no_worker_waiting(tmp_path):
    """A worker that ran unit tests, then hung in the late browser block and was stopped: its finished blocks are
    not queued again (xdist 3.8 queued them as empty blocks, and every worker waited for ever at the end, as a
    CI-like run of this suite did); its unfinished block is, and the run ends, the hung test passing on its
    rerun."""
    (tmp_path / "tests" / "e2e").mkdir(parents=True)
    shutil.copy(TESTS / "conftest.py", tmp_path / "tests" / "conftest.py")
    for unit in range(12):  # blocks of one test each, done by the worker that takes the late block after them
        (tmp_path / "tests" / f"test_unit_{unit}.py").write_text("import time\n\ndef test_unit():\n"
                                                                  "    time.sleep(0.3)\n")
    (tmp_path / "tests" / "e2e" / "test_main_block.py").write_text(  # the other worker, busy meanwhile
        "import time\n\ndef test_one():\n    time.sleep(2)\n\ndef test_two():\n    time.sleep(2)\n")
    flag = tmp_path / "hung-once"
    (tmp_path / "tests" / "e2e" / "test_layout_e2e.py").write_text(  # in the late block (LATE_BROWSER_TESTS)
        "import time\nfrom pathlib import Path\n\ndef test_first():\n    pass\n\n"
        "def test_stuck_once():\n"
        f"    if not Path({str(flag)!r}).exists():\n"
        f"        Path({str(flag)!r}).write_text('1')\n"
        "        time.sleep(600)\n\n"
        "def test_last():\n    pass\n")
    (tmp_path / "pytest.ini").write_text("[pytest]\ntestpaths = tests\n")
    env = dict(os.environ, E2E_TEST_TIMEOUT_S="6", E2E_HUNG_DIR=str(tmp_path / "hung"))
    run = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly",
                          "-n", "2", "-o", "addopts="], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=RUN_LIMIT_S)
    out = run.stdout + run.stderr
    assert run.returncode == 0, out
    assert "17 passed, 1 rerun" in out, out
