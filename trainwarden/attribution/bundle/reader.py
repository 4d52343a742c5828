"""One pass over a bundle producing BundleEvidence: logs, scheduler and metrics, dumps."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

from trainwarden.attribution import flight_recorder
from trainwarden.attribution.bundle.events import read_events
from trainwarden.attribution.bundle.evidence import BundleEvidence
from trainwarden.attribution.bundle.job import load_job
from trainwarden.attribution.bundle.logscan import scan_log
from trainwarden.attribution.bundle.matcher import matcher_for
from trainwarden.attribution.bundle.processes import stopped_ranks
from trainwarden.attribution.bundle.records import read_metrics, read_scheduler
from trainwarden.attribution.catalog import Catalog


class BundleReader:
    """One pass over a bundle producing BundleEvidence."""

    def __init__(self, bundle: Path, catalog: Catalog, since: datetime | None):
        self.bundle = bundle
        self.catalog = catalog
        self.since = since

    def read(self) -> BundleEvidence:
        ev = BundleEvidence(job=load_job(self.bundle))
        if ev.job.window_start is not None and (self.since is None
                                                or ev.job.window_start > self.since):
            self.since = ev.job.window_start  # the bundle says where this run's evidence starts
        for node, folder, streams in self._log_dirs():
            ctx = ev.job.time_context(node)  # one per node, not per file
            for stream in streams:
                scan_log(ev, f"{folder}/{stream}.log", f"logs/{node}/{stream}.log", node,
                         matcher_for(self.catalog, stream), self.since, ctx, stream)
        read_scheduler(ev, self.bundle, self.catalog, self.since)
        read_metrics(ev, self.bundle, self.catalog, self.since)
        read_events(ev, self.bundle, self.catalog, self.since)
        _resolve_peers(ev)
        _read_on_master(ev)
        ev.flight = flight_recorder.find_missing(flight_recorder.read_bundle_dumps(self.bundle))
        ranks = {int(r): n for r, n in ev.job.ranks.items() if str(r).isdigit()}
        ev.stopped = stopped_ranks(self.bundle, ranks)
        ev.hits.sort(key=lambda h: (h.at, h.file, h.line))
        return ev

    def _log_dirs(self) -> Iterator[tuple[str, str, list[str]]]:
        """(node, its folder, its streams) for the `logs/NODE/STREAM.log` regular files, by
        node then stream name: one directory listing each (os.scandir: a 16,384-file bundle is
        not 16,384 pathlib walks)."""
        logs = self.bundle / "logs"
        try:
            node_dirs = sorted(e.name for e in os.scandir(logs) if e.is_dir())
        except OSError:
            return
        for node in node_dirs:
            folder = os.path.join(logs, node)
            try:
                with os.scandir(folder) as entries:
                    names = sorted(e.name for e in entries
                                   if e.name.endswith(".log") and e.is_file())
            except OSError:
                continue
            yield node, folder, [name[: -len(".log")] for name in names]


def _resolve_peers(ev: BundleEvidence) -> None:
    """A line naming a peer is about the peer's node: by job.json's `addresses`, a learned
    address, or the peer's own name (a rank named by a report: that rank's node); an address no
    node has is about no node. A line about a host or a pod (an orchestrator's event) is about
    that host's node, or the node the pod was placed on (the event's `node`, a `Scheduled`
    event, job.json's `addresses`, the pod's own name when it is a node of the job, or the node
    a static pod's name ends with). A line
    another node's log relays (Ray's `ip=` prefix) was written on the node with that address."""
    nodes = ev.job.nodes
    known = {**ev.addresses, **_address_map(ev.job.addresses, set(nodes))}

    def place(host: str) -> str | None:
        node = known.get(host) or _node_of_host(host, nodes)
        return node if node in nodes else None

    for hit in ev.hits:
        if hit.origin is not None:  # a relayed line: written on the node with that address
            hit.reporter = place(hit.origin)
            if hit.peer is None and hit.host is None and hit.pod is None:
                hit.node = hit.reporter
        if hit.peer is not None:
            if hit.peer.startswith("rank ") and hit.peer[5:].isdigit():
                hit.node = ev.job.rank_node(int(hit.peer[5:]))
            else:
                hit.node = place(hit.peer)
        elif hit.host is not None:
            hit.node = place(hit.host)
        elif hit.pod is not None:
            placed = ev.pods.get(hit.pod)
            hit.node = ((place(placed) if placed else None) or place(hit.pod)
                        or _node_of_static_pod(hit.pod, nodes))


KUBERNETES_SCHEDULERS = frozenset({"kubernetes", "volcano"})  # job.json `scheduler`


def _read_on_master(ev: BundleEvidence) -> None:
    """A line whose signature reads differently on the job's master (`on_master`: the node of
    rank 0, whose host name MASTER_ADDR and torch elastic's rendezvous publish) takes that
    reading there: the master failing to resolve the job's master name fails on its own name
    or a wrong one, which every node would fail alike. Under Kubernetes (`on_kubernetes`) the
    line takes that reading on every node: the name is a Service's, published by the
    cluster's DNS once the master pod is ready, so a pod that cannot resolve it says nothing
    of its own machine."""
    on_kubernetes = ev.job.scheduler.lower() in KUBERNETES_SCHEDULERS
    master = ev.job.rank_node(0)
    for hit in ev.hits:
        spec = hit.signature.spec
        if spec.on_kubernetes is not None and on_kubernetes and hit.peer is None:
            hit.signature = hit.signature.on_kubernetes_reading
        elif spec.on_master is not None and master is not None and hit.node == master \
                and hit.peer is None:
            hit.signature = hit.signature.on_master_reading


def _node_of_host(host: str, nodes: list[str]) -> str | None:
    """The job node a host name names: itself, or its first DNS label, or that label without an
    interface suffix (`ng30903-ib.cluster.org` is ng30903's IB interface)."""
    label = host.split(".", 1)[0]
    for name in (host, label, label.rsplit("-", 1)[0] if "-" in label else None):
        if name and name in nodes:
            return name
    return None


def _node_of_static_pod(pod: str, nodes: list[str]) -> str | None:
    """The node a static pod runs on: the kubelet names a static pod's mirror `<name>-<node>`
    (`etcd-minikube`, `kube-apiserver-node1`), the longest job node that ends the name."""
    named = [n for n in nodes if pod.endswith("-" + n) and len(pod) > len(n) + 1]
    return max(named, key=len) if named else None


def _address_map(addresses: dict[str, str], nodes: set[str]) -> dict[str, str]:
    """job.json's `addresses` as address -> node; an entry written the other way round
    (`{"node-3": "10.0.0.4"}`: a job node mapped to what is not one) is turned around."""
    placed: dict[str, str] = {}
    for key, value in addresses.items():
        if key in nodes and value not in nodes:
            key, value = value, key
        placed[key] = value
    return placed
