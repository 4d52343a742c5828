"""Temporal client connection with the pydantic data converter (all models travel as JSON),
using the CLI-compatible settings of trainwarden.config (address, namespace, TLS, API key)."""

from __future__ import annotations

from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.service import TLSConfig

from trainwarden.config import TemporalSettings, TlsSettings


def _read(path: object, data: str | None) -> bytes | None:
    if data:
        return data.encode()
    if path:
        with open(str(path), "rb") as f:
            return f.read()
    return None


def tls_config(settings: TemporalSettings) -> bool | TLSConfig:
    """False for plaintext, True for TLS with system roots, else the configured TLSConfig."""
    if not settings.tls_enabled:
        return False
    tls: TlsSettings | None = settings.tls
    if tls is None:
        return True
    key = tls.client_key_data.get_secret_value() if tls.client_key_data else None
    return TLSConfig(
        domain=tls.server_name,
        server_root_ca_cert=_read(tls.server_ca_cert_path, tls.server_ca_cert_data),
        client_cert=_read(tls.client_cert_path, tls.client_cert_data),
        client_private_key=_read(tls.client_key_path, key),
    )


async def connect(settings: TemporalSettings | None = None) -> Client:
    settings = settings or TemporalSettings.from_env()
    return await Client.connect(
        settings.address,
        namespace=settings.namespace,
        api_key=settings.api_key.get_secret_value() if settings.api_key else None,
        tls=tls_config(settings),
        data_converter=pydantic_data_converter,
    )
