"""The shipped playbooks load, lint clean, and params overrides behave."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainwarden.playbook import LoadedPlaybook, PlaybookError, lint_playbook, load_playbook
from trainwarden.playbook.loader import playbook_dir
from trainwarden.shipped import PLAYBOOK_DIR_ENV

REPO = Path(__file__).resolve().parents[2]
SHIPPED = ("default", "recommend-only")


def test_playbook_dir_is_the_repos_playbooks_dir() -> None:
    assert playbook_dir() == REPO / "playbooks"


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_playbook_loads(name: str) -> None:
    loaded = load_playbook(name)
    assert loaded.source_path == str(REPO / "playbooks" / f"{name}.yaml")
    assert loaded.playbook.name == name
    assert len(loaded.content_hash) == 64 and len(loaded.source_sha256) == 64
    expected = ["nvidia-xid", "nvidia-xid-catalog", "nvswitch", "cuda", "memory", "nccl", "rdma",
                "pytorch", "system", "storage", "slurm"]
    assert loaded.signature_catalogs == [
        str(REPO / "playbooks" / "signatures" / f"{c}.yaml") for c in expected
    ]
    assert all(Path(p).is_file() for p in loaded.signature_catalogs)


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_playbook_lints_clean(name: str) -> None:
    assert [str(p) for p in lint_playbook(name)] == []


@pytest.mark.parametrize(
    "example", sorted(p.name for p in (REPO / "playbooks" / "examples").glob("*.yaml"))
)
def test_example_playbooks_load_and_lint_clean(example: str) -> None:
    path = str(REPO / "playbooks" / "examples" / example)
    assert [str(p) for p in lint_playbook(path)] == []
    assert load_playbook(path).playbook.rules


def test_default_values_come_from_params() -> None:
    playbook = load_playbook("default").playbook
    assert playbook.policies.mode == "auto"
    assert playbook.detection.poll_interval == 2.0
    assert playbook.detection.hang_threshold == 120.0
    assert playbook.detection.heartbeat_timeout == 30.0
    assert playbook.policies.max_restarts == 3
    assert playbook.policies.restart_window == 3600.0
    assert playbook.policies.backoff.max == 300.0
    assert playbook.policies.max_excluded_fraction == 0.25
    assert playbook.attribution.evidence_window == 900.0
    assert playbook.rules[-1].match.is_catch_all
    assert [s.kind for s in playbook.rules[-1].steps] == ["wait_for_operator"]


def test_recommend_only_has_the_same_rules_in_recommend_mode() -> None:
    default = load_playbook("default").playbook
    recommend = load_playbook("recommend-only").playbook
    assert recommend.policies.mode == "recommend"
    assert recommend.rules == default.rules
    assert recommend.params == default.params
    assert recommend.detection == default.detection
    assert recommend.checkpoint == default.checkpoint
    assert recommend.progress == default.progress
    assert recommend.policies.model_copy(update={"mode": "auto"}) == default.policies


def test_overrides_change_values_and_the_hash() -> None:
    base = load_playbook("default")
    short = load_playbook(
        "default", {"hang_threshold": "5s", "poll_interval": 0.1, "max_restarts": 1}
    )
    assert short.playbook.detection.hang_threshold == 5.0
    assert short.playbook.detection.poll_interval == 0.1
    assert short.playbook.policies.max_restarts == 1
    assert short.params["hang_threshold"] == "5s"
    assert short.content_hash != base.content_hash
    assert short.source_sha256 == base.source_sha256
    again = load_playbook(
        "default", {"hang_threshold": "5s", "poll_interval": 0.1, "max_restarts": 1}
    )
    assert again.content_hash == short.content_hash


def test_override_to_the_default_value_keeps_the_hash() -> None:
    assert (
        load_playbook("default", {"max_restarts": 3}).content_hash
        == load_playbook("default").content_hash
    )


def test_unknown_override_is_an_error_naming_the_param() -> None:
    with pytest.raises(PlaybookError) as excinfo:
        load_playbook("default", {"max_restart": 5})
    (problem,) = excinfo.value.problems
    assert problem.field == "params.max_restart"
    assert "did you mean 'max_restarts'" in problem.message


def test_bad_override_value_is_reported_at_the_templated_field() -> None:
    with pytest.raises(PlaybookError) as excinfo:
        load_playbook("default", {"hang_threshold": "5 minutes"})
    (problem,) = excinfo.value.problems
    assert problem.field == "detection.hang_threshold"
    text = (REPO / "playbooks" / "default.yaml").read_text().splitlines()
    assert "hang_threshold:" in text[problem.line - 1]
    assert '"{{ hang_threshold }}"' in text[problem.line - 1]


@pytest.mark.parametrize("name", SHIPPED)
def test_rendered_yaml_loads_back_to_the_same_playbook(name: str, tmp_path: Path) -> None:
    loaded = load_playbook(name, {"max_restarts": 7})
    copy = tmp_path / "rendered.yaml"
    copy.write_text(loaded.rendered_yaml)
    reloaded = load_playbook(str(copy))
    assert reloaded.playbook == loaded.playbook
    assert reloaded.content_hash == loaded.content_hash


def test_loaded_playbook_survives_json_like_temporal_sends_it() -> None:
    loaded = load_playbook("default")
    for by_alias in (True, False):
        data = loaded.model_dump(mode="json", by_alias=by_alias)
        assert LoadedPlaybook.model_validate(data) == loaded
    assert LoadedPlaybook.model_validate_json(loaded.model_dump_json()) == loaded


def test_playbook_dir_can_be_overridden(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "signatures").mkdir()
    (tmp_path / "signatures" / "mine.yaml").write_text("catalog: mine\nsignatures: []\n")
    (tmp_path / "site.yaml").write_text(
        "apiVersion: trainwarden/v1\nkind: Playbook\nname: site\n"
        "detection: {signatures: [mine, ./local.yaml]}\n"
        "rules: [{name: all, steps: [wait_for_operator]}]\n"
    )
    (tmp_path / "local.yaml").write_text("catalog: local\nsignatures: []\n")
    monkeypatch.setenv(PLAYBOOK_DIR_ENV, str(tmp_path))
    loaded = load_playbook("site")
    assert loaded.source_path == str(tmp_path / "site.yaml")
    assert loaded.signature_catalogs == [
        str(tmp_path / "signatures" / "mine.yaml"),
        str(tmp_path / "local.yaml"),
    ]
    with pytest.raises(PlaybookError, match="cannot read playbook"):
        load_playbook("default")


def test_unknown_shipped_name_suggests_one() -> None:
    with pytest.raises(PlaybookError, match="did you mean 'default'"):
        load_playbook("defualt")
