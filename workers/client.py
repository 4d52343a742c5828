"""Temporal client connection with the pydantic data converter (all models travel as JSON)."""

from __future__ import annotations

from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter

from trainwarden.config import TemporalSettings


async def connect(settings: TemporalSettings | None = None) -> Client:
    settings = settings or TemporalSettings.from_env()
    return await Client.connect(
        settings.address,
        namespace=settings.namespace,
        api_key=settings.api_key,
        tls=bool(settings.api_key),
        data_converter=pydantic_data_converter,
    )
