"""Build the sixth blind corpus (tests/attribution/blind6/): incidents taken as they came.

    python tests/attribution/blind6_build.py

A held-out measure of how attribution generalises to stacks and failures described nowhere. The
reports were found with searches on the names of training frameworks and trainers that the
fourth corpus did not use ("DeepSpeed multi-node training error", "Megatron-LM multi-node NCCL
error", "ColossalAI multi-node training error", "torchtitan multi-node crash", "OpenRLHF
multi-node NCCL error", "MaxText multi-host TPU training error", "accelerate launch multi-node
training killed", "NeMo ... multi-node Slurm", "TRL trainer multi-node training NCCL timeout",
"fairseq multi-node distributed training error", "OLMo multi-node training run crash",
"detectron2 multi-machine training", "InternLM InternEvo multi-node training error", ...) rather
than on failure classes, and taken in the order they came, skipping only reports without a
copyable log line (screenshots, prose), reports the repository already cites, and reports the
other blind builder uses. It was assembled by one helper who read neither the engine nor its
catalogs; the labels were written before any engine ran on these bundles, and no report cited
here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted). Ours is only the assembly, as in stacks_build.py: which node and stream a line
is filed under (and node names where the report gives none), an ISO-8601 time in front of every
line (taken from the line's own stamp where it has one), job.json, the scheduler events and the
per-rank step metrics (one point per rank every ten steps). The labels follow DESIGN's taxonomy
and the rules of the realworld, stacks, frontier and blind4 READMEs (see blind6/README.md).
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind6"
SPLIT = "blind6"

# ---- sources (one public report per incident) --------------------------------------------------
DEEPSPEED5374 = "https://github.com/deepspeedai/DeepSpeed/issues/5374"
GLM173 = "https://github.com/THUDM/GLM/issues/173"
NCCL653 = "https://github.com/NVIDIA/nccl/issues/653"
COLOSSALAI3582 = "https://github.com/hpcaitech/ColossalAI/issues/3582"
TORCHTITAN708 = "https://github.com/pytorch/torchtitan/issues/708"
OPENRLHF621 = "https://github.com/OpenRLHF/OpenRLHF/issues/621"
OPENRLHF624 = "https://github.com/OpenRLHF/OpenRLHF/issues/624"
MAXTEXT786 = "https://github.com/AI-Hypercomputer/maxtext/issues/786"
VERL3416 = "https://github.com/verl-project/verl/issues/3416"
MOBILEVLM60 = "https://github.com/Meituan-AutoML/MobileVLM/issues/60"
NCCL743 = "https://github.com/NVIDIA/nccl/issues/743"
DSEXAMPLES327 = "https://github.com/deepspeedai/DeepSpeedExamples/issues/327"
NEMO10229 = "https://github.com/NVIDIA-NeMo/Speech/issues/10229"
TRL3119 = "https://github.com/huggingface/trl/issues/3119"
FUNASR2006 = "https://github.com/modelscope/FunASR/issues/2006"
FAIRSEQ3704 = "https://github.com/facebookresearch/fairseq/issues/3704"
FAIRSEQ826 = "https://github.com/facebookresearch/fairseq/issues/826"
MILABENCH269 = "https://github.com/mila-iqia/milabench/pull/269"
OLMO846 = "https://github.com/allenai/OLMo/issues/846"
OLMO737 = "https://github.com/allenai/OLMo/issues/737"
ACCELERATE1519 = "https://github.com/huggingface/accelerate/issues/1519"
PARLAI3084 = "https://github.com/facebookresearch/ParlAI/issues/3084"
DETECTRON2_753 = "https://github.com/facebookresearch/detectron2/issues/753"
INTERNEVO208 = "https://github.com/InternLM/InternEvo/issues/208"
ICEFALL63 = "https://github.com/k2-fsa/icefall/pull/63"
MXNET5194 = "https://github.com/apache/mxnet/issues/5194"

ELASTIC_DOCS = "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html"
RULE60 = "=" * 60
DASH60 = "-" * 60

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def steps(c: Case, last: int, every: float, t0: float = 0.0, first: int = 1,
          stop: dict[str, int] | None = None, ranks: set[int] | None = None) -> Case:
    """Per-rank `step` metrics, one point every ten steps (ours: no report shows a per-rank
    series); `stop` ends a node's ranks earlier, `ranks` keeps only those ranks."""
    for step in range(first, last + 1):
        if step % 10 and step not in (first, last):
            continue
        for rank, node in c.ranks.items():
            if ranks is not None and int(rank) not in ranks:
                continue
            if stop and node in stop and step > stop[node]:
                continue
            c.metrics.append({"ts": c.at(t0 + (step - first) * every), "node": node,
                              "rank": int(rank), "name": "step", "value": step})
    return c


def seconds(c: Case, when: str) -> float:
    """Seconds from the case's start to a time written as the report's stamp (UTC)."""
    return (datetime.fromisoformat(when).replace(tzinfo=UTC) - c.start).total_seconds()


def build() -> None:
    build_failures()
    build_silences()
    build_completed_runs()


# ---- failures with an error or an exit in the log ----------------------------------------------
def build_failures() -> None:
    build_program_errors()
    build_exits_without_cause()
    build_connection_errors()


def build_program_errors() -> None:
    # ---- FastChat + DeepSpeed on two A100 nodes: DeepSpeedCPUAdam's op fails to build ----------
    c = case("b6-deepspeed-cpu-adam-jit-load-two-nodes", "attributed", "user_code", [],
             ["675d-5", "675d-6"],
             "Fine-tuning llama2-7b with FastChat and DeepSpeed across two A100 8x80GB nodes "
             "(675d-5, 675d-6): the model and data load, and before the first step the optimizer "
             "DeepSpeedCPUAdam fails while just-in-time building its CPU Adam op (the report's "
             "title names the os.PathLike error, which the posted frames do not reach). An "
             "error of the job's software environment. Frames as posted, ISO times ours.",
             start="2024-04-07T09:00:00+00:00", scheduler="deepspeed", ranks_per_node=8)
    site = "/home/ashmal.vayani/anaconda3/envs/finetune_mobillama/lib/python3.10/site-packages"
    c.log("675d-5", "launcher", DEEPSPEED5374,
          "676d-5 optimizer = DeepSpeedCPUAdam(model_parameters,",
          f'675d-5:   File "{site}/deepspeed/ops/adam/cpu_adam.py", line 94, in __init__',
          "675d-5:     self.ds_opt_adam = CPUAdamBuilder().load()",
          f'675d-5:   File "{site}/deepspeed/ops/op_builder/builder.py", line 479, in load',
          "675d-5:     return self.jit_load(verbose)",
          f'675d-5:   File "{site}/deepspeed/ops/op_builder/builder.py", line 499, in jit_load',
          "675d-5:     extra_include_paths = [os.path.abspath(self.deepspeed_src_path(path)) for "
          "path in self.include_paths()]", t=240.0)
    c.job(250.0, "FAILED", exit_code=1)

    # ---- Megatron-LM GPT on 32 nodes with NCCL_ALGO=CollNet: no algorithm available ----------
    nodes = [f"mlm-node-{i:02d}" for i in range(32)]
    c = case("b6-megatron-collnet-no-algorithm", "attributed", "user_code", [], nodes,
             "Megatron-LM GPT pretraining on many nodes (256 ranks, srun-labelled output) with "
             "NCCL_ALGO=CollNet set by the user: at the first barrier of initialisation, ranks "
             "on several nodes print NCCL's 'no algorithm/protocol available' and rank 201's "
             "traceback runs through torch.distributed.barrier. The job's own NCCL setting, no "
             "machine at fault. Lines as posted, interleaved as printed (node names ours), ISO "
             "times ours.",
             start="2022-03-21T10:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.log(nodes[0], "slurm-out", NCCL653,
          "201:",
          "201: :41367:41367 [1] enqueue.cc:422 NCCL WARN Error : no algorithm/protocol available",
          "201: Traceback (most recent call last):",
          '201:   File "/home/user/Megatron-LM-hp/pretrain_gpt.py", line 124, in <module>',
          "201:     pretrain(train_valid_test_datasets_provider, model_provider,",
          '201:   File "/home/user/Megatron-LM-hp/megatron/training.py", line 96, in pretrain',
          "202:",
          "202: :41368:41368 [2] enqueue.cc:422 NCCL WARN Error : no algorithm/protocol available",
          "201:     initialize_megatron(extra_args_provider=extra_args_provider,",
          "255:",
          "255: :62797:62797 [7] enqueue.cc:422 NCCL WARN Error : no algorithm/protocol available",
          '201:   File "/home/user/Megatron-LM-hp/megatron/initialize.py", line 88, in '
          'initialize_megatron',
          "251:",
          "251: :62793:62793 [3] enqueue.cc:422 NCCL WARN Error : no algorithm/protocol available",
          "201:     _compile_dependencies()",
          '201:   File "/home/user/Megatron-LM-hp/megatron/initialize.py", line 139, in '
          '_compile_dependencies',
          "201:     torch.distributed.barrier()",
          '201:   File "/opt/conda/lib/python3.8/site-packages/torch/distributed/'
          'distributed_c10d.py", line 2654, in barrier',
          "253:",
          "253: :62795:62795 [5] enqueue.cc:422 NCCL WARN Error : no algorithm/protocol available",
          "201:     work = default_pg.barrier(opts=opts)", t=95.0)
    c.job(110.0, "FAILED", exit_code=1)

    # ---- MaxText on a v4-16 (two hosts): collapses loading the next batch after 80k steps -----
    nodes = ["maxtext-v4-16-w0", "maxtext-v4-16-w1"]
    c = case("b6-maxtext-multihost-collapse-at-next-batch", "attributed", "user_code", [],
             nodes,
             "MaxText multi-host training on a TPU v4-16 (two hosts, one JAX process each): after "
             "80,000 smooth steps, process 0 collapses in load_next_batch, as happens 'from time "
             "to time': a FileNotFoundError from multiprocessing's semaphore cleanup and the "
             "traceback of train.py's main. An exception of the program's input pipeline. Lines "
             "as posted (terminal padding at line ends dropped; host names ours), ISO times ours.",
             start="2024-07-18T00:00:00+00:00", scheduler="gce-tpu")
    steps(c, 80046, 0.448, t0=36000.0 - 146 * 0.448, first=79900)
    c.log(nodes[0], "rank-0", MAXTEXT786,
          "completed step: 80041, seconds: 0.448, TFLOP/s/device: 62.454, loss: 3.111",
          "completed step: 80042, seconds: 0.628, TFLOP/s/device: 44.624, loss: 3.115",
          "completed step: 80043, seconds: 0.271, TFLOP/s/device: 103.424, loss: 3.052",
          "completed step: 80044, seconds: 0.447, TFLOP/s/device: 62.600, loss: 3.087",
          "completed step: 80045, seconds: 0.448, TFLOP/s/device: 62.527, loss: 3.099",
          "completed step: 80046, seconds: 0.448, TFLOP/s/device: 62.530, loss: 3.087", t=36000.0)
    c.log(nodes[0], "rank-0", MAXTEXT786,
          '  File "/usr/lib/python3.10/multiprocessing/synchronize.py", line 87, in _cleanup',
          "    sem_unlink(name)",
          "FileNotFoundError: [Errno 2] No such file or directory",
          "Traceback (most recent call last):",
          '  File "/home/yfan/maxtext/MaxText/train.py", line 669, in <module>',
          "    app.run(main)",
          '  File "/home/yfan/.local/lib/python3.10/site-packages/absl/app.py", line 308, in run',
          "    _run_main(main, args)",
          '  File "/home/yfan/.local/lib/python3.10/site-packages/absl/app.py", line 254, in '
          '_run_main',
          "    sys.exit(main(argv))", t=36001.0)
    c.job(36010.0, "FAILED", exit_code=1)

    # ---- MobileVLM pre-training with DeepSpeed on two machines: port 9901 in use --------------
    nodes = ["mvlm-node-0", "mvlm-node-1"]
    c = case("b6-mobilevlm-deepspeed-store-port-in-use", "attributed", "user_code", [], nodes,
             "MobileVLM pre-training tried on two machines with DeepSpeed: the rendezvous store "
             "cannot listen, port 9901 already in use on every address. The job's own launch "
             "settings (the address is taken on the machine that runs the store), no machine at "
             "fault. The error as posted (node names ours), ISO time ours.",
             start="2024-08-23T08:00:00+00:00", scheduler="deepspeed", ranks_per_node=8)
    c.log(nodes[0], "launcher", MOBILEVLM60,
          " RuntimeError: The server socket has failed to listen on any local network address. "
          "The server socket has failed to bind to [::]:9901 (errno: 98 - Address already in "
          "use). The server socket has failed to bind to ?UNKNOWN? (errno: 98 - Address already "
          "in use).", t=20.0)
    c.job(25.0, "FAILED", exit_code=1)

    # ---- NeMo SFT on Slurm nodes: a traceback restoring the model from its .nemo file ---------
    nodes = ["nemo-node-0", "nemo-node-1"]
    c = case("b6-nemo-sft-slurm-restore-traceback", "attributed", "user_code", [], nodes,
             "NeMo supervised fine-tuning (megatron_gpt_finetuning.py) on several Slurm "
             "machines: task 2 raises while restoring the model from its checkpoint, through "
             "restore_from and from_config_dict into the model's constructor (the exception's "
             "last line is not in the posted part). Lines as posted, srun-labelled (node names "
             "ours), ISO times ours.",
             start="2024-08-22T06:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    frames = (
        ("/workspace/NeMo/examples/nlp/language_modeling/tuning/megatron_gpt_finetuning.py", 64,
         "main",
         "model = MegatronGPTSFTModel.restore_from(cfg.model.restore_from_path, model_cfg, "
         "trainer=trainer)"),
        ("/opt/NeMo/nemo/collections/nlp/models/nlp_model.py", 465, "restore_from",
         "return super().restore_from("),
        ("/opt/NeMo/nemo/core/classes/modelPT.py", 464, "restore_from",
         "instance = cls._save_restore_connector.restore_from("),
        ("/opt/NeMo/nemo/collections/nlp/parts/nlp_overrides.py", 1122, "restore_from",
         "loaded_params = super().load_config_and_state_dict("),
        ("/opt/NeMo/nemo/core/connectors/save_restore_connector.py", 178,
         "load_config_and_state_dict",
         "instance = calling_cls.from_config_dict(config=conf, trainer=trainer)"),
        ("/opt/NeMo/nemo/core/classes/common.py", 524, "from_config_dict", "raise e"),
        ("/opt/NeMo/nemo/core/classes/common.py", 516, "from_config_dict",
         "instance = cls(cfg=config, trainer=trainer)"),
        ("/opt/NeMo/nemo/collections/nlp/models/language_modeling/megatron_gpt_sft_model.py", 77,
         "init", "super().init(cfg, trainer=trainer)"),
        ("/opt/NeMo/nemo/collections/nlp/parts/mixins/nlp_adapter_mixins.py", 79, "init",
         "super().init(*args, **kwargs)"),
    )
    c.log(nodes[0], "slurm-out", NEMO10229, "2: Traceback (most recent call last):", t=180.0)
    for path, line, func, code in frames:
        c.log(nodes[0], "slurm-out", NEMO10229, f'2: File "{path}", line {line}, in {func}',
              f"2: {code}", t=180.0)
    c.job(200.0, "FAILED", exit_code=1)

    # ---- fairseq-hydra-train under torch.distributed.run on two nodes: NCCL invalid usage -----
    nodes = ["10.0.6.88", "fairseq-node-1"]
    c = case("b6-fairseq-hydra-torchrun-nccl-invalid-usage", "attributed", "user_code", [],
             nodes,
             "fairseq-hydra-train launched with torch.distributed.run on two nodes of four GPUs "
             "(rendezvous at 10.0.6.88): on every node, while distributed_init checks that all "
             "nodes started, NCCL raises 'invalid usage', an error NCCL gives for a program's "
             "misuse of it. Lines as posted (the RuntimeError as the report quotes it, placed "
             "after the frames by us; the second node's name ours), ISO times ours.",
             start="2021-07-10T12:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(nodes[0], "rank-0", FAIRSEQ3704,
          "Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.",
          "Traceback (most recent call last):",
          '  File "/storage/home/ec2-user/workspaces/hippo-workspace/src/fairseq/fairseq_cli/'
          'hydra_train.py", line 45, in hydra_main',
          "    distributed_utils.call_main(cfg, pre_main)", t=40.0)
    c.log(nodes[0], "rank-0", FAIRSEQ3704,
          "RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:911, invalid "
          "usage, NCCL version 2.7.8", t=40.0,
          note="quoted in the report's prose; its place after the frames ours")
    c.job(50.0, "FAILED", exit_code=1)

    # ---- ParlAI on two Slurm nodes with a world size of 2 for 16 tasks: invalid argument ------
    nodes = ["slurm-job-compute-0-0", "slurm-job-compute-0-1"]
    c = case("b6-parlai-world-size-mismatch-tasks-exit", "attributed", "user_code", [], nodes,
             "ParlAI distributed_train under srun on two Slurm nodes of eight tasks with "
             "--distributed-world-size 2: NCCL rejects an invalid argument and srun reports "
             "tasks 2-15 on both nodes exited with code 1, while the two primary tasks keep "
             "training. The job's own configuration. Lines as posted (the RuntimeError's rank "
             "ours), ISO times ours.",
             start="2020-09-16T10:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    steps(c, 200, 3.0, t0=30.0, ranks={0, 1})
    c.log(nodes[0], "rank-2", PARLAI3084,
          "RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/../c10d/NCCLUtils.hpp:82, invalid "
          "argument, NCCL version 2.4.8", t=25.0)
    c.log(nodes[0], "srun", PARLAI3084,
          "srun: error: slurm-job-compute-0-0: tasks 2-7: Exited with exit code 1",
          "srun: error: slurm-job-compute-0-1: tasks 8-13,15: Exited with exit code 1",
          "srun: error: slurm-job-compute-0-1: task 14: Exited with exit code 1", t=27.0)
    c.job(0.0, "RUNNING")

    # ---- detectron2 on four GPUs: dist_url given as an option, process group URL None --------
    node = "cropmask-mgpu-18-v2"
    c = case("b6-detectron2-process-group-url-none", "attributed", "user_code", [], [node],
             "Training a detectron2 Mask R-CNN (CropMask) on four GPUs of one machine with "
             "'dist_url=\"auto\"' passed as a config override: each of the four workers logs "
             "'Process group URL: None' and the spawned process 1 terminates with an error. The "
             "program's launch arguments. Lines as posted, ISO times ours (from the lines' own "
             "stamps where they have one; the year ours).",
             start="2020-01-24T21:11:40+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "launcher", DETECTRON2_753,
          '(cropmask) ryan@cropmask-mgpu-18-v2:~/detectron2$ python ~/work/CropMask_RCNN/cropmask/'
          'train_model.py --num-gpus 4 dist_url="auto"',
          "Command Line Args: Namespace(config_file='', dist_url='tcp://127.0.0.1:50152', "
          "eval_only=False, machine_rank=0, num_gpus=4, num_machines=1, opts=['dist_url=auto'], "
          "resume=False)", t=0.0)
    for _ in range(4):
        c.own(node, "launcher", DETECTRON2_753, "2020-01-24 21:11:46",
              "ERROR [01/24 21:11:46 d2.engine.launch]: Process group URL: None")
    spawn = "/home/ryan/miniconda3/envs/cropmask/lib/python3.6/site-packages/torch/multiprocessing"
    c.log(node, "launcher", DETECTRON2_753,
          "Traceback (most recent call last):",
          '  File "/home/ryan/work/CropMask_RCNN/cropmask/train_model.py", line 62, in <module>',
          "    args=(args,),",
          '  File "/home/ryan/detectron2/detectron2/engine/launch.py", line 49, in launch',
          "    daemon=False,",
          f'  File "{spawn}/spawn.py", line 171, in spawn',
          "    while not spawn_context.join():",
          f'  File "{spawn}/spawn.py", line 118, in join',
          "    raise Exception(msg)",
          "Exception: ",
          "-- Process 1 terminated with the following error:",
          "Traceback (most recent call last):", t=6.5)
    c.job(8.0, "FAILED", exit_code=1)

    # ---- InternEvo 7B InternLM2 training: an index out of range asserts on the device --------
    node = "c394df8c9997"
    c = case("b6-internevo-index-select-device-assert", "attributed", "user_code", [], [node],
             "InternLM2 7B training with InternEvo in a container (c394df8c9997): right after "
             "the tensorboard writer starts, a CUDA kernel asserts 'srcIndex < "
             "srcSelectDimSize' (an index out of range, as quoted in the report's title) and "
             "rank 0 raises from the first forward pass. A program or data error. Lines as "
             "posted (the assertion as the title quotes it, its place ours), ISO times ours from "
             "the lines' own stamps.",
             start="2024-04-19T06:06:02+00:00", scheduler="static", ranks_per_node=8)
    c.own(node, "rank-0", INTERNEVO208, "2024-04-19 06:06:37.071",
          "2024-04-19 06:06:37,071\tINFO writer.py:60 in init_tb_writer -- Login tensorboard logs "
          "to: RUN/7b_internlm2_train/04-19-06.06.02/tensorboards")
    c.log(node, "rank-0", INTERNEVO208,
          "indexSelectLargeIndex: block: [604,0,0], thread: [47,0,0] Assertion `srcIndex < "
          "srcSelectDimSize` failed.", t=35.5, note="as quoted in the report's title")
    c.own(node, "rank-0", INTERNEVO208, "2024-04-19 06:06:37.761",
          "2024-04-19 06:06:37,761\tERROR train.py:307 in <module> -- Raise exception from "
          "c394df8c9997 with rank id: 0")
    sched = "/data/InternEvo/internlm/core/scheduler"
    c.log(node, "rank-0", INTERNEVO208,
          "Traceback (most recent call last):",
          '  File "/data/InternEvo/train.py", line 305, in <module>',
          "    main(args)",
          '  File "/data/InternEvo/train.py", line 215, in main',
          "    _, _, loss = trainer.execute_schedule(",
          '  File "/data/InternEvo/internlm/core/trainer.py", line 213, in execute_schedule',
          "    return self._schedule.forward_backward_step(self._engine, /data_iter, **kwargs)",
          '  File "/data/InternEvo/internlm/utils/timeout.py", line 102, in wrapper',
          "    result = func(*args, **kwargs)",
          f'  File "{sched}/no_pipeline_scheduler.py", line 220, in forward_backward_step',
          "    _output, _loss, _moe_loss = self._train_one_batch(",
          f'  File "{sched}/no_pipeline_scheduler.py", line 125, in _train_one_batch',
          "    output = self._call_engine(engine, /data)",
          f'  File "{sched}/base_scheduler.py", line 86, in _call_engine',
          "    return engine(**inputs)",
          '  File "/data/InternEvo/internlm/core/engine.py", line 164, in __call__', t=35.762)
    c.job(40.0, "FAILED", exit_code=1)

    # ---- OLMo pretraining scaled to several nodes: EIO writing the global indices memmap -----
    nodes = ["olmo-node-0", "olmo-node-1"]
    c = case("b6-olmo-multinode-global-indices-io-error", "attributed", "storage", [], nodes,
             "OLMo-7B pretraining on the reporter's data with torchrun: fine on one node of "
             "several GPUs, but on several nodes building the data loader's global indices "
             "fails writing the numpy memmap with OSError [Errno 5] Input/output error. A "
             "filesystem error; nothing shows a disk of one node alone. Lines as posted (which "
             "node and rank printed them ours), ISO times ours.",
             start="2024-10-21T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    code = "/scratch/amlt_code/OLmo-GFM"
    c.log(nodes[0], "rank-0", OLMO737,
          "Traceback (most recent call last):",
          f'  File "{code}/scripts/train.py", line 263, in <module>',
          "    main(cfg)",
          f'  File "{code}/scripts/train.py", line 109, in main',
          "    train_loader = build_train_dataloader(cfg)",
          f'  File "{code}/olmo/data/__init__.py", line 99, in build_train_dataloader',
          "    IterableDataset(",
          f'  File "{code}/olmo/data/iterable_dataset.py", line 70, in __init__',
          "    self._build_and_save_global_indices()",
          f'  File "{code}/olmo/data/iterable_dataset.py", line 79, in '
          '_build_and_save_global_indices',
          "    global_indices_mmap = np.memmap(",
          '  File "/opt/conda/envs/ptca/lib/python3.10/site-packages/numpy/core/memmap.py", line '
          '230, in __new__',
          "    with f_ctx as fid:",
          "OSError: [Errno 5] Input/output error", t=150.0)
    c.job(170.0, "FAILED", exit_code=1)


def build_exits_without_cause() -> None:
    # ---- ColossalAI ViT on two hosts: rank 1 on gpu21 exits with code 1, no error shown ------
    c = case("b6-colossalai-vit-two-nodes-rank-exitcode-1", "ambiguous", "unknown", [],
             ["gpu11", "gpu21"],
             "ViT training with 'colossalai run --nproc_per_node 1 --host gpu21,gpu11' on two "
             "hosts: the launcher's ChildFailedError names rank 1 on gpu21 as the first failure, "
             "exit code 1, no traceback recorded. Why it exited is not in the bundle. Lines as "
             "posted, ISO times ours (from the failure's own time).",
             start="2023-04-17T17:02:00+00:00", scheduler="static")
    run = "/home/anaconda3/envs/colossalaipy39/lib/python3.9/site-packages/torch/distributed"
    c.log("gpu21", "launcher", COLOSSALAI3582,
          "Traceback (most recent call last):",
          f'  File "{run}/run.py", line 762, in main',
          "    run(args)",
          f'  File "{run}/run.py", line 753, in run',
          "    elastic_launch(",
          f'  File "{run}/launcher/api.py", line 132, in __call__',
          "    return launch_agent(self._config, self._entrypoint, list(args))",
          f'  File "{run}/launcher/api.py", line 246, in launch_agent',
          "    raise ChildFailedError(",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
          RULE60,
          "train.py FAILED",
          DASH60,
          "Root Cause (first observed failure):",
          "[0]:",
          "  time      : 2023-04-17_17:02:33",
          "  host      : gpu21",
          "  rank      : 1 (local_rank: 0)",
          "  exitcode  : 1 ",
          "  error_file: <N/A>",
          ELASTIC_DOCS, t=34.0)
    c.job(35.0, "FAILED", exit_code=1)

    # ---- OpenRLHF PPO on Ray across nodes: at an epoch's end a vLLM actor's watchdog frames ---
    nodes = ["orlhf-head", "172.19.24.110"]
    c = case("b6-openrlhf-ppo-epoch-end-nccl-watchdog-frames", "ambiguous", "unknown", [], nodes,
             "Multi-node PPO with OpenRLHF on Ray: at the end of a training epoch, the vLLM "
             "engine actor on 172.19.24.110 prints the native frames of ProcessGroupNCCL's "
             "watchdog finding an NCCL error (checkForNCCLErrorsInternal); the error's own text "
             "is not in the posted part. Lines as posted, relayed by the Ray driver (the head "
             "node's name ours), ISO times ours.",
             start="2024-12-20T02:00:00+00:00", scheduler="ray", ranks_per_node=8)
    steps(c, 60, 50.0)
    lib = "/opt/aps/workdir/input/jiechen/.venv/lib/python3.10/site-packages/torch/lib"
    actor = "(LLMRayActor pid=90738, ip=172.19.24.110)"
    c.log(nodes[0], "driver", OPENRLHF621,
          f"{actor} frame #1: c10d::ProcessGroupNCCL::checkForNCCLErrorsInternal(std::shared_ptr"
          f"<c10d::NCCLComm>&) + 0x220 (0x7f542b16cf80 in {lib}/libtorch_cuda.so)",
          f"{actor} frame #2: c10d::ProcessGroupNCCL::WorkNCCL::checkAndSetException() + 0x7c "
          f"(0x7f542b16d1cc in {lib}/libtorch_cuda.so)",
          f"{actor} frame #3: c10d::ProcessGroupNCCL::watchdogHandler() + 0x213 (0x7f542b174b93 "
          f"in {lib}/libtorch_cuda.so)",
          f"{actor} frame #4: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x14d (0x7f542b17661d "
          f"in {lib}/libtorch_cuda.so)",
          f"{actor} frame #5: <unknown function> + 0xd6df4 (0x7f5841ad1df4 in "
          "/usr/lib/x86_64-linux-gnu/libstdc++.so.6)",
          f"{actor} frame #6: <unknown function> + 0x8609 (0x7f5844119609 in "
          "/usr/lib/x86_64-linux-gnu/libpthread.so.0)", t=3000.0)
    c.job(3010.0, "FAILED", exit_code=1)

    # ---- DeepSpeed-Chat reward model on two nodes: the launcher kills subprocess 656 ----------
    nodes = ["dschat-node-0", "dschat-node-1"]
    c = case("b6-deepspeed-chat-reward-model-subprocess-killed", "ambiguous", "unknown", [],
             nodes,
             "Stage 2 (reward model) of DeepSpeed-Chat, opt-350m, on two nodes: after the "
             "datasets are found in the cache, DeepSpeed's launcher logs that it is killing "
             "subprocess 656 and reports the command of local rank 0 as failed (an 'unclear "
             "error' for the reporter). Nothing says why the process ended. Lines as posted (the "
             "launcher's truncated ERROR line left out; node names ours), ISO times ours.",
             start="2023-04-17T03:00:00+00:00", scheduler="deepspeed", ranks_per_node=8)
    c.log(nodes[0], "launcher", DSEXAMPLES327,
          "  0%|          | 0/2 [00:00<?, ?it/s]",
          "100%|██████████| 2/2 [00:00<00:00, 535.33it/s]",
          "Found cached dataset webgpt_comparisons (/home/work/.cache/huggingface/datasets/"
          "openai___webgpt_comparisons/default/0.0.0/8b5d5879cdc98c4c0099af6053dffe8d504588d43d3"
          "b11f1b1ec223ab1e8db0a)",
          "  0%|          | 0/1 [00:00<?, ?it/s]",
          "100%|██████████| 1/1 [00:00<00:00, 323.93it/s]",
          "Found cached dataset json (/home/work/.cache/huggingface/datasets/stanfordnlp___json/"
          "stanfordnlp--SHP-10ead9e54f5a107d/0.0.0/fe5dd6ea2639a6df622901539cb550cf8797e5a6b2dd7"
          "af1cf934bed8e233e6e)",
          "  0%|          | 0/3 [00:00<?, ?it/s]",
          "100%|██████████| 3/3 [00:00<00:00, 137.81it/s]", t=150.0)
    c.own(nodes[0], "launcher", DSEXAMPLES327, "2023-04-17 03:02:34.101",
          "[2023-04-17 03:02:34,101] [INFO] [launch.py:428:sigkill_handler] Killing subprocess 656")
    c.job(160.0, "FAILED", exit_code=1)

    # ---- accelerate on two Slurm nodes: rank 4 on gpu187 exits with code 1 first --------------
    nodes = ["slurm-node-a", "gpu187.cluster.local"]
    c = case("b6-accelerate-slurm-two-nodes-rank-exitcode-1", "ambiguous", "unknown", [], nodes,
             "A model trained with accelerate on two Slurm nodes of four GPUs (it runs on one "
             "node): torchrun's ChildFailedError names rank 4 (local rank 0) on "
             "gpu187.cluster.local as the first failure, exit code 1, no traceback recorded. "
             "What made it exit is not in the bundle (the reporter's title speaks of GPU memory). "
             "Lines as posted (the other node's name ours), ISO times ours (from the failure's "
             "own time).",
             start="2023-06-03T22:40:00+00:00", scheduler="slurm", ranks_per_node=4)
    c.log(nodes[1], "launcher", ACCELERATE1519,
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
          RULE60,
          "v2-1_mgpus_train_enc_dec.py FAILED",
          DASH60,
          "Failures:",
          "  <NO_OTHER_FAILURES>",
          DASH60,
          "Root Cause (first observed failure):",
          "[0]:",
          "  time      : 2023-06-03_22:45:01",
          "  host      : gpu187.cluster.local",
          "  rank      : 4 (local_rank: 0)",
          "  exitcode  : 1 (pid: 19401)",
          "  error_file: <N/A>",
          ELASTIC_DOCS,
          RULE60, t=302.0)
    c.job(310.0, "FAILED", exit_code=1)


def build_connection_errors() -> None:
    # ---- GLM pretraining with DeepSpeed, no InfiniBand: NCCL unhandled system error ----------
    nodes = ["glm-node-0", "192.168.83.245"]
    c = case("b6-glm-deepspeed-broadcast-nccl-system-error", "ambiguous", "network", [], nodes,
             "GLM pretraining with DeepSpeed on two machines without InfiniBand: on "
             "192.168.83.245 a broadcast fails with NCCL's unhandled system error, which NCCL "
             "says may be a failed system call or the unexpected exit of a remote peer, and the "
             "launcher kills both local subprocesses. One report, no peer named. Lines as posted "
             "(the launcher's truncated ERROR line left out; the other machine's name ours), ISO "
             "times ours from the launcher's own stamps.",
             start="2023-05-15T10:20:00+00:00", scheduler="deepspeed", ranks_per_node=2)
    env = "/home/gnn/conda/envs/gnn/lib/python3.10/site-packages"
    host = "192.168.83.245"
    c.log(host, "launcher", GLM173,
          f'{host}:   File "{env}/deepspeed/comm/torch.py", line 118, in broadcast',
          f"{host}:     return torch.distributed.broadcast(tensor=tensor, src=src, group=group, "
          "async_op=async_op)",
          f'{host}:   File "{env}/torch/distributed/distributed_c10d.py", line 1197, in broadcast',
          f"{host}:     work = group.broadcast([tensor], opts)",
          f"{host}: RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL."
          "cpp:1191, unhandled system error, NCCL version 2.10.3",
          f"{host}: ncclSystemError: System call (e.g. socket, malloc) or external library call "
          "failed or device error. It can be also caused by unexpected exit of a remote peer, "
          "you can check NCCL warnings for failure reason and see if there is connection closure "
          "by a peer.", t=132.9)
    c.own(host, "launcher", GLM173, "2023-05-15 10:22:12.942",
          f"{host}: [2023-05-15 10:22:12,942] [INFO] [launch.py:428:sigkill_handler] Killing "
          "subprocess 48344")
    c.own(host, "launcher", GLM173, "2023-05-15 10:22:12.943",
          f"{host}: [2023-05-15 10:22:12,943] [INFO] [launch.py:428:sigkill_handler] Killing "
          "subprocess 48345")
    c.job(140.0, "FAILED", exit_code=1)

    # ---- fairseq on one eight-GPU P3dn: NCCL's connect to its own address refused ------------
    node = "ip-172-31-34-232"
    c = case("b6-fairseq-p3dn-nccl-connect-refused", "ambiguous", "network", [], [node],
             "fairseq distributed training on the eight GPUs of one AWS P3dn instance: rank 7's "
             "NCCL cannot connect to 172.31.34.232 (connection refused) and process 3 of the "
             "spawn terminates in distributed_init. One report of a refused connection, nothing "
             "saying why nobody was listening. Lines as posted, ISO times ours.",
             start="2019-06-22T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    spawn = ("/home/ec2-user/anaconda3/envs/ps_2.4.6_env/lib/python3.6/site-packages/torch/"
             "multiprocessing/spawn.py")
    c.log(node, "launcher", FAIRSEQ826,
          "ip-172-31-34-232:63799:64163 [7] include/socket.h:387 NCCL WARN Connect to "
          "172.31.34.232<52473> failed : Connection refused",
          "Traceback (most recent call last):",
          '  File "train.py", line 306, in <module>',
          "    cli_main()",
          '  File "train.py", line 283, in cli_main',
          "    nprocs=torch.cuda.device_count(),",
          f'  File "{spawn}", line 167, in spawn',
          "    while not spawn_context.join():",
          f'  File "{spawn}", line 114, in join',
          "    raise Exception(msg)",
          "Exception: ",
          "-- Process 3 terminated with the following error:",
          "Traceback (most recent call last):",
          f'  File "{spawn}", line 19, in _wrap',
          "    fn(i, *args)",
          '  File "/home/ec2-user/fairseq/train.py", line 265, in distributed_main',
          "    main(args, init_distributed=True)",
          '  File "/home/ec2-user/fairseq/train.py", line 36, in main',
          "    args.distributed_rank = distributed_utils.distributed_init(args)", t=45.0)
    c.job(50.0, "FAILED", exit_code=1)


# ---- silences and collective timeouts with no rank shown stopping first ------------------------
def build_silences() -> None:
    # ---- OpenRLHF REINFORCE across nodes: an allgather times out after two hours -------------
    nodes = ["ray-head", "10.164.227.153"]
    c = case("b6-openrlhf-reinforce-allgather-timeout", "ambiguous", "hang", [], nodes,
             "REINFORCE training with OpenRLHF on Ray across nodes, in the make-experience stage: "
             "the reference model actor on 10.164.227.153 reports, for its rank 0 and 14 times "
             "more across the cluster, an _ALLGATHER_BASE that ran past its 2-hour timeout. "
             "Every rank waited; none is shown stopping first. Lines as posted, relayed by the "
             "Ray driver (the head's name ours), ISO times ours from the glog stamps (the year "
             "ours).",
             start="2024-12-25T08:00:00+00:00", scheduler="ray", ranks_per_node=8)
    steps(c, 90, 120.0)
    actor = "(ReferenceModelRayActor pid=5823, ip=10.164.227.153)"
    c.own(nodes[0], "driver", OPENRLHF624, "2024-12-25 12:58:32.712922",
          f"{actor} [rank0]:[E1225 12:58:32.712922209 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog "
          "caught collective operation timeout: WorkNCCL(SeqNum=17284, OpType=_ALLGATHER_BASE, "
          "NumelIn=415236096, NumelOut=1245708288, Timeout(ms)=7200000) ran for 7200031 "
          "milliseconds before timing out. [repeated 14x across cluster]")
    c.own(nodes[0], "driver", OPENRLHF624, "2024-12-25 12:58:32.713134",
          f"{actor} [rank0]:[E1225 12:58:32.713134032 ProcessGroupNCCL.cpp:1785] [PG ID 0 PG GUID "
          "0(default_pg) Rank 0] Exception (either an error or timeout) detected by watchdog at "
          "work: 17284, last enqueued NCCL work: 17290, last completed NCCL work: 17283. "
          "[repeated 14x across cluster]")
    c.job(17960.0, "FAILED", exit_code=1)

    # ---- verl with Megatron on 2 x 8 GPUs: stuck at 0 % after the model loads ----------------
    nodes = ["verl-node-0", "verl-node-1"]
    c = case("b6-verl-megatron-two-nodes-stuck-at-zero", "ambiguous", "hang", [], nodes,
             "verl PPO with the Megatron backend (run_qwen3moe-30b_megatron_96gb.sh) on two "
             "nodes of eight GPUs (one node trains): after the model loads, the progress bar "
             "stays at 0/34990 and nothing follows; ray status shows both nodes joined. No rank "
             "is shown stopping first. Lines as posted (node names ours), ISO times ours.",
             start="2025-09-09T08:00:00+00:00", scheduler="ray", ranks_per_node=8,
             expected_step_seconds=60.0)
    c.log(nodes[0], "driver", VERL3416,
          "(TaskRunner pid=520736) ",
          "Training Progress:   0%|          | 0/34990 [00:00<?, ?it/s]", t=400.0)
    c.job(0.0, "RUNNING")

    # ---- Megatron-LM BERT example in two Kubernetes pods: stuck after the arguments ----------
    nodes = ["bert-pod-master", "bert-pod-worker"]
    c = case("b6-megatron-bert-k8s-pods-stuck-after-args", "ambiguous", "hang", [], nodes,
             "Megatron-LM's pretrain_bert_distributed.sh in two Kubernetes pods of four A100 "
             "each on two nodes: the master pod prints the world size and its arguments and the "
             "run always gets stuck there. No rank is shown stopping first. Lines as posted (pod "
             "names ours), ISO times ours.",
             start="2022-10-31T08:00:00+00:00", scheduler="kubernetes", ranks_per_node=4,
             expected_step_seconds=10.0)
    c.log(nodes[0], "rank-0", NCCL743,
          "using world size: 8, data-parallel-size: 8, tensor-model-parallel size: 1, "
          "pipeline-model-parallel size: 1 ",
          "using torch.float16 for parameters ...",
          "Gradient accumulation fusion to linear layer weight gradient computation is supported "
          "only with fp32 gradient accumulation. Setting gradient_accumulation_fusion to False",
          "Persistent fused layer norm kernel is supported from pytorch v1.11 (nvidia pytorch "
          "container paired with v1.11). Defaulting to no_persist_layer_norm=True",
          "------------------------ arguments ------------------------",
          "  accumulate_allreduce_grads_in_fp32 .............. False",
          "  adam_beta1 ...................................... 0.9",
          "  adam_beta2 ...................................... 0.999",
          "  adam_eps ........................................ 1e-08",
          "  adlr_autoresume ................................. False",
          "  adlr_autoresume_interval ........................ 1000",
          "  apply_query_key_layer_scaling ................... True",
          "  apply_residual_connection_post_layernorm ........ False",
          "  async_tensor_model_parallel_allreduce ........... True", t=30.0)
    c.job(0.0, "RUNNING")

    # ---- TRL GRPO on six machines: rank 45 times out waiting for rank 0's NCCL id -------------
    nodes = [f"grpo-m{i}" for i in range(6)]
    c = case("b6-trl-grpo-six-machines-nccl-id-store-timeout", "ambiguous", "hang", [], nodes,
             "TRL's GRPO trainer (open-r1 grpo.py) with accelerate and DeepSpeed ZeRO-2 on six "
             "machines: rank 45, setting up its NCCL communicator, waits 30 minutes for rank 0 "
             "to publish the NCCL unique id in the c10d store and times out. Rank 0 is only "
             "late; nothing shows it failing. Lines as posted (machine names ours), ISO times "
             "ours.",
             start="2025-03-20T06:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(nodes[5], "rank-45", TRL3119,
          "[rank45]: torch.distributed.DistBackendError: [45] is setting up NCCL communicator and "
          "retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but "
          "store->get('0') got error: wait timeout after 1800000ms, keys: //worker/attempt_0/"
          "default_pg/0//1//cuda//0",
          "[rank45]: Exception raised from doWait at ../torch/csrc/distributed/c10d/TCPStore.cpp:"
          "600 (most recent call first):、", t=1900.0)
    c.job(1910.0, "FAILED", exit_code=1)

    # ---- FunASR on two machines: rank 14's allreduce times out after ten minutes -------------
    host = "liangxianchen-funasr-15wh-train-lxc0-m-0"
    nodes = ["funasr-node-a", host]
    c = case("b6-funasr-two-machines-allreduce-timeout", "ambiguous", "hang", [], nodes,
             "FunASR training on two machines of eight GPUs (16 ranks): rank 14's ALLREDUCE "
             "(SeqNum 15734) runs past its 10-minute timeout, its communicator is aborted and "
             "the watchdog takes the process down. No rank is shown stopping first. Lines as "
             "posted (the other machine's name ours), ISO times ours.",
             start="2024-08-12T08:00:00+00:00", scheduler="static", ranks_per_node=8)
    steps(c, 200, 5.0)
    c.log(host, "rank-14", FUNASR2006,
          f"{host}:14057:14823 [6] NCCL INFO comm 0xaf19000 rank 14 nranks 16 cudaDev 6 busId "
          "db000 - Abort COMPLETE",
          "[rank14]:[E ProcessGroupNCCL.cpp:1537] [PG 1 Rank 14] Timeout at NCCL work: 15734, last "
          "enqueued NCCL work: 15735, last completed NCCL work: 15733.",
          "[rank14]:[E ProcessGroupNCCL.cpp:577] [Rank 14] Some NCCL operations have failed or "
          "timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations "
          "might run on corrupted/incomplete data.",
          "[rank14]:[E ProcessGroupNCCL.cpp:583] [Rank 14] To avoid data inconsistency, we are "
          "taking the entire process down.",
          "[rank14]:[E ProcessGroupNCCL.cpp:1414] [PG 1 Rank 14] Process group watchdog thread "
          "terminated with exception: [Rank 14] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=15734, OpType=ALLREDUCE, NumelIn=220084533, NumelOut=220084533, "
          "Timeout(ms)=600000) ran for 600098 milliseconds before timing out.",
          "Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL."
          "cpp:565 (most recent call first):",
          "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7f0bf5f7a897 in "
          "/lxc-data/minianconda3/envs/python39/lib/python3.9/site-packages/torch/lib/libc10.so)",
          t=1600.2)
    c.job(1610.0, "FAILED", exit_code=1)

    # ---- milabench dinov2-giant on two nodes: a one-element REDUCE times out on cn-d004 -------
    nodes = ["cn-d003", "cn-d004"]
    c = case("b6-milabench-dinov2-reduce-timeout", "ambiguous", "hang", [], nodes,
             "milabench's dinov2-giant benchmark on two nodes of eight GPUs: ranks 11, 12, 14 and "
             "15 on cn-d004 report the same one-element REDUCE (SeqNum 2070) past its 10-minute "
             "timeout. Every rank waits at the same collective; none is shown stopping first. "
             "Lines as posted, wrapped as posted (the other node's name ours), ISO times ours "
             "from the glog stamps (the year ours).",
             start="2024-09-09T09:30:00+00:00", scheduler="slurm", ranks_per_node=8)
    steps(c, 200, 4.6)
    prefix = "dinov2-giant-nodes.cn-d004 [stderr]"
    for rank, stamp, ran in ((14, "307629539", 600034), (12, "308889145", 600036),
                             (11, "308891008", 600036), (15, "313235707", 600040)):
        c.own("cn-d004", "stderr", MILABENCH269, f"2024-09-09 09:55:29.{stamp[:6]}",
              f"{prefix} [rank{rank}]:[E909 09:55:29.{stamp} ProcessGroupNCCL.cpp:607] "
              f"[Rank {rank}] Watchdog caught collective operation timeout: ")
        c.log("cn-d004", "stderr", MILABENCH269,
              f"WorkNCCL(SeqNum=2070, OpType=REDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) "
              f"ran for {ran} milliseconds before timing out.",
              t=seconds(c, f"2024-09-09 09:55:29.{stamp[:6]}"))
    c.own("cn-d004", "stderr", MILABENCH269, "2024-09-09 09:55:29.313379",
          f"{prefix} [rank12]:[E909 09:55:29.313379098 ProcessGroupNCCL.cpp:1664] [PG 0 "
          "(default_pg) Rank 12] Exception (either an error or timeout) detected")
    c.log("cn-d004", "stderr", MILABENCH269,
          "by watchdog at work: 2070, last enqueued NCCL work: 2070, last completed NCCL work: "
          "2069.", t=seconds(c, "2024-09-09 09:55:29.313379"))
    c.job(1540.0, "FAILED", exit_code=1)

    # ---- OLMo-2 1B mid-training on eight A100: an allgather times out after hours ------------
    node = "olmo2-a100"
    c = case("b6-olmo-midtraining-allgather-timeout", "ambiguous", "hang", [], [node],
             "Stage-2 mid-training of OLMo-2 1B on eight A100 crashes after a varying number of "
             "hours: after step 20800's metrics, ranks 2 and 3 report an _ALLGATHER_BASE "
             "(SeqNum 149489) past its 30-minute timeout. Every rank waits; none is shown "
             "stopping first. Lines as posted, wrapped as posted (the node's name ours), ISO "
             "times ours from the glog stamps.",
             start="2025-05-31T08:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    stall = seconds(c, "2025-05-31 18:49:48.928853") - 1800.0
    steps(c, 20800, 16.86, t0=stall - 300 * 16.86, first=20500)
    c.log(node, "rank-0", OLMO846,
          "olmo.train:979  INFO    [step=20800/23842,epoch=0]",
          "    train/masked_instances_local_rank=0",
          "    optim/total_grad_norm=0.1075",
          "    train/CrossEntropyLoss=1.834",
          "    train/Perplexity=6.257",
          "    train/ZLoss=0.0006",
          "    throughput/total_tokens=43,620,761,600",
          "    throughput/total_training_Gflops=102,642,753,655",
          "    throughput/total_training_log_Gflops=25.35",
          "    throughput/device/tokens_per_second=15,537",
          "    throughput/device/batches_per_second=0.0593",
          "    System/Peak GPU Memory (MB)=51,497", t=stall)
    for rank, stamp in ((2, "928853486"), (3, "928857048")):
        c.own(node, f"rank-{rank}", OLMO846, f"2025-05-31 18:49:48.{stamp[:6]}",
              f"[rank{rank}]:[E531 18:49:48.{stamp} ProcessGroupNCCL.cpp:629] [Rank {rank}] "
              "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=149489, "
              "OpType=_ALLGATHER_BASE, NumelIn=18561")
        c.log(node, f"rank-{rank}", OLMO846,
              "4592, NumelOut=1484916736, Timeout(ms)=1800000) ran for 1800002 milliseconds "
              "before timing out.", t=seconds(c, f"2025-05-31 18:49:48.{stamp[:6]}"))
    c.job(seconds(c, "2025-05-31 18:50:30"), "FAILED", exit_code=1)


# ---- runs that go on ---------------------------------------------------------------------------
def build_completed_runs() -> None:
    # ---- torchtitan on four Slurm nodes of eight H100: as fast as one node, no failure -------
    nodes = [f"titan-node-{i}" for i in range(4)]
    c = case("b6-torchtitan-four-nodes-slow-steps", "no_failure", "unknown", [], nodes,
             "torchtitan's default Llama config on four Slurm nodes of eight H100 (DGX Cloud on "
             "OCI): training starts and every node logs step 10 at about 6 s a step, a "
             "throughput the reporter finds no better than one node's. Every node alike; no "
             "error, the run goes on. Lines as posted (srun-labelled; node names ours), ISO "
             "times ours from the lines' own stamps; the step metrics and the running state "
             "ours.",
             start="2024-11-27T14:28:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.own(nodes[0], "slurm-out", TORCHTITAN708, "2024-11-27 14:28:39.087",
          "1: [rank0]:2024-11-27 14:28:39,087 - root - INFO - Training starts at step 1, with "
          "local batch size 1, global batch size 32, sequence length 8192, total steps 1000 "
          "(warmup 200)")
    for label in (0, 3, 1, 2):
        c.own(nodes[0], "slurm-out", TORCHTITAN708, "2024-11-27 14:29:40.378",
              f"{label}: [rank0]:2024-11-27 14:29:40,378 - root - INFO - step: 10  loss:  1.5568"
              "  memory: 26.47GiB(33.47%)  wps: 1,786  mfu: 10.46%")
    steps(c, 100, 6.13, t0=39.1 + 6.13)
    c.job(0.0, "RUNNING")

    # ---- icefall conformer CTC on two nodes (seven ranks): uneven speed, training goes on -----
    nodes = ["icefall-node-0", "icefall-node-1"]
    c = case("b6-icefall-multinode-training-goes-on", "no_failure", "unknown", [], nodes,
             "icefall's multi-node multi-GPU training (seven ranks on two nodes) while its "
             "support was being written: rank 0's log shows epoch 1 progressing at about 40 s "
             "per 50 batches, a speed the author finds unstable. No error; training goes on. "
             "Lines as posted (logging twice, once through the root logger), node names and the "
             "ranks' placement ours, ISO times ours from the lines' own stamps.",
             start="2021-09-30T17:33:00+00:00", scheduler="static", ranks_per_node=4)
    c.ranks = {str(r): nodes[0] if r < 4 else nodes[1] for r in range(7)}
    steps(c, 300, 0.8, t0=65.265, first=0)
    c.own(nodes[0], "rank-0", ICEFALL63, "2021-09-30 17:34:05.265",
          "2021-09-30 17:34:05,265 WARNING [train.py:546] (0/7) Epoch 1, batch 0, batch avg ctc "
          "loss 0.4764, batch avg att loss 0.7291, batch avg loss 0.6533, total avg ctc loss: "
          "0.4764, total avg att loss: 0.7291, total avg loss: 0.6533, batch size: 10")
    c.log(nodes[0], "rank-0", ICEFALL63,
          "WARNING:root:Epoch 1, batch 50, batch avg ctc loss 0.4471, batch avg att loss 0.7007, "
          "batch avg loss 0.6246, total avg ctc loss: 0.4770, total avg att loss: 0.6918, total "
          "avg loss: 0.6274, batch size: 10", t=seconds(c, "2021-09-30 17:34:45.024"))
    c.own(nodes[0], "rank-0", ICEFALL63, "2021-09-30 17:34:45.024",
          "2021-09-30 17:34:45,024 WARNING [train.py:546] (0/7) Epoch 1, batch 50, batch avg ctc "
          "loss 0.4471, batch avg att loss 0.7007, batch avg loss 0.6246, total avg ctc loss: "
          "0.4770, total avg att loss: 0.6918, total avg loss: 0.6274, batch size: 10")
    c.log(nodes[0], "rank-0", ICEFALL63,
          "WARNING:root:Epoch 1, batch 100, batch avg ctc loss 0.5492, batch avg att loss 0.7107, "
          "batch avg loss 0.6623, total avg ctc loss: 0.4816, total avg att loss: 0.6920, total "
          "avg loss: 0.6289, batch size: 14", t=seconds(c, "2021-09-30 17:35:25.843"))
    c.job(0.0, "RUNNING")

    # ---- MXNet distributed training, three workers: the same speed on each, no failure -------
    nodes = ["mx-worker-0", "mx-worker-1", "mx-worker-2"]
    c = case("b6-mxnet-three-workers-training-goes-on", "no_failure", "unknown", [], nodes,
             "MXNet distributed training with three workers: each node logs epoch 5, batch 47 at "
             "161.80 samples/sec (the reporter asks whether the total is three times that). No "
             "error; training goes on. Lines as posted, relayed by the launcher with node "
             "prefixes (host names ours), ISO times ours from the lines' own stamps (the date "
             "ours).",
             start="2017-03-01T06:40:00+00:00", scheduler="static")
    steps(c, 300, 2.0)
    for i in range(3):
        c.own(nodes[0], "launcher", MXNET5194, "2017-03-01 06:49:12",
              f"Node[{i}] 06:49:12 INFO:root:Epoch[5] Batch [47]\tSpeed: 161.80 samples/sec\t"
              "Train-Perplexity=892.936346")
    c.job(0.0, "RUNNING")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b6-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
