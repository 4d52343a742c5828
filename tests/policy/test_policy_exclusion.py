"""The exclusion plan: confidence, already-excluded nodes, the fraction limit and its floor."""

from __future__ import annotations

from trainwarden.playbook.loader import load_playbook
from trainwarden.policy import exclusion_limit, plan_exclusion


def plan(**kw):
    args = dict(
        implicated=["node-2"],
        excluded={},
        confidence=0.95,
        min_confidence=0.7,
        job_nodes=8,
        max_fraction=0.25,
        min_nodes=1,
        step_max=None,
    )
    args.update(kw)
    return plan_exclusion(**args)


def test_excludes_the_implicated_node() -> None:
    p = plan()
    assert (p.action, p.nodes, p.limit) == ("exclude", ["node-2"], 2)


def test_low_confidence_skips_and_says_why() -> None:
    p = plan(confidence=0.5)
    assert p.action == "skip"
    assert "confidence 0.50 below 0.70" in p.reason


def test_already_excluded_nodes_are_not_excluded_twice() -> None:
    p = plan(implicated=["node-2"], excluded={"node-2": "i1"})
    assert p.action == "skip" and p.reason == "no machine implicated: nothing to exclude"


def test_refuses_beyond_the_limit_and_names_what_is_excluded() -> None:
    p = plan(implicated=["node-3"], excluded={"node-1": "i1", "node-2": "i2"})
    assert p.action == "refuse" and p.limit == 2 and p.nodes == ["node-3"]
    assert "exclusion limit of 2 node(s) (0.25 of 8)" in p.reason
    assert "already excluded: node-1, node-2" in p.reason


def test_small_job_may_exclude_one_node_thanks_to_the_floor() -> None:
    # README example: 3 nodes, 0.25 -> floor(0.75) = 0 without the floor
    unfloored = exclusion_limit(
        job_nodes=3, max_fraction=0.25, min_nodes=0, already=0, step_max=None
    )
    assert unfloored == 0
    p = plan(job_nodes=3)
    assert (p.action, p.limit) == ("exclude", 1)
    # ... but only one: a second bad node is refused
    second = plan(job_nodes=3, implicated=["node-3"], excluded={"node-2": "i1"})
    assert second.action == "refuse"


def test_floor_zero_keeps_the_old_limit() -> None:
    assert plan(job_nodes=3, min_nodes=0).action == "refuse"


def test_step_max_nodes_bounds_one_incident() -> None:
    p = plan(implicated=["node-2", "node-3"], step_max=1)
    assert p.action == "refuse" and p.limit == 1
    p = plan(implicated=["node-3"], excluded={"node-2": "i1"}, step_max=1)
    assert p.action == "exclude" and p.limit == 2


def test_default_playbook_documents_and_sets_the_floor() -> None:
    pb = load_playbook("default").playbook
    assert pb.policies.min_excludable_nodes == 1
    limit = exclusion_limit(
        job_nodes=3,
        max_fraction=pb.policies.max_excluded_fraction,
        min_nodes=pb.policies.min_excludable_nodes,
        already=0,
        step_max=None,
    )
    assert limit == 1
