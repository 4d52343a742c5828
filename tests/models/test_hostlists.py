"""Node and rank lists written compactly: hostlists round-trip in the order given, long lists
in payloads (job handle, observation, cascade group) stay bounded and read back whole."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainwarden.attribution.result import CASCADE_LISTED, AttributionResult, CascadeGroup
from trainwarden.hostlists import (
    BadHostlist,
    brief,
    compress,
    compress_ranks,
    expand,
    expand_ranks,
)
from trainwarden.models import MAX_OBSERVED_RANKS, JobHandle, JobObservation, RankProgress

NODES, RANKS = 256, 8
NAMES = [f"gpu{n:04d}" for n in range(1, NODES + 1)]
T0 = datetime(2026, 12, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("nodes", "text"),
    [
        ([f"gpu{n:04d}" for n in range(1, 2049)], "gpu[0001-2048]"),
        (["gpu0001", "gpu0002", "gpu0003", "gpu0010"], "gpu[0001-0003,0010]"),
        (["a1", "a2", "b7", "b8", "c"], "a[1-2],b[7-8],c"),
        (["n9", "n10", "n11"], "n[9-11]"),  # no padding: the width grows
        (["n098", "n099", "n100", "n101"], "n[098-101]"),
        (["n1", "n01", "n001"], "n[1,01,001]"),  # padding differs: never one range
        (["n3", "n1", "n2"], "n[3,1-2]"),  # the order given is kept
        (["rack1-n3", "rack1-n4", "rack2-n3"], "rack1-n[3-4],rack2-n3"),
        (["n8-ib", "n9-ib"], "n8-ib,n9-ib"),  # suffixes left as they are (Slurm 22.05)
        (["node-2"], "node-2"),
        ([], ""),
    ],
)
def test_compress_writes_slurm_hostlists_that_expand_back(nodes: list[str], text: str) -> None:
    assert compress(nodes) == text
    assert expand(text) == nodes


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.builds(
            lambda prefix, number, width: f"{prefix}{number:0{width}d}",
            st.sampled_from(["gpu", "node-", "r1n", "a.b"]),
            st.integers(0, 120),
            st.integers(1, 4),
        )
        | st.sampled_from(["login", "n8-ib", "x"]),
        max_size=40,
        unique=True,
    )
)
def test_any_list_of_names_round_trips_in_order(nodes: list[str]) -> None:
    assert expand(compress(nodes)) == nodes


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 300), max_size=60))
def test_rank_ranges_round_trip(ranks: list[int]) -> None:
    assert expand_ranks(compress_ranks(ranks)) == ranks


def test_rank_ranges_and_bad_text() -> None:
    assert compress_ranks([0, 1, 2, 3, 8, 9, 20]) == "0-3,8-9,20"
    with pytest.raises(BadHostlist, match="'5-2'"):
        expand_ranks("0-1,5-2")
    with pytest.raises(BadHostlist, match="gpu\\[1-"):
        expand("gpu[1-")
    assert brief(["a1", "a2"]) == "a1, a2"
    assert brief(NAMES) == "gpu[0001-0256] (256 nodes)"


def handle() -> JobHandle:
    return JobHandle(
        backend="slurm",
        job_id="42",
        nodes=NAMES,
        ranks={str(r): NAMES[r // RANKS] for r in range(NODES * RANKS)},
    )


def test_a_big_job_handle_is_a_hostlist_and_a_layout_in_payloads() -> None:
    h = handle()
    payload = h.model_dump(mode="json")
    assert payload["node_hostlist"] == "gpu[0001-0256]"
    assert payload["ranks_per_node"] == RANKS
    assert payload["nodes"] == [] and payload["ranks"] == {}
    assert len(h.model_dump_json()) < 400
    assert JobHandle.model_validate_json(h.model_dump_json()) == h
    assert JobHandle.model_validate(payload).ranks["2047"] == "gpu0256"


def test_small_and_irregular_handles_keep_their_shape() -> None:
    small = JobHandle(backend="local", job_id="1", nodes=["node-1", "node-2"],
                      ranks={"0": "node-1", "1": "node-2"})
    assert set(small.model_dump(mode="json")) == set(JobHandle.model_fields)
    irregular = handle().model_copy(update={"ranks": {"0": "gpu0002", **{
        str(r): NAMES[r // RANKS] for r in range(1, NODES * RANKS)}}})
    payload = irregular.model_dump(mode="json")
    assert "ranks_per_node" not in payload and payload["ranks"]["0"] == "gpu0002"
    assert JobHandle.model_validate_json(irregular.model_dump_json()) == irregular


def test_a_handle_written_before_hostlists_still_reads() -> None:
    old = {"backend": "slurm", "job_id": "42", "run": 2, "nodes": NAMES,
           "ranks": {str(r): NAMES[r // RANKS] for r in range(NODES * RANKS)}}
    assert JobHandle.model_validate(old) == handle().model_copy(update={"run": 2})


def test_a_cascade_over_the_whole_job_lists_a_sample_and_all_compactly() -> None:
    ranks = list(range(NODES * RANKS))
    group = CascadeGroup(signature="nccl-watchdog-timeout", category="network",
                         nodes=NAMES, ranks=ranks, count=len(ranks))
    assert group.nodes == NAMES[:CASCADE_LISTED] and len(group.ranks) == CASCADE_LISTED
    assert group.node_hostlist == "gpu[0001-0256]" and group.rank_ranges == "0-2047"
    again = CascadeGroup.model_validate_json(group.model_dump_json())
    assert again.all_nodes() == NAMES and again.all_ranks() == ranks
    result = AttributionResult(verdict="attributed", category="gpu_hardware",
                               signature="xid-79", implicated_nodes=["gpu0171"],
                               cascading=[group], confidence=0.95, retryable=True,
                               explanation="x")
    assert len(result.model_dump_json()) < 4096
    small = CascadeGroup(signature="s", category="network", nodes=["a1"], ranks=[0], count=1)
    assert set(small.model_dump(mode="json")) == {"signature", "category", "nodes", "ranks",
                                                  "count"}


def observation() -> JobObservation:
    ranks = [
        RankProgress(rank=r, node=NAMES[r // RANKS], step=100 + r % 5,
                     at=T0 + timedelta(seconds=r % 13), step_seconds=[0.5] * 4,
                     load_seconds=1.0 + (r == 1500), phase="checkpoint" if r == 777 else None)
        for r in range(NODES * RANKS)
    ]
    return JobObservation(job_id="42", run=1, state="RUNNING", nodes=NAMES, ranks=ranks,
                          observed_at=T0)


def test_an_observation_in_a_payload_keeps_a_bounded_sample_that_reads_the_same() -> None:
    full = observation()
    small = full.bounded([777])
    assert len(small.ranks) == MAX_OBSERVED_RANKS and small.rank_count == NODES * RANKS
    assert small.step == full.step
    assert small.checkpoint_load_seconds == full.checkpoint_load_seconds == 2.0
    assert max(r.at for r in small.ranks) == max(r.at for r in full.ranks)
    assert max((r.step, r.at) for r in small.ranks) == max((r.step, r.at) for r in full.ranks)
    assert any(r.rank == 777 and r.phase == "checkpoint" for r in small.ranks)
    payload = small.model_dump_json()
    assert len(payload) < 32 << 10
    assert JobObservation.model_validate_json(payload) == small
    assert JobObservation.model_validate_json(payload).nodes == NAMES
    assert full.bounded(keep=NODES * RANKS) is full
