"""The browser build's start-up cuts that run without a browser: the app archive unpacked in JavaScript
(pwa/unpack.js, run here by Node with a stand-in for Pyodide's file system) gives the same files as
Python's tarfile; the wheels' unread files are left out, what is read stays."""

from __future__ import annotations

import gzip
import io
import json
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pwa.build import pack_app, prune  # noqa: E402

#: pwa/unpack.js given a Response of the archive and a file system that records what it is asked to write.
HARNESS = """
const fs = require("node:fs");
const written = {};
globalThis.self = { flet_js: {}, pyodide: { FS: {
  cwd: () => "/home/pyodide",
  mkdirTree: (path) => { written[path + "/"] = null; },
  writeFile: (path, data) => { written[path] = Buffer.from(data).toString("base64"); },
} } };
(0, eval)(fs.readFileSync(process.argv[1], "utf8"));
self.flet_js.pwaUnpack(new Response(fs.readFileSync(process.argv[2])))
  .then((done) => console.log(JSON.stringify({ done, written })));
"""


def unpacked_by_js(archive: Path) -> dict[str, bytes | None]:
    done = subprocess.run(["node", "-e", HARNESS, str(ROOT / "pwa" / "unpack.js"), str(archive)],
                          capture_output=True, text=True, check=True)
    found = json.loads(done.stdout.splitlines()[-1])
    assert found["done"] is True
    import base64

    return {path: None if data is None else base64.b64decode(data) for path, data in found["written"].items()}


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node (the build compiles with it too)")
def test_the_javascript_unpacker_writes_every_file_of_the_app_archive_as_tarfile_does(tmp_path):
    """pwa/unpack.js reads the GNU tar that pwa/build.py's pack_app writes: folders, empty and binary
    files, a file larger than one block, and a path longer than 100 characters (a GNU long-name entry), all
    under Pyodide's working folder, byte for byte what Python's tarfile extracts."""
    stage = tmp_path / "stage"
    deep = stage / "__pypackages__" / ("a_rather_long_package_name_" * 3) / "sub"
    deep.mkdir(parents=True)
    files = {deep / "module_with_a_long_name.pyc": bytes(range(256)) * 9,
             stage / "main.py": "print('é')\n".encode(), stage / "empty.txt": b"",
             stage / "referee_app" / "__init__.pyc": b"\x00" * 512}
    (stage / "referee_app").mkdir()
    for path, data in files.items():
        path.write_bytes(data)
    assert len(str(next(iter(files)).relative_to(stage))) > 100
    archive = tmp_path / "app.tar.gz"
    pack_app(stage, archive)
    expected = tmp_path / "expected"
    with tarfile.open(archive) as tar:
        tar.extractall(expected, filter="data")
    written = unpacked_by_js(archive)
    files_written = {path: data for path, data in written.items() if data is not None}
    assert files_written == {f"/home/pyodide/{p.relative_to(expected).as_posix()}": p.read_bytes()
                             for p in expected.rglob("*") if p.is_file()}
    folders = {path.rstrip("/") for path, data in written.items() if data is None}
    assert {str(Path(path).parent) for path in files_written} <= folders | {"/home/pyodide"}


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_the_javascript_unpacker_refuses_an_entry_it_cannot_write(tmp_path):
    """A tar entry other than a file, a folder or a long name (here a symbolic link) stops the unpacking
    with an error naming it, instead of leaving the app half unpacked in silence."""
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.GNU_FORMAT) as tar:
        link = tarfile.TarInfo("link")
        link.type, link.linkname = tarfile.SYMTYPE, "main.py"
        tar.addfile(link)
    archive = tmp_path / "app.tar.gz"
    archive.write_bytes(gzip.compress(raw.getvalue()))
    with pytest.raises(subprocess.CalledProcessError) as failed:
        unpacked_by_js(archive)
    assert "unexpected tar entry type 2 (/home/pyodide/link)" in failed.value.stderr


def test_the_build_leaves_out_what_nothing_reads_and_keeps_the_metadata_versions_are_read_from(tmp_path):
    """prune: pydantic's v1 package and mypy plugin, tests, stubs and the wheels' RECORD and licences go
    (each file is one more to unpack at every start); METADATA stays (importlib.metadata.version reads
    it), and so do the modules and the entry points."""
    packages = tmp_path / "__pypackages__"
    kept = ["pydantic/main.pyc", "pydantic/v1_helpers.pyc", "pydantic-2.14.4.dist-info/METADATA",
            "pydantic-2.14.4.dist-info/entry_points.txt", "flet/controls/text.pyc"]
    dropped = ["pydantic/v1/main.pyc", "pydantic/mypy.py", "pydantic-2.14.4.dist-info/RECORD",
               "pydantic-2.14.4.dist-info/WHEEL", "pydantic-2.14.4.dist-info/licenses/LICENSE",
               "flet/tests/test_x.py", "flet/controls/text.pyi"]
    for name in kept + dropped:
        (packages / name).parent.mkdir(parents=True, exist_ok=True)
        (packages / name).write_bytes(b"x")
    prune(packages)
    assert sorted(p.relative_to(packages).as_posix() for p in packages.rglob("*") if p.is_file()) == sorted(kept)
