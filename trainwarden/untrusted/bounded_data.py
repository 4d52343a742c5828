"""JSON and YAML from files someone else wrote, with nesting and size bounded.

`json.loads` raises RecursionError on ``[[[[...`` a few thousand deep, and PyYAML's composer
and constructor recurse in Python the same way; YAML aliases can also make a small file a
document of billions of nodes. Every JSON or YAML document a job, a user or a bundle hands the
product (job.json, scheduler and metrics records, case files, signature catalogs, status
files) is loaded here: at most MAX_DEPTH levels and, for YAML, MAX_YAML_NODES nodes counted
with every alias expanded; anything else is a DataError with a clear message. (Playbooks have
their own walker with the same bounds: trainwarden.playbook.yamlnodes.)
"""

from __future__ import annotations

import functools
import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import yaml

MAX_DEPTH = 64
MAX_YAML_NODES = 100_000


class DataError(ValueError):
    """A document nested too deeply, too large, or not JSON/YAML; the message says which."""


def loads_json(text: str | bytes, max_depth: int = MAX_DEPTH) -> Any:
    """`json.loads`, refusing documents nested deeper than `max_depth` (DataError; a syntax
    error stays json.JSONDecodeError)."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise DataError(f"JSON nested deeper than {max_depth} levels") from None
    depth = _depth(data, max_depth)
    if depth > max_depth:
        raise DataError(f"JSON nested deeper than {max_depth} levels")
    return data


def _depth(data: Any, limit: int) -> int:
    """Nesting depth of lists and dicts (iterative; stops once past `limit`)."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, level = stack.pop()
        if not isinstance(value, dict | list):
            continue
        deepest = max(deepest, level)
        if deepest > limit:
            return deepest
        items = value.values() if isinstance(value, dict) else value
        stack.extend((item, level + 1) for item in items if isinstance(item, dict | list))
    return deepest


def safe_load_yaml(
    text: str, max_depth: int = MAX_DEPTH, max_nodes: int = MAX_YAML_NODES
) -> Any:
    """`yaml.safe_load` of one document, refusing nesting deeper than `max_depth` and more
    than `max_nodes` nodes with aliases expanded (DataError naming the line). Syntax errors
    stay yaml.YAMLError."""
    _check_token_depth(text, max_depth)
    loader = safe_loader()(text)
    try:
        try:
            root = loader.get_single_node()
        except RecursionError:
            raise DataError(f"YAML nested deeper than {max_depth} levels") from None
        if root is None:
            return None
        _check_nodes(root, max_depth, max_nodes)
        return loader.construct_document(root)
    finally:
        loader.dispose()


def safe_loader() -> type[yaml.SafeLoader]:
    """PyYAML's safe loader: libyaml's (C) one where PyYAML was built with it, else the
    pure-Python one. The same documents, errors still yaml.YAMLError with a line; about ten
    times faster, which counts: every process that attributes (the worker, each node agent,
    the CLI) parses the shipped catalogs (200 kB). yaml is imported here, not at the top:
    readers of JSON only (the local cluster's launchers) skip its import."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@functools.cache
def _nesting_tokens() -> tuple[tuple[type, ...], tuple[type, ...]]:
    import yaml

    opens = (
        yaml.FlowSequenceStartToken,
        yaml.FlowMappingStartToken,
        yaml.BlockSequenceStartToken,
        yaml.BlockMappingStartToken,
    )
    return opens, (yaml.FlowSequenceEndToken, yaml.FlowMappingEndToken, yaml.BlockEndToken)


def _check_token_depth(text: str, max_depth: int) -> None:
    """Refuse deep nesting while scanning, before the composer recurses: PyYAML's scanner
    slows down with every open level (quadratic), so `[[[[...` stops at the limit. libyaml's
    scanner reads ahead and stops at its own limit (1,000 levels): the same refusal."""
    import yaml

    opens, closes = _nesting_tokens()
    depth = 0
    try:
        for token in yaml.scan(text, Loader=safe_loader()):
            if isinstance(token, opens):
                depth += 1
                if depth > max_depth:
                    line = token.start_mark.line + 1
                    raise DataError(f"line {line}: YAML nested deeper than {max_depth} levels")
            elif isinstance(token, closes):
                depth -= 1
    except RecursionError:
        raise DataError(f"YAML nested deeper than {max_depth} levels") from None
    except yaml.scanner.ScannerError as exc:
        if "maximum nesting depth" not in str(exc.problem):
            raise
        line = exc.problem_mark.line + 1 if exc.problem_mark else "?"
        raise DataError(f"line {line}: YAML nested deeper than {max_depth} levels") from None


def _check_nodes(root: yaml.Node, max_depth: int, max_nodes: int) -> None:
    import yaml

    seen = 0
    stack: list[tuple[yaml.Node, int]] = [(root, 1)]
    while stack:
        node, level = stack.pop()
        seen += 1
        line = node.start_mark.line + 1
        if seen > max_nodes:
            raise DataError(
                f"line {line}: YAML document over {max_nodes} nodes (aliases expanded)"
            )
        if level > max_depth:
            raise DataError(f"line {line}: YAML nested deeper than {max_depth} levels")
        if isinstance(node, yaml.SequenceNode):
            stack.extend((item, level + 1) for item in node.value)
        elif isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                stack.extend(((key, level + 1), (value, level + 1)))
