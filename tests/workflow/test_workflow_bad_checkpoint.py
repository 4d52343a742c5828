"""A run that dies before its first step marks the checkpoint it was given bad for the job:
the next verification skips it and the restart uses the older one (real workflow, fake world)."""

from __future__ import annotations

from wf_fakes import attribution
from wf_harness import Harness


async def test_run_dying_before_first_step_falls_back_to_the_older_checkpoint(
    harness: Harness,
) -> None:
    world = harness.world
    world.checkpoints = [10, 20, 30]
    world.events = ["failed", "failed"]  # run 2 dies before any "resumed" (its first step)
    # run 2's death is put down to the program (a load's traceback): the default playbook
    # stops on that, except when the run died loading its checkpoint
    world.attributions = [
        attribution(category="hang", nodes=()),
        attribution(category="user_code", nodes=()),
    ]
    handle = await harness.start()
    status = await harness.wait(
        handle, lambda s: len(s.incidents) == 2 and s.handle is not None and s.handle.run == 3,
        "restarted twice",
    )
    restarts = world.called("restart_job")
    assert [r.checkpoint.step for r in restarts] == [30, 20]
    verifies = world.called("verify_checkpoint")
    assert verifies[0].skip == []
    location = f"{verifies[0].uri}/step-30"
    later = verifies[1:]
    assert later and all([(s.step, s.location) for s in v.skip] == [(30, location)] for v in later)
    assert later[-1].skip[0].reason == "failed to load in run 2"
    first, second = status.incidents
    assert first.bad_checkpoint is None
    bad = second.bad_checkpoint
    assert bad is not None and (bad.step, bad.location, bad.run) == (30, location, 2)
    assert second.checkpoint is not None and second.checkpoint.step == 20
    assert second.decision is not None and second.decision.rule == "checkpoint-failed-to-load"
    assert second.context is not None and second.context.checkpoint_failed_to_load
    assert [r.reason for r in second.checkpoint.rejected] == ["step 30: failed to load in run 2"]


async def test_run_that_reached_its_first_step_keeps_its_checkpoint(harness: Harness) -> None:
    world = harness.world
    world.checkpoints = [10, 20, 30]
    world.events = ["failed", "resumed", "failed"]  # run 2 resumed, then failed
    world.attributions = [attribution(category="hang", nodes=())]
    handle = await harness.start()
    status = await harness.wait(
        handle, lambda s: len(s.incidents) == 2 and s.handle is not None and s.handle.run == 3,
        "restarted twice",
    )
    assert [r.checkpoint.step for r in world.called("restart_job")] == [30, 30]
    assert all(v.skip == [] for v in world.called("verify_checkpoint"))
    assert status.incidents[1].bad_checkpoint is None
