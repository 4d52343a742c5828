"""Build the twenty-sixth blind corpus (tests/attribution/blind26/): rendezvous, elastic membership
and restarts, as users reported them publicly.

    python tests/attribution/blind26_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at the
machinery that forms, re-forms and restarts a distributed job: torchrun/TorchElastic rendezvous
(c10d, etcd, etcd-v2, the old torchelastic p2p launcher), worker groups restarted after a failure,
DeepSpeed elastic scale-up, Horovod elastic, Ray Tune/Train restores, NVIDIA's fault-tolerance
launcher with hot spares, Kubeflow's PyTorchJob restart policy, DLRover relaunching pods, SkyPilot
managed spot jobs, Slurm's wall-time resubmission and runs restarted from checkpoints. The first
failure that triggered a restart is the incident. Reports were found with symptom searches of the
stored GitHub issue threads (the stored pages held no forum post with copyable lines for these
symptoms) and taken in the order the searches returned them, skipping reports without a copyable
log line, reports not about training, and reports any other corpus, builder or file of the
repository cites. It was assembled by one helper who read neither the engine nor its catalogs; the
labels were written before any engine ran on these bundles, and no report cited here is cited
anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted). Ours is only the assembly, as in stacks_build.py: which node and stream a line is
filed under, an ISO-8601 time in front of every line (taken from the line's own stamp where it has
one), job.json, the scheduler events and the per-rank step metrics. The labels follow DESIGN's
taxonomy and the rules of the realworld, stacks, frontier and blind READMEs (see
blind26/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from realworld_build import OWN_TIME  # noqa: E402
from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind26"
SPLIT = "blind26"

# ---- sources (one public report per incident) --------------------------------------------------
PYTORCH147064 = "https://github.com/pytorch/pytorch/issues/147064"
DEEPSPEED3146 = "https://github.com/deepspeedai/DeepSpeed/issues/3146"
CNLLAMA274 = "https://github.com/ymcui/Chinese-LLaMA-Alpaca-2/issues/274"
PYTORCH64926 = "https://github.com/pytorch/pytorch/issues/64926"
MSSWIFT3343 = "https://github.com/modelscope/ms-swift/issues/3343"
SKYPILOT955 = "https://github.com/skypilot-org/skypilot/issues/955"
KFTRAINER2044 = "https://github.com/kubeflow/trainer/issues/2044"
HOROVOD2484 = "https://github.com/horovod/horovod/issues/2484"
HOROVOD2835 = "https://github.com/horovod/horovod/issues/2835"
HOROVOD2248 = "https://github.com/horovod/horovod/issues/2248"
NVRX348 = "https://github.com/NVIDIA/nvidia-resiliency-ext/issues/348"
PYTORCH132950 = "https://github.com/pytorch/pytorch/issues/132950"
PARCAE1 = "https://github.com/JF-D/Parcae/issues/1"
ELASTIC113 = "https://github.com/pytorch/elastic/issues/113"
DOC2EDAG24 = "https://github.com/shun-zheng/Doc2EDAG/issues/24"
RAY3702 = "https://github.com/ray-project/ray/issues/3702"
PYTORCH114097 = "https://github.com/pytorch/pytorch/issues/114097"
DLROVER1690 = "https://github.com/intelligent-machine-learning/dlrover/issues/1690"
ELASTIC37 = "https://github.com/pytorch/elastic/issues/37"
LIGHTNING6626 = "https://github.com/Lightning-AI/pytorch-lightning/issues/6626"
ELASTIC115 = "https://github.com/pytorch/elastic/issues/115"
INNEREYE351 = "https://github.com/microsoft/InnerEye-DeepLearning/issues/351"
METASEQ720 = "https://github.com/facebookresearch/metaseq/issues/720"

TITLE = "(copied from the issue's title: the stored thread gives the error line only there)"
PROSE = "(copied from the report's own text, where the poster quotes the error by name)"
STARS = "*****************************************"
OMP = ("Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid "
       "your system being overloaded, please further tune the variable for optimal performance in "
       "your application as needed.")

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def own(c: Case, node: str, stream: str, url: str, iso: str, text: str) -> Case:
    """A line whose own time (with the zone given or UTC) is inside its text: that time in front."""
    return c.log(node, stream, url, f"{iso} {text}", note=OWN_TIME)


def build() -> None:
    build_torchelastic()
    build_launchers_and_operators()
    build_managed_restarts()
    build_resumed_runs()


# ---- torchrun / TorchElastic rendezvous ---------------------------------------------------------
def build_torchelastic() -> None:
    # ---- c10d: a second agent stopped and restarted, the first agent's worker exits 1 ----------
    node = "kiuk-desktop"
    c = case("b26-torchelastic-c10d-agent-rejoin-worker-exit1-restart", "ambiguous", "unknown",
             [], [node],
             "Two torchrun agents on one desktop (c10d rendezvous, --nnodes=1:2, --max_restarts=3) "
             "run a repro script; the second agent is stopped with Ctrl+C and started again, and "
             "the first agent's worker (local rank 0) exits with code 1: the agent reports the "
             "worker group FAILED with 3/3 attempts left, stops it and goes back to rendezvous, "
             "where torchrun itself fails with a traceback. Why the worker exited is not shown. "
             "Lines as posted by a maintainer reproducing the report (the node name ours), ISO "
             "times ours from their glog stamps (the year from the comment's date).",
             start="2025-02-13T12:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 40, every=10.0)
    own(c, node, "torchrun-agent-1", PYTORCH147064, "2025-02-13T12:07:20.086000+00:00",
        "E0213 12:07:20.086000 870572 torch/distributed/elastic/multiprocessing/api.py:869] failed "
        "(exitcode: 1) local_rank: 0 (pid: 876053) of binary: /usr/local/google/home/kiuk/.pyenv/"
        "versions/3.11.4/envs/venv311/bin/python3.11")
    own(c, node, "torchrun-agent-1", PYTORCH147064, "2025-02-13T12:07:20.086000+00:00",
        "I0213 12:07:20.086000 870572 torch/distributed/elastic/agent/server/api.py:889] [default] "
        "Worker group FAILED. 3/3 attempts left; will restart worker group")
    own(c, node, "torchrun-agent-1", PYTORCH147064, "2025-02-13T12:07:20.086000+00:00",
        "I0213 12:07:20.086000 870572 torch/distributed/elastic/agent/server/api.py:699] [default] "
        "Stopping worker group")
    own(c, node, "torchrun-agent-1", PYTORCH147064, "2025-02-13T12:07:20.087000+00:00",
        "I0213 12:07:20.087000 870572 torch/distributed/elastic/agent/server/api.py:677] [default] "
        "Rendezvous'ing worker group")
    c.log(node, "torchrun-agent-1", PYTORCH147064,
          "Traceback (most recent call last):",
          '  File "/usr/local/google/home/kiuk/.pyenv/versions/venv311/bin/torchrun", line 8, in '
          "<module>",
          "    sys.exit(main())", t=441.0)
    c.job(442.0, "FAILED", exit_code=1)

    # ---- a multi-node LLaMA-2 SFT: the master's torchrun fails in rendezvous (timeout) ---------
    n0, n1 = "sft-master", "sft-worker"
    c = case("b26-llama2-sft-master-rendezvous-timeout", "ambiguous", "hang", [], [n0, n1],
             "Multi-node, multi-GPU SFT of Chinese-LLaMA-2-7B launched with torchrun on a cluster: "
             "the master node's torchrun, given no run id, fails inside the launcher before any "
             "worker starts; the report's title names the error RendezvousTimeoutError (the nodes "
             "never formed their group). No node is shown at fault. Lines as posted (the traceback "
             "stops where the stored report stops; node names ours), ISO times ours.",
             start="2023-09-10T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(n0, "launcher", CNLLAMA274,
          "master_addr is only used for static rdzv_backend and when rdzv_endpoint is not "
          "specified.",
          "WARNING:torch.distributed.run:", STARS, OMP, STARS,
          "WARNING:torch.distributed.launcher.api:config has no run_id, generated a random run_id: "
          "174580650467654300307713793029077439978", t=2.0)
    c.log(n0, "launcher", CNLLAMA274,
          "Traceback (most recent call last):",
          '  File "/opt/conda/bin/torchrun", line 33, in <module>',
          "    sys.exit(load_entry_point('torch==2.0.1', 'console_scripts', 'torchrun')())",
          '  File "/opt/conda/lib/python3.10/site-packages/torch/distributed/elastic/'
          'multiprocessing/errors/__init__.py", line 346, in wrapper',
          "    return f(*args, **kwargs)",
          '  File "/opt/conda/lib/python3.10/site-packages/torch/distributed/run.py", line 794, '
          "in main",
          "    run(args)",
          '  File "/opt/conda/lib/python3.10/site-packages/torch/distributed/run.py", line 785, '
          "in run",
          "    elastic_launch(",
          '  File "/opt/conda/lib/python3.10/site-packages/torch/distributed/launcher/api.py", '
          "line 134, in __call__",
          "    return launch_agent(self._config, self._entrypoint, list(args))", t=905.0)
    c.job(906.0, "FAILED", exit_code=1)

    # ---- two nodes with several NICs: the c10d store cannot be reached ------------------------
    n0, n1 = "node-10-28-1-16", "node-10-28-1-17"
    c = case("b26-elastic-multi-nic-c10d-store-connection-error", "ambiguous", "network", [],
             [n0, n1],
             "A pipeline ResNet-50 launched with torch.distributed.run on two nodes of two GPUs "
             "(c10d rendezvous at 10.28.1.16, max_restarts 3) on machines with several NICs: "
             "after a minute the launcher's error handler reports a RendezvousConnectionError, the "
             "connection to the C10d store failed; training never starts. Lines as posted (the "
             "JSON cut where the stored report cuts it; node names ours), ISO times ours from "
             "their own stamps where they have one.",
             start="2021-09-13T22:17:00+00:00", scheduler="static", ranks_per_node=2)
    own(c, n0, "launcher", PYTORCH64926, "2021-09-13T22:17:26.651000+00:00",
        "[INFO] 2021-09-13 22:17:26,651 run: Running torch.distributed.run with args: "
        "['/home/yczhong/.conda/envs/yczhong/lib/python3.6/site-packages/torch/distributed/"
        "run.py', "
        "'--nnodes=2', '--nproc_per_node=2', '--rdzv_id=1234', '--rdzv_backend=c10d', "
        "'--rdzv_endpoint=10.28.1.16', 'main.py']")
    own(c, n0, "launcher", PYTORCH64926, "2021-09-13T22:17:26.653000+00:00",
        "[INFO] 2021-09-13 22:17:26,653 run: Using nproc_per_node=2.")
    c.log(n0, "launcher", PYTORCH64926, STARS, OMP, STARS, t=26.653)
    own(c, n0, "launcher", PYTORCH64926, "2021-09-13T22:17:26.653000+00:00",
        "[INFO] 2021-09-13 22:17:26,653 api: Starting elastic_operator with launch configs:")
    c.log(n0, "launcher", PYTORCH64926,
          "  entrypoint       : main.py",
          "  min_nodes        : 2",
          "  max_nodes        : 2",
          "  nproc_per_node   : 2",
          "  run_id           : 1234",
          "  rdzv_backend     : c10d",
          "  rdzv_endpoint    : 10.28.1.16",
          "  rdzv_configs     : {'timeout': 900}",
          "  max_restarts     : 3",
          "  monitor_interval : 5",
          "  log_dir          : None",
          "  metrics_cfg      : {}", t=26.654)
    own(c, n0, "launcher", PYTORCH64926, "2021-09-13T22:18:26.678000+00:00",
        "[ERROR] 2021-09-13 22:18:26,678 error_handler: {")
    c.log(n0, "launcher", PYTORCH64926,
          '  "message": {',
          '    "message": "RendezvousConnectionError: The connection to the C10d store has failed. '
          'See inner exception for details.",', t=86.679)
    c.job(87.0, "FAILED", exit_code=1)

    # ---- GRPO on two nodes (7 + 8 GPUs): the store read times out after 900 s -----------------
    n0, n1 = "grpo-node1", "grpo-node2"
    c = case("b26-msswift-grpo-two-nodes-store-wait-timeout", "ambiguous", "hang", [], [n0, n1],
             "GRPO training with ms-swift across two nodes (seven GPUs on one, eight on the "
             "other): on one node torchrun's client socket to the rendezvous store "
             "(33.148.62.162:23456) polls without an answer and times out after 900000 ms, and "
             "the launcher fails with a traceback; the group never formed. Which node kept the "
             "others waiting is not shown. Lines as posted (addresses masked as in the report; "
             "node names ours), ISO times ours from their glog stamps (the year from the issue's "
             "date).",
             start="2025-02-28T18:30:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(n1, "launcher", MSSWIFT3343, STARS, OMP, STARS, t=15.0)
    own(c, n1, "launcher", MSSWIFT3343, "2025-02-28T18:45:15.738941+00:00",
        "[W228 18:45:15.738941174 socket.cpp:462] [c10d] waitForInput: poll for socket "
        "SocketImpl(fd=11, addr=[xxxxx.com]:38674, remote=[::ffff:33.148.62.162]:23456) returned "
        "0, likely a timeout")
    own(c, n1, "launcher", MSSWIFT3343, "2025-02-28T18:45:15.741177+00:00",
        "[W228 18:45:15.741177013 socket.cpp:487] [c10d] waitForInput: socket SocketImpl(fd=11, "
        "addr=[xxxxxx.com]:38674, remote=[::ffff:33.148.62.162]:23456) timed out after 900000ms")
    c.log(n1, "launcher", MSSWIFT3343,
          "Traceback (most recent call last):",
          'File "/opt/conda/lib/python3.10/runpy.py", line 196, in _run_module_as_main',
          "return _run_code(code, main_globals, None,",
          'File "/opt/conda/lib/python3.10/runpy.py", line 86, in _run_code',
          "exec(code, run_globals)",
          'File "/opt/conda/lib/python3.10/site-packages/torch/distributed/run.py", line 923, in '
          "<module>",
          "main()",
          'File "/opt/conda/lib/python3.10/site-packages/torch/distributed/elastic/'
          'multiprocessing/errors/__init__.py", line 355, in wrapper',
          "return f(*args, **kwargs)",
          'File "/opt/conda/lib/python3.10/site-packages/torch/distributed/run.py", line 919, in '
          "main",
          "run(args)", t=916.0)
    c.job(917.0, "FAILED", exit_code=1)

    # ---- etcd-v2 dynamic rendezvous on a PyTorchJob: the store key is not found --------------
    n0, n1 = "foo-master-0", "foo-worker-0"
    c = case("b26-pytorchjob-etcd-v2-store-key-not-found", "attributed", "user_code", [],
             [n0, n1],
             "A PyTorchJob (one master, one worker) launched with torchrun and the etcd-v2 "
             "rendezvous backend (PyTorch 2.4.0, max_restarts 10000) fails on start-up: the "
             "worker raises etcd.EtcdKeyNotFound for /torch/elastic/store (it reaches the store "
             "before the master has written its address), the master errors out with "
             "RendezvousClosedError and the restarts fail the same way. The launcher's own "
             "rendezvous code, no machine. Launch lines as posted with their glog stamps (the year "
             "from the issue's date; pod names ours); the error lines from the report's title and "
             "text.",
             start="2024-08-07T20:59:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    own(c, n1, "launcher", PYTORCH132950, "2024-08-07T21:00:02.487000+00:00",
        "I0807 21:00:02.487000 139857836099392 torch/distributed/launcher/api.py:189] Starting "
        "elastic_operator with launch configs:")
    for key, value in (("entrypoint       ", "/tmp/tmp.LVBo1dpr8Y"), ("min_nodes        ", "2"),
                       ("max_nodes        ", "2"), ("nproc_per_node   ", "1"),
                       ("run_id           ", "foo"), ("rdzv_backend     ", "etcd-v2"),
                       ("rdzv_endpoint    ", "foo-etcd:2379"),
                       ("rdzv_configs     ", "{'timeout': 900}"),
                       ("max_restarts     ", "10000"), ("monitor_interval ", "0.1")):
        own(c, n1, "launcher", PYTORCH132950, "2024-08-07T21:00:02.487000+00:00",
            "I0807 21:00:02.487000 139857836099392 torch/distributed/launcher/api.py:189]   "
            f"{key}: {value}")
    c.log(n1, "launcher", PYTORCH132950,
          "etcd.EtcdKeyNotFound: Key not found : /torch/elastic/store", t=64.0, note=TITLE)
    c.log(n0, "launcher", PYTORCH132950,
          "torch.distributed.elastic.rendezvous.api.RendezvousClosedError", t=65.0, note=PROSE)
    c.job(66.0, "FAILED", exit_code=1)

    # ---- Parcae over the torchelastic p2p etcd rendezvous: a key the code never writes -------
    node = "x08j11224"
    c = case("b26-parcae-etcd-rendezvous-next-strategy-key-missing", "attributed", "user_code",
             [], [node],
             "Parcae (spot-instance-aware training of GPT-1.5B replaying a preemption trace) on "
             "the reporter's own machines gets stuck at every rendezvous: the etcd client raises "
             "EtcdKeyNotFound for the run's rdzv/next_strategy key, which no part of the code "
             "writes, and the node tries to join the next rendezvous again. The program's own "
             "error, no machine. Lines as posted (the node name from the report), ISO times ours "
             "from the line's own stamp where it has one.",
             start="2024-06-12T12:50:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", PARCAE1,
          '  File "/usr/local/lib/python3.8/dist-packages/etcd/client.py", line 740, in get',
          "    return self.read(key)",
          '  File "/usr/local/lib/python3.8/dist-packages/etcd/client.py", line 595, in read',
          "    response = self.api_execute(",
          '  File "/usr/local/lib/python3.8/dist-packages/etcd/client.py", line 907, in wrapper',
          "    return self._handle_server_response(response)",
          '  File "/usr/local/lib/python3.8/dist-packages/etcd/client.py", line 987, in '
          "_handle_server_response",
          "    etcd.EtcdError.handle(r)",
          '  File "/usr/local/lib/python3.8/dist-packages/etcd/__init__.py", line 306, in handle',
          "    raise exc(msg, payload)",
          "etcd.EtcdKeyNotFound: Key not found : /torchelastic/p2p/run_c63361db-da0b-40ca-90a6-"
          "a59be99e2a0b/rdzv/next_strategy", t=346.0)
    own(c, node, "rank-0", PARCAE1, "2024-06-12T12:55:46.077000+00:00",
        "INFO 2024-06-12 12:55:46,077 Node x08j11224.cloud.sqa.na131 Attempting to join next "
        "rendezvous")

    # ---- torchelastic launch with an etcd rendezvous: a host name that does not resolve -------
    n0, n1 = "mask-rcnn-node-0", "mask-rcnn-node-1"
    c = case("b26-torchelastic-etcd-launch-host-not-found", "attributed", "user_code", [],
             [n0, n1],
             "Detectron2 Mask R-CNN moved from torch.distributed.launch to torchelastic's launcher "
             "(two nodes of four GPUs, etcd rendezvous at 172.20.74.130:2379, while the client "
             "lists its etcd machine as http://0.0.0.0:2379): the agent starts its workers, goes "
             "to rendezvous and fails with ValueError: host not found (name or service not "
             "known). A launch configuration that does not resolve, no machine at fault. Lines as "
             "posted (node names ours), ISO times ours from their own stamps; the error line from "
             "the issue's title.",
             start="2020-07-20T14:09:00+00:00", scheduler="static", ranks_per_node=4)
    own(c, n0, "launcher", ELASTIC113, "2020-07-20T14:09:18.781000+00:00",
        "[INFO] 2020-07-20 14:09:18,781 launch: Running torchelastic.distributed.launch with args: "
        "['/usr/local/lib/python3.6/dist-packages/torchelastic/distributed/launch.py', "
        "'--nproc_per_node=4', '--nnodes=2', '--rdzv_id=0', '--rdzv_endpoint=172.20.74.130:2379', "
        "'tools/train_net_elastic.py', '--config-file', "
        "'configs/COCO-InstanceSegmentation/mask_rcnn_R_50_FPN_1x.yaml']")
    own(c, n0, "launcher", ELASTIC113, "2020-07-20T14:09:18.785000+00:00",
        "INFO 2020-07-20 14:09:18,785 Etcd machines: ['http://0.0.0.0:2379']")
    own(c, n0, "launcher", ELASTIC113, "2020-07-20T14:09:18.789000+00:00",
        "[INFO] 2020-07-20 14:09:18,789 launch: Using nproc_per_node=4.")
    c.log(n0, "launcher", ELASTIC113, STARS, "Setting OMP_NUM_THREADS environment variable for "
          "each process to be 1 in default, to avoid your system being overloaded, please further "
          "tune the variable for optimal performance in your application as needed. ", STARS,
          t=18.79)
    own(c, n0, "launcher", ELASTIC113, "2020-07-20T14:09:19.358000+00:00",
        "[INFO] 2020-07-20 14:09:19,358 api: [default] starting workers for function: wrapper_fn")
    own(c, n0, "launcher", ELASTIC113, "2020-07-20T14:09:19.358000+00:00",
        "[INFO] 2020-07-20 14:09:19,358 api: [default] Rendezvous'ing worker group")
    own(c, n0, "launcher", ELASTIC113, "2020-07-20T14:09:19.358000+00:00",
        "INFO 2020-07-20 14:09:19,358 Attempting to join next rendezvous")
    c.log(n0, "launcher", ELASTIC113, "ValueError: host not found: Name or service not known",
          t=19.5, note=TITLE)
    c.job(20.0, "FAILED", exit_code=1)

    # ---- torchelastic 0.1.0rc2 with PyTorch 1.4: EtcdStore cannot be constructed -------------
    node = "elastic-test-host"
    c = case("b26-torchelastic-p2p-etcdstore-no-constructor", "attributed", "user_code", [],
             [node],
             "A torchelastic (0.1.0rc2) test set-up that used to work with TCPStore, after an "
             "update to the latest torchelastic and PyTorch 1.4: at its rendezvous barrier the "
             "coordinator gets a NonRetryableException, 'EtcdStore: No constructor defined!', "
             "while setting up the key-value store. A library mismatch in the job's own "
             "environment, no machine. Lines as posted (the node name ours), ISO times ours from "
             "their own stamps where they have one.",
             start="2020-01-23T01:39:00+00:00", scheduler="static", ranks_per_node=1)
    own(c, node, "rank-0", ELASTIC37, "2020-01-23T01:39:31.128000+00:00",
        "INFO 2020-01-23 01:39:31,128 Creating EtcdStore as the c10d::Store implementation")
    own(c, node, "rank-0", ELASTIC37, "2020-01-23T01:39:31.139000+00:00",
        "[ERROR] 2020-01-23 01:39:31,139 coordinator_p2p: Rank: -1")
    egg = "/opt/miniconda/lib/python3.6/site-packages/torchelastic-0.1.0rc2-py3.6.egg/torchelastic"
    c.log(node, "rank-0", ELASTIC37,
          "Error: Rank -1 received an Exception. Detailed message: EtcdStore: No constructor "
          "defined!",
          "ErrorType: <class 'torchelastic.coordinator.NonRetryableException'>",
          "StackTrace: Traceback (most recent call last):",
          f'  File "{egg}/p2p/coordinator_p2p.py", line 64, in rendezvous_barrier',
          "    self.store, self.rank, self.world_size = self.rendezvous.next_rendezvous()",
          f'  File "{egg}/rendezvous/etcd_rendezvous.py", line 98, in next_rendezvous',
          "    store = self._rdzv_impl.setup_kv_store(rdzv_version)",
          f'  File "{egg}/rendezvous/etcd_rendezvous.py", line 851, in setup_kv_store',
          "    return EtcdStore(etcd_client=self.client, etcd_store_prefix=store_path)", t=31.14)
    c.job(32.0, "FAILED", exit_code=1)

    # ---- a worker group fails on one node and is restarted (restart_count=1) -----------------
    node = "doc2edag-host"
    c = case("b26-doc2edag-worker-group-failed-restarted-attempt-1", "ambiguous", "unknown", [],
             [node],
             "Doc2EDAG training launched on four GPUs of one machine with the elastic launcher: "
             "the agent reports the worker group FAILED (3/3 attempts left), stops it, completes a "
             "new rendezvous with restart_count=1 and starts the four workers again (attempt_1). "
             "What made the first group fail is not in the lines. Lines as posted (the node name "
             "ours), ISO times ours.",
             start="2021-08-13T10:40:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 20, every=12.0)
    api = "INFO:torch.distributed.elastic.agent.server.api:[default] "
    c.log(node, "launcher", DOC2EDAG24,
          f"{api}Worker group FAILED. 3/3 attempts left; will restart worker group",
          f"{api}Stopping worker group",
          f"{api}Rendezvous'ing worker group",
          f"{api}Rendezvous complete for workers. Result:",
          "  restart_count=1",
          "  master_addr=127.0.0.1",
          "  master_port=29500",
          "  group_rank=0",
          "  group_world_size=1",
          "  local_ranks=[0, 1, 2, 3]",
          "  role_ranks=[0, 1, 2, 3]",
          "  global_ranks=[0, 1, 2, 3]",
          "  role_world_sizes=[4, 4, 4, 4]",
          "  global_world_sizes=[4, 4, 4, 4]",
          f"{api}Starting worker group", t=243.0)
    for rank in range(4):
        c.log(node, "launcher", DOC2EDAG24,
              f"INFO:torch.distributed.elastic.multiprocessing:Setting worker{rank} reply file to: "
              f"/tmp/torchelastic_kh8gjpdz/none_12bm0xei/attempt_1/{rank}/error.json", t=244.0)

    # ---- redundant hosts: the agent on a killed worker node gets SIGTERM ----------------------
    n0, n1 = "elastic-node-0", "elastic-node-1"
    c = case("b26-torchelastic-redundant-hosts-agent-sigterm", "ambiguous", "unknown", [],
             [n0, n1],
             "Trying torchrun's support for redundant hosts (an extra node provided): the agent of "
             "a worker node receives a SIGTERM death signal, sends SIGTERM to its four workers and "
             "exits with a traceback. The poster stopped it by hand to test the feature; nothing "
             "in the lines says who sent the signal. Lines as posted (node names ours), ISO times "
             "ours from their glog stamps (the year from the comment's date).",
             start="2024-08-23T16:40:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 40, every=20.0)
    own(c, n1, "launcher", PYTORCH114097, "2024-08-23T16:54:02.337000+00:00",
        "W0823 16:54:02.337000 139733055988160 torch/distributed/elastic/agent/server/api.py:688] "
        "Received Signals.SIGTERM death signal, shutting down workers")
    for pid in (6236, 6239, 6242, 6245):
        own(c, n1, "launcher", PYTORCH114097, "2024-08-23T16:54:02.337000+00:00",
            "W0823 16:54:02.337000 139733055988160 torch/distributed/elastic/multiprocessing/"
            f"api.py:857] Sending process {pid} closing signal SIGTERM")
    c.log(n1, "launcher", PYTORCH114097,
          "Traceback (most recent call last):",
          '  File "/usr/local/bin/torchrun", line 33, in <module>',
          "    sys.exit(load_entry_point('torch==2.4.0a0+3bcc3cddb5.nv24.7', 'console_scripts', "
          "'torchrun')())",
          '  File "/usr/local/lib/python3.10/dist-packages/torch/distributed/elastic/'
          'multiprocessing/errors/__init__.py", line 347, in wrapper',
          "    return f(*args, **kwargs)",
          '  File "/usr/local/lib/python3.10/dist-packages/torch/distributed/run.py", line 900, '
          "in main",
          "    run(args)", t=842.5)


# ---- elastic launchers and operators ------------------------------------------------------------
def build_launchers_and_operators() -> None:
    # ---- DeepSpeed elastic: scaling up, the store port on worker-0 is already in use ----------
    w0, w1, w2 = "worker-0", "worker-1", "worker-2"
    c = case("b26-deepspeed-elastic-scale-up-store-port-in-use", "attributed", "user_code", [],
             [w0, w1, w2],
             "DeepSpeed elastic training of BERT (the launcher's --elastic_training, 1 to 4 nodes "
             "of one GPU, in Docker containers) is scaled up from two workers to three with a new "
             "hostfile: the c10d store on worker-0 fails to bind port 49091 (errno 98, address "
             "already in use) and the workers are sent SIGTERM; training does not continue. The "
             "job's own launch, no machine. Lines as posted (docker compose prefixes kept), ISO "
             "times ours.",
             start="2023-04-05T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 60, every=10.0, stop={w2: 0})
    c.log(w0, "launcher", DEEPSPEED3146,
          "deepspeed-worker-2-1  | worker-0: [W socket.cpp:426] [c10d] The server socket has "
          "failed to bind to [::]:49091 (errno: 98 - Address already in use).",
          "deepspeed-worker-2-1  | worker-0: [W socket.cpp:426] [c10d] The server socket has "
          "failed to bind to ?UNKNOWN? (errno: 98 - Address already in use).",
          "deepspeed-worker-2-1  | worker-0: [E socket.cpp:462] [c10d] The server socket has "
          "failed to listen on any local network address.", t=605.0)
    c.log(w0, "launcher", DEEPSPEED3146,
          "deepspeed-worker-0-1  | worker-0: Sending process 175 closing signal SIGTERM", t=606.0)
    c.log(w1, "launcher", DEEPSPEED3146,
          "deepspeed-worker-0-1  | worker-1: Sending process 100 closing signal SIGTERM", t=606.0)
    c.job(610.0, "FAILED", exit_code=1)

    # ---- Horovod elastic: a worker's process exits 137 and the job is terminated --------------
    w0, w1 = "elastic-test-worker-0", "elastic-test-worker-1"
    c = case("b26-horovod-elastic-worker-exit-137-job-terminated", "ambiguous", "unknown", [],
             [w0, w1],
             "Horovod elastic (gloo, PyTorch synthetic benchmark) on workers in pods: horovodrun "
             "terminates the job because a process exited with non-zero status, the first being "
             "elastic-test-worker-1[0] with exit code 137 (killed), instead of recovering. What "
             "killed it is not shown. Lines as posted (node names from the process name), ISO "
             "times ours.",
             start="2020-12-10T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 10, every=2.0)
    c.log(w0, "launcher", HOROVOD2484,
          '  File "/opt/anaconda3/bin/horovodrun", line 8, in <module>',
          "    sys.exit(run_commandline())",
          '  File "/opt/anaconda3/lib/python3.6/site-packages/horovod/runner/launch.py", line '
          "723, in run_commandline",
          "    _run(args)",
          '  File "/opt/anaconda3/lib/python3.6/site-packages/horovod/runner/launch.py", line '
          "711, in _run",
          "    return _run_elastic(args)",
          '  File "/opt/anaconda3/lib/python3.6/site-packages/horovod/runner/launch.py", line '
          "621, in _run_elastic",
          "    gloo_run_elastic(settings, env, args.command)",
          '  File "/opt/anaconda3/lib/python3.6/site-packages/horovod/runner/gloo_run.py", line '
          "331, in gloo_run_elastic",
          "    launch_gloo_elastic(command, exec_command, settings, env, get_common_interfaces, "
          "rendezvous)",
          '  File "/opt/anaconda3/lib/python3.6/site-packages/horovod/runner/gloo_run.py", line '
          "318, in launch_gloo_elastic",
          "    .format(name=name, code=exit_code))",
          "RuntimeError: Horovod detected that one or more processes exited with non-zero status, "
          "thus causing the job to be terminated. The first process to do so was:",
          "Process name: elastic-test-worker-1[0]",
          "Exit code: 137", t=25.0)
    c.job(26.0, "FAILED", exit_code=1)

    # ---- Horovod elastic with --autotune: rank 2's train function fails, failure count 3 ------
    w0, w1, w2 = "hvd-worker-0", "hvd-worker-1", "hvd-worker-2"
    c = case("b26-horovod-elastic-autotune-allreduce-failure-count-3", "attributed", "user_code",
             [], [w0, w1, w2],
             "Horovod elastic training of a Keras model with --autotune on Kubernetes pods: rank "
             "2's TensorFlow train function fails in a Horovod allreduce of the DistributedAdam "
             "gradients and its command exits with code 1; the elastic driver counts three "
             "failures and stops running, horovodrun raising that a process exited non-zero. The "
             "report is about the program under autotune; the error text above the op name is "
             "not in the stored report. Lines as posted (node names ours), ISO times ours.",
             start="2021-04-20T08:00:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.steps(1, 27, every=4.0)
    c.log(w2, "rank-2", HOROVOD2835,
          "[2]<stderr>:     [[{{node StatefulPartitionedCall/DistributedAdam_Allreduce/cond_6/then/"
          "_73/DistributedAdam_Allreduce/cond_6/HorovodAllreduce_grads_6_0}}]] "
          "[Op:__inference_train_function_996]",
          "[2]<stderr>:",
          "[2]<stderr>:Function call stack:",
          "[2]<stderr>:train_function",
          "[2]<stderr>:",
          "[2]<stderr>:command terminated with exit code 1", t=110.0)
    c.log(w0, "launcher", HOROVOD2835,
          "ERROR:root:failure count == 3 -> stop running",
          "Process 2 exit with status code 1.",
          "Traceback (most recent call last):",
          '  File "/usr/local/bin/horovodrun", line 8, in <module>',
          "    sys.exit(run_commandline())",
          '  File "/usr/local/lib/python3.7/dist-packages/horovod/runner/launch.py", line 768, in '
          "run_commandline",
          "    _run(args)",
          '  File "/usr/local/lib/python3.7/dist-packages/horovod/runner/launch.py", line 756, in '
          "_run",
          "    return _run_elastic(args)",
          '  File "/usr/local/lib/python3.7/dist-packages/horovod/runner/launch.py", line 666, in '
          "_run_elastic",
          "    gloo_run_elastic(settings, env, args.command)",
          '  File "/usr/local/lib/python3.7/dist-packages/horovod/runner/gloo_run.py", line 336, '
          "in gloo_run_elastic",
          "    launch_gloo_elastic(command, exec_command, settings, env, get_common_interfaces, "
          "rendezvous)",
          '  File "/usr/local/lib/python3.7/dist-packages/horovod/runner/gloo_run.py", line 323, '
          "in launch_gloo_elastic",
          "    .format(name=name, code=exit_code))", t=112.0)
    c.job(113.0, "FAILED", exit_code=1)

    # ---- Horovod elastic on Kubernetes: scaling 3 -> 2 workers, the job fails -----------------
    w0, w1, w2 = "elastic-training-synthetic-worker-0", "elastic-training-synthetic-worker-1", \
        "elastic-training-synthetic-worker-2"
    c = case("b26-horovod-elastic-scale-down-background-thread-shutdown", "ambiguous", "unknown",
             [], [w0, w1, w2],
             "The Horovod elastic synthetic benchmark on Kubernetes runs (rank 0 at about 96 "
             "img/sec per GPU) until the poster scales the workers from three to two: all three "
             "ranks shut down their background threads to re-initialise and the job fails (the "
             "report then shows a process Aborted, a line the stored report cuts short and left "
             "out here). Why the re-initialisation failed is not shown. Lines as posted (node "
             "names ours), ISO times ours from their own stamps.",
             start="2020-09-11T07:05:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    for it, stamp, speed in ((12, "07:06:58", "96.6"), (13, "07:07:02", "97.0"),
                             (14, "07:07:05", "96.5"), (15, "07:07:08", "98.0"),
                             (16, "07:07:12", "96.3"), (17, "07:07:15", "95.0"),
                             (18, "07:07:18", "93.7")):
        own(c, w0, "launcher", HOROVOD2248, f"2020-09-11T{stamp}.000000+00:00",
            f"Fri Sep 11 {stamp} 2020[0]<stdout>:Iter #{it}: {speed} img/sec per GPU")
    src = "/tmp/pip-install-r8947i7w/horovod/horovod/common"
    for rank, micro in ((0, "657297"), (2, "657059"), (1, "657305")):
        own(c, w0, "launcher", HOROVOD2248, f"2020-09-11T07:07:20.{micro}+00:00",
            f"Fri Sep 11 07:07:20 2020[{rank}]<stdout>:[2020-09-11 07:07:20.{micro}: D "
            f"{src}/operations.cc:537] [{rank}]: Shutting down background thread")
    own(c, w0, "launcher", HOROVOD2248, "2020-09-11T07:07:20.657737+00:00",
        "Fri Sep 11 07:07:20 2020[0]<stdout>:[2020-09-11 07:07:20.657737: D "
        f"{src}/utils/env_parser.cc:107] Using GLOO to perform controller operations.")
    c.job(150.0, "FAILED", exit_code=1)

    # ---- NVIDIA fault-tolerance launcher with a hot spare: re-rendezvous closes the job -------
    nodes = ["b300-node-a", "b300-node-b", "b300-node-c", "b300-node-d", "b300-node-e"]
    c = case("b26-nvrx-ft-launcher-hot-spare-max-nodes-closes-rendezvous", "attributed",
             "user_code", [], nodes,
             "Megatron-LM on five nodes of eight B300 under Slurm with NVIDIA's ft_launcher "
             "(nvidia-resiliency-ext 0.6.0, barrier rendezvous, a hot-spare topology of five "
             "agents for --nnodes 4): after a single-node fault, a re-rendezvous round that starts "
             "while all five agents are alive is closed by the host node with 'Maximum number of "
             "nodes (4) exceeded', every agent exits with RendezvousClosedError and the Slurm job "
             "dies. The launcher's own rendezvous handling; the fault that started the round is "
             "not described. The line as posted (its node name elided as in the report; node "
             "names ours), ISO time ours.",
             start="2026-06-10T08:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log("b300-node-a", "ft-launcher", NVRX348,
          "ft_rendezvous_barrier.py:1458 [node-A...] Maximum number of nodes (4) exceeded. Active "
          "participant count would be 5 (joined=5, left=0). This is likely a configuration error "
          "- please check max_nodes setting.", t=3600.0)
    c.job(3620.0, "FAILED", exit_code=1)

    # ---- Kubeflow PyTorchJob with restartPolicy ExitCode: the master exits 1 ------------------
    node = "kfto-01-master-0"
    c = case("b26-pytorchjob-exitcode-policy-master-exit1-restarting", "ambiguous", "unknown", [],
             [node],
             "A PyTorchJob (kfto-01) with restartPolicy ExitCode and backoffLimit above 1: its "
             "master pod exits with code 1, a code the policy does not retry, and the training "
             "operator records the exit and then marks the job as restarting because one Master "
             "replica failed, where it stays. Why the master exited is not shown. Operator lines "
             "as posted, ISO times ours from the lines' own zoned stamps where they have one.",
             start="2024-04-05T15:07:36+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.log(node, "training-operator", KFTRAINER2044,
          "INFO[0289] Pod: default.kfto-01-master-0 exited with code 1  job=default.kfto-01 "
          "replica-type=master uid=4acaf99e-c0e0-424e-b6fe-9cbb2e303f3b",
          "INFO[0289] PyTorchJob=kfto-01, ReplicaType=Master expected=1, running=0, succeeded=0, "
          "failed=1, Replicas=1", t=289.0)
    obj = ('{"kind":"PyTorchJob","namespace":"default","name":"kfto-01",'
           '"uid":"4acaf99e-c0e0-424e-b6fe-9cbb2e303f3b","apiVersion":"kubeflow.org/v1",'
           '"resourceVersion":"1800574"}')
    own(c, node, "training-operator", KFTRAINER2044, "2024-04-05T11:12:25-04:00",
        "2024-04-05T11:12:25-04:00\tDEBUG\tevents\tPod: default.kfto-01-master-0 exited with code "
        f'1\t{{"type": "Normal", "object": {obj}, "reason": "ExitedWithCode"}}')
    own(c, node, "training-operator", KFTRAINER2044, "2024-04-05T11:12:25-04:00",
        "2024-04-05T11:12:25-04:00\tDEBUG\tevents\tPyTorchJob kfto-01 is restarting because 1 "
        f'Master replica(s) failed.\t{{"type": "Warning", "object": {obj}, "reason": '
        '"PyTorchJobRestarting"}')

    # ---- DLRover on a large job: a worker pod goes from Running to Failed (Deleted) -----------
    n13 = "ji-aitrain-151695950523949248-edljob-worker-13"
    n30 = "ji-aitrain-151695950523949248-edljob-worker-30"
    c = case("b26-dlrover-worker-pod-deleted-relaunched", "ambiguous", "unknown", [], [n13, n30],
             "A large DLRover elastic job on Kubernetes (128 CPUs and 900 GiB a pod): when many "
             "pods fail at once the master reports worker 30's pod going from Running to Failed "
             "with exit reason 'Deleted', relaunches it as a new pod and waits to create others, "
             "slowly. Why the pods were deleted is not shown. Master lines as posted (filed under "
             "one worker's node; the two node names from the report's pod names), ISO times ours "
             "from their own stamps.",
             start="2026-01-27T08:30:00+00:00", scheduler="kubernetes", ranks_per_node=8)
    c.steps(1, 25, every=60.0)
    master = "dlrover-master"
    own(c, n13, master, DLROVER1690, "2026-01-27T08:56:08.459000+00:00",
        "[2026-01-27 08:56:08,459] [INFO] [reporter.py:68:report] [2026-01-27, 08:56:08][warn]"
        "[ji-aitrain-151695950523949248-edljob-worker-30-30][status_update][Running to Failed]"
        '[{"from_state": "Running", "to_state": "Failed", "node": '
        '"ji-aitrain-151695950523949248-edljob-worker-30-30", "exit reason": "Deleted"}]')
    own(c, n13, master, DLROVER1690, "2026-01-27T08:56:08.459000+00:00",
        "[2026-01-27 08:56:08,459] [INFO] [training_node.py:275:relaunch_node] Relaunch node "
        "ji-aitrain-151695950523949248-edljob-worker-30-30 to 59")
    own(c, n13, master, DLROVER1690, "2026-01-27T08:56:08.460000+00:00",
        "[2026-01-27 08:56:08,460] [INFO] [reporter.py:68:report] [2026-01-27, 08:56:08][warn]"
        "[ji-aitrain-151695950523949248-edljob-worker-30-30][relaunch_worker][59]"
        '[{"node": "i-d070lg6heob1qf675dt0", "new_node": '
        '"ji-aitrain-151695950523949248-edljob-worker-30-59"}]')
    own(c, n13, master, DLROVER1690, "2026-01-27T08:56:08.464000+00:00",
        "[2026-01-27 08:56:08,464] [INFO] [pod_scaler.py:233:scale] Wait nodes "
        "deque([name:ji-aitrain-151695950523949248-edljob-worker-13-58;create:None;rank_index:13;"
        "type:worker;status:Initial;reported_status:('', 0);addr:ji-aitrain-151695950523949248-"
        "edljob-worker-13.nhss-job.svc:3333;is_released:False;priority:;]) to completed.")
    own(c, n13, master, DLROVER1690, "2026-01-27T08:56:09.749000+00:00",
        "[2026-01-27 08:56:09,749] [INFO] [pod_scaler.py:502:_create_pod] Create Pod "
        "ji-aitrain-151695950523949248-edljob-worker-13-58 with resource {'cpu': 128.0, "
        "'memory': '921600Mi'}")


# ---- managed restarts: Tune restores, SkyPilot spot recovery, Slurm resubmission --------------
def build_managed_restarts() -> None:
    # ---- Ray Tune: restoring a PPO trial with a different number of workers fails -------------
    node = "havoc"
    c = case("b26-ray-tune-ppo-restore-worker-died", "ambiguous", "unknown", [], [node],
             "A Ray Tune PPO trial restarted with a different number of rollout workers than its "
             "checkpoint: restoring the agent from the checkpoint fails because the worker died "
             "or was killed while executing the task, and Tune tries again without the "
             "checkpoint. What killed the worker is not shown. Lines as posted (the host from the "
             "report), ISO times ours from the line's own glog stamp where it has one (the year "
             "from the issue's date).",
             start="2019-01-06T15:40:00+00:00", scheduler="ray", ranks_per_node=1)
    own(c, node, "driver", RAY3702, "2019-01-06T15:49:59.277251+00:00",
        "I0106 15:49:59.277251 135106 node_manager.cc:1731] Resubmitting task "
        "0000000010c2bd8ece1c85aaf5a0fecdc8af4bf8 on client "
        "58f9398f02f17800c647c7634f9727df3b03b2d6")
    died = ("ray.worker.RayTaskError: Invalid return value: likely worker died or was killed while "
            "executing the task; check previous logs or dmesg for errors.")
    c.log(node, "driver", RAY3702,
          "Pushing error to dirver, type: task, message: ray_PPOAgent:restore_from_object() "
          "(pid=12406, host=havoc)",
          died, ".", "Error restoring runner.",
          "Traceback (most recent call last):",
          '  File "/data/rliaw/miniconda3/envs/ray/lib/python3.6/site-packages/ray/tune/'
          'ray_trial_executor.py", line 322, in restore',
          "    ray.get(trial.runner.restore_from_object.remote(value))",
          '  File "/data/rliaw/miniconda3/envs/ray/lib/python3.6/site-packages/ray/worker.py", '
          "line 2292, in get",
          "    raise value",
          "ray.worker.RayTaskError: ray_PPOAgent:restore_from_object() (pid=12406, host=havoc)",
          died, "Error starting runner. Trying again without checkpoint.", t=600.0)

    # ---- SkyPilot managed spot job: the VM killed by hand, the controller fails ---------------
    node = "sky-b7d3-weichiang"
    c = case("b26-skypilot-spot-vm-killed-failed-controller", "ambiguous", "unknown", [], [node],
             "A SkyPilot managed spot job (BERT QA on one V100) whose VM the poster killed by "
             "hand, after training started, to test spot recovery: instead of recovering, the "
             "controller fails to get the job's status (the status command returns 255) and the "
             "job ends FAILED_CONTROLLER with 0 recoveries. The bundle does not say the VM was "
             "preempted. Lines as posted (controller lines filed under the job's node), ISO times "
             "ours from their own stamps (the year from the issue's date).",
             start="2022-07-06T18:21:00+00:00", scheduler="skypilot", ranks_per_node=1)
    c.steps(1, 30, every=100.0)
    ctl = "(sky-b7d3-weichiang pid=120832) "
    own(c, node, "spot-controller", SKYPILOT955, "2022-07-06T19:18:16.000000+00:00",
        f"{ctl}E 07-06 19:18:16 controller.py:137] Unexpected error occurred: CommandError: "
        "Command python3 -u -c 'from sky.skylet import job_lib, log_lib;job_id = None if None is "
        "not None else job_lib.get_latest_job_id();job_status = job_lib.get_status(job_id);"
        "status_str = None if job_status is None else job_status.value;print(\"Job\", job_id, "
        "status_str, flush=True)' failed with return code 255.")
    own(c, node, "spot-controller", SKYPILOT955, "2022-07-06T19:18:16.000000+00:00",
        f"{ctl}E 07-06 19:18:16 controller.py:137] Failed to get job status.")
    own(c, node, "spot-controller", SKYPILOT955, "2022-07-06T19:18:20.000000+00:00",
        f"{ctl}I 07-06 19:18:20 spot_state.py:189] Job failed due to unexpected controller "
        "failure.")
    own(c, node, "sky-client", SKYPILOT955, "2022-07-06T19:18:16.000000+00:00",
        "I 07-06 19:18:16 spot_utils.py:224] SKY INFO: The return code is 255. Check the job "
        "status in 20 seconds.")
    own(c, node, "sky-client", SKYPILOT955, "2022-07-06T19:18:36.000000+00:00",
        "I 07-06 19:18:36 spot_utils.py:234] Logs finished for job 17 (status: "
        "FAILED_CONTROLLER).")
    c.log(node, "sky-client", SKYPILOT955,
          "ID  NAME                RESOURCES        SUBMITTED    TOT. DURATION  JOB DURATION  "
          "#RECOVERIES  STATUS",
          "17  sky-b7d3-weichiang  1x [V100:1]      57 mins ago  56m 44s        50m 29s       0  "
          "          FAILED_CONTROLLER", t=3457.0)
    c.job(3457.0, "FAILED")

    # ---- Lightning on Slurm: the 15-minute wall time, auto-resubmit does not happen -----------
    node = "slurm-gpu-node"
    c = case("b26-lightning-slurm-wall-time-auto-resubmit", "attributed", "preemption", [],
             [node],
             "An MNIST Lightning model submitted to Slurm with a 15-minute time limit and "
             "--signal=SIGUSR1@90 so that Lightning resubmits it: Lightning sets its Slurm signal "
             "handlers and trains, the job reaches its wall time and is not resubmitted. Lines as "
             "posted from the job's error file (the node name ours), ISO times ours from the "
             "line's own stamp where it has one; the job's TIMEOUT state ours, from the report.",
             start="2021-03-22T11:19:40+00:00", scheduler="slurm", ranks_per_node=1)
    c.log(node, "rank-0", LIGHTNING6626,
          "GPU available: True, used: False",
          "TPU available: None, using: 0 TPU cores", t=12.0)
    own(c, node, "rank-0", LIGHTNING6626, "2021-03-22T11:19:52.797360+00:00",
        "2021-03-22 11:19:52.797360: I tensorflow/stream_executor/platform/default/"
        "dso_loader.cc:49] Successfully opened dynamic library libcudart.so.11.0")
    c.log(node, "rank-0", LIGHTNING6626,
          "/home/gourmelon/.local/lib/python3.8/site-packages/pytorch_lightning/utilities/"
          "distributed.py:51: UserWarning: GPU available but not used. Set the --gpus flag when "
          "calling the script.",
          "  warnings.warn(*args, **kwargs)",
          "Set SLURM handle signals.", t=13.0)
    c.steps(1, 80, every=10.0, t0=20.0)
    c.job(900.0, "TIMEOUT", reason="TimeLimit")


# ---- runs resumed after a restart or a scale-down -----------------------------------------------
def build_resumed_runs() -> None:
    # ---- ClassyVision on torchelastic (etcd): after deleting the group-rank-0 pod, a hang ----
    n0, n1 = "cv-test-0", "cv-test-1"
    c = case("b26-classyvision-torchelastic-scale-down-hang", "ambiguous", "hang", [], [n0, n1],
             "ClassyVision trained with torchelastic on Kubernetes pods (etcd rendezvous, "
             "--nnodes=1:4): a pod launches and joins the existing rendezvous, noting that rank "
             "0's keep-alive key is not renewed; after the poster deletes the pod of group rank 0 "
             "(cv-test-0) to scale down, the remaining worker's log stops at saving a checkpoint "
             "and training hangs for ever instead of re-rendezvousing. No rank is shown stopping "
             "on its own. Lines as posted (pod names from the report, the streams ours), ISO "
             "times ours from their own stamps where they have one.",
             start="2020-08-03T07:53:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    launch = ("[INFO] 2020-08-03 07:53:06,129 launch: Running torchelastic.distributed.launch with "
              "args: ['/opt/conda/lib/python3.7/site-packages/torchelastic/distributed/launch.py', "
              "'--rdzv_backend=etcd', '--rdzv_endpoint=pet-etcd:2379', '--rdzv_id=cv-test', "
              "'--nnodes=1:4', '--nproc_per_node=1', '/workspace/classy_vision/classy_train.py', "
              "'--config_file', '/workspace/classy_vision/configs/template_config.json', "
              "'--distributed_backend', 'ddp']")
    state = ("'status': 'final', 'version': '15', 'participants': [0], 'keep_alives': "
             "['/torchelastic/p2p/run_cv-test/rdzv/v_15/rank_0']")
    for stamp, text in (
            ("06.129", launch),
            ("06.136", "INFO 2020-08-03 07:53:06,136 Etcd machines: ['http://0.0.0.0:2379']"),
            ("06.144", "[INFO] 2020-08-03 07:53:06,144 launch: Using nproc_per_node=1."),
            ("06.890", "[INFO] 2020-08-03 07:53:06,890 api: [default] starting workers for "
             "function: wrapper_fn"),
            ("06.890", "[INFO] 2020-08-03 07:53:06,890 api: [default] Rendezvous'ing worker group"),
            ("06.890", "INFO 2020-08-03 07:53:06,890 Attempting to join next rendezvous"),
            ("06.894", "INFO 2020-08-03 07:53:06,894 Observed existing rendezvous state: {"
             f"{state}, 'num_workers_waiting': 0}}"),
            ("06.988", "INFO 2020-08-03 07:53:06,988 Added self to waiting list. Rendezvous full "
             'state: {"status": "final", "version": "15", "participants": [0], "keep_alives": '
             '["/torchelastic/p2p/run_cv-test/rdzv/v_15/rank_0"], "num_workers_waiting": 1}'),
            ("06.990", "INFO 2020-08-03 07:53:06,990 Keep-alive key "
             "/torchelastic/p2p/run_cv-test/rdzv/v_15/rank_0 is not renewed.")):
        own(c, n1, "launcher", ELASTIC115, f"2020-08-03T07:53:{stamp}000+00:00", text)
    c.steps(1, 41, every=6.0, t0=40.0)
    c.log(n1, "rank-1", ELASTIC115,
          "INFO:root:Synced meters: [0] test phase 40 (100.00% done), loss: 0.0000, meters: "
          "[accuracy_meter(top_1=1.000000)]",
          "INFO:root:Synced meters: [0] train phase 41 (100.00% done), loss: 0.0000, meters: "
          "[accuracy_meter(top_1=1.000000)]",
          "INFO:root:Saving checkpoint to '/workspace/classy_vision/output_2020-08-03T07:53:39."
          "917536/checkpoints'...", t=282.0)

    # ---- InnerEye on an ND40 v2 cluster: restarted from a checkpoint, CUDA out of memory -----
    node = "training-nd40-v2-node"
    c = case("b26-innereye-restart-from-checkpoint-cuda-oom", "attributed", "oom", [], [node],
             "An InnerEye HeadAndNeck model restarted on an AzureML cluster (training-nd40-v2) "
             "from a previous run's checkpoint at epoch 120: model training fails at once with "
             "CUDA out of memory (12.74 GiB asked on a 31.75 GiB GPU). Lines as posted (the node "
             "name ours), ISO time ours from the line's own stamp where it has one.",
             start="2021-01-05T13:10:00+00:00", scheduler="azureml", ranks_per_node=8)
    job = ("/mnt/batch/tasks/shared/LS_root/jobs/radiomicsnn/azureml/"
           "jaalvare_bigcluster_1609851623_cabf55b6/mounts/workspaceblobstore/azureml/"
           "jaalvare_bigcluster_1609851623_cabf55b6/innereye-deeplearning/InnerEye/ML")
    own(c, node, "rank-0", INNEREYE351, "2021-01-05T13:13:20+00:00",
        "2021-01-05T13:13:20Z ERROR    Model training/testing failed. Exception: CUDA out of "
        "memory. Tried to allocate 12.74 GiB (GPU 0; 31.75 GiB total capacity; 12.10 GiB already "
        "allocated; 8.44 GiB free; 22.06 GiB reserved in total by PyTorch)")
    c.log(node, "rank-0", INNEREYE351,
          "Traceback (most recent call last):",
          f'  File "{job}/runner.py", line 384, in run_in_situ',
          "    self.create_ml_runner().run()",
          f'  File "{job}/run_ml.py", line 263, in run',
          "    model_train(self.model_config, checkpoint_handler)",
          f'  File "{job}/model_training.py", line 145, in model_train', t=200.5)
    c.job(205.0, "FAILED", exit_code=1)

    # ---- metaseq on four nodes of eight A100: restarting from checkpoints, a size mismatch ----
    nodes = ["metaseq-node-0", "metaseq-node-1", "metaseq-node-2", "metaseq-node-3"]
    c = case("b26-metaseq-four-nodes-restart-checkpoint-load-fails", "attributed", "user_code",
             [], nodes,
             "A metaseq model trained on four nodes of eight A100 for two epochs, then restarted "
             "from its checkpoints: on the master node loading the FSDP model state fails in "
             "load_state_dict (the poster reports a size mismatch). The program and its "
             "checkpoints, no machine. Lines as posted (the first character of the traceback's "
             "first line missing as in the report; node names ours), ISO times ours.",
             start="2023-05-04T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    fs = "/root/workspace/fairscale/fairscale/nn"
    c.log(nodes[0], "rank-0", METASEQ720,
          "raceback (most recent call last):",
          '  File "/root/workspace/opposeq/metaseq/trainer.py", line 532, in load_checkpoint',
          '    self.model.load_state_dict(state["model"], strict=True)',
          '  File "/root/workspace/opposeq/metaseq/distributed/fully_sharded_data_parallel.py", '
          "line 76, in load_state_dict",
          "    return super().load_local_state_dict(state_dict, strict=strict)",
          f'  File "{fs}/data_parallel/fully_sharded_data_parallel.py", line 1032, in '
          "load_local_state_dict",
          "    output = self._load_state_dict(state_dict, strict)",
          f'  File "{fs}/data_parallel/fully_sharded_data_parallel.py", line 1008, in '
          "_load_state_dict",
          "    return self.module.load_state_dict(state_dict, strict)",
          f'  File "{fs}/misc/flatten_params_wrapper.py", line 484, in load_state_dict',
          "    return super().load_state_dict(state_dict, strict)",
          '  File "/opt/conda/lib/python3.8/site-packages/torch/nn/modules/module.py", line 1656, '
          "in load_state_dict",
          "    raise RuntimeError('Error(s) in loading state_dict for {}:\\n\\t{}'.format(",
          t=95.0)
    c.job(100.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b26-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
