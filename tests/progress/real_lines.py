"""Progress lines (and lines that must not count) as the tools really print them, copied from
public issue threads; each entry names its source. Used by the preset and follower tests."""

# (source, preset that recognises it, line, step, total)
STEP_LINES = [
    (
        "https://github.com/NVIDIA/Megatron-LM/issues/756",
        "megatron",
        " [2024-04-06 02:59:36] iteration       43/     100 | consumed samples:         5504 | "
        "elapsed time per iteration (ms): 5444.9 | throughput per GPU (TFLOP/s/GPU): 239.8 | "
        "learning rate: 8.600000E-06 | global batch size:   128 | lm loss: 1.825991E+00 | "
        "load_balancing_loss: 1.019746E+00 | loss scale: 1.0 | grad norm: 1.426 | num zeros: 0.0 "
        "| number of skipped iterations:   0 | number of nan iterations:   0 |",
        43,
        100,
    ),
    (
        "https://github.com/epfLLM/Megatron-LLM/issues/11",
        "megatron",
        " iteration      201/  250000 | consumed samples:       205824 | elapsed time per "
        "iteration (ms): 139113.4 | learning rate: 1.507E-05 | global batch size:  1024 | "
        "lm loss: 2.373574E+00 | loss scale: 1.0 | grad norm: 0.811 | number of skipped "
        "iterations:   0 | number of nan iterations:   0 |",
        201,
        250000,
    ),
    (
        "https://github.com/pytorch/torchtitan/pull/2389",
        "torchtitan",
        "[titan] 2026-02-24 19:46:19,145 - root - INFO - step:  5  loss:  7.07623  grad_norm: "
        "46.5000  memory: 66.91GiB(37.51%)  tps: 10,007  tflops: 313.36  mfu: 13.93%",
        5,
        None,
    ),
    (
        "https://github.com/pytorch/torchtitan/pull/1437",
        "torchtitan",
        "[rank0]:[titan] 2025-07-21 15:57:46,090 - root - INFO - step: 10  loss:  3.9119  "
        "grad_norm:  1.6558  memory:  0.00GiB(0.00%)  tps: 34,574  tflops: 3.54  mfu: 0.36%",
        10,
        None,
    ),
    (
        "https://github.com/huggingface/transformers/issues/262",
        "hf-trainer",
        "  1%|██" + " " * 139 + "| 3/203 [00:20<19:53,  5.97s/it",
        3,
        203,
    ),
    (
        "https://github.com/huggingface/transformers/issues/14531",
        "hf-trainer",
        "  8%|█████████████" + " " * 146 + "| 1999/24128 [1:52:09<20:27:23,  3.33s/it]"
        "[2021-11-26 03:07:16,494] [INFO] [logging.py:69:log_dist] [Rank 0] step=2000, "
        "skipped=1995, lr=[0.001, 0.001], mom=[0.0, 0.0]",
        1999,
        24128,
    ),
    (
        "https://github.com/Lightning-AI/pytorch-lightning/issues/4225",
        "lightning",
        "Epoch 0:  22%|██▏       | 4/18 [00:17<01:02,  4.47s/it, loss=10.072, v_num=193315]",
        4,
        None,
    ),
    (
        "https://github.com/Lightning-AI/pytorch-lightning/issues/9242",
        "lightning",
        "Epoch 1:  51%|" + "█" * 39 + " " * 38 + "| 100/197 [00:21<00:20,  4.70it/s, loss=1.32, "
        "v_num=0, val_loss=1.590, val_acc=0.440]",
        197 + 100,
        None,
    ),
    (
        "https://github.com/Lightning-AI/pytorch-lightning/issues/3866",
        "lightning",
        "Epoch 0:  93% 1586/1702 [12:50<00:56,  2.06it/s, loss=0.158, v_num=0, train_loss=0.149]",
        1586,
        None,
    ),
    (
        "https://github.com/ecmwf/anemoi-core/issues/614",
        "lightning",
        "Epoch 0:   2%|▏         | 3744/150000 [3:12:36<125:24:04,  0.32it/s, v_num=35a4, ...]",
        3744,
        None,
    ),
    (
        "https://github.com/deepspeedai/DeepSpeed/issues/1825",
        "generic",
        "[2022-03-11 02:06:58,985] [INFO] [logging.py:69:log_dist] [Rank 0] step=40, skipped=2, "
        "lr=[5e-05], mom=[[0.9, 0.999]]",
        40,
        None,
    ),
    (
        "https://github.com/coqui-ai/TTS/issues/1477",
        "generic",
        "   --> STEP: 0/406 -- GLOBAL_STEP: 0",
        0,
        406,
    ),
    (
        "https://github.com/NVIDIA-NeMo/Speech/issues/13140",
        "generic",
        "[NeMo I 2025-04-21 20:55:49 nemo_logging:393] Global Checkpoint Save : Rank: 0 : "
        "Iteration: 10 : Start time: 1745268948.958s : Save duration: 1.016s",
        10,
        None,
    ),
    (
        "https://github.com/NVIDIA-NeMo/Speech/issues/13140",
        "generic",
        "[INFO     | pytorch_lightning.utilities.rank_zero]: Epoch 0, global step 9: 'val_loss' "
        "was not in top 1",
        9,
        None,
    ),
]

# (source, line): output that carries no training step under any preset
NOT_STEPS = [
    (
        "https://github.com/deepspeedai/DeepSpeed/issues/5779",
        "[2024-07-17 19:44:06,945] [INFO] [loss_scaler.py:183:update_scale] [deepspeed] OVERFLOW! "
        "Rank 0 Skipping step. Attempted loss scale: 65536, reducing to 32768",
    ),
    (
        "https://github.com/huggingface/transformers/issues/26724",
        "[E ProcessGroupNCCL.cpp:915] [Rank 0] NCCL watchdog thread terminated with exception: "
        "[Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, "
        "OpType=ALLGATHER, NumelIn=1, NumelOut=8, Timeout(ms)=1800000) ran for 1800522 "
        "milliseconds before timing out.",
    ),
    (
        "https://github.com/huggingface/transformers/issues/24473",
        "[INFO|trainer.py:1686] 2023-06-26 13:43:56,493 >>   Total optimization steps = 122,560",
    ),
    (
        "https://github.com/open-mmlab/mmdetection/issues/7976",
        "2022-05-12 22:06:13,674 - mmcv - INFO - Reducer buckets have been rebuilt in this "
        "iteration.",
    ),
    ("https://github.com/coqui-ai/TTS/issues/1477", "     | > step_time: 7.67590  (7.67594)"),
    (
        "https://github.com/Lightning-AI/pytorch-lightning/issues/4225",
        "Training: 0it [00:00, ?it/s]",
    ),
]
