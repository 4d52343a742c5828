"""Hostile input, round 2: a job's own output, templates and files it writes must not freeze
or exhaust a worker. Each pathological input class: refused or cut with a clear message, the
result still correct. Bounded time is asserted through the engine used and the text cut, never
by a clock (bench/hostile_lines.py measures the time)."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from trainwarden.activities.backends.slurm_wrapper import write_wrapper
from trainwarden.activities.checkpoint_stores import open_store
from trainwarden.attribution import load_catalogs
from trainwarden.attribution.bundle.matcher import matcher_for
from trainwarden.attribution.catalog import CatalogError
from trainwarden.attribution.engine import BundleError, attribute_bundle
from trainwarden.cases.case import CaseError, load_case
from trainwarden.checkpoints import verify_checkpoints, write_manifest_checkpoint
from trainwarden.checkpoints.manifest import MANIFEST_NAME, step_dir_name
from trainwarden.checkpoints.store import MAX_SMALL_OBJECT_BYTES, ObjectRefusedError
from trainwarden.playbook.lint import lint_playbook
from trainwarden.playbook.loader import PlaybookError, load_playbook
from trainwarden.playbook.templating import TemplateProblem, render_value
from trainwarden.progresslog.presets import _GENERIC, LineMatcher
from trainwarden.progresslog.settings import ProgressSettings
from trainwarden.untrusted import linear_re
from trainwarden.untrusted.bounded_data import DataError, loads_json, safe_load_yaml
from trainwarden.untrusted.safeio import UnsafeFileError, read_regular_file, record_lines

CUT = linear_re.MAX_MATCH_CHARS
TS = "2026-12-05T10:00:00Z"
XID = f"{TS} NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, GPU has fallen off the bus."


@pytest.fixture
def write_playbook(tmp_path: Path) -> Callable[[str], Path]:
    def write(text: str) -> Path:
        path = tmp_path / "playbook.yaml"
        path.write_text(text, encoding="utf-8")
        return path

    return write


WritePlaybook = Callable[[str], Path]


# -- 1. matching in bounded time ------------------------------------------------------------


def test_presets_and_catalogs_run_on_re2() -> None:
    assert isinstance(_GENERIC, linear_re.Regex)
    assert all(isinstance(s.regex, linear_re.Regex) for s in load_catalogs().signatures)
    assert type(_GENERIC._raw).__module__ == "re2._re2"  # the RE2 engine itself


def test_step_and_65000_spaces_is_no_step_and_later_text_is_cut() -> None:
    matcher = LineMatcher("generic")
    assert matcher.match("step" + " " * 65_000) is None
    assert matcher.match("step" + " " * 65_000 + "12") is None  # the 12 is past the cut
    assert matcher.match("step 12" + " " * 65_000).step == 12  # a step in the seen part counts
    assert LineMatcher().match(" " * (CUT + 10) + "iteration 5/10 |") is None


def test_user_pattern_sees_only_the_cut_line() -> None:
    matcher = LineMatcher(pattern=r"it=(?P<step>\d+)")
    assert matcher.match("x" * (CUT - 10) + "it=7").step == 7
    assert matcher.match("x" * CUT + "it=7") is None


def test_repeated_worknccl_line_does_not_match_and_real_line_still_does() -> None:
    matcher = matcher_for(load_catalogs(), "rank-0")
    hostile = "[Rank 0] " + "WorkNCCL(" * (12_000 // 9)
    assert matcher.best(hostile, hostile.lower()) is None
    real = (
        "[Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9, "
        "OpType=ALLREDUCE, Timeout(ms)=600000) ran for 600035 milliseconds before timing out."
    )
    sig, match = matcher.best(real + " " * 20_000, real.lower() + " " * 20_000)
    assert sig.id.startswith("nccl") and match.groupdict()["rank"] == "3"


def test_leading_dotstar_patterns_on_a_1mb_line_keep_the_verdict(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    logs = bundle / "logs" / "node-1"
    logs.mkdir(parents=True)
    (bundle / "job.json").write_text(json.dumps(
        {"job_id": "j", "scheduler": "local", "nodes": ["node-1", "node-2"],
         "ranks": {"0": "node-1", "1": "node-2"}}
    ))
    # keywords of `.*` signatures (gloo, store, mlx5_core, ProcessGroup) on a 1 MB line
    junk = "gloo store mlx5_core ProcessGroup TCPStore node_state=DOWN " * 17_500
    (logs / "kernel.log").write_text(f"{XID}\n")
    (logs / "rank-0.log").write_text(f"{TS} {junk}\n{TS} step 3\n")
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "gpu_hardware", "xid-79"
    )
    assert result.implicated_nodes == ["node-1"]


def test_shown_text_marks_the_cut() -> None:
    line = "x" * (CUT + 1)
    assert linear_re.shown(line).endswith(linear_re.CUT_MARK.format(CUT))
    assert linear_re.shown("short") == "short"


def test_catalog_pattern_re2_cannot_compile_names_file_line_and_field(tmp_path: Path) -> None:
    catalog = tmp_path / "extra.yaml"
    catalog.write_text(
        "signatures:\n  - id: ok\n    pattern: 'fine here'\n    category: network\n"
        "  - id: lookbehind\n    category: network\n    pattern: '(?<!un)reachable host'\n"
    )
    with pytest.raises(CatalogError) as err:
        load_catalogs([catalog])
    assert (err.value.file, err.value.line, err.value.field) == (str(catalog), 7, "pattern")
    assert "RE2" in str(err.value) and "look-around" in str(err.value)


def test_progress_pattern_re2_cannot_compile_is_refused() -> None:
    with pytest.raises(ValueError, match="not a valid RE2 regular expression"):
        ProgressSettings(pattern=r"(?<=it=)(?P<step>\d+)")
    # RE2 would take an out-of-range repeat as literal text: refused, as Python's re does
    with pytest.raises(ValueError, match="over RE2's limit of 1000"):
        ProgressSettings(pattern=r"x{99999999999}(?P<step>\d+)")


def test_lint_refuses_a_non_re2_progress_pattern(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        "apiVersion: trainwarden/v1\nkind: Playbook\nname: p\n"
        "progress:\n  pattern: '(?P<step>\\d+)(?=/)'\n"
        "rules:\n  - name: all\n    steps: [stop]\n"
    )
    problems = lint_playbook(str(path))
    assert any("progress.pattern" in p.field and "RE2" in p.message for p in problems)


# -- 2. every resource bounded --------------------------------------------------------------

NESTED = (
    "{% set s = 'a' * 900000 %}{% set a = [s, s, s, s, s, s, s, s, s, s] %}"
    "{% set b = [a, a, a, a, a, a, a, a, a, a] %}{% set c = [b, b, b, b, b, b, b, b, b, b] %}"
    "{{ [c, c, c, c, c, c, c, c, c, c] }}"
)


def test_nested_list_literals_are_refused_at_the_literal() -> None:
    with pytest.raises(TemplateProblem, match="list/dict literal .* over the limit"):
        render_value(NESTED, {})


def test_deep_macro_recursion_is_bounded_by_the_built_total() -> None:
    template = (
        "{% macro m(d, s) %}{{ m(d + 1, s ~ 'x') if d < 900 }}{% endmacro %}"
        "{{ m(0, 'a' * 900000) }}"
    )
    with pytest.raises(TemplateProblem, match="memory limit"):
        render_value(template, {})


def test_lint_and_loading_refuse_the_nested_list_template(write_playbook: WritePlaybook) -> None:
    path = write_playbook(
        "apiVersion: trainwarden/v1\nkind: Playbook\nname: p\n"
        f"description: \"{NESTED}\"\nrules:\n  - name: all\n    steps: [stop]\n"
    )
    (problem,) = [p for p in lint_playbook(str(path)) if p.severity == "error"]
    assert (problem.line, problem.field) == (4, "description")
    assert "list/dict literal" in problem.message
    with pytest.raises(PlaybookError, match="list/dict literal"):  # the worker's path
        load_playbook(str(path))


def test_case_file_that_is_dev_zero_is_refused(tmp_path: Path) -> None:
    (tmp_path / "case.yaml").symlink_to("/dev/zero")
    with pytest.raises(CaseError, match="character device"):
        load_case(tmp_path)


def test_case_file_that_is_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "case.yaml")
    errors: list[BaseException] = []
    worker = threading.Thread(target=lambda: _catch(errors, load_case, tmp_path), daemon=True)
    worker.start()
    worker.join(30)
    assert not worker.is_alive(), "load_case blocked on a FIFO"
    assert isinstance(errors[0], CaseError) and "FIFO" in str(errors[0])


def _catch(errors: list[BaseException], fn: Callable[..., object], *args: object) -> None:
    try:
        fn(*args)
    except BaseException as exc:
        errors.append(exc)


def test_sparse_10gb_manifest_is_refused_and_the_older_checkpoint_used(tmp_path: Path) -> None:
    store = open_store(f"file://{tmp_path}")
    for step in (10, 20):
        write_manifest_checkpoint(store, step, {"rank-0.pt": b"x" * 10})
    with open(tmp_path / step_dir_name(20) / MANIFEST_NAME, "r+b") as handle:
        handle.truncate(10 << 30)  # sparse: no disk used, 10 GB to read
    with pytest.raises(ObjectRefusedError, match="larger than the limit"):
        store.read_bytes(f"{step_dir_name(20)}/{MANIFEST_NAME}")
    verdict = verify_checkpoints(store, "manifest")
    assert verdict.step == 10
    assert f"{MANIFEST_NAME} refused" in verdict.rejected[0].reason
    assert str(MAX_SMALL_OBJECT_BYTES) in verdict.rejected[0].reason


def test_sparse_megatron_tracker_is_refused(tmp_path: Path) -> None:
    store = open_store(f"file://{tmp_path}")
    for rank in ("mp_rank_00", "mp_rank_01"):
        store.write_bytes(f"iter_0000100/{rank}/model_optim_rng.pt", b"weights")
    store.write_bytes("latest_checkpointed_iteration.txt", b"100")
    os.truncate(tmp_path / "latest_checkpointed_iteration.txt", 10 << 30)  # sparse
    verdict = verify_checkpoints(store, "megatron")
    assert verdict.step == 100
    assert any("refused" in line and "larger than the limit" in line for line in verdict.checked)


def test_size_cap_counts_bytes_read_not_stat(tmp_path: Path) -> None:
    sparse = tmp_path / "sparse"
    sparse.touch()
    os.truncate(sparse, 1 << 40)
    with pytest.raises(UnsafeFileError, match="larger than the limit of 1000 bytes"):
        read_regular_file(sparse, 1000)
    for device in ("/dev/zero", "/dev/null"):
        with pytest.raises(UnsafeFileError, match="character device"):
            read_regular_file(device, 1000)


def test_jsonl_records_never_hold_a_huge_line(tmp_path: Path) -> None:
    path = tmp_path / "scheduler.jsonl"
    with open(path, "wb") as handle:
        handle.write(b'{"a": 1}\n')
        handle.truncate(1 << 34)  # 16 GB of zeros, one line (and nothing worth reading after)
    lines = list(record_lines(path, max_line_bytes=1 << 20))
    assert lines == [(1, b'{"a": 1}\n'), (2, None)]


def test_batch_script_that_is_a_device_is_refused(tmp_path: Path) -> None:
    with pytest.raises(UnsafeFileError, match="character device"):
        write_wrapper(Path("/dev/zero"), tmp_path / "scripts", "key")


def test_deep_json_and_yaml_are_clear_errors() -> None:
    for text in ("[" * 100_000 + "]" * 100_000, "[" * 65 + "]" * 65):
        with pytest.raises(DataError, match="nested deeper than 64"):
            loads_json(text)
    assert loads_json("[" * 64 + "]" * 64) is not None
    with pytest.raises(DataError, match="nested deeper than 64"):
        safe_load_yaml("a: " + "[" * 100_000)
    laughs = "a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n" + "".join(
        f"{n}: &{n} [{', '.join([f'*{p}'] * 10)}]\n" for p, n in zip("abcde", "bcdef", strict=True)
    )
    with pytest.raises(DataError, match="over 100000 nodes"):
        safe_load_yaml(laughs)


def test_deep_job_json_names_the_file(tmp_path: Path) -> None:
    (tmp_path / "job.json").write_text('{"job_id": ' + "[" * 5000 + "]" * 5000 + "}")
    with pytest.raises(BundleError, match=r"job\.json.*nested deeper"):
        attribute_bundle(tmp_path)


def test_job_json_that_is_a_fifo_is_refused(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "job.json")
    errors: list[BaseException] = []
    worker = threading.Thread(target=lambda: _catch(errors, attribute_bundle, tmp_path),
                              daemon=True)
    worker.start()
    worker.join(30)
    assert not worker.is_alive(), "attribution blocked on a FIFO job.json"
    assert isinstance(errors[0], BundleError)


def test_deep_case_yaml_is_a_case_error(tmp_path: Path) -> None:
    (tmp_path / "case.yaml").write_text("detected_at: " + "[" * 5000 + "\n")
    with pytest.raises(CaseError, match="nested deeper"):
        load_case(tmp_path)


