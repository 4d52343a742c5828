"""The ending rules: a job that failed with no candidate, judged by how its streams ended.

A program's own error ending, a traceback cut off mid-stack (in a communication or object-store
layer) or a file that ends inside one (a rank's, or one posted log with no rank), fatal endings,
a wait that ran out, and a node whose own logs went abnormal first. Apart from correlate.py so
the reading of a stream's last lines is in one place.
"""

from __future__ import annotations

from datetime import datetime

from trainwarden.attribution import endings, witnesses
from trainwarden.attribution.bundle import BundleEvidence, Hit, SchedulerEvent, StreamInfo
from trainwarden.attribution.correlation_common import (
    MAX_EVIDENCE,
    NOT_NETWORK_SIGNS,
    attribution_result,
    cascade_groups,
    citation,
    evidence_line,
    first_running,
    last_progress_at,
    step_intervals,
    survival_grace,
    typical_step_seconds,
)
from trainwarden.attribution.hangs import (
    DEATH_SPAN,
    failed_after_silent_progress,
    failed_after_silent_stall,
    logged_between,
)
from trainwarden.attribution.result import AttributionResult, Category, EvidenceLine
from trainwarden.attribution.stall_clocks import STALL_STEPS, WATCHDOG_MIN_SECONDS
from trainwarden.attribution.timestamps import parse_line
from trainwarden.attribution.tracebacks import (
    IPYTHON_FRAME,
    IPYTHON_HEADER,
    LAUNCHER_FRAME,
    OBJECT_STORE_FRAME,
    RELAYED_IN_HEADER,
    RICH_HEADER,
    TRACEBACK_FRAME,
    cut_at_entry,
    cut_off_in,
    cut_off_in_another_process,
    cut_off_in_communication,
    file_ends_in_frames,
    ipython_traceback_header,
    open_frames,
    rich_traceback_header,
)
from trainwarden.untrusted import linear_re
from trainwarden.untrusted.safeio import read_regular_end

# a wait that ran out, as an event a program reports (not a setting: `timeout=1800`,
# `--start-timeout`): `timed out`, `deadline exceeded`, `a collective timeout`, or an exception
# class named for it (TimeoutError, torch elastic's RendezvousTimeoutError, Ray's
# GetTimeoutError)
WAIT_RAN_OUT = linear_re.compile(
    r"(?i:\b(?:timed|times) out\b|\bdeadline[ _]exceeded\b|\b(?:a|an|the) (?:\w+ )?time-?out\b)"
    r"|[A-Za-z]*Timeout(?:Error|Exception)\b")


def failed_without_cause(
    ev: BundleEvidence, others: list[Hit], failed: SchedulerEvent | None
) -> AttributionResult | None:
    """The bundle shows a failure no initiating signature explains (None: it shows none):
    cascade lines, the scheduler's failed state, a stream that ends in a death (a signal, a
    non-zero exit, the program's fatal words), or generic program errors that only relayed the
    runtime. The structure may still single out a node (its system logs went abnormal first),
    or the program's own error be the only thing there is (user_code); otherwise ambiguous."""
    ended = _fatal_endings(ev)
    relayed = ev.derived.get("relayed")
    relayed_hits = [c.hit for c in relayed] if isinstance(relayed, list) else []
    if not (others or failed or ended or relayed_hits):
        return None
    structural = _abnormal_first(ev)
    if structural is not None:
        return structural
    own = [h for h in others if not _relays_child_raised(h, ended)]
    if ended and not own and not relayed_hits:  # a FAILED state is what an exception makes
        program = _program_ending(ev, ended, failed)
        if program is not None:
            return program
    if failed is not None and not relayed_hits:
        refused = _refused_setting(ev) or _usage_refused(ev, failed)
        if refused is not None:
            return refused
    state = ""
    if failed is not None:
        code = "" if failed.exit_code is None else f", exit code {failed.exit_code}"
        state = (f" The scheduler reports {failed.job_state}{code} "
                 f"[scheduler.jsonl:{failed.line}].")
    timed_out = ev.derived.get("relayed_timeout")
    if isinstance(timed_out, Hit) and not others:
        return attribution_result(
            "ambiguous", "hang", timed_out.signature.id, [], timed_out.at,
            [evidence_line(timed_out)], [], 0.4,
            f"The program's error [{citation(timed_out)}] relays a wait that ran out, in the "
            "runtime's own words at the end of its output; nothing shows which rank "
            "stopped, and no node is implicated." + state)
    if failed is not None and not (others or relayed_hits or ended):
        # an abort reported at the end names the death the stall ended in: read first
        silent = (_died_after_stall(ev, others, relayed_hits, ended, failed)
                  or failed_after_silent_stall(ev, failed, state)
                  or failed_after_silent_progress(ev, failed, state))
        if silent is not None:
            return silent
    waited = _wait_ran_out(ev, others, relayed_hits, ended, state)
    if waited is not None:
        return waited
    first = others[0] if others else (relayed_hits[0] if relayed_hits else None)
    if first is not None and first.signature.id in NOT_NETWORK_SIGNS and all(
            h.signature.category in ("network", "unknown") for h in others):
        # NCCL's system or remote error is all there is: NCCL defines the remote error as a
        # network error or a peer that left, the system error as any failed system call
        # (socket, malloc, a library, a device: types.html), so that one is the network only
        # when the bundle's own lines show it (a socket or link error); nobody is implicated
        # the remote error alone is the network's only between machines: one machine's ranks
        # reach each other through NCCL's shared-memory and P2P transports and a bootstrap
        # socket on the host itself, so there it is a peer process that exited (NCCL's
        # ncclRemoteError: "a network error or a remote process exiting", types.html)
        shown = any(
            h.signature.category == "network" and h.signature.id not in NOT_NETWORK_SIGNS
            for h in others) or (
            first.signature.id != "nccl-system-error" and len(ev.job.nodes) != 1)
        return attribution_result(
            "ambiguous", "network" if shown else "unknown", first.signature.id, [], first.at,
            [evidence_line(first)],
            cascade_groups(others, ev.overflow), 0.35,
            f"No initiating error; NCCL reports a failed system or network call "
            f"[{citation(first)}], which may also be a peer that exited; nothing shows which, and "
            "no node is implicated." + state)
    late = _died_after_stall(ev, others, relayed_hits, ended, failed)
    if late is not None:
        return late
    seen = (f" Only cascading or relayed symptoms were found, first {first.signature.id} at "
            f"[{citation(first)}]." if first else "")
    evidence = [evidence_line(first)] if first else []
    ending = ""
    if ended:
        stream, text = ended[0]
        line = _tail_line(stream, text)
        ending = (f" {len(ended)} stream(s) end abnormally, first [{stream.file}:{line}]: "
                  f"{text[:200]!r}.")
        if not evidence:
            evidence = [EvidenceLine(file=stream.file, line=line, text=text)]
    at = first.at if first else (ended[0][0].last_at if ended else None)
    return attribution_result("ambiguous", "unknown", "unclassified", [], at,
                              evidence, cascade_groups(others, ev.overflow), 0.2,
                              "No initiating error matches any signature." + seen + ending
                              + state)


# a program refusing the run's setting in its own words, its exception's class cut off or never
# printed (a check that logs and exits, an argument check's message quoted alone): `num_iterations
# > 1 is not supported for Megatron GRPO right now`, xformers' `unsupported embed per head: 128`
# among the reasons its operator gives (xformers/ops/fmha/common.py, `f"unsupported embed per
# head: {K}"`); an operation a system call or a device refused (`Operation not supported`,
# EOPNOTSUPP) is not a setting and is read by the catalogs, and a warning (`UserWarning: ...
# is not supported, falling back`) is no refusal
REFUSED_SETTING = linear_re.compile(
    r"(?i:^(?:\[rank\d+\]: *)?\s*(?:[\w.-]+: )?(?:unsupported [\w-]+\b"
    r"|.{1,200}? (?:is|are) not (?:yet |currently )?supported\b))")
_NOT_A_SETTING = linear_re.compile(r"(?i:\boperation not supported\b|warn(?:ing)?\b)")
# the header TensorFlow's deprecation warning puts above its advice (tensorflow/python/util/
# deprecation.py: `... is deprecated and will be removed ...\nInstructions for updating:\n` and
# the advice, such as disable_resource_variables' `non-resource variables are not supported in
# the long term`): the line under it is advice in a warning, no refusal
_DEPRECATION_ADVICE = linear_re.compile(r"(?i:\binstructions for updating:\s*$)")


def _a_node_witnessed(
    ev: BundleEvidence, ended: list[tuple[StreamInfo, str]] | None = None
) -> bool:
    """A kernel, device, daemon or orchestrator witness, or a node state from the scheduler:
    then the program's own ending is not the whole account of the failure. With `ended`, the
    streams' own relay of a spawned child's exception is no such witness."""
    seen = [w for w in witnesses.gather(ev, None, set())
            if ended is None or w.hit is None or not _relays_child_raised(w.hit, ended)]
    return bool(seen) or any(e.node_state for e in ev.scheduler)


def _program_streams(ev: BundleEvidence) -> list[StreamInfo]:
    """The streams holding the program's own output: the ranks' (with a kept tail), or, with
    no rank, the only stream the bundle holds that is no system log."""
    own = [s for s in ev.streams
           if s.tail and not (s.rank is None and endings.is_system_stream(s.stream))]
    return [s for s in own if s.rank is not None] or (own if len(own) == 1 else [])


def _refused_setting(ev: BundleEvidence) -> AttributionResult | None:
    """A failed job whose program's output ends with its refusal of the run's setting (an
    option, a value, a model's shape the code does not handle), in words with no exception
    class, and nothing about any node: user_code. The program's stream is a rank's, or the
    only stream the bundle holds that is no system log."""
    if _a_node_witnessed(ev):
        return None
    for stream in _program_streams(ev):
        text = stream.tail[-1]
        if REFUSED_SETTING.search(text) is None or _NOT_A_SETTING.search(text) is not None:
            continue
        if len(stream.tail) > 1 and _DEPRECATION_ADVICE.search(stream.tail[-2]) is not None:
            continue  # a deprecation warning's advice, not the program refusing anything
        line = _tail_line(stream, text)
        return attribution_result(
            "attributed", "user_code", "program-refused-setting", [], stream.last_at,
            [EvidenceLine(file=stream.file, line=line, text=text)], [], 0.5,
            f"{_whose(stream)} output ends with the program refusing the run's setting "
            f"[{stream.file}:{line}]: {text[:200]!r}; the job failed, and nothing else "
            "(kernel, device, scheduler, orchestrator) explains it.", node=stream.node,
            rank=stream.rank,
        )
    return None


# argparse's usage line (Lib/argparse.py: `format_usage` writes `usage: ` + the program's name
# + its options; `ArgumentParser.error` prints it to stderr, then `PROG: error: MESSAGE` and
# exits with status 2, ARGPARSE_ERROR_STATUS below; `-h` prints it with the whole help and
# exits 0)
_USAGE_LINE = linear_re.compile(r"^(?:\[(?:rank|default)?\d+\]: *)?usage: [\w./-]+ \[")
ARGPARSE_ERROR_STATUS = 2


def _usage_refused(ev: BundleEvidence, failed: SchedulerEvent) -> AttributionResult | None:
    """A job that failed with argparse's exit status 2 whose program's output ends with its
    usage line (the `PROG: error:` line after it cut off or never kept), and nothing about any
    node: the program's parser refused its command line, as argparse-rejected-arguments reads
    the error line itself: user_code. The program's stream is a rank's, or the only stream
    the bundle holds that is no system log."""
    if failed.exit_code != ARGPARSE_ERROR_STATUS or _a_node_witnessed(ev):
        return None
    for stream in _program_streams(ev):
        text = stream.tail[-1]
        if _USAGE_LINE.search(text) is None:
            continue
        line = _tail_line(stream, text)
        return attribution_result(
            "attributed", "user_code", "argparse-usage-exit", [], stream.last_at,
            [EvidenceLine(file=stream.file, line=line, text=text[:500])], [], 0.5,
            f"{_whose(stream)} output ends with the program's usage line [{stream.file}:"
            f"{line}] and the job exited with status 2, argparse's on refusing a command line "
            "(its error line was not kept); nothing else (kernel, device, scheduler, "
            "orchestrator) explains it.", node=stream.node, rank=stream.rank,
        )
    return None

def _says_wait_ran_out(text: str) -> bool:
    """The line reports a wait that ran out, in words or by its exception's class."""
    return WAIT_RAN_OUT.search(text) is not None


def _wait_ran_out(
    ev: BundleEvidence, others: list[Hit], relayed: list[Hit],
    ended: list[tuple[StreamInfo, str]], state: str,
) -> AttributionResult | None:
    """A failed job whose only sign is the programs' own last lines saying a wait ran out (a
    collective's timeout, a deadline, an exception class named for it) in words no catalog
    holds: a peer that never arrived or a rank that stopped, and nothing shows which: `hang`,
    nobody implicated (docs/attribution.md, rule 5). A line a signature read keeps the
    signature's category (a coordination service's barrier timeout is a relay of unknown
    cause: a task crashed, was never scheduled or was late)."""
    if relayed or others:
        return None
    waits = [s for s in ev.streams if s.tail and not endings.is_system_stream(s.stream)
             and _says_wait_ran_out(s.tail[-1])]
    if not waits or any(stream not in waits for stream, _ in ended):
        return None
    waits.sort(key=lambda s: (s.last_at.timestamp() if s.last_at else 0.0, s.file))
    if _went_on_past(ev, waits):
        return None
    lines = [EvidenceLine(file=s.file, line=_tail_line(s, s.tail[-1]), text=s.tail[-1][:500])
             for s in waits][:MAX_EVIDENCE]
    return attribution_result(
        "ambiguous", "hang", "wait-ran-out", [], waits[0].last_at, lines, [], 0.4,
        f"No initiating error; {len(waits)} stream(s) end with a wait that ran out, first "
        f"[{lines[0].file}:{lines[0].line}], in words no signature knows: a peer that never "
        "arrived or a rank that stopped, and nothing shows which; no node is implicated."
        + state)


def _went_on_past(ev: BundleEvidence, waits: list[StreamInfo]) -> bool:
    """Another stream of the program's, itself not ending in a wait, logged after the last
    wait that ran out: the run went on after the wait (a device waited for at start-up, then
    the program mapped its GPUs and built its model), so the wait did not end it. A hung run's
    ranks each end in their own wait (all in `waits`), and a launcher's reaction to them is a
    relay read before this rule."""
    ended = max((s.last_at for s in waits if s.last_at is not None), default=None)
    if ended is None:
        return False
    return any(s.last_at is not None and s.last_at > ended for s in ev.streams
               if s not in waits and s.tail and not endings.is_system_stream(s.stream))


def _whose(stream: StreamInfo) -> str:
    """Whose output a stream is, for an explanation: a rank's, or the stream's by name."""
    return f"Rank {stream.rank}'s" if stream.rank is not None else f"The {stream.stream} stream's"


def _tail_line(stream: StreamInfo, text: str) -> int:
    """The line number of `text`, one of the stream's last lines (its last line's if unknown)."""
    for number, line in stream.numbered_tail:
        if line == text:
            return number
    return _line_in_file_end(stream, text) or stream.lines


def _line_in_file_end(stream: StreamInfo, text: str, window: int = 8192) -> int | None:
    """The line number of `text` among the file's last lines, the tail's indented lines
    passed over (an IPython traceback's header above its frames): its last occurrence."""
    if stream.path is None or stream.ctx is None:
        return None
    try:
        lines = read_regular_end(stream.path, window).decode("utf-8", "replace").splitlines()
    except OSError:
        return None
    for back, raw in enumerate(reversed(lines)):
        if parse_line(raw, stream.ctx)[1].strip() == text:
            return stream.lines - back
    return None


def _fatal_endings(ev: BundleEvidence) -> list[tuple[StreamInfo, str]]:
    """Streams (a rank's output, a launcher's or the batch system's log; not a kernel or
    system log) whose last lines report a death: a signal, a non-zero exit, a fatal error."""
    found = []
    grace = survival_grace(ev)
    for stream in ev.streams:
        if stream.rank is None and endings.is_system_stream(stream.stream):
            continue  # a kernel or system log ends with whatever it logged last
        kind, line = endings.ending_of(stream.tail, program=stream.rank is not None)
        if kind is None:  # a rank's output, or a log with no rank (a driver's, a posted one)
            line = (_cut_off_traceback(stream.tail) or file_ends_in_frames(stream)
                    or ipython_traceback_header(stream) or rich_traceback_header(stream))
            kind = "fatal" if line is not None else None
        if kind != "fatal" or line is None:
            continue
        if endings.ends_in_ignored_exceptions(stream.tail, program=stream.rank is not None):
            continue  # a destructor's exception CPython printed and ignored ended nothing
        if stream.rank is not None:
            own = ev.progress.get(stream.rank)
            trained = own.max_step_at if own is not None else None
        else:  # a launcher's report of a death the job trained well past (an elastic restart)
            named = _job_node_named(ev, line)  # a death of one node's process (a pod)
            if named is not None:  # counts as survived only if that node's ranks trained on
                trained = last_progress_at(ev, named)
            else:
                trained = last_progress_at(ev)
        if trained is not None and stream.last_at is not None and trained > stream.last_at + grace:
            continue  # steps completed well after the stream's last line: it did not end the run
        found.append((stream, line))
    found.sort(key=lambda f: (f[0].last_at.timestamp() if f[0].last_at else float("inf"),
                              f[0].file))
    return found


# a device's or a communication library's own failure on the stream: a lower layer the
# program called, not the program (a device lost, NCCL's/BKCL's/HCCL's error-level lines)
RUNTIME_FAULT = linear_re.compile(
    r"(?i:device[_ ]lost\b|\bNative API failed\b|\bNCCL WARN\b|\bHCCL[_ ]E"
    r"|\[(?:ERR|ERROR|WARN)\]\[(?:BKCL|HCCL|NCCL|RCCL|CNCL|XCCL)\]|\bcuda(?:Error| error)\b"
    # PyTorch's legacy THC check of a CUDA call (`THCudaCheck FAIL file=... error=30 : unknown
    # error`, THCGeneral's THCudaCheck macro) and the exception it raised (`cuda runtime error
    # (30) : unknown error`): a CUDA error under the program, as `CUDA error:` is
    r"|\bTHCudaCheck FAIL\b|\bcuda runtime error \(\d+\)"
    # gRPC's own status of a failed call, as its core library formats the error it carries
    # (`{"created":...,"description":"EOF",...,"grpc_status":14}`): the transport under the
    # program failed (grpc/doc/statuscodes.md; 0 is OK)
    r"|\"grpc_status\": ?[1-9]"
    # gRPC's channel that could not connect or lost its peer: the connectivity state
    # TRANSIENT_FAILURE (grpc/doc/connectivity-semantics-and-api.md), the status UNAVAILABLE
    # as grpcio names it (`StatusCode.UNAVAILABLE`) and as TensorFlow prints it (`Master init:
    # Unavailable: OS Error`), and Flower's client closing its channel (`gRPC channel closed`,
    # flwr/client/grpc_client/connection.py) before the exception the closed channel raised
    r"|\bTRANSIENT_FAILURE\b|\bStatusCode\.UNAVAILABLE\b|\bUnavailable: |\bgRPC channel closed\b)")
# CPython's faulthandler reporting the process's own segmentation fault: a crash, not an
# exception of the program (python-segfault reads it, as the program's only when a stack on
# its node names code; docs/attribution.md, the segfault convention)
_FAULTHANDLER_SEGFAULT = linear_re.compile(r"\bFatal Python error: Segmentation fault\b")


# torch.multiprocessing.spawn's report that a child raised: ProcessContext.join re-raises the
# child's exception as ProcessRaisedException, its message `\n\n-- Process %d terminated with
# the following error:\n` and then the child's own traceback (torch/multiprocessing/spawn.py); a
# child's signal or exit is ProcessExitedException, other words. The header is the relay of a
# Python exception the child raised, whose traceback the same stream carries after it.
SPAWN_CHILD_RAISED = linear_re.compile(r"-- Process \d+ terminated with the following error:\s*$")
_SPAWN_RELAY = linear_re.compile(r"\bProcessRaisedException\b")


def _relays_child_raised(hit: Hit, ended: list[tuple[StreamInfo, str]]) -> bool:
    """The hit is mp.spawn's relay of a child's exception (ProcessRaisedException, or the frame
    raising it) on a stream that ends inside that child's traceback, cut off: the relay is the
    child's own error as the parent re-raised it, not another process's failure."""
    if hit.signature.id != "torch-elastic-worker-failed" or _SPAWN_RELAY.search(hit.text) is None:
        return False
    return any(stream.file == hit.file and any(
        SPAWN_CHILD_RAISED.search(line) is not None for line in stream.tail)
        for stream, _ in ended)


def _cut_off_traceback(tail: tuple[str, ...]) -> str | None:
    """The first frame of a Python traceback the stream ends inside, cut off before its
    exception line (the frames are the program's own call chain into where it raised): the
    output a stopped process left, or mp.spawn's header of a child's traceback with nothing
    after it (the child's whole traceback cut). None when the stream goes on past its frames."""
    if tail and SPAWN_CHILD_RAISED.search(tail[-1]) is not None:
        return tail[-1]
    frames = open_frames(tail)
    return tail[frames[0]] if frames else None


# a crash named in words (a segfault's banner, `Segmentation fault`): the process died of a
# signal, which names no code of the program (docs/attribution.md, the segfault convention)
_CRASH_WORDS = linear_re.compile(r"(?i:\bseg(?:mentation[ _-]?)?fault\b)")


def _job_node_named(ev: BundleEvidence, text: str) -> str | None:
    """The one job node a line names as a whole word (a pod or host name), longest first:
    `worker-1` is not read inside `worker-10`."""
    for node in sorted(ev.job.nodes, key=len, reverse=True):
        at = text.find(node)
        while at >= 0:
            before = text[at - 1] if at > 0 else " "
            after = text[at + len(node)] if at + len(node) < len(text) else " "
            if not (before.isalnum() or before in "_.-") and not (
                    after.isalnum() or after in "_-"):
                return node
            at = text.find(node, at + 1)
    return None


def _program_ending(
    ev: BundleEvidence, ended: list[tuple[StreamInfo, str]],
    failed: SchedulerEvent | None = None,
) -> AttributionResult | None:
    """A rank's output that ends with the program's own failure (an uncaught exception,
    Go's panic, the JVM's or C++'s), or a log with no rank that ends inside a traceback, on a
    stack no catalog knows, with nothing else about any node (no orchestrator event, no kernel
    or daemon line, no node state): user_code. A traceback cut before its exception line counts
    only with the job's exit status an uncaught exception leaves (`failed`'s exit code 1)."""
    program = [(s, t) for s, t in ended if _is_programs_own(s, t)]
    if not program or len(program) != len(ended):
        return None
    if _a_node_witnessed(ev, ended):
        return None
    if any(RUNTIME_FAULT.search(line) is not None for s, _ in program for line in s.tail):
        return None  # a device or a communication library failed under the program
    if any(cut_off_in_communication(s, t) for s, t in program):
        return None  # rule 5: the exception a communication call raised was cut off
    if any(cut_off_in_another_process(s, t) for s, t in program):
        return None  # what was cut off was a child's or a pool worker's failure, not shown
    if all(cut_at_entry(s) for s, _ in program):
        return None  # cut at the program's entry: nothing shows where it raised, or what
    stream, text = program[0]
    line = _tail_line(stream, text)
    if all(cut_off_in(s, OBJECT_STORE_FRAME) for s, _ in program):
        return attribution_result(
            "attributed", "storage", "object-store-transfer-cut-off", [], stream.last_at,
            [EvidenceLine(file=stream.file, line=line, text=text)], [], 0.5,
            f"{_whose(stream)} output ends inside a traceback cut off in an object-store "
            f"client's transfer [{stream.file}:{line}]: the upload or download of the job's "
            "data raised; the store's error itself was not kept.", node=stream.node,
            rank=stream.rank,
        )
    teardown = _torn_down_after_stall(ev, program) or _interrupted_after_stall(ev, program)
    if teardown is not None:
        return teardown
    if (failed is None or failed.exit_code != UNCAUGHT_EXCEPTION_STATUS) and all(
            _cut_before_exception(s, t) and not _flattened_exception(t) for s, t in program):
        return None  # what was raised was lost, and no exit status says it ended the program
    if all(_header_only(s) for s, _ in program):
        return attribution_result(
            "ambiguous", "unknown", "traceback-header-only", [], stream.last_at,
            [EvidenceLine(file=stream.file, line=line, text=text)], [], 0.3,
            f"{_whose(stream)} output ends on a traceback's header with nothing after it "
            f"[{stream.file}:{line}]: no frame and no exception were kept, and the lines above "
            "it state no cause, so nothing names whose code raised or what; no node is "
            "implicated.")
    return attribution_result(
        "attributed", "user_code", "program-error-ending", [], stream.last_at,
        [EvidenceLine(file=stream.file, line=line, text=text)], [], 0.55,
        f"{_whose(stream)} output ends with the program's own error [{stream.file}:"
        f"{line}]: {text[:200]!r}; no signature knows this stack and nothing else "
        "(kernel, device, scheduler, orchestrator) explains it.", node=stream.node,
        rank=stream.rank,
    )


def _torn_down_after_stall(
    ev: BundleEvidence, program: list[tuple[StreamInfo, str]]
) -> AttributionResult | None:
    """Every program stream ends in a traceback cut before its exception (its header or a
    frame, and no exception line after it), begun a watchdog's wait or more after the last
    step any rank completed: what the program raised was not kept, and training had stopped
    long before it, as a hung run's teardown (a collective watchdog's, a launcher's) looks:
    `ambiguous`, `hang`, nobody implicated, as a failure after a silent stall is. None when a
    step came later or sooner."""
    last_step = last_progress_at(ev)
    if last_step is None or not all(_cut_before_exception(s, t) for s, t in program):
        return None
    began = min((s.last_at for s, _ in program if s.last_at is not None), default=None)
    if began is None:
        return None
    stall = (began - last_step).total_seconds()
    # a collective watchdog's shortest default wait, or the typical steps a stall takes when
    # the metrics show the pace (not the no-pace floor: a watchdog ends a hung run sooner)
    needed = WATCHDOG_MIN_SECONDS
    if step_intervals(ev):
        needed = max(needed, STALL_STEPS * typical_step_seconds(ev))
    if stall < needed:
        return None
    stream, text = program[0]
    line = _tail_line(stream, text)
    return attribution_result(
        "ambiguous", "hang", "stalled-then-failed", [], last_step,
        [EvidenceLine(file=stream.file, line=line, text=text)], [], 0.4,
        f"The job hung: no rank completed a step for {stall:.1f}s before {_whose(stream).lower()} "
        f"output ended in a traceback cut before its exception [{stream.file}:{line}], the "
        "teardown of a run that had stopped; nothing shows which rank stopped, and no node is "
        "implicated.")


# an abort (SIGABRT), as a process's end reports it: the shell's `Aborted (core dumped)`,
# abseil's failure handler `Raising signal 6 with default behavior` (absl/debugging/
# failure_signal_handler.cc), torch elastic's `exitcode  : -6` and `Signal 6 (SIGABRT) received
# by PID` (torch/distributed/elastic/multiprocessing/errors/__init__.py), Open MPI's `exited on
# signal 6 (Aborted)`, a shell's exit status 134 (128 + 6). PyTorch's NCCL watchdog ends a
# process so after a collective's timeout (ProcessGroupNCCL: "To avoid data inconsistency, we
# are taking the entire process down", then std::terminate's abort)
ABORTED = linear_re.compile(
    r"(?i:\bAborted\s+\(core dumped\)|\bRaising signal 6\b|\bexitcode\s*:?\s*-6\b"
    r"|\bSignal 6 \(SIGABRT\)|\bexited on signal 6\b|\bexit (?:code|status):? 134\b)")
def _aborted(stream: StreamInfo, window: int = 8192) -> tuple[datetime, str] | None:
    """The stream ends in a report of an abort (ABORTED), among the lines printed within the
    death's span (DEATH_SPAN) of its last one: when the first such line was printed, and it."""
    end = stream.timed_end(window) if stream.last_at is not None else None
    if end is None or stream.last_at is None:
        return None
    since = stream.last_at - DEATH_SPAN
    for at, text in end.lines:
        if at is not None and at >= since and ABORTED.search(text):
            return at, text.strip()
    return None


def _died_after_stall(
    ev: BundleEvidence, others: list[Hit], relayed: list[Hit],
    ended: list[tuple[StreamInfo, str]], failed: SchedulerEvent | None,
) -> AttributionResult | None:
    """A failed job whose only account of the failure is an abort no line explains (a stream
    that ends in a report of SIGABRT, ABORTED, with at most a launcher's relay of the death
    beside it), printed a watchdog's wait or more after the last step any rank completed, and
    no program stream logging anything in between: training had stopped long before the
    process was ended, as a hung run's teardown looks (ProcessGroupNCCL's watchdog aborts the
    process after a collective's timeout), read as a cut traceback so late is
    (`_torn_down_after_stall`): `ambiguous`, `hang`, nobody implicated. None when a relayed
    error or any symptom other than a death's relay was read, or the abort came sooner."""
    if failed is None or relayed:
        return None
    if any(h.signature.category != "unknown" for h in others):
        return None
    last_step = last_progress_at(ev)
    if last_step is None:
        return None
    aborts = [(s, found) for s in ev.streams
              if not (s.rank is None and endings.is_system_stream(s.stream))
              and (found := _aborted(s)) is not None]
    if not aborts:
        return None
    died = min([found[0] for _, found in aborts] + [h.at for h in others]
               + [s.last_at for s, _ in ended if s.last_at is not None])
    stall = (died - last_step).total_seconds()
    needed = WATCHDOG_MIN_SECONDS
    if step_intervals(ev):
        needed = max(needed, STALL_STEPS * typical_step_seconds(ev))
    if stall < needed:
        return None
    grace = survival_grace(ev)
    if any(logged_between(s, last_step + grace, died - DEATH_SPAN) for s in ev.streams
           if not endings.is_system_stream(s.stream)):
        return None  # the program went on (an evaluation, a save) after its last step
    stream, (_, text) = aborts[0]
    evidence = [EvidenceLine(file=stream.file, line=_tail_line(stream, text), text=text)]
    shown = f"[{stream.file}:{evidence[0].line}]"
    return attribution_result(
        "ambiguous", "hang", "stalled-then-failed", [], last_step, evidence,
        cascade_groups(others, ev.overflow), 0.4,
        f"The job hung: no rank completed a step for {stall:.1f}s before a process was ended "
        f"{shown} with no error of its own shown, the teardown of a run that had stopped; "
        "nothing shows which rank stopped, and no node is implicated.")


# Python's own exception for an interrupt (SIGINT, the operator's Ctrl-C, echoed by the terminal
# as `^C` before it): `KeyboardInterrupt` alone on its exception line (CPython's default SIGINT
# handler raises it, Modules/signalmodule.c; the traceback module prints the bare class name)
_INTERRUPTED = linear_re.compile(r"^(?:\^C)*\s*KeyboardInterrupt\s*$")
# the terminal's echo of that Ctrl-C at the head of the traceback the interrupt raised
# (`^CTraceback (most recent call last):`), the exception line after it cut from a post: the
# same interrupt. The echo is the tty's (ECHOCTL prints a control character as `^C`, termios(3))
_INTERRUPT_ECHOED_TRACEBACK = linear_re.compile(
    r"^\^C+\s*Traceback \(most recent call last\):\s*$")


def _interrupted(line: str) -> bool:
    """The line is Python's KeyboardInterrupt, or a traceback's header the operator's Ctrl-C
    was echoed before."""
    return (_INTERRUPTED.search(line) is not None
            or _INTERRUPT_ECHOED_TRACEBACK.search(line) is not None)


def _timed_before(stream: StreamInfo, text: str, window: int = 8192) -> datetime | None:
    """The time of the stream's last timed line before its line `text` (read from the file's
    end): when the stream itself last showed life before it was interrupted."""
    end = stream.timed_end(window)
    if end is None:
        return None
    parsed = end.lines
    at = next((i for i in range(len(parsed) - 1, -1, -1) if parsed[i][1] == text), None)
    if at is None:
        return None
    # the interrupt's own traceback is printed at the instant of the interrupt: the stream
    # last showed life before its header (`Traceback (most recent call last):`)
    header = next((i for i in range(at, -1, -1)
                   if endings.TRACEBACK_HEADER.search(parsed[i][1]) is not None), None)
    if header is not None and header < at:
        at = header
    return next((t for t, _ in reversed(parsed[:at]) if t is not None), None)


def _interrupted_after_stall(
    ev: BundleEvidence, program: list[tuple[StreamInfo, str]]
) -> AttributionResult | None:
    """A program stream's last lines hold Python's KeyboardInterrupt, or the traceback header
    the terminal's `^C` echo heads (its operator stopped it: the frames are where it was
    waiting, no error of its own), raised a watchdog's wait or more after the run's last sign
    of life (its last step, else the last line any other stream printed, else, the only
    stream, its own last timed line before the interrupt): the operator stopped a run that
    had stopped, `ambiguous`, `hang`, nobody implicated. None when it was interrupted sooner
    (a run stopped while it worked)."""
    interrupted = [s for s, _ in program if any(_interrupted(line) for line in s.tail)]
    stopped = min((s.last_at for s in interrupted if s.last_at is not None), default=None)
    if stopped is None:
        return None
    stream = interrupted[0]
    text = next(line for line in stream.tail if _interrupted(line))
    alive = last_progress_at(ev) or max(
        (s.last_at for s in ev.streams if s.last_at is not None and s not in interrupted
         and not endings.is_system_stream(s.stream)), default=None)
    if alive is None and len(interrupted) == 1:
        # one stream: its own last line before the ^C's traceback; a stream that holds
        # nothing but that traceback is measured from the scheduler's first RUNNING, as a
        # cancel of a program that wrote nothing is (`cancelled-after-silence`)
        started = first_running(ev)
        alive = _timed_before(stream, text) or (started.at if started else None)
    if alive is None or (stopped - alive).total_seconds() < WATCHDOG_MIN_SECONDS:
        return None
    line = _tail_line(stream, text)
    return attribution_result(
        "ambiguous", "hang", "interrupted-after-stall", [], alive,
        [EvidenceLine(file=stream.file, line=line, text=text)], [], 0.4,
        f"The job hung: nothing moved for {(stopped - alive).total_seconds():.1f}s before "
        f"{_whose(stream).lower()} output shows its operator interrupting it [{stream.file}:"
        f"{line}] (KeyboardInterrupt, where it waited, no error of its own); nothing shows "
        "which rank stopped, and no node is implicated.")


# a Python traceback kept only as its header: the file's last line is `Traceback (most recent
# call last):`, no frame and no exception line after it (a post cut there, a process ended while
# printing). It names nobody's code: the program, a library under it or a peer's failure it
# relayed could have raised. The lines just above the header can still state a cause, and then
# they decide as before: a runtime's own failure report (RUNTIME_FAULT: `NCCL WARN`, BKCL's
# `[ERR][BKCL]`), an exception line, an earlier traceback's frame inside the program's calls
# (not only a script's top level `<module>` or a thread's or child process's bootstrap), or the
# relay of a child's exception whose traceback the header begins (mp.spawn's
# SPAWN_CHILD_RAISED; multiprocessing.pool's and concurrent.futures' `RemoteTraceback:` over the
# worker's traceback in `"""` quotes, Lib/multiprocessing/pool.py ExceptionWithTraceback,
# Lib/concurrent/futures/process.py _ExceptionWithTraceback)
_HEADER_LOOKBACK = 16  # non-empty lines above the header read for a stated cause
_REMOTE_TRACEBACK = linear_re.compile(r"\b_?RemoteTraceback:\s*$")
# CPython's own frames a thread or a child process begins in (Lib/threading.py Thread._bootstrap,
# _bootstrap_inner, run; Lib/multiprocessing/process.py BaseProcess._bootstrap, run) and a
# script's top level: where a traceback starts, not where the program's calls went
_NO_CALL_FRAME = linear_re.compile(
    r'File "[^"\n]*[/\\](?:threading|multiprocessing[/\\]process)\.py", line \d+, in '
    r'(?:_bootstrap(?:_inner)?|run)\b|File "[^"\n]+", line \d+, in <module>\s*$')


def _header_only(stream: StreamInfo, window: int = 8192) -> bool:
    """The stream's file ends on a Python traceback's header, and the lines above it state no
    cause (the note above): the traceback names nobody's code."""
    if stream.path is None or not stream.tail:
        return False
    if endings.TRACEBACK_HEADER.search(stream.tail[-1]) is None:
        return False
    lines = [text for text in stream.end_texts(window) or [] if text.strip()]
    if not lines or endings.TRACEBACK_HEADER.search(lines[-1]) is None:
        return False
    above = lines[-1 - _HEADER_LOOKBACK:-1]
    if any(SPAWN_CHILD_RAISED.search(line) is not None
           or _REMOTE_TRACEBACK.search(line) is not None for line in above[-2:]):
        return False  # a child's exception relayed: its traceback begins here
    for line in above:
        at = line.find('File "')
        frame = line[at:] if at >= 0 else ""
        said = (endings.is_program_error(line.strip())
                and endings.TRACEBACK_HEADER.search(line) is None)  # another cut traceback's
        if (RUNTIME_FAULT.search(line) is not None or said
                or (frame and TRACEBACK_FRAME.search(frame) is not None
                    and _NO_CALL_FRAME.search(frame) is None)):
            return False
    return True


def _cut_before_exception(stream: StreamInfo, text: str) -> bool:
    """The stream's ending is a traceback's header or frame with no exception line after it
    among its last lines: what was raised was not kept."""
    if (endings.TRACEBACK_HEADER.search(text) is None and TRACEBACK_FRAME.search(text) is None
            and IPYTHON_FRAME.search(text) is None  # an IPython header names its exception
            and RICH_HEADER.search(text) is None):
        return False
    after = stream.tail[stream.tail.index(text) + 1:] if text in stream.tail else ()
    return not any(endings.is_program_error(line) for line in after)



# the exit status CPython's interpreter leaves after an uncaught exception: Py_Main returns
# `1 if the interpreter exits due to an exception` (Doc/c-api/veryhigh.rst); a signal's status
# (134 SIGABRT, 137 SIGKILL, 143 SIGTERM) is a kill, not the exception the frames led to
UNCAUGHT_EXCEPTION_STATUS = 1
# an exception's class and message after the last frame of a traceback a post flattened onto
# one line (`... in create_job_uuids uuid.uuid4().hex ...] TypeError: 'int' object is not
# iterable`): the exception line was kept, only its line break was not
_FLATTENED_EXCEPTION = linear_re.compile(
    r'File "[^"\n]+", line \d+, in \S+ .*\s(?:[A-Za-z_][\w.]*\.)?[A-Z]\w*(?:Error|Exception): ')


def _flattened_exception(text: str) -> bool:
    """The ending line holds a whole traceback flattened onto it, its exception at the end."""
    return _FLATTENED_EXCEPTION.search(text) is not None


def _is_programs_own(stream: StreamInfo, text: str) -> bool:
    """The stream's ending line is the program's own failure. A failed assert() is, on any
    stream that caught its stderr. A rank's exception, runtime abort or traceback is. A stream
    with no rank (a driver's log, one posted log) may be a launcher's or a supervisor's, so it
    speaks for the program only by ending inside a traceback, and only when its last lines
    report nothing else: another process's death, a wait that ran out, a crash, torch elastic's
    agent stopping its workers (the traceback it prints next is its own SignalException or its
    relay of a failed worker), or a traceback cut off in a launcher's code (the launcher
    relaying a child's failure)."""
    if _FAULTHANDLER_SEGFAULT.search(text) is not None:
        return False
    if endings.is_assert_fail(text):
        return True
    if stream.rank is not None:
        return (endings.is_program_error(text) or TRACEBACK_FRAME.search(text) is not None
                or SPAWN_CHILD_RAISED.search(text) is not None
                or RICH_HEADER.search(text) is not None)
    if (TRACEBACK_FRAME.search(text) is None and SPAWN_CHILD_RAISED.search(text) is None
            and IPYTHON_HEADER.search(text) is None and IPYTHON_FRAME.search(text) is None
            and RICH_HEADER.search(text) is None):
        return False
    if RELAYED_IN_HEADER.search(text) is not None:
        return False  # py4j's relay of the JVM's exception (a Spark job's tasks): no own error
    return not (cut_off_in(stream, LAUNCHER_FRAME) or any(
        (_reports_a_death(line) and not endings.is_assert_fail(line))
        or _says_wait_ran_out(line) or _CRASH_WORDS.search(line) is not None
        or endings.agent_stops_its_workers(line)
        for line in stream.tail) or _agent_stopped_above(stream))


def _agent_stopped_above(stream: StreamInfo, window: int = 8192) -> bool:
    """The lines just above the traceback the file ends in (out of the kept tail, which a
    rich traceback's box or a long frame list fills) are torch elastic's agent stopping its
    workers: its `Received N death signal, shutting down workers` and `Sending process N
    closing signal` lines, after which the agent re-raises the SignalException it caught
    (torch/distributed/elastic/agent/server/api.py, `run`), so the traceback is that stop
    relayed by the launcher (`accelerate launch`, `torchrun`), not the program's error."""
    texts = stream.end_texts(window) or []
    headers = [i for i, text in enumerate(texts)
               if endings.TRACEBACK_HEADER.search(text) is not None
               or RICH_HEADER.search(text) is not None]
    if not headers:
        return False
    # the agent's last lines before it: one per worker it closes, the last of them next to it
    above = texts[max(0, headers[-1] - 16):headers[-1]]
    return any(endings.agent_stops_its_workers(text) for text in above)


def _reports_a_death(line: str) -> bool:
    """A process's death as its parent or a launcher reports it (a signal, a non-zero exit)."""
    return endings.ending_of((line,), program=False)[0] == "fatal"


def _abnormal_first(ev: BundleEvidence) -> AttributionResult | None:
    """No signature names the cause, but a node's kernel or daemon logs went abnormal before
    any other node's and a second independent witness agrees (witnesses.single_out): that
    node, with the category its lines' subsystem names (a link, its own disk, a device)."""
    abnormal = sorted(((s.abnormal[1], s.file, s) for s in ev.streams
                       if s.abnormal is not None and s.node in ev.job.nodes),
                      key=lambda a: (a[0], a[1]))
    if not abnormal:
        return None
    at, _, first_stream = abnormal[0]
    found = witnesses.single_out(witnesses.gather(ev, at, set()))
    if found is None:
        return None
    lines = [w.line for w in found.witnesses if w.line is not None]
    lines += [(w.hit.file, w.hit.line, w.hit.text) for w in found.witnesses if w.hit is not None]
    named = {endings.subsystem_category(text) for _, _, text in lines} - {"unknown"}
    category: Category = named.pop() if len(named) == 1 else "unknown"
    evidence = [EvidenceLine(file=f, line=n, text=t[:500]) for f, n, t in lines][:MAX_EVIDENCE]
    return attribution_result(
        "attributed", category, "structural-first-abnormal", [found.node], at, evidence, [],
        found.confidence(),
        f"No signature matches; {found.node}'s own logs went abnormal first "
        f"[{first_stream.file}:{first_stream.abnormal[0] if first_stream.abnormal else 0}]; "
        f"{found.explain()}. Implicated: {found.node}.", node=found.node,
    )
