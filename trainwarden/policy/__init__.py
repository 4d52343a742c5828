"""Recovery policy as pure functions: what the supervising workflow decides, without I/O.

The workflow orchestrates (activities, timers, signals); every limit, budget, backoff and piece
of prose it acts on is computed here from pydantic models, so it can be unit-tested without a
Temporal server and read in one place.
"""

from trainwarden.policy.badcheckpoint import (
    MAX_BAD_CHECKPOINTS,
    BadCheckpoint,
    StartedFrom,
    bad_checkpoint,
    bad_checkpoint_note,
    program_seen,
    progress_visible,
    remember_bad,
)
from trainwarden.policy.checkpoint import (
    VerifyRequest,
    checkpoint_location,
    no_checkpoint_location,
    no_checkpoint_reason,
    verify_request,
    verify_summary,
)
from trainwarden.policy.context import JobContext
from trainwarden.policy.decide import Decision, decide, decision_of, differences, plan_incident
from trainwarden.policy.early import EarlyVerifyDecision, early_verify
from trainwarden.policy.exclusion import (
    ExclusionPlan,
    LedgerOutcome,
    after_ledger,
    exclusion_limit,
    plan_exclusion,
)
from trainwarden.policy.plan import (
    ExcludeDecision,
    HandOverDecision,
    Interpreter,
    NotifyDecision,
    Plan,
    ReportDecision,
    RestartDecision,
    SkipDecision,
    StepDecision,
    StopDecision,
    VerifyDecision,
    Walk,
)
from trainwarden.policy.recovery import (
    DEFAULT_RESUME_STEPS,
    deadline_reason,
    default_resume_steps,
    incident_summary,
    recommendation,
    resume_steps,
)
from trainwarden.policy.restart import RestartPlan, plan_restart, restart_summary

__all__ = [
    "MAX_BAD_CHECKPOINTS",
    "BadCheckpoint",
    "StartedFrom",
    "bad_checkpoint",
    "bad_checkpoint_note",
    "program_seen",
    "progress_visible",
    "remember_bad",
    "Decision",
    "JobContext",
    "decide",
    "differences",
    "plan_incident",
    "decision_of",
    "EarlyVerifyDecision",
    "early_verify",
    "ExcludeDecision",
    "HandOverDecision",
    "Interpreter",
    "LedgerOutcome",
    "NotifyDecision",
    "Plan",
    "ReportDecision",
    "RestartDecision",
    "SkipDecision",
    "StepDecision",
    "StopDecision",
    "VerifyDecision",
    "Walk",
    "after_ledger",
    "DEFAULT_RESUME_STEPS",
    "ExclusionPlan",
    "RestartPlan",
    "VerifyRequest",
    "checkpoint_location",
    "deadline_reason",
    "default_resume_steps",
    "exclusion_limit",
    "incident_summary",
    "no_checkpoint_location",
    "no_checkpoint_reason",
    "plan_exclusion",
    "plan_restart",
    "recommendation",
    "restart_summary",
    "resume_steps",
    "verify_request",
    "verify_summary",
]
