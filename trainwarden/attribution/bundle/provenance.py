"""Where a line of a shared stream came from: the prefix a launcher or library put at its start.

A bundle saved by hand often keeps one stream for many ranks and nodes (the launcher's or
Slurm's output file on the first node, a driver's log). The line's own start says who wrote it:

    [rank3]: ... / [default3]: ...          torch's global rank / torchrun's node-local rank
    3: ...                                  srun --label: the task number
    [1,3]<stderr>: ...                      Open MPI --tag-output: [job,rank]
    worker-1: ...                           pdsh (DeepSpeed's multi-node runner): the host
    gpu7:2304:2340 [5] NCCL WARN ...        NCCL's debug prefix: host:pid:tid
    [gpu7:12345] ...                        Open MPI's and PMIx's [host:pid]
    gpu7 kernel: ... / gpu7 slurmd[12]: ... syslog's host field (after the line's time)

Only the start of the line is read, never a name in its text (`connection to node-3 closed`
names a peer, not the writer). A host counts only when it is one of the job's nodes (or its
short name, or an address job.json or the logs give it); a rank only when job.json maps it.
What is unknown leaves the line where it is. Ray's `(Worker pid=N, ip=ADDR)` prefix is read
by logscan (an address there always means another node).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from trainwarden.attribution.bundle.job import JobInfo

MAX_LAYERS = 4  # prefixes nest (`0: [default1]:[rank1]: ...`, `host: host:pid:tid [0] ...`)
_SRUN = re.compile(r" {0,6}(\d{1,6}): ")
_OMPI = re.compile(r"\[\d{1,9},(\d{1,7})\]<(?:stdout|stderr|stddiag)>: ?")
_TORCH = re.compile(r"\[([A-Za-z_][A-Za-z0-9_]{0,31}?)(\d{1,7})\]: ?")
_HOST = r"[A-Za-z0-9][A-Za-z0-9_.-]{0,252}"
_NCCL = re.compile(rf"({_HOST}):\d+:\d+ \[\d+\] ")
_MPI = re.compile(rf"\[({_HOST}):\d+(?::\d+)?\] ")
_SYSLOG = re.compile(rf"({_HOST}) [A-Za-z0-9_./@-]{{1,64}}(?:\[\d+\])?: ")


@dataclass(slots=True)
class Origin:
    """What a line's prefixes say of its writer (each None when no prefix says it)."""

    form: str  # the prefixes read, outermost first (`srun --label, torch [rankN]`)
    node: str | None = None  # a job node, from a host or a rank job.json maps
    rank: int | None = None  # a global rank job.json maps
    label: int | None = None  # a bare `srun --label` task number: a rank only if the stream's
    # tasks are shown to be ranks (StreamLabels)
    task: int | None = None  # the `srun --label` task number, bare or not
    task_nested: bool = False  # torch's or torchrun's prefix inside the label
    conflict: bool = False  # two prefixes name different nodes: nothing is taken


class JobHosts:
    """The names a host prefix may give a job node: the node, its short name, an address."""

    def __init__(self, job: JobInfo):
        self.job = job
        self.nodes = set(job.nodes)
        names: dict[str, str | None] = {}
        for node in job.nodes:
            names[node] = node
            short = node.split(".", 1)[0]
            if short != node and short not in self.nodes:
                names[short] = None if names.get(short, node) != node else node
        for key, value in job.addresses.items():
            address, node = (value, key) if key in self.nodes and value not in self.nodes else (
                key, value)
            if node in self.nodes and address not in names:
                names[address] = node
        self.names = names
        ranks = [r for r in job.ranks if r.isdigit()]
        self.max_rank = max((int(r) for r in ranks), default=-1)
        # a rank per node and every node one: a task number is that rank whatever the launch
        self.one_rank_per_node = len(ranks) == len(self.nodes) and set(job.ranks.values()) == \
            self.nodes

    def node_of(self, host: str, learned: Mapping[str, str]) -> str | None:
        """The job node `host` names (itself, its short name, a node's short name, a known
        address); None when it names none, or more than one."""
        node = self.names.get(host)
        if node is None and host not in self.names:
            label = host.split(".", 1)[0]
            node = self.names.get(label) if label != host else None
            if node is None:
                node = learned.get(host)
        return node if node in self.nodes else None

    def rank_node(self, rank: int) -> str | None:
        return self.job.rank_node(rank)

    def local_rank(self, node: str, local: int) -> int | None:
        """The global rank of the `local`-th rank of `node` (torchrun's [defaultN])."""
        on_node = sorted(int(r) for r, n in self.job.ranks.items() if n == node and r.isdigit())
        return on_node[local] if local < len(on_node) else None


def read(text: str, hosts: JobHosts, learned: Mapping[str, str],
         system: bool = False) -> tuple[Origin | None, str]:
    """The origin a line's prefixes give (None: no prefix names a writer of this job) and the
    line without the prefixes that only a launcher adds (`srun --label`, pdsh, Open MPI's tag,
    torch's and torchrun's); the library's own (NCCL's, MPI's, syslog's) stay, as
    the signatures read them. `learned`: addresses the logs gave so far; `system`: the stream
    is a kernel or system log, whose lines may carry syslog's host field (elsewhere a line
    such as `worker-1 exited: ...` is about that host, not necessarily written there)."""
    forms: list[str] = []
    nodes: set[str] = set()
    rank: int | None = None
    label: int | None = None
    local: int | None = None
    body = text
    nested = False
    for _ in range(MAX_LAYERS):
        first = body[:1]
        if first == "[":
            found = _OMPI.match(body) if body[1:2].isdigit() else None
            if found:
                forms.append("Open MPI [job,rank]")
                rank = int(found.group(1))
                body = body[found.end():]
                continue
            found = _TORCH.match(body) if body[1:2].isalpha() else None
            if found:
                nested = label is not None
                if found.group(1) == "rank":
                    forms.append("torch [rankN]")
                    rank = int(found.group(2))
                else:
                    forms.append("torchrun [roleN]")
                    local = int(found.group(2))
                body = body[found.end():]
                continue
            found = _MPI.match(body)
            if found:
                _host(found.group(1), hosts, learned, nodes, forms, "MPI [host:pid]")
            break
        if first == " " or first.isdigit():
            found = _SRUN.match(body) if not forms else None
            if found:
                forms.append("srun --label")
                label = int(found.group(1))
                body = body[found.end():]
                continue
        if first.isalnum():
            # `host: ...` (pdsh) or `host:pid:tid [dev] ...` (NCCL): the token before the first
            # colon, looked up before any pattern is tried (most lines' start is no host)
            colon = body.find(":", 1, 256)
            token = body[:colon] if colon > 0 and " " not in body[:colon] else ""
            after = body[colon + 1:colon + 2] if token else ""
            if after == " ":
                if (_host(token, hosts, learned, nodes, forms, "pdsh host:")
                        or _NCCL.match(body, colon + 2)):
                    # a host none of the job's (pdsh given addresses) before NCCL's own prefix
                    # still is pdsh's: the inner prefix names the writer
                    body = body[colon + 2:]
                    continue
            elif after.isdigit() and _NCCL.match(body):
                _host(token, hosts, learned, nodes, forms, "NCCL host:pid:tid")
            elif system:
                found = _SYSLOG.match(body)
                if found:
                    _host(found.group(1), hosts, learned, nodes, forms, "syslog host")
        break
    if not forms:
        return None, text
    origin = Origin(", ".join(forms), task=label, task_nested=nested)
    if local is not None and rank is None and len(nodes) == 1:
        rank = hosts.local_rank(next(iter(nodes)), local)
    if rank is not None:
        node = hosts.rank_node(rank)
        if node is not None:
            origin.rank = rank
            nodes.add(node)
    elif label is not None and not nodes and local is None:
        origin.label = label  # the task's rank is not known yet (StreamLabels)
    if len(nodes) > 1:
        origin.conflict, origin.rank = True, None
    elif nodes:
        origin.node = nodes.pop()
    return origin, body


def _host(host: str, hosts: JobHosts, learned: Mapping[str, str], nodes: set[str],
          forms: list[str], form: str) -> bool:
    node = hosts.node_of(host, learned)
    if node is None:
        return False
    nodes.add(node)
    forms.append(form)
    return True


class StreamLabels:
    """Whether a stream's `srun --label` task numbers are ranks. srun numbers tasks; with one
    task per rank the number is the rank, with one per node (torchrun under srun) it is the
    node's index, and lines of both kinds look alike. Taken as ranks only when the stream
    shows it: a task number no node index reaches (the job has fewer nodes), with no
    torchrun or torch prefix inside a label, or a job of one rank on each node."""

    def __init__(self) -> None:
        self.highest = -1
        self.nested = False  # a label with torchrun's or torch's prefix inside: tasks are nodes

    def see(self, origin: Origin) -> None:
        """Note a line's task number and whether torch's or torchrun's prefix followed it."""
        if origin.task is not None:
            self.highest = max(self.highest, origin.task)
            self.nested = self.nested or origin.task_nested

    def see_text(self, text: str) -> None:
        """Note the label (and what follows it) at the start of a line of the stream."""
        found = _SRUN.match(text)
        if found is not None:
            self.highest = max(self.highest, int(found.group(1)))
            self.nested = self.nested or _TORCH.match(text, found.end()) is not None

    def are_ranks(self, hosts: JobHosts) -> bool:
        if self.nested:
            return False
        return hosts.one_rank_per_node or len(hosts.nodes) <= self.highest <= hosts.max_rank
