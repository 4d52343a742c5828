"""Which Slurm releases the tests run against, and what a missing one says (no cluster)."""

from __future__ import annotations

from pathlib import Path

import pytest
from slurm_helpers import localslurm
from slurm_releases import chosen_releases, release_id

pytestmark = pytest.mark.slurm


def test_installed_releases_are_each_series_once_oldest_first() -> None:
    found = localslurm.installed_releases()
    series = [r.series for r in found]
    assert series == sorted(set(series), key=lambda s: tuple(int(x) for x in s.split(".")))
    for install in found:  # each one really runs: its daemon says its version
        assert localslurm.release_of(install.prefix) == install
        assert not localslurm.missing_binaries(install)
    assert chosen_releases("installed") == found


def test_a_release_that_is_not_installed_is_an_error_naming_the_fix(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no Slurm release 99.99 on this host.*make system"):
        chosen_releases("99.99")
    with pytest.raises(ValueError, match=str(tmp_path)):
        chosen_releases(str(tmp_path))  # a prefix with no Slurm in it
    with pytest.raises(RuntimeError) as missing:
        localslurm.require_installed(None)
    assert str(missing.value).count("\n") == 0 and "run `make system`" in str(missing.value)
    assert release_id(None) == "slurm-missing"
