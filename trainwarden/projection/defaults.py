"""Shipped defaults: the Llama 3 interruption mix, Meta's cluster failure rate, and the two
launchers compared (trainwarden with the default playbook; torchrun --max-restarts).

Sources (docs/goodput.md has the details and what could be checked):
- mix: "The Llama 3 Herd of Models" (arXiv 2407.21783), the table of root causes of the 419
  unexpected interruptions in 54 days of pre-training on 16,384 H100 GPUs: GPU 58.7 %,
  software bugs 12.9 %, network switch/cable and NIC 10.1 %, unplanned host maintenance 7.6 %,
  NCCL watchdog timeouts of unknown cause 1.7 %, the rest (host parts, dependencies) 'other';
- rate: "Revisiting Reliability in Large-Scale Machine Learning Research Clusters"
  (arXiv 2410.21680): 6.5 failures per 1,000 node-days, which gives the study's projected MTTF
  of 1.8 h at 16,384 GPUs (2,048 nodes of 8).

The per-fault costs are this project's own assumptions at scale, stated next to each number;
replace them with measured ones (`--costs`, `--incidents`).
"""

from __future__ import annotations

from trainwarden.projection.model import FaultCost, FaultKind, LauncherProfile

LLAMA3_MIX: tuple[FaultKind, ...] = (
    FaultKind(
        name="gpu",
        share=58.7,
        sticky=True,
        note="faulty GPU, HBM3, SRAM, GPU system processor, SDC, thermal interface/sensor",
    ),
    FaultKind(name="software_bug", share=12.9, sticky=False, note="software bugs"),
    FaultKind(
        name="network", share=10.1, sticky=True, note="network switch/cable 8.4 %, NIC 1.7 %"
    ),
    FaultKind(name="host_maintenance", share=7.6, sticky=True, note="unplanned host maintenance"),
    FaultKind(
        name="nccl_timeout", share=1.7, sticky=False, note="NCCL watchdog timeouts, cause unknown"
    ),
    FaultKind(
        name="other",
        share=9.0,
        sticky=True,
        note="the rest: SSD, power supply, chassis, IO board, CPU, memory, dependencies",
    ),
)


# trainwarden, default playbook: poll 2s, hang threshold 2m, heartbeat timeout 30s.
_TW_DIE = FaultCost(
    detect=3.0,  # a process exit is seen within a poll (2 s) + collection
    decide=5.0,  # evidence collection + attribution at scale (0.3 s measured on 3 nodes)
    act=2.0,  # exclusion + checkpoint verification + restart call
    schedule=30.0,  # the job requeued and running again (Slurm)
    response="exclude",
    source="default: assumption from the default playbook's timings",
)
TRAINWARDEN = LauncherProfile(
    name="trainwarden",
    description="trainwarden, default playbook (exclude attributed nodes, restart on a spare)",
    faults={
        "gpu": _TW_DIE,
        "network": _TW_DIE,
        # a host taken away is seen by its lost heartbeat: heartbeat timeout 30 s + a poll
        "host_maintenance": _TW_DIE.model_copy(update={"detect": 32.0}),
        "other": _TW_DIE.model_copy(update={"detect": 32.0}),
        # no progress and no error: the hang threshold (2 min) + a poll; nothing to exclude
        "nccl_timeout": _TW_DIE.model_copy(update={"detect": 122.0, "response": "restart"}),
        # an exception in the program is user_code: the default playbook stops for a person
        "software_bug": _TW_DIE.model_copy(update={"act": 0.5, "response": "human"}),
    },
)

# torchrun --max-restarts 3, c10d rendezvous, one agent per node, default NCCL timeout 10 min.
_TR_DIE = FaultCost(
    detect=1.0,  # the agent sees its worker exit at once (0.1-0.2 s measured)
    decide=0.0,
    act=0.0,
    schedule=5.0,  # workers restarted in place after a new rendezvous
    response="restart",
    restart_path="in_allocation",  # the job never leaves its allocation
    source="default: assumption from torchrun's behaviour",
)
TORCHRUN = LauncherProfile(
    name="torchrun",
    description="torchrun --max-restarts 3 (restarts in place, cannot exclude a node)",
    faults={
        # a fault that stays with a node fails every restart until a person replaces the node
        "gpu": _TR_DIE.model_copy(update={"schedule": 30.0, "response": "human"}),
        "network": _TR_DIE.model_copy(update={"schedule": 30.0, "response": "human"}),
        "host_maintenance": _TR_DIE.model_copy(
            update={"detect": 30.0, "schedule": 30.0, "response": "human"}
        ),
        "other": _TR_DIE.model_copy(update={"detect": 30.0, "schedule": 30.0, "response": "human"}),
        # a hang is noticed when the process group times out (600 s) and the worker exits
        "nccl_timeout": _TR_DIE.model_copy(update={"detect": 601.5}),
        "software_bug": _TR_DIE,
    },
)

# trainwarden with job.slurm.spare_nodes: the bad node is drained and a new step starts on a
# spare inside the allocation (docs/slurm.md): no requeue, so no wait in the queue.
TRAINWARDEN_SPARES = LauncherProfile(
    name="trainwarden-spares",
    description="trainwarden with spare nodes in the allocation (new step on a spare, no requeue)",
    faults={
        kind: cost.model_copy(
            update={
                "restart_path": "in_allocation",
                "schedule": 10.0,  # the next step's srun on a spare (bench/slurm_spares.py)
                "source": "default: trainwarden's assumptions, restart inside the allocation",
            }
        )
        for kind, cost in TRAINWARDEN.faults.items()
    },
)

PROFILES: dict[str, LauncherProfile] = {
    p.name: p for p in (TRAINWARDEN, TORCHRUN, TRAINWARDEN_SPARES)
}
