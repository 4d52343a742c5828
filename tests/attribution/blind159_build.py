"""Build the hundred-and-fifty-ninth blind corpus (tests/attribution/blind159/): runs across
several machines, from repositories nobody has cited yet.

    python tests/attribution/blind159_build.py

A twenty-sixth unbiased sample of training runs spread over two or more machines (torchrun with
--nnodes, Slurm/submitit, mpirun hostfiles, SageMaker multi-instance jobs, Kubernetes workers,
TensorFlow TF_CONFIG clusters), as GitHub issue and pull-request threads show them, taken only
from repositories that have no URL anywhere else in this repository. They were found with the
search tool's issue corpus (queries listed in blind159/README.md) and taken in the order the
searches returned them, skipping only reports without a copyable log line, reports not about a
training run on two or more machines, and reports (or cross-posts of them) from repositories the
repository already cites. It was assembled by one helper who read neither the engine nor its
catalogs; the labels were written before any engine ran on these bundles, and no report cited
here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one), job.json, the scheduler
events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind159/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind159"
SPLIT = "blind159"

# ---- sources (one public report per incident) --------------------------------------------------
TORCHDATA1142 = "https://github.com/meta-pytorch/data/issues/1142"
DEEPBLAST46 = "https://github.com/flatironinstitute/deepblast/issues/46"
ITREX84 = "https://github.com/intel/intel-extension-for-transformers/issues/84"
DISTEXAMPLE6 = "https://github.com/narumiruna/pytorch-distributed-example/issues/6"
SMWORKSHOP6 = "https://github.com/aws-samples/sagemaker-distributed-training-workshop/issues/6"
EPL28 = "https://github.com/alibaba/EasyParallelLibrary/issues/28"
CHEMNLP334 = "https://github.com/OpenBioML/chemnlp/issues/334"
SPELL17 = "https://github.com/spellml/examples/pull/17"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_startup()
    build_running()


# ---- failures and stalls while the machines join ----------------------------------------------
def build_startup() -> None:
    # ---- torchdata on a multi-node cluster: traceback creating the gloo group -----------------
    n0, n1 = "node-0", "node-1"
    c = case("b159-torchdata-multinode-gloo-new-group-traceback", "ambiguous", "unknown", [],
             [n0, n1],
             "Training with torchdata's DataLoader2 (webdataset format) works on one node; on a "
             "multi-node cluster the reading service's dist.new_group(backend='gloo') fails when "
             "the loader is first iterated (the title says tcp connection refused). The excerpt "
             "shows the interleaved traceback frames of several ranks but not the final error "
             "line, so the bundle does not say why. Lines as posted (interleaving and indentation "
             "kept; node names, rank counts and the stream ours), ISO times ours.",
             start="2023-04-25T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(n1, "rank-8", TORCHDATA1142,
          "for i, data_batch in enumerate(self.data_loader):",
          '  File "/root/miniconda3/lib/python3.8/site-packages/torchdata/dataloader2/'
          'dataloader2.py", line 209, in __iter__',
          "    self.datapipe = self.reading_service.initialize(self.datapipe)",
          '  File "/root/miniconda3/lib/python3.8/site-packages/torchdata/dataloader2/'
          'reading_service.py", line 487, in initialize',
          "        self.datapipe = self.reading_service.initialize(self.datapipe)",
          '  File "/root/miniconda3/lib/python3.8/site-packages/torchdata/dataloader2/'
          'reading_service.py", line 446, in initialize',
          '    self._pg = dist.new_group(backend="gloo", timeout=timedelta(seconds=self._timeout))',
          '  File "/root/miniconda3/lib/python3.8/site-packages/torch/distributed/'
          'distributed_c10d.py", line 3505, in new_group',
          "        self.datapipe = self.reading_service.initialize(self.datapipe)",
          '  File "/root/miniconda3/lib/python3.8/site-packages/torchdata/dataloader2/'
          'reading_service.py", line 446, in initialize',
          '    self._pg = dist.new_group(backend="gloo", timeout=timedelta(seconds=self._timeout))',
          t=95.0)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- deepblast on 4 nodes x 4 GPUs: Lightning trainer.fit fails in set_random_port --------
    nodes = ["gpu-node-1", "gpu-node-2", "gpu-node-3", "gpu-node-4"]
    c = case("b159-deepblast-4-nodes-lightning-set-random-port", "attributed", "user_code", [],
             nodes,
             "deepblast-train with PyTorch Lightning DDP on 4 nodes with 4 GPUs each (--nodes 4 "
             "--gpus 4 --backend ddp) fails in trainer.fit before any step, inside Lightning's "
             "set_random_port (the maintainer: multi-node support is still outstanding). An "
             "exception in the program's stack, not a machine; the final line of the traceback "
             "is cut in the excerpt and left out. Lines as posted (node names and rank counts "
             "ours), ISO times ours.",
             start="2020-07-08T15:00:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.log(nodes[0], "rank-0", DEEPBLAST46,
          "Traceback (most recent call last):",
          '  File "/home/jmorton/miniconda3/envs/alignment/bin/deepblast-train", line 7, in '
          "<module>",
          "    exec(compile(f.read(), __file__, 'exec'))",
          '  File "/home/jmorton/research/gert/deepblast/scripts/deepblast-train", line 67, in '
          "<module>",
          "    main(hparams)",
          '  File "/home/jmorton/research/gert/deepblast/scripts/deepblast-train", line 47, in '
          "main",
          "    trainer.fit(model)",
          '  File "/home/jmorton/miniconda3/envs/alignment/lib/python3.8/site-packages/'
          'pytorch_lightning/trainer/trainer.py", line 964, in fit',
          "    self.set_random_port()", t=40.0)
    c.job(45.0, "FAILED", exit_code=1)

    # ---- Gaudi fine-tuning on two Kubernetes workers: rendezvous store Socket Timeout ---------
    n0, n1 = "vbsbi", "5xzl9"
    c = case("b159-itrex-gaudi-two-workers-store-socket-timeout", "ambiguous", "unknown", [],
             [n0, n1],
             "LoRA fine-tuning of MPT-7B with intel-extension-for-transformers' finetune_clm.py "
             "on Habana Gaudi, run as an experiment with two workers in Kubernetes: the elastic "
             "agent's store.get in get_all raises 'RuntimeError: Socket Timeout' and the "
             "experiment reports the PyTorch command failed on both workers. A rendezvous that "
             "never completed; nothing says which worker did not arrive or why (the maintainers "
             "later suggest dropping --trust_remote_code). Lines as posted (the worker ids as "
             "node names; which worker the traceback came from, the streams and the FAILED "
             "state ours), ISO times ours.",
             start="2023-07-31T08:00:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.log(n0, "rank-0", ITREX84,
          'File "/usr/local/lib/python3.10/dist-packages/torch/distributed/elastic/utils/'
          'store.py", line 34, in get_all',
          'data = store.get(f"{prefix}{idx}")',
          "RuntimeError: Socket Timeout", t=1805.0)
    c.log(n0, "experiment", ITREX84,
          "PyTorch command failed on worker #vbsbi",
          "PyTorch command failed on worker #5xzl9",
          "An error has caused the experiment to fail", t=1810.0)
    c.job(1812.0, "FAILED")

    # ---- pytorch-distributed-example, world_size 3 over tcp://: rank 0 waits at init ----------
    nodes = ["192.168.1.20", "worker-1", "worker-2"]
    c = case("b159-dist-example-world-size-3-rank0-waits-at-init", "ambiguous", "hang", [],
             nodes,
             "The repository's MNIST example started with --init-method tcp://192.168.1.20:12345 "
             "--world-size 3: rank 0 prints its arguments and stops there; the maintainer asks "
             "whether the other two ranks were started, the poster later runs them and they look "
             "independent. No progress and no error: a stall at initialisation with no evidence "
             "of a faulty machine. The line as posted (the other two node names, the step-less "
             "run and the RUNNING state ours), ISO time ours.",
             start="2018-11-06T09:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.log(nodes[0], "rank-0", DISTEXAMPLE6,
          "Namespace(backend='tcp', init_method='tcp://192.168.1.20:12345', rank=0, steps=20, "
          "world_size=3)", t=2.0)

    # ---- EasyParallelLibrary resnet_split on two servers: stuck after the broadcast pool ------
    n0, n1 = "server-1", "server-2"
    c = case("b159-epl-resnet-split-two-servers-stuck-after-broadcast", "ambiguous", "hang", [],
             [n0, n1],
             "FastNN resnet_split.py with EasyParallelLibrary on two servers (TF_CONFIG with two "
             "workers) waits forever: the servers find each other, the broadcast pool is built, "
             "then nothing more and GPU utilisation stays at 0; a second user posts the same "
             "stall with the lines below. Bert runs distributed on the same machines. No error "
             "and no sign of which worker stopped. Lines as posted by the second user (node "
             "names, the stream and the RUNNING state ours), ISO times from the first line's "
             "own stamp.",
             start="2023-10-12T07:03:00+00:00", scheduler="static", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.own(n0, "rank-0", EPL28, "2023-10-12 07:03:18.989342",
          "2023-10-12 07:03:18.989342: I tensorflow/core/distributed_runtime/rpc/"
          "grpc_server_lib.cc:365] Started server with target: grpc://localhost:49295")
    c.log(n0, "rank-0", EPL28,
          "INFO:tensorflow:BROADCAST_0_broadcast_pool tensors: 217 tensors (tf.int64_ref, "
          "tf.float64_ref): 358.61 MB and 0 dynamic-shaped tensors",
          "INFO:tensorflow:BROADCAST_0_broadcast_pool group (1/15): 62 tensors "
          "(tf.float64_ref): 31.02 MB and 0 dynamic-shaped tensors", t=25.0)

    # ---- chemnlp on a new cluster: invalid device ordinal with several machines x devices -----
    n0, n1 = "cluster-node-1", "cluster-node-2"
    c = case("b159-chemnlp-new-cluster-multinode-invalid-device-ordinal", "attributed",
             "user_code", [], [n0, n1],
             "Multi-node training on a new cluster fails as each worker sets its CUDA device: "
             "'CUDA error: invalid device ordinal'; one GPU per machine on several machines runs, "
             "only several machines with several devices fail, and it later 'fixed itself'. A "
             "device-to-rank mapping error of the job's setup, not a faulty machine. Lines as "
             "posted (node names, rank counts and the rank they are filed under ours), ISO times "
             "ours.",
             start="2023-06-27T12:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log(n1, "rank-8", CHEMNLP334,
          "torch._C._cuda_setDevice(device)",
          "RuntimeError: CUDA error: invalid device ordinal",
          "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.", t=35.0)
    c.job(40.0, "FAILED", exit_code=1)


# ---- runs that trained -----------------------------------------------------------------------
def build_running() -> None:
    # ---- SageMaker workshop lab 1: two instances, Lightning training succeeds -----------------
    n0, n1 = "algo-1", "algo-2"
    c = case("b159-sagemaker-workshop-two-instances-lightning-succeeds", "no_failure", "unknown",
             [], [n0, n1],
             "The workshop's Lab 1 PyTorch Lightning example on two SageMaker instances (algo-1 "
             "and algo-2, 8 ranks each) under mpirun: everything goes fine and the training "
             "succeeds; the poster only wonders why every progress line comes from rank 0 on "
             "algo-1. A run that completed. Lines as posted (the '#015' and '#033[A' as written; "
             "step metrics and the COMPLETED state ours), ISO times ours.",
             start="2023-03-05T10:00:00+00:00", scheduler="sagemaker", ranks_per_node=8)
    c.steps(1, 12, every=1.0)
    c.log(n0, "rank-0", SMWORKSHOP6,
          "[1,mpirank:0,algo-1]<stdout>:#015Validation DataLoader 0: 100% 1/1 [00:00<00:00, "
          "1113.73it/s]#033[A",
          "[1,mpirank:0,algo-1]<stdout>:#015Epoch 0: 100% 2/2 [00:00<00:00, 12.33it/s, "
          "loss=2.29, v_num=0]",
          "[1,mpirank:0,algo-1]<stdout>:#015Epoch 0: 100% 2/2 [00:00<00:00, 12.10it/s, "
          "loss=2.29, v_num=0, val_acc=0.166]",
          "[1,mpirank:0,algo-1]<stdout>:#015Epoch 0: 100% 2/2 [00:00<00:00, 12.05it/s, "
          "loss=2.29, v_num=0, val_acc=0.166]", t=2.0)
    c.log(n0, "rank-0", SMWORKSHOP6,
          "[1,mpirank:0,algo-1]<stdout>:#015Validation DataLoader 0: 100% 1/1 [00:00<00:00, "
          "1197.69it/s]#033[A",
          "[1,mpirank:0,algo-1]<stdout>:#015Epoch 4: 100% 2/2 [00:00<00:00, 52.35it/s, "
          "loss=2.28, v_num=0, val_acc=0.277]",
          "[1,mpirank:0,algo-1]<stdout>:#015Epoch 4: 100% 2/2 [00:00<00:00, 48.23it/s, "
          "loss=2.28, v_num=0, val_acc=0.305]",
          "[1,mpirank:0,algo-1]<stdout>:#015Epoch 4: 100% 2/2 [00:00<00:00, 47.55it/s, "
          "loss=2.28, v_num=0, val_acc=0.305]",
          "[1,mpirank:0,algo-1]<stdout>:#015Epoch 5:  50% 1/2 [00:00<00:00, 35.41it/s, "
          "loss=2.28, v_num=0, val_acc=0.305]", t=10.0)
    c.job(15.0, "COMPLETED", exit_code=0)

    # ---- Spell distributed Horovod tutorial run: both workers keep training -------------------
    n0, n1 = "spell-machine-0", "spell-machine-1"
    c = case("b159-spell-horovod-two-workers-train-epoch-10", "no_failure", "unknown", [],
             [n0, n1],
             "The distributed-training tutorial's Horovod MNIST run on Spell (spell run "
             "--distributed, one worker per machine): the run log shows both workers, [1,0] and "
             "[1,1], logging their losses through epoch 10; the author only asks about the log "
             "format. A run that is training. Lines as posted (tabs kept; node names, the stream "
             "the run log is filed under, step metrics ours), ISO times from their own stamps.",
             start="2020-05-18T11:30:00+00:00", scheduler="spell", ranks_per_node=1)
    c.steps(1, 10, every=90.0)
    for when, text in (
            ("2020-05-18 11:47:13", "May 18, 2020, 11:47:13: running: [1,1]<stdout>:Train Epoch: "
             "10 [7680/30000 (26%)]\tLoss: 0.161335"),
            ("2020-05-18 11:47:13.001", "May 18, 2020, 11:47:13: running: [1,0]<stdout>:Train "
             "Epoch: 10 [7680/30000 (26%)]\tLoss: 0.127660"),
            ("2020-05-18 11:47:18", "May 18, 2020, 11:47:18: running: [1,1]<stdout>:Train Epoch: "
             "10 [8320/30000 (28%)]\tLoss: 0.194643"),
            ("2020-05-18 11:47:18.001", "May 18, 2020, 11:47:18: running: [1,0]<stdout>:Train "
             "Epoch: 10 [8320/30000 (28%)]\tLoss: 0.328072"),
            ("2020-05-18 11:47:18.002", "May 18, 2020, 11:47:18: running: [1,0]<stdout>:Train "
             "Epoch: 10 [8960/30000 (30%)]\tLoss: 0.224767"),
            ("2020-05-18 11:47:18.003", "May 18, 2020, 11:47:18: running: [1,1]<stdout>:Train "
             "Epoch: 10 [8960/30000 (30%)]\tLoss: 0.281391"),
            ("2020-05-18 11:47:18.004", "May 18, 2020, 11:47:18: running: [1,1]<stdout>:Train "
             "Epoch: 10 [9600/30000 (32%)]\tLoss: 0.147379"),
            ("2020-05-18 11:47:18.005", "May 18, 2020, 11:47:18: running: [1,0]<stdout>:Train "
             "Epoch: 10 [9600/30000 (32%)]\tLoss: 0.142733")):
        c.own(n0, "run", SPELL17, when, text)
    c.job(1100.0, "RUNNING")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b159-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
