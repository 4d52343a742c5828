"""`warden checkpoint verify`: exit status 0 usable / 1 none usable / 2 usage or store error."""

from __future__ import annotations

import argparse
import json

from trainwarden.activities.checkpoint_cli import register_cli
from trainwarden.checkpoints import CheckpointVerdict, write_manifest_checkpoint


def warden(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="warden")
    register_cli(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(list(argv))
    return args.func(args)


def test_usable_checkpoint_exits_0_and_names_rejections(fs_store, delete, capsys):
    write_manifest_checkpoint(fs_store, 10, {"r0.pt": b"a"})
    write_manifest_checkpoint(fs_store, 20, {"r0.pt": b"b"})
    delete(fs_store, "step_00000020/r0.pt")
    assert warden("checkpoint", "verify", fs_store.uri, "--layout", "manifest") == 0
    out = capsys.readouterr().out
    assert "usable: step 10" in out and fs_store.location("step_00000010") in out
    assert "step 20: shard r0.pt missing" in out


def test_json_output_is_the_verdict(s3_store, moto_server, capsys):
    write_manifest_checkpoint(s3_store, 5, {"r0.pt": b"a"})
    code = warden(
        "checkpoint",
        "verify",
        s3_store.uri,
        "--layout",
        "manifest",
        "--checksums",
        "--json",
        "--endpoint-url",
        moto_server.url,
    )
    verdict = CheckpointVerdict.model_validate_json(capsys.readouterr().out)
    assert code == 0 and verdict.step == 5 and verdict.level == "checksums"


def test_no_usable_checkpoint_exits_1(fs_store, capsys):
    assert warden("checkpoint", "verify", fs_store.uri, "--layout", "dcp") == 1
    assert "no checkpoints" in capsys.readouterr().out
    fs_store.write_bytes("step_3/__0_0.distcp", b"x")
    assert warden("checkpoint", "verify", fs_store.uri, "--layout", "dcp", "--json") == 1
    assert json.loads(capsys.readouterr().out)["rejected"][0]["step"] == 3


def test_store_errors_exit_2_with_one_line(moto_server, tmp_path, capsys):
    cases = [
        ("s3://no-such-bucket-cli/x", ["--endpoint-url", moto_server.url], "not_found"),
        (str(tmp_path / "missing"), [], "not_found"),
        ("gs://bucket/x", [], "invalid_uri"),
    ]
    for uri, extra, kind in cases:
        assert warden("checkpoint", "verify", uri, "--layout", "manifest", *extra) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert captured.err.count("\n") == 1 and kind in captured.err


def test_unknown_layout_exits_2(fs_store, capsys):
    assert warden("checkpoint", "verify", fs_store.uri, "--layout", "nope") == 2
    assert "unknown checkpoint layout 'nope'" in capsys.readouterr().err


def test_custom_layout_from_file(fs_store, tmp_path, capsys):
    layouts = tmp_path / "layouts.yaml"
    layouts.write_text(
        "layouts:\n  - {name: marker, step_dir_regex: 'save-(\\d+)', marker: DONE}\n"
    )
    fs_store.write_bytes("save-4/DONE", b"")
    assert (
        warden(
            "checkpoint",
            "verify",
            fs_store.uri,
            "--layout",
            "marker",
            "--layouts-file",
            str(layouts),
        )
        == 0
    )
    assert "usable: step 4" in capsys.readouterr().out
    layouts.write_text("- {name: dcp, step_dir_regex: 'x', marker: m}\n")
    assert (
        warden(
            "checkpoint", "verify", fs_store.uri, "--layout", "dcp", "--layouts-file", str(layouts)
        )
        == 2
    )
    assert capsys.readouterr().err.count("\n") == 1


def test_without_a_layout_each_directory_is_verified_as_its_content_shows(
    fs_store, write_dcp, capsys
):
    write_dcp(fs_store, "iter_0000005")
    write_dcp(fs_store, "iter_0000010", metadata=False)
    assert warden("checkpoint", "verify", fs_store.uri) == 0
    out = capsys.readouterr().out
    assert f"usable: step 5 at {fs_store.location('iter_0000005')} (dcp, presence)" in out
    assert "step 10: .metadata missing (save not finished)" in out
    assert "auto: dcp in 2 directories (newest iter_0000010)" in out


def test_a_layout_that_finds_nothing_names_the_one_that_is_there(fs_store, write_dcp, capsys):
    write_dcp(fs_store, "iter_0000005")
    assert warden("checkpoint", "verify", fs_store.uri, "--layout", "manifest") == 1
    out = capsys.readouterr().out
    assert "no checkpoints of layout manifest" in out
    assert (
        f"1 dcp checkpoint directory there (newest {fs_store.location('iter_0000005')}): "
        "run with --layout dcp (or auto)"
    ) in out


def test_max_step_option(fs_store, capsys):
    for step in (10, 20):
        write_manifest_checkpoint(fs_store, step, {"r0.pt": b"a"})
    code = warden("checkpoint", "verify", fs_store.uri, "--layout", "manifest", "--max-step", "15")
    assert code == 0 and "usable: step 10" in capsys.readouterr().out
