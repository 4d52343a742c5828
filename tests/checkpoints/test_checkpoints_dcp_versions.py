"""The torch-free `.metadata` decoder and layout `auto` on DCP checkpoints written by more than
one torch release: 2.13.0 (the version the project installs) and 2.15.0 (the newest PyPI
served when they were written), committed under fixtures/ (see fixtures/README.md), plus
one written now by the installed torch."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from trainwarden.checkpoints import verify_checkpoints
from trainwarden.checkpoints.dcp_metadata import DcpMetadataError, decode_dcp_metadata
from trainwarden.checkpoints.store import CheckpointStore

FIXTURES = Path(__file__).parent / "fixtures"
TORCH_VERSIONS = ["2.13.0", "2.15.0"]


def fixture_root(version: str) -> Path:
    return FIXTURES / f"dcp_torch_{version}"


def upload_tree(store: CheckpointStore, root: Path) -> None:
    """Every checkpoint directory under `root`, each `.metadata` written after its shards."""
    for step_dir in sorted(p for p in root.iterdir() if p.is_dir()):
        for path in sorted(step_dir.iterdir(), key=lambda p: p.name == ".metadata"):
            store.write_bytes(f"{step_dir.name}/{path.name}", path.read_bytes())


@pytest.mark.parametrize("version", TORCH_VERSIONS)
def test_metadata_of_each_torch_release_decodes_to_the_shards_it_wrote(version: str) -> None:
    root = fixture_root(version)
    written_by = json.loads((root / "written_by.json").read_text())
    assert written_by["torch"].split("+")[0] == version  # the fixture is what it says it is
    step = root / "iter_0000010"
    spans = decode_dcp_metadata((step / ".metadata").read_bytes())
    # model (4 tensors), SGD momentum (4 tensors) and param groups, step tensor, extra note
    assert len(spans) == 20
    ends: dict[str, int] = {}
    for span in spans:
        ends[span.relative_path] = max(ends.get(span.relative_path, 0), span.offset + span.length)
    # the byte ranges cover exactly the two shard files torch wrote, end to end
    assert ends == {p.name: p.stat().st_size for p in step.glob("__*.distcp")}
    assert set(ends) == {"__0_0.distcp", "__1_0.distcp"}


@pytest.mark.parametrize("version", TORCH_VERSIONS)
def test_auto_restarts_from_the_complete_save_and_rejects_the_killed_one(
    version: str, store: CheckpointStore
) -> None:
    upload_tree(store, fixture_root(version))
    verdict = verify_checkpoints(store, "auto")
    assert verdict.usable and verdict.step == 10, verdict.checked
    assert verdict.location == store.location("iter_0000010")
    assert verdict.chosen_layout == "dcp"
    assert [r.reason for r in verdict.rejected] == [
        "step 15: .metadata missing (save not finished)"
    ]
    [found] = verdict.layouts_found
    assert (found.layout, found.count, found.directories) == (
        "dcp",
        2,
        ["iter_0000015", "iter_0000010"],
    )
    assert found.newest == store.location("iter_0000015")
    assert "auto: dcp in 2 directories (newest iter_0000015)" in verdict.checked


@pytest.mark.parametrize("version", TORCH_VERSIONS)
@pytest.mark.parametrize("cut", [0.5, 0.9])
def test_metadata_of_each_release_cut_short_is_refused(version: str, cut: float) -> None:
    data = (fixture_root(version) / "iter_0000010" / ".metadata").read_bytes()
    with pytest.raises(DcpMetadataError):
        decode_dcp_metadata(data[: int(len(data) * cut)])


@pytest.mark.parametrize("version", TORCH_VERSIONS)
def test_truncated_shard_of_each_release_falls_back_to_nothing_usable(
    version: str, fs_store: CheckpointStore
) -> None:
    upload_tree(fs_store, fixture_root(version))
    shard = fixture_root(version) / "iter_0000010" / "__1_0.distcp"
    fs_store.write_bytes("iter_0000010/__1_0.distcp", shard.read_bytes()[:4000])
    verdict = verify_checkpoints(fs_store, "auto")
    assert not verdict.usable
    assert verdict.rejected[-1].reason == (
        f"step 10: shard __1_0.distcp truncated: 4000 bytes, .metadata needs "
        f"{shard.stat().st_size}"
    )


def test_auto_on_checkpoints_the_installed_torch_writes_now(
    torch_dcp_steps: dict[int, Path], fs_store: CheckpointStore, upload_dir
) -> None:
    for step, source in torch_dcp_steps.items():
        upload_dir(fs_store, f"iter_{step:07d}", source)
    verdict = verify_checkpoints(fs_store, "auto")
    assert verdict.usable and verdict.step == 200 and verdict.chosen_layout == "dcp"
