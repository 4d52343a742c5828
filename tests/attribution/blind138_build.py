"""Build the hundred-and-thirty-eighth blind corpus (tests/attribution/blind138/):
mixture-of-experts and the low-level layers under today's large runs, 2024-2026.

    python tests/attribution/blind138_build.py

A held-out proxy for how attribution generalises to the layers under today's large training runs:
expert parallelism (Megatron-Core MoE, DeepSpeed-MoE, Tutel, DeepEP), Transformer Engine and FP8,
torch.compile-era stacks, FSDP2 / DTensor, context and sequence parallelism (Ulysses, ring
attention, PyTorch context parallel) and communication overlap, as GitHub issue and pull-request
threads show them. They were found with the search tool's issue corpus (queries listed in
blind138/README.md) and taken in the order the searches returned them, skipping only reports
without a copyable log line, reports not about a multi-device training run, and reports any other
corpus or file of the repository cites. It was assembled by one helper who read neither the engine
nor its catalogs; the labels were written before any engine ran on these bundles, and no report
cited here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped; a Markdown quote marker in front of a quoted line is not part of
the line). Ours is only the assembly, as in stacks_build.py: which node and stream a line is filed
under (and node names where the report gives none), an ISO-8601 time in front of every line (taken
from the line's own stamp where it has one), job.json, the scheduler events and the per-rank step
metrics. The labels follow DESIGN's taxonomy and the rules of the realworld, stacks, frontier and
blind READMEs (see blind138/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind138"
SPLIT = "blind138"

# ---- sources (one public report per incident) --------------------------------------------------
MEGATRON1496 = "https://github.com/NVIDIA/Megatron-LM/issues/1496"
TE1889 = "https://github.com/NVIDIA/TransformerEngine/issues/1889"
FINETRAINERS184 = "https://github.com/huggingface/finetrainers/pull/184"
MEGATRON1877 = "https://github.com/NVIDIA/Megatron-LM/issues/1877"
MEGATRON1152 = "https://github.com/NVIDIA/Megatron-LM/issues/1152"
NEMOSPEECH14838 = "https://github.com/NVIDIA-NeMo/Speech/issues/14838"
TUTEL293 = "https://github.com/microsoft/Tutel/issues/293"
TORCHTUNE2924 = "https://github.com/meta-pytorch/torchtune/issues/2924"
AXOLOTL3204 = "https://github.com/axolotl-ai-cloud/axolotl/issues/3204"
MEGATRON1863 = "https://github.com/NVIDIA/Megatron-LM/issues/1863"
SLIME1818 = "https://github.com/THUDM/slime/issues/1818"
TORCHTITAN3340 = "https://github.com/pytorch/torchtitan/issues/3340"
DEEPEP226 = "https://github.com/deepseek-ai/DeepEP/issues/226"
DEEPEP570 = "https://github.com/deepseek-ai/DeepEP/issues/570"
OLMOCORE829 = "https://github.com/allenai/OLMo-core/issues/829"
MBRIDGE5067 = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/5067"
DEEPSPEED7461 = "https://github.com/deepspeedai/DeepSpeed/issues/7461"
TORCHTITAN153 = "https://github.com/pytorch/torchtitan/pull/153"
TORCHTITAN1092 = "https://github.com/pytorch/torchtitan/issues/1092"
MSSWIFT3673 = "https://github.com/modelscope/ms-swift/issues/3673"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_fp8()
    build_experts()
    build_sequence_and_context()
    build_stalls_and_runs()


# ---- Transformer Engine and FP8 ----------------------------------------------------------------
def build_fp8() -> None:
    # ---- Megatron-LM with FP8 and pipeline parallel 4: a traceback in the backward step --------
    node = "mdy-8gpu"
    c = case("b138-megatron-fp8-pp4-backward-step-traceback", "attributed", "user_code", [],
             [node],
             "Megatron-LM pretrain_gpt.py with --fp8 and pipeline-model-parallel-size 4 on one "
             "8-GPU node fails at the first training step: rank 0's traceback runs from train_step "
             "through forward_backward_pipelining_without_interleaving into backward_step (the "
             "same run trains with pp=1). The exception line is beyond what the excerpt shows. "
             "A program/library error, not a machine. Lines as posted (node name and GPU count "
             "ours), the first line's time from its own stamp, the rest ours.",
             start="2025-03-22T18:10:00+00:00", scheduler="static", ranks_per_node=8)
    c.own(node, "rank-0", MEGATRON1496, "2025-03-22 18:11:11",
          "[before the start of training step] datetime: 2025-03-22 18:11:11")
    c.log(node, "rank-0", MEGATRON1496,
          "[rank0]: Traceback (most recent call last):",
          '[rank0]:   File "/sharedata/mdy/code/repo/Megatron-LM/pretrain_gpt.py", line 319, in '
          "<module>",
          "[rank0]:     pretrain(",
          '[rank0]:   File "/sharedata/mdy/code/repo/Megatron-LM/megatron/training/training.py", '
          "line 417, in pretrain",
          "[rank0]:     iteration, num_floating_point_operations_so_far = train(",
          '[rank0]:   File "/sharedata/mdy/code/repo/Megatron-LM/megatron/training/training.py", '
          "line 1569, in train",
          "[rank0]:     train_step(forward_step_func,",
          '[rank0]:   File "/sharedata/mdy/code/repo/Megatron-LM/megatron/training/training.py", '
          "line 850, in train_step",
          "[rank0]:     losses_reduced = forward_backward_func(",
          '[rank0]:   File "/sharedata/mdy/code/repo/Megatron-LM/megatron/core/pipeline_parallel/'
          'schedules.py", line 1829, in forward_backward_pipelining_without_interleaving',
          "[rank0]:     input_tensor_grad = backward_step(",
          '[rank0]:   File "/sharedata/mdy/code/repo/Megatron-LM/megatron/core/pipeline_parallel/'
          'schedules.py", line 368, in backward_step', t=75.0)
    c.job(80.0, "FAILED", exit_code=1)

    # ---- Transformer Engine FP8 with Qwen2-VL under FSDP2 on 8 GPUs: loss.backward fails -------
    node = "xp-fp8-dev"
    c = case("b138-te-fp8-qwen2vl-fsdp2-loss-backward-traceback", "attributed", "user_code", [],
             [node],
             "A demo of Transformer Engine FP8 training of the Hugging Face Qwen2-VL model with "
             "FSDP2 (fully_shard) and a device mesh, launched by torchrun with 8 processes, fails "
             "in loss.backward() of the first step (rank 0's traceback; the exception line is past "
             "the excerpt). The program's integration, not a machine. Lines as posted (node name "
             "ours), ISO times ours.",
             start="2025-06-18T09:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", TE1889,
          "[rank0]: Traceback (most recent call last):",
          '[rank0]:   File "/workspace/mingdian.liu@xiaopeng.com/fp8_dev/te_qwen2_vl.py", line '
          "312, in <module>",
          "[rank0]:     main()",
          '[rank0]:   File "/workspace/mingdian.liu@xiaopeng.com/fp8_dev/te_qwen2_vl.py", line '
          "304, in main",
          "[rank0]:     train_model(model, train_dataloader, optimizer, config, fp8_recipe)",
          '[rank0]:   File "/workspace/mingdian.liu@xiaopeng.com/fp8_dev/te_qwen2_vl.py", line '
          "166, in train_model",
          "[rank0]:     loss.backward()",
          "[rank0]:     ^^^^^^^^^^^^^^^",
          '[rank0]:   File "/usr/local/lib/python3.12/dist-packages/torch/_tensor.py", line 648, '
          "in backward",
          "[rank0]:     torch.autograd.backward(", t=140.0)
    c.job(145.0, "FAILED", exit_code=1)

    # ---- finetrainers FP8 on several GPUs: cat_cuda not implemented for Float8 in DDP wrap -----
    node = "raid-box"
    c = case("b138-finetrainers-fp8-multigpu-cat-cuda-float8", "attributed", "user_code", [],
             [node],
             "finetrainers CogVideoX training with the (fake) FP8 support of the pull request, on "
             "several GPUs: preparing the model with accelerate wraps it in "
             "DistributedDataParallel and fails with '\"cat_cuda\" not implemented for "
             "'Float8_e4m3fn''. A program error "
             "before any step. Lines as quoted in the pull request thread (node name and GPU count "
             "ours), ISO times from the lines' own stamps (the traceback frames take the stamp of "
             "the line before).",
             start="2025-01-06T00:50:00+00:00", scheduler="static", ranks_per_node=2)
    for text in (
            "01/06/2025 00:56:10 - ERROR - finetrainers - An error occurred during training: "
            "\"cat_cuda\" not implemented for 'Float8_e4m3fn'",
            "01/06/2025 00:56:10 - ERROR - finetrainers - Traceback (most recent call last):",
            '  File "/raid/aryan/cogvideox-distillation/train.py", line 33, in main',
            "    trainer.prepare_for_training()",
            '  File "/raid/aryan/cogvideox-distillation/finetrainers/trainer.py", line 563, in '
            "prepare_for_training",
            "    self.transformer, self.optimizer, self.dataloader, self.lr_scheduler = "
            "self.state.accelerator.prepare(",
            '  File "/raid/aryan/nightly-venv/lib/python3.10/site-packages/accelerate/'
            'accelerator.py", line 1328, in prepare',
            "    result = tuple(",
            '  File "/raid/aryan/nightly-venv/lib/python3.10/site-packages/accelerate/'
            'accelerator.py", line 1329, in <genexpr>',
            "    self._prepare_one(obj, first_pass=True, device_placement=d) for obj, d in "
            "zip(args, device_placement)",
            '  File "/raid/aryan/nightly-venv/lib/python3.10/site-packages/accelerate/'
            'accelerator.py", line 1204, in _prepare_one',
            "    return self.prepare_model(obj, device_placement=device_placement)",
            '  File "/raid/aryan/nightly-venv/lib/python3.10/site-packages/accelerate/'
            'accelerator.py", line 1458, in prepare_model',
            "    model = torch.nn.parallel.DistributedDataParallel("):
        c.own(node, "rank-0", FINETRAINERS184, "2025-01-06 00:56:10", text)
    c.job(375.0, "FAILED", exit_code=1)

    # ---- Megatron MoE on Hopper, blockwise FP8 + TP2/EP2 + alltoall dispatcher: rank 4 fails ---
    node = "hopper-node"
    c = case("b138-megatron-moe-blockwise-fp8-alltoall-mlp-traceback", "attributed", "user_code",
             [], [node],
             "Megatron MoE training on Hopper with TP 2, EP 2, ETP 1, the alltoall token "
             "dispatcher, --fp8-param-gather and the blockwise FP8 recipe fails in the MLP forward "
             "of a transformer layer (rank 4's frames; the report's title names the exception: "
             "GEMM with Float8BlockwiseQTensor requires GEMM_READY format). An unsupported "
             "combination "
             "of options, not a machine. Lines as posted (node name and GPU count ours), ISO times "
             "ours.",
             start="2025-10-14T06:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-4", MEGATRON1863,
          '[rank4]:   File "/usr/local/lib/python3.12/dist-packages/torch/nn/modules/module.py", '
          "line 1767, in _wrapped_call_impl",
          "[rank4]:     return self._call_impl(*args, **kwargs)",
          '[rank4]:   File "/usr/local/lib/python3.12/dist-packages/torch/nn/modules/module.py", '
          "line 1778, in _call_impl",
          "[rank4]:     return forward_call(*args, **kwargs)",
          '[rank4]:   File "/dnn_training_sys/haitao/github/Megatron-LM/megatron/core/transformer/'
          'transformer_layer.py", line 435, in forward',
          '[rank4]:     output = self._forward_mlp(hidden_states, kwargs.get("inference_context", '
          "None))",
          '[rank4]:   File "/dnn_training_sys/haitao/github/Megatron-LM/megatron/core/transformer/'
          'transformer_layer.py", line 618, in _forward_mlp', t=210.0)
    c.job(215.0, "FAILED", exit_code=1)

    # ---- Megatron MoE, FP8 against BF16: both runs train on to iteration 1000 --------------------
    node = "moe-fp8-node"
    c = case("b138-megatron-moe-fp8-run-trains-to-iteration-1000", "no_failure", "unknown", [],
             [node],
             "A Megatron MoE training in FP8, compared with the same run in BF16 because the FP8 "
             "loss is slightly higher early on; the FP8 run trains on normally past iteration 1000 "
             "(lm loss 3.15, no skipped or NaN iterations) with falling validation loss, and the "
             "maintainers call the difference expected. Nothing failed. Lines as posted (node "
             "name, GPU count, step metrics and the RUNNING state ours), ISO times ours.",
             start="2024-09-26T00:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 1000, every=5.5, t0=60.0)
    c.log(node, "rank-7", MEGATRON1152,
          "iteration     1000/   20000 | consumed samples:       256000 | elapsed time per "
          "iteration (ms): 5484.6 | throughput per GPU (TFLOP/s/GPU): 250.1 | learning rate: "
          "9.999946E-05 | global batch size:   256 | lm loss: 3.147666E+00 | loss scale: 1.0 | "
          "grad norm: 0.514 | num zeros: 0.0 | number of skipped iterations:   0 | number of nan "
          "iterations:   0 |", t=5555.0)
    c.log(node, "rank-7", MEGATRON1152,
          "validation loss at iteration 200 | lm loss value: 6.496762E+00 | lm loss PPL: "
          "6.629913E+02 |",
          "validation loss at iteration 400 | lm loss value: 5.496616E+00 | lm loss PPL: "
          "2.438654E+02 |",
          "validation loss at iteration 600 | lm loss value: 4.583405E+00 | lm loss PPL: "
          "9.784695E+01 |",
          "validation loss at iteration 800 | lm loss value: 3.997547E+00 | lm loss PPL: "
          "5.446438E+01 |",
          "validation loss at iteration 1000 | lm loss value: 3.846950E+00 | lm loss PPL: "
          "4.684997E+01 |", t=5570.0)


# ---- expert parallelism: Megatron-Core MoE, DeepEP, Tutel, DeepSpeed-MoE ------------------------
def build_experts() -> None:
    # ---- Megatron MoE, TP4 x EP8 with the alltoall dispatcher: an empty output cannot be viewed
    nodes = ["ampere-01", "ampere-02", "ampere-03", "ampere-04"]
    c = case("b138-megatron-moe-alltoall-dispatcher-empty-output-view", "attributed", "user_code",
             [], nodes,
             "Megatron MoE training on Ampere GPUs with TP 4, EP 8, ETP 1 and the alltoall token "
             "dispatcher fails in the dispatcher: rank 11 cannot view an empty output as "
             "[2048, 1, 4096] (the maintainers suspect a rank receiving zero tokens for its local "
             "slice). A library bug for this parallel layout, not a machine. Lines as posted (node "
             "names and the four 8-GPU nodes ours: TP4 x EP8 needs at least 32 ranks), ISO times "
             "ours.",
             start="2025-10-20T03:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.log("ampere-02", "rank-11", MEGATRON1877,
          "[rank11]:     output = output.view(self.hidden_shape)",
          "[rank11]: RuntimeError: shape '[2048, 1, 4096]' is invalid for input of size 0",
          t=190.0)
    c.job(200.0, "FAILED", exit_code=1)

    # ---- NeMo gpt-oss performance recipe on two nodes with EP2: parallel set-up fails ----------
    nodes = ["nemo-node-0", "nemo-node-1"]
    c = case("b138-nemo-gptoss-two-nodes-ep2-setup-distributed-traceback", "attributed",
             "user_code", [], nodes,
             "NeMo 25.07 (gpt-oss container) performance script, config "
             "bf16_2nodes_tp1_pp2_cp1_vp24_ep2_etp1: the job fails while Lightning's DDP strategy "
             "sets up the distributed environment; the report's title gives the error (decoder "
             "world_size (4) is not divisible by expert_tensor_model_pipeline_parallel size (8)). "
             "A configuration error, not a machine. The frames as posted with their '1:' task "
             "prefix (filed under rank 1; node names and 8 GPUs per node ours), ISO times ours.",
             start="2025-09-29T08:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.log("nemo-node-0", "rank-1", NEMOSPEECH14838,
          '1:   File "/opt/venv/lib/python3.12/site-packages/lightning/pytorch/strategies/'
          'launchers/subprocess_script.py", line 105, in launch',
          "1:     return function(*args, **kwargs)",
          "1:            ^^^^^^^^^^^^^^^^^^^^^^^^^",
          '1:   File "/opt/venv/lib/python3.12/site-packages/lightning/pytorch/trainer/trainer.py",'
          " line 605, in _fit_impl",
          "1:     self._run(model, ckpt_path=ckpt_path)",
          '1:   File "/opt/venv/lib/python3.12/site-packages/lightning/pytorch/trainer/trainer.py",'
          " line 974, in _run",
          "1:     self.strategy.setup_environment()",
          '1:   File "/opt/venv/lib/python3.12/site-packages/lightning/pytorch/strategies/ddp.py", '
          "line 154, in setup_environment",
          "1:     self.setup_distributed()", t=95.0)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- Tutel MoE inside fairseq on two GPUs: gradients inconsistent between workers ----------
    node = "fairseq-2gpu"
    c = case("b138-tutel-fairseq-moe-gradients-inconsistent", "attributed", "user_code", [],
             [node],
             "Tutel's moe_layer integrated into an older fairseq (data-parallel experts, "
             "legacy_ddp) on two GPUs: fairseq stops with 'gradients are inconsistent between "
             "workers', the two ranks' grad norms differing (120.0 against 115.9). The MoE "
             "integration's gradients (expert parameters not excluded from the check), not a "
             "machine. Lines as posted (node name ours), ISO times and step metrics ours.",
             start="2025-07-15T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 20, every=2.0, t0=60.0)
    c.log(node, "rank-0", TUTEL293,
          "FloatingPointError: Fatal error: gradients are inconsistent between workers. Try "
          "--ddp-backend=legacy_ddp. Or are you mixing up different generation of GPUs in "
          "training?",
          "grad_norm across the workers:",
          "rank   0 = 120.00565186",
          "rank   1 = 115.86860352'", t=101.0)
    c.job(105.0, "FAILED", exit_code=1)

    # ---- slime GLM-4.7 30B-A3B on 8 H100: PP x EP x ETP larger than the world size -------------
    node = "h100x8"
    c = case("b138-slime-glm-moe-world-size-not-divisible", "attributed", "user_code", [],
             [node],
             "slime's run-glm4.7-30B-A3B.sh on one node of 8 H100: the script asks for pipeline "
             "2 x expert 8 x expert-tensor 1 = 16 but the actor has 8 GPUs, and Megatron's "
             "initialize_model_parallel raises while the Ray actor initialises. A configuration "
             "error, not a machine. Lines as posted (the frames from the Logs section, the last "
             "two from the report's Actual Behavior; node name ours), ISO times ours.",
             start="2026-04-08T02:00:00+00:00", scheduler="ray", ranks_per_node=8)
    c.log(node, "rank-0", SLIME1818,
          '  File "/data/slime/slime/utils/timer.py", line 97, in wrapper',
          "    return fn(*args, **kwargs)",
          "           ^^^^^^^^^^^^^^^^^^^",
          '  File "/data/slime/slime/backends/megatron_utils/actor.py", line 62, in init',
          "    init(args)",
          "    raise RuntimeError(",
          "RuntimeError: world_size (8) is not divisible by expert_tensor_model_pipeline_parallel "
          'size (16)"', t=65.0)
    c.job(70.0, "FAILED", exit_code=1)

    # ---- Megatron MoE with DeepEP after a DeepEP update: the fused dispatch fails ---------------
    nodes = ["deepep-node-0", "deepep-node-1"]
    c = case("b138-megatron-deepep-update-fused-dispatch-traceback", "attributed", "user_code", [],
             nodes,
             "Megatron MoE training with DeepEP (the flex dispatcher's fused dispatch) fails after "
             "DeepEP was updated to a newer commit: rank 5's traceback runs from the MoE layer "
             "into fused_dispatch, and the title names the failed check "
             "(ibgda_get_state()->num_rc_per_pe == num_channels || ... >= num_sms: the new DeepEP "
             "needs more RC QPs per PE than Megatron configures by default). A library/"
             "configuration mismatch, not a machine. Lines as posted with their own stamps (node "
             "names and two 8-GPU nodes ours); ISO times from those stamps.",
             start="2025-06-19T16:10:00+00:00", scheduler="static", ranks_per_node=8)
    for text in (
            '2025-06-19 16:18 [rank5]:   File "/opt/Megatron-LM/megatron/core/transformer/moe/'
            'moe_layer.py", line 156, in forward',
            "2025-06-19 16:18 [rank5]:     output, mlp_bias = custom_forward(hidden_states)",
            '2025-06-19 16:18 [rank5]:   File "/opt/Megatron-LM/megatron/core/transformer/moe/'
            'moe_layer.py", line 141, in custom_forward',
            "2025-06-19 16:18 [rank5]:     (dispatched_input, tokens_per_expert) = "
            "self.token_dispatcher.token_permutation(",
            '2025-06-19 16:18 [rank5]:   File "/opt/Megatron-LM/megatron/core/transformer/moe/'
            'token_dispatcher.py", line 982, in token_permutation',
            "2025-06-19 16:18 [rank5]:     hidden_states = self._comm_manager.dispatch("
            "hidden_states)",
            '2025-06-19 16:18 [rank5]:   File "/opt/Megatron-LM/megatron/core/transformer/moe/'
            'token_dispatcher.py", line 826, in dispatch',
            "2025-06-19 16:18 [rank5]:     fused_dispatch("):
        c.own("deepep-node-0", "rank-5", DEEPEP226, "2025-06-19 16:18", text)
    c.job(540.0, "FAILED", exit_code=1)

    # ---- Megatron + DeepEP with CP enabled: random hangs, DeepEP timeout checks fail -----------
    nodes = ["ep-node-0", "ep-node-1"]
    c = case("b138-megatron-deepep-cp-barrier-timeout-check-hang", "ambiguous", "hang", [], nodes,
             "MoE LLM training with Megatron and DeepEP for the EP communication, context "
             "parallelism enabled (the EP group unfolded along CP): the run hangs at random with "
             "DeepEP printing 'timeout check failed' for its ranks 2 and 6 from barrier_block. "
             "No initiating error and no stopped machine in the lines. Lines as posted (without "
             "the report's Markdown quote marker; node names, two 8-GPU nodes, which streams and "
             "the step metrics ours), ISO times ours.",
             start="2026-01-21T00:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 300, every=6.0, t0=120.0)
    for rank, values in (("6", (0, 0, 0, 0, 0, 1024, 0, 0)), ("2", (0, 0, 0, 0, 0, 1024, 0, 0))):
        c.log("ep-node-0", f"rank-{rank}", DEEPEP570,
              *(f"DeepEP timeout check failed: rank = {rank}, thread = {thread}, value = {value})"
                for thread, value in enumerate(values)), t=2400.0)

    # ---- Kimi K2 FP8 pretrain on 256 B300 with the DeepEP flex dispatcher: dispatch times out --
    nodes = [f"b300-{i:02d}" for i in range(1, 33)]
    c = case("b138-megatron-bridge-kimi-k2-deepep-internode-dispatch-timeout", "ambiguous", "hang",
             [], nodes,
             "Megatron-Bridge Kimi K2 FP8-MX pretraining on 256 GPUs (TP1, PP16, EP16) with "
             "moe_flex_dispatcher_backend='deepep' in container 26.06.01 fails at the first "
             "forward pass with a DeepEP CPU dispatch timeout: ranks 6 and 14 report every receive "
             "counter as -1 (the RDMA side never received the token counts). Seen on B200 and "
             "B300 clusters alike; the lines single out neither a machine nor a cause. Lines as "
             "posted (node names and 32 nodes of 8 GPUs ours), ISO times ours.",
             start="2026-07-24T05:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.log("b300-01", "rank-6", MBRIDGE5067,
          "Global rank: 6, num_recv_tokens: -1, num_rdma_recv_tokens: -1",
          "moe_recv_expert_counter[0..23]: -1  (all -1)", t=420.0)
    c.log("b300-02", "rank-14", MBRIDGE5067,
          "Global rank: 14, num_recv_tokens: -1, num_rdma_recv_tokens: -1", t=420.0)
    c.job(430.0, "FAILED", exit_code=1)

    # ---- DeepSpeed ZeRO-3 Qwen3-30B-A3B MoE training stuck: ranks in different collectives -----
    node = "qwen3-moe-node"
    c = case("b138-deepspeed-qwen3-moe-zero3-ranks-in-different-collectives", "ambiguous", "hang",
             [], [node],
             "Qwen3 MoE 30B-A3B training with DeepSpeed ZeRO-3 (CPU offload) gets stuck; py-spy "
             "shows three processes in the all_reduce of the grad-norm computation and five in a "
             "reduce_scatter of the gradients, i.e. the ranks issue different collectives (some "
             "experts got no tokens). No error line and no stopped machine. Lines as posted "
             "(filed under a py-spy stream; node name, 8 ranks and the step metrics ours), ISO "
             "times ours.",
             start="2025-08-28T07:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.steps(1, 12, every=40.0, t0=300.0)
    c.log(node, "py-spy", DEEPSPEED7461,
          'Thread 33550 (active): "MainThread"',
          "    all_reduce (torch/distributed/distributed_c10d.py:2924)",
          "    wrapper (torch/distributed/c10d_logger.py:81)",
          "    all_reduce (deepspeed/comm/torch.py:170)",
          "    all_reduce (deepspeed/comm/comm.py:654)",
          "    log_wrapper (deepspeed/comm/comm.py:118)",
          "    complete_grad_norm_calculation_for_cpu_offload (deepspeed/runtime/zero/stage3.py:"
          "1467)",
          "    _get_norm_groups (deepspeed/runtime/zero/stage3.py:1897)",
          "    wrapped_fn (deepspeed/utils/nvtx.py:20)",
          "    step (deepspeed/runtime/zero/stage3.py:2120)",
          "    wrapped_fn (deepspeed/utils/nvtx.py:20)",
          'Thread 33549 (active): "MainThread"',
          "    reduce_scatter_tensor (torch/distributed/distributed_c10d.py:4450)",
          "    wrapper (torch/distributed/c10d_logger.py:81)",
          "    reduce_scatter_tensor (deepspeed/comm/torch.py:290)",
          "    reduce_scatter_tensor (deepspeed/comm/comm.py:302)",
          "    log_wrapper (deepspeed/comm/comm.py:118)",
          "    reduce_scatter_fn (deepspeed/comm/comm.py:270)",
          "    wrapped_fn (deepspeed/utils/nvtx.py:20)",
          "    _torch_reduce_scatter_fn (deepspeed/runtime/comm/coalesced_collectives.py:23)",
          "    reduce_scatter_coalesced (deepspeed/runtime/comm/coalesced_collectives.py:205)",
          "    decorate_context (torch/utils/_contextlib.py:120)", t=2700.0)


# ---- context and sequence parallelism: Ulysses, ring attention, PyTorch context parallel -------
def build_sequence_and_context() -> None:
    # ---- torchtune Qwen3 0.6B full fine-tune on 4 GPUs with context_parallel_dim 4 -------------
    node = "tune-4gpu"
    c = case("b138-torchtune-qwen3-context-parallel-forward-traceback", "attributed", "user_code",
             [], [node],
             "torchtune full_finetune_distributed of Qwen3-0.6B on 4 GPUs with "
             "context_parallel_dim 4 breaks in the first loss step: rank 3's traceback runs from "
             "recipe.train into the "
             "model's forward (the exception is past the excerpt). The recipe's context-parallel "
             "path, not a machine. Lines as posted (node name ours), ISO times ours.",
             start="2025-09-06T12:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-3", TORCHTUNE2924,
          '[rank3]:   File "/data3/jerrys17/torchtune/recipes/full_finetune_distributed.py", line '
          "1179, in recipe_main",
          "[rank3]:     recipe.train()",
          '[rank3]:   File "/data3/jerrys17/torchtune/recipes/full_finetune_distributed.py", line '
          "1031, in train",
          "[rank3]:     current_loss = self._loss_step(batch) * current_num_tokens",
          "[rank3]:                    ^^^^^^^^^^^^^^^^^^^^^^",
          '[rank3]:   File "/data3/jerrys17/torchtune/recipes/full_finetune_distributed.py", line '
          "871, in _loss_step",
          "[rank3]:     outputs = self._model(**batch)",
          "[rank3]:               ^^^^^^^^^^^^^^^^^^^^",
          '[rank3]:   File "/data3/jerrys17/miniconda3/envs/torchtune/lib/python3.11/site-packages/'
          'torch/nn/modules/module.py", line 1773, in _wrapped_call_impl',
          "[rank3]:     return self._call_impl(*args, **kwargs)",
          "[rank3]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '[rank3]:   File "/data3/jerrys17/miniconda3/envs/torchtune/lib/python3.11/site-packages/'
          'torch/nn/modules/module.py", line 1879, in _call_impl',
          "[rank3]:     return inner()",
          "[rank3]:            ^^^^^^^", t=95.0)
    c.job(100.0, "FAILED", exit_code=1)

    # ---- axolotl with context_parallel_size > 1: rank 0 exits 1 after the first warnings -------
    node = "34262e3c5962"
    c = case("b138-axolotl-context-parallel-rank0-exit-1", "ambiguous", "unknown", [], [node],
             "axolotl training in a Docker container with context_parallel_size larger than 1 "
             "(setting it to 1 works): after DeepSpeed's scheduler warnings, torch elastic reports "
             "axolotl.cli.train FAILED with rank 0 exiting 1. The report's title speaks of an "
             "AttributeError, but no line shown here gives the exception. Lines as posted (host "
             "name from the failure summary; 2 ranks ours), ISO times from the lines' own stamps "
             "where they have one, else ours.",
             start="2025-10-08T09:20:00+00:00", scheduler="static", ranks_per_node=2)
    for when, text in (
            ("2025-10-08 09:26:10,808", "[2025-10-08 09:26:10,808] [WARNING] "
             "[lr_schedules.py:686:get_lr] Attempting to get learning rate from scheduler before "
             "it has started"),
            ("2025-10-08 09:26:10,809", "[2025-10-08 09:26:10,809] [WARNING] "
             "[lr_schedules.py:686:get_lr] Attempting to get learning rate from scheduler before "
             "it has started")):
        c.own(node, "rank-0", AXOLOTL3204, when, text)
    c.log(node, "launcher", AXOLOTL3204,
          '  File "/root/miniconda3/envs/py3.11/lib/python3.11/site-packages/torch/distributed/'
          'launcher/api.py", line 139, in __call__',
          "    return launch_agent(self._config, self._entrypoint, list(args))",
          '  File "/root/miniconda3/envs/py3.11/lib/python3.11/site-packages/torch/distributed/'
          'launcher/api.py", line 270, in launch_agent',
          "    raise ChildFailedError(",
          "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
          "============================================================",
          "axolotl.cli.train FAILED",
          "------------------------------------------------------------",
          "Failures:",
          "  <NO_OTHER_FAILURES>",
          "------------------------------------------------------------",
          "Root Cause (first observed failure):",
          "[0]:",
          "  time      : 2025-10-08_09:26:19",
          "  host      : 34262e3c5962",
          "  rank      : 0 (local_rank: 0)",
          "  exitcode  : 1 (pid: 313)",
          "  error_file: <N/A>",
          "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/"
          "errors.html",
          "============================================================", t=380.0)
    c.job(381.0, "FAILED", exit_code=1)

    # ---- torchtitan context parallel with SDPA under activation checkpointing ------------------
    node = "titan-cp-node"
    c = case("b138-torchtitan-cp-sdpa-mixed-tensor-and-dtensor", "attributed", "user_code", [],
             [node],
             "torchtitan training with context parallelism, the ScaledDotProductAttention module "
             "and activation checkpointing crashes in the forward pass: aten.add.Tensor got mixed "
             "torch.Tensor and DTensor (the CP wrapper hands DTensors to the original SDPA "
             "forward). A framework bug, not a machine. Lines as posted (node name and 4 GPUs "
             "ours), ISO times ours.",
             start="2026-05-13T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", TORCHTITAN3340,
          "  RuntimeError: aten.add.Tensor got mixed torch.Tensor and DTensor,",
          "  need to convert all torch.Tensor to DTensor before calling distributed operators!",
          t=150.0)
    c.job(155.0, "FAILED", exit_code=1)

    # ---- ms-swift GRPO with --sequence_parallel_size: RLHF does not support it -----------------
    node = "swift-node"
    c = case("b138-ms-swift-grpo-sequence-parallel-not-supported", "attributed", "user_code", [],
             [node],
             "ms-swift GRPO (swift rlhf) with --sequence_parallel_size set: argument parsing "
             "rejects it with 'ValueError: RLHF do not support sequence parallel' on rank 0 while "
             "rank 1 prints the same traceback. A usage error before training, not a machine. "
             "Lines as posted (node name and 2 GPUs ours), ISO times ours.",
             start="2025-03-26T06:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", MSSWIFT3673,
          "[rank0]: ValueError: RLHF do not support sequence parallel", t=20.0)
    c.log(node, "rank-1", MSSWIFT3673,
          "[rank1]: Traceback (most recent call last):",
          '[rank1]:   File "/home/a/zmb_workspace/vscode_workspace/ms-swift/swift/cli/rlhf.py", '
          "line 5, in <module>",
          "[rank1]:     rlhf_main()",
          '[rank1]:   File "/home/a/zmb_workspace/vscode_workspace/ms-swift/swift/llm/train/'
          'rlhf.py", line 98, in rlhf_main',
          "[rank1]:     return SwiftRLHF(args).main()",
          "[rank1]:            ^^^^^^^^^^^^^^^",
          '[rank1]:   File "/home/a/zmb_workspace/vscode_workspace/ms-swift/swift/llm/train/'
          'sft.py", line 28, in __init__',
          "[rank1]:     super().__init__(args)",
          '[rank1]:   File "/home/a/zmb_workspace/vscode_workspace/ms-swift/swift/llm/base.py", '
          "line 18, in __init__",
          "[rank1]:     self.args = self._parse_args(args)",
          "[rank1]:                 ^^^^^^^^^^^^^^^^^^^^^^",
          '[rank1]:   File "/home/a/zmb_workspace/vscode_workspace/ms-swift/swift/llm/base.py", '
          "line 30, in _parse_args",
          "[rank1]:     args, remaining_argv = parse_args(self.args_class, args)",
          "[rank1]:                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '[rank1]:   File "/home/a/zmb_workspace/vscode_workspace/ms-swift/swift/utils/utils.py", '
          "line 147, in parse_args",
          "[rank1]:     args, remaining_args = parser.parse_args_into_dataclasses(argv, "
          "return_remaining_strings=True)", t=20.1)
    c.job(25.0, "FAILED", exit_code=1)


# ---- stalls and runs that went on: FSDP2, float8 with sequence parallel -------------------------
def build_stalls_and_runs() -> None:
    # ---- OLMo-core FSDP2 SFT of Olmo-Hybrid-7B on 8 H100: the post-backward reduce-scatter stalls
    node = "h100-node"
    c = case("b138-olmo-core-fsdp2-reduce-scatter-stall", "ambiguous", "hang", [], [node],
             "SFT of Olmo-Hybrid-7B (GDN + attention) with OLMo-core's FSDP2 on one 8xH100 node "
             "goes silent mid-training, at an unpredictable step, 4 runs out of 4 on 4 different "
             "nodes: every rank enqueued the same post-backward reduce-scatter (and work past it) "
             "and none completed, so the 30-minute watchdog fires. No initiating error and no rank "
             "that stopped first. Lines as posted (wrapped as the report wrapped them; node name, "
             "step metrics and times ours).",
             start="2026-08-14T00:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 1500, every=4.0, t0=60.0)
    c.log(node, "rank-4", OLMOCORE829,
          "[Rank 4] Watchdog caught collective operation timeout:",
          "WorkNCCL(SeqNum=27732, OpType=_REDUCE_SCATTER_BASE,",
          "         NumelIn=215585536, NumelOut=26948192, Timeout(ms)=1800000)",
          "         ran for 1800003 milliseconds before timing out.", t=7860.0)
    c.log(node, "rank-4", OLMOCORE829,
          "[Rank 4] failure detected by watchdog at work sequence id: 27732",
          "         PG status: last enqueued work: 27753, last completed work: 27731", t=7860.1)
    c.job(7900.0, "FAILED", exit_code=1)

    # ---- torchtitan FSDP2: step time grows after ~1800 steps on all ranks but one, then timeout
    node = "titan-fsdp2-node"
    c = case("b138-torchtitan-fsdp2-step-time-growth-allgather-timeout", "ambiguous", "hang", [],
             [node],
             "torchtitan training with FSDP2 on 8 GPUs runs at about 2-2.5 s a step, then after "
             "step 1800 most processes (all but one) slow down markedly until an all-gather "
             "exceeds the 100 s process-group timeout and rank 3's watchdog takes the process "
             "down. The lines give no initiating error and do not name a slow machine. Lines as "
             "posted (node name, 8 ranks and the step metrics ours), ISO times from the lines' own "
             "stamps (year from the report).",
             start="2025-04-10T13:30:00+00:00", scheduler="static", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 1800, every=2.3, t0=30.0)
    for when, text in (
            ("2025-04-10 14:46:34.629385", "[rank3]:[E410 14:46:34.629385703 "
             "ProcessGroupNCCL.cpp:684] [Rank 3] Some NCCL operations have failed or timed out. "
             "Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run "
             "on corrupted/incomplete data."),
            ("2025-04-10 14:46:34.629438", "[rank3]:[E410 14:46:34.629438241 "
             "ProcessGroupNCCL.cpp:698] [Rank 3] To avoid data inconsistency, we are taking the "
             "entire process down."),
            ("2025-04-10 14:46:34.630696", "[rank3]:[E410 14:46:34.630696293 "
             "ProcessGroupNCCL.cpp:1896] [PG ID 0 PG GUID 0(default_pg) Rank 3] Process group "
             "watchdog thread terminated with exception: [Rank 3] Watchdog caught collective "
             "operation timeout: WorkNCCL(SeqNum=319682, OpType=_ALLGATHER_BASE, "
             "NumelIn=65667328, NumelOut=525338624, Timeout(ms)=100000) ran for 138169 "
             "milliseconds before timing out.")):
        c.own(node, "rank-3", TORCHTITAN1092, when, text)
    c.job(4600.0, "FAILED", exit_code=1)

    # ---- torchtitan float8 with sequence parallel degree 4: trains in eager -------------------
    node = "titan-fp8-sp4"
    c = case("b138-torchtitan-float8-sequence-parallel-trains", "no_failure", "unknown", [],
             [node],
             "The pull request adding float8-specific parallel strategies to torchtitan, run with "
             "sequence_parallel_degree 4 and fp8_linear dynamic: it trains in eager, the loss "
             "falling from 10.83 at step 1 to 3.48 at step 81 at about 2,800 words per second. "
             "Nothing failed. Lines as posted (the first one's missing bracket included; node "
             "name, 4 GPUs, step metrics and the RUNNING state ours), ISO times from the lines' "
             "own stamps.",
             start="2024-03-20T14:57:00+00:00", scheduler="static", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.steps(1, 81, every=1.45, t0=60.0)
    for when, text in (
            ("2024-03-20 14:58:00,009", "rank0]:2024-03-20 14:58:00,009 - root - INFO - step:  1 "
             " loss: 10.8337  memory: 27.88GiB(29.34%)  wps: 313"),
            ("2024-03-20 14:58:00,011", "[rank0]:2024-03-20 14:58:00,011 - root - INFO - "
             "Synchronizing and adjusting timeout for all ProcessGroups to 0:00:05"),
            ("2024-03-20 14:58:21,642", "[rank0]:2024-03-20 14:58:21,642 - root - INFO - step: 11"
             "  loss:  7.2777  memory: 34.40GiB(36.20%)  wps: 1,894"),
            ("2024-03-20 14:58:36,125", "[rank0]:2024-03-20 14:58:36,125 - root - INFO - step: 21"
             "  loss:  5.5742  memory: 34.40GiB(36.20%)  wps: 2,829"),
            ("2024-03-20 14:58:50,624", "[rank0]:2024-03-20 14:58:50,624 - root - INFO - step: 31"
             "  loss:  4.7664  memory: 34.40GiB(36.20%)  wps: 2,825"),
            ("2024-03-20 14:59:05,122", "[rank0]:2024-03-20 14:59:05,122 - root - INFO - step: 41"
             "  loss:  4.2977  memory: 34.89GiB(36.71%)  wps: 2,825"),
            ("2024-03-20 14:59:19,607", "[rank0]:2024-03-20 14:59:19,607 - root - INFO - step: 51"
             "  loss:  3.9284  memory: 34.89GiB(36.71%)  wps: 2,828"),
            ("2024-03-20 14:59:34,174", "[rank0]:2024-03-20 14:59:34,174 - root - INFO - step: 61"
             "  loss:  3.7575  memory: 34.89GiB(36.71%)  wps: 2,812"),
            ("2024-03-20 14:59:48,681", "[rank0]:2024-03-20 14:59:48,681 - root - INFO - step: 71"
             "  loss:  3.6187  memory: 34.89GiB(36.71%)  wps: 2,824"),
            ("2024-03-20 15:00:03,309", "[rank0]:2024-03-20 15:00:03,309 - root - INFO - step: 81"
             "  loss:  3.4800  memory: 34.89GiB(36.71%)  wps: 2,800")):
        c.own(node, "rank-0", TORCHTITAN153, when, text)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b138-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
