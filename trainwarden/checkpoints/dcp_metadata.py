"""Reading PyTorch Distributed Checkpoint `.metadata` files without torch, within bounds.

`.metadata` is a pickled `torch.distributed.checkpoint.metadata.Metadata` whose
`storage_data` maps each `MetadataIndex` to a `_StorageInfo(relative_path, offset, length)`
naming the shard file (`__<rank>_<n>.distcp`) and byte range holding that item; torch writes
it with `pickle.dump` to `.metadata.tmp` and renames it, last, after every shard.

The file is untrusted input, so decoding is bounded three ways before anything is built:
- size: at most `MAX_METADATA_BYTES`;
- shape: a pass over the opcodes (no objects built) requires one complete pickle ending exactly
  at the file's end, only opcodes torch's pickles use, memo indices no larger than the memo can
  be, frames inside the file, and containers nested at most `MAX_NESTING` deep (deep tuples
  would overflow the C stack when hashed);
- memory: a restricted unpickler maps every `torch.*` class to an inert stand-in, allows a few
  plain builtins, and charges every constructor call for what it would copy, against a budget
  proportional to the file's own size; `bytearray(3_000_000_000)` from a 42-byte pickle is
  refused before anything is allocated.
Any failure is a `DcpMetadataError`: the checkpoint cannot be loaded and is rejected.
"""

from __future__ import annotations

import io
import pickle
import pickletools
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePosixPath, PureWindowsPath
from typing import Any

MAX_METADATA_BYTES = 256 * 1024 * 1024
"""Larger `.metadata` files are refused unread (a 1,000-rank FSDP save of a 70B model is tens
of MB)."""
MAX_NESTING = 64
BUDGET_FACTOR = 4
"""Constructor calls may copy at most this many items per byte of the file (plus a small
constant), so decoding uses memory proportional to the file's size."""
BUDGET_FLOOR = 1 << 16

_FORBIDDEN_OPCODES = frozenset(
    {
        "PERSID",
        "BINPERSID",  # persistent ids: torch never writes them into .metadata
        "EXT1",
        "EXT2",
        "EXT4",  # copyreg extension registry
        "INST",
        "OBJ",  # protocol 0/1 instantiation; torch pickles with protocol >= 2
        "NEXT_BUFFER",
        "READONLY_BUFFER",  # out-of-band buffers
    }
)
_MEMO_PUTS = frozenset({"PUT", "BINPUT", "LONG_BINPUT"})
_MEMO_GETS = frozenset({"GET", "BINGET", "LONG_BINGET"})


class DcpMetadataError(ValueError):
    """The file is not a DCP metadata pickle this decoder accepts (corrupt, truncated, hostile)."""


@dataclass(frozen=True, slots=True)
class ShardSpan:
    """One item's storage: which shard file holds it and where."""

    relative_path: str
    offset: int
    length: int


def decode_dcp_metadata(data: bytes) -> list[ShardSpan]:
    """The storage spans named by a DCP `.metadata` pickle. Raises DcpMetadataError."""
    if len(data) > MAX_METADATA_BYTES:
        raise DcpMetadataError(f"{len(data)} bytes, over the {MAX_METADATA_BYTES} byte limit")
    check_pickle_shape(data)
    budget = _Budget(BUDGET_FACTOR * len(data) + BUDGET_FLOOR)
    try:
        metadata = _RestrictedUnpickler(io.BytesIO(data), budget).load()
    except DcpMetadataError:
        raise
    except Exception as exc:  # any malformed pickle is a corrupt file, never a crash
        raise DcpMetadataError(f"cannot unpickle: {type(exc).__name__}: {exc}"[:300]) from exc
    return _spans_of(metadata)


def check_pickle_shape(data: bytes) -> None:
    """Validate the opcode stream without building objects. Raises DcpMetadataError."""
    stream = io.BytesIO(data)
    stack: list[int | None] = []  # nesting depth of each stack item; None marks MARK
    memo: dict[int, int] = {}
    end = None
    try:
        for opcode, arg, pos in pickletools.genops(stream):
            name = opcode.name
            if name in _FORBIDDEN_OPCODES:
                raise DcpMetadataError(f"opcode {name} at byte {pos} is not used by DCP metadata")
            if name == "FRAME" and isinstance(arg, int) and arg > len(data) - stream.tell():
                raise DcpMetadataError(f"frame at byte {pos} runs past the end of the file")
            if name in _MEMO_PUTS and isinstance(arg, int) and arg > len(memo):
                raise DcpMetadataError(f"memo index {arg} at byte {pos} skips ahead")
            _simulate(opcode, arg, stack, memo)
            if name == "STOP":
                end = stream.tell()
    except DcpMetadataError:
        raise
    except (ValueError, IndexError, KeyError, TypeError) as exc:  # truncated or garbled stream
        raise DcpMetadataError(f"not a complete pickle: {exc}"[:300]) from exc
    if end != len(data):
        raise DcpMetadataError(f"{len(data) - (end or 0)} bytes after the pickle's end")


def _simulate(
    opcode: pickletools.OpcodeInfo, arg: Any, stack: list[int | None], memo: dict[int, int]
) -> None:
    """Track the nesting depth of what each opcode would build (no objects are made)."""
    name, before = opcode.name, opcode.stack_before
    depth = 0
    if pickletools.stackslice in before:
        while (item := stack.pop()) is not None:  # down to and including the mark
            depth = max(depth, item)
        fixed = before.index(pickletools.markobject)
    else:
        fixed = len(before)
    items = [stack.pop() for _ in range(fixed)]
    popped = [item for item in items if item is not None]
    if len(popped) < len(items):
        raise DcpMetadataError(f"{name} applied to a mark")
    depth = max([depth, *popped])
    if name == "MARK":
        stack.append(None)
    elif name in ("DUP", "MEMOIZE"):
        stack.extend([popped[0]] * len(opcode.stack_after))
        if name == "MEMOIZE":
            memo[len(memo)] = popped[0]
    elif name in _MEMO_PUTS:
        if not stack or stack[-1] is None:
            raise DcpMetadataError("memo put of nothing")
        memo[arg] = stack[-1]
    elif name in _MEMO_GETS:
        stack.append(memo[arg])
    elif opcode.stack_after:
        new_depth = depth + 1 if before else 1
        if new_depth > MAX_NESTING:
            raise DcpMetadataError(f"objects nested deeper than {MAX_NESTING}")
        stack.extend([new_depth] * len(opcode.stack_after))


class _Budget:
    """What constructor calls may still copy, in items or characters."""

    def __init__(self, limit: int):
        self.left = limit

    def charge(self, amount: int, what: str) -> None:
        self.left -= amount
        if self.left < 0:
            raise DcpMetadataError(f"{what} would build more than the file's size allows")


def _size_of(value: Any) -> int:
    if isinstance(value, int | float | bool | None):
        return 1
    try:
        return len(value)
    except TypeError:
        return 1


def _charged(budget: _Budget, build: Callable[..., Any], what: str) -> Callable[..., Any]:
    """`build` as a plain function (so NEWOBJ cannot reach the type) that pays for its copy."""

    def call(*args: Any, **kwargs: Any) -> Any:
        budget.charge(sum(map(_size_of, args)) + len(kwargs), what)
        return build(*args, **kwargs)

    return call


def _text_only(budget: _Budget, build: Callable[..., Any], what: str) -> Callable[..., Any]:
    """bytes/bytearray/str from text or bytes only: an int argument would allocate that many."""

    def call(*args: Any) -> Any:
        if not all(isinstance(a, str | bytes | bytearray) for a in args):
            raise DcpMetadataError(f"{what}() of a non-text argument")
        budget.charge(sum(map(len, args)), what)
        return build(*args)

    return call


_CONTAINERS: dict[tuple[str, str], Callable[..., Any]] = {
    ("builtins", "set"): set,
    ("builtins", "frozenset"): frozenset,
    ("builtins", "tuple"): tuple,
    ("builtins", "list"): list,
    ("builtins", "dict"): dict,
    ("builtins", "int"): int,
    ("builtins", "float"): float,
    ("builtins", "bool"): bool,
    ("collections", "OrderedDict"): OrderedDict,
    ("torch", "Size"): tuple,
}
for _name in ("PosixPath", "PurePosixPath", "Path"):
    _CONTAINERS[("pathlib", _name)] = PurePosixPath
for _name in ("WindowsPath", "PureWindowsPath"):
    _CONTAINERS[("pathlib", _name)] = PureWindowsPath
_TEXT = {("builtins", "str"): str, ("builtins", "bytes"): bytes}
_TEXT[("builtins", "bytearray")] = bytearray


class _TorchStandIn:
    """Inert replacement for any torch class or value: records its arguments and state."""

    torch_name = "torch.?"
    budget: _Budget

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args

    def __setstate__(self, state: Any) -> None:
        if isinstance(state, tuple) and len(state) == 2 and isinstance(state[1], dict | None):
            dict_state, slot_state = state
            for part in (dict_state, slot_state):
                if part:
                    self._update(part)
        elif isinstance(state, dict):
            self._update(state)
        else:
            self.state = state

    def _update(self, part: Any) -> None:
        if not isinstance(part, dict):
            raise DcpMetadataError("object state is not a mapping")
        self.budget.charge(len(part), f"{self.torch_name} state")
        self.__dict__.update(part)


class _RestrictedUnpickler(pickle.Unpickler):
    def __init__(self, stream: io.BytesIO, budget: _Budget):
        super().__init__(stream)
        self._budget = budget
        self._stand_ins: dict[str, type] = {}

    def find_class(self, module: str, name: str) -> Any:
        what = f"{module}.{name}"
        if (module, name) in _CONTAINERS:
            return _charged(self._budget, _CONTAINERS[(module, name)], what)
        if (module, name) in _TEXT:
            return _text_only(self._budget, _TEXT[(module, name)], what)
        if module == "torch" or module.startswith("torch."):
            if what not in self._stand_ins:
                self._stand_ins[what] = type(
                    name,
                    (_TorchStandIn,),
                    {"torch_name": what, "budget": self._budget, "__module__": __name__},
                )
            return self._stand_ins[what]
        raise pickle.UnpicklingError(f"global {what} is not allowed in DCP metadata")


def _spans_of(metadata: Any) -> list[ShardSpan]:
    if getattr(type(metadata), "torch_name", "").rsplit(".", 1)[-1] != "Metadata":
        raise DcpMetadataError(f"top-level object is {type(metadata).__name__}, not Metadata")
    storage_data = getattr(metadata, "storage_data", None)
    if not isinstance(storage_data, dict):
        raise DcpMetadataError("Metadata has no storage_data mapping")
    spans = []
    for info in storage_data.values():
        path = getattr(info, "relative_path", None)
        offset = getattr(info, "offset", None)
        length = getattr(info, "length", None)
        if not isinstance(path, str) or not isinstance(offset, int) or not isinstance(length, int):
            raise DcpMetadataError("storage_data entry is not a _StorageInfo(path, offset, length)")
        if offset < 0 or length < 0:
            raise DcpMetadataError(f"negative byte range in storage_data for {path}")
        spans.append(ShardSpan(path, offset, length))
    return spans
