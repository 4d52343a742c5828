"""Incidents as test cases: a case is an exported incident (its evidence bundle, the job context
the workflow had, what it decided) that `warden playbook test` and `diff` run a playbook on."""
