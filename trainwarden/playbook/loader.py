"""Load a playbook file: parse with line marks, render params, validate, resolve catalogs.

Every problem found on the way (YAML syntax, undefined params, schema errors, missing
catalogs) is reported together, each with the file, line and field the user has to fix.
"""

from __future__ import annotations

import hashlib
import re
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError
from pydantic_core import ErrorDetails

from trainwarden.attribution.catalog import MAX_CATALOG_BYTES, CatalogError, load_catalogs
from trainwarden.playbook.problems import (
    PlaybookError,
    Problem,
    Severity,
    did_you_mean,
    format_field_path,
    shown_key,
)
from trainwarden.playbook.render import content_hash, to_yaml
from trainwarden.playbook.sandbox import render_budget
from trainwarden.playbook.schema import Playbook
from trainwarden.playbook.steps import STEP_KINDS, StepBase
from trainwarden.playbook.templating import TemplateProblem, has_template, render_value
from trainwarden.playbook.yamlnodes import (
    Location,
    ScalarRenderError,
    SyntaxProblem,
    YamlDocument,
    compose,
    to_data,
)
from trainwarden.shipped import playbook_dir
from trainwarden.untrusted.safeio import UnsafeFileError, read_regular_file
from trainwarden.untrusted.validation import rule

MAX_FILE_BYTES = 1_000_000
# The loaded playbook is an activity result, so it lands in workflow history, and it is carried
# again across continue-as-new with the shadow playbook and the last incidents: one payload,
# which the servers the product starts refuse over 512 KiB (workers/devserver.py). Two of
# these fit in the 400 KB the workflow keeps its carried state to (the shipped ones are ~10 KB).
MAX_LOADED_BYTES = 150_000
_SHIPPED_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
_FIELD_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")  # \Z: `$` passes a final newline


class LoadedPlaybook(BaseModel):
    """A validated playbook and exactly where it came from (recorded in workflow history)."""

    ref: str = Field(description="what was asked for: a shipped name or a path")
    playbook: Playbook
    source_path: str
    source_sha256: str = Field(description="sha256 (hex) of the file's bytes")
    content_hash: str = Field(description="sha256 (hex) of the rendered, validated playbook")
    params: dict[str, Any] = Field(description="effective params: defaults with overrides")
    signature_catalogs: list[str] = Field(description="resolved absolute catalog paths")
    rendered_yaml: str


def _is_shipped_name(ref: str) -> bool:
    return bool(_SHIPPED_NAME.match(ref)) and not ref.endswith((".yaml", ".yml"))


def resolve_playbook_ref(ref: str) -> Path:
    """``default`` -> ``<playbook dir>/default.yaml``; anything with a slash or suffix is a path."""
    if _is_shipped_name(ref):
        return playbook_dir() / f"{ref}.yaml"
    return Path(ref).expanduser().resolve()


def resolve_catalog_ref(ref: str, playbook_file: Path) -> Path:
    """``nccl`` -> ``<playbook dir>/signatures/nccl.yaml``; paths are relative to the playbook."""
    if _is_shipped_name(ref):
        return playbook_dir() / "signatures" / f"{ref}.yaml"
    return (playbook_file.parent / Path(ref).expanduser()).resolve()


def shipped_catalog_names() -> list[str]:
    directory = playbook_dir() / "signatures"
    return sorted(p.stem for p in directory.glob("*.yaml")) if directory.is_dir() else []


def shipped_playbook_names() -> list[str]:
    directory = playbook_dir()
    return sorted(p.stem for p in directory.glob("*.yaml")) if directory.is_dir() else []


@dataclass
class Analysis:
    """Everything the loader learned about one file; lint builds on it."""

    ref: str
    path: Path
    display: str
    raw: bytes = b""
    document: YamlDocument | None = None
    params: dict[str, Any] = field(default_factory=dict)
    playbook: Playbook | None = None
    catalogs: list[Path] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    loaded: LoadedPlaybook | None = None

    def line_of(self, path: tuple[str | int, ...], *, key: bool = True) -> int:
        if self.document is None:
            return 1
        location = _nearest_location(self.document.locations, path)[1]
        if location is None:
            return 1
        return location.line if key else location.value_line

    def problem(
        self,
        path: tuple[str | int, ...],
        message: str,
        severity: Severity = "error",
        key: bool = True,
    ) -> Problem:
        found = Problem(
            file=self.display,
            line=self.line_of(path, key=key),
            field=format_field_path(path),
            message=message,
            severity=severity,
        )
        self.problems.append(found)
        return found


def analyse(ref: str, overrides: dict[str, Any] | None = None) -> Analysis:
    """Run every loading stage, collecting problems instead of stopping at the first.
    All template rendering of one playbook shares one budget of time and output (sandbox)."""
    with render_budget():
        return _analyse(ref, overrides)


# A file that does not say it is a playbook may be any file the worker can read (a path in a
# workflow input, or a symlink to /etc/shadow): its problems are reported without a word of it.
_DECLARES_PLAYBOOK = re.compile(r"""^kind:[ \t]*["']?Playbook["']?[ \t]*(#.*)?$""", re.MULTILINE)


# the loader's own fixed texts about the document as a whole (they name only a type)
_QUOTES_NOTHING = ("empty playbook", "a playbook is a YAML mapping")


def _not_a_playbook(analysis: Analysis) -> None:
    """Replace the problems of a file without `kind: Playbook` by one that quotes nothing."""
    fixed = [p for p in analysis.problems if p.message.startswith(_QUOTES_NOTHING)]
    if fixed:
        analysis.problems = fixed[:1]
        return
    lines = sorted({p.line for p in analysis.problems if p.line is not None})
    where = f" (first problem at line {lines[0]})" if lines else ""
    analysis.problems = [
        Problem(
            file=analysis.display,
            message="not a trainwarden playbook: no top-level `kind: Playbook` line"
            f"{where}; nothing of the file is quoted",
        )
    ]


def _analyse(ref: str, overrides: dict[str, Any] | None) -> Analysis:
    try:
        path = resolve_playbook_ref(ref)
    except (OSError, RuntimeError, ValueError) as exc:  # a symlink loop, a NUL byte
        analysis = Analysis(ref=ref, path=Path(ref.replace("\0", "")), display=ref[:300])
        reason = "symlink loop" if isinstance(exc, RuntimeError) else str(exc)[:200]
        analysis.problems.append(
            Problem(file=analysis.display, message=f"cannot read playbook: {reason}")
        )
        return analysis
    analysis = Analysis(ref=ref, path=path, display=_display_name(ref, path))
    text = _read(analysis)
    if text is None:
        return analysis
    if not _DECLARES_PLAYBOOK.search(text):
        _analyse_text(analysis, text, overrides)
        if analysis.problems:
            _not_a_playbook(analysis)
        return analysis
    _analyse_text(analysis, text, overrides)
    return analysis


def _analyse_text(analysis: Analysis, text: str, overrides: dict[str, Any] | None) -> None:
    """Parse, render and validate the playbook's text into `analysis`."""
    try:
        root = compose(text, analysis.display)
    except SyntaxProblem as exc:
        analysis.problems.append(exc.problem)
        return
    plain = to_data(root, analysis.display)
    if not isinstance(plain.data, dict):
        analysis.document = plain
        analysis.problems.extend(plain.problems)
        analysis.problems.append(_not_a_mapping(analysis.display, plain.data))
        return
    analysis.params = _effective_params(analysis, plain, overrides)

    first_limit: list[str] = []

    def render(text: str, at: tuple[str | int, ...]) -> Any:
        if at[:1] == ("params",):
            return text
        if first_limit and has_template(
            text
        ):  # the budget is spent: one clear error, not one per later value
            raise ScalarRenderError(f"not rendered: {first_limit[0]}")
        try:
            return render_value(text, analysis.params)
        except TemplateProblem as exc:
            if str(exc).startswith("template limit: templates ran"):
                first_limit.append(f"the template budget was used up at {format_field_path(at)}")
            raise ScalarRenderError(str(exc)) from None

    document = to_data(root, analysis.display, render)
    analysis.document = document
    analysis.problems.extend(document.problems)
    data = dict(document.data)
    data["params"] = analysis.params
    try:
        playbook = Playbook.model_validate(data)
    except ValidationError as exc:
        # A value already reported (e.g. an undefined param) would only fail again here.
        reported = {p.field for p in document.problems}
        analysis.problems.extend(
            p
            for p in _validation_problems(analysis, exc)
            if not any(_within(p.field, field) for field in reported)
        )
        _resolve_catalogs(analysis, _written_catalogs(document.data))
        return
    _resolve_catalogs(analysis, playbook.detection.signatures)
    if not analysis.problems:
        analysis.playbook = playbook
        analysis.loaded = _loaded(analysis, playbook)


def _loaded(analysis: Analysis, playbook: Playbook) -> LoadedPlaybook | None:
    """What the activity returns; None (and a problem) when it is too large for history."""
    loaded = LoadedPlaybook(
        ref=analysis.ref,
        playbook=playbook,
        source_path=str(analysis.path),
        source_sha256=hashlib.sha256(analysis.raw).hexdigest(),
        content_hash=content_hash(playbook),
        params=dict(playbook.params),
        signature_catalogs=[str(p) for p in analysis.catalogs],
        rendered_yaml=to_yaml(playbook),
    )
    size = len(loaded.model_dump_json().encode())
    if size > MAX_LOADED_BYTES:
        analysis.problem(
            (),
            f"rendered playbook is {size} bytes, over the limit of {MAX_LOADED_BYTES} bytes "
            "(it is recorded in workflow history and carried across continue-as-new, one payload "
            "the server refuses over its blob limit)",
        )
        analysis.playbook = None
        return None
    return loaded


def _within(field: str, parent: str) -> bool:
    return field == parent or field.startswith((f"{parent}.", f"{parent}["))


def load_playbook(ref: str, overrides: dict[str, Any] | None = None) -> LoadedPlaybook:
    """Load a shipped playbook by name (``default``) or a file; raise PlaybookError listing
    every problem. ``overrides`` replace params defaults (unknown names are errors)."""
    analysis = analyse(ref, overrides)
    errors = [p for p in analysis.problems if p.is_error]
    if errors or analysis.loaded is None:
        raise PlaybookError(errors or [Problem(file=analysis.display, message="invalid playbook")])
    return analysis.loaded


def _display_name(ref: str, path: Path) -> str:
    if _is_shipped_name(ref):
        return str(path)
    return ref


def _read(analysis: Analysis) -> str | None:
    try:
        raw = read_regular_file(analysis.path, MAX_FILE_BYTES)
    except UnsafeFileError as exc:
        analysis.problems.append(Problem(file=analysis.display, message=f"cannot read: {exc}"))
        return None
    except OSError as exc:
        hint = ""
        if _is_shipped_name(analysis.ref):
            names = shipped_playbook_names()
            hint = f"{did_you_mean(analysis.ref, names)}; shipped playbooks: {', '.join(names)}"
        reason = exc.strerror or str(exc)
        analysis.problems.append(
            Problem(file=analysis.display, message=f"cannot read playbook: {reason}{hint}")
        )
        return None
    analysis.raw = raw
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        analysis.problems.append(
            Problem(file=analysis.display, line=line, message=f"not UTF-8 text: {exc.reason}")
        )
        return None


def _not_a_mapping(file: str, data: Any) -> Problem:
    if data is None:
        return Problem(file=file, message="empty playbook: expected apiVersion, kind, name, rules")
    return Problem(
        file=file,
        message="a playbook is a YAML mapping (apiVersion, kind, name, params, detection, "
        f"attribution, rules, policies, checkpoint), not a {type(data).__name__}",
    )


def _effective_params(
    analysis: Analysis, plain: YamlDocument, overrides: dict[str, Any] | None
) -> dict[str, Any]:
    """Params defaults from the file (not rendered) with overrides applied."""
    defaults = plain.data.get("params")
    if defaults is None:
        defaults = {}
    if not isinstance(defaults, dict):
        analysis.problems.append(
            Problem(
                file=analysis.display,
                line=_nearest_location(plain.locations, ("params",))[1].line,  # type: ignore[union-attr]
                field="params",
                message="params must be a mapping of name: default value",
            )
        )
        defaults = {}
    effective = dict(defaults)
    for name, value in (overrides or {}).items():
        if name not in defaults:
            known = ", ".join(sorted(defaults)) or "none"
            location = plain.locations.get(("params",))
            analysis.problems.append(
                Problem(
                    file=analysis.display,
                    line=location.line if location else 1,
                    field=format_field_path(("params", str(name))),
                    message=f"override of unknown param {shown_key(name)}"
                    f"{did_you_mean(name, defaults)}; "
                    f"params defined: {known}",
                )
            )
            continue
        effective[name] = value
    return effective


def _nearest_location(
    locations: dict[tuple[str | int, ...], Location], loc: tuple[Any, ...]
) -> tuple[tuple[str | int, ...], Location | None]:
    """The deepest written path along ``loc`` (pydantic's tag elements are skipped)."""
    matched: tuple[str | int, ...] = ()
    for element in loc:
        candidate = (*matched, element)
        if candidate in locations:
            matched = candidate
        elif isinstance(element, str) and element in STEP_KINDS:
            continue  # the discriminator tag of a step written as {kind: ...}
        else:
            break
    return matched, locations.get(matched)


def _validation_problems(analysis: Analysis, exc: ValidationError) -> list[Problem]:
    assert analysis.document is not None
    locations = analysis.document.locations
    problems: list[Problem] = []
    for error in exc.errors(include_url=False):
        loc = tuple(error["loc"])
        matched, location = _nearest_location(locations, loc)
        complete = len(matched) == len(loc) or (
            len(matched) == len(loc) - 1 and loc[-1] in STEP_KINDS
        )
        message = _message(error, loc)
        if location is None:
            line = 1
        elif error["type"] == "extra_forbidden" or not complete or location.is_collection:
            line = location.line  # the key: a whole mapping/list or something missing in it
        else:
            line = location.value_line
        shown = tuple(
            element
            for position, element in enumerate(loc)
            if isinstance(element, int)
            or _FIELD_NAME.match(str(element))
            or matched[position : position + 1] == (element,)
        )
        problems.append(
            Problem(
                file=analysis.display, line=line, field=format_field_path(shown), message=message
            )
        )
    return problems


def _message(error: ErrorDetails, loc: tuple[Any, ...]) -> str:
    """The rule in a playbook's words (`trainwarden.untrusted.validation.rule`); an unknown key also
    says which keys the schema takes there."""
    if error["type"] == "extra_forbidden":
        allowed = allowed_keys(loc[:-1])
        hint = did_you_mean(str(loc[-1]), allowed or [])
        listing = f"; allowed keys here: {', '.join(allowed)}" if allowed else ""
        return f"unknown key {shown_key(loc[-1])}{hint}{listing}"
    return rule(error, plain=False)


def allowed_keys(path: tuple[Any, ...]) -> list[str] | None:
    """Key names the schema accepts at ``path`` (for 'did you mean' on unknown keys)."""
    current: Any = Playbook
    for element in path:
        current = _unwrap(current)
        if isinstance(current, tuple):  # a union: the step kinds
            current = STEP_KINDS.get(element) if isinstance(element, str) else None
            if current is None:
                return None
            continue
        origin = typing.get_origin(current)
        if isinstance(element, int) and origin is list:
            current = typing.get_args(current)[0]
        elif isinstance(element, str) and origin is dict:
            current = typing.get_args(current)[1]
        elif isinstance(element, str) and isinstance(current, type):
            if not issubclass(current, BaseModel):
                return None
            field_info = _field_by_key(current, element)
            if field_info is None:
                return None
            current = field_info.annotation
        else:
            return None
    current = _unwrap(current)
    if isinstance(current, type) and issubclass(current, BaseModel):
        is_step = issubclass(current, StepBase)
        return [
            info.alias or name
            for name, info in current.model_fields.items()
            if not (is_step and name == "kind")
        ]
    return None


def _field_by_key(model: type[BaseModel], key: str) -> Any:
    for name, info in model.model_fields.items():
        if key in (name, info.alias):
            return info
    return None


def _unwrap(annotation: Any) -> Any:
    """Strip Annotated and Optional; a real union comes back as a tuple of its members."""
    while True:
        origin = typing.get_origin(annotation)
        if origin is typing.Annotated:
            annotation = typing.get_args(annotation)[0]
        elif origin in (typing.Union, types.UnionType):
            members = tuple(a for a in typing.get_args(annotation) if a is not type(None))
            if len(members) == 1:
                annotation = members[0]
            else:
                return members
        else:
            return annotation


def _written_catalogs(data: dict[str, Any]) -> list[Any]:
    """Catalog references as written, to check them even when the playbook is invalid."""
    detection = data.get("detection")
    refs = detection.get("signatures") if isinstance(detection, dict) else None
    return refs if isinstance(refs, list) else []


def _resolve_catalogs(analysis: Analysis, refs: list[Any]) -> None:
    for index, ref in enumerate(refs):
        if not isinstance(ref, str) or not ref.strip():
            continue  # reported by validation
        resolved = resolve_catalog_ref(ref, analysis.path)
        if resolved.is_file():
            _check_catalog(analysis, index, resolved)
            continue
        hint = ""
        if _is_shipped_name(ref):
            names = shipped_catalog_names()
            hint = f"{did_you_mean(ref, names)}; shipped catalogs: {', '.join(names) or 'none'}"
        analysis.problem(
            ("detection", "signatures", index),
            f"signature catalog {ref!r} not found (no file {resolved}){hint}",
            key=False,
        )
    if len(analysis.catalogs) > 1:
        try:
            load_catalogs(list(analysis.catalogs))  # ids must be unique across catalogs
        except (CatalogError, OSError) as exc:
            analysis.problem(("detection", "signatures"), f"signature catalogs: {exc}")


def _check_catalog(analysis: Analysis, index: int, path: Path) -> None:
    """Load the catalog as attribution will (so a bad one fails now, not at the first
    incident), reading it only if it is a regular file within the size limit."""
    at = ("detection", "signatures", index)
    try:
        read_regular_file(path, MAX_CATALOG_BYTES)
        load_catalogs([path])
    except OSError as exc:
        analysis.problem(at, f"signature catalog unreadable: {exc}", key=False)
        return
    except CatalogError as exc:
        analysis.problem(at, f"invalid signature catalog: {exc}", key=False)
        return
    if path not in analysis.catalogs:  # listed twice: a lint warning, loaded once
        analysis.catalogs.append(path)
