"""Kernel-log sources of a Slurm cluster: file templates, journald, a command (no cluster)."""

from __future__ import annotations

import sys
from datetime import UTC, datetime

from trainwarden.activities.backends.kernel_logs import KernelLogSource

SINCE = datetime(2024, 12, 3, 10, 0, tzinfo=UTC)
UNTIL = datetime(2024, 12, 3, 11, 0, tzinfo=UTC)


def test_file_template_reads_the_nodes_file(tmp_path) -> None:
    (tmp_path / "node-2").mkdir()
    (tmp_path / "node-2" / "kern.log").write_text("Dec  3 10:01:00 node-2 kernel: hello\n")
    source = KernelLogSource.parse(str(tmp_path / "{node}" / "kern.log"))
    assert source.kind == "file"
    assert source.read("node-2", SINCE, UNTIL) == (["Dec  3 10:01:00 node-2 kernel: hello"], None)
    lines, note = source.read("node-1", SINCE, UNTIL)
    assert lines == [] and "node-1" in note


def test_journald_runs_journalctl_on_the_node_for_the_window() -> None:
    source = KernelLogSource.parse("journald", node_exec="ssh -o BatchMode=yes {node}")
    argv = source.argv("gpu-7", SINCE, UNTIL)
    assert argv[:3] == ["ssh", "-o", "BatchMode=yes"] and argv[3] == "gpu-7"
    assert argv[4:8] == ["journalctl", "-k", "-o", "short-iso-precise"]
    assert f"--since=@{int(SINCE.timestamp())}" in argv
    assert f"--until=@{int(UNTIL.timestamp()) + 1}" in argv


def test_command_source_runs_with_node_and_window(tmp_path) -> None:
    script = tmp_path / "fake_journalctl.py"
    script.write_text(
        "import sys\n"
        "print('-- Logs begin at Tue 2024-12-03 --')\n"
        "print(f'2024-12-03T10:00:05.123456+0000 {sys.argv[1]} kernel: since {sys.argv[2]}')\n")
    source = KernelLogSource.parse(f"cmd:{sys.executable} {script} {{node}} {{since_epoch}}")
    lines, note = source.read("node-3", SINCE, UNTIL)
    assert note is None
    assert lines == [f"2024-12-03T10:00:05.123456+0000 node-3 kernel: since "
                     f"{int(SINCE.timestamp())}"]


def test_unreachable_node_is_a_note_not_a_failure() -> None:
    source = KernelLogSource.parse(f"cmd:{sys.executable} -c 'import sys; sys.exit(3)'")
    lines, note = source.read("node-3", SINCE, UNTIL)
    assert lines == [] and "exit 3" in note
