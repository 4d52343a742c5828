"""The supervising workflow, as a package: `workflow` (the class: handlers, run loop,
continue-as-new), `steps` (the step runner), `incidents`, `watch`, `operator`, `core` (state and
shared operations), `inputs` (decoding client input), `options` (activity timeouts and retries).
Recovery policy itself lives in `trainwarden.policy`."""

from trainwarden.workflows.supervise.workflow import SuperviseTrainingJob

__all__ = ["SuperviseTrainingJob"]
