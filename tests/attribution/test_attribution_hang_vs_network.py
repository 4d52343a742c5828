"""A hang whose timed-out peers closed their connections as they exited is still a hang.

From the committed real torch bundle `torch-hang-in-collective` (rank 3 on node-2 sleeps in step
4, gloo's 4 s timeout ends the other ranks): under load one of the other ranks reads gloo's
"Connection closed by peer" (a peer that timed out and exited) instead of its own timeout, as
the generator produced once in a loaded suite run. Connections that failed no earlier than the
timeouts are their cascade; only failures clearly before them make the network the first sign.
"""

from __future__ import annotations

import re
import shutil
from datetime import datetime, timedelta
from pathlib import Path

from trainwarden.attribution import attribute_bundle

CORPUS = Path(__file__).resolve().parent / "corpus" / "torch-hang-in-collective"
TIMEOUT = re.compile(r"^(\S+) (\[rank2\]: RuntimeError: \[\S+\]) Timed out waiting 4000ms for recv "
                     r"operation to complete$", re.M)  # fmt: skip
CLOSED = "Connection closed by peer [10.0.0.1]:29417"  # gloo's pair.cc wording, a peer's port
# a connection broken, not closed in order (gloo's pair.cc read error): the network's words
RESET = "Read error [10.0.0.1]:29417: Connection reset by peer"


def closed_by_peer_on_rank_2(tmp_path: Path, earlier: timedelta, line: str = CLOSED) -> Path:
    bundle = tmp_path / "bundle"
    shutil.copytree(CORPUS, bundle)
    log = bundle / "logs" / "node-2" / "rank-2.log"
    text = log.read_text()
    found = TIMEOUT.search(text)
    assert found, "the corpus bundle's rank 2 timeout line"
    at = datetime.fromisoformat(found[1].replace("Z", "+00:00")) - earlier
    stamp = at.isoformat(timespec="microseconds").replace("+00:00", "Z")
    log.write_text(TIMEOUT.sub(f"{stamp} {found[2]} {line}", text))
    return bundle


def test_the_corpus_bundle_is_a_hang_on_the_silent_ranks_node() -> None:
    result = attribute_bundle(CORPUS)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed",
        "hang",
        ["node-2"],
    )


def test_a_peer_closed_as_the_others_timed_out_leaves_the_hang_on_the_silent_node(
    tmp_path: Path,
) -> None:
    result = attribute_bundle(closed_by_peer_on_rank_2(tmp_path, timedelta(0)))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed",
        "hang",
        ["node-2"],
    ), result
    assert any(g.signature == "gloo-closed-by-peer" for g in result.cascading), result


def test_connections_that_failed_well_before_the_timeouts_are_the_first_sign(
    tmp_path: Path,
) -> None:
    result = attribute_bundle(closed_by_peer_on_rank_2(tmp_path, timedelta(seconds=3), RESET))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous",
        "network",
        [],
    ), result
    assert result.signature == "gloo-peer-io-error", result


def test_a_peer_that_ended_in_order_before_the_timeouts_leaves_the_hang(tmp_path: Path) -> None:
    # gloo's closed by peer is the end of the peer's stream, the peer's process ending, no
    # network fault: the silent rank's hang stands
    result = attribute_bundle(closed_by_peer_on_rank_2(tmp_path, timedelta(seconds=3)))
    assert (result.verdict, result.category) == ("attributed", "hang"), result
