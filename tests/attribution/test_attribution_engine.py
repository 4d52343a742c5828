"""Correlation rules and bundle robustness, each on a small bundle written for the rule."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from trainwarden.attribution import BundleError, attribute_bundle
from trainwarden.attribution.engine import default_catalog

XID79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus."
XID48 = "NVRM: Xid (PCI:0000:5e:00): 48, pid=1, name=python, An uncorrectable double bit error"
WATCHDOG = (
    "[Rank {r}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, "
    "OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600031 milliseconds "
    "before timing out."
)


def lines(*entries: tuple[str, str]) -> str:
    return "".join(f"{ts} {text}\n" for ts, text in entries)


def test_hardware_error_beats_later_software_errors_on_peers(write_bundle) -> None:
    bundle = write_bundle({
        "logs/node-2/kernel.log": lines(("2026-01-01T00:00:10Z", XID79)),
        "logs/node-2/rank-2.log": lines(
            ("2026-01-01T00:00:10.2Z", "RuntimeError: CUDA error: unspecified launch failure")),
        "logs/node-1/rank-0.log": lines(
            ("2026-01-01T00:00:12Z", "RuntimeError: something the program did not expect"),
            ("2026-01-01T00:10:10Z", WATCHDOG.format(r=0))),
    })
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "gpu_hardware", "xid-79")
    assert result.implicated_nodes == ["node-2"]
    assert result.initiating.evidence[0].file == "logs/node-2/kernel.log"
    assert result.initiating.evidence[0].line == 1
    assert "logs/node-2/kernel.log:1" in result.explanation
    cascade_ids = {g.signature for g in result.cascading}
    assert {"nccl-watchdog-timeout", "python-exception"} <= cascade_ids
    assert result.retryable is True


def test_a_node_level_cause_takes_the_rank_of_the_one_rank_log_that_corroborates_it(
    write_bundle,
) -> None:
    cuda = "RuntimeError: CUDA error: unspecified launch failure"
    logs = {
        "logs/node-2/kernel.log": lines(("2026-01-01T00:00:10Z", XID79)),
        "logs/node-2/rank-3.log": lines(("2026-01-01T00:00:10.2Z", cuda)),
        "logs/node-2/rank-2.log": lines(("2026-01-01T00:00:09Z", "step 7 loss 1.0")),
    }
    result = attribute_bundle(write_bundle(logs))
    assert result.signature == "xid-79" and result.initiating.node == "node-2"
    assert [e.file for e in result.initiating.evidence] == [
        "logs/node-2/kernel.log", "logs/node-2/rank-3.log"]
    assert result.initiating.rank == 3
    # two ranks of the node fail alike: the evidence does not say which GPU it was
    logs["logs/node-2/rank-2.log"] += lines(("2026-01-01T00:00:10.3Z", cuda))
    result = attribute_bundle(write_bundle(logs, name="two-ranks"))
    assert result.signature == "xid-79" and len(result.initiating.evidence) == 3
    assert result.initiating.rank is None


def test_cascade_only_never_implicates(write_bundle) -> None:
    bundle = write_bundle({
        f"logs/node-{r // 2 + 1}/rank-{r}.log": lines(
            ("2026-01-01T00:00:00Z", "step 1 loss 1.0"),
            ("2026-01-01T00:10:00Z", WATCHDOG.format(r=r)),
            ("2026-01-01T00:10:01Z", "RuntimeError: Connection reset by peer"),
            ("2026-01-01T00:10:02Z", "torch.distributed.elastic.multiprocessing.errors."
                                     "ChildFailedError: "),
        ) for r in range(4)
    })
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "hang", [])


def test_same_instant_machine_faults_are_ambiguous(write_bundle) -> None:
    bundle = write_bundle({
        "logs/node-1/kernel.log": lines(("2026-01-01T00:00:10.10Z", XID79)),
        "logs/node-2/kernel.log": lines(("2026-01-01T00:00:10.30Z", XID48)),
    })
    result = attribute_bundle(bundle)
    assert (result.verdict, result.implicated_nodes) == ("ambiguous", [])
    assert "logs/node-1/kernel.log:1" in result.explanation
    assert "logs/node-2/kernel.log:1" in result.explanation
    # two seconds apart the evidence orders them: the first is the cause
    bundle2 = write_bundle({
        "logs/node-1/kernel.log": lines(("2026-01-01T00:00:12Z", XID79)),
        "logs/node-2/kernel.log": lines(("2026-01-01T00:00:10Z", XID48)),
    }, name="ordered")
    ordered = attribute_bundle(bundle2)
    assert (ordered.signature, ordered.implicated_nodes) == ("xid-48", ["node-2"])
    assert ordered.confidence < 0.9  # a different machine fault follows closely


def test_timestamps_with_offsets_are_ordered_as_instants(write_bundle) -> None:
    bundle = write_bundle({
        # 01:00:05+01:00 is 00:00:05Z: earlier than node-1's 00:00:08Z
        "logs/node-2/kernel.log": lines(("2026-01-01T01:00:05+01:00", XID48)),
        "logs/node-1/kernel.log": lines(("2026-01-01T00:00:08Z", XID79)),
    })
    assert attribute_bundle(bundle).implicated_nodes == ["node-2"]


def test_pending_row_remap_alone_is_not_a_failure(write_bundle) -> None:
    bundle = write_bundle({"logs/node-1/kernel.log": lines(
        ("2026-01-01T00:00:05Z", "NVRM: Xid (PCI:0000:3b:00): 63, pid=1, name=python, "
         "Row Remapper: New row marked for remapping, reset gpu to activate."))})
    result = attribute_bundle(bundle)
    assert result.verdict == "no_failure" and result.implicated_nodes == []
    assert "xid-63" in result.explanation


def test_since_window_ignores_earlier_evidence(write_bundle) -> None:
    bundle = write_bundle({
        "logs/node-1/kernel.log": lines(("2026-01-01T00:00:05Z", XID79)),
        "logs/node-2/rank-2.log": lines(("2026-01-01T01:00:00Z", "ValueError: bad batch")),
    })
    assert attribute_bundle(bundle).signature == "xid-79"
    later = attribute_bundle(bundle, since=datetime(2026, 1, 1, 0, 30, tzinfo=UTC))
    assert (later.category, later.implicated_nodes) == ("user_code", [])
    with pytest.raises(ValueError):
        attribute_bundle(bundle, since=datetime(2026, 1, 1))


def test_node_that_stops_then_goes_down_is_the_node_failure(write_bundle) -> None:
    metrics = []
    for rank in range(4):
        node = "node-1" if rank < 2 else "node-2"
        last = 5 if node == "node-2" else 9
        for step in range(1, last + 1):
            metrics.append({"ts": f"2026-01-01T00:00:{step:02d}Z", "node": node, "rank": rank,
                            "name": "step", "value": step})
    bundle = write_bundle({
        "metrics.jsonl": "".join(json.dumps(m) + "\n" for m in metrics),
        "logs/node-1/rank-0.log": lines(
            ("2026-01-01T00:10:05Z", WATCHDOG.format(r=0)),
            ("2026-01-01T00:10:06Z", "RuntimeError: an error nobody catalogued")),
        "scheduler.jsonl": "".join(json.dumps(e) + "\n" for e in [
            {"ts": "2026-01-01T00:15:00Z", "node": "node-2", "node_state": "DOWN",
             "reason": "Not responding"},
            {"ts": "2026-01-01T00:15:01Z", "job_state": "NODE_FAIL"},
        ]),
    })
    result = attribute_bundle(bundle)
    assert (result.category, result.signature, result.implicated_nodes) == (
        "node_failure", "sched-node-down", ["node-2"])
    assert result.initiating.at == datetime(2026, 1, 1, 0, 0, 5, tzinfo=UTC)
    assert any(e.file == "metrics.jsonl" for e in result.initiating.evidence)


def test_preemption_implicates_no_machine(write_bundle) -> None:
    bundle = write_bundle({"scheduler.jsonl": json.dumps(
        {"ts": "2026-01-01T00:00:00Z", "job_state": "PREEMPTED"}) + "\n"})
    result = attribute_bundle(bundle)
    assert (result.category, result.implicated_nodes, result.retryable) == (
        "preemption", [], True)


def test_straggler_needs_persistence(write_bundle) -> None:
    def metrics(slow_steps: set[int]) -> str:
        out = []
        for rank in range(4):
            node = "node-1" if rank < 2 else "node-2"
            for step in range(1, 21):
                value = 1.0 + 0.01 * ((step * (rank + 1)) % 5)
                if node == "node-2" and step in slow_steps:
                    value *= 1.8
                out.append({"ts": f"2026-01-01T00:00:{step:02d}Z", "node": node,
                            "rank": rank, "name": "step_seconds", "value": value})
        return "".join(json.dumps(m) + "\n" for m in out)

    one_spike = attribute_bundle(write_bundle({"metrics.jsonl": metrics({7})}, name="spike"))
    assert one_spike.verdict == "no_failure"
    persistent = attribute_bundle(
        write_bundle({"metrics.jsonl": metrics(set(range(3, 21)))}, name="slow"))
    assert (persistent.category, persistent.implicated_nodes) == ("straggler", ["node-2"])


def test_hang_with_one_silent_rank_names_its_node(write_bundle) -> None:
    files = {f"logs/node-{r // 2 + 1}/rank-{r}.log": lines(
        ("2026-01-01T00:00:00Z", "step 1 loss 1.0"),
        *([("2026-01-01T00:10:00Z", WATCHDOG.format(r=r))] if r != 3 else [])) for r in range(4)}
    result = attribute_bundle(write_bundle(files))
    assert (result.verdict, result.category, result.implicated_nodes) == (
        "attributed", "hang", ["node-2"])
    assert result.initiating.rank == 3



def test_timeouts_on_every_rank_with_one_rank_stopped_name_the_stopped_rank(write_bundle) -> None:
    """Every rank's log shows a timeout (nothing says which rank stopped), but the process
    states recorded when the first sign was seen show rank 3's process stopped (state T):
    a hang, named by its stopped rank; without them nothing is implicated."""
    files = {f"logs/node-{r // 2 + 1}/rank-{r}.log": lines(
        ("2026-01-01T00:00:00Z", "step 1 loss 1.0"),
        ("2026-01-01T00:10:00Z", WATCHDOG.format(r=r))) for r in range(4)}
    unnamed = attribute_bundle(write_bundle(files, name="unnamed"))
    assert (unnamed.verdict, unnamed.category, unnamed.implicated_nodes) == (
        "ambiguous", "hang", [])
    states = "".join(json.dumps({"ts": "2026-01-01T00:10:01Z", "node": f"node-{r // 2 + 1}",
                                 "rank": r, "pid": 100 + r, "state": "T" if r == 3 else "S"})
                     + "\n" for r in range(4))
    result = attribute_bundle(write_bundle({**files, "processes.jsonl": states}, name="named"))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "hang", "stopped-process")
    assert (result.implicated_nodes, result.initiating.node, result.initiating.rank) == (
        ["node-2"], "node-2", 3)
    assert "collective timeouts from" in result.explanation
    assert "rank(s) 0, 1, 2 wait for it" in result.explanation


@pytest.mark.parametrize(("step_s", "expected"), [(0.1, "stopped-process"), (2.0, "none")])
def test_a_short_stall_counts_by_the_pace_of_reported_steps(
    stalled_bundle, step_s: float, expected: str
) -> None:
    """A program that reports steps but no step_seconds (log lines, the progress client) stops
    for 11 s with one rank's process stopped: at 0.1 s steps that is 110 steps, a hang named by
    the stopped rank (a 1 s default step would have asked for a 20 s stall: a short hang
    threshold's incident went to the operator as no failure); at 2 s steps it is 5.5 steps,
    not yet a stall."""
    result = attribute_bundle(stalled_bundle(step_s, 11))
    assert result.signature == expected, result.explanation
    if expected == "stopped-process":
        assert (result.verdict, result.category, result.implicated_nodes) == (
            "attributed", "hang", ["node-2"])
        assert result.initiating.rank == 1 and "11.0s" in result.explanation
    else:
        assert result.verdict == "no_failure"


def test_a_stall_the_monitor_declared_a_hang_is_one_whatever_the_step_time(
    stalled_bundle,
) -> None:
    """10 s steps (an LLM's), silent for 125 s after a 2 min hang threshold fired: 12.5 steps,
    under the 20 the bundle alone asks for, so alone it is no failure; told that the monitor
    saw no progress for 121 s and declared a hang, it is the hang of the stopped rank."""
    bundle = stalled_bundle(10.0, 125)
    alone = attribute_bundle(bundle)
    assert alone.verdict == "no_failure", alone.explanation
    told = attribute_bundle(bundle, stall_seen_seconds=121.0)
    assert (told.verdict, told.category, told.signature) == (
        "attributed", "hang", "stopped-process")  # fmt: skip
    assert told.implicated_nodes == ["node-2"] and told.initiating.rank == 1
    # a monitor that saw a longer stall than the bundle shows does not make a shorter one a hang
    assert attribute_bundle(bundle, stall_seen_seconds=130.0).verdict == "no_failure"

# ---- robustness -----------------------------------------------------------------------------
def test_missing_job_json_is_a_bundle_error_naming_the_file(write_bundle) -> None:
    bundle = write_bundle({"logs/node-1/rank-0.log": "x\n"}, job={})
    with pytest.raises(BundleError) as err:
        attribute_bundle(bundle)
    assert err.value.file == str(bundle / "job.json")
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("content", [b"{not json", b"\x00\x01\x02\xff", b"[1, 2]",
                                     b'{"job_id": "x"}', b'{"job_id": 1, "scheduler": "s", '
                                     b'"nodes": [], "ranks": {}}'])
def test_bad_job_json(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "job.json").write_bytes(content)
    with pytest.raises(BundleError) as err:
        attribute_bundle(tmp_path)
    assert err.value.file.endswith("job.json") and "\n" not in str(err.value)


def test_bad_lines_and_binary_files_are_warnings(write_bundle) -> None:
    bundle = write_bundle({
        "logs/node-1/rank-0.log": (
            "[  12.345] ValueError: monotonic dmesg time and no boot time in job.json\n"
            "  File \"train.py\", line 3: no time and none before it\n"
            "2026-01-01T00:00:02Z ValueError: real one\n"
        ),
        "logs/node-2/kernel.log": b"\x00\x01ELF\x00binary" * 100,
        "scheduler.jsonl": '{"ts": "2026-01-01T00:00:00Z", "job_state": "RUNNING"}\nnot json\n',
        "metrics.jsonl": '{"ts": "yesterday", "name": "step", "value": 1}\n',
    })
    result = attribute_bundle(bundle)
    assert (result.category, result.initiating.evidence[0].line) == ("user_code", 3)
    joined = "\n".join(result.warnings)
    assert "logs/node-1/rank-0.log: line 1 skipped" in joined
    assert "logs/node-2/kernel.log: binary file" in joined
    assert "scheduler.jsonl: line 2 skipped" in joined
    assert "metrics.jsonl: line 1 skipped" in joined


def test_long_lines_and_no_trailing_newline(write_bundle) -> None:
    long_noise = "x" * (3 << 20)
    bundle = write_bundle({"logs/node-1/kernel.log": (
        f"2026-01-01T00:00:00Z {long_noise}\n2026-01-01T00:00:01Z {XID79}")})
    result = attribute_bundle(bundle)
    assert (result.signature, result.initiating.evidence[0].line) == ("xid-79", 2)


def test_evidence_cites_the_real_line(write_bundle) -> None:
    body = "".join(f"2026-01-01T00:00:{i:02d}Z step {i} loss 1.0\n" for i in range(40))
    body += f"2026-01-01T00:00:41Z {XID79}\n"
    bundle = write_bundle({"logs/node-1/kernel.log": body})
    evidence = attribute_bundle(bundle).initiating.evidence[0]
    text = (bundle / evidence.file).read_text().splitlines()[evidence.line - 1]
    assert evidence.line == 41 and text.endswith(evidence.text)


def test_prefilter_fallback_gives_the_same_results(corpus_dir: Path, monkeypatch) -> None:
    """Without the Aho-Corasick wheel the stdlib find() prefilter must find the same lines."""
    import trainwarden.attribution.bundle.matcher as matcher_module

    names = sorted(p.name for p in corpus_dir.iterdir() if p.is_dir())[:20]
    fast = [attribute_bundle(corpus_dir / n).model_dump() for n in names]
    assert matcher_module.matcher_for(default_catalog(), "kernel").automaton is not None
    monkeypatch.setattr(matcher_module, "BytesAhoCorasick", None)
    # the patch reaches the matchers attribution builds (else fast == slow says nothing)
    assert matcher_module.matcher_for(default_catalog(), "kernel").automaton is None
    slow = [attribute_bundle(corpus_dir / n).model_dump() for n in names]
    assert fast == slow


def test_repeated_errors_are_counted_not_kept(write_bundle) -> None:
    """Memory stays bounded when a rank prints the same cascade error a million times."""
    many = "".join(f"2026-01-01T00:10:{i % 60:02d}Z RuntimeError: Connection reset by peer\n"
                   for i in range(5000))
    bundle = write_bundle({
        "logs/node-1/kernel.log": lines(("2026-01-01T00:00:01Z", XID79)),
        "logs/node-2/rank-2.log": many,
    })
    result = attribute_bundle(bundle)
    assert result.signature == "xid-79"
    resets = next(g for g in result.cascading if g.signature == "connection-reset")
    assert resets.count == 5000 and resets.ranks == [2] and resets.nodes == ["node-2"]


def test_recovered_startup_timeout_is_not_a_hang(write_bundle) -> None:
    metrics = "".join(json.dumps({"ts": f"2026-01-01T00:01:{s:02d}Z", "node": "node-1",
                                  "rank": 0, "name": "step", "value": s}) + "\n"
                      for s in range(1, 30))
    bundle = write_bundle({
        "metrics.jsonl": metrics,
        "logs/node-1/rank-0.log": lines(
            ("2026-01-01T00:00:30Z", "[c10d] TCPStore client timed out waiting for the store"),
            ("2026-01-01T00:01:40Z", "ValueError: a real bug after training ran for a while"),
        ),
    })
    result = attribute_bundle(bundle)
    assert (result.category, result.implicated_nodes) == ("user_code", [])


def test_a_node_outside_the_job_is_never_implicated(write_bundle) -> None:
    bundle = write_bundle({"logs/node-9/kernel.log": lines(("2026-01-01T00:00:01Z", XID79))})
    result = attribute_bundle(bundle)
    assert result.signature == "xid-79" and result.implicated_nodes == []


def test_soft_lockup_then_an_unrelated_user_error_is_user_code(write_bundle) -> None:
    """A soft lockup is a node failure only if the node went down or training stopped after
    it; a job that later fails of its own bug does not corroborate it (no step metrics here, so
    nothing shows training stopping at the lockup)."""
    bundle = write_bundle({
        "logs/node-1/kernel.log": "2026-01-01T00:00:05Z watchdog: BUG: soft lockup - CPU#3 "
                                  "stuck for 22s! [python3:77]\n",
        "logs/node-2/rank-2.log": "2026-01-01T00:00:40Z KeyError: 'labels'\n",
        "scheduler.jsonl": '{"ts": "2026-01-01T00:00:41Z", "job_state": "FAILED"}\n',
    })
    result = attribute_bundle(bundle)
    assert (result.category, result.implicated_nodes) == ("user_code", [])
