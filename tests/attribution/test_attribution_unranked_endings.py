# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""A log with no rank (a driver's output, the one log a report posts) that ends inside a Python
traceback: the program's own error, as a rank's would be, unless its last lines report
something else: a transport that failed under the program, or a launcher relaying a child's
failure. Nothing else is in these bundles (no kernel line, no node state).

Every line below was posted publicly (the URL above it); each excerpt ends where its poster's
traceback is cut here, before its exception line, as posted excerpts often are.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.attribution import attribute_bundle

# https://github.com/flwrlabs/flower/issues/756 (a Flower client whose server was not reachable)
FLOWER_CHANNEL = [
    "DEBUG flower 2021-06-10 15:54:23,140 | connection.py:36 | ChannelConnectivity.IDLE",
    "DEBUG flower 2021-06-10 15:54:23,140 | connection.py:36 | ChannelConnectivity.CONNECTING",
    "DEBUG flower 2021-06-10 15:54:23,141 | connection.py:36 | ChannelConnectivity.TRANSIENT_FAILURE",
    "INFO flower 2021-06-10 15:54:23,141 | app.py:61 | Opened (insecure) gRPC connection",
    "DEBUG flower 2021-06-10 15:54:23,343 | connection.py:68 | Insecure gRPC channel closed",
]
FLOWER_FRAMES = [
    "Traceback (most recent call last):",
    '  File "client.py", line 98, in <module>',
    "    main()",
    '  File "client.py", line 94, in main',
    '    fl.client.start_numpy_client("[::]:8080", client)',
    '  File "C:\\Users\\HP\\anaconda3\\lib\\site-packages\\flwr\\client\\app.py", line 112, in start_numpy_client',
    "    start_client(",
    '  File "C:\\Users\\HP\\anaconda3\\lib\\site-packages\\flwr\\client\\app.py", line 64, in start_client',
    "    server_message = receive()",
]
# https://github.com/NVlabs/Fast-dLLM/issues/37 (`accelerate launch` relaying its child's exit)
ACCELERATE_FRAMES = [
    '  File "/data/jiangdazhi/miniconda3/envs/d1/lib/python3.10/site-packages/accelerate/commands/accelerate_cli.py", line 48, in main',
    "    args.func(args)",
    '  File "/data/jiangdazhi/miniconda3/envs/d1/lib/python3.10/site-packages/accelerate/commands/launch.py", line 1199, in launch_command',
    "    simple_launcher(args)",
    '  File "/data/jiangdazhi/miniconda3/envs/d1/lib/python3.10/site-packages/accelerate/commands/launch.py", line 778, in simple_launcher',
    "    raise subprocess.CalledProcessError(returncode=process.returncode, cmd=cmd)",
]


def _at(second: int) -> str:
    return f"2026-01-01T00:00:{second:02d}Z"


@pytest.fixture
def unranked_log(write_bundle: Callable[..., Path]) -> Callable[[str, list[str]], Path]:
    """One log with no rank in its name, and the scheduler's report that the job failed."""
    def write(stream: str, lines: list[str]) -> Path:
        text = "".join(f"{_at(1)} {line}\n" for line in lines)
        return write_bundle({
            f"logs/node-1/{stream}.log": text,
            "scheduler.jsonl": json.dumps({"ts": _at(9), "job_state": "FAILED", "exit_code": 1}) + "\n",
        }, ranks={"0": "node-1"})
    return write


def test_a_log_with_no_rank_ending_inside_a_traceback_is_the_programs_error(unranked_log) -> None:
    result = attribute_bundle(unranked_log("client", FLOWER_FRAMES))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")
    assert result.implicated_nodes == []
    assert "The client stream's output" in result.explanation


def test_the_same_traceback_under_a_failed_grpc_channel_is_not_the_programs(unranked_log) -> None:
    """gRPC's TRANSIENT_FAILURE and the closed channel above the frames: the transport under
    the program failed, and the exception the frames lead to was most likely its."""
    result = attribute_bundle(unranked_log("client", FLOWER_CHANNEL + FLOWER_FRAMES))
    assert (result.verdict, result.category) == ("ambiguous", "unknown")
    assert result.implicated_nodes == []


def test_a_traceback_cut_off_in_the_launchers_code_relays_a_child(unranked_log) -> None:
    """Accelerate's launch command raises for a child that exited non-zero: the launcher's
    traceback says a child failed, not why."""
    result = attribute_bundle(unranked_log("launcher", ACCELERATE_FRAMES))
    assert (result.verdict, result.category) == ("ambiguous", "unknown")
    assert result.signature != "program-error-ending"


# https://github.com/modelscope/ms-swift/issues/5884 (torchrun's agent sent SIGHUP after about
# 40 epochs: it passes the signal on to its two workers, then prints its own traceback, from
# runpy's frames into torch/distributed/run.py; cut here after runpy's frames, before any of
# torch's)
AGENT_SIGHUP = [
    "W0920 09:10:41.194000 84933 site-packages/torch/distributed/elastic/agent/server/api.py:719] Received 1 death signal, shutting down workers",
    "W0920 09:10:41.195000 84933 site-packages/torch/distributed/elastic/multiprocessing/api.py:900] Sending process 85005 closing signal SIGHUP",
    "W0920 09:10:41.195000 84933 site-packages/torch/distributed/elastic/multiprocessing/api.py:900] Sending process 85006 closing signal SIGHUP",
]
AGENT_RUNPY_FRAMES = [
    "Traceback (most recent call last):",
    '  File "<frozen runpy>", line 198, in _run_module_as_main',
    '  File "<frozen runpy>", line 88, in _run_code',
]


@pytest.mark.parametrize("agent_lines", [AGENT_SIGHUP, AGENT_SIGHUP[1:]])
def test_a_traceback_after_torchruns_agent_stopped_its_workers_is_the_agents(
        unranked_log, agent_lines: list[str]) -> None:
    """The agent received a death signal and passed it on to its workers: the traceback it
    prints next is its own SignalException (or its relay of a failed worker), however it was
    cut, not the program's exception; the signal came from outside and nothing says why."""
    result = attribute_bundle(unranked_log("launcher", agent_lines + AGENT_RUNPY_FRAMES))
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "unknown", [])
    assert result.signature != "program-error-ending"


def test_the_same_cut_traceback_without_the_agents_stop_stays_the_programs(unranked_log) -> None:
    """runpy's frames alone are not read as the program's entry (below): which module they ran,
    a launcher's own too, is not shown, so the plain cut traceback's reading holds."""
    result = attribute_bundle(unranked_log("launcher", AGENT_RUNPY_FRAMES))
    assert (result.verdict, result.category) == ("attributed", "user_code")


# https://github.com/huggingface/accelerate/issues/1214 (`accelerate launch` printing its rich
# traceback after its agent closed the workers; copied without the column of collector times,
# `056444Z`, the post put in front of each line): its box lines are not indented, so they fill
# the stream's kept last lines and the agent's own lines above them fall out of it
ACCELERATE_RICH = [
    "╭───────────────────── Traceback (most recent call last) ──────────────────────╮",
    "│                                                                              │",
    "│ /opt/conda/bin/accelerate:8 in <module>                                      │",
    "│                                                                              │",
    "│   5 from accelerate.commands.accelerate_cli import main                      │",
    "│   6 if __name__ == '__main__':                                               │",
    "│   7 │   sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])     │",
    "│ ❱ 8 │   sys.exit(main())",
]


def test_a_rich_traceback_after_the_agents_stop_is_the_agents(unranked_log) -> None:
    """The agent's death signal and its SIGHUP to the workers (ms-swift#5884's lines) above
    accelerate's rich traceback: the stop's lines are read from the file's end above the
    traceback's header, not only among the kept last lines, so the traceback is the agent's
    SignalException and the stop stays of unknown cause."""
    result = attribute_bundle(unranked_log("launcher", AGENT_SIGHUP + ACCELERATE_RICH))
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "unknown", [])
    assert result.signature != "program-error-ending"


def test_the_rich_traceback_alone_stays_the_programs(unranked_log) -> None:
    result = attribute_bundle(unranked_log("launcher", ACCELERATE_RICH))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")


# https://github.com/mistralai/mistral-finetune/issues/107 (train.py under torchrun, python-fire
# calling its `train`; cut here in fire's frames, before any frame of the program's function)
FIRE_ENTRY = [
    "Traceback (most recent call last):",
    '  File "<frozen runpy>", line 198, in _run_module_as_main',
    '  File "<frozen runpy>", line 88, in _run_code',
    '  File "/XXXXX/mistral-finetune-main/train.py", line 328, in <module>',
    "    fire.Fire(train)",
    '  File "/XXXXX/envs/mistral-ft/lib/python3.11/site-packages/fire/core.py", line 135, in Fire',
    "    component_trace = _Fire(component, args, parsed_flag_args, context, name)",
]


@pytest.mark.parametrize("cut", [FLOWER_FRAMES[:3], FIRE_ENTRY, FIRE_ENTRY[:5]],
                         ids=["at-main", "in-fire", "at-fire"])
def test_a_traceback_cut_at_the_programs_entry_is_of_unknown_cause(unranked_log, cut) -> None:
    """Frames that are still the program's entry (a script's `<module>` calling `main()` or
    python-fire, runpy's above it, fire's own): neither where the program was nor what it
    raised was kept, so nothing says it was the program's code; with exit status 1 it stays
    ambiguous."""
    result = attribute_bundle(unranked_log("client", cut))
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "unknown", [])
    assert result.signature != "program-error-ending"


def test_a_frame_past_the_entry_stays_the_programs(unranked_log) -> None:
    """One frame past the entry, the program's own `main` calling Flower's client (flower#756):
    the program's code was running, and the cut traceback stays its error."""
    result = attribute_bundle(unranked_log("client", FLOWER_FRAMES[:5]))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")


# https://github.com/greatlog/SWAHR-HumanPose/issues/11 (mp.spawn re-raising process 0's
# exception, torch 1.10): the parent's frames, ProcessRaisedException and its header, then the
# child's own traceback
SPAWN_PARENT = [
    "Traceback (most recent call last):",
    '  File "tools/dist_train.py", line 320, in <module>',
    "    main()",
    '  File "tools/dist_train.py", line 115, in main',
    "    args=(ngpus_per_node, args, final_output_dir, tb_log_dir)",
    '  File "/home/lab/.conda/envs/pytorch-1.10/lib/python3.7/site-packages/torch/multiprocessing/spawn.py", line 230, in spawn',
    "    return start_processes(fn, args, nprocs, join, daemon, start_method='spawn')",
    '  File "/home/lab/.conda/envs/pytorch-1.10/lib/python3.7/site-packages/torch/multiprocessing/spawn.py", line 188, in start_processes',
    "    while not context.join():",
    '  File "/home/lab/.conda/envs/pytorch-1.10/lib/python3.7/site-packages/torch/multiprocessing/spawn.py", line 150, in join',
    "    raise ProcessRaisedException(msg, error_index, failed_process.pid)",
    "torch.multiprocessing.spawn.ProcessRaisedException:",
    "-- Process 0 terminated with the following error:",
]
SPAWN_CHILD = [
    "Traceback (most recent call last):",
    '  File "/home/lab/.conda/envs/pytorch-1.10/lib/python3.7/site-packages/torch/multiprocessing/spawn.py", line 59, in _wrap',
    "    fn(i, *args)",
    '  File "/media/hdd/xxy/swahr/tools/dist_train.py", line 161, in main_worker',
    "    rank=args.rank",
]
SPAWN_CHILD_IN_C10D = [
    '  File "/home/lab/.conda/envs/pytorch-1.10/lib/python3.7/site-packages/torch/distributed/distributed_c10d.py", line 578, in init_process_group',
]


@pytest.mark.parametrize("cut", [SPAWN_PARENT, SPAWN_PARENT + SPAWN_CHILD],
                         ids=["at-the-header", "in-the-childs-frames"])
def test_mp_spawn_relaying_a_childs_exception_cut_off_is_the_programs_error(unranked_log, cut) -> None:
    """ProcessRaisedException is mp.spawn re-raising an exception the child raised (a signal
    or an exit is ProcessExitedException): with the child's traceback cut off, at its header
    or in its frames, the program's own error, as any traceback cut before its exception line
    is; the relay on the launcher's own log is the same error, no second witness."""
    result = attribute_bundle(unranked_log("launcher", cut))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")
    assert result.implicated_nodes == []


def test_mp_spawn_relaying_a_child_cut_off_in_c10d_stays_unknown(unranked_log) -> None:
    """The child's traceback cut off in torch.distributed's own frame: the exception a
    communication call raised was lost (rule 5), relayed by mp.spawn or not."""
    result = attribute_bundle(unranked_log("launcher", SPAWN_PARENT + SPAWN_CHILD + SPAWN_CHILD_IN_C10D))
    assert result.signature != "program-error-ending"
    assert result.implicated_nodes == []


# https://github.com/ray-project/ray/issues/3170 (Tune's driver fetching a trial's result: the
# remote function's failure re-raised by ray.get; cut here before the exception line)
RAY_TUNE_GET = [
    "Traceback (most recent call last):",
    '  File "/home/lanlin/.pyenv/versions/anaconda3-5.2.0/lib/python3.6/site-packages/ray/tune/trial_runner.py", line 243, in _process_events',
    "    result = self.trial_executor.fetch_result(trial)",
    '  File "/home/lanlin/.pyenv/versions/anaconda3-5.2.0/lib/python3.6/site-packages/ray/tune/ray_trial_executor.py", line 200, in fetch_result',
    "    result = ray.get(trial_future[0])",
    '  File "/home/lanlin/.pyenv/versions/anaconda3-5.2.0/lib/python3.6/site-packages/ray/worker.py", line 2257, in get',
]
# https://github.com/ray-project/ray/issues/45520 (a driver's own ray.get of an actor's call;
# cut here at the program's frame that calls it)
RAY_DRIVER_GET = [
    "Traceback (most recent call last):",
    '  File "/home/bo/peftai/ray_exception_group.py", line 16, in <module>',
    "    ray.get(actor_handle.raise_exception_group.remote())",
]


@pytest.mark.parametrize("cut", [RAY_TUNE_GET, RAY_TUNE_GET[:-1], RAY_DRIVER_GET],
                         ids=["in-rays-get", "at-tunes-ray-get", "at-the-drivers-ray-get"])
def test_a_driver_cut_off_in_rays_get_relays_a_remote_failure(unranked_log, cut) -> None:
    """ray.get re-raises a remote task's exception (RayTaskError) or a dead worker's
    (RayActorError): a driver's traceback cut off inside Ray's own code, or at the program's
    call of ray.get, lost a remote process's failure, as one cut off in torch.distributed lost
    a peer's, so it is not the driver program's error."""
    result = attribute_bundle(unranked_log("driver", cut))
    assert (result.verdict, result.category) == ("ambiguous", "unknown")
    assert result.signature != "program-error-ending"
    assert result.implicated_nodes == []


def test_a_driver_cut_off_in_its_own_frame_before_ray_get_stays_the_programs(unranked_log) -> None:
    """The program's own frame with no Ray call under it: still the program's error."""
    result = attribute_bundle(unranked_log("driver", RAY_DRIVER_GET[:2]))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")


def test_frames_alone_at_the_entry_keep_the_frames_alone_reading(write_bundle) -> None:
    """The same python-fire entry on a rank's stream with its header cut too (mistral-finetune
    #107's frames from the program's `<module>` on): an excerpt begun mid-traceback, read as
    frames alone are (the program's, with exit status 1), not as a cut at the entry."""
    text = "".join(f"{_at(1)} {line}\n" for line in FIRE_ENTRY[3:])
    bundle = write_bundle({
        "logs/node-1/rank-0.log": text,
        "scheduler.jsonl": json.dumps({"ts": _at(9), "job_state": "FAILED", "exit_code": 1}) + "\n",
    }, ranks={"0": "node-1"})
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "user_code", "program-error-ending")
