"""The worker bench/versus.py starts under either launcher: examples/train_ddp.py, unchanged,
behind two lines of glue a plain-torchrun user would also write.

- It prints ``versus: worker start rank R pid P`` first, so the bench can stamp the moment new
  workers are back (the example prints nothing before its first step).
- On a node the bench marked bad (``badnode-cuda``), it raises ``RuntimeError: CUDA error:
  unspecified launch failure`` at once, at every start, before the example's
  ``init_process_group``: a sticky node fault that no kernel line names.
- Without a resume path from the supervisor (``TRAINWARDEN_RESUME_PATH``, set by trainwarden on
  a restart), it resumes from the newest complete DCP checkpoint (``.metadata`` written) in
  ``--checkpoint-dir``: what a torchrun job does to survive its own restarts. So both launchers
  retrace the same lost steps and "productive" means the same thing for both.
"""

from __future__ import annotations

import os
import runpy
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "train_ddp.py"


def newest_checkpoint(argv: list[str]) -> str | None:
    """The newest ``step_*`` directory with DCP metadata under ``--checkpoint-dir``, if any."""
    if "--checkpoint-dir" not in argv:
        return None
    root = Path(argv[argv.index("--checkpoint-dir") + 1])
    done = sorted(p for p in root.glob("step_*") if (p / ".metadata").exists())
    return str(done[-1]) if done else None


def bad_node_here() -> bool:
    """badnode-cuda: this node was marked bad by the bench (a sticky fault no line names)."""
    marked = Path(os.environ.get("BENCH_VERSUS_BAD_NODE_FILE") or "/nonexistent")
    node = os.environ.get("TRAINWARDEN_NODE") or os.environ.get("BENCH_VERSUS_NODE")
    return bool(node) and marked.is_file() and marked.read_text().strip() == node


def main() -> None:
    argv = sys.argv[1:]
    if bad_node_here():  # dies at every start, before init_process_group (the bench's fault)
        raise RuntimeError("CUDA error: unspecified launch failure")
    print(f"versus: worker start rank {os.environ.get('RANK')} pid {os.getpid()}", flush=True)
    if not os.environ.get("TRAINWARDEN_RESUME_PATH") and "--resume-path" not in argv:
        latest = newest_checkpoint(argv)
        if latest:
            argv += ["--resume-path", latest]
    sys.argv = [str(EXAMPLE), *argv]
    runpy.run_path(str(EXAMPLE), run_name="__main__")


if __name__ == "__main__":
    main()
