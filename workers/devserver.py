"""Search attributes the supervisor writes (docs/supervision.md), registered on a server."""

from __future__ import annotations

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


def search_attribute_keys() -> list[SearchAttributeKey]:
    keys: list[SearchAttributeKey] = []
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
