"""Temporal client connection with the pydantic data converter (all models travel as JSON),
using the CLI-compatible settings of trainwarden.config (address, namespace, TLS, API key)."""

from __future__ import annotations

import argparse
import asyncio
import re

from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.service import TLSConfig

from trainwarden.config import (
    ADDRESS_HINT,
    ConfigError,
    TemporalSettings,
    TemporalUnreachable,
    TlsSettings,
)
from trainwarden.workers.tracing import client_plugins

# The innermost human text of the SDK's Rust error dump: `... Os { ..., message: "Connection
# refused" }`, `Custom { ..., error: "failed to lookup address information: ..." }`.
_RUST_ERROR_TEXT = re.compile(r'\b(?:message|error): "([^"]+)"')


def _read(path: object, data: str | None) -> bytes | None:
    if data:
        return data.encode()
    if path:
        try:
            with open(str(path), "rb") as f:
                return f.read()
        except OSError as err:
            raise ConfigError(f"TLS file {path}: {err.strerror or err}") from err
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


def settings_of(args: argparse.Namespace) -> TemporalSettings:
    """The Temporal a parsed `warden` command line names: its --address and --namespace, and on
    the commands that have them --task-queue, --profile and --config-file, over the profile and
    the TEMPORAL_* environment (trainwarden.config: as the `temporal` CLI resolves them)."""
    return TemporalSettings.from_env(
        profile=getattr(args, "profile", None),
        config_file=getattr(args, "config_file", None),
        address=args.address,
        namespace=args.namespace,
        task_queue=getattr(args, "task_queue", None),
    )


def connect_failure_reason(err: Exception) -> str:
    """Why Client.connect failed, without the SDK's Rust debug dump around it."""
    text = str(err)
    found = _RUST_ERROR_TEXT.search(text)
    return found.group(1) if found else text.removeprefix("Failed client connect: ")


async def connect(
    settings: TemporalSettings | None = None,
    *,
    timeout: float | None = None,
    hint: str = ADDRESS_HINT,
) -> Client:
    """The client every command and the worker use. A server that cannot be reached is a
    TemporalUnreachable naming the address (the SDK gives up by itself: at once when refused,
    after its own ~30 s on a silent port); `timeout` bounds the wait further."""
    settings = settings or TemporalSettings.from_env()
    tls = tls_config(settings)
    try:
        return await asyncio.wait_for(
            Client.connect(
                settings.address,
                namespace=settings.namespace,
                api_key=settings.api_key.get_secret_value() if settings.api_key else None,
                tls=tls,
                data_converter=pydantic_data_converter,
                plugins=client_plugins(),  # traces from OTEL_*, when asked for
            ),
            timeout,
        )
    except TimeoutError as err:
        waited = f" within {timeout:g} s" if timeout is not None else ""
        raise TemporalUnreachable(settings.address, f"no answer{waited}", hint) from err
    except (RuntimeError, ValueError) as err:  # the SDK's "Failed client connect", a bad target
        raise TemporalUnreachable(settings.address, connect_failure_reason(err), hint) from err
