"""Search attributes the supervisor writes (docs/supervision.md), registered on a server."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from temporalio.api.enums.v1 import IndexedValueType
from temporalio.api.operatorservice.v1 import (
    AddSearchAttributesRequest,
    ListSearchAttributesRequest,
)
from temporalio.client import Client
from temporalio.common import SearchAttributeKey

from trainwarden.config import SEARCH_ATTRIBUTES

_TYPES = {
    "Keyword": IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
    "Int": IndexedValueType.INDEXED_VALUE_TYPE_INT,
}


def search_attribute_keys() -> list[SearchAttributeKey[Any]]:
    keys: list[SearchAttributeKey[Any]] = []
    for name, kind in SEARCH_ATTRIBUTES.items():
        keys.append(
            SearchAttributeKey.for_keyword(name)
            if kind == "Keyword"
            else SearchAttributeKey.for_int(name)
        )
    return keys


async def ensure_search_attributes(client: Client, namespace: str) -> list[str]:
    """Register whichever of our search attributes the namespace lacks; returns those added."""
    existing = await client.operator_service.list_search_attributes(
        ListSearchAttributesRequest(namespace=namespace)
    )
    missing = {
        name: _TYPES[kind]
        for name, kind in SEARCH_ATTRIBUTES.items()
        if name not in existing.custom_attributes
    }
    if missing:
        await client.operator_service.add_search_attributes(
            AddSearchAttributesRequest(namespace=namespace, search_attributes=missing)
        )
    return sorted(missing)



# Temporal writes a signal's payload into history before any workflow code can look at it, and
# a burst of signals arrives faster than the workflow can continue as new, so the bound on
# history is the server's. Every server the product starts itself (the tests' session server,
# `warden demo`, deploy/) runs with these (docs/supervision.md, "Server limits"):
# - a single payload (signal, start input, activity result, continue-as-new state) over
#   SERVER_BLOB_LIMIT_BYTES is refused with an error to its sender and never enters history. It
#   is above the largest request the workflow reads (64 KiB, workflows/supervise/inputs.py) and
#   above the largest state it carries (a playbook of tens of KB, 50 incidents, 50 signal
#   records: a few hundred KB at most), far below Temporal's default of 2 MiB;
# - a run takes at most SERVER_SIGNALS_PER_RUN signals (later ones are refused to their sender
#   until the workflow continues as new, which it does after `continue_as_new_signals`): with
#   the blob limit, no burst of signals can put more than 24 MiB into one run's history (the
#   server terminates a run at 50 MB);
# - updates waiting for the workflow hold at most SERVER_UPDATE_PAYLOADS_BYTES of requests
#   (one reaching it is refused at once, with an error to its sender): the workflow task that
#   answers updates echoes each request, and one over the blob limit would fail that task
#   (status unanswered) until the update gave up. It leaves room for several of the largest
#   requests the workflow reads (64 KiB) at once.
# The SDK waits 5 s for a dev server it starts by default; a busy 2-core machine (a CI runner,
# several test workers) can take longer, and then nothing after it can run.
DEV_SERVER_STARTUP_TIMEOUT = timedelta(seconds=120)
SERVER_BLOB_LIMIT_BYTES = 512 * 1024
SERVER_BLOB_WARN_BYTES = 256 * 1024
SERVER_SIGNALS_PER_RUN = 48
SERVER_UPDATE_PAYLOADS_BYTES = 256 * 1024
SERVER_LIMITS: dict[str, int] = {
    "limit.blobSize.error": SERVER_BLOB_LIMIT_BYTES,
    "limit.blobSize.warn": SERVER_BLOB_WARN_BYTES,
    "history.maximumSignalsPerExecution": SERVER_SIGNALS_PER_RUN,
    "history.maxInFlightUpdatePayloads": SERVER_UPDATE_PAYLOADS_BYTES,
}


def dev_server_args() -> list[str]:
    """`temporal server start-dev` flags setting SERVER_LIMITS."""
    args: list[str] = []
    for key, value in SERVER_LIMITS.items():
        args += ["--dynamic-config-value", f"{key}={value}"]
    return args
