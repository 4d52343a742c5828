"""Reading PyTorch Distributed Checkpoint `.metadata` files without torch.

`.metadata` is a pickled `torch.distributed.checkpoint.metadata.Metadata` whose
`storage_data` maps each `MetadataIndex` to a `_StorageInfo(relative_path, offset, length)`
naming the shard file (`__<rank>_<n>.distcp`) and byte range holding that item. A restricted
unpickler maps every `torch.*` class to an inert stand-in and allows only a few harmless
builtins, so decoding never runs code from the file.
"""

from __future__ import annotations

import builtins
import io
import pickle
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import PurePosixPath, PureWindowsPath
from typing import Any


class DcpMetadataError(ValueError):
    """The file is not a DCP metadata pickle this decoder understands."""


class _TorchStandIn:
    """Inert replacement for any torch class or value: records its arguments and state."""

    torch_name = "torch.?"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args

    def __setstate__(self, state: Any) -> None:
        if isinstance(state, tuple) and len(state) == 2 and isinstance(state[1], dict | None):
            dict_state, slot_state = state
            self.__dict__.update(dict_state or {})
            self.__dict__.update(slot_state or {})
        elif isinstance(state, dict):
            self.__dict__.update(state)
        else:
            self.state = state


_SAFE_GLOBALS: dict[tuple[str, str], Any] = {
    ("builtins", name): getattr(builtins, name)
    for name in (
        "set",
        "frozenset",
        "tuple",
        "list",
        "dict",
        "int",
        "float",
        "str",
        "bytes",
        "bool",
        "complex",
        "slice",
        "bytearray",
    )
}
_SAFE_GLOBALS[("collections", "OrderedDict")] = OrderedDict
for _path_class in ("PosixPath", "PurePosixPath", "Path"):
    _SAFE_GLOBALS[("pathlib", _path_class)] = PurePosixPath
for _path_class in ("WindowsPath", "PureWindowsPath"):
    _SAFE_GLOBALS[("pathlib", _path_class)] = PureWindowsPath


class _RestrictedUnpickler(pickle.Unpickler):
    _stand_ins: dict[str, type] = {}

    def find_class(self, module: str, name: str) -> Any:
        if (module, name) in _SAFE_GLOBALS:
            return _SAFE_GLOBALS[(module, name)]
        if module == "torch" and name == "Size":
            return tuple
        if module == "torch" or module.startswith("torch."):
            qualified = f"{module}.{name}"
            if qualified not in self._stand_ins:
                self._stand_ins[qualified] = type(
                    name, (_TorchStandIn,), {"torch_name": qualified, "__module__": __name__}
                )
            return self._stand_ins[qualified]
        raise pickle.UnpicklingError(f"global {module}.{name} is not allowed in DCP metadata")


@dataclass(frozen=True, slots=True)
class ShardSpan:
    """One item's storage: which shard file holds it and where."""

    relative_path: str
    offset: int
    length: int


def decode_dcp_metadata(data: bytes) -> list[ShardSpan]:
    """The storage spans named by a DCP `.metadata` pickle. Raises DcpMetadataError."""
    try:
        metadata = _RestrictedUnpickler(io.BytesIO(data)).load()
    except Exception as exc:  # any malformed pickle: we fall back, never crash
        raise DcpMetadataError(f"cannot unpickle: {exc}") from exc
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
        spans.append(ShardSpan(path, offset, length))
    return spans
