"""Configured "marker written last" layouts, and layout selection."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from trainwarden.checkpoints import (
    CustomLayout,
    LayoutSpec,
    UnknownLayoutError,
    verify_checkpoints,
)

LIGHTNING = CustomLayout(
    name="lightning", step_dir_regex=r"ckpts/epoch=\d+-step=(?P<step>\d+)", marker="DONE"
)


def write(store, directory: str, marker: bool = True) -> None:
    store.write_bytes(f"{directory}/model.ckpt", b"weights")
    store.write_bytes(f"{directory}/optim/state.bin", b"optim")
    if marker:
        store.write_bytes(f"{directory}/DONE", b"")  # empty markers are normal


def test_marker_layout_falls_back_past_unfinished_saves(store):
    write(store, "ckpts/epoch=0-step=100")
    write(store, "ckpts/epoch=1-step=200")
    write(store, "ckpts/epoch=2-step=300", marker=False)
    store.write_bytes("ckpts/last.txt", b"300")
    verdict = verify_checkpoints(store, "lightning", custom_layouts=[LIGHTNING])
    assert verdict.step == 200 and verdict.layout == "lightning" and verdict.candidates == 2 + 1
    assert verdict.location == store.location("ckpts/epoch=1-step=200")
    assert verdict.rejected[0].reason == "step 300: marker DONE missing (save not finished)"


def test_marker_layout_checksum_level_reads_every_file(store):
    write(store, "ckpts/epoch=0-step=100")
    verdict = verify_checkpoints(store, LayoutSpec(kind="custom", custom=LIGHTNING), checksums=True)
    assert verdict.step == 100 and verdict.bytes_read >= len(b"weights") + len(b"optim")


def test_first_unnamed_group_is_the_step(store):
    layout = CustomLayout(name="plain", step_dir_regex=r"save(\d+)", marker="ok")
    store.write_bytes("save7/ok", b"1")
    store.write_bytes("save9/data", b"1")
    verdict = verify_checkpoints(store, "plain", custom_layouts=[layout])
    assert verdict.step == 7 and verdict.rejected[0].step == 9


def test_layout_definitions_are_validated():
    with pytest.raises(ValidationError, match="clashes"):
        CustomLayout(name="dcp", step_dir_regex=r"s(\d+)", marker="m")
    with pytest.raises(ValidationError, match="group"):
        CustomLayout(name="x", step_dir_regex=r"step\d+", marker="m")
    with pytest.raises(ValidationError, match="not a valid regular expression"):
        CustomLayout(name="x", step_dir_regex=r"step(\d+", marker="m")
    with pytest.raises(ValidationError, match="inside the step directory"):
        CustomLayout(name="x", step_dir_regex=r"s(\d+)", marker="../m")


def test_unknown_layout_names_the_known_ones(fs_store):
    with pytest.raises(UnknownLayoutError, match="known: auto, manifest, dcp, megatron, lightning"):
        verify_checkpoints(fs_store, "tensorflow", custom_layouts=[LIGHTNING])


def test_playbook_layout_with_nested_marker_verifies(store):
    """The playbook's own model (the same class) drives verification, nested marker included."""
    from trainwarden.playbook.schema import CheckpointSettings

    settings = CheckpointSettings.model_validate(
        {
            "layout": "nested",
            "custom_layouts": [
                {"name": "nested", "step_dir_regex": r"s(?P<step>\d+)", "marker": "meta/OK"}
            ],
        }
    )
    store.write_bytes("s3/meta/OK", b"")
    store.write_bytes("s5/weights", b"w")
    verdict = verify_checkpoints(store, "nested", custom_layouts=settings.custom_layouts)
    assert verdict.step == 3 and verdict.rejected[0].reason == (
        "step 5: marker meta/OK missing (save not finished)"
    )


def test_auto_is_a_built_in_name_and_the_playbook_default(fs_store):
    from trainwarden.playbook.schema import CheckpointSettings

    with pytest.raises(ValidationError, match="clashes with a built-in layout"):
        CustomLayout(name="auto", step_dir_regex=r"s(\d+)", marker="m")
    assert CheckpointSettings().layout == "auto"
    assert CheckpointSettings(layout="dcp").layout == "dcp"
