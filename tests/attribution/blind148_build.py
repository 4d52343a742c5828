"""Build the hundred-and-forty-eighth blind corpus (tests/attribution/blind148/): the frameworks
of 2015-2020 at scale.

    python tests/attribution/blind148_build.py

A held-out proxy for how attribution generalises to the distributed training stacks of 2015-2020:
ChainerMN, MXNet's kvstore (dist_sync, dist_device_sync) and Gluon, TensorFlow 1 (tf_cnn_benchmarks
with parameter servers and the Supervisor), Caffe2 with Gloo and redis/file rendezvous, CNTK with
MPI and NCCL, the first PyTorch gloo releases and Theano's platoon, multi-GPU or multi-node runs as
GitHub issue and pull-request threads show them. They were found with the search tool's issue
corpus (queries listed in blind148/README.md) and taken in the order the searches returned them,
skipping only reports without a copyable log line, reports not about a multi-device training run
and reports any other corpus or file of the repository cites. It was assembled by one helper who
read neither the engine nor its catalogs; the labels were written before any engine ran on these
bundles, and no report cited here is cited anywhere else in the repository
(test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; lines the search excerpt cut short left out; trailing blanks dropped). Ours is
only the assembly, as in stacks_build.py: which node and stream a line is filed under (and node
names where the report gives none), an ISO-8601 time in front of every line (taken from the line's
own stamp where it has one), job.json, the scheduler events and the per-rank step metrics. The
labels follow DESIGN's taxonomy and the rules of the realworld, stacks, frontier and blind READMEs
(see blind148/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind148"
SPLIT = "blind148"

# ---- sources (one public report per incident) --------------------------------------------------
CHAINERMN285 = "https://github.com/chainer/chainermn/issues/285"
MXNET4887 = "https://github.com/apache/mxnet/issues/4887"
MXNET4391 = "https://github.com/apache/mxnet/issues/4391"
MXNET8077 = "https://github.com/apache/mxnet/issues/8077"
MXNET11777 = "https://github.com/apache/mxnet/issues/11777"
MXNET13644 = "https://github.com/apache/mxnet/issues/13644"
MXNET7396 = "https://github.com/apache/mxnet/issues/7396"
MXNET8695 = "https://github.com/apache/mxnet/issues/8695"
TFBENCH284 = "https://github.com/tensorflow/benchmarks/issues/284"
CAFFE2_918 = "https://github.com/facebookarchive/caffe2/issues/918"
CAFFE2_984 = "https://github.com/facebookarchive/caffe2/issues/984"
CAFFE2_969 = "https://github.com/facebookarchive/caffe2/issues/969"
CNTK1717 = "https://github.com/microsoft/CNTK/issues/1717"
CNTK913 = "https://github.com/microsoft/CNTK/issues/913"
CNTK284 = "https://github.com/microsoft/CNTK/issues/284"
CNTK1177 = "https://github.com/microsoft/CNTK/issues/1177"
CNTK1220 = "https://github.com/microsoft/CNTK/issues/1220"
PYTORCH30375 = "https://github.com/pytorch/pytorch/issues/30375"
PYTORCH10936 = "https://github.com/pytorch/pytorch/issues/10936"
PLATOON95 = "https://github.com/mila-iqia/platoon/pull/95"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_chainer_and_mxnet()
    build_tensorflow_and_caffe2()
    build_cntk()
    build_torch_and_theano()


# ---- ChainerMN and MXNet -----------------------------------------------------------------------
def build_chainer_and_mxnet() -> None:
    # ---- ChainerMN pure_nccl communicator: allreduce_grad fails (NCCL_ERROR_SYSTEM_ERROR) -------
    n0, n1 = "marcc-gpu-1", "marcc-gpu-2"
    c = case("b148-chainermn-pure-nccl-allreduce-grad-traceback", "ambiguous", "unknown", [],
             [n0, n1],
             "A ChainerMN training run with the pure_nccl communicator fails inside "
             "allreduce_grad during optimizer.update; the thread's title names "
             "NCCL_ERROR_SYSTEM_ERROR (unhandled system error), but the excerpt's lines stop at "
             "the traceback frames, two ranks' output interleaved. The final error line is cut "
             "off, so the bundle does not show the cause. Lines as posted (node names, the split "
             "over two ranks and the step metrics ours), ISO times ours.",
             start="2018-06-20T10:00:00+00:00", scheduler="slurm", ranks_per_node=1)
    c.steps(1, 20, every=15.0)
    frames = (
        '  File "/home-3/nyalta1@jhu.edu/miniconda2/lib/python2.7/site-packages/chainer/training/updaters/standard_updater.py", line 149, in update',  # noqa: E501
        "    self.update_core()",
        '  File "/home-3/nyalta1@jhu.edu/miniconda2/lib/python2.7/site-packages/chainer/training/updaters/standard_updater.py", line 160, in update_core',  # noqa: E501
        "    optimizer.update(loss_func, *in_arrays)",
        '  File "/home-3/nyalta1@jhu.edu/miniconda2/lib/python2.7/site-packages/chainermn/optimizers.py", line 30, in update',  # noqa: E501
        "    self.communicator.allreduce_grad(target)",
        '  File "/home-3/nyalta1@jhu.edu/miniconda2/lib/python2.7/site-packages/chainermn/communicators/pure_nccl_communicator.py", line 49, in allreduce_grad',  # noqa: E501
    )
    c.log(n0, "rank-0", CHAINERMN285, *frames, t=310.0)
    c.log(n1, "rank-1", CHAINERMN285, *frames, t=310.0)
    c.job(320.0, "FAILED", exit_code=1)

    # ---- MXNet on four Titan X: the speed drops for a while, then goes back to normal ----------
    node = "titanx-box"
    c = case("b148-mxnet-inception-speed-drop-then-recovers", "no_failure", "unknown", [],
             [node],
             "MXNet inception-v3 image-classification training on four Titan X Pascal in one "
             "machine: after batch 2600 the speed drops from about 356 to about 41 samples/sec, "
             "then, as the poster says, goes back to normal again after a while; training goes on. "
             "Lines as posted (node name, worker count and step metrics ours), ISO times ours.",
             start="2017-02-05T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(2500, 2700, every=0.4)
    c.steps(2701, 2900, every=3.2, t0=80.4)
    c.steps(2901, 4700, every=0.4, t0=720.0)
    for t, line in (
        (0.0, "INFO:root:Epoch[0] Batch [2500] Speed: 356.23 samples/sec Train-accuracy=0.011953"),
        (40.0, "INFO:root:Epoch[0] Batch [2600] Speed: 357.26 samples/sec Train-accuracy=0.011406"),
        (80.0, "INFO:root:Epoch[0] Batch [2700] Speed: 158.80 samples/sec Train-accuracy=0.012812"),
        (400.0, "INFO:root:Epoch[0] Batch [2800] Speed: 41.29 samples/sec  Train-accuracy=0.014609"),  # noqa: E501
        (720.0, "INFO:root:Epoch[0] Batch [2900] Speed: 40.90 samples/sec  Train-accuracy=0.014531"),  # noqa: E501
    ):
        c.log(node, "rank-0", MXNET4887, line, t=t)

    # ---- MXNet dist_device_sync, two workers: training stops at the end of epoch 0 -------------
    n0, n1 = "power8-a", "power8-b"
    c = case("b148-mxnet-dist-device-sync-imagenet-hangs-at-end", "ambiguous", "hang", [],
             [n0, n1],
             "MXNet ImageNet training (a small subset) with kvstore dist_device_sync on two "
             "workers on POWER8 machines: both finish epoch 0 and reset the data iterator, then "
             "nothing more; gdb shows them waiting in ThreadedEngine::WaitForVar. No error on "
             "either worker. Lines as posted, each worker's under its own node (node names and "
             "step metrics ours), ISO times from their own stamps where they have one, else ours.",
             start="2016-12-27T11:15:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(n0, "rank-0", MXNET4391,
          "[11:19:09] src/io/iter_image_recordio.cc:221: ImageRecordIOParser: /tmp/amithr/imagenet_mini_train.rec, use 4 threads for decoding..",  # noqa: E501
          t=249.0)
    c.log(n1, "rank-1", MXNET4391,
          "[11:16:32] src/io/iter_image_recordio.cc:221: ImageRecordIOParser: /tmp/amithr/imagenet_mini_train.rec, use 4 threads for decoding..",  # noqa: E501
          t=92.0)
    c.log(n0, "rank-0", MXNET4391, "INFO:root:Start training with [gpu(1), gpu(2)]", t=252.0)
    c.log(n1, "rank-1", MXNET4391, "INFO:root:Start training with [gpu(1), gpu(2)]", t=252.0)
    c.steps(1, 20, every=1.5, t0=255.0)
    c.log(n0, "rank-0", MXNET4391,
          "INFO:root:Epoch[0] Batch [20]\tSpeed: 33.72 samples/sec\tTrain-accuracy=0.515625",
          t=285.0)
    c.log(n1, "rank-1", MXNET4391,
          "INFO:root:Epoch[0] Batch [20]\tSpeed: 33.80 samples/sec\tTrain-accuracy=0.467187",
          "INFO:root:Epoch[0] Resetting Data Iterator",
          "INFO:root:Epoch[0] Time cost=35.018", t=287.0)

    # ---- MXNet dist_sync, two workers on Lustre: training runs, at the same speed --------------
    n0, n1 = "lustre-worker-0", "lustre-worker-1"
    c = case("b148-mxnet-dist-sync-cifar10-two-workers-on-lustre", "no_failure", "unknown", [],
             [n0, n1],
             "MXNet train_cifar10.py (resnet50) with two worker nodes on a shared Lustre "
             "filesystem and --kv-store dist_sync: both workers log batches 20 to 100 at about 27 "
             "samples/sec; the poster compares this with the run without dist_sync, the question "
             "being about how distributed training shares data. No error; training goes on. "
             "Lines as posted, alternate lines given to the two workers (node names and step "
             "metrics ours), ISO times ours.",
             start="2017-09-28T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 100, every=0.9)
    lines = (
        "INFO:root:Epoch[0] Batch [20] Speed: 26.81 samples/sec accuracy=0.109747",
        "INFO:root:Epoch[0] Batch [20] Speed: 26.60 samples/sec accuracy=0.095238",
        "INFO:root:Epoch[0] Batch [40] Speed: 28.01 samples/sec accuracy=0.108203",
        "INFO:root:Epoch[0] Batch [40] Speed: 27.41 samples/sec accuracy=0.107031",
        "INFO:root:Epoch[0] Batch [60] Speed: 27.13 samples/sec accuracy=0.090625",
        "INFO:root:Epoch[0] Batch [60] Speed: 27.61 samples/sec accuracy=0.100781",
        "INFO:root:Epoch[0] Batch [80] Speed: 28.49 samples/sec accuracy=0.091797",
        "INFO:root:Epoch[0] Batch [80] Speed: 27.47 samples/sec accuracy=0.094922",
        "INFO:root:Epoch[0] Batch [100] Speed: 28.61 samples/sec accuracy=0.104688",
        "INFO:root:Epoch[0] Batch [100] Speed: 27.46 samples/sec accuracy=0.103125",
    )
    for i, line in enumerate(lines):
        node, rank = (n0, "rank-0") if i % 2 == 0 else (n1, "rank-1")
        c.log(node, rank, MXNET8077, line, t=18.0 * (i // 2 + 1) + 0.1 * (i % 2))

    # ---- MXNet dist_device_sync: the log looks asynchronous, but training runs to its end ------
    nodes = ["dds-host-1", "dds-host-2"]
    c = case("b148-mxnet-dist-device-sync-log-looks-async", "no_failure", "unknown", [], nodes,
             "MXNet 1.2 distributed image-classification with kv-store=dist_device_sync: the "
             "workers' batch logs arrive out of order near the end of training and only rank 0 "
             "does the final validation; the poster asks whether that is normal. Nothing failed. "
             "Lines as posted, spread over eight workers on two hosts (node names, worker count, "
             "step metrics and the COMPLETED state ours), ISO times ours.",
             start="2018-07-17T06:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 120, every=2.0)
    lines = (
        "INFO:root:Epoch[4] Batch [100]\tSpeed: 130.80 samples/sec\taccuracy=0.058594",
        "INFO:root:Epoch[4] Batch [100]\tSpeed: 124.33 samples/sec\taccuracy=0.054883",
        "INFO:root:Epoch[4] Batch [100]\tSpeed: 124.36 samples/sec\taccuracy=0.059375",
        "INFO:root:Epoch[4] Batch [100]\tSpeed: 124.71 samples/sec\taccuracy=0.060352",
        "INFO:root:Epoch[4] Batch [100]\tSpeed: 124.52 samples/sec\taccuracy=0.049805",
        "INFO:root:Epoch[4] Batch [100]\tSpeed: 124.22 samples/sec\taccuracy=0.061719",
        "INFO:root:Epoch[4] Batch [100]\tSpeed: 123.96 samples/sec\taccuracy=0.060156",
        "INFO:root:Epoch[4] Batch [100]\tSpeed: 125.70 samples/sec\taccuracy=0.057813",
        "INFO:root:Epoch[4] Batch [120]\tSpeed: 124.19 samples/sec\taccuracy=0.061328",
    )
    for i, line in enumerate(lines):
        c.log(nodes[(i % 8) // 4], f"rank-{i % 8}", MXNET11777, line, t=200.0 + i * 0.2 + (
            40.0 if i == 8 else 0.0))
    c.job(300.0, "COMPLETED", exit_code=0)

    # ---- MXNet dist_sync on AWS: the job stops after the scheduler binds --------------------------  # noqa: E501
    n0, n1 = "172.31.35.130", "172.31.38.3"
    c = case("b148-mxnet-gluon-dist-sync-aws-stuck-at-start", "ambiguous", "hang", [], [n0, n1],
             "Gluon image_classification.py (vgg11, cifar10) launched with tools/launch.py over "
             "ssh on two AWS hosts with --kvstore dist_sync: after the rsync, the scheduler binds "
             "and one server registers, then nothing; without dist_sync the script runs. No "
             "error, no training step. Lines as posted (the first line's year cut as posted; "
             "node names are the hosts' addresses from the lines), ISO times from their own "
             "stamps.",
             start="2018-12-14T02:33:30+00:00", scheduler="static", ranks_per_node=1)
    c.log(n1, "launcher", MXNET13644,
          "018-12-14 02:33:36,036 INFO rsync /home/ec2-user/incubator-mxnet/example/gluon/ -> 172.31.38.3:/home/ec2-user/incubator-mxnet/",  # noqa: E501
          "2018-12-14 02:33:36,036 INFO rsync /home/ec2-user/incubator-mxnet/example/gluon/ -> 172.31.35.130:/home/ec2-user/incubator-mxnet/",  # noqa: E501
          t=6.036)
    c.log(n0, "scheduler", MXNET13644,
          "[02:33:37] src/van.cc:290: Bind to role=scheduler, id=1, ip=172.31.35.130, port=9093, is_recovery=0",  # noqa: E501
          t=7.0)
    c.log(n0, "rank-0", MXNET13644,
          "INFO:root:Starting new image-classification task:, Namespace(batch_norm=False, batch_size=32, builtin_profiler=0, data_dir='', dataset='cifar10', dtype='float32', epochs=120, gpus='0', kvstore='dist_sync', log_interval=50, lr=0.1, lr_factor=0.1, lr_steps='30,60,90', mode=None, model='vgg11', momentum=0.9, num_workers=4, prefix='', profile=False, resume='', save_frequency=10, seed=123, start_epoch=0, use_pretrained=False, use_thumbnail=False, wd=0.0001)",  # noqa: E501
          t=7.1)
    c.log(n0, "scheduler", MXNET13644,
          "[02:33:37] src/van.cc:398: ? => 1. Meta: request=0, timestamp=0, control={ cmd=ADD_NODE, node={ role=server, ip=172.31.35.130, port=46899, is_recovery=0 } }",  # noqa: E501
          t=7.2)

    # ---- MXNet dist-sync on two machines: ps-lite registers every node, then the error ---------
    n0, n1 = "10.15.240.189", "10.15.133.82"
    c = case("b148-mxnet-dist-sync-two-machines-ps-verbose", "ambiguous", "unknown", [],
             [n0, n1],
             "MXNet training with dist-sync on two machines (one server and one worker each): "
             "with PS_VERBOSE=2 the scheduler's ps-lite log shows both servers and both workers "
             "registering and being assigned ranks; the error the poster reports is not among "
             "the lines. Lines as posted (node names are the addresses from the lines), ISO times "
             "from their own stamps.",
             start="2017-08-09T00:38:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(n0, "scheduler", MXNET7396,
          "[00:38:29] src/van.cc:161: ? => 1. Meta: request=0, timestamp=0, control={ cmd=ADD_NODE, node={ role=server, ip=10.15.240.189, port=52099, is_recovery=0 } }",  # noqa: E501
          "[00:38:29] src/van.cc:161: ? => 1. Meta: request=0, timestamp=0, control={ cmd=ADD_NODE, node={ role=worker, ip=10.15.240.189, port=39902, is_recovery=0 } }",  # noqa: E501
          "[00:38:29] src/van.cc:161: ? => 1. Meta: request=0, timestamp=0, control={ cmd=ADD_NODE, node={ role=server, ip=10.15.133.82, port=35715, is_recovery=0 } }",  # noqa: E501
          "[00:38:29] src/van.cc:161: ? => 1. Meta: request=0, timestamp=0, control={ cmd=ADD_NODE, node={ role=worker, ip=10.15.133.82, port=37993, is_recovery=0 } }",  # noqa: E501
          "[00:38:29] src/van.cc:235: assign rank=9 to node role=worker, ip=10.15.240.189, port=39902, is_recovery=0",  # noqa: E501
          "[00:38:29] src/van.cc:235: assign rank=8 to node role=server, ip=10.15.240.189, port=52099, is_recovery=0",  # noqa: E501
          "[00:38:29] src/van.cc:235: assign rank=10 to node role=server, ip=10.15.133.82, port=35715, is_recovery=0",  # noqa: E501
          "[00:38:29] src/van.cc:235: assign rank=11 to node role=worker, ip=10.15.133.82, port=37993, is_recovery=0",  # noqa: E501
          t=29.0)
    c.job(40.0, "FAILED", exit_code=1)

    # ---- MXNet ResNet on four P100: training hangs in the first epoch -------------------------
    node = "p100-power8"
    c = case("b148-mxnet-four-p100-hang-waitforvar", "ambiguous", "hang", [], [node],
             "MXNet ImageNet ResNet training on one node with four P100 (master branch) hangs "
             "within the first epoch; with two GPUs it runs several epochs. gdb shows the "
             "process waiting in ThreadedEngine::WaitForVar under NDArray::SyncCopyToCPU. No "
             "error line. The gdb lines as posted, filed as a 'gdb' stream of the training "
             "process (node name, GPU count and step metrics ours), ISO times ours.",
             start="2017-11-17T09:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 200, every=0.5)
    c.log(node, "gdb", MXNET8695,
          "(gdb) bt",
          "#0  0x00003fffac2cdd60 in pthread_cond_wait@@GLIBC_2.17 () at /lib64/libpthread.so.0",
          "#1  0x00003fff4777608c in std::condition_variable::wait(std::unique_lock<std::mutex>&) () at /lib64/libstdc++.so.6",  # noqa: E501
          "#2  0x00003fff6a3e236c in std::condition_variable::wait<mxnet::engine::ThreadedEngine::WaitForVar(mxnet::Engine::VarHandle)::__lambda18>(std::unique_lock<std::mutex> &, mxnet::engine::ThreadedEngine::__lambda18) (this=0x3fff2c001198, __lock=..., __p=...) at /usr/include/c++/4.8.2/condition_variable:93",  # noqa: E501
          "#3  0x00003fff6a3e1d10 in mxnet::engine::ThreadedEngine::WaitForVar(mxnet::engine::Var*) (this=0x3fff2c001150, var=0x3bff50a6a900) at src/engine/threaded_engine.cc:358",  # noqa: E501
          "#4  0x00003fff699b6cc8 in mxnet::NDArray::WaitToWrite() const (this=0x3bff49fa0cf0) at include/mxnet/./ndarray.h:330",  # noqa: E501
          "#5  0x00003fff69be4c88 in mxnet::NDArray::SyncCopyToCPU(void*, unsigned long) const (this=0x3bff49fa0cf0, data=0x3bff9c9862c0, size=32) at src/ndarray/ndarray.cc:1210",  # noqa: E501
          t=1800.0)


# ---- TensorFlow 1 and Caffe2 -------------------------------------------------------------------
def build_tensorflow_and_caffe2() -> None:
    # ---- tf_cnn_benchmarks distributed_replicated: UnavailableError reported to Coordinator ----
    n0, n1 = "tf-worker-0", "tf-worker-1"
    c = case("b148-tf-cnn-benchmarks-distributed-replicated-unavailable", "ambiguous",
             "unknown", [], [n0, n1],
             "tf_cnn_benchmarks in distributed_replicated mode (tf.train.Supervisor): the "
             "program sometimes stops on an UnavailableError 'OS Error' reported to the "
             "Coordinator, sometimes not. A gRPC peer became unavailable; which one and why is "
             "not shown. The line as posted (node names, the worker it is filed under and the "
             "step metrics ours), ISO time ours.",
             start="2019-01-16T03:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 300, every=0.4)
    c.log(n1, "rank-1", TFBENCH284,
          "Error reported to Coordinator: <class 'tensorflow.python.framework.errors_impl.UnavailableError'>, OS Error",  # noqa: E501
          t=125.0)
    c.job(130.0, "FAILED", exit_code=1)

    # ---- Caffe2 resnet50_trainer on two nodes with redis: traceback at start -------------------
    n0, n1 = "node-0", "node-1"
    c = case("b148-caffe2-resnet50-redis-two-nodes-traceback", "ambiguous", "unknown", [],
             [n0, n1],
             "Caffe2 resnet50_trainer.py on two nodes with four GPUs each, rendezvous through "
             "redis (--num_shards 2, --run_id 1234): node 0 fails at start; the excerpt shows "
             "the ignored-op warnings and the first traceback frames, the error line is cut off. "
             "Lines as posted (node names as the poster calls them), ISO times ours.",
             start="2017-07-10T12:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(n0, "rank-0", CAFFE2_918,
          "Ignoring @/caffe2/caffe2/contrib/nccl:nccl_ops as it is not a valid file.",
          "Ignoring @/caffe2/caffe2/contrib/gloo:gloo_ops as it is not a valid file.",
          "Ignoring @/caffe2/caffe2/contrib/gloo:gloo_ops_gpu as it is not a valid file.",
          "Ignoring @/caffe2/caffe2/distributed:file_store_handler_ops as it is not a valid file.",
          "Ignoring @/caffe2/caffe2/distributed:redis_store_handler_ops as it is not a valid file.",
          "INFO:resnet50_trainer:Running on GPUs: [0, 1, 2, 3]",
          "INFO:resnet50_trainer:Using epoch size: 1280000",
          "Traceback (most recent call last):",
          '  File "resnet50_trainer.py", line 462, in <module>',
          "    main()",
          '  File "resnet50_trainer.py", line 458, in main',
          t=8.0)
    c.job(10.0, "FAILED", exit_code=1)

    # ---- Caffe2 resnet50_trainer over mpirun: gloo connect refused at CreateCommonWorld --------
    n0, n1 = "192.126.232.53", "192.126.232.56"
    c = case("b148-caffe2-gloo-connect-refused-create-common-world", "ambiguous", "network",
             [], [n0, n1],
             "Caffe2 resnet50_trainer.py on two machines through mpirun (one process each, two "
             "GPUs, file store rendezvous on NFS): CreateCommonWorld fails with a gloo IO "
             "exception, connect to 192.126.232.53 port 896 refused, in the init net before any "
             "step. Whether a peer not listening, a port or interface setting, or the network "
             "is not shown. Lines as posted (the host that logged them is our guess), ISO times "
             "from their own stamps.",
             start="2017-07-28T14:20:50+00:00", scheduler="mpi", ranks_per_node=1)
    c.log(n1, "rank-1", CAFFE2_984,
          "E0728 14:21:02.400169  1573 common_world_ops.h:87] Caught gloo IO exception: [/home/gaosiqi/caffe2Env/caffe2/third_party/gloo/gloo/transport/tcp/pair.cc:528] connect [192.126.232.53]:896: Connection refused",  # noqa: E501
          t=12.400169)
    c.log(n1, "rank-1", CAFFE2_984,
          'E0728 14:21:02.405755  1573 net.cc:143] Operator failed: input: "store_handler" output: "allreduce_0_cw" name: "allreduce_0_cw_op" type: "CreateCommonWorld" arg { name: "status_blob" s: "create_allreduce_cw_0_status" } arg { name: "rank" i: 0 } arg { name: "size" i: 2 } device_option { device_type: 1 cuda_gpu_id: 4 } engine: "GLOO"',  # noqa: E501
          t=12.405755)
    c.log(n1, "rank-1", CAFFE2_984,
          "E0728 14:21:02.405782  1573 workspace.cc:217] Error when running network resnet50_init",
          "Traceback for operator 1069 in network resnet50_init",
          "/home/gaosiqi/caffe2Env/caffe2/build/caffe2/python/data_parallel_model.py:998",
          t=12.405782)
    c.job(14.0, "FAILED", exit_code=1)

    # ---- Caffe2 on two nodes with redis: enforce fail in the redis store handler ---------------
    n0, n1 = "192.126.232.56", "192.126.232.53"
    c = case("b148-caffe2-redis-store-handler-enforce-fail", "attributed", "user_code", [],
             [n0, n1],
             "Caffe2 resnet50_trainer.py launched through mpirun on two nodes, redis rendezvous "
             "on 192.126.232.53 (the poster's command gives both processes --shard_id=0 and "
             "different --run_id values): CreateCommonWorld fails with an enforce failure in "
             "redis_store_handler.cc (unexpected redis reply type). A launch/rendezvous setup "
             "error of the program, before any step. Lines as posted (the node that printed "
             "them is our guess), ISO times ours.",
             start="2017-07-26T09:00:00+00:00", scheduler="mpi", ranks_per_node=1)
    c.log(n0, "rank-0", CAFFE2_969,
          "RuntimeError: [enforce fail at redis_store_handler.cc:44] reply->type == REDIS_REPLY_INTEGER. 6 vs 3 Error from operator:",  # noqa: E501
          'input: "store_handler" output: "allreduce_0_cw" name: "allreduce_0_cw_op" type: "CreateCommonWorld" arg { name: "status_blob" s: "create_allreduce_cw_0_status" } arg { name: "rank" i: 0 } arg { name: "size" i: 2 } device_option { device_type: 1 cuda_gpu_id: 0 } engine: "GLOO"',  # noqa: E501
          t=20.0)
    c.job(22.0, "FAILED", exit_code=1)


# ---- CNTK ---------------------------------------------------------------------------------------
def build_cntk() -> None:
    # ---- CNTK G2P on ten GPUs: epochs go on, the excerpt ends before the MPI error -------------
    node = "g2p-10gpu"
    c = case("b148-cntk-g2p-ten-gpus-mpi-err-truncate", "ambiguous", "unknown", [], [node],
             "CNTK training a modified G2P sample on a Linux machine with 10 GPUs under Open "
             "MPI: every run fails after the same number of minibatches with an MPI_Waitany / "
             "MPI_ERR_TRUNCATE error (the thread's title); the excerpt's lines are the epoch-24 "
             "progress lines of five ranks and stop before the error. Lines as posted (node "
             "name ours; each '[1,N]<stderr>' line under rank N), ISO times ours.",
             start="2017-04-08T08:00:00+00:00", scheduler="mpi", ranks_per_node=10)
    c.steps(1, 24, every=70.0)
    for rank, line in (
        (6, "[1,6]<stderr>: Epoch[24 of 1000]-Minibatch[  11- 100, 100.00%]: ce = 37.97423210 * 64825; errs = 95.224% * 64825; time = 68.4427s; samplesPerSecond = 947.1"),  # noqa: E501
        (8, "[1,8]<stderr>: Epoch[24 of 1000]-Minibatch[  11- 100, 100.00%]: ce = 37.97423210 * 64825; errs = 95.224% * 64825; time = 68.4427s; samplesPerSecond = 947.1"),  # noqa: E501
        (0, "[1,0]<stderr>: Epoch[24 of 1000]-Minibatch[  11- 100, 100.00%]: ce = 37.97423210 * 64825; errs = 95.224% * 64825; time = 68.4503s; samplesPerSecond = 947.0"),  # noqa: E501
        (1, "[1,1]<stderr>: Epoch[24 of 1000]-Minibatch[  11- 100, 100.00%]: ce = 37.97423210 * 64825; errs = 95.224% * 64825; time = 68.4498s; samplesPerSecond = 947.0"),  # noqa: E501
        (2, "[1,2]<stderr>: Epoch[24 of 1000]-Minibatch[  11- 100, 100.00%]: ce = 37.97423210 * 64825; errs = 95.224% * 64825; time = 68.4497s; samplesPerSecond = 947.0"),  # noqa: E501
    ):
        c.log(node, f"rank-{rank}", CNTK1717, line, t=1680.0 + rank * 0.01)
    c.job(1700.0, "FAILED", exit_code=1)

    # ---- CNTK ATIS on two GTX 970 with mpiexec: access violation after the first epoch ---------
    node = "DESKTOP-NPQAHQ4"
    c = case("b148-cntk-atis-two-gpus-access-violation", "attributed", "user_code", [], [node],
             "CNTK 1.7.2 ATIS example with 'mpiexec -np 2' on Windows 10 and two GTX 970: the "
             "first epoch finishes, then CNTK catches a Win32 access violation and MS-MPI aborts "
             "the job; the maintainers say it is fixed on the latest master. A bug of the "
             "program. Lines as posted (the quote marks around them dropped; the rank they go "
             "under and the step metrics ours), ISO times ours.",
             start="2016-10-12T15:00:00+00:00", scheduler="mpi", ranks_per_node=2)
    c.log(node, "rank-1", CNTK913,
          "Model has 61 nodes. Using GPU 1.",
          "Training criterion:   cr = CrossEntropyWithSoftmax",
          "Evaluation criterion: errs = ClassificationError",
          "Training 1005127 parameters in 18 parameter tensors.", t=3.0)
    c.steps(1, 1, every=8.5, t0=12.0)
    c.log(node, "rank-1", CNTK913,
          "Finished Epoch[ 1 of 20]: [Training] cr = 0.40189179 * 36006; errs = 8.254% * 36006; totalSamplesSeen = 36006; learningRatePerSample = 0.0099999998; epochTime=8.5101s",  # noqa: E501
          "CNTK: Caught Win32 exception 0xc0000005: Access violation.", t=12.0)
    c.log(node, "mpiexec", CNTK913,
          "job aborted:",
          "[ranks] message",
          "[0] terminated",
          "[1] process exited without calling finalize",
          "---- error analysis -----",
          "[1] on DESKTOP-NPQAHQ4",
          "C:\\AI\\cntk\\cntk\\cntk ended prematurely and may have crashed. exit code 1",
          "---- error analysis -----", t=13.0)
    c.job(14.0, "FAILED", exit_code=1)

    # ---- CNTK AlexNet on 8 GPUs: every rank reaches the minibatch loop, then nothing -----------
    node = "cntk-8gpu"
    c = case("b148-cntk-alexnet-eight-gpus-stops-at-minibatch-loop", "ambiguous", "hang", [],
             [node],
             "CNTK AlexNet with 'mpiexec -n 8 cntk ... parallelTrain=true' on one machine: all "
             "eight ranks initialise MPI and rank 7's log ends at 'Starting minibatch loop, "
             "DataParallelSGD training'; the poster 'still cant run on 8'. No error and no "
             "minibatch result. Lines as posted (node name ours; rank 7's log file filed as "
             "rank-7, the shared stdout as 'mpiexec'), ISO times ours.",
             start="2016-04-01T10:00:00+00:00", scheduler="mpi", ranks_per_node=8)
    c.log(node, "mpiexec", CNTK284, *(["MPIWrapper: initializing MPI"] * 8),
          "ping [requestnodes (before change)]: 8 nodes pinging each other", t=2.0)
    c.log(node, "rank-7", CNTK284,
          "Post-processing network complete.",
          "SGD using GPU 3.",
          "Training criterion node(s):",
          "\tCE = CrossEntropyWithSoftmax",
          "Evaluation criterion node(s):",
          "\tErr = ErrorPrediction",
          "Allocating matrices for forward and/or backward propagation.",
          "No PreCompute nodes found, skipping PreCompute step",
          "Set Max Temp Mem Size For Convolution Nodes to 0 samples.",
          "Starting Epoch 1: learning rate per sample = 0.000039  effective momentum = 0.900000  momentum as time constant = 2429.8 samples",  # noqa: E501
          "Starting minibatch loop, DataParallelSGD training (MyRank = 7, NumNodes = 8, NumGradientBits = 32), distributed reading is ENABLED.",  # noqa: E501
          t=30.0)

    # ---- CNTK master, multi-GPU parallel training: ncclAllReduce invalid device pointer --------
    node = "cntk-nccl-box"
    c = case("b148-cntk-nccl-allreduce-invalid-device-pointer", "attributed", "user_code", [],
             [node],
             "CNTK built from master, multi-GPU data-parallel training (worked with 1.7.1 and "
             "2.0 beta): every run fails with 'NcclComm ncclAllReduce failed: invalid device "
             "pointer' while SimpleDistGradAggregator aggregates gradients in the evaluator. A "
             "software regression, not a machine. Lines as posted (the last call-stack frame cut "
             "off in the excerpt left out; node name, GPU count and the rank ours), ISO times ours.",  # noqa: E501
             start="2016-12-15T10:00:00+00:00", scheduler="mpi", ranks_per_node=2)
    c.log(node, "rank-0", CNTK1177,
          "NcclComm ncclAllReduce failed: invalid device pointer",
          "[CALL STACK]",
          "[0x7fcd234a0516]                                                       + 0x4f8516",
          "[0x8b53cc]          Microsoft::MSR::CNTK::SimpleDistGradAggregator<float>::  AggregateGradientsImpl  (std::vector<Microsoft::MSR::CNTK::Matrix<float>*,std::allocator<Microsoft::MSR::CNTK::Matrix<float>*>> const&,  Microsoft::MSR::CNTK::DistGradHeader*,  bool) + 0xd8c",  # noqa: E501
          "[0x8b8a36]          Microsoft::MSR::CNTK::SimpleDistGradAggregator<float>::  AggregateGradients  (std::vector<Microsoft::MSR::CNTK::Matrix<float>*,std::allocator<Microsoft::MSR::CNTK::Matrix<float>*>> const&,  Microsoft::MSR::CNTK::DistGradHeader*,  bool) + 0x416",  # noqa: E501
          "[0x9efe03]          Microsoft::MSR::CNTK::SimpleEvaluator<float>::  Evaluate  (Microsoft::MSR::CNTK::IDataReader*,  std::vector<std::__cxx11::basic_string<wchar_t,std::char_traits<wchar_t>,std::allocator<wchar_t>>,std::allocator<std::__cxx11::basic_string<wchar_t,std::char_traits<wchar_t>,std::allocator<wchar_t>>>> const&,  unsigned long,  unsigned long) + 0xbb3",  # noqa: E501
          t=95.0)
    c.job(96.0, "FAILED", exit_code=1)

    # ---- CNTK 2.0 beta 7 on a two-host Windows HPC cluster: MPI fatal error --------------------
    n0, n1 = "hpc-head", "hpc-node-1"
    c = case("b148-cntk-two-host-hpc-mpi-fatal-error", "ambiguous", "unknown", [], [n0, n1],
             "CNTK 2.0 beta 7 (1-bit SGD, MS-MPI) on a two-host Windows HPC 2012 R2 cluster, "
             "the logistic-regression tutorial with parallelTrain on CPU: MS-MPI reports rank 0 "
             "terminated and a fatal error on rank 1 (a fatal error in MPI_Allreduce, the rest "
             "of that line cut off in the excerpt). The MPI error's cause is not shown. Lines "
             "as posted (node names ours), ISO times ours.",
             start="2016-12-29T10:00:00+00:00", scheduler="mpi", ranks_per_node=1)
    c.log(n0, "mpiexec", CNTK1220, "[0] terminated", "[1] fatal error", t=40.0)
    c.job(41.0, "FAILED", exit_code=1)


# ---- early torch.distributed and Theano/platoon ------------------------------------------------
def build_torch_and_theano() -> None:
    # ---- PyTorch gloo on two VMs: enforce fail in the tcp device at init ------------------------
    n0, n1 = "10.11.13.39", "vm-2"
    c = case("b148-pytorch-gloo-two-vms-tcp-device-enforce-fail", "ambiguous", "user_code", [],
             [n0, n1],
             "PyTorch (1.4 nightly) tutorial-style gloo training over two VMs, two processes "
             "each, MASTER_ADDR 10.11.13.39 set in the script on both: the processes abort with "
             "gloo::EnforceNotMet in transport/tcp/device.cc ('rv != -1') at init. Likely the "
             "script's address/interface setup, but the line does not say. Lines as posted (the "
             "node and rank that printed them ours), ISO times ours.",
             start="2019-11-23T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(n1, "rank-2", PYTORCH30375,
          "terminate called after throwing an instance of 'gloo::EnforceNotMet'",
          "  what():  [enforce fail at /pytorch/third_party/gloo/gloo/transport/tcp/device.cc:281] rv != -1. -1",  # noqa: E501
          t=5.0)
    c.job(6.0, "FAILED", exit_code=134)

    # ---- PyTorch 0.4.1 gloo over ibverbs, 4 GPUs: transport retry counter exceeded -------------
    node = "ib-4gpu-node"
    c = case("b148-pytorch-041-gloo-ibverbs-retry-counter-exceeded", "attributed", "network",
             [node], [node],
             "PyTorch 0.4.1 built from source, distributed training with the gloo backend over "
             "ibverbs on four GPUs of one node: every process aborts with an IB work completion "
             "error (status 12, transport retry counter exceeded); one GPU works, and NCCL with "
             "four GPUs works. An InfiniBand completion error reported by this node's device. "
             "Lines as posted (the fourth, cut short, left out; node name and ranks ours), ISO "
             "times ours.",
             start="2018-08-28T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    line = ("  what():  [enforce fail at /home/zhoushengkai/code/pytorch_v0.4.1_for_src/"
            "third_party/gloo/gloo/transport/ibverbs/pair.cc:462] wc->status == IBV_WC_SUCCESS. "
            "12 vs 0. Memory region send for slot 0: transport retry counter exceeded")
    for rank in range(3):
        c.log(node, f"rank-{rank}", PYTORCH10936,
              "terminate called after throwing an instance of 'gloo::EnforceNotMet'", line,
              t=30.0 + rank * 0.01)
    c.job(31.0, "FAILED", exit_code=134)

    # ---- Theano/platoon ResNet-50 on several GPUs: the worker has no '_multinode' -------------
    node = "platoon-dgx"
    c = case("b148-platoon-resnet50-worker-no-multinode-attribute", "attributed", "user_code",
             [], [node],
             "Platoon's ResNet-50 example (Theano, all_reduce interface) on several GPUs: the "
             "worker fails to register in the local GPU comm world (a utf8 decode error) and then "
             "dies with AttributeError: 'Worker' object has no attribute '_multinode' while "
             "building the update rule. An installation/program error before any step. Lines as "
             "posted (node name and worker count ours), ISO times ours.",
             start="2017-06-27T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", PLATOON95,
          "WARNING! Failed to register in a local GPU comm world.",
          "Reason: 'utf8' codec can't decode byte 0xa5 in position 2: invalid start byte",
          "WARNING! Platoon `all_reduce` interface will not be functional.",
          "Traceback (most recent call last):",
          '  File "resnet_worker.py", line 566, in <module>',
          "    train_resnet()",
          '  File "resnet_worker.py", line 475, in train_resnet',
          "    asgd.make_rule(params)",
          '  File "/home/bfomitchev/git/theano/third_party/platoon/platoon/training/global_dynamics.py", line 161, in make_rule',  # noqa: E501
          "    gup = AllReduceSum(update, inplace=True)",
          '  File "/home/bfomitchev/git/theano/third_party/platoon/platoon/ops.py", line 155, in AllReduceSum',  # noqa: E501
          "    return AllReduce(theano.scalar.add, inplace, worker)(src, dest)",
          '  File "/home/bfomitchev/git/theano/third_party/platoon/platoon/ops.py", line 61, in __init__',  # noqa: E501
          "    self._f16_ok = not self.worker._multinode",
          "AttributeError: 'Worker' object has no attribute '_multinode'",
          t=25.0)
    c.job(26.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b148-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
