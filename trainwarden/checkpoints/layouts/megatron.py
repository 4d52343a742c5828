"""Verification of Megatron-LM checkpoints.

`latest_checkpointed_iteration.txt` (an integer or `release`) points at `iter_NNNNNNN/`
holding `mp_rank_XX[_YYY]/model_optim_rng.pt` (legacy) or torch_dist files (`.metadata` +
`*.distcp`, checked as DCP). Megatron writes the pointer after all ranks finished, but the
pointed directory can still be damaged later, so it is verified, and older `iter_*`
directories are the fallback. The expected set of rank directories is inferred from the most
common self-consistent shape among all iterations, which catches a rank that never wrote.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter

from trainwarden.checkpoints.layouts.base import (
    Candidate,
    ChecksumTarget,
    Discovery,
    Inspection,
    Listing,
    newest_first,
    root_as_candidate,
)
from trainwarden.checkpoints.layouts.dcp import METADATA_NAME, inspect_dcp_files
from trainwarden.checkpoints.store import CheckpointStore, ObjectRefusedError, StoredObject

POINTER_NAME = "latest_checkpointed_iteration.txt"
MAX_POINTER_BYTES = 4096
"""The tracker file holds an iteration number or `release`; the job writes it, so it is capped."""
ITER_DIR = re.compile(r"^iter_(\d+)$")
RANK_DIR = re.compile(r"^mp_rank_(\d+(?:_\d+)*)$")
MODEL_FILE = "model_optim_rng.pt"
RELEASE = "release"


def iter_dir_name(iteration: int) -> str:
    return f"iter_{iteration:07d}"


class MegatronLayout:
    name = "megatron"

    def __init__(self) -> None:
        self.expected_files: frozenset[str] | None = None
        self.expected_ranks: frozenset[str] = frozenset()

    def discover(self, listing: Listing, store: CheckpointStore) -> Discovery:
        by_step: list[Candidate] = []
        for dir_name, files in listing.children.items():
            match = ITER_DIR.match(dir_name)
            if match:
                step = int(match.group(1))
                by_step.append(Candidate(step, dir_name, files, f"iter {step}"))
            elif dir_name == RELEASE:
                by_step.append(Candidate(0, dir_name, files, "release"))
        if not by_step and (
            METADATA_NAME in listing.root_files or any(map(RANK_DIR.match, listing.children))
        ):
            root = root_as_candidate(listing, store, _iteration_of, "iter")
            if root:
                self._infer_expected_shape([root])
                note = f"{store.uri} is itself a checkpoint directory"
                return Discovery([root], notes=[note])
        self._infer_expected_shape(by_step)
        notes = []
        if self.expected_files is not None:
            notes.append(
                f"expected shape (most common complete one): {len(self.expected_ranks)} rank "
                f"directories, {len(self.expected_files)} files"
            )
        pointer, pointer_note = _read_pointer(listing, store)
        notes.append(pointer_note)
        ordered = newest_first(c for c in by_step if c.dir != RELEASE)
        release = [c for c in by_step if c.dir == RELEASE]
        if pointer is None:
            return Discovery(ordered + release, notes=notes)
        if isinstance(pointer, str):  # RELEASE, the one word the pointer file may hold
            pre = [] if release else [(Candidate(0, RELEASE, {}, "release"), _dangling(RELEASE))]
            return Discovery(release + ordered, pre, notes)
        newer = [c for c in ordered if c.step > pointer]
        pre_rejected = [
            (c, f"newer than {POINTER_NAME} ({pointer}): save not finalised") for c in newer
        ]
        if not any(c.step == pointer for c in ordered):
            dangling = Candidate(pointer, iter_dir_name(pointer), {}, f"iter {pointer}")
            pre_rejected.append((dangling, _dangling(iter_dir_name(pointer))))
        return Discovery([c for c in ordered if c.step <= pointer] + release, pre_rejected, notes)

    def inspect(self, store: CheckpointStore, candidate: Candidate) -> Inspection:
        if METADATA_NAME in candidate.files:
            return inspect_dcp_files(store, candidate)
        ranks = _rank_files(candidate.files)
        problem = _shape_problem(ranks)
        if problem:
            return Inspection(problem)
        present = frozenset(_files_of(ranks))
        notes = []
        if self.expected_files is not None and present != self.expected_files:
            missing = sorted(self.expected_files - present)
            if missing and frozenset(ranks) <= self.expected_ranks:
                return Inspection(
                    f"{missing[0]} missing (complete iterations have {len(self.expected_ranks)} "
                    "rank directories)"
                )
            notes.append(
                f"{candidate.label}: rank layout differs from the most common one "
                f"({len(ranks)} vs {len(self.expected_ranks)} rank directories: parallelism "
                "changed?); accepted because it is self-consistent"
            )
        notes.insert(
            0,
            f"{candidate.label}: {len(ranks)} rank directories form a complete grid; every "
            f"{MODEL_FILE} present and non-empty",
        )
        return Inspection(None, [ChecksumTarget(p) for p in sorted(present)], notes)

    def _infer_expected_shape(self, candidates: list[Candidate]) -> None:
        shapes: Counter[frozenset[str]] = Counter()
        for candidate in candidates:
            ranks = _rank_files(candidate.files)
            if ranks and _shape_problem(ranks) is None:
                shapes[frozenset(_files_of(ranks))] += 1
        if shapes:
            self.expected_files = max(shapes, key=lambda s: (shapes[s], len(s)))
            self.expected_ranks = frozenset(p.split("/", 1)[0] for p in self.expected_files)


def _iteration_of(name: str) -> int | None:
    match = ITER_DIR.match(name)
    return int(match.group(1)) if match else None


def _dangling(dir_name: str) -> str:
    return f"{POINTER_NAME} points at {dir_name}, which does not exist"


def _read_pointer(listing: Listing, store: CheckpointStore) -> tuple[int | str | None, str]:
    if POINTER_NAME not in listing.root_files:
        return None, f"no {POINTER_NAME}: considered every iter_* directory"
    try:
        raw = store.read_bytes(POINTER_NAME, max_bytes=MAX_POINTER_BYTES)
        text = raw.decode("utf-8", "replace").strip()
    except FileNotFoundError:
        return None, f"{POINTER_NAME} disappeared: considered every iter_* directory"
    except ObjectRefusedError as exc:
        return None, f"{POINTER_NAME} refused ({exc}): considered every iter_* directory"
    if text == RELEASE:
        return RELEASE, f"{POINTER_NAME} points at the release checkpoint"
    if text.isdigit():
        return int(text), f"{POINTER_NAME} points at iteration {int(text)}"
    return None, f"{POINTER_NAME} unreadable ({text[:40]!r}): considered every iter_* directory"


def _rank_files(files: dict[str, StoredObject]) -> dict[str, dict[str, StoredObject]]:
    ranks: dict[str, dict[str, StoredObject]] = {}
    for path, obj in files.items():
        head, sep, rest = path.partition("/")
        if sep and RANK_DIR.match(head):
            ranks.setdefault(head, {})[rest] = obj
    return ranks


def _files_of(ranks: dict[str, dict[str, StoredObject]]) -> list[str]:
    return [f"{rank}/{name}" for rank, files in ranks.items() for name in files]


def _shape_problem(ranks: dict[str, dict[str, StoredObject]]) -> str | None:
    """Why these rank directories are not a complete checkpoint on their own, or None."""
    if not ranks:
        return "no mp_rank_* directories"
    for rank in sorted(ranks):
        for name in sorted(ranks[rank]):
            if ranks[rank][name].size == 0:
                return f"zero-size shard {rank}/{name}"
        if MODEL_FILE not in ranks[rank]:
            return f"{rank}/{MODEL_FILE} missing"
    coords = {
        # each name matched RANK_DIR (_rank_files): mp_rank_ and numbers joined by _
        rank: tuple(int(x) for x in rank.removeprefix("mp_rank_").split("_")) for rank in ranks
    }
    dims = {len(c) for c in coords.values()}
    if len(dims) != 1:
        return "rank directories mix naming schemes"
    extent = [max(c[i] for c in coords.values()) + 1 for i in range(dims.pop())]
    missing = sorted(set(itertools.product(*(range(n) for n in extent))) - set(coords.values()))
    if missing:
        first = "_".join(
            f"{value:02d}" if i == 0 else f"{value:03d}" for i, value in enumerate(missing[0])
        )
        return f"mp_rank_{first} missing (rank directories span {'x'.join(map(str, extent))})"
    return None
