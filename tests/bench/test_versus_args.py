"""bench/versus.py's options for a peer launcher and trainwarden's playbook parameters: what the
outputs call the compared launcher, and which parameters trainwarden runs with."""

from __future__ import annotations

import pytest
from helpers_bench import bench_module

versus = bench_module("versus")


def parsed(monkeypatch: pytest.MonkeyPatch, *argv: str) -> object:
    """main()'s parsed arguments, without running the bench."""
    seen: list[object] = []

    async def fake_amain(args: object) -> int:
        seen.append(args)
        return 0

    monkeypatch.setattr(versus, "amain", fake_amain)
    assert versus.main(list(argv)) == 0
    return seen[0]


def test_torchrun_unless_a_peer_command_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    assert versus.peer_name(parsed(monkeypatch)) == "torchrun"
    peer = parsed(monkeypatch, "--peer-command", "ft_launcher {script} {args}")
    assert versus.peer_name(peer) == "peer"
    named = parsed(
        monkeypatch, "--peer-command", "ft_launcher {script}", "--peer-name", "ft_launcher"
    )
    assert versus.peer_name(named) == "ft_launcher"


def test_warden_params_add_to_the_dcp_layout(monkeypatch: pytest.MonkeyPatch) -> None:
    assert versus.warden_params(parsed(monkeypatch)) == {"checkpoint_layout": "dcp"}
    args = parsed(monkeypatch, "--warden-param", "hang_threshold=10s", "--warden-param", "a=b=c")
    assert versus.warden_params(args) == {
        "checkpoint_layout": "dcp",
        "hang_threshold": "10s",
        "a": "b=c",
    }


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--peer-name", "ft_launcher"], "give both"),
        (["--peer-command", "x {script}", "--peer-name", "trainwarden"], "other side"),
        (["--warden-param", "hang_threshold"], "KEY=VALUE"),
    ],
)
def test_bad_options_are_refused_before_any_run(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str], says: str
) -> None:
    monkeypatch.setattr(versus, "amain", lambda args: pytest.fail("the bench ran"))
    with pytest.raises(SystemExit) as exit_:
        versus.main(argv)
    assert exit_.value.code == 2
    assert says in capsys.readouterr().err
