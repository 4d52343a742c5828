r"""Signature catalogs: YAML data files that map log text to failure categories.

Users extend attribution by adding a YAML file, not code. Each entry says what a line means
(category), whether it can start an incident or only follows one (role), and whether it points
at the machine it was logged on (implicates_node). Patterns are compiled once, here.

Format (every field but id/pattern/category is optional)::

    signatures:
      - id: xid-79                  # stable id, reported as the result's `signature`
        pattern: 'NVRM: Xid \((?:PCI:)?[0-9a-fA-F:.]+\): 79\b'   # RE2 regex, searched
        category: gpu_hardware      # docs/attribution.md
        role: initiating            # initiating | cascade (never a cause) | warning (ignored)
                                    # | address (the line tells the address of its node)
        implicates_node: true       # the node of the line is the faulty machine (or, with a
                                    # `peer` group, the node that address belongs to)
        corroboration: []           # a cause only if one of these also holds: job_failed,
                                    # node_down (that node), progress_stopped (after the line),
                                    # node_logged (its kernel/daemon logs, within 2 min),
                                    # program_stopped (its stream went no further: no start-
                                    # up, progress or step after it, and soon silent)
        streams: ["*"]              # globs on stream names: rank-*, kernel, scheduler, metrics
        keywords: ["nvrm: xid ("]   # prefilter: one of these (lowercase) is in every match;
                                    # derived from the pattern's literal text when omitted
        priority: 50                # when several signatures match one line, highest wins
        confidence: 0.97            # base confidence when this is the initiating cause
        defers_to: []               # categories that explain this symptom on the same node
        description: GPU has fallen off the bus
        source: https://...         # where the meaning comes from (the vendor's table)
        fatal: true                 # a first sign: the line alone means the job cannot go on,
                                    # so it triggers recovery while the job still runs
        cleared_by: [nic-link-up]   # a line of these on the same node within cleared_within
        cleared_within: 60          # seconds undoes this one (a flap): not a cause
        on_master: user_code        # logged on the job's master (rank 0's node) the line has
                                    # this category and implicates nobody (its own name)
        on_kubernetes: network      # in a job Kubernetes runs (job.json scheduler kubernetes
                                    # or volcano) the line has this category, implicating
                                    # nobody (the cluster's DNS and Services, not one node)

Patterns are RE2 syntax (trainwarden.untrusted.linear_re: linear time, no look-around or
backreferences); a pattern RE2 cannot compile is refused with its file, line and field. A
pattern sees at most the first linear_re.MAX_MATCH_CHARS characters of a line.

Named groups `(?P<rank>...)` and `(?P<node>...)` in a pattern override the rank and node the
line is attributed to (a node not in job.json is dropped). `(?P<host>...)` (a host name or
address) and `(?P<pod>...)` (a pod, placed on its node by `Scheduled` events, events' `node`
fields and job.json `addresses`) say what an orchestrator's line is about; a line of such a
signature that names nothing is about no node, never the node whose log holds it.
`(?P<peer_rank>...)` names a rank as the far end of a report (placed on that rank's node), like
`peer` names an address. `program: orte` says which program prints the line: reports from two
programs count as two witnesses even when one log file holds both.

`(?P<peer>...)` names another machine by address or host name: the line is attributed to the
node with that address (job.json `addresses`, or learned from `address` lines such as NCCL's
`OOB ib0:10.0.0.3<0>`), and to no node when the address is unknown; the reporting node is never
implicated by such a line. An `address` line with `pod` and `host` groups says where a pod runs.
Scheduler events and metrics are matched as one rendered line each (see bundle.py):
`node=node-2 node_state=DOWN reason=...`,
`job_state=NODE_FAIL exit_code=1 reason=...`, `metric loss=nan`.
"""

from __future__ import annotations

import fnmatch
import functools
import re
import warnings
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from re import _parser as sre_parse  # type: ignore[attr-defined]  # private: not in typeshed
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from trainwarden.attribution.result import Category
from trainwarden.shipped import playbook_dir
from trainwarden.untrusted import linear_re
from trainwarden.untrusted.bounded_data import DataError, safe_load_yaml, safe_loader
from trainwarden.untrusted.input_paths import path_problem
from trainwarden.untrusted.safeio import read_regular_file

Role = Literal["initiating", "cascade", "warning", "address"]
# node_logged: the node's own kernel or daemon logs went abnormal near the line (a driver's
# own account of what the runtime only saw: a device lost, a hang reset)
# stack_names_code: a stream of the line's node (its own stream when it names none) ends with a
# stack frame naming code (crash_frames.py): a crash whose stack shows whose code it was
# job_running: the scheduler had not yet reported the job ended (failed, cancelled, completed)
# when the line was logged: a device found gone only after the end is the end's aftermath
# node_witnessed: another line a signature read on the line's node (any stream) within 2 min
# job_failed_soon: the scheduler reported the job failed within 2 min after the line, and
# no step data shows training had already stalled longer than a hang takes
# norm_not_recovered: the line is among its stream's last lines and no finite gradient norm
# follows it there (a skipped mixed-precision step is followed by finite norms)
# multi_node_job: the job was given more than one node (job.json): a launcher that fell back to
# its own host alone left the others out
# job_failed_uncut: the job failed and none of its streams ends inside a traceback cut before
# its exception: a warning its program printed and then raised past (the exception the excerpt
# cut) is not shown to be what ended the run
Corroboration = Literal[
    "job_failed", "node_down", "progress_stopped", "node_logged", "program_stopped",
    "stack_names_code", "job_running", "node_witnessed", "job_failed_soon", "norm_not_recovered",
    "multi_node_job", "job_failed_uncut",
]
MIN_KEYWORD_LEN = 3
MAX_TRIGGERS = 96  # ahocorasick_rs keeps its SIMD prefilter up to about a hundred patterns
MIN_TRIGGER_LEN = 3
MAX_MERGED_LEN = 8
MAX_CATALOG_BYTES = 1_000_000
MAX_STREAM_SHAPES = 4096
_DIGITS = re.compile(r"[0-9]+")
_DIGIT_SENSITIVE = re.compile(r"[0-9?\[\]]")
_ASCII_DIGITS = frozenset("0123456789")
_DIGIT_CODES = frozenset(range(ord("0"), ord("9") + 1))
# RE2 syntax Python's parser reads otherwise (or not at all): POSIX classes, Unicode classes,
# quoted literals, single bytes, `{,n}` (a repeat in Python, literal text in RE2)
_NOT_PYTHON_SYNTAX = ("[:", "\\p", "\\P", "\\Q", "\\C", "{,")


class CatalogError(Exception):
    """A catalog file is invalid; the message names file, line and field."""

    def __init__(self, file: str | Path, line: int | None, field_name: str | None, message: str):
        where = f"{file}:{line}" if line else str(file)
        what = f" {field_name}:" if field_name else ""
        super().__init__(f"{where}:{what} {message}")
        self.file = str(file)
        self.line = line
        self.field = field_name


class SignatureSpec(BaseModel):
    """One catalog entry as written in YAML."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1, pattern=r"^[a-z0-9][a-z0-9._-]*$")
    pattern: str = Field(min_length=1)
    category: Category
    role: Role = "initiating"
    implicates_node: bool = False
    streams: list[str] = Field(
        default_factory=lambda: ["*"],
        description="globs on the stream name: rank-*, kernel, scheduler, metrics, or others",
    )
    keywords: list[str] | None = Field(
        default=None,
        description="literal substrings, one of which is in every matching line (prefilter); "
        "derived from the pattern when omitted",
    )
    priority: int = Field(default=50, description="higher wins when several match one line")
    confidence: float = Field(default=0.8, ge=0.0, le=1.0)
    defers_to: list[Category] = Field(
        default_factory=list,
        description="a symptom these causes also produce: on the same node and close in time, "
        "a candidate of one of these categories explains this one",
    )
    corroboration: list[Corroboration] = Field(
        default_factory=list,
        description="evidence one of which must also be present for this to be a cause (a "
        "kernel soft lockup on a job that then completes is not a failure)",
    )
    description: str = ""
    source: str = Field(
        default="",
        description="where the meaning of this entry comes from: the vendor's table or manual "
        "(a URL), so that a reader can check the classification",
    )
    program: str = Field(
        default="",
        description="the program that prints the line (orte, sge, nccl): reports naming one "
        "peer from different programs are independent even in one log file",
    )
    fatal: bool = Field(
        default=False,
        description="the line alone means the job cannot continue (a GPU off the bus, an "
        "uncorrectable ECC error): seen while the job runs, it starts recovery at once",
    )
    cleared_by: list[str] = Field(
        default_factory=list,
        description="ids of signatures whose line on the same node, at most cleared_within "
        "seconds later, undoes this one (a link that came back up): then it is not a cause",
    )
    cleared_within: float = Field(default=60.0, ge=0.0, le=3600.0)
    on_master: Category | None = Field(
        default=None,
        description="the category the line has when logged on the job's master (the node of "
        "rank 0), where it implicates nobody: a name the master itself cannot resolve is its "
        "own host name or a wrong one, the job's configuration, not one machine's resolver",
    )
    on_kubernetes: Category | None = Field(
        default=None,
        description="the category the line has when Kubernetes runs the job (job.json "
        "scheduler `kubernetes` or `volcano`), where it implicates nobody: the master's name is "
        "a Service the cluster's DNS publishes (once the master pod is ready), so a pod that "
        "cannot resolve it met the cluster's DNS or a master not yet up, not its own machine",
    )

    @field_validator("pattern")
    @classmethod
    def _pattern_compiles(cls, value: str) -> str:
        problem = linear_re.error_of(value)
        if problem is not None:
            raise ValueError(problem)
        return value

    @field_validator("keywords")
    @classmethod
    def _keywords_not_empty(cls, value: list[str] | None) -> list[str] | None:
        if value is not None and (not value or any(len(k) < 2 for k in value)):
            raise ValueError("keywords must be a non-empty list of strings of 2+ characters")
        return value


@dataclass(frozen=True)
class Signature:
    """A compiled catalog entry."""

    spec: SignatureSpec
    regex: linear_re.Regex
    keywords: tuple[str, ...]
    source: str
    order: int

    # id, category and role are read for every hit, many times over in correlation (16,384
    # watchdog hits in a 2,048-node job): computed once, then plain attributes
    @functools.cached_property
    def id(self) -> str:
        return self.spec.id

    @functools.cached_property
    def digit_blind(self) -> bool:
        """Whether the signature answers a line as it answers the line with its digits
        changed (`rank 5` as `rank 0`): no digit in a keyword, and a pattern that cannot tell
        one digit from another (ignores_digit_values). Every rank of a big job prints its
        timeout with its own numbers; a matcher answers such lines once per shape."""
        return not any(c in _ASCII_DIGITS for k in self.keywords for c in k) and (
            ignores_digit_values(self.spec.pattern))

    @functools.cached_property
    def category(self) -> Category:
        return self.spec.category

    @functools.cached_property
    def role(self) -> str:
        return self.spec.role

    @functools.cached_property
    def on_master_reading(self) -> Signature:
        """This signature as read on the job's master node (`on_master`): that category, no
        node implicated."""
        if self.spec.on_master is None:
            return self
        return self._read_as(self.spec.on_master, "on the job's master node: the job's own "
                             "host naming, not one machine")

    @functools.cached_property
    def on_kubernetes_reading(self) -> Signature:
        """This signature as read in a job Kubernetes runs (`on_kubernetes`): that category,
        no node implicated."""
        if self.spec.on_kubernetes is None:
            return self
        return self._read_as(self.spec.on_kubernetes, "under Kubernetes: the cluster's DNS "
                             "and Services, not one machine")

    def _read_as(self, category: Category, why: str) -> Signature:
        spec = self.spec.model_copy(update={
            "category": category, "implicates_node": False, "on_master": None,
            "on_kubernetes": None, "description": f"{self.spec.description} ({why})"})
        return Signature(spec, self.regex, self.keywords, self.source, self.order)

    def applies_to(self, stream: str) -> bool:
        if self.spec.streams == ["*"]:
            return True
        return any(fnmatch.fnmatchcase(stream, glob) for glob in self.spec.streams)


@dataclass
class Catalog:
    """All loaded signatures, in load order, plus the prefilter derived from their keywords."""

    signatures: list[Signature] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    cache: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    def by_id(self, signature_id: str) -> Signature | None:
        return next((s for s in self.signatures if s.id == signature_id), None)

    def for_stream(self, stream: str) -> list[Signature]:
        """Signatures that apply to one stream, best first (priority, then load order)."""
        return self.for_class(self.stream_class(stream))

    def stream_class(self, stream: str) -> frozenset[str]:
        """The catalog's stream globs that `stream` matches: streams of one class (the 16,384
        `rank-N` logs of a big job) share their signatures and matcher, computed once."""
        globs = self.cache.get("globs")
        if globs is None:
            globs = self.cache["globs"] = sorted({g for s in self.signatures
                                                  for g in s.spec.streams})
            # globs of literals without digits and `*` only match a name as they match it
            # with each run of digits cut to one: `rank-16383` is in the class of `rank-0`
            self.cache["by_shape"] = {} if not any(_DIGIT_SENSITIVE.search(g)
                                                   for g in globs) else None
        by_shape: dict[str, frozenset[str]] | None = self.cache["by_shape"]
        if by_shape is None:
            return frozenset(g for g in globs if fnmatch.fnmatchcase(stream, g))
        shape = _DIGITS.sub("0", stream)
        found = by_shape.get(shape)
        if found is None:
            found = frozenset(g for g in globs if fnmatch.fnmatchcase(shape, g))
            if len(by_shape) < MAX_STREAM_SHAPES:
                by_shape[shape] = found
        return found

    def for_class(self, globs: frozenset[str]) -> list[Signature]:
        """Signatures of the streams matching exactly `globs` (stream_class), best first."""
        key = ("for_class", globs)
        if key not in self.cache:
            applicable = [s for s in self.signatures if globs.intersection(s.spec.streams)]
            self.cache[key] = sorted(applicable, key=lambda s: (-s.spec.priority, s.order))
        signatures: list[Signature] = self.cache[key]
        return signatures

    @staticmethod
    def triggers_for(signatures: list[Signature]) -> tuple[bytes, ...]:
        """Fewest byte strings such that every keyword of `signatures` contains one: a line
        holding none of them cannot match, so the scanner never looks at it."""
        chosen: list[str] = []
        for kw in sorted({k for s in signatures for k in s.keywords}, key=len):
            if not any(c in kw for c in chosen):
                chosen.append(kw)
        return tuple(c.encode() for c in _merge_triggers(chosen, MAX_TRIGGERS))


def _merge_triggers(chosen: list[str], limit: int) -> list[str]:
    """At most `limit` triggers that still cover every keyword: while there are too many, the
    longest substring (MIN_TRIGGER_LEN+ characters) shared by two or more replaces them, and
    shorter ones only if that is not enough. Only the fallback scanner (no ahocorasick_rs
    wheel) looks for these: a growing catalog costs it more candidate lines (each still
    checked against its keywords and regex), never more than `limit` finds per block; the
    automaton scans for the keywords themselves (bundle/matcher.py)."""
    return list(_merged(tuple(sorted(set(chosen))), limit))


@functools.lru_cache(maxsize=64)
def _merged(chosen: tuple[str, ...], limit: int) -> tuple[str, ...]:
    alive = set(chosen)
    # longest shared first; under MIN_TRIGGER_LEN only when the longer ones were not enough
    for length in range(MAX_MERGED_LEN, 0, -1):
        if len(alive) <= limit:
            break
        holders: dict[str, set[str]] = {}
        for trig in alive:
            for i in range(len(trig) - length + 1):
                sub = trig[i:i + length]
                if sub.strip() == sub:
                    holders.setdefault(sub, set()).add(trig)
        while len(alive) > limit:
            best = max(holders, key=lambda s: (len(holders[s] & alive), s), default=None)
            if best is None or len(holders[best] & alive) < 2:
                break
            alive = (alive - holders[best]) | {best}
    # a trigger holding another one is redundant
    return tuple(sorted(t for t in alive if not any(o != t and o in t for o in alive)))


def default_signature_dir() -> Path:
    """`$TRAINWARDEN_PLAYBOOK_DIR/signatures`, else the packaged catalogs."""
    return playbook_dir() / "signatures"


_LOADED: dict[tuple[tuple[str, int, int], ...], Catalog] = {}


def load_catalogs(paths: Sequence[str | Path] | None = None) -> Catalog:
    """Load catalog files (or directories of *.yaml); None loads every shipped catalog.

    Compiled catalogs are cached by file path, size and mtime, so a worker that attributes
    many incidents compiles each catalog once; an edited file is reloaded.
    """
    if paths is None:
        paths = [default_signature_dir()]
    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            files.extend(sorted([*p.glob("*.yaml"), *p.glob("*.yml")]))
        elif p.is_file():
            files.append(p)
        elif p.exists():  # a FIFO, device or socket: say what it is, never open it
            why = path_problem(str(p), "file", must_exist=True) or "not a regular file"
            raise CatalogError(p, None, None, f"not a catalog file or directory: {why}")
        else:
            raise CatalogError(p, None, None, "no such catalog file or directory")
    try:
        key = tuple((str(f.resolve()), f.stat().st_mtime_ns, f.stat().st_size) for f in files)
    except OSError as exc:
        raise CatalogError(exc.filename or "?", None, None, f"cannot read: {exc}") from exc
    if key not in _LOADED:
        _LOADED[key] = _compile(files)
    return _LOADED[key]


def _compile(files: list[Path]) -> Catalog:
    catalog = Catalog()
    seen: dict[str, str] = {}
    for path in files:
        for sig in _load_file(path, start_order=len(catalog.signatures)):
            if sig.id in seen:
                raise CatalogError(
                    path, _line_of(sig), "id", f"duplicate signature id {sig.id!r} "
                    f"(first defined in {seen[sig.id]})"
                )
            seen[sig.id] = sig.source
            catalog.signatures.append(sig)
        catalog.sources.append(str(path))
    return catalog


def _line_of(sig: Signature) -> int | None:
    _, _, line = sig.source.rpartition(":")
    return int(line) if line.isdigit() else None


def _load_file(path: Path, start_order: int) -> list[Signature]:
    try:
        text = read_regular_file(path, MAX_CATALOG_BYTES).decode("utf-8")
        data = safe_load_yaml(text)  # nesting and aliases bounded
        root = yaml.compose(text, Loader=safe_loader())
    except (OSError, UnicodeDecodeError) as exc:
        raise CatalogError(path, None, None, f"cannot read: {exc}") from exc
    except DataError as exc:
        raise CatalogError(path, None, None, str(exc)) from exc
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise CatalogError(
            path, mark.line + 1 if mark else None, None, f"invalid YAML: {exc}".splitlines()[0]
        ) from exc
    if not isinstance(data, dict) or not isinstance(data.get("signatures"), list):
        raise CatalogError(path, 1, "signatures", "a catalog is a mapping with a list 'signatures'")
    entry_nodes = _signature_nodes(root)
    out: list[Signature] = []
    for index, raw in enumerate(data["signatures"]):
        node = entry_nodes[index] if index < len(entry_nodes) else None
        entry_line = node.start_mark.line + 1 if node is not None else None
        if not isinstance(raw, dict):
            raise CatalogError(path, entry_line, None, "each signature is a mapping")
        try:
            spec = SignatureSpec.model_validate(raw)
        except ValidationError as exc:
            err = exc.errors()[0]
            field_name = str(err["loc"][0]) if err["loc"] else None
            line = _field_line(node, field_name) or entry_line
            raise CatalogError(path, line, field_name, err["msg"]) from exc
        keywords = tuple(k.lower() for k in spec.keywords) if spec.keywords else None
        if keywords is None:
            keywords = derive_keywords(spec.pattern)
            if not keywords:
                raise CatalogError(
                    path, _field_line(node, "pattern") or entry_line, "pattern",
                    "no literal text of 3+ characters to prefilter on; add 'keywords'",
                )
        out.append(
            Signature(
                spec=spec,
                regex=linear_re.compile(spec.pattern),
                keywords=keywords,
                source=f"{path}:{entry_line}",
                order=start_order + index,
            )
        )
    return out


def _signature_nodes(root: Any) -> list[Any]:
    if not isinstance(root, yaml.MappingNode):
        return []
    for key, value in root.value:
        if key.value == "signatures" and isinstance(value, yaml.SequenceNode):
            return list(value.value)
    return []


def _field_line(node: Any, field_name: str | None) -> int | None:
    if not isinstance(node, yaml.MappingNode) or field_name is None:
        return None
    for key, _ in node.value:
        if key.value == field_name:
            line: int = key.start_mark.line
            return line + 1
    return None


def derive_keywords(pattern: str) -> tuple[str, ...]:
    """Literal lowercase substrings, one of which every match of `pattern` contains.

    Uses the stdlib regex parser: the longest literal run of the pattern's top-level sequence,
    or one run per branch when the pattern is an alternation. Empty when nothing is certain.
    """
    try:
        parsed = sre_parse.parse(pattern)
    except re.error:
        return ()
    found = _keywords_of_sequence(list(parsed))
    return tuple(sorted(set(found))) if found else ()


def _keywords_of_sequence(items: list[Any]) -> list[str] | None:
    runs: list[str] = []
    current: list[str] = []
    alternatives: list[list[str]] = []
    for op, av in items:
        name = str(op)
        if name == "LITERAL":
            current.append(chr(av).lower())
            continue
        if name == "AT":  # zero-width (\b, ^, $): literals either side are still adjacent
            continue
        if current:
            runs.append("".join(current))
            current = []
        if name == "SUBPATTERN":
            inner = _keywords_of_sequence(list(av[-1]))
            if inner:
                alternatives.append(inner)
        elif name == "BRANCH":
            branch_words = [_keywords_of_sequence(list(b)) for b in av[1]]
            if all(branch_words):
                alternatives.append([w for ws in branch_words for w in ws or []])
        elif name == "MAX_REPEAT" or name == "MIN_REPEAT":
            low, _high, sub = av
            if low >= 1:
                inner = _keywords_of_sequence(list(sub))
                if inner:
                    alternatives.append(inner)
    if current:
        runs.append("".join(current))
    candidates: list[list[str]] = [[r] for r in runs if len(r) >= MIN_KEYWORD_LEN]
    candidates += [a for a in alternatives if all(len(w) >= MIN_KEYWORD_LEN for w in a)]
    if not candidates:
        return None
    # the most selective choice: fewest alternatives, then the longest shortest word
    return min(candidates, key=lambda ws: (len(ws), -min(len(w) for w in ws)))


def ignores_digit_values(pattern: str) -> bool:
    r"""True when `pattern` cannot tell one ASCII digit from another: it holds no digit as a
    literal and each of its classes takes all ten digits or none (`\d`, `[0-9a-f]`, `.`,
    `\w`, `\s`). Such a pattern matches a line, with the same group spans, exactly as it
    matches the line with any of its digits changed. False whenever unsure (syntax the
    stdlib parser reads otherwise than RE2, look-around, back-references)."""
    if any(mark in pattern for mark in _NOT_PYTHON_SYNTAX):
        return False
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "possible nested set" and the like
            parsed = sre_parse.parse(pattern)
    except (re.error, RecursionError, OverflowError):
        return False
    return _blind(list(parsed))


def _blind(items: list[Any]) -> bool:
    for op, av in items:
        name = str(op)
        if name in ("LITERAL", "NOT_LITERAL"):
            if av in _DIGIT_CODES:
                return False
        elif name == "IN":
            if _class_digits(av) not in (0, 10):
                return False
        elif name in ("MAX_REPEAT", "MIN_REPEAT"):
            if not _blind(list(av[2])):
                return False
        elif name == "SUBPATTERN":
            if not _blind(list(av[-1])):
                return False
        elif name == "BRANCH":
            if not all(_blind(list(branch)) for branch in av[1]):
                return False
        elif name not in ("ANY", "AT"):  # \\b: every digit is a word character
            return False
    return True


_ALL_DIGITS = frozenset({"CATEGORY_DIGIT", "CATEGORY_WORD", "CATEGORY_NOT_SPACE",
                         "CATEGORY_UNI_DIGIT", "CATEGORY_UNI_WORD", "CATEGORY_UNI_NOT_SPACE"})
_NO_DIGIT = frozenset({"CATEGORY_NOT_DIGIT", "CATEGORY_NOT_WORD", "CATEGORY_SPACE",
                       "CATEGORY_UNI_NOT_DIGIT", "CATEGORY_UNI_NOT_WORD", "CATEGORY_UNI_SPACE"})


def _class_digits(items: list[Any]) -> int:
    """How many of the ten ASCII digits a character class takes (-1: unsure)."""
    taken: set[int] = set()
    negate = False
    for op, av in items:
        name = str(op)
        if name == "NEGATE":
            negate = True
        elif name == "LITERAL":
            taken |= {av} & _DIGIT_CODES
        elif name == "RANGE":
            taken |= set(range(av[0], av[1] + 1)) & _DIGIT_CODES
        elif name == "CATEGORY" and str(av) in _ALL_DIGITS:
            taken |= _DIGIT_CODES
        elif not (name == "CATEGORY" and str(av) in _NO_DIGIT):
            return -1
    return 10 - len(taken) if negate else len(taken)
