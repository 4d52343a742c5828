# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Rendezvous and connection evidence read the way the programs' own sources say, on lines
people posted in other reports than the corpora's:

- a connect the kernel answers with no route to the host (EHOSTUNREACH, errno(3)) failed like a
  refused or timed-out one: NCCL's socketPollConnect reporting it is a failed connection,
  `network`, and alone it names no machine (`ambiguous`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from line_reading import best_id as _best
from two_nodes import TWO_NODES, at, log

from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.engine import default_catalog

# as posted: https://github.com/sgl-project/sglang/issues/3820
NO_ROUTE = "node5:240:240 [6] misc/socket.cc:533 NCCL WARN socketPollConnect: Connect to 10.0.0.4<56849> returned 113(No route to host) errno 115(Operation now in progress)"


def test_a_connect_with_no_route_to_the_host_is_a_failed_connection() -> None:
    assert _best(default_catalog(), "rank-0.log", NO_ROUTE) == "connection-reset"


def test_no_route_to_a_peer_alone_is_the_network_naming_nobody(
        write_bundle: Callable[..., Path]) -> None:
    result = attribute_bundle(write_bundle({
        "logs/node-2/rank-1.log": log((3, "NCCL INFO Bootstrap : Using eth0:10.0.0.5<0>"),
                                      (9, NO_ROUTE)),
        "scheduler.jsonl": f'{{"ts": "{at(12)}", "job_state": "FAILED", "exit_code": 1}}\n',
    }, ranks=TWO_NODES))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "network", [])
