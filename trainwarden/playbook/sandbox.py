"""A jinja2 sandbox with bounds on work and size, so one template cannot stall a worker.

Jinja's own sandbox stops escapes to Python internals but not resource use:
``{{ 'a' * 10**9 }}`` builds a gigabyte and two nested ``range(100000)`` loops run 10^10
iterations. Here every operation that can amplify a value is checked *before* it runs, and
work is metered against one ``RenderBudget`` per playbook:

- ``*``, ``**``, ``+``, ``%``, ``~`` (concatenation), block captures and the filters and
  string methods that pad, repeat or join refuse results over ``MAX_VALUE_CHARS``;
- integers built by ``*`` and ``**`` are capped at ``MAX_INT_BITS`` bits;
- ``range()`` yields at most ``MAX_RANGE`` items;
- every loop iteration, call, filter and operator is counted and checks the deadline
  (``RENDER_SECONDS`` for all templates of one playbook) and ``MAX_LOOP_ITERATIONS``;
- everything rendered for one playbook adds up to at most ``MAX_OUTPUT_CHARS``;
- memory: a value is measured deeply (a list counts its items' characters, however often the
  same string is referenced), before it is turned into text, passed to a filter, call or
  operator, or built as a list, tuple or dict literal: nesting literals of a large string
  (``[[s, s], [s, s]]``, ten levels deep) is refused at the literal, never stringified; and
  every value the templates build adds its size to ``MAX_BUILT_CHARS`` for the playbook, so
  many values under the per-value limit (a deep macro recursion) are bounded too.

Lint and the worker render with this same sandbox and the same limits.

A limit hit raises ``TemplateLimitError`` with the limit's name and size.
"""

from __future__ import annotations

import functools
import operator
import re
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

import jinja2
from jinja2 import nodes
from jinja2.compiler import CodeGenerator, Frame
from jinja2.sandbox import ImmutableSandboxedEnvironment
from jinja2.visitor import NodeTransformer

MAX_VALUE_CHARS = 1_000_000
MAX_OUTPUT_CHARS = 1_000_000
MAX_INT_BITS = 4096
MAX_RANGE = 10_000
MAX_LOOP_ITERATIONS = 200_000
MAX_BUILT_CHARS = 32_000_000
RENDER_SECONDS = 2.0

# Filters and str methods whose result can be much larger than their inputs.
_AMPLIFYING = frozenset(
    {
        "center",
        "ljust",
        "rjust",
        "zfill",
        "expandtabs",
        "indent",
        "join",
        "replace",
        "wordwrap",
        "format",
        "format_map",
        "batch",
        "slice",
        "tojson",
        "pprint",
        "urlize",
    }
)
_FORMAT_NUMBER = re.compile(r"\d+")


class TemplateLimitError(Exception):
    """A template went over one of the documented limits."""


@dataclass
class RenderBudget:
    """Work allowed for all templates of one playbook."""

    seconds: float = RENDER_SECONDS
    iterations: int = MAX_LOOP_ITERATIONS
    output_chars: int = MAX_OUTPUT_CHARS
    built_chars: int = MAX_BUILT_CHARS
    started: float = field(default_factory=time.monotonic)
    exceeded: str | None = None

    def tick(self) -> None:
        self.iterations -= 1
        if self.iterations < 0:
            self.fail(f"templates ran more than {MAX_LOOP_ITERATIONS} loop iterations")
        if time.monotonic() - self.started > self.seconds:
            self.fail(f"templates ran longer than the render time limit of {self.seconds:g}s")

    def spend_output(self, chars: int) -> None:
        self.output_chars -= chars
        if self.output_chars < 0:
            self.fail(
                f"rendered templates exceed {MAX_OUTPUT_CHARS} characters in total "
                "(the rendered playbook is recorded in workflow history)"
            )

    def spend_built(self, chars: int) -> None:
        self.built_chars -= chars
        if self.built_chars < 0:
            self.fail(
                f"templates built more than {MAX_BUILT_CHARS} characters/items of values in "
                "total (the memory limit of one playbook's rendering)"
            )

    def fail(self, message: str) -> None:
        self.exceeded = message
        raise TemplateLimitError(message)


_BUDGET: ContextVar[RenderBudget | None] = ContextVar("trainwarden_render_budget", default=None)


@contextmanager
def render_budget(budget: RenderBudget | None = None) -> Iterator[RenderBudget]:
    """Meter every render inside the block against one budget (one per playbook)."""
    budget = budget or RenderBudget()
    token = _BUDGET.set(budget)
    try:
        yield budget
    finally:
        _BUDGET.reset(token)


def active_budget() -> RenderBudget | None:
    return _BUDGET.get()


def current_budget() -> RenderBudget:
    budget = _BUDGET.get()
    if budget is None:
        raise RuntimeError("template rendered outside render_budget()")
    return budget


def _tick() -> None:
    current_budget().tick()


def value_size(value: Any, limit: int = MAX_VALUE_CHARS) -> int:
    """Characters (strings) or items (collections, counted deeply) in ``value``; stops
    counting once past ``limit``, so measuring a huge value is cheap."""
    if isinstance(value, str | bytes):
        return len(value)
    if isinstance(value, range):
        return len(value)
    if isinstance(value, dict):
        value = [*value.keys(), *value.values()]
    if isinstance(value, list | tuple | set | frozenset):
        total = len(value)
        for item in value:
            if total > limit:
                break
            if isinstance(item, str | bytes | list | tuple | dict | set | frozenset | range):
                total += value_size(item, limit - total)
        return total
    return 1


def _check_size(size: int, what: str) -> None:
    if size > MAX_VALUE_CHARS:
        raise TemplateLimitError(
            f"{what} would build a value of {size} characters/items, over the limit of "
            f"{MAX_VALUE_CHARS}"
        )


def _built(size: int, what: str) -> None:
    """A value of `size` is about to be (or was just) built: per value and per playbook."""
    _check_size(size, what)
    current_budget().spend_built(size)


def _check_inputs(values: Iterable[Any], what: str) -> None:
    """Refuse inputs whose deep size is over the limit before an operation can copy or
    stringify them (a nested list of references is small in memory, huge as text)."""
    for value in values:
        if isinstance(value, list | tuple | dict | set | frozenset):
            _check_size(value_size(value), what)


def _literal(value: Any) -> Any:
    """A list, tuple or dict literal of the template, measured as it is built."""
    _tick()
    _check_size(value_size(value), "a list/dict literal")
    current_budget().spend_built(len(value))
    return value


def _check_int(value: Any, what: str) -> None:
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > MAX_INT_BITS:
        raise TemplateLimitError(f"{what} would build an integer over {MAX_INT_BITS} bits")


def _bits(value: Any) -> int:
    return abs(int(value)).bit_length() if isinstance(value, int) else 0


def _binop(op: str, left: Any, right: Any) -> Any:
    _tick()
    _check_inputs((left, right), f"'{op}'")
    if op == "*":
        for seq, count in ((left, right), (right, left)):
            if isinstance(seq, str | list | tuple) and isinstance(count, int):
                _built(value_size(seq) * max(count, 0), "'*'")
        if isinstance(left, int) and isinstance(right, int):
            if _bits(left) + _bits(right) > MAX_INT_BITS:
                raise TemplateLimitError(f"'*' would build an integer over {MAX_INT_BITS} bits")
        return operator.mul(left, right)
    if op == "**":
        if isinstance(left, int) and isinstance(right, int) and abs(left) > 1 and right > 0:
            if right * _bits(left) > MAX_INT_BITS + 64:
                raise TemplateLimitError(f"'**' would build an integer over {MAX_INT_BITS} bits")
        result = operator.pow(left, right)
        _check_int(result, "'**'")
        return result
    if op == "+":
        if isinstance(left, str | list | tuple) and isinstance(right, str | list | tuple):
            _built(value_size(left) + value_size(right), "'+'")
        return operator.add(left, right)
    if op == "%":
        if isinstance(left, str):
            _check_format(left, right, "'%'")
        return operator.mod(left, right)
    raise AssertionError(op)


def _check_format(template: str, args: Any, what: str) -> None:
    """Widths and precisions in a format string (``%0999999999d``, ``{:>999999999}``)."""
    # a run of 12+ digits is over the limit whatever it says (and never parsed as a number)
    numbers = [
        int(n) if len(n) < 12 else MAX_VALUE_CHARS + 1 for n in _FORMAT_NUMBER.findall(template)
    ]
    values = args if isinstance(args, tuple | list) else [args]
    numbers += [v for v in values if isinstance(v, int) and not isinstance(v, bool)]
    sizes = [value_size(v) for v in values if isinstance(v, str | list | tuple | dict)]
    _built(max([value_size(template), *numbers]) + sum(sizes), what)


def _amplified(name: str, value: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """Worst-case size of a padding/repeating/joining call, checked before it runs."""
    extra = [*args, *kwargs.values()]
    if name in {"format", "format_map"} and isinstance(value, str):
        _check_format(value, extra, f"{name}()")
        return
    sizes = [
        abs(a) if isinstance(a, int) and not isinstance(a, bool) else value_size(a)
        for a in extra
    ]
    # join: value is the (materialised) items, counted with their lengths
    _built((value_size(value) + 1) * (1 + sum(sizes)), f"{name}()")


def _guard_filter(name: str, func: Callable[..., Any]) -> Callable[..., Any]:
    """Wrap one built-in filter: meter it and pre-check the amplifying ones."""

    @functools.wraps(func)
    def guarded(*args: Any, **kwargs: Any) -> Any:
        _tick()
        _check_inputs([*args, *kwargs.values()], f"filter {name}")
        if name in _AMPLIFYING:
            # the filtered value follows the context/environment argument, if any
            skip = 1 if getattr(func, "jinja_pass_arg", None) is not None else 0
            if len(args) > skip:
                value = args[skip]
                if name == "join" and not isinstance(value, str | list | tuple):
                    value = list(value)
                    args = (*args[:skip], value, *args[skip + 1 :])
                _amplified(name, value, args[skip + 1 :], kwargs)
        result = func(*args, **kwargs)
        if isinstance(result, str | list | tuple):
            _built(value_size(result), f"filter {name}")
        return result

    return guarded


def _bounded_range(*args: int) -> range:
    numbers = range(*args)
    if len(numbers) > MAX_RANGE:
        raise TemplateLimitError(f"range() of {len(numbers)} items, over the limit of {MAX_RANGE}")
    return numbers


def _guard_iter(iterable: Any) -> Iterator[Any]:
    """Every loop iteration of a template passes here."""
    for item in iterable:
        _tick()
        yield item


def _bounded_concat(parts: Iterable[Any]) -> str:
    """``~`` and the joining of output and block captures: bounded before joining."""
    collected: list[str] = []
    size = 0
    for part in parts:
        if not isinstance(part, str):
            _check_inputs((part,), "template output")  # measured before str() copies it
        text = part if isinstance(part, str) else str(part)
        size += len(text)
        _check_size(size, "template output")
        collected.append(text)
    _built(size, "template output")
    return "".join(collected)


class _Metering(NodeTransformer):
    """Rewrites a parsed template: loops iterate through ``_guard_iter``, ``~`` joins through
    ``_bounded_concat``, list/tuple/dict literals are measured by ``_literal``."""

    def _measured(self, node: nodes.Node) -> nodes.Node:
        self.generic_visit(node)
        return nodes.Call(nodes.EnvironmentAttribute("tw_literal"), [node], [], None, None)

    def visit_List(self, node: nodes.List) -> nodes.Node:
        return self._measured(node)

    def visit_Dict(self, node: nodes.Dict) -> nodes.Node:
        return self._measured(node)

    def visit_Tuple(self, node: nodes.Tuple) -> nodes.Node:
        if node.ctx != "load":  # an assignment target ({% for a, b in ... %}) stays as is
            return self.generic_visit(node)
        return self._measured(node)

    def visit_For(self, node: nodes.For) -> nodes.Node:
        self.generic_visit(node)
        node.iter = nodes.Call(
            nodes.EnvironmentAttribute("tw_guard_iter"), [node.iter], [], None, None
        )
        return node

    def visit_Concat(self, node: nodes.Concat) -> nodes.Node:
        self.generic_visit(node)
        return nodes.Call(
            nodes.EnvironmentAttribute("tw_concat"),
            [nodes.List(list(node.nodes))],
            [],
            None,
            None,
        )


class _BoundedBuffer(list[Any]):
    """A block capture's buffer ({% set x %}, macros, call blocks): refuses growth past the
    value limit as it fills, not after."""

    size = 0

    def append(self, item: Any) -> None:
        self.size += len(item) if isinstance(item, str) else 1
        _check_size(self.size, "captured template output")
        _tick()
        super().append(item)


class _BufferingCodeGenerator(CodeGenerator):
    def buffer(self, frame: Frame) -> None:
        frame.buffer = self.temporary_identifier()
        self.writeline(f"{frame.buffer} = environment.tw_buffer()")


class BoundedSandbox(ImmutableSandboxedEnvironment):
    """Immutable sandbox + the bounds described in the module docstring."""

    intercepted_binops = frozenset({"*", "**", "+", "%"})
    code_generator_class = _BufferingCodeGenerator

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.globals["range"] = _bounded_range
        del self.globals["lipsum"]  # lipsum(n=10**6) builds megabytes in one call
        self.filters = {name: _guard_filter(name, f) for name, f in self.filters.items()}
        self.concat = _bounded_concat  # type: ignore[method-assign]  # jinja2 reads it per instance
        self.tw_guard_iter = _guard_iter
        self.tw_concat = _bounded_concat
        self.tw_buffer = _BoundedBuffer
        self.tw_literal = _literal

    def _generate(self, source: Any, *args: Any, **kwargs: Any) -> str:
        return super()._generate(_Metering().visit(source), *args, **kwargs)

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        return _binop(operator, left, right)

    def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:
        _tick()
        if __obj is _literal:  # measures its own value, with its own message
            return _literal(*args)
        _check_inputs([*args, *kwargs.values()], f"{getattr(__obj, '__name__', 'a')}() call")
        name = getattr(__obj, "__name__", "")
        target = getattr(__obj, "__wrapped__", __obj)
        owner = getattr(target, "__self__", None)
        if name == "join" and isinstance(owner, str) and args:
            items = args[0] if isinstance(args[0], str | list | tuple) else list(args[0])
            _amplified("join", items, (owner,), {})  # sep.join(items)
            args = (items, *args[1:])
        elif name in _AMPLIFYING and isinstance(owner, str):
            _amplified(name, owner, args, kwargs)
        result = super().call(__context, __obj, *args, **kwargs)
        if isinstance(result, str | list | tuple):
            _built(value_size(result), f"{name or 'call'}()")
        return result


def render_bounded(template: jinja2.Template, params: dict[str, Any]) -> str:
    """Render with the output metered against the current budget (a fresh one when none is
    active)."""
    if active_budget() is None:
        with render_budget():
            return render_bounded(template, params)
    text = _bounded_concat(template.generate(**params))
    current_budget().spend_output(len(text))
    return text


def check_result(value: Any) -> Any:
    """A single expression's value (any type): metered like rendered text."""
    size = value_size(value)
    _check_size(size, "the expression")
    _check_int(value, "the expression")
    current_budget().spend_output(size)
    return value
