"""How a stream ends, and what a system log calls abnormal, in words any stack uses.

The catalogs name failures by their stack's own vocabulary. Where no catalog knows the stack,
the bundle still says whether the job failed: a rank's output that ends with the shell's report
of a signal (`94460 Killed   python main.py`, `Aborted (core dumped)`), a non-zero exit
(`ssh exited with exit code 1`), or a program's fatal line (a Python exception, Go's `panic:`,
Java's `Exception in thread`, C++'s `terminate called after throwing`); or that it did not: a
rank whose output ends with its run's normal end (`Training completed`, `exit code 0`). And a
kernel or daemon log's line is abnormal when it holds an error-level word (`error`, `failed`,
`link is down`). None of this names a cause: it decides failure or not, and where structure
may look (correlate, witnesses).

Sources of the words: bash prints a signalled child's `strsignal()` description (glibc
`sysdeps/generic/siglist.h`: Killed, Terminated, Aborted, User defined signal 2, ...); Go's
runtime prints `panic:` and `fatal error:` (src/runtime/panic.go); the JVM prints `Exception in
thread "main"`; libstdc++'s verbose terminate handler prints `terminate called after throwing an
instance of`; Rust's standard library prints `thread 'main' panicked at` and `fatal runtime
error:`; CPython's fatal errors start `Fatal Python error:`; glog's FATAL lines start `F` + MMDD;
Python's traceback module ends a traceback with `Type: message` (behind a wrapper's own type
when one re-raises it: JAX's `UnfilteredStackTrace: RuntimeError: RESOURCE_EXHAUSTED: ...`).
"""

from __future__ import annotations

from typing import Literal

from trainwarden.attribution.result import Category
from trainwarden.untrusted import linear_re

Ending = Literal["fatal", "normal"]
# a node's own system logs (kernel, syslog, the journal) and its health daemons (DCGM, a
# health agent, NVIDIA's daemons, the kubelet, NetworkManager): they report on their node,
# while a launcher's output (mpirun, pdsh, a driver) reports on the others
SYSTEM_STREAMS = ("kernel", "kern", "dmesg", "syslog", "messages", "journal", "worker-journal",
                  "dcgm", "health", "nvidia", "kubelet", "networkmanager")

TAIL_LINES = 5  # a stream's ending: its last lines (a launcher's clean-up notice follows its
# report of the remote command's exit)
TAIL_SCAN = 64  # lines looked at from the end for them (a stack's indented frames skipped)
TAIL_CHARS = 512  # of each, kept per stream: a 16,384-rank bundle keeps a few MB at most

# glibc's strsignal() texts, as bash reports a child a signal ended (job-control format
# `[line N: ]PID Killed   command`, or the bare description)
_SIGNALS = ("Killed|Terminated|Aborted|Segmentation fault|Bus error|Floating point exception"
            "|Illegal instruction|User defined signal [12]|Hangup|Trace/breakpoint trap"
            "|CPU time limit exceeded|File size limit exceeded|Power failure|Bad system call")
# a failed C assert(), as glibc's __assert_fail prints it (assert/assert.c: `prog: file.c:LINE:
# func: Assertion `expr' failed.`) before it calls abort()
_ASSERT_FAIL = r"[^\s:][^:]{0,200}: [^:]{1,300}:\d+: .{0,300}?Assertion [`'].{0,400}' failed\.?$"
_ASSERT_FAIL_LINE = linear_re.compile("^" + _ASSERT_FAIL)
# a process's death as its parent reports it: a signal, a non-zero exit status, a kill
_DEATH = linear_re.compile(
    r"^(?:.*\bline \d+: +)?(?:\d+ +)?(?:" + _SIGNALS + r")(?: +\(core dumped\))?(?:$| {2,}\S)"
    r"|\(core dumped\)"
    r"|(?i:\bexit(?:ed)?(?: with)?(?: exit)? (?:code|status)[ :=]*-?0*[1-9]\d*)"
    r"|(?i:\bexitcode[ :=]+-?0*[1-9])"
    r"|(?i:\bnon-zero (?:exit )?(?:status|code)\b)"
    r"|(?i:\bexited on signal \d+)"
    r"|(?i:\b(?:job|process|task|worker|container) (?:was )?killed\b)"
    # a pod its controller reports in phase Failed (Kubernetes pod lifecycle: every container
    # ended, one in failure): `phase Failed for pod: NAME`, `phase: Failed`, `"phase":"Failed"`
    r"|\bphase\"?(?: +|[:=] *)\"?Failed\b"
    # a failed C assert(): glibc prints it and calls abort(), so the line is the process's
    # death on whatever stream caught its stderr
    r"|^" + _ASSERT_FAIL
    # a Slurm command's or daemon's fatal(): src/common/log.c logs `PROG: fatal: MSG` and exits
    # (read_config.c's `Could not establish a configuration source`, sbatch's `Invalid node
    # list specified`): the process is gone, nothing waits on
    + r"|^(?:s(?:batch|run|alloc|attach)|slurmstepd(?:-[\w.-]+)?|slurmd): fatal: "
)
# a program's own last words: an uncaught exception, a language runtime's abort, a fatal log
# (behind the prefixes the tools that relay its output put on each line, in this order: docker
# compose's `NAME  | ` (the container's name, padded); pdsh's `host: ` (each remote line
# behind the name of the host that printed it; DeepSpeed's multi-node runner launches through
# pdsh; srun --label's `3: ` reads the same); a process's own prefix, Ray's `(pid=N)` or
# `(Actor pid=N, ip=A)` on a worker's line relayed to its driver (Ray's logging guide) and
# vLLM's `(VllmWorker rank=1 pid=N)` on its worker processes' lines (both, when Ray runs vLLM's
# engine: `(LLMRayActor pid=N) (EngineCore_DP0 pid=M)`); vLLM's logger's error
# record, `ERROR 08-01 20:15:29 worker_base.py:382] ` (`[core.py:1094]` in later releases:
# vllm/logger.py, `%(levelname)s %(asctime)s %(filename)s:%(lineno)d] `); then a rank's
# prefix, torch elastic's `[rank3]:`, `[default3]:` or `[3]:` (TailLog's
# `[{name}{local_rank}]:`, torch/distributed/elastic/multiprocessing/tail_log.py; twice when
# two layers each add theirs: `[rank0]:[rank0]:`), Open MPI's `[1,3]<stderr>:` or horovodrun's
# `[3]<stderr>:` (horovod/runner/common/util/safe_shell_exec.py, forward_stream: the rank, the
# stream, after time.asctime() with --prefix-output-with-timestamp); and a
# Python logging record's own prefix when the program logs its output, `%(asctime)s -
# %(name)s - %(levelname)s - `, the logging cookbook's format: `2025-10-31 03:11:02,477 - app
# - INFO - `)
_RELAYED = (
    r"(?:[a-z0-9][\w.-]{0,120} +\| )?"
    r"(?:[\w.-]{1,253}: +)?"
    r"(?:\([\w=., -]{0,80}?\bpid=\d+(?:, ip=[\d.]+)?\) +){0,2}"
    r"(?:(?:ERROR|CRITICAL) \d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \[?[\w.-]{1,128}:\d+\]? )?"
    r"(?:\[(?:rank|default)?\d+\]: *"
    r"|(?:[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \d{4})?"
    r"\[(?:\d+,)?\d+\]<(?:stdout|stderr|stddiag)>: *){0,2}"
)
_PROGRAM_FATAL = linear_re.compile(
    r"^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} - [\w.-]{1,64} - [A-Z]{4,8} - )?"
    + _RELAYED + r"(?:"
    r"Traceback \(most recent call last\):"
    # IPython's (and Jupyter's) traceback header: the exception's name, then `Traceback (most
    # recent call last)` right-justified to the width (IPython/core/ultratb.py, VerboseTB's
    # prepare_header: `NotFoundError          Traceback (most recent call last)`), no colon
    r"|(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*? *Traceback \(most recent call last\)$"
    r"|(?:(?:[A-Za-z_][\w]*\.)*[A-Z]\w*: )?(?:[A-Za-z_][\w]*\.)*[A-Z]\w*(?:Error|Exception)(?::|$)"
    # an exception of a class outside builtins, named whatever it is named, as the traceback
    # module prints its last line: `module.Qualname: message` (CPython's Lib/traceback.py,
    # format_exception_only; `torch._dynamo.exc.BackendCompilerFailed: compile_fn raised`)
    r"|(?:[a-z_]\w*\.){2,}[A-Z]\w*: "
    r"|(?:panic|fatal error): "
    r"|Exception in thread \""
    r"|terminate called after throwing"
    # libc++abi's default terminate handler (libcxxabi/src/cxa_default_handlers.cpp:
    # `libc++abi: terminating due to uncaught exception of type T: what`, older releases
    # `libc++abi.dylib: terminating with uncaught exception of type`), and MLX's own handler
    # (`Terminating due to uncaught exception: what`): C++'s uncaught exception on clang's
    # runtime, as libstdc++'s line above is on GCC's
    r"|(?:libc\+\+abi(?:\.dylib)?: )?[Tt]erminating (?:due to|with) uncaught exception"
    r"|thread '[^']{0,200}' panicked at "
    r"|fatal runtime error: "
    r"|Fatal Python error: "
    r"|\[signal SIG[A-Z]+: "
    # Hydra's instantiate() re-raising a configured target's exception as its own, the class
    # name left out of its short report (hydra/_internal/instantiate/_instantiate2.py:
    # `Error in call to target '{target}':\n{repr(e)}`)
    r"|Error in call to target '[\w.]+':"
    # R's top-level error (src/main/errors.c: `Error in <call> : <msg>`, or `Error: <msg>` when
    # the condition has no call), as Rscript prints it before `Execution halted`
    r"|Error in .{1,200}? : |Error: "
    # Lua's uncaught error (lua.c's l_message: `progname: msg`; the message `chunk.lua:LINE:
    # text` from luaL_where, then luaL_traceback's `stack traceback:`), as lua, luajit or
    # Torch's th print it
    r"|(?:[^\s:][^:]{0,200}: )?[\w./\\-]{1,200}\.lua:\d+: "
    # Julia's uncaught exception (base/client.jl: `ERROR: ` + the exception, a script's wrapped
    # in `LoadError:`)
    r"|ERROR: (?:LoadError: )?"
    # a failed C assert(), the native code's own check that aborts the process
    r"|" + _ASSERT_FAIL + ")"
)
# Abseil's flags library reporting a usage error it does not stop on: ReportUsageError prints
# `ERROR: ` + the message to stderr and exits only when told the error is fatal
# (absl/flags/usage_config.cc), and reading a flag a library retired is not
# (`Accessing retired flag 'NAME'`, absl/flags/reflection.cc: libtpu's and XLA's flags a newer
# release retired, set through LIBTPU_INIT_ARGS or XLA_FLAGS; young-geng/EasyLM#109 posts
# one): the program goes on, so the line is neither Julia's uncaught exception nor an ending
_RETIRED_FLAG = r"\bERROR: Accessing retired flag '"
_NONFATAL_USAGE_ERROR = linear_re.compile(_RETIRED_FLAG)
# glog's FATAL line: `F` + MMDD, or + YYYYMMDD since glog 0.7 (src/logging.cc)
_FATAL_LOG = linear_re.compile(
    r"^\[?(?:FATAL|CRITICAL|PANIC)\b|^F(?:\d{8}|\d{4}) \d\d:\d\d:\d\d")
_NORMAL = linear_re.compile(
    r"(?i:\bexit(?:ed)?(?: with)?(?: exit)? (?:code|status)[ :=]*0+(?:\D|$))"
    r"|(?i:\b(?:training|run|job|fit) (?:is |has )?(?:complete|completed|finished|done)"
    r"(?: successfully)?\b)"
    r"|(?i:\bfinished training\b)"
    r"|(?i:\bsuccessfully (?:completed|finished)\b)"
    r"|\bmax_(?:steps|epochs)=\d+` reached"
)
# a progress line that reads like an end (Ray's `Training finished iteration 5`): not one
_NOT_NORMAL = linear_re.compile(
    r"(?i:\b(?:complete|completed|finished|done) (?:iteration|epoch|step|batch|round)s?\b)")
# error-level words of a kernel or daemon line (its severity in words: `kern.err`, `error:`,
# `failed`, a link or device that went down or was lost)
ABNORMAL = linear_re.compile(
    r"(?i:\b(?:error|errors|err|fail|failed|failure|fatal|critical|crit|alert|emerg|panic"
    r"|uncorrectable|unreachable|unavailable|offline|lost|hung|not responding|is down|went down"
    r"|link down|link is down|no carrier)\b)"
)
_NOT_ABNORMAL = linear_re.compile(
    r"(?i:\b(?:corrected|no errors?|0 errors?|error[_ ]?rate)\b)|" + _RETIRED_FLAG)
# the program a syslog-style line names: `host prog[pid]: ` / `kernel: ` / `daemon.notice prog:`
_PROGRAM = linear_re.compile(r"(?:^|\s)(?P<prog>[A-Za-z][\w.-]{0,63})(?:\[\d+\])?: ")


# CPython's report of an exception it could not raise, and went on past: the default
# sys.unraisablehook (Python/errors.c, PyErr_WriteUnraisable) writes `Exception ignored in:
# <function _MultiProcessingDataLoaderIter.__del__ at 0x7f66a82b1268>` and then the traceback of
# an exception a finalizer, a destructor (`__del__`) or a callback raised while the interpreter
# ran or tore down: the exception ended nothing
UNRAISABLE_HEADER = linear_re.compile(r"^Exception ignored in: ")
TRACEBACK_HEADER = linear_re.compile(r"Traceback \(most recent call last\):\s*$")


# a library's words that it caught an exception and went on, logged beside the exception's
# traceback: Ray Tune's experiment-state checkpoint, `logger.exception("Trial Runner
# checkpointing failed.")` in TrialRunner.step (python/ray/tune/trial_runner.py, Ray 0.7-1.x;
# later `logger.warning(f"Trial Runner checkpointing failed: {str(e)}")`): the trial runner
# goes on with the trials, so the exception is not what stopped the run. logging.exception
# writes the message first and the traceback after it; a posted log may show it after
HANDLED_REPORT = linear_re.compile(r"\bTrial Runner checkpointing failed\b")


def in_ignored_traceback(tail: tuple[str, ...], index: int) -> bool:
    """The line at `index` of a stream's kept last lines lies in a traceback CPython headed
    `Exception ignored in:` (the nearest traceback header at or above it is under one), or
    ends one a library logged as caught (HANDLED_REPORT on the line above its header or on the
    line after the exception)."""
    if index + 1 < len(tail) and HANDLED_REPORT.search(tail[index + 1]) is not None:
        return True
    for i in range(index, -1, -1):
        if TRACEBACK_HEADER.search(tail[i]) is not None:
            return i > 0 and (UNRAISABLE_HEADER.search(tail[i - 1]) is not None
                              or HANDLED_REPORT.search(tail[i - 1]) is not None)
    return False


def ends_in_ignored_exceptions(tail: tuple[str, ...], program: bool = True) -> bool:
    """Every fatal line among a stream's last lines lies in a traceback CPython headed
    `Exception ignored in:`, and there is one: the stream ends with exceptions the interpreter
    printed and ignored (a destructor's at teardown), not with the death of its program."""
    fatal = [i for i, line in enumerate(tail) if ending_of((line,), program)[0] == "fatal"]
    return bool(fatal) and all(in_ignored_traceback(tail, i) for i in fatal)


def ending_of(lines: tuple[str, ...], program: bool = True) -> tuple[Ending | None, str | None]:
    """How a stream ends, from its last lines: ("fatal", the first fatal line among them),
    ("normal", its last line) when the last line is a normal end and nothing fatal precedes
    it, else (None, None). `program`: the stream is the program's own output (a rank's), so
    its own fatal words count too; another stream (a launcher's, a daemon's) ends fatally only
    with a process's death (a monitor's error lines are about something else)."""
    for line in lines:
        if _DEATH.search(line) is not None or (program and (
                is_program_error(line) or _FATAL_LOG.search(line) is not None)):
            return "fatal", line
    if lines and is_normal_end(lines[-1]):
        return "normal", lines[-1]
    return None, None


def is_system_stream(stream: str) -> bool:
    """A node's own kernel or system log (by its stream name)."""
    return stream.lower().startswith(SYSTEM_STREAMS)


def is_assert_fail(line: str) -> bool:
    """A native program's own failed assert() (glibc's report, then abort()): its own check."""
    return _ASSERT_FAIL_LINE.search(line) is not None


def is_normal_end(line: str) -> bool:
    """A run's normal end in its own words (`Training completed`, `exit code 0`)."""
    return _NORMAL.search(line) is not None and _NOT_NORMAL.search(line) is None


def is_abnormal(line: str) -> bool:
    """An error-level line of a kernel or daemon log (a corrected error is not one)."""
    return ABNORMAL.search(line) is not None and _NOT_ABNORMAL.search(line) is None


def program_of(line: str) -> str | None:
    """The program a syslog- or journald-style line names (`kernel`, `netifd`), if any."""
    found = _PROGRAM.search(line[:200])
    return found.named("prog") if found is not None else None


def is_program_error(line: str) -> bool:
    """An uncaught exception or a language runtime's abort: the program's own failure."""
    return (_PROGRAM_FATAL.search(line) is not None
            and _NONFATAL_USAGE_ERROR.search(line) is None)


# torch elastic's agent closing its workers, one line a worker (torch/distributed/elastic/
# multiprocessing/api.py: SubprocessContext._close logs `Sending process %s closing signal %s`,
# MultiprocessContext._close `Closing process %s via signal %s`, with the signal's name)
_WORKER_CLOSED = linear_re.compile(
    r"\b(?:Sending process \d+ closing signal|Closing process \d+ via signal)"
    r" SIG(?P<sig>[A-Z]+)\b")
# the agent's own stop: its signal handler's SignalException caught in its run loop
# (agent/server/api.py: `Received %s death signal, shutting down workers`)
_AGENT_DEATH_SIGNAL = linear_re.compile(r"\bReceived \S+ death signal, shutting down workers\b")


def forwards_a_stop(line: str) -> bool:
    """The line is a launcher passing a stop signal on to a worker (torch elastic's agent): the
    owner's Ctrl-C (SIGINT) or a cancel's SIGTERM as the launcher relays it, the stop itself,
    no sign of the program's life."""
    found = _WORKER_CLOSED.search(line)
    return found is not None and found.named("sig") in ("INT", "TERM")


def agent_stops_its_workers(line: str) -> bool:
    """torch elastic's agent stopping its workers: a stop it was sent, or closing the others
    after a worker failed (any signal it passes on)."""
    return _WORKER_CLOSED.search(line) is not None or _AGENT_DEATH_SIGNAL.search(line) is not None


# what a kernel or daemon line is about, by the subsystem it names: the category a node's
# abnormal line stands for when no signature knows it (a shared filesystem is no node's)
_SUBSYSTEMS: tuple[tuple[Category, linear_re.Regex], ...] = (
    ("network", linear_re.compile(
        r"(?i:\b(?:link is down|link down|nic link|no carrier|carrier lost|eth\d+|ens\d\w*"
        r"|enp\w+|ib\d+|mlx\d_\d+|port \d+ (?:is )?down)\b)")),
    ("storage", linear_re.compile(
        r"(?i:\b(?:i/o error|nvme\d*|sd[a-z]+\d*|scsi|ext4-fs|xfs|read-only file system"
        r"|no space left on device|disk)\b)")),
    ("gpu_hardware", linear_re.compile(
        r"(?i:\b(?:gpu|amdgpu|nvrm|xid|habanalabs|hbm|neuron(?:core)?|npu)\b)")),
)


def subsystem_category(line: str) -> Category:
    """`network`, `storage` (a node's own disk), `gpu_hardware`, or `unknown`."""
    for category, pattern in _SUBSYSTEMS:
        if pattern.search(line) is not None:
            return category
    return "unknown"


# a wait that ran out, in any runtime's words (a socket, a collective, an RPC deadline), or
# named by the exception's class (Python's TimeoutError, Java's and OneFlow's TimeoutException)
_TIMED_OUT = linear_re.compile(
    r"(?i:\b(?:timed out|times out|timeout|time out|deadline exceeded|deadline_exceeded"
    r"|did not (?:send|respond|arrive)\w* [\w ]{0,40}in time)\b)"
    r"|\bTimeout(?:Error|Exception)\b"
)


def says_timed_out(line: str) -> bool:
    """The line says a wait ran out (a socket, a collective, an RPC's deadline)."""
    return _TIMED_OUT.search(line) is not None


# a runtime's trace of an error it passes up its call chain: NCCL's (and RCCL's) NCCLCHECK
# macros print `file.cc:LINE -> CODE` at INFO level for each frame a non-zero ncclResult_t
# leaves (`NCCL INFO misc/socket.cc:561 -> 3`, `transport/net_socket.cc:378 -> 3`)
_ERROR_RETURN = linear_re.compile(r"(?:^|[\s/])[\w.-]+\.(?:cc|cu|cpp|c|h):\d+ -> 0*[1-9]\d*\b")
# the runtime's own transport code: a failed return from it is a connection that failed
_TRANSPORT_FILE = linear_re.compile(
    r"\b(?:socket|net_socket|net_ib|net|ibvwrap|ibvcore|p2p|proxy|bootstrap)\.cc:\d+ -> ")
# how long a timed-out wait had run, as the runtime reports it (torch's watchdog `ran for N
# milliseconds`, its `Timeout(ms)=N`, gloo's `Timed out waiting Nms`)
_WAITED = linear_re.compile(
    r"\bran for (?P<ran>\d+) milliseconds|\bTimeout\(ms\)=(?P<limit>\d+)"
    r"|\bwaiting (?P<wait>\d+) ?ms\b")


# the limit a collective's watchdog was configured with, as torch's ProcessGroupNCCL prints it
# in its timeout report (`WorkNCCL(SeqNum=1, OpType=ALLREDUCE, ..., Timeout(ms)=600000)`)
_LIMIT_MS = linear_re.compile(r"\bTimeout\(ms\)=(?P<limit>\d{1,12})\)")


def timeout_limit_seconds(line: str) -> float | None:
    """The limit the timed-out collective was configured with (None: the line does not say)."""
    found = _LIMIT_MS.search(line)
    limit = found.named("limit") if found is not None else None
    return int(limit) / 1000.0 if limit else None


def is_error_return(line: str) -> bool:
    """A runtime's trace of a non-zero error code returned through one of its frames."""
    return _ERROR_RETURN.search(line) is not None


def is_transport_failure(line: str) -> bool:
    """A runtime's error return out of its own transport code (sockets, IB verbs, proxy)."""
    return is_error_return(line) and _TRANSPORT_FILE.search(line) is not None


def waited_seconds(line: str) -> float | None:
    """How long the timed-out wait the line reports had run (None: it does not say)."""
    found = _WAITED.search(line)
    if found is None:
        return None
    for name in ("ran", "limit", "wait"):
        value = found.named(name)
        if value:
            return int(value[:12]) / 1000.0
    return None


# training under way in any stack's words: a loss value (`loss: 2.31`, `'loss': 2.3`, `lm loss:
# 1.0E+01`, `train_loss=2.3`), a measured rate (tqdm's `1.52it/s`, `3.1s/it`; not the `?it/s` of
# a bar at 0), a step, iteration or batch of a total (`step 1/74`, `iteration 10/ 100`, a bar's
# `50/500 [00:25<03:45`), a step number
# past 0 (`step=10`, `global_step: 3`), a throughput (`tokens/s`, `samples_per_second`), a
# checkpoint saved, an accuracy, perplexity or grad norm measured, an epoch past the first
# (`Epoch 3/10`). A banner, a config dump (`loss_scale ... 0`, `train_steps: 5`,
# `max_grad_norm: 1.0`), NCCL's set-up lines, Keras's `Epoch 1/10` header or a bar at 0
# (`0/1000 [00:00<?, ?it/s]`) are not.
_PROGRESS = linear_re.compile(
    r"(?i:(?:\b|_)loss\b['\"]?\s*(?:[:=]|\bis\b)?\s*['\"]?[-+]?(?:\d|nan\b|inf\b))"
    r"|(?i:\b\d+(?:\.\d+)?\s?(?:it/s|s/it)\b)"
    r"|(?i:\b(?:step|iter|iteration|batch)s?\b\s*[:=]?\s*\d+\s*/\s*\d+)"
    r"|\b0*[1-9]\d*/\d+ \[\d"
    r"|(?i:\b(?:global_)?step\b\s*[:=]\s*0*[1-9])"
    r"|(?i:\b(?:samples|tokens|tok|tkns|seqs|sequences|images|imgs)/s(?:ec)?\b)"
    r"|(?i:\b(?:samples|tokens|steps)_per_sec(?:ond)?\b)"
    r"|(?i:\bsav(?:ing|ed) (?:model )?checkpoint)"
    r"|(?i:\b(?:acc|accuracy|ppl|perplexity|grad[_ ]norm)\b['\"]?\s*[:=]?\s*['\"]?\d)"
    r"|(?i:\bepoch\b\s*[:=]?\s*0*(?:[2-9]|[1-9]\d+)\b)"
)


# a progress bar of the start-up itself (tqdm's `DESC: NN%|`): loading a model's shards,
# downloading, mapping or tokenizing a dataset, Lightning's sanity check. Not training.
_SETUP_BAR = linear_re.compile(
    r"(?i:\b(?:loading|downloading|fetching|preparing|tokeniz\w*|map|filter|extracting"
    r"|generating|processing|preprocessing|converting|building|compiling|caching|resolving"
    r"|shuffling|sanity checking)\b[^|\n]{0,80}?:?\s*\d+%\|)")


# a count of epochs in a config dump (ChainerMN's example header `Num epoch: 20`, `total epochs:
# 90`, `max_epoch = 100`): the run's length, not an epoch reached. Removed before the epoch
# alternative is read.
_EPOCH_COUNT = linear_re.compile(
    r"(?i:\b(?:num(?:ber)?(?:\s+of)?|max(?:imum)?|total)[\s_]+epochs?\b\s*[:=]?\s*\d+)")


# nccl-tests' (and rccl-tests') header, the sizes it will sweep: `minBytes 8 maxBytes 134217728
# step: 2(factor)` or `step: 1048576(bytes)` (src/common.cu): a step of the message size, not a
# training step. Removed before the step alternative is read.
_SIZE_STEP = linear_re.compile(r"\bstep: \d+\((?:factor|bytes)\)")
# a line that says what it does happens before training (T5X's train.py: `Saving checkpoint
# before the training loop starts.`): the run's start-up, whatever else it names
_BEFORE_TRAINING = linear_re.compile(r"(?i:\bbefore (?:the )?train(?:ing)?(?: loop)?\b)")


# the time a start-up bar had run, in tqdm's `[elapsed<remaining` (`[29:58<12:05`, `[1:02:03<`)
_BAR_ELAPSED = linear_re.compile(r"\[(?:(?P<h>\d{1,3}):)?(?P<m>\d{1,2}):(?P<s>\d\d)<")
# how long a timed-out store or collective wait had run, in c10d's socket words (`waitForInput:
# socket SocketImpl(...) timed out after 1800000ms`) or the watchdog's (`waited_seconds`)
_TIMED_OUT_AFTER = linear_re.compile(r"\btimed out after (?P<ms>\d{1,12}) ?ms\b")


def wait_ran_seconds(line: str) -> float | None:
    """How long the wait a timeout line reports had run: the watchdog's words
    (`waited_seconds`) or c10d's socket's `timed out after Nms` (None: the line does not say)."""
    waited = waited_seconds(line)
    if waited is not None:
        return waited
    found = _TIMED_OUT_AFTER.search(line)
    return int(found.named("ms") or 0) / 1000.0 if found is not None else None


def setup_bar_elapsed(line: str) -> float | None:
    """The seconds a start-up bar (tokenizing or mapping a dataset, loading, preprocessing:
    `_SETUP_BAR`) on the line had run, from tqdm's `[elapsed<`; None: no such bar."""
    if _SETUP_BAR.search(line) is None:
        return None
    found = _BAR_ELAPSED.search(line)
    if found is None:
        return None
    hours = int(found.named("h") or 0)
    return hours * 3600.0 + int(found.named("m") or 0) * 60.0 + int(found.named("s") or 0)


def shows_progress(text: str) -> bool:
    """The text (a line, or a block of a stream's lines) reports training under way: a loss
    value, a measured rate, a step of a total, a throughput, a checkpoint saved (not a banner,
    a config dump, a progress bar still at 0 or a start-up bar: `Loading checkpoint shards:
    100%|##| 2/2 [00:03<00:00,  1.52s/it]`, nor a line saying it comes before training)."""
    if _PROGRESS.search(text) is None:
        return False
    return any(_PROGRESS.search(_SIZE_STEP.sub("", _EPOCH_COUNT.sub("", line))) is not None
               and _SETUP_BAR.search(line) is None and _BEFORE_TRAINING.search(line) is None
               for line in text.splitlines())


# a distributed program starting, in the words its launchers, runtimes and frameworks print then:
# its place in the job (`GLOBAL_RANK: 1`, `world_size`, `MASTER_ADDR`, a rendezvous, a process
# group), the collective library's set-up (`NCCL INFO Channel 00/0`, `NCCL_VERSION`, gloo,
# MPI), a launcher's banner (`torch.distributed.run`, `launch.py`, `Setting OMP_NUM_THREADS`),
# a config or argument dump, loading a model, a checkpoint, a dataset or a tokenizer, the
# devices found (`GPU available: True`), `Start training`, and a progress bar drawn at its
# start and not yet moved (tqdm's `Training Progress:   0%|          | 0/34990 [00:00<?, ?it/s]`:
# the loop began, no step ended), and a cluster manager's account of its nodes coming up
# (Ray's autoscaler status: `Pending:`, ` (no pending nodes)`, `Recent failures:`, the driver
# printing it while the job waits for its workers), a parameter-server job's roles and set-up
# (ps-lite's `Bind to role=server` and `Creating Van: zmq` in src/van.cc and src/postoffice.cc,
# BytePS's `This is a server is_server=1` in byteps/server/server.cc, TensorFlow's `Started
# server with target: grpc://` in grpc_server_lib.cc), TensorFlow Estimator's model building
# (`Calling model_fn.`, `Create CheckpointSaverHook.` in estimator.py, `Graph was finalized.` in
# monitored_session.py, `Running local_init_op.` in session_manager.py), and a batch size in a
# config dump (ChainerMN's `Num Minibatch-size: 100`). A health daemon's or a BMC's line (`PSU 2
# input lost`) holds none.
_STARTUP = linear_re.compile(
    r"(?i:\binitiali[sz]\w*|(?:\b|_)(?:rank|world_size|local_rank)\b|\bworld size\b"
    r"|\bmaster_(?:addr|port)\b|\brendezvous\b|\bprocess group\b"
    r"|\b(?:nccl|rccl|hccl|gloo|mpi|ucc|ucx)(?:\b|_)|\bdistributed\b|\bddp\b|\bdeepspeed\b"
    r"|\blaunch(?:er|ing)?\b"
    r"|\bconfig\w*|\barg(?:s|uments)\b|\bhyper-?param\w*|\bload(?:ing|ed)?\b"
    r"|\b(?:model|checkpoint|dataset|tokenizer|weights|shards?)\b"
    r"|\b(?:gpu|tpu|cuda|device|accelerator)s?\b|\bomp_num_threads\b"
    r"|\bstart(?:ing)? train\w*|\brunning training\b|\busing\b|\bsetting\b"
    r"|\bautoscaler\b|\bpending nodes\b|^\s*(?:pending|recent failures):\s*$"
    r"|(?:\b|_)(?:is_server|is_worker|is_scheduler|dmlc_role)\b|\bparameter server\b"
    r"|\brole=(?:server|worker|scheduler)\b|(?:\b|_)(?:mini-?)?batch[-_ ]?size\b"
    r"|\bstarted (?:\w+ )?server\b|\bcreating van\b|\binit(?:s|ed)?\b|\bready\b"
    r"|\b(?:calling|called) model_fn\b|\bmodel_fn finished\b|\bcreate \w*hook\b"
    r"|\bgraph was finalized\b|\blocal_init_op\b|\btrainable variables\b)"
    r"|(?:^|\s)0%\|[^|\n]{0,240}\|\s?0/[1-9]\d*\s?\[00:00<"
)


# `docker compose logs` (and `up`) put the container's name before each line it relays,
# `deepspeed-worker-0-1  | `: the container's name, not the program's words
_COMPOSE_PREFIX = linear_re.compile(r"^[a-z0-9][\w.-]{0,120}\s+\|\s")


def is_startup(line: str) -> bool:
    """The line is a distributed program's start-up: its rank, the collective library's set-up,
    a launcher's banner, a config dump, a model or dataset loading, the devices it found."""
    prefix = _COMPOSE_PREFIX.search(line)
    return _STARTUP.search(line[prefix.end():] if prefix else line) is not None


# Kubernetes' own listing of the job's pods, as `kubectl get pods` prints it (kubectl's pod
# printer: NAME READY STATUS RESTARTS AGE, `-o wide` and `-A` adding columns): the
# orchestrator's word on each pod, not a program's output
_POD_LISTING = linear_re.compile(
    r"^\s*(?:NAMESPACE\s+)?NAME\s+READY\s+STATUS\s+RESTARTS\s+AGE\b"
    r"|^\s*(?:[a-z0-9][\w.-]*\s+)?[a-z0-9][\w.-]*\s+\d+/\d+\s+(?P<status>[A-Za-z][\w:]*)\s+\d+\b"
)


def pod_listing_status(line: str) -> str | None:
    """For a line of `kubectl get pods`: the row's STATUS ("" for the header); None for any
    other line."""
    found = _POD_LISTING.search(line)
    if found is None:
        return None
    return found.named("status") or ""


# a process joining the job's collective group, which a process does once, at its start: the
# collective library's set-up (`NCCL INFO ...`, `NCCL version`, gloo's or c10d's rendezvous), a
# process group being initialised, an elastic launcher's banner; a process that already trained
# does not print it again, so after the last step it is a restarted worker
_JOINING = linear_re.compile(
    r"\bNCCL INFO\b|\bNCCL version\b|\bRCCL version\b"
    r"|(?i:\binit(?:iali[sz]\w*)?[_ ]process[_ ]group\b|\brendezvous\b"
    r"|\bmaster_(?:addr|port)\b|\btorch\.distributed\.(?:run|launch)\b"
    r"|\bstarting elastic_operator\b|\bstarting worker group\b)"
)


def is_joining(line: str) -> bool:
    """The line is a process joining the job's collective group (its start-up, printed once)."""
    return _JOINING.search(line) is not None
