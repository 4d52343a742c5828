# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Self-play and game-AI training (self-play.yaml): KataGo's distributed client refused by the
training server, and Malmo's env server (MineRL) without a rendered frame, are the job's
software, not a machine: user_code, nobody implicated. The lines are ones people posted, in
other reports than the corpora's."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from line_reading import best_id as _best
from two_nodes import TWO_NODES, log, steps
from two_nodes import job_state as _state

from trainwarden.attribution import Catalog, attribute_bundle

# https://github.com/sanderland/katrain/issues/601 (KaTrain's bundled KataGo, `contribute`)
KATAGO_REFUSED = "ERROR: task loop loop thread failed: Server returned error 400: This version of KataGo is not enabled for distributed. If this exact version was working previously, then changes in the run require a newer version - please update KataGo to the latest version or release. But if this is already the official newest version of KataGo, or you think that not enabling this version is an oversight, please ask server admins to enable the following version hash: 773e329a0c1ecd9ec16c7bb3d4719a4f1dcd1133-opencl"

# https://github.com/minerllabs/minerl/issues/72 ("Observations still null", several environments)
MALMO_NULL = (
    "2019-06-19 16:57:44 bigbook minerl.env.malmo[28249] ERROR [16:57:44] [EnvServerSocketHandler/INFO]: [STDOUT]: [ERROR] Video observation is null; please notify the developer.",
    '2019-06-19 16:57:44 bigbook minerl.env.malmo[28249] ERROR Exception in thread "EnvServerSocketHandler" [16:57:44] [EnvServerSocketHandler/INFO]: [STDERR]: java.lang.NullPointerException',
    "2019-06-19 16:57:44 bigbook minerl.env.malmo[28249] ERROR [16:57:44] [EnvServerSocketHandler/INFO]: [STDERR]:   at com.microsoft.Malmo.Client.MalmoEnvServer.peek(MalmoEnvServer.java:591)",
    "2019-06-19 16:57:44 bigbook minerl.env.malmo[28249] ERROR [16:57:44] [EnvServerSocketHandler/INFO]: [STDERR]:   at com.microsoft.Malmo.Client.MalmoEnvServer.access$700(MalmoEnvServer.java:51)",
)


def test_katagos_client_refused_by_the_server_is_read(catalog: Catalog) -> None:
    assert _best(catalog, "rank-0", KATAGO_REFUSED) == "katago-server-refused-client"
    # rate limiting is retried, not a refusal of this client (KataGo's format, client.cpp)
    assert _best(catalog, "rank-0", "ERROR: task loop loop thread failed: Server returned error 429: Too many requests") != "katago-server-refused-client"
    # the client's note on an upload the server already holds, which it skips and goes on
    # (https://github.com/lightvector/KataGo/issues/481)
    note = "Server returned 400 with 'already exist', data is probably uploaded already or has a key conflict, so skipping, response was: {\"kg_game_uid\":[\"Training game with this KG game uid already exists.\"]}"
    assert _best(catalog, "rank-0", note) != "katago-server-refused-client"


def test_a_refused_katago_client_that_stopped_is_user_code_with_nobody_implicated(
    write_bundle: Callable[..., Path],
) -> None:
    bundle = write_bundle({
        "logs/node-1/rank-0.log": log((101, KATAGO_REFUSED), (101, "---RESPONSE---------------------"),
                                      (101, "Status Code: 400")),
        "metrics.jsonl": steps(100),
        "scheduler.jsonl": _state(0, "RUNNING") + _state(110, "FAILED"),
    }, ranks=TWO_NODES, name="katago")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", []), result.explanation
    assert result.signature == "katago-server-refused-client"


def test_malmos_missing_frame_is_user_code_with_nobody_implicated(
    catalog: Catalog, write_bundle: Callable[..., Path],
) -> None:
    assert _best(catalog, "rank-0", MALMO_NULL[0]) == "malmo-video-observation-null"
    bundle = write_bundle({
        "logs/node-2/rank-1.log": log(*((101 + i, text) for i, text in enumerate(MALMO_NULL))),
        "metrics.jsonl": steps(100),
        "scheduler.jsonl": _state(0, "RUNNING") + _state(120, "FAILED"),
    }, ranks=TWO_NODES, name="malmo")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "user_code", []), result.explanation
    assert result.signature == "malmo-video-observation-null"
