"""Jinja2 rendering of single YAML string values against the playbook's params.

A value that is exactly one expression (``"{{ hang_threshold }}"``) takes the param's own type
(a number stays a number); anything else (``"node-{{ n }}"``) renders to text. Undefined names
are errors (StrictUndefined), and the sandbox keeps a playbook from reaching Python internals
and bounds its work and output (``sandbox``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import jinja2
from jinja2 import meta

from trainwarden.playbook.problems import did_you_mean
from trainwarden.playbook.sandbox import (
    BoundedSandbox,
    TemplateLimitError,
    active_budget,
    check_result,
    render_bounded,
    render_budget,
)

_ENV = BoundedSandbox(
    undefined=jinja2.StrictUndefined, autoescape=False, keep_trailing_newline=True
)
_SINGLE_EXPRESSION = re.compile(
    r"\A\s*\{\{[-+]?(?P<expr>(?:(?!\{\{|\}\}|\{%|%\}|\{#|#\}).)*?)-?\}\}\s*\Z", re.DOTALL
)
_UNDEFINED_NAME = re.compile(r"'([^']+)' is undefined")


class TemplateProblem(Exception):
    """A value could not be rendered; the message is for the playbook's author."""


def has_template(text: str) -> bool:
    return "{{" in text or "{%" in text or "{#" in text


def render_value(text: str, params: Mapping[str, Any]) -> Any:
    """Render ``text`` (only when it holds template syntax) with ``params``, metered against
    the active render budget (one of its own when none is active)."""
    if not has_template(text):
        return text
    if active_budget() is None:
        with render_budget():
            return render_value(text, params)
    try:
        single = _SINGLE_EXPRESSION.match(text)
        if single:
            value = _ENV.compile_expression(single["expr"], undefined_to_none=False)(**params)
            if isinstance(value, jinja2.Undefined):
                value._fail_with_undefined_error()
            return check_result(value)
        return render_bounded(_ENV.from_string(text), dict(params))
    except TemplateLimitError as exc:
        raise TemplateProblem(f"template limit: {exc}") from None
    except RecursionError:
        raise TemplateProblem("template limit: recursion too deep") from None
    except MemoryError:
        raise TemplateProblem("template limit: out of memory") from None
    except jinja2.UndefinedError as exc:
        raise TemplateProblem(_undefined_message(str(exc.message), params)) from None
    except jinja2.TemplateSyntaxError as exc:
        raise TemplateProblem(f"template syntax error: {exc.message}") from None
    except Exception as exc:  # any failure of user template code is reported
        raise TemplateProblem(f"template error: {type(exc).__name__}: {exc}") from None


def _undefined_message(message: str, params: Mapping[str, Any]) -> str:
    found = _UNDEFINED_NAME.search(message)
    if not found:
        return f"template error: {message}"
    name = found.group(1)
    known = ", ".join(sorted(params)) or "none"
    return f"undefined param {name!r}{did_you_mean(name, params)}; params defined: {known}"


def referenced_names(text: str) -> set[str]:
    """Names a template reads (for lint's unused-param check); empty when it does not parse."""
    if not has_template(text):
        return set()
    try:
        return set(meta.find_undeclared_variables(_ENV.parse(text)))
    except jinja2.TemplateError:
        return set()
