"""YAML to plain data while remembering where every key and value was written.

PyYAML's composer gives nodes with marks; walking them ourselves (instead of ``safe_load``)
lets every later error - template, schema, lint - name the user's line. Keys are kept as the
text the user wrote (so ``on:`` stays the key ``"on"``, not YAML 1.1's ``True``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml.events import (
    CollectionEndEvent,
    MappingStartEvent,
    NodeEvent,
    ScalarEvent,
    SequenceStartEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from trainwarden.playbook.problems import Problem, format_field_path

Path = tuple[str | int, ...]
MAX_DEPTH = 64
MAX_NODES = 100_000
_MAP_TAG = "tag:yaml.org,2002:map"
_SEQ_TAG = "tag:yaml.org,2002:seq"


@dataclass(frozen=True)
class Location:
    """1-based lines of a value and, inside a mapping, of its key."""

    value_line: int
    key_line: int | None = None
    is_collection: bool = False

    @property
    def line(self) -> int:
        return self.key_line if self.key_line is not None else self.value_line


class ScalarRenderError(Exception):
    """Raised by a scalar transform (template rendering) to report a problem at that scalar."""


ScalarTransform = Callable[[str, Path], Any]


@dataclass
class YamlDocument:
    data: Any
    locations: dict[Path, Location] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    template_texts: dict[Path, str] = field(default_factory=dict)


class SyntaxProblem(Exception):
    """The document cannot be parsed; ``problem`` says where."""

    def __init__(self, problem: Problem):
        super().__init__(str(problem))
        self.problem = problem


def compose(text: str, file: str) -> Node | None:
    """The single document's root node (None when empty); raise SyntaxProblem otherwise."""
    loader: yaml.SafeLoader | None = None
    try:
        loader = yaml.SafeLoader(text)
        return loader.get_single_node()
    except yaml.MarkedYAMLError as exc:
        raise _syntax_problem(exc, text, file) from None
    except yaml.reader.ReaderError as exc:
        line = text[: exc.position].count("\n") + 1
        message = f"YAML cannot contain character #x{exc.character:04x} ({exc.reason})"
        raise SyntaxProblem(Problem(file=file, line=line, message=message)) from None
    except yaml.YAMLError as exc:
        raise SyntaxProblem(Problem(file=file, line=1, message=f"YAML error: {exc}")) from None
    except RecursionError:
        raise SyntaxProblem(
            Problem(file=file, line=1, message="YAML is nested too deeply")
        ) from None
    finally:
        if loader is not None:
            loader.dispose()


def _syntax_problem(exc: yaml.MarkedYAMLError, text: str, file: str) -> SyntaxProblem:
    mark = exc.problem_mark or exc.context_mark
    if (
        mark is not None
        and exc.context_mark is not None
        and (
            mark.index >= len(text.rstrip())
            or ("flow" in (exc.context or "") and mark.line > exc.context_mark.line)
        )
    ):
        mark = exc.context_mark  # an unclosed [ or {: the line where it was opened
    line = mark.line + 1 if mark is not None else 1
    detail = exc.problem or str(exc)
    if exc.context and exc.context_mark is not None and exc.problem_mark is not None:
        detail = f"{detail} ({exc.context} at line {exc.context_mark.line + 1})"
    message = f"YAML syntax error: {detail}"
    return SyntaxProblem(
        Problem(file=file, line=line, field=format_field_path(path_at_error(text)), message=message)
    )


@dataclass
class _Frame:
    """One open collection while replaying parser events."""

    is_mapping: bool
    is_key: bool  # the collection is itself a mapping key (rare, complex keys)
    position: str | int | None = None  # current key, or index in a sequence
    expecting_key: bool = True


def path_at_error(text: str) -> Path:
    """The field path the parser had reached when it failed (best effort, from its events)."""
    frames: list[_Frame] = []

    def begin_node(event: NodeEvent) -> None:
        is_key = False
        if frames:
            top = frames[-1]
            if not top.is_mapping:
                top.position = 0 if top.position is None else int(top.position) + 1
            elif top.expecting_key:
                top.position = event.value if isinstance(event, ScalarEvent) else "?"
                top.expecting_key = False
                is_key = True
            else:
                top.expecting_key = True
        if isinstance(event, MappingStartEvent | SequenceStartEvent):
            frames.append(_Frame(is_mapping=isinstance(event, MappingStartEvent), is_key=is_key))

    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, NodeEvent):
                begin_node(event)
            elif isinstance(event, CollectionEndEvent) and frames:
                ended = frames.pop()
                if frames and frames[-1].is_mapping:
                    frames[-1].expecting_key = not ended.is_key
    except (yaml.YAMLError, RecursionError):
        pass
    return tuple(f.position for f in frames if f.position is not None)


class _Walker:
    def __init__(self, file: str, transform: ScalarTransform | None):
        self.file = file
        self.transform = transform
        self.document = YamlDocument(data=None)
        self.constructor = yaml.SafeLoader("")
        self.nodes_seen = 0

    def problem(self, node: Node, path: Path, message: str) -> None:
        self.document.problems.append(
            Problem(
                file=self.file,
                line=node.start_mark.line + 1,
                field=format_field_path(path),
                message=message,
            )
        )

    def walk(self, node: Node, path: Path, key_line: int | None, ancestors: frozenset[int]) -> Any:
        self.nodes_seen += 1
        if self.nodes_seen > MAX_NODES:
            raise _TooLarge(node)
        self.document.locations.setdefault(
            path,
            Location(node.start_mark.line + 1, key_line, not isinstance(node, ScalarNode)),
        )
        if id(node) in ancestors or len(path) > MAX_DEPTH:
            self.problem(node, path, "YAML nested too deeply or refers to itself (anchor loop)")
            return None
        if isinstance(node, ScalarNode):
            return self.scalar(node, path)
        inner = ancestors | {id(node)}
        if isinstance(node, SequenceNode):
            if node.tag != _SEQ_TAG:
                self.problem(node, path, f"unsupported YAML tag {node.tag!r}")
            return [
                self.walk(item, (*path, index), None, inner)
                for index, item in enumerate(node.value)
            ]
        if isinstance(node, MappingNode):
            return self.mapping(node, path, inner)
        self.problem(node, path, "unsupported YAML node")
        return None

    def scalar(self, node: ScalarNode, path: Path) -> Any:
        try:
            value = self.constructor.construct_object(node)
        except yaml.MarkedYAMLError as exc:
            self.problem(node, path, f"cannot read value: {exc.problem or exc}")
            return None
        except Exception as exc:  # PyYAML fails oddly on explicit bad tags
            self.problem(node, path, f"cannot read value {node.value!r} as {node.tag}: {exc}")
            return None
        if isinstance(value, str) and self.transform is not None:
            try:
                rendered = self.transform(value, path)
            except ScalarRenderError as exc:
                self.problem(node, path, str(exc))
                return None
            if rendered is not value:
                self.document.template_texts[path] = value
            return rendered
        return value

    def mapping(self, node: MappingNode, path: Path, ancestors: frozenset[int]) -> dict[str, Any]:
        if node.tag != _MAP_TAG:
            self.problem(node, path, f"unsupported YAML tag {node.tag!r}")
        try:
            self.constructor.flatten_mapping(node)  # resolves '<<' merge keys
        except yaml.YAMLError as exc:
            self.problem(node, path, f"bad merge key: {exc}")
        result: dict[str, Any] = {}
        first_line: dict[str, int] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, ScalarNode):
                self.problem(key_node, path, "a key must be a plain name, not a list or mapping")
                continue
            key = key_node.value
            key_line = key_node.start_mark.line + 1
            if key in first_line:
                self.problem(
                    key_node,
                    (*path, key),
                    f"duplicate key {key!r} (first at line {first_line[key]}); "
                    "only one value can be used",
                )
                continue
            first_line[key] = key_line
            result[key] = self.walk(value_node, (*path, key), key_line, ancestors)
        return result


class _TooLarge(Exception):
    def __init__(self, node: Node):
        self.node = node


def to_data(root: Node | None, file: str, transform: ScalarTransform | None = None) -> YamlDocument:
    """Plain data of the document plus the line of every path; ``transform`` rewrites strings."""
    walker = _Walker(file, transform)
    if root is None:
        return walker.document
    try:
        walker.document.data = walker.walk(root, (), None, frozenset())
    except _TooLarge as exc:
        walker.problem(exc.node, (), f"YAML document too large (more than {MAX_NODES} values)")
        walker.document.data = None
    except RecursionError:
        walker.problem(root, (), "YAML is nested too deeply")
        walker.document.data = None
    return walker.document
