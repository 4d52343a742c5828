"""Reporting tests use the shared fixtures of tests/conftest.py (tw_home, cluster, worker)."""
