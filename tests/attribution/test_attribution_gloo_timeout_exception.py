"""gloo's own exception for an operation that timed out (gloo::TimeoutException, gloo/common/
error.h) thrown uncaught from a pair is the collective's wait running out: a hang's cascade,
never the program's own error that its `terminate called after throwing` ending would make of
it. The line is as posted in the title of https://github.com/PaddlePaddle/Paddle/issues/64679
(the exception after two days of training); the bundle around it is ours."""

from __future__ import annotations

import json

from trainwarden.attribution import attribute_bundle

LINE = "terminate called after throwing an instance of 'gloo::TimeoutException'"


def test_an_uncaught_gloo_timeout_is_a_hang_not_the_programs_error(write_bundle) -> None:
    path = write_bundle(
        {"logs/cpu-0/rank-0.log": "2024-06-03T10:00:00Z step 900 loss 0.41\n"
                                  f"2024-06-03T10:30:00Z {LINE}\n",
         "scheduler.jsonl": json.dumps({"ts": "2024-06-03T10:30:10Z", "job_state": "FAILED"})
         + "\n"},
        job={"job_id": "p", "scheduler": "slurm", "nodes": ["cpu-0", "cpu-1"],
             "ranks": {"0": "cpu-0", "1": "cpu-1"}})
    result = attribute_bundle(path)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "ambiguous", "hang", [])
