"""Nothing escapes its directory: names from outside become one escaped path part, every
file removed or written is checked to lie under its root, evidence reading never follows a
symlink out of the job's directories and cuts over-long lines."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from temporalio.testing import ActivityEnvironment

from trainwarden.activities.backends.slurm_evidence import read_lines
from trainwarden.activities.evidence import collect_evidence
from trainwarden.activities.models import CollectEvidenceInput
from trainwarden.activities.registry import backend_for
from trainwarden.localcluster.layout import ClusterLayout
from trainwarden.models import JobSpec
from trainwarden.untrusted.paths import PathEscapeError, ensure_under, safe_part
from trainwarden.untrusted.safeio import (
    MAX_LINE_BYTES,
    UnsafeFileError,
    capped_lines,
    read_regular_file,
)


def _files(root: Path) -> set[Path]:
    return {p for p in root.rglob("*")}


@pytest.mark.parametrize(
    "name", ["../../escape", "..", ".", "a/b", "/etc/passwd", "x\x00y", "é/..", "-rf", ""]
)
def test_safe_part_is_one_harmless_component(tmp_path: Path, name: str) -> None:
    part = safe_part(name)
    assert "/" not in part and "\x00" not in part and part not in {"", ".", ".."}
    assert not part.startswith((".", "-"))
    assert ensure_under(tmp_path, tmp_path / part).parent == tmp_path.resolve()


def test_safe_part_keeps_plain_names_and_separates_others() -> None:
    assert safe_part("supervise-llm7b-i1") == "supervise-llm7b-i1"
    assert safe_part("node-2") == "node-2"
    assert safe_part("a/b") != safe_part("a_b") and safe_part("a/b") != safe_part("a:b")


def test_ensure_under_refuses_paths_and_symlinks_outside(tmp_path: Path) -> None:
    root = tmp_path / "root"
    (root / "in").mkdir(parents=True)
    (root / "out").symlink_to(tmp_path)
    assert ensure_under(root, root / "in" / "x") == (root / "in" / "x").resolve()
    for bad in (root / ".." / "x", root / "out" / "x", Path("/etc")):
        with pytest.raises(PathEscapeError):
            ensure_under(root, bad)


async def test_workflow_id_with_dot_dot_writes_nothing_outside_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before, <home>/incidents/../../escape-i1/bundle was removed and rewritten."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("TRAINWARDEN_HOME", str(home))
    victim = tmp_path / "escape-i1" / "bundle"
    victim.mkdir(parents=True)
    (victim / "keep.txt").write_text("not yours")
    outside_before = _files(tmp_path) - _files(home)

    job = JobSpec(name="escape", backend="virtual", nodes=2, ranks_per_node=1)
    handle, _ = backend_for(job).start(job, key="wf:start")
    inp = CollectEvidenceInput(job=job, handle=handle, incident_id="../../escape-i1")
    ref = await ActivityEnvironment().run(collect_evidence, inp)
    ref_again = await ActivityEnvironment().run(collect_evidence, inp)  # a retry: rmtree first

    assert (victim / "keep.txt").read_text() == "not yours"
    assert _files(tmp_path) - _files(home) == outside_before
    bundle = Path(ref.path)
    assert ref_again.path == ref.path and (bundle / "job.json").is_file()
    assert bundle.parent.parent == (home / "incidents").resolve()


def test_local_layout_escapes_job_and_node_names(tmp_path: Path) -> None:
    layout = ClusterLayout(tmp_path)
    for path in (layout.job_dir("../x"), layout.checkpoints("../x"), layout.kernel_log("../x")):
        ensure_under(tmp_path, path)
    assert layout.job_dir("demo") == tmp_path / "jobs" / "demo"


def test_regular_files_only(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(UnsafeFileError, match="a FIFO"):
        read_regular_file(fifo, 100)
    with pytest.raises(UnsafeFileError, match="a character device"):
        read_regular_file("/dev/zero", 100)
    big = tmp_path / "big"
    big.write_bytes(b"x" * 101)
    with pytest.raises(UnsafeFileError, match="limit of 100 bytes"):
        read_regular_file(big, 100)
    with pytest.raises(UnsafeFileError):
        list(capped_lines(fifo))


def test_evidence_reader_does_not_follow_symlinks_out(tmp_path: Path) -> None:
    job_dir = tmp_path / "run"
    (job_dir / "logs").mkdir(parents=True)
    secret = tmp_path / "secret.txt"
    secret.write_text("password=hunter2\n")
    (job_dir / "logs" / "rank-0.log").symlink_to(secret)
    (job_dir / "logs" / "rank-1.log").write_text("ok line\n")
    (job_dir / "logs" / "rank-2.log").symlink_to(job_dir / "logs" / "rank-1.log")
    with pytest.raises(UnsafeFileError, match="outside"):
        list(capped_lines(job_dir / "logs" / "rank-0.log", roots=(job_dir,)))
    assert read_lines(job_dir / "logs" / "rank-0.log", roots=(job_dir,)) == []
    assert read_lines(job_dir / "logs" / "rank-0.log") == []  # default root: its directory
    assert read_lines(job_dir / "logs" / "rank-2.log", roots=(job_dir,)) == ["ok line"]


def test_a_300_mb_line_is_cut_not_copied(tmp_path: Path) -> None:
    log = tmp_path / "rank-0.log"
    with log.open("wb") as out:
        out.write(b"2026-12-04T10:00:00Z first\n")
        chunk = b"A" * (1024 * 1024)
        for _ in range(300):
            out.write(chunk)
        out.write(b"\n2026-12-04T10:00:01Z last\n")
    lines = list(capped_lines(log, max_bytes=400 * 1024 * 1024))
    assert lines[0] == "2026-12-04T10:00:00Z first\n"
    assert len(lines[1]) < MAX_LINE_BYTES + 100 and "line cut by trainwarden" in lines[1]
    assert lines[2] == "2026-12-04T10:00:01Z last\n"
    # and with the default file cap, only the tail of the file is read
    tail = list(capped_lines(log))
    assert tail[-1] == "2026-12-04T10:00:01Z last\n" and len(tail) <= 2
