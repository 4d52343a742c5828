"""A C++ program aborting on an uncaught std::logic_error (playbooks/signatures/cpp-runtime.yaml):
the standard calls that family the program's own faulty logic, so it is `user_code`; other
exception types carry any cause and are not read by this entry."""

from __future__ import annotations

import pytest

from trainwarden.attribution import Catalog
from trainwarden.attribution.bundle.matcher import matcher_for


def _best(catalog: Catalog, text: str) -> tuple[str, str] | None:
    found = matcher_for(catalog, "rank-0").best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


@pytest.mark.parametrize("line", [
    # https://github.com/JDAI-CV/DNNLibrary/issues/79
    "terminate called after throwing an instance of 'std::out_of_range'",
    # https://github.com/mahulchak/svmu/issues/7
    "terminate called after throwing an instance of 'std::invalid_argument'",
])
def test_an_uncaught_logic_error_is_the_programs_own(catalog: Catalog, line: str) -> None:
    assert _best(catalog, line) == ("cpp-uncaught-logic-error", "user_code")


@pytest.mark.parametrize("line", [
    # a runtime error carries any cause (a collective's timeout, a device's failure)
    "terminate called after throwing an instance of 'std::runtime_error'",
    "terminate called after throwing an instance of 'c10::DistBackendError'",
])
def test_other_uncaught_types_are_not_this_entrys(catalog: Catalog, line: str) -> None:
    found = _best(catalog, line)
    assert found is None or found[0] != "cpp-uncaught-logic-error"
