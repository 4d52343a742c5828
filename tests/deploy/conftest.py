"""Fixtures for the deploy tests: throwaway certificates, an mTLS proxy in front of the session's
dev server, and a local cluster under a tmp dir (as the e2e fixtures, which live elsewhere)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers_deploy import CertFiles, TlsProxy, make_certs

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def certs(tmp_path_factory: pytest.TempPathFactory) -> CertFiles:
    return make_certs(tmp_path_factory.mktemp("certs"))


@pytest.fixture(scope="session")
def tls_proxy(
    certs: CertFiles, temporal_address: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[TlsProxy]:
    proxy = TlsProxy(certs, temporal_address, tmp_path_factory.mktemp("proxy")).start()
    yield proxy
    proxy.stop()
