"""Which ranks stopped first: what places a hang on a node, and the hang read from collective
timeouts.

`hang_from_timeouts` reads the collective timeouts after which no rank completed a step
(`stalling_timeouts`): a limit the run set too short, the Flight Recorder's missing ranks, a
stopped process, ranks gone silent within the peers' wait or behind at an earlier step,
independent witnesses, failed transport calls, or nothing that says which rank stopped. What
places a hang (`flight_recorder_result`, `stopped_process_result`, `ranks_behind`,
`ranks_ahead`, `waited_elsewhere`) is read by the silent stall too (hangs.py), and
`node_fell_behind` by correlate.py and corroboration.py; `straggler_result`, the node whose
ranks run behind on every step, is here beside `ranks_behind`. Apart from hangs.py so which
rank stopped, and whether that names a machine (docs/attribution.md, rule 4), reads in one
place, apart from when the job stopped (stall_clocks.py).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from trainwarden.attribution import endings, witnesses
from trainwarden.attribution.bundle import BundleEvidence, Hit
from trainwarden.attribution.correlation_common import (
    CLOSE_RUNNER_UP,
    MAX_EVIDENCE,
    MAX_GRACE_SECONDS,
    NOT_NETWORK_SIGNS,
    PEER_WINDOW_SECONDS,
    TIE,
    attribution_result,
    cascade_groups,
    citation,
    evidence_line,
    last_progress_at,
    progress_evidence_lines,
    typical_step_seconds,
)
from trainwarden.attribution.result import (
    AttributionResult,
    CascadeGroup,
    Category,
    EvidenceLine,
)
from trainwarden.attribution.stall_clocks import WATCHDOG_MIN_SECONDS
from trainwarden.attribution.straggler import StragglerFinding
from trainwarden.untrusted import linear_re

# a collective's configured limit below this is no wait for a stuck peer: one ordinary
# collective's own work can take longer, so the run's configuration ended it
SHORTEST_REAL_LIMIT_SECONDS = 1.0


def stalling_timeouts(ev: BundleEvidence) -> list[Hit]:
    """Collective timeouts after which no rank completed a step: the job really stopped.
    A timeout that training recovered from (a slow rendezvous at start) is only noise."""
    last_progress = last_progress_at(ev)
    return [
        h for h in ev.hits
        if h.signature.role == "cascade" and h.signature.category == "hang"
        and (last_progress is None or h.at > last_progress) and not _carries_nccl_error(ev, h)
    ]


def _carries_nccl_error(ev: BundleEvidence, hit: Hit) -> bool:
    """ProcessGroupNCCL's `Some NCCL operations have failed or timed out` is logged for a
    failed work as well as a timed-out one, and the exception it then rethrows says which: an
    NCCL error code's text (`NCCL error: unhandled system error`, `ncclRemoteError`) on the
    same stream within CLOSE_RUNNER_UP is a failure, not a wait that ran out."""
    if hit.signature.id != "nccl-async-timeout":
        return False
    return any(h.file == hit.file and h.signature.id in NOT_NETWORK_SIGNS
               and hit.at <= h.at <= hit.at + CLOSE_RUNNER_UP for h in ev.hits)


def stopped_process_result(
    ev: BundleEvidence,
    at: datetime,
    evidence: list[EvidenceLine],
    cascading: list[CascadeGroup],
    seen: str,
) -> AttributionResult | None:
    """A hang where the processes of exactly one node's ranks (not all ranks) are stopped
    (state T in processes.jsonl, e.g. SIGSTOP): those ranks hung, the others wait for them
    in the collective (or timed out in it). None stopped, or on several nodes: this says
    nothing. ``seen``: what showed the hang (the stall, the peers' timeouts)."""
    stopped = ev.stopped or {}
    nodes = sorted(set(stopped.values()))
    if len(nodes) != 1 or len(stopped) >= len(ev.job.ranks):
        return None
    node, ranks = nodes[0], sorted(stopped)
    waiting = sorted(int(r) for r in ev.job.ranks if str(r).isdigit() and int(r) not in stopped)
    return attribution_result(
        "attributed", "hang", "stopped-process", [node], at, evidence, cascading, 0.8,
        f"{seen}; the process of rank(s) {', '.join(map(str, ranks))} on {node} is stopped "
        f"(state T [processes.jsonl]); rank(s) {', '.join(map(str, waiting))} wait for it "
        f"in the collective. Implicated: {node}.",
        node=node, rank=ranks[0] if len(ranks) == 1 else None,
    )


def flight_recorder_result(
    ev: BundleEvidence, at: datetime | None, cascading: list[CascadeGroup]
) -> AttributionResult | None:
    """A hang whose Flight Recorder dumps show the ranks that never entered the collective the
    others wait in: those ranks' node, when they are all on one node (and not every rank)."""
    found = ev.flight
    if found is None:
        return None
    nodes = sorted({ev.job.rank_node(w.rank) or "" for w in found.missing} - {""})
    if len(nodes) != 1 or len(found.missing) >= len(ev.job.ranks):
        return None
    node = nodes[0]
    missing = ", ".join(str(w.rank) for w in found.missing)
    waiting = found.waiting[0]
    last = found.missing[0]
    evidence = [EvidenceLine(file=w.file, line=w.line, text=w.text[:500])
                for w in [waiting, *found.missing]][:MAX_EVIDENCE]
    return attribution_result(
        "attributed", "hang", "flight-recorder-missing-rank", [node], at, evidence, cascading,
        0.8,
        f"Flight Recorder dumps: {len(found.waiting)} rank(s) wait in collective "
        f"#{found.seq} ({found.collective}) of process group {found.group} "
        f"[{waiting.file}:{waiting.line}]; rank(s) {missing} on {node} never entered it (last "
        f"collective #{last.seq}, {last.state} [{last.file}:{last.line}]). Implicated: {node}.",
        node=node, rank=found.missing[0].rank if len(found.missing) == 1 else None,
    )


def hang_from_timeouts(ev: BundleEvidence, timeouts: list[Hit]) -> AttributionResult:
    """Timeouts with nothing before them: which ranks stopped, if the evidence says so."""
    first = timeouts[0]
    cascading = cascade_groups([h for h in ev.hits if h.signature.role == "cascade"], ev.overflow)
    limit = endings.timeout_limit_seconds(first.text)
    if limit is not None and limit < SHORTEST_REAL_LIMIT_SECONDS:
        return attribution_result(
            "attributed", "user_code", first.signature.id, [], first.at, [evidence_line(first)],
            cascading, 0.6,
            f"The first collective timeout [{citation(first)}] ran out a limit the run set to "
            f"{limit * 1000:.0f} ms, shorter than one ordinary collective takes: the run's "
            "timeout setting ended it, not a stuck peer; no node is implicated.",
            node=first.node, rank=first.rank,
        )
    preparing = _preparation_outlasted_wait(ev, first)
    if preparing is not None:
        return attribution_result(
            "attributed", "user_code", first.signature.id, [], first.at,
            [evidence_line(first), preparing], cascading, 0.55,
            f"The first timeout [{citation(first)}] ran out while the job was still preparing "
            f"its data: a start-up bar [{preparing.file}:{preparing.line}] had run as long as "
            "the wait, and no rank had trained. The job's data preparation outlasted the "
            "distributed timeout it runs with (its own setup), not a stuck peer; no node is "
            "implicated.",
            node=first.node, rank=first.rank,
        )
    recorded = flight_recorder_result(ev, first.at, cascading)
    if recorded is not None:
        return recorded
    stopped_process = stopped_process_result(
        ev, first.at, [evidence_line(first)], cascading,
        f"The job hung: collective timeouts from {citation(first)} on with no earlier error",
    )
    if stopped_process is not None:
        return stopped_process
    timed_out = {h.rank for h in timeouts if h.rank is not None}
    quiet = _gone_silent(ev, timeouts) if timed_out else []
    # quiet within the wait the peers report: placed in time, it shows the rank stopped; with
    # no wait reported it is one witness among others (the independence rule), not a verdict
    placed = _wait_began(timeouts) is not None
    silent = quiet if placed else []
    behind = ranks_behind(ev)
    stopped = sorted(set(behind) | set(silent)) if behind or silent else []
    stopped_nodes = sorted({ev.job.rank_node(r) or "" for r in stopped} - {""})
    quiet_nodes = {ev.job.rank_node(r) or "" for r in quiet} - {""}
    if (stopped and len(stopped_nodes) == 1 and len(stopped) < len(ev.job.ranks)
            and waited_elsewhere(ev, stopped_nodes[0], timed_out | ranks_ahead(ev, behind))):
        node = stopped_nodes[0]
        why = []
        if silent:
            why.append(f"rank(s) {', '.join(map(str, silent))} went quiet before the wait "
                       f"ran out, with no error, while {len(timed_out)} peer rank(s) timed out")
        if behind:
            why.append(f"rank(s) {', '.join(map(str, sorted(behind)))} stopped at an earlier step")
        evidence = [evidence_line(first)] + progress_evidence_lines(ev, node)
        return attribution_result(
            "attributed", "hang", first.signature.id, [node], first.at, evidence[:MAX_EVIDENCE],
            cascading, 0.65,
            f"Collective timeouts from {citation(first)} on with no earlier error; "
            f"{' and '.join(why)}, all on {node}. Implicated: {node}.",
            node=node, rank=stopped[0] if len(stopped) == 1 else None,
        )
    what = (f"{len(timed_out) or len(timeouts)} rank(s) timed out in collectives, first "
            f"{first.signature.id} [{citation(first)}], with no earlier error")
    suspects = set(stopped_nodes) | (quiet_nodes if len(quiet_nodes) == 1 else set())
    found = witnesses.single_out(witnesses.gather(ev, first.at, suspects))
    if found is not None:
        return _by_structure(ev, found, "hang", first, cascading, what)
    failed_calls = _transport_failures(ev, first.at)
    if failed_calls:
        ranks = sorted({r for r, _ in failed_calls})
        return attribution_result(
            "ambiguous", "network", "transport-error-return", [], first.at,
            [line for _, line in failed_calls][:MAX_EVIDENCE], cascading, 0.4,
            f"{what}; rank(s) {', '.join(map(str, ranks))} logged failed calls out of the "
            f"runtime's transport code then, first [{failed_calls[0][1].file}:"
            f"{failed_calls[0][1].line}]: connections failed, and nothing names which end; "
            "no node is implicated.",
        )
    if not stopped and _no_wait_shown(ev, timeouts):
        return attribution_result(
            "ambiguous", "unknown", first.signature.id, [], first.at, [evidence_line(first)],
            cascading, 0.3,
            f"ProcessGroupNCCL reported failed or timed-out work [{citation(first)}] and took "
            "the process down, but no line names a timeout and nothing in the bundle is as old "
            f"as the shortest default collective timeout ({WATCHDOG_MIN_SECONDS:.0f}s) before "
            "it: nothing shows a wait that ran out. The job failed for a reason the bundle does "
            "not give; no node is implicated.")
    shown = " and nothing showing which rank stopped"
    if stopped and len(stopped_nodes) == 1 and len(stopped) < len(ev.job.ranks):
        shown = (f"; rank(s) {', '.join(map(str, stopped))} stopped, but every rank that "
                 f"waited for them ran on the same machine, {stopped_nodes[0]}: that sets a "
                 "process apart from its neighbours, not a machine from the others")
    return attribution_result(
        "ambiguous", "hang", first.signature.id, [], first.at, [evidence_line(first)], cascading,
        0.4,
        f"{what}{shown}; no node is implicated."
        + _weak_witnesses(ev, first.at, suspects),
    )


# WorkNCCL::handleException's message, logged before it takes the process down for any failed
# work (an NCCL error code as well as the watchdog's timeout): alone it does not say which
_EITHER_FAILED_OR_TIMED_OUT = linear_re.compile(
    r"(?i:Some NCCL operations have failed or timed out)")


# a start-up bar within this share of the wait's length counts as having run as long as it
# (tqdm rounds its elapsed time down to the second; the bar's last print precedes the timeout)
_PREPARATION_SHARE = 0.9
# how much of the timed-out stream's end is read for the bar (its traceback follows the bar)
_PREPARATION_WINDOW = 16384


def _preparation_outlasted_wait(ev: BundleEvidence, first: Hit) -> EvidenceLine | None:
    """A rank's start-up bar (tokenizing or mapping its dataset: endings.setup_bar_elapsed)
    that had run at least as long as the wait the first timeout reports, in the timed-out
    rank's own stream before the timeout, with no training recorded or logged anywhere: the
    data preparation outlasted the job's distributed timeout (its peers waited for it in the
    store or a collective). The bar's line, or None."""
    waited = endings.wait_ran_seconds(first.text)
    if waited is None or last_progress_at(ev) is not None:
        return None
    if any(endings.shows_progress(t) for s in ev.streams for t in s.tail):
        return None
    stream = next((s for s in ev.streams if s.file == first.file), None)
    texts = stream.end_texts(_PREPARATION_WINDOW) if stream is not None else None
    if stream is None or not texts:
        return None
    offset = stream.lines - len(texts)  # the 0-based number of the window's first line
    for index in range(min(len(texts), first.line - offset) - 1, -1, -1):
        elapsed = endings.setup_bar_elapsed(texts[index])
        if elapsed is not None:
            if elapsed < _PREPARATION_SHARE * waited:
                return None
            return EvidenceLine(file=first.file, line=offset + index + 1,
                                text=texts[index][:300])
    return None


def _no_wait_shown(ev: BundleEvidence, timeouts: list[Hit]) -> bool:
    """Every timeout read is ProcessGroupNCCL's `Some NCCL operations have failed or timed
    out` (logged for a failed work as well as a timed-out one), no other line of the bundle
    names a wait that ran out, no step was recorded, and nothing was logged as long before it
    as the shortest default collective timeout (WATCHDOG_MIN_SECONDS): no wait is shown, only
    that work failed (a collective that failed right as training began)."""
    if not all(_EITHER_FAILED_OR_TIMED_OUT.search(h.text) is not None for h in timeouts):
        return False
    if any(h.signature.category == "hang" and _EITHER_FAILED_OR_TIMED_OUT.search(h.text) is None
           for h in ev.hits):
        return False
    if last_progress_at(ev) is not None:
        return False  # steps were recorded: the stall rules read the wait from them
    first = min(h.at for h in timeouts)
    return all((first - s.first_at).total_seconds() < WATCHDOG_MIN_SECONDS
               for s in ev.streams if s.first_at is not None)


def waited_elsewhere(ev: BundleEvidence, node: str, waiting: set[int]) -> bool:
    """Some rank that kept going (it timed out waiting, or completed later steps) ran on
    another node than `node`. Ranks stopping while ranks of their own machine wait for them
    set one process apart from its neighbours, not one machine from the others: with every
    waiting rank on the same node (a job of one node), the stop and the timeouts it caused are
    all there is, and that cascade names no machine (docs/attribution.md, rule 4)."""
    return any((ev.job.rank_node(r) or node) != node for r in waiting)


def ranks_ahead(ev: BundleEvidence, behind: list[int]) -> set[int]:
    """The ranks reporting steps that are not behind the others (none when none is behind)."""
    if not behind:
        return set()
    return {r for r in ev.progress if r not in behind}


def _gone_silent(ev: BundleEvidence, timeouts: list[Hit]) -> list[int]:
    """Ranks whose own output shows they stopped while their peers waited for them: the
    stream logged up to then (it exists, and its last line falls within the wait the first
    timeout reports, or a few typical steps before it, when it reports one), went quiet before
    the peers' wait ran out, and its last lines hold no error, abort or failed transport call.
    A rank that logged anything at or after the timeouts (the watchdog's take-down, an abort)
    or failed in transport then was not silent; a rank whose partial log merely lacks a
    timeout line, or that only ever logs at start-up (no step recorded, none in its own last
    lines), is not shown to have stopped."""
    first = timeouts[0]
    began = _wait_began(timeouts)
    slack = timedelta(seconds=max(PEER_WINDOW_SECONDS, 3 * typical_step_seconds(ev)))
    rank_of_file = {s.file: s.rank for s in ev.streams if s.rank is not None}
    complaining = {  # ranks whose own stream shows any error, timeout or not
        rank_of_file[h.file] for h in ev.hits
        if h.file in rank_of_file and h.signature.role != "warning"
    }
    # no step recorded anywhere: a quiet rank whose own lines never showed training may still
    # be starting (a dataset prepared under its own, longer timeout), not stopped
    untrained = last_progress_at(ev) is None
    silent = set()
    for stream in ev.streams:
        if (stream.rank is None or stream.lines == 0 or stream.last_at is None
                or stream.rank in complaining):
            continue
        if untrained and not any(endings.shows_progress(t) for t in stream.tail):
            continue
        if stream.last_at >= first.at - TIE:
            continue  # alive when the peers' wait ran out
        if began is not None and stream.last_at < began - slack:
            continue  # quiet long before the wait began: it logs little, not a stop
        if any(endings.is_abnormal(t) or endings.is_error_return(t)
               or endings.ending_of((t,))[0] == "fatal" for t in stream.tail):
            continue  # it failed too (a transport call, an abort), it did not go quiet
        silent.add(stream.rank)
    return sorted(silent)


def _wait_began(timeouts: list[Hit]) -> datetime | None:
    """When the peers began the wait that timed out, from the first timeout that reports how
    long it had waited (None: none says)."""
    for hit in timeouts:
        waited = endings.waited_seconds(hit.text)
        if waited is not None:
            return hit.at - timedelta(seconds=min(waited, MAX_GRACE_SECONDS))
    return None


def _transport_failures(ev: BundleEvidence, at: datetime) -> list[tuple[int, EvidenceLine]]:
    """Ranks whose last lines, logged no later than the first timeout (clock tolerance
    aside), trace an error returned out of the runtime's transport code (NCCL's socket or IB
    code): (rank, the first such line), earliest stream first."""
    found: list[tuple[datetime, int, EvidenceLine]] = []
    for stream in ev.streams:
        if stream.rank is None or stream.last_at is None or stream.last_at > at + TIE:
            continue
        for number, text in stream.numbered_tail:
            if endings.is_transport_failure(text):
                found.append((stream.last_at, stream.rank,
                              EvidenceLine(file=stream.file, line=number, text=text[:500])))
                break
    return [(rank, line) for _, rank, line in sorted(found, key=lambda f: (f[0], f[1]))]


def _by_structure(
    ev: BundleEvidence, found: witnesses.Finding, category: Category, first: Hit,
    cascading: list[CascadeGroup], what: str,
) -> AttributionResult:
    """A cause no line names outright, placed on the node independent witnesses single out;
    when the node's own unmatched system lines name what failed (a link, its disk, a device),
    that is the category (a hang whose cause is its link going down is the network's)."""
    node = found.node
    cited = [w.hit for w in found.witnesses if w.hit is not None]
    evidence = [evidence_line(h) for h in cited][:MAX_EVIDENCE] or [evidence_line(first)]
    unmatched = [w.line for w in found.witnesses if w.line is not None and w.kind == "system"]
    named = {endings.subsystem_category(text) for _, _, text in unmatched} - {"unknown"}
    if len(named) == 1:
        category = named.pop()
        evidence = ([EvidenceLine(file=f, line=n, text=t[:500]) for f, n, t in unmatched]
                    + evidence)[:MAX_EVIDENCE]
    return attribution_result(
        "attributed", category, "structural-witnesses", [node], first.at,
        evidence + progress_evidence_lines(ev, node)[:MAX_EVIDENCE - len(evidence)], cascading,
        found.confidence(),
        f"{what}; {found.explain()}. Implicated: {node}.", node=node,
    )


def _weak_witnesses(ev: BundleEvidence, at: datetime, behind: set[str]) -> str:
    """What the structure shows when it singles out nobody (one witness is not enough)."""
    seen = witnesses.gather(ev, at, behind)
    if not seen:
        return ""
    nodes = sorted({w.node for w in seen})
    return (f" Witnesses found ({len(seen)}, about {', '.join(nodes)}) do not single out a "
            "node: one witness alone is what a cascade also produces.")


def straggler_result(ev: BundleEvidence, finding: StragglerFinding) -> AttributionResult:
    """The one straggler find_stragglers found, as the result that implicates its node."""
    confidence = 0.55 + 0.35 * finding.slow_fraction
    evidence: list[EvidenceLine] = []
    return attribution_result(
        "attributed", "straggler", "straggler-step-seconds", [finding.node],
        finding.first_slow_at, evidence, [], confidence,
        f"{finding.node} (ranks {', '.join(map(str, finding.ranks))}) took a median "
        f"{finding.node_median:.3g}s per step against its peers' {finding.peer_median:.3g}s, "
        f"slow in {finding.slow_fraction:.0%} of {finding.samples} step_seconds samples in "
        f"metrics.jsonl. Implicated: {finding.node}.",
        node=finding.node,
    )


# ---- helpers -------------------------------------------------------------------------------
def ranks_behind(ev: BundleEvidence) -> list[int]:
    """Ranks whose last completed step is clearly behind the others': two or more steps, or
    one step and a silence longer than three typical steps (not just reporting jitter)."""
    steps = {r: p for r, p in ev.progress.items() if p.max_step is not None and p.max_step_at}
    if len(steps) < 2:
        return []
    top = max(p.max_step for p in steps.values())  # type: ignore[type-var]
    top_at = max(p.max_step_at for p in steps.values() if p.max_step == top)  # type: ignore
    typical = typical_step_seconds(ev)
    behind = []
    for rank, prog in steps.items():
        gap = top - prog.max_step  # type: ignore[operator]
        silence = (top_at - prog.max_step_at).total_seconds()  # type: ignore[operator]
        if gap >= 2 or (gap >= 1 and silence > 3 * typical):
            behind.append(rank)
    return sorted(behind)


def node_fell_behind(ev: BundleEvidence, node: str) -> bool:
    """Every rank clearly behind the others runs on `node`: a sign its machine is the one."""
    behind = ranks_behind(ev)
    return bool(behind) and all(ev.job.rank_node(r) == node for r in behind)
