"""Choosing the checkpoint to restart from: the newest complete one, with reasons for the rest.

One listing pass over the root (names, sizes, ETags), then candidates are inspected newest
first and the first complete one wins; older ones are never touched, which keeps the cost
close to the bare listing. Store failures raise CheckpointStoreError: an outage is not a
corrupt checkpoint.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator

from trainwarden.checkpoints.checksums import verify_checksums
from trainwarden.checkpoints.layouts.auto import AutoLayout, Recognition, recognise
from trainwarden.checkpoints.layouts.base import Candidate, Discovery, Layout, Listing
from trainwarden.checkpoints.layouts.custom import MarkerLayout
from trainwarden.checkpoints.layouts.dcp import DcpLayout
from trainwarden.checkpoints.layouts.manifest import ManifestLayout
from trainwarden.checkpoints.layouts.megatron import MegatronLayout
from trainwarden.checkpoints.models import (
    AUTO_LAYOUT,
    BUILTIN_LAYOUTS,
    CheckpointVerdict,
    CustomLayout,
    LayoutFound,
    LayoutSpec,
    RejectedCheckpoint,
)
from trainwarden.checkpoints.store import CheckpointStore, StoredObject


class UnknownLayoutError(ValueError):
    """The layout name is neither built in nor among the configured custom layouts."""


def resolve_layout(
    layout: str | LayoutSpec | CustomLayout, custom_layouts: list[CustomLayout] | None = None
) -> LayoutSpec:
    if isinstance(layout, LayoutSpec):
        return layout
    if isinstance(layout, CustomLayout):
        return LayoutSpec(kind="custom", custom=layout)
    if layout in BUILTIN_LAYOUTS:
        return LayoutSpec(kind=layout)  # type: ignore[arg-type]
    for custom in custom_layouts or []:
        if custom.name == layout:
            return LayoutSpec(kind="custom", custom=custom)
    known = ", ".join([*BUILTIN_LAYOUTS, *(c.name for c in custom_layouts or [])])
    raise UnknownLayoutError(f"unknown checkpoint layout {layout!r} (known: {known})")


def make_layout(spec: LayoutSpec, recognition: Recognition | None = None) -> Layout:
    if spec.kind == AUTO_LAYOUT:
        return AutoLayout(recognition or Recognition())
    if spec.kind == "custom":
        if spec.custom is None:
            raise UnknownLayoutError("a custom layout needs its definition (LayoutSpec.custom)")
        return MarkerLayout(spec.custom)
    builtin: dict[str, Callable[[], Layout]] = {
        "manifest": ManifestLayout, "dcp": DcpLayout, "megatron": MegatronLayout
    }
    return builtin[spec.kind]()


def verify_checkpoints(
    store: CheckpointStore,
    layout: str | LayoutSpec,
    *,
    checksums: bool = False,
    custom_layouts: list[CustomLayout] | None = None,
    max_step: int | None = None,
    progress: Callable[[str], None] | None = None,
    skip: list[RejectedCheckpoint] | None = None,
) -> CheckpointVerdict:
    """Find the newest usable checkpoint under `store` for `layout`.

    `max_step` (optional) ignores checkpoints newer than that step, e.g. to restart from
    before a loss divergence. `progress` (optional) is called on the caller's thread with a
    short note during long runs (every 10,000 listed objects, each candidate, each streamed
    file), e.g. to heartbeat a Temporal activity. `skip` (optional) names checkpoints known
    to be bad for this job (same step and location): they are rejected unread with their
    reason, and an older one is taken.
    Raises UnknownLayoutError for a bad layout and CheckpointStoreError when the store fails.
    """
    report_progress = progress or _ignore
    spec = resolve_layout(layout, custom_layouts)
    started = time.perf_counter()
    calls_before, bytes_before = store.stats.listing_calls, store.stats.bytes_read
    listing = Listing.build(_counted(store.list_objects(), report_progress))
    calls = store.stats.listing_calls - calls_before
    checked = [
        f"listed {len(listing.objects)} objects under {store.uri} in {calls} listing "
        f"call{'s' if calls != 1 else ''}"
    ]
    recognition = recognise(listing, store.uri.rstrip("/").rsplit("/", 1)[-1])
    found = recognition.found(store)
    if spec.kind == AUTO_LAYOUT:
        checked.append(_recognised(found))
    impl = make_layout(spec, recognition)
    discovery = impl.discover(listing, store)
    checked.extend(discovery.notes)
    if max_step is not None:
        _drop_newer(discovery, max_step, checked)
    total = len(discovery.candidates) + sum(1 for c, _ in discovery.pre_rejected if c.files)
    kind = "" if spec.kind == AUTO_LAYOUT else f"{spec.name} "
    checked.append(f"found {total} {kind}checkpoint director{'ies' if total != 1 else 'y'}")
    rejected = [_rejection(store, c, reason) for c, reason in discovery.pre_rejected]
    chosen: Candidate | None = None
    streamed, stream_seconds = 0, 0.0
    bad = {(b.step, b.location.rstrip("/")): b.reason for b in skip or []}
    for candidate in discovery.candidates:
        known_bad = bad.get((candidate.step, store.location(candidate.dir).rstrip("/")))
        if known_bad is not None:
            rejected.append(_rejection(store, candidate, known_bad))
            continue
        report_progress(f"inspecting {candidate.label}")
        inspection = impl.inspect(store, candidate)
        problem = inspection.problem
        if problem is None and checksums:
            report = verify_checksums(
                store, candidate, inspection.checksum_targets, report_progress
            )
            streamed += report.bytes_streamed
            stream_seconds += report.seconds
            problem = report.problem
            inspection.notes.extend(report.notes)
        if problem is not None:
            rejected.append(_rejection(store, candidate, problem))
            continue
        checked.extend(inspection.notes)
        chosen = candidate
        break
    if chosen is None and total:
        checked.append("no complete checkpoint found")
    seconds = time.perf_counter() - started
    return CheckpointVerdict(
        usable=chosen is not None,
        step=chosen.step if chosen else None,
        location=store.location(chosen.dir) if chosen else None,
        layout=spec.name,
        level="checksums" if checksums else "presence",
        uri=store.uri,
        checked=checked,
        rejected=sorted(rejected, key=lambda r: r.step, reverse=True),
        candidates=total,
        listing_calls=calls,
        bytes_read=store.stats.bytes_read - bytes_before,
        seconds=round(seconds, 6),
        throughput_mb_s=round(streamed / 1e6 / stream_seconds, 3)
        if checksums and stream_seconds > 0
        else None,
        chosen_layout=(chosen.layout or spec.name) if chosen else None,
        layouts_found=found,
    )


def _recognised(found: list[LayoutFound]) -> str:
    if not found:
        return "auto: no directory holds a known checkpoint layout"
    return "auto: " + "; ".join(
        f"{f.layout} in {f.count} director{'ies' if f.count != 1 else 'y'} (newest "
        f"{f.directories[0]})"
        for f in found
    )


def _drop_newer(discovery: Discovery, max_step: int, checked: list[str]) -> None:
    newer = [c for c in discovery.candidates if c.step > max_step]
    newer += [c for c, _ in discovery.pre_rejected if c.step > max_step]
    discovery.candidates = [c for c in discovery.candidates if c.step <= max_step]
    discovery.pre_rejected = [(c, r) for c, r in discovery.pre_rejected if c.step <= max_step]
    if newer:
        checked.append(
            f"ignored {len(newer)} checkpoint{'s' if len(newer) != 1 else ''} newer than "
            f"max_step {max_step}"
        )


def _ignore(_: str) -> None:
    return None


def _counted(
    objects: Iterable[StoredObject], progress: Callable[[str], None]
) -> Iterator[StoredObject]:
    for count, obj in enumerate(objects, start=1):
        if count % 10_000 == 0:
            progress(f"listed {count} objects")
        yield obj


def _rejection(store: CheckpointStore, candidate: Candidate, problem: str) -> RejectedCheckpoint:
    return RejectedCheckpoint(
        step=candidate.step,
        location=store.location(candidate.dir),
        reason=f"{candidate.label}: {problem}",
    )
