"""An incident's clocks: when a fault happened (its first sign), the milestones' durations, the
measured parts of an interruption's floor, and durations as playbooks write them.

Named so that nothing inside the package shadows the standard library's `time`."""
