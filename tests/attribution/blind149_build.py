"""Build the hundred-and-forty-ninth blind corpus (tests/attribution/blind149/): TensorFlow 2 and
Keras distributed training today.

    python tests/attribution/blind149_build.py

A held-out proxy for how attribution generalises to TensorFlow 2 and Keras distributed training
(2020-2026): MultiWorkerMirroredStrategy across machines, MirroredStrategy over several GPUs
(NCCL), TPUStrategy on Cloud TPU and Colab/Kaggle TPUs, the Keras 3 distribution API
(DataParallel, ModelParallel), TF on Kubernetes, collective ops and their ring and NCCL
implementations, as GitHub issue threads show them. They were found with the search tool's issue
corpus (queries listed in blind149/README.md) and taken in the order the searches returned them,
skipping only reports without a copyable log line, reports not about a multi-device or
multi-node training run, reports before 2020 and reports any other corpus or file of the
repository cites. It was assembled by one helper who read neither the engine nor its catalogs;
the labels were written before any engine ran on these bundles, and no report cited here is cited
anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped; the markdown quote mark '> ' in front of quoted lines dropped). Ours
is only the assembly, as in stacks_build.py: which node and stream a line is filed under (and node
names where the report gives none), an ISO-8601 time in front of every line (taken from the
line's own stamp where it has one), job.json, the scheduler events and the per-rank step metrics.
The labels follow DESIGN's taxonomy and the rules of the realworld, stacks, frontier and blind
READMEs (see blind149/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind149"
SPLIT = "blind149"

# ---- sources (one public report per incident) --------------------------------------------------
TFRS274 = "https://github.com/tensorflow/recommenders/issues/274"
MODELS10849 = "https://github.com/tensorflow/models/issues/10849"
TF60363 = "https://github.com/tensorflow/tensorflow/issues/60363"
TF60236 = "https://github.com/tensorflow/tensorflow/issues/60236"
TF61314 = "https://github.com/tensorflow/tensorflow/issues/61314"
TF40027 = "https://github.com/tensorflow/tensorflow/issues/40027"
KERAS18983 = "https://github.com/keras-team/keras/issues/18983"
KERAS20585 = "https://github.com/keras-team/keras/issues/20585"
TF39110 = "https://github.com/tensorflow/tensorflow/issues/39110"
KERAS19280 = "https://github.com/keras-team/keras/issues/19280"
TF51760 = "https://github.com/tensorflow/tensorflow/issues/51760"
TF34375 = "https://github.com/tensorflow/tensorflow/issues/34375"
TPU875 = "https://github.com/tensorflow/tpu/issues/875"
KERAS19496 = "https://github.com/keras-team/keras/issues/19496"
TF41101 = "https://github.com/tensorflow/tensorflow/issues/41101"
KERAS17397 = "https://github.com/keras-team/keras/issues/17397"
TF45899 = "https://github.com/tensorflow/tensorflow/issues/45899"
TF58809 = "https://github.com/tensorflow/tensorflow/issues/58809"
MODELS9109 = "https://github.com/tensorflow/models/issues/9109"
TF46931 = "https://github.com/tensorflow/tensorflow/issues/46931"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)

EC2 = "/home/ec2-user/.local/lib/python3.7/site-packages/tensorflow/python"
NCCL_P2P = "via P2P/direct pointer"


def build() -> None:
    build_multi_worker()
    build_mirrored()
    build_tpu_and_keras3()


# ---- MultiWorkerMirroredStrategy across machines -----------------------------------------------
def build_multi_worker() -> None:
    # ---- TFRS on three machines: UnavailableError out of train_function ------------------------
    n0, n1, n2 = "ec2-worker-0", "ec2-worker-1", "ec2-worker-2"
    c = case("b149-tfrs-mwms-three-machines-unavailable-error", "ambiguous", "unknown", [],
             [n0, n1, n2],
             "A TensorFlow Recommenders model trained with MultiWorkerMirroredStrategy on three "
             "EC2 machines (a toy data set) first appears to hang, then the traceback ends in an "
             "UnavailableError raised from Keras' train_function, the collective broadcast of "
             "the variables' initial values in its frames. No line names which worker went "
             "away or why. Lines as posted (node names, the worker they are filed under and the "
             "date ours), ISO times ours.",
             start="2021-03-10T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(n0, "rank-0", TFRS274,
          f'  File "{EC2}/eager/function.py", line 3361, in _maybe_define_function',
          "    graph_function = self._create_graph_function(args, kwargs)",
          f'  File "{EC2}/eager/function.py", line 3206, in _create_graph_function',
          "    capture_by_value=self._capture_by_value),",
          f'  File "{EC2}/framework/func_graph.py", line 990, in func_graph_from_py_func',
          "    func_outputs = python_func(*func_args, **func_kwargs)",
          f'  File "{EC2}/eager/def_function.py", line 634, in wrapped_fn',
          "    out = weak_wrapped_fn().__wrapped__(*args, **kwds)",
          f'  File "{EC2}/framework/func_graph.py", line 977, in wrapper',
          "    raise e.ag_error_metadata.to_exception(e)",
          "tensorflow.python.framework.errors_impl.UnavailableError: in user code:",
          f"    {EC2}/keras/engine/training.py:805 train_function  *",
          "        return step_function(self, iterator)",
          f"    {EC2}/keras/engine/training.py:795 step_function  **", t=1900.0)
    c.log(n0, "rank-0", TFRS274,
          f"    {EC2}/distribute/mirrored_strategy.py:481 _real_mirrored_creator",
          "        v = next_creator(**kwargs)",
          f"    {EC2}/ops/variables.py:67 getter",
          "        return captured_getter(captured_previous, **kwargs)",
          f"    {EC2}/eager/def_function.py:714 variable_capturing_scope",
          "        lifted_initializer_graph=lifted_initializer_graph, **kwds)",
          f"    {EC2}/ops/variables.py:264 __call__",
          "        return super(VariableMetaclass, cls).__call__(*args, **kwargs)",
          f"    {EC2}/eager/def_function.py:227 __init__",
          "        initial_value = initial_value()",
          f"    {EC2}/distribute/collective_all_reduce_strategy.py:566 initial_value_fn",
          "        group_size, group_key, collective_instance_key)",
          f"    {EC2}/ops/collective_ops.py:247 broadcast_send",
          "        timeout_seconds=timeout)",
          f"    {EC2}/ops/gen_collective_ops.py:158 collective_bcast_send", t=1900.1)
    c.job(1905.0, "FAILED", exit_code=1)

    # ---- TF Model Garden ranking on two 4-GPU workers: collective all-reduce lines only ------
    n0, n1 = "ranking-worker-0", "ranking-worker-1"
    c = case("b149-tf-models-ranking-mwms-two-workers-allreduce", "ambiguous", "unknown", [],
             [n0, n1],
             "The Model Garden ranking models trained with MultiWorkerMirroredStrategy on two "
             "workers of four GPUs (group_size 8); the report files it as a bug and shows only "
             "the strategy's 'Collective all_reduce tensors' lines, no error. What went wrong "
             "is not in the lines. Lines as posted (node names, the year and the stream ours), "
             "ISO times from their own stamps.",
             start="2022-12-05T17:40:00+00:00", scheduler="static", ranks_per_node=4)
    msg = ("Collective all_reduce tensors: 1 all_reduces, num_devices = 4, group_size = 8, "
           "implementation = CommunicationImplementation.AUTO, num_packs = 1")
    for stamp in ("17:47:11.264878", "17:47:11.331547", "17:47:11.380940"):
        c.own(n0, "rank-0", MODELS10849, f"2022-12-05 {stamp}",
              f"I1205 {stamp} 139660520761152 cross_device_ops.py:1151] {msg}")
        c.own(n0, "rank-0", MODELS10849, f"2022-12-05 {stamp}", f"INFO:tensorflow:{msg}")
    c.job(440.0, "FAILED", exit_code=1)

    # ---- MWMS without memory growth: CUDA_ERROR_OUT_OF_MEMORY on the workers -----------------
    n0, n1 = "t4-node-1", "t4-node-2"
    c = case("b149-mwms-two-t4-nodes-cuda-out-of-memory", "attributed", "oom", [], [n0, n1],
             "MultiWorkerMirroredStrategy on two nodes with two Tesla T4 each fails unless "
             "memory growth is set: the worker's CUDA driver cannot allocate even 2.2K "
             "(CUDA_ERROR_OUT_OF_MEMORY) while nvidia-smi shows 14220MiB of 15109MiB used on "
             "each GPU. A device out-of-memory. Lines as posted (node names and the stream "
             "ours), ISO times from their own stamps.",
             start="2020-05-03T02:05:00+00:00", scheduler="kubernetes", ranks_per_node=2)
    for stamp in ("02:06:12.462209", "02:06:12.464132"):
        c.own(n0, "rank-0", TF39110, f"2020-05-03 {stamp}",
              f"2020-05-03 {stamp}: I tensorflow/stream_executor/cuda/cuda_driver.cc:764] "
              "failed to allocate 2.2K (2304 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out "
              "of memory")
    c.job(75.0, "FAILED", exit_code=1)

    # ---- NCCL over IB between two hosts: collective mismatch, training stalls ------------------
    n0, n1 = "host1", "host2"
    c = case("b149-mwms-nccl-ib-collective-mismatch-stall", "attributed", "user_code", [],
             [n0, n1],
             "MultiWorkerMirroredStrategy with NCCL over InfiniBand between two hosts of two "
             "GPUs: training stalls after NCCL on one host warns 'NET/IB : collective mismatch "
             "error' (the local and remote sizes of one all-reduce differ); the poster says the "
             "node it shows up on is somewhat random. Mismatched collectives issued by the "
             "program's stack, not one machine. Lines as posted (the other host's name ours), "
             "ISO times from their own stamps, the NCCL lines' ours.",
             start="2020-01-11T00:20:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 117, every=7.0)
    c.log(n1, "rank-2", TF34375,
          "host2:14508:15205 [0] external/nccl_archive/src/transport/net_ib.cc:651 NCCL WARN "
          "NET/IB : collective mismatch error local size 348160 remote 32768 addr 7fb47b011000 "
          "rkey baa8 seq 5a/5a", t=935.4439)
    c.own(n1, "rank-2", TF34375, "2020-01-11 00:35:35.443989",
          "2020-01-11 00:35:35.443989: I <redacted>/tensorflow/core/nccl/nccl_manager.cc:670] "
          "done Nccl kernel collective_key 118:0:0:0 participant 0 ncclResult 0")
    c.own(n1, "rank-2", TF34375, "2020-01-11 00:35:35.443996",
          "2020-01-11 00:35:35.443996: I <redacted>/tensorflow/core/nccl/nccl_manager.cc:670] "
          "done Nccl kernel collective_key 118:0:0:0 participant 1 ncclResult 0")
    c.log(n1, "rank-2", TF34375,
          "host2:14508:15205 [0] NCCL INFO <redacted>/external/nccl_archive/_virtual_includes/"
          "include_hdrs/net.h:31 -> 3",
          "host2:14508:15205 [0] NCCL INFO external/nccl_archive/src/transport/net.cc:470 -> 3",
          "host2:14508:15205 [0] NCCL INFO external/nccl_archive/src/transport.cc:163 -> 3 "
          "[Proxy Thread]", t=935.4440)
    c.own(n1, "rank-2", TF34375, "2020-01-11 00:35:35.444166",
          "2020-01-11 00:35:35.444166: I <redacted>/tensorflow/core/nccl/nccl_manager.cc:603] "
          "call NcclAllReduce collective_key 119:0:0:0 participant 1 sendbuff 0x7f29dc153700 "
          "recvbuff 0x7f29dc564300 nccl_comm 0x7f2948000e70 comm_stream 0x7f2eec009ce0 "
          "cuda_stream 0x7f2eec009d90")
    c.job(2700.0, "CANCELLED")

    # ---- chief and worker with four GPUs each: they sync, then do not train --------------------
    n0, n1 = "chief", "worker"
    c = case("b149-mwms-chief-worker-dont-train-once-synced", "ambiguous", "hang", [], [n0, n1],
             "MultiWorkerMirroredStrategy with a chief and a worker of four GPUs each (TF 2.2): "
             "both start, load their CUDA libraries and see their GPUs, sync, and then neither "
             "trains; the logs stop with no error. No line shows which side stopped. Lines as "
             "posted (node names from the report's roles), ISO times from their own stamps; the "
             "cancellation ours.",
             start="2020-07-05T12:52:00+00:00", scheduler="static", ranks_per_node=4)
    lib = "I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened "
    for stamp, name in (("12:52:14.867922", "libcudart.so.10.1"),
                        ("12:52:14.867929", "libcublas.so.10"),
                        ("12:52:14.867935", "libcufft.so.10"),
                        ("12:52:14.867941", "libcurand.so.10"),
                        ("12:52:14.867948", "libcusolver.so.10"),
                        ("12:52:14.867954", "libcusparse.so.10"),
                        ("12:52:14.867960", "libcudnn.so.7")):
        c.own(n0, "rank-0", TF41101, f"2020-07-05 {stamp}",
              f"2020-07-05 {stamp}: {lib}dynamic library {name}")
    for stamp, name in (("12:52:20.891307", "libcudart.so.10.1"),
                        ("12:52:20.891332", "libcublas.so.10"),
                        ("12:52:20.891358", "libcufft.so.10"),
                        ("12:52:20.891383", "libcurand.so.10"),
                        ("12:52:20.891407", "libcusolver.so.10"),
                        ("12:52:20.891431", "libcusparse.so.10"),
                        ("12:52:20.891455", "libcudnn.so.7")):
        c.own(n1, "rank-4", TF41101, f"2020-07-05 {stamp}",
              f"2020-07-05 {stamp}: {lib}dynamic library {name}")
    c.own(n1, "rank-4", TF41101, "2020-07-05 12:52:20.898699",
          "2020-07-05 12:52:20.898699: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1703] "
          "Adding visible gpu devices: 0, 1, 2, 3")
    c.job(3600.0, "CANCELLED")

    # ---- Model Garden ResNet on two machines: Socket closed in CollectiveBcastRecv -------------
    n0, n1 = "machine-a", "machine-b"
    c = case("b149-tf-models-resnet-mwms-socket-closed", "ambiguous", "unknown", [], [n0, n1],
             "The Model Garden image classifier (ResNet50) with multi_worker_mirrored on two "
             "machines: the first waits for the second, then training fails with "
             "UnavailableError 'Socket closed' from the remote worker in CollectiveBcastRecv. "
             "A lost connection with nothing before it that says why (both TF_CONFIG addresses "
             "the poster shows are the same Docker bridge address). Lines as posted (node "
             "names and the machine they are filed under ours), ISO times ours, from the gRPC "
             "stamp.",
             start="2020-08-14T22:20:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(n1, "rank-1", MODELS9109,
          "tensorflow.python.framework.errors_impl.UnavailableError: Socket closed",
          "Additional GRPC error information from remote target /job:worker/replica:0/task:0:",
          ':{"created":"@1597444069.532383567","description":"Error received from peer '
          'ipv4:10.7.211.16:912","file":"external/com_github_grpc_grpc/src/core/lib/surface/'
          'call.cc","file_line":1056,"grpc_message":"Socket closed","grpc_status":14} '
          "[Op:CollectiveBcastRecv]", t=469.5324)
    c.job(472.0, "FAILED", exit_code=1)

    # ---- two EC2 machines: MWMS hangs after the gRPC servers start -----------------------------
    n0, n1 = "machine-1", "machine-2"
    c = case("b149-mwms-two-machines-hang-at-server-start", "ambiguous", "hang", [], [n0, n1],
             "MultiWorkerMirroredStrategy on two machines: both hang after starting their gRPC "
             "servers; with GRPC_VERBOSITY=DEBUG machine 1 prints only its DNS resolver and "
             "server builder lines. No error, no step; the poster wonders about ports and "
             "firewalls. Lines as posted (node names after the poster's 'machine 1/2', the "
             "year ours), ISO times from their own stamps; the cancellation ours.",
             start="2021-02-04T10:40:00+00:00", scheduler="static", ranks_per_node=1)
    c.own(n0, "rank-0", TF46931, "2021-02-04 10:40:31.617",
          "D0204 10:40:31.617000000  8780 external/com_github_grpc_grpc/src/core/ext/filters/"
          "client_channel/resolver/dns/native/dns_resolver.cc:314] Using native dns resolver")
    c.own(n0, "rank-0", TF46931, "2021-02-04 10:40:31.624",
          "I0204 10:40:31.624000000  8780 external/com_github_grpc_grpc/src/cpp/server/"
          "server_builder.cc:332] Synchronous server. Num CQs: 1, Min pollers: 1, Max Pollers: "
          "2, CQ timeout (msec): 10000")
    c.job(1800.0, "CANCELLED")


# ---- MirroredStrategy on several GPUs of one machine ---------------------------------------------
def build_mirrored() -> None:
    # ---- four GPUs, NCCL P2P rings set up, then training stalls --------------------------------
    node = "4e409fc75fa0"
    c = case("b149-mirrored-four-gpus-nccl-p2p-then-stall", "ambiguous", "hang", [], [node],
             "A model trained with MirroredStrategy on four GPUs of one machine (TF 2.12, a "
             "container) stalls: NCCL sets up its P2P channels between the four devices and "
             "then nothing more; no error. Which replica stopped is not shown. Lines as posted "
             "(filed under the rank of the device each names), ISO times ours; the step "
             "metrics and the cancellation ours.",
             start="2023-04-17T09:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 40, every=2.0, t0=30.0)
    for dev, chan, pair in ((2, "05", "2[1d0] -> 3[1e0]"), (3, "02", "3[1e0] -> 0[1b0]"),
                            (2, "06", "2[1d0] -> 3[1e0]"), (3, "05", "3[1e0] -> 0[1b0]"),
                            (2, "07", "2[1d0] -> 3[1e0]"), (3, "06", "3[1e0] -> 0[1b0]"),
                            (0, "00", "0[1b0] -> 3[1e0]"), (0, "03", "0[1b0] -> 3[1e0]"),
                            (0, "04", "0[1b0] -> 3[1e0]"), (0, "07", "0[1b0] -> 3[1e0]"),
                            (3, "00", "3[1e0] -> 2[1d0]"), (3, "02", "3[1e0] -> 2[1d0]"),
                            (2, "00", "2[1d0] -> 1[1c0]"), (3, "03", "3[1e0] -> 2[1d0]")):
        tid = {0: 536, 2: 538, 3: 539}[dev]
        c.log(node, f"rank-{dev}", TF60363,
              f"4e409fc75fa0:30:{tid} [{dev}] NCCL INFO Channel {chan}/0 : {pair} {NCCL_P2P}",
              t=20.0)
    c.job(1800.0, "CANCELLED")

    # ---- MirroredStrategy used eagerly: warning, then the program hangs ------------------------
    node = "rtx2080ti-box"
    c = case("b149-mirrored-eager-two-gpus-hang", "ambiguous", "hang", [], [node],
             "Distributed training over several RTX 2080 Ti with MirroredStrategy and eager "
             "execution enabled hangs right after TensorFlow warns that using MirroredStrategy "
             "eagerly has significant overhead; the poster's output ends with '(program hangs "
             "here)'. No error, no step. The line as posted (node name and GPU count ours), ISO "
             "time ours; the cancellation ours.",
             start="2023-04-05T03:29:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", TF60236,
          "WARNING:tensorflow:Using MirroredStrategy eagerly has significant overhead currently. "
          "We will be working on improving this in the future, but for now please wrap "
          "`call_for_each_replica` or `experimental_run` or `run` inside a tf.function to get "
          "the best performance.", t=40.0)
    c.job(1240.0, "CANCELLED")

    # ---- RTX 8000 + A6000, NCCL/hierarchical copy: rendezvous cancelled, trains fine -----------
    node = "rtx8000-a6000-box"
    c = case("b149-mirrored-rtx8000-a6000-rendezvous-cancelled-trains", "no_failure",
             "unknown", [], [node],
             "MirroredStrategy with NCCL and HierarchicalCopy cross-device ops on an RTX 8000 "
             "and an A6000 (TF 2.13): a huge block of 'Local rendezvous recv item cancelled' "
             "before the first epoch, but it does not hang and the model trains successfully, "
             "the poster says. Offered as the working run. The line as posted (its file:line "
             "prefix as quoted; node name, repetition count, step metrics and the COMPLETED "
             "state ours), ISO times ours.",
             start="2023-08-28T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    for i in range(3):
        c.log(node, "rank-0", TF61314,
              "tensorflow/core/framework/local_rendezvous.cc:405 Local rendezvous recv item "
              "cancelled.", t=30.0 + i * 0.001)
    c.steps(1, 300, every=2.0, t0=35.0)
    c.job(640.0, "COMPLETED", exit_code=0)

    # ---- two 2080 Ti with an NVLink bridge: training halts; nccl-tests look fine ---------------
    node = "2080ti-nvlink-box"
    c = case("b149-mirrored-2080ti-nvlink-training-halts", "ambiguous", "hang", [], [node],
             "TF 2.2 training with MirroredStrategy on two RTX 2080 Ti joined by an NVLink "
             "bridge halts; the poster then runs NCCL's all_reduce_perf, whose small sizes "
             "complete with no errors (0e+00). No line shows the halt's cause or which GPU "
             "stopped. Lines as posted (node name and the nccl-tests stream ours), ISO times "
             "ours; step metrics and cancellation ours.",
             start="2020-06-01T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 150, every=1.5)
    c.log(node, "nccl-tests", TF40027,
          "#        (B)    (elements)                     (us)  (GB/s)  (GB/s)            (us)  "
          "(GB/s)  (GB/s)",
          "           8             1   float     sum     7.21    0.00    0.00  0e+00     7.28 "
          "   0.00    0.00  0e+00",
          "          16             2   float     sum     7.12    0.00    0.00  0e+00     7.18 "
          "   0.00    0.00  0e+00",
          "          32             4   float     sum     7.14    0.00    0.00  0e+00     7.22 "
          "   0.00    0.00  0e+00",
          "          64             8   float     sum     7.20    0.00    0.00  0e+00     7.15 "
          "   0.00    0.00  0e+00",
          "         128            16   float     sum     7.14    0.01    0.01  0e+00     7.12 "
          "   0.01    0.01  0e+00", t=1500.0)
    c.job(2300.0, "CANCELLED")

    # ---- MirroredStrategy under srun: ibv_create_qp fails, NCCL unhandled system error ---------
    node = "hai-a100-3"
    c = case("b149-mirrored-srun-a100-ibv-create-qp-unhandled-system-error", "attributed",
             "user_code", [], [node],
             "MirroredStrategy on four A100 of one node works outside Slurm but not when "
             "started with srun: NCCL's IB plugin cannot create a queue pair ('Call to "
             "ibv_create_qp failed') and the NCCL op fails with 'unhandled system error' while "
             "communicators are set up. The job's launch environment (the same node trains "
             "without srun), not a faulty machine or fabric. Lines as posted (filed under the "
             "rank of the device each names), ISO times ours, the TF line's from its stamp.",
             start="2021-08-31T15:10:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.log(node, "rank-0", TF51760,
          "hai-a100-3:3778851:3779879 [0] NCCL INFO external/nccl_archive/src/group.cc:72 -> 2 "
          "[Async thread]", t=257.60)
    c.log(node, "rank-2", TF51760,
          "hai-a100-3:3778851:3779881 [2] NCCL INFO external/nccl_archive/src/group.cc:72 -> 2 "
          "[Async thread]", t=257.60)
    inc = "bazel-out/k8-opt/bin/external/nccl_archive/_virtual_includes/include_hdrs"
    c.log(node, "rank-3", TF51760,
          "hai-a100-3:3778851:3779882 [3] ibvwrap.c:130 NCCL WARN Call to ibv_create_qp failed",
          "hai-a100-3:3778851:3779882 [3] NCCL INFO ib_plugin.c:196 -> 2",
          "hai-a100-3:3778851:3779882 [3] NCCL INFO ib_plugin.c:273 -> 2",
          f"hai-a100-3:3778851:3779882 [3] NCCL INFO {inc}/net.h:21 -> 2",
          f"hai-a100-3:3778851:3779882 [3] NCCL INFO {inc}/net.h:51 -> 2",
          "hai-a100-3:3778851:3779882 [3] NCCL INFO external/nccl_archive/src/init.cc:310 -> 2",
          "hai-a100-3:3778851:3779882 [3] NCCL INFO external/nccl_archive/src/init.cc:577 -> 2",
          "hai-a100-3:3778851:3779882 [3] NCCL INFO external/nccl_archive/src/init.cc:878 -> 2",
          "hai-a100-3:3778851:3779882 [3] NCCL INFO external/nccl_archive/src/group.cc:72 -> 2 "
          "[Async thread]", t=257.61)
    c.own(node, "rank-0", TF51760, "2021-08-31 15:14:17.616013",
          "2021-08-31 15:14:17.616013: W tensorflow/core/framework/op_kernel.cc:1767] "
          "OP_REQUIRES failed at nccl_ops.cc:104 : Internal: NCCL: unhandled system error. Set "
          "NCCL_DEBUG=WARN for detail.")
    c.job(260.0, "FAILED", exit_code=1)

    # ---- four GTX 1080 Ti, TF 2.9.2: the usual output, no crash --------------------------------
    node = "gtx1080ti-x4"
    c = case("b149-mirrored-four-1080ti-tf292-runs", "no_failure", "unknown", [], [node],
             "The poster of a MirroredStrategy model.fit crash in TF versions above 2.9.2 (four "
             "GTX 1080 Ti) runs the reproduction with TF 2.9.2: 'I do not get a crash. I get "
             "my usual output' - the devices are created and training goes on. Offered as the "
             "working run. Lines as posted (node name, step metrics and the COMPLETED state "
             "ours), ISO times from their own stamps, the version line's ours.",
             start="2023-02-06T15:06:10+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", KERAS17397, "TensorFlow version: 2.9.2", t=1.0)
    c.own(node, "rank-0", KERAS17397, "2023-02-06 15:06:13.409799",
          "2023-02-06 15:06:13.409799: I tensorflow/core/platform/cpu_feature_guard.cc:193] "
          "This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) "
          "to use the following CPU instructions in performance-critical operations:  AVX2 FMA")
    c.log(node, "rank-0", KERAS17397,
          "To enable them in other operations, rebuild TensorFlow with the appropriate compiler "
          "flags.", t=3.41)
    for stamp, dev, mb, bus in (("15:06:15.226972", 0, 10392, "05"),
                                ("15:06:15.227579", 1, 10403, "06"),
                                ("15:06:15.228091", 2, 10403, "09")):
        c.own(node, "rank-0", KERAS17397, f"2023-02-06 {stamp}",
              f"2023-02-06 {stamp}: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1532] "
              f"Created device /job:localhost/replica:0/task:0/device:GPU:{dev} with {mb} MB "
              f"memory:  -> device: {dev}, name: NVIDIA GeForce GTX 1080 Ti, pci bus id: "
              f"0000:{bus}:00.0, compute capability: 6.1")
    c.steps(1, 100, every=1.0, t0=10.0)
    c.job(120.0, "COMPLETED", exit_code=0)

    # ---- A100 VM reproduction of 'slice index 0 of dimension 0 out of bounds' ----------------
    node = "ubuntu-20-04-test-gpu-surya"
    c = case("b149-mirrored-a100-vm-slice-index-reproduction", "ambiguous", "unknown", [],
             [node],
             "A maintainer reproduces a MirroredStrategy training error ('INVALID_ARGUMENT: "
             "slice index 0 of dimension 0 out of bounds', about the batch split across GPUs) "
             "on a VM with A100-SXM4-40GB GPUs; the excerpt of that run ends after the devices "
             "are created, before any error line. What failed is not in the lines. Lines as "
             "posted (the node name from the prompt, GPU count, the FAILED state ours), ISO "
             "times from their own stamps.",
             start="2023-01-12T09:48:50+00:00", scheduler="static", ranks_per_node=2)
    c.own(node, "rank-0", TF58809, "2023-01-12 09:48:57.118487",
          "2023-01-12 09:48:57.118487: I tensorflow/core/util/util.cc:169] oneDNN custom "
          "operations are on. You may see slightly different numerical results due to "
          "floating-point round-off errors from different computation orders. To turn them off, "
          "set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.")
    c.own(node, "rank-0", TF58809, "2023-01-12 09:49:04.280050",
          "2023-01-12 09:49:04.280050: I tensorflow/core/platform/cpu_feature_guard.cc:193] "
          "This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) "
          "to use the following CPU instructions in performance-critical operations:  AVX2 "
          "AVX512F AVX512_VNNI FMA")
    c.log(node, "rank-0", TF58809,
          "To enable them in other operations, rebuild TensorFlow with the appropriate compiler "
          "flags.", t=14.29)
    c.own(node, "rank-0", TF58809, "2023-01-12 09:49:10.116534",
          "2023-01-12 09:49:10.116534: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1532] "
          "Created device /job:localhost/replica:0/task:0/device:GPU:0 with 38339 MB memory:  -> "
          "device: 0, name: NVIDIA A100-SXM4-40GB, pci bus id: 0000:00:04.0, compute capability: "
          "8.0")
    c.job(40.0, "FAILED", exit_code=1)


# ---- TPUStrategy and the Keras 3 distribution API ------------------------------------------------
def build_tpu_and_keras3() -> None:
    # ---- Colab TPU: a 700M-parameter Keras model exhausts TPU memory at fit -------------------
    node = "colab-tpu-vm"
    c = case("b149-tpustrategy-colab-700m-model-resource-exhausted", "attributed", "oom", [],
             [node],
             "A Keras model of about 700 million parameters, built under TPUStrategy on a Colab "
             "Pro TPU (TF 2.3), fails at the start of model.fit with ResourceExhaustedError "
             "(the same model fits on a GPU). A device out-of-memory, before any step. Lines as "
             "posted (node name ours), ISO times ours.",
             start="2020-12-15T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    warn = ("WARNING:tensorflow:From /usr/local/lib/python3.6/dist-packages/tensorflow/python/"
            "data/ops/multi_device_iterator_ops.py:601: get_next_as_optional (from "
            "tensorflow.python.data.ops.iterator_ops) is deprecated and will be removed in a "
            "future version.")
    c.log(node, "rank-0", TPU875, "Epoch 1/3", warn, "Instructions for updating:",
          "Use `tf.data.Iterator.get_next_as_optional()` instead.", warn,
          "Instructions for updating:", "Use `tf.data.Iterator.get_next_as_optional()` instead.",
          "---------------------------------------------------------------------------",
          "ResourceExhaustedError                    Traceback (most recent call last)",
          "<ipython-input-15-331b28c97632> in <module>()",
          "      8     filepath=checkpoint_prefix, monitor='loss', save_best_only=True)",
          "      9",
          "---> 10 history = model.fit(X_train, y_train, epochs=3, batch_size=4, verbose=1, "
          "callbacks=[checkpoint_callback])", "10 frames", t=60.0)
    c.job(95.0, "FAILED", exit_code=1)

    # ---- TPU pod v3-32: the dataset cannot be copied to the second host ------------------------
    client = "tpu-client-vm"
    hosts = [f"v3-32-host-{i}" for i in range(4)]
    c = case("b149-tpustrategy-v3-32-pod-dataset-copy-not-found", "attributed", "user_code", [],
             [client, *hosts],
             "A Keras model that trains on a TPU v3-8 fails on a v3-32 pod slice (TF 2.3.1 on "
             "client and TPU): copying an input tensor from task 0 to task 1 to run "
             "DatasetFromGraph fails with 'FetchOutputs node : not found'. The input pipeline "
             "as written does not work on a multi-host pod - the program, before any step. The "
             "line as posted (node names ours; it is filed under the client that runs the "
             "program), ISO time ours.",
             start="2020-12-21T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(client, "rank-0", TF45899,
          "Failed copying input tensor from /job:worker/replica:0/task:0/device:CPU:0 to "
          "/job:worker/replica:0/task:1/device:CPU:0 in order to run DatasetFromGraph: "
          "FetchOutputs node : not found [Op:DatasetFromGraph]", t=150.0)
    c.job(155.0, "FAILED", exit_code=1)

    # ---- Keras ModelParallel with the TensorFlow backend on two GPUs ---------------------------
    node = "docker-2gpu"
    c = case("b149-keras3-modelparallel-tf-backend-two-gpus-attributeerror", "attributed",
             "user_code", [], [node],
             "Following the Keras 3 model-parallel example with the TensorFlow backend on two "
             "GPUs (a 1x2 DeviceMesh, batch and model axes): creating keras.distribution."
             "ModelParallel fails in its __init__ asking distribution_lib.num_processes(), "
             "which the TensorFlow backend does not provide (an AttributeError, per the "
             "title). The program, before any step. Lines as posted (node name ours), ISO "
             "times ours.",
             start="2023-12-22T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", KERAS18983,
          '  File "/app/workdir/test.py", line 17, in <module>',
          "    distribution = kd.ModelParallel(device_mesh=device_mesh,",
          "                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '  File "/usr/local/lib/python3.11/dist-packages/keras/src/distribution/'
          'distribution_lib.py", line 549, in __init__',
          "    self._num_process = distribution_lib.num_processes()", t=12.0)
    c.job(13.0, "FAILED", exit_code=1)

    # ---- Keras 3 with MultiWorkerMirroredStrategy: the tutorial's fit raises -------------------
    node = "colab-vm"
    c = case("b149-keras3-mwms-tutorial-fit-raises", "attributed", "user_code", [], [node],
             "The TensorFlow multi-worker Keras tutorial run as in its Colab with "
             "keras-nightly 3.7 and tf-nightly 2.19: main.py's multi_worker_model.fit raises "
             "through Keras 3's traceback filter - Keras 3 does not support "
             "MultiWorkerMirroredStrategy (a problem since TF 2.16). The program's stack, "
             "before any step. Lines as posted (node name and the two workers on it ours), "
             "ISO times ours.",
             start="2024-12-04T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", KERAS20585,
          "Traceback (most recent call last):",
          '  File "/content/main.py", line 22, in <module>',
          "    multi_worker_model.fit(multi_worker_dataset, epochs=3, steps_per_epoch=70)",
          '  File "/usr/local/lib/python3.10/dist-packages/keras/src/utils/traceback_utils.py",'
          " line 122, in error_handler", t=25.0)
    c.job(26.0, "FAILED", exit_code=1)

    # ---- Keras 3 (TF backend) MirroredStrategy on two T4: trains, metrics not averaged --------
    node = "colab-2xt4"
    c = case("b149-keras3-mirrored-two-t4-metrics-not-averaged-trains", "no_failure",
             "unknown", [], [node],
             "A maintainer reproduces 'metrics don't reduce to mean on multi-gpu' with Keras 3 "
             "on two Tesla T4: both devices are created and the model trains to the end; only "
             "the reported metric values are summed instead of averaged. Nothing failed. Lines "
             "as posted (node name, step metrics and the COMPLETED state ours), ISO times from "
             "their own stamps.",
             start="2024-03-12T06:49:40+00:00", scheduler="static", ranks_per_node=2)
    for stamp, dev, bus in (("06:49:43.495234", 0, "04"), ("06:49:43.498516", 1, "05")):
        c.own(node, "rank-0", KERAS19280, f"2024-03-12 {stamp}",
              f"2024-03-12 {stamp}: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1934] "
              f"Created device /job:localhost/replica:0/task:0/device:GPU:{dev} with 13571 MB "
              f"memory:  -> device: {dev}, name: Tesla T4, pci bus id: 0000:00:{bus}.0, compute "
              "capability: 7.5")
    c.own(node, "rank-0", KERAS19280, "2024-03-12 06:49:44.024824",
          "2024-03-12 06:49:44.024824: W external/local_tsl/tsl/framework/cpu_allocator_impl.cc:"
          "83] Allocation of 47040000 exceeds 10% of free system memory.")
    c.steps(1, 200, every=0.5, t0=8.0)
    c.job(120.0, "COMPLETED", exit_code=0)

    # ---- Kaggle TPU, Gemma backbone under ModelParallel: ValueError on reload ------------------
    node = "kaggle-tpu-vm"
    c = case("b149-keras-nlp-gemma-modelparallel-kaggle-tpu-valueerror", "attributed",
             "user_code", [], [node],
             "LoRA fine-tuning of Gemma with Keras 3's ModelParallel over the eight TPU cores "
             "of a Kaggle TPU VM (a 1x8 DeviceMesh, the backbone's layout map): creating the "
             "GemmaBackbone from its preset a further time raises a ValueError (a regression "
             "in Keras 3.2.1 per the thread). The program's stack, before any step. Lines as "
             "posted (node name ours), ISO times ours.",
             start="2024-04-12T08:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", KERAS19496,
          "Attaching 'config.json' from model 'keras/gemma/keras/gemma_1.1_instruct_2b_en/3' to "
          "your Kaggle notebook...",
          "Attaching 'config.json' from model 'keras/gemma/keras/gemma_1.1_instruct_2b_en/3' to "
          "your Kaggle notebook...",
          "---------------------------------------------------------------------------",
          "ValueError                                Traceback (most recent call last)",
          "Cell In[26], line 1", t=90.0)
    c.job(92.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b149-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
