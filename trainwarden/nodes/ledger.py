"""``NodeLedger``: one cluster's node states, the exclusion breaker and node reputation.

Every method takes ``now`` from its caller (the entity workflow passes ``workflow.now()``) and
mutates only the ledger, so decisions replay deterministically. Events carry their own time;
one older than the breaker window when it arrives is recorded and not acted on, so a burst
replayed after an outage never trips the breaker nor quarantines anything.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any, Literal

from pydantic import BaseModel, Field, PrivateAttr

from trainwarden.nodes.models import (
    BreakerView,
    ClusterNodesView,
    ConsultDecision,
    ConsultRequest,
    ExclusionReport,
    Implication,
    LedgerArchive,
    NodeEvent,
    NodeRecord,
    NodeView,
)
from trainwarden.nodes.settings import NodeHealthSettings

MAX_NODE_HISTORY = 20  # events a node out of service keeps in the state (the rest archived)
MAX_IMPLICATIONS = 50
MAX_STALE_KEPT = 50
# A node back in service keeps its events this long in the state (then only in the archive),
# and its implications' evidence lines only while it is out: the state carried across
# continue-as-new is a compact summary per node, the full history is in the evidence store.
RECENT_SECONDS = 86400.0

ReturnBy = Literal["expiry", "health_check"]


class ExclusionEvent(BaseModel):
    """A node taken out: what the breaker counts (by ``at``) within its window."""

    node: str
    at: datetime
    job: str
    incident: str
    cancelled: bool = False


def _s(seconds: float) -> timedelta:
    return timedelta(seconds=seconds)


def _names(nodes: list[str]) -> str:
    return ", ".join(nodes) or "none"


class NodeLedger(BaseModel):
    cluster: str
    cluster_nodes: int | None = None
    nodes: dict[str, NodeRecord] = Field(default_factory=dict)
    exclusions: list[ExclusionEvent] = Field(default_factory=list)
    stale: list[NodeEvent] = Field(default_factory=list, description="recent stale events")
    stale_events: int = 0
    archive: LedgerArchive | None = Field(
        default=None, description="the newest archive of what the compact state left out"
    )
    archived_entries: int = 0
    _spilled: list[dict[str, Any]] = PrivateAttr(default_factory=list)

    # ------------------------------------------------------------------------- archive
    def _spill(self, node: str, kind: str, item: BaseModel | dict[str, Any]) -> None:
        body = item.model_dump(mode="json") if isinstance(item, BaseModel) else item
        self._spilled.append({**body, "node": node, "entry": kind})

    @property
    def spilled(self) -> int:
        """Entries left out of the state since the last take_spilled (to archive)."""
        return len(self._spilled)

    def take_spilled(self) -> list[dict[str, Any]]:
        """What the compact state left out since the last call (node events, evidence lines,
        implications, whole records), oldest first, for the evidence store."""
        taken, self._spilled = self._spilled, []
        return taken

    def archived(self, ref: LedgerArchive) -> None:
        self.archive = ref
        self.archived_entries += ref.entries

    def fit_to(self, max_bytes: int, now: datetime) -> int:
        """Leave out (to the archive) the records of nodes in service with nothing that still
        counts, least recently active first, then out nodes' older events, until the state
        serializes to at most ``max_bytes``; the breaker and reputation decide the same.
        Returns how many records or events were left out."""
        dropped = 0
        while (over := len(self.model_dump_json().encode()) - max_bytes) > 0:
            idle = sorted(
                (r for r in self.nodes.values() if not r.out and not r.implications),
                key=lambda r: (r.history[-1].at if r.history else r.since) or now,
            )
            if idle:
                for rec in idle:  # oldest first, about as many bytes as the state is over
                    self._spill(rec.node, "record", rec)
                    del self.nodes[rec.node]
                    dropped += 1
                    over -= len(rec.node) + len(rec.model_dump_json()) + 4
                    if over <= 0:
                        break
                continue
            longest = max(self.nodes.values(), key=lambda r: len(r.history), default=None)
            if longest is None or len(longest.history) <= 1:
                return dropped
            for event in longest.history[:-1]:
                self._spill(longest.node, "event", event)
            longest.history = longest.history[-1:]
            dropped += 1
        return dropped

    # ------------------------------------------------------------------------- breaker
    def breaker(self, settings: NodeHealthSettings, now: datetime) -> BreakerView:
        since = now - _s(settings.breaker_window)
        recent = {e.node for e in self.exclusions if not e.cancelled and e.at > since}
        return BreakerView(
            window=settings.breaker_window,
            limit=settings.breaker_limit(self.cluster_nodes),
            cluster_nodes=self.cluster_nodes,
            excluded_in_window=sorted(recent),
        )

    def _breaker_refusal(
        self, nodes: list[str], settings: NodeHealthSettings, now: datetime
    ) -> str | None:
        view = self.breaker(settings, now)
        wanted = [n for n in nodes if n not in view.excluded_in_window]
        if len(view.excluded_in_window) + len(wanted) <= view.limit:
            return None
        size = f"of {view.cluster_nodes} nodes" if view.cluster_nodes else "(cluster size unknown)"
        return (
            f"cluster breaker open: excluding {_names(wanted)} would take "
            f"{len(view.excluded_in_window) + len(wanted)} nodes out within "
            f"{settings.breaker_window:g}s, limit {view.limit} {size} "
            f"(max_excluded_count {settings.max_excluded_count}, max_excluded_fraction "
            f"{settings.max_excluded_fraction:g}); already out in the window: "
            f"{_names(view.excluded_in_window)}"
        )

    # ---------------------------------------------------------------------- reputation
    def counted_incidents(
        self, node: str, settings: NodeHealthSettings, now: datetime
    ) -> list[Implication]:
        """The implications that count towards a quarantine: recent enough, since the node's
        last return, confident enough, one per distinct job (or run)."""
        rec = self.nodes.get(node)
        if rec is None:
            return []
        since = now - _s(settings.reputation_window)
        returned = rec.counted_from
        seen: dict[tuple[str, int], Implication] = {}
        for imp in rec.implications:
            if imp.at < since or imp.confidence < settings.reputation_min_confidence:
                continue
            if returned is not None and imp.at <= returned:
                continue
            key = (imp.job, imp.run if settings.reputation_by == "run" else 0)
            seen.setdefault(key, imp)
        return list(seen.values())

    def _implicate(self, req: ConsultRequest, at: datetime, now: datetime) -> None:
        imp = Implication(
            job=req.job,
            run=req.run,
            incident=req.incident,
            at=at,
            confidence=req.confidence,
            category=req.category,
            signature=req.signature,
            evidence=list(req.evidence),
        )
        for earlier in req.earlier:  # a recurrence: each run the node failed first counts
            self._implicate_one(
                req,
                imp.model_copy(
                    update={
                        "run": earlier.run,
                        "incident": earlier.incident,
                        "at": min(earlier.at, now),
                        "evidence": [f"failed first in run {earlier.run} ({req.incident})"],
                    }
                ),
                now,
            )
        self._implicate_one(req, imp, now)

    def _implicate_one(self, req: ConsultRequest, imp: Implication, now: datetime) -> None:
        for node in req.nodes:
            rec = self._record(node)
            if any(i.incident == imp.incident and i.job == req.job for i in rec.implications):
                continue  # the same incident asked twice (a retried activity) counts once
            kept = [*rec.implications, imp]
            for gone in kept[:-MAX_IMPLICATIONS]:
                self._spill(node, "implication", gone)
            rec.implications = kept[-MAX_IMPLICATIONS:]
            detail = f"{req.category} {req.signature} confidence {req.confidence:.2f}"
            self._event(rec, now, "implicated", detail, req.job, imp.incident)

    # --------------------------------------------------------------------------- consult
    def consult(
        self, req: ConsultRequest, settings: NodeHealthSettings, now: datetime
    ) -> ConsultDecision:
        """Decide on an incident's nodes. Reserves the exclusion when it allows one (the
        caller informs with ``inform`` whether it was done)."""
        if req.cluster_nodes:
            self.cluster_nodes = req.cluster_nodes
        at = min(req.at, now)
        if now - at > _s(settings.breaker_window):
            return self._stale(req, at, settings, now)
        self._implicate(req, at, now)
        already = [n for n in req.nodes if self._record(n).out]
        new = [n for n in req.nodes if n not in already]
        evidence = {
            n: incidents
            for n in req.nodes
            if len(incidents := self.counted_incidents(n, settings, now))
            >= settings.reputation_incidents
        }
        for node in already:  # reputation reached while out: say so, change nothing else
            rec = self.nodes[node]
            if node in evidence and rec.state == "excluded":
                rec.state, rec.reason = (
                    "quarantined",
                    self._quarantine_reason(evidence[node], settings),
                )

        def decision(kind: str, reason: str, **fields: list[str]) -> ConsultDecision:
            return ConsultDecision(
                decision=kind,  # type: ignore[arg-type]
                reason=reason,
                already_out=already,
                evidence=evidence,
                breaker=self.breaker(settings, now),
                **fields,
            )

        if not new:
            return decision("already_out", "; ".join(self._out_reason(n) for n in already))
        if req.intent == "report":
            new = [n for n in new if n in evidence]
            if not new:
                counts = ", ".join(
                    f"{n}: {len(self.counted_incidents(n, settings, now))} of "
                    f"{settings.reputation_incidents}"
                    for n in req.nodes
                    if n not in already
                )
                return decision("record_only", f"recorded for reputation ({counts})")
        refusal = self._breaker_refusal(new, settings, now)
        if refusal is not None:
            return decision("refuse", refusal, refused=new)
        for node in new:
            if node in evidence:
                self._take_out(
                    node,
                    "quarantined",
                    self._quarantine_reason(evidence[node], settings),
                    req,
                    settings,
                    now,
                )
            else:
                reason = f"{req.category} {req.signature} in {req.job} ({req.incident})".strip()
                self._take_out(node, "excluded", reason, req, settings, now)
        quarantined = [n for n in new if n in evidence]
        kind = "quarantine" if req.intent == "report" or quarantined else "allow"
        reason = (
            f"exclude {_names(new)}"
            + (f"; quarantined by reputation: {_names(quarantined)}" if quarantined else "")
            + (f"; already out: {_names(already)}" if already else "")
        )
        return decision(kind, reason, exclude=new)

    def _stale(
        self, req: ConsultRequest, at: datetime, settings: NodeHealthSettings, now: datetime
    ) -> ConsultDecision:
        self.stale_events += 1
        reason = (
            f"incident {req.incident} of {req.job} at {at.isoformat()} is older than the breaker "
            f"window ({settings.breaker_window:g}s) on arrival: recorded, not acted on"
        )
        event = NodeEvent(
            at=now,
            kind="stale",
            detail=f"{_names(req.nodes)}: {reason}",
            job=req.job,
            incident=req.incident,
        )
        self.stale = [*self.stale, event][-MAX_STALE_KEPT:]
        return ConsultDecision(
            decision="stale",
            reason=reason,
            already_out=[n for n in req.nodes if n in self.nodes and self.nodes[n].out],
            breaker=self.breaker(settings, now),
        )

    # ---------------------------------------------------------------------------- inform
    def inform(
        self, report: ExclusionReport, settings: NodeHealthSettings, now: datetime
    ) -> list[NodeView]:
        """Record what a supervision (or an operator) did. done: the nodes are out (counted by
        the breaker at the report's own time); not done: a reservation made by ``consult``
        for this incident is released."""
        at = min(report.at, now)
        for node in report.nodes:
            rec = self._record(node)
            commands = f" ({'; '.join(report.commands)})" if report.commands else ""
            if not report.done:
                if rec.out and rec.incident == report.incident:
                    self._put_back(rec, now, "cancelled", f"not excluded: {report.reason}")
                    for ev in self.exclusions:
                        if ev.node == node and ev.incident == report.incident:
                            ev.cancelled = True
                continue
            if not rec.out:
                reason = report.reason or f"excluded by {report.job} ({report.incident})"
                self._set_out(rec, "excluded", reason, report.job, report.incident, at, settings)
                self.exclusions.append(
                    ExclusionEvent(node=node, at=at, job=report.job, incident=report.incident)
                )
            self._event(rec, now, "excluded", f"done{commands}", report.job, report.incident)
        return [self._view(self.nodes[n], settings) for n in report.nodes]

    # ------------------------------------------------------------------ return to service
    def why_not_returnable(self, node: str) -> str | None:
        rec = self.nodes.get(node)
        if rec is None:
            return f"{node} is not known to the node-health ledger of {self.cluster}"
        if not rec.out:
            return f"{node} is already in service"
        return None

    def returned(self, node: str, detail: str, now: datetime) -> NodeRecord:
        """Mark a node back in service; its earlier incidents stop counting."""
        rec = self.nodes[node]
        self._put_back(rec, now, "returned", detail)
        rec.counted_from = now
        for imp in rec.implications:  # none of them counts any more: the archive keeps them
            self._spill(node, "implication", imp)
        rec.implications = []
        return rec

    def check_failed(
        self, node: str, detail: str, settings: NodeHealthSettings, now: datetime
    ) -> None:
        rec = self.nodes[node]
        rec.checks_failed += 1
        rec.next_check_at = now + _s(settings.health_check_every)
        if rec.expires_at is not None and rec.expires_at <= now:  # a failed return: try later
            rec.expires_at = rec.next_check_at
        self._event(rec, now, "check_failed", detail)

    def due(self, settings: NodeHealthSettings, now: datetime) -> list[tuple[str, ReturnBy]]:
        """Out nodes whose expiry or next health check has come, expiry first."""
        out: list[tuple[str, ReturnBy]] = []
        for rec in self.nodes.values():
            if not rec.out:
                continue
            if rec.expires_at is not None and rec.expires_at <= now:
                out.append((rec.node, "expiry"))
            elif settings.health_check and rec.next_check_at and rec.next_check_at <= now:
                out.append((rec.node, "health_check"))
        return sorted(out)

    def next_due(self, settings: NodeHealthSettings) -> datetime | None:
        times = [
            t
            for rec in self.nodes.values()
            if rec.out
            for t in (rec.expires_at, rec.next_check_at if settings.health_check else None)
            if t is not None
        ]
        return min(times) if times else None

    def reschedule(self, settings: NodeHealthSettings, now: datetime) -> None:
        """New settings: out nodes get expiries and health checks by them, counted from when
        they went out (a check that would be overdue runs now)."""
        for rec in self.nodes.values():
            if not rec.out or rec.since is None:
                continue
            expire = settings.expire_after
            rec.expires_at = rec.since + _s(expire) if expire is not None else None
            if not settings.health_check:
                rec.next_check_at = None
            elif rec.next_check_at is None:
                rec.next_check_at = max(rec.since + _s(settings.health_check_after), now)

    # ------------------------------------------------------------------------ upkeep/view
    def prune(self, settings: NodeHealthSettings, now: datetime) -> None:
        """Forget what no window can count any more (bounds the state carried across
        continue-as-new)."""
        breaker_since = now - _s(settings.breaker_window)
        self.exclusions = [e for e in self.exclusions if e.at > breaker_since]
        rep_since = now - _s(settings.reputation_window)
        recent = now - _s(max(RECENT_SECONDS, settings.breaker_window))
        for node in list(self.nodes):
            rec = self.nodes[node]
            for imp in rec.implications:
                if imp.at < rep_since:
                    self._spill(node, "implication", imp)
            rec.implications = [i for i in rec.implications if i.at >= rep_since]
            last = rec.history[-1].at if rec.history else rec.since
            # in service with nothing that counts: kept a day for its recent history (and
            # its return time, before which nothing counts), then only in the archive
            if not rec.out and not rec.implications and (last is None or last < recent):
                self._spill(node, "record", rec)
                del self.nodes[node]
                continue
            if rec.out:
                continue
            if rec.history and rec.history[0].at < recent:  # back in service: keep it recent
                for event in rec.history:
                    if event.at < recent:
                        self._spill(node, "event", event)
                rec.history = [e for e in rec.history if e.at >= recent]
            if any(i.evidence for i in rec.implications):
                for imp in rec.implications:
                    if imp.evidence:
                        self._spill(node, "evidence", {"incident": imp.incident,
                                                       "job": imp.job, "lines": imp.evidence})
                rec.implications = [
                    i.model_copy(update={"evidence": []}) for i in rec.implications
                ]

    def view(self, settings: NodeHealthSettings, now: datetime) -> ClusterNodesView:
        return ClusterNodesView(
            cluster=self.cluster,
            breaker=self.breaker(settings, now),
            nodes=[self._view(self.nodes[n], settings) for n in sorted(self.nodes)],
            stale_events=self.stale_events,
            archive=self.archive,
        )

    def out_nodes(self) -> list[str]:
        return sorted(n for n, rec in self.nodes.items() if rec.out)

    # ------------------------------------------------------------------------- internals
    def _record(self, node: str) -> NodeRecord:
        rec = self.nodes.get(node)
        if rec is None:
            rec = self.nodes[node] = NodeRecord(node=node)
        return rec

    def _event(
        self,
        rec: NodeRecord,
        at: datetime,
        kind: str,
        detail: str,
        job: str | None = None,
        incident: str | None = None,
    ) -> None:
        event = NodeEvent(at=at, kind=kind, detail=detail, job=job, incident=incident)  # type: ignore[arg-type]
        rec.history = [*rec.history, event]
        for gone in rec.history[:-MAX_NODE_HISTORY]:
            self._spill(rec.node, "event", gone)
        rec.history = rec.history[-MAX_NODE_HISTORY:]

    def _take_out(
        self,
        node: str,
        state: Literal["excluded", "quarantined"],
        reason: str,
        req: ConsultRequest,
        settings: NodeHealthSettings,
        now: datetime,
    ) -> None:
        rec = self._record(node)
        self._set_out(rec, state, reason, req.job, req.incident, now, settings)
        self.exclusions.append(
            ExclusionEvent(node=node, at=now, job=req.job, incident=req.incident)
        )
        self._event(rec, now, state, reason, req.job, req.incident)

    @staticmethod
    def _set_out(
        rec: NodeRecord,
        state: Literal["excluded", "quarantined"],
        reason: str,
        job: str,
        incident: str,
        since: datetime,
        settings: NodeHealthSettings,
    ) -> None:
        rec.state, rec.reason, rec.since = state, reason, since
        rec.job, rec.incident, rec.checks_failed = job, incident, 0
        rec.expires_at = (
            since + _s(settings.expire_after) if settings.expire_after is not None else None
        )
        rec.next_check_at = (
            since + _s(settings.health_check_after) if settings.health_check else None
        )

    def _put_back(self, rec: NodeRecord, now: datetime, kind: str, detail: str) -> None:
        job, incident = rec.job, rec.incident
        rec.state, rec.reason, rec.since = "in_service", "", now
        rec.job = rec.incident = None
        rec.expires_at = rec.next_check_at = None
        rec.checks_failed = 0
        self._event(rec, now, kind, detail, job, incident)

    def _out_reason(self, node: str) -> str:
        rec = self.nodes[node]
        since = rec.since.isoformat() if rec.since else "?"
        return f"{node} already {rec.state} since {since}: {rec.reason}"

    @staticmethod
    def _quarantine_reason(incidents: list[Implication], settings: NodeHealthSettings) -> str:
        listed = ", ".join(f"{i.job}/{i.incident}" for i in incidents)
        return (
            f"quarantined: implicated in {len(incidents)} incidents of distinct "
            f"{settings.reputation_by}s within {settings.reputation_window:g}s: {listed}"
        )

    @staticmethod
    def _view(rec: NodeRecord, settings: NodeHealthSettings) -> NodeView:
        check = rec.next_check_at if settings.health_check else None
        returns_at, by = None, "operator" if rec.out else None
        for when, how in ((rec.expires_at, "expiry"), (check, "health_check")):
            if rec.out and when is not None and (returns_at is None or when < returns_at):
                returns_at, by = when, how
        return NodeView(
            node=rec.node,
            state=rec.state,
            reason=rec.reason,
            since=rec.since,
            job=rec.job,
            incident=rec.incident,
            incidents=list(rec.implications),
            returns_at=returns_at,
            returns_by=by,  # type: ignore[arg-type]
            checks_failed=rec.checks_failed,
            history=list(rec.history),
        )
