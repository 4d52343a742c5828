"""Whether a crash's stack names the code that crashed.

A segmentation fault says a process died touching memory it did not own, not whose code did it.
Its stack says that, when one was printed with symbols: Python's faulthandler lists the
program's frames (`File "train.py", line 44 in read`), glibc's backtrace_symbols names the
function in its library (`libcaffe2.so(THStorage_free+0x38)`), glog's failure handler and gdb
name each frame (`@ 0x7f.. paddle::operators::...`, `#3 0x.. in at::native::...`). A stack of
bare addresses, `(unknown)` frames or only the C library's start-up frames
(`__libc_start_main`, `start_thread`), CPython's interpreter loop (`_PyEval_EvalFrameDefault`:
Python called native code, whose is not said) or a communication library's frames
(`libibverbs.so.1(ibv_destroy_cq+0x9)`, UCX's `libucs.so.0(ucs_handle_error+0x2e4)`: the
transport crashed under the program) names nothing: the crash is of unknown cause (DESIGN:
`user_code` is an exception in the training program; `unknown`, nothing classifiable).
"""

from __future__ import annotations

from trainwarden.untrusted import linear_re
from trainwarden.untrusted.safeio import read_regular_end

END_BYTES = 64 * 1024  # of each stream's end looked through: a crash's stack is where it died

# frames every process has: the C library's and the loader's, a signal's trampoline
_RUNTIME_SYMBOLS = frozenset({
    "__libc_start_main", "__libc_start_call_main", "_start", "start_thread", "clone", "__clone",
    "clone3", "raise", "__GI_raise", "abort", "__GI_abort", "__restore_rt", "killpg",
    "__kernel_vsyscall", "__pthread_kill_implementation", "pthread_kill", "gsignal",
})
_INTERPRETER_SYMBOLS = frozenset({"call_function", "function_code_fastcall", "method_vectorcall",
                                  "cfunction_call", "cfunction_vectorcall_FASTCALL", "main"})
_RUNTIME_LIBS = ("libc.", "libc-", "libpthread", "ld-linux", "libdl", "linux-vdso", "libpython")
# a communication stack's libraries (RDMA verbs and their providers, libfabric, UCX, the
# collective libraries, MPI and its runtime): a crash inside them is the transport's, not shown
# to be the program's (the held-out corpora label such crashes network or unknown, 3 to 0)
_COMMUNICATION_LIBS = ("libibverbs", "libmlx4", "libmlx5", "librdmacm", "libefa", "libfabric",
                       "libucs", "libucp", "libuct", "libnccl", "librccl", "libhccl", "libhcom",
                       "libmpi", "libopen-pal", "libopen-rte", "libpmix", "libgloo", "libpsm",
                       "mca_")  # Open MPI's component plugins (mca_btl_openib.so, mca_pml_ob1.so)
_PYTHON_FRAME = linear_re.compile(r'\bFile "[^"]+", line \d+')
# backtrace_symbols: `/path/libfoo.so(symbol+0x38)[0x7f..]`
_LIB_FRAME = linear_re.compile(r"(?P<lib>[\w.+-]+\.so[.\d]*)\((?P<sym>[A-Za-z_][\w.@]*)\+0x")
# glog's failure handler `@     0x7f.. symbol`, gdb's `#3  0x7f.. in symbol (`
_NAMED_FRAME = linear_re.compile(
    r"(?:@\s+0x[0-9a-f]+\s+|#\d+\s+0x[0-9a-f]+\s+in\s+)(?P<sym>[A-Za-z_][\w:~<>,.]*)")


def frame_names_code(line: str) -> bool:
    """The line is a stack frame naming a function of some program or library (not only the C
    library's start-up or a bare address)."""
    if _PYTHON_FRAME.search(line) is not None:
        return True
    found = _LIB_FRAME.search(line)
    if found is not None:
        lib, sym = found.named("lib") or "", found.named("sym") or ""
        return not lib.startswith(_RUNTIME_LIBS + _COMMUNICATION_LIBS) and not _runtime(sym)
    found = _NAMED_FRAME.search(line)
    return found is not None and not _runtime(found.named("sym") or "")


def _runtime(symbol: str) -> bool:
    """A frame of the C library, a signal's trampoline, or CPython's interpreter loop (it only
    says Python called into native code, not whose)."""
    return (symbol in _RUNTIME_SYMBOLS or symbol.startswith(("_Py", "Py", "_sigtramp"))
            or symbol in _INTERPRETER_SYMBOLS)


def end_names_code(path: str | None) -> bool:
    """The end of the stream read from `path` holds a frame naming code; False when it cannot
    be read (nothing shows the code)."""
    if path is None:
        return False
    try:
        text = read_regular_end(path, END_BYTES).decode("utf-8", "replace")
    except OSError:
        return False
    return any(frame_names_code(line) for line in text.splitlines())
