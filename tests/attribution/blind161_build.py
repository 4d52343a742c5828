"""Build the hundred-sixty-first blind corpus (tests/attribution/blind161/): 2017-2021 reports.

    python tests/attribution/blind161_build.py

A held-out proxy for how attribution generalises: a twenty-eighth unbiased sample of failed,
stuck or killed training runs on several GPUs (DataParallel, DistributedDataParallel, Keras
multi-GPU), posted in 2017-2021 as GitHub issues of repositories no other corpus or file of the
repository cites. They were found with the search tool's issue corpus (queries listed in
blind161/README.md) and taken in the order the searches returned them, skipping only reports
without a copyable log line, reports not about a multi-device training run and reports of
repositories cited elsewhere. It was assembled by one helper who read neither the engine nor its
catalogs; the labels were written before any engine ran on these bundles, and no report cited
here is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; lines the search excerpt cut short left
out; trailing blanks dropped). Ours is only the assembly, as in stacks_build.py: which node and
stream a line is filed under (and node names where the report gives none), an ISO-8601 time in
front of every line (taken from the line's own stamp where it has one), job.json, the scheduler
events and the per-rank step metrics. The labels follow DESIGN's taxonomy and the rules of the
realworld, stacks, frontier and blind READMEs (see blind161/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind161"
SPLIT = "blind161"

# ---- sources (one public report per incident) --------------------------------------------------
PYTORCHYOLO2_14 = "https://github.com/marvis/pytorch-yolo2/issues/14"
UNET3D58 = "https://github.com/ellisdg/3DUnetCNN/issues/58"
SCSFM55 = "https://github.com/JiawangBian/SC-SfMLearner-Release/issues/55"
SUPERGLUE1 = "https://github.com/gouthamvgk/SuperGlue_training/issues/1"
NAE4PS15 = "https://github.com/dichen-cd/NAE4PS/issues/15"
MIMOUNET5 = "https://github.com/chosj95/MIMO-UNet/issues/5"
ESRGANPLUS4 = "https://github.com/ncarraz/ESRGANplus/issues/4"
DPT50 = "https://github.com/isl-org/DPT/issues/50"
EDSR208 = "https://github.com/sanghyun-son/EDSR-PyTorch/issues/208"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_dataparallel()
    build_distributed_and_keras()


# ---- nn.DataParallel on one machine --------------------------------------------------------------
def build_dataparallel() -> None:
    # ---- pytorch-yolo2: CUDA out of memory inside DataParallel's forward (2017) ---------------
    node = "yolo2-box"
    c = case("b161-pytorch-yolo2-dataparallel-cuda-out-of-memory", "attributed", "oom", [],
             [node],
             "pytorch-yolo2 training through nn.DataParallel fails in the model's forward with "
             "'THCudaCheck FAIL ... error=2 : out of memory'; the thread goes on about batch "
             "size. CUDA memory, no machine at fault. Lines as posted (node name, GPU count and "
             "step numbers ours), ISO times ours.",
             start="2017-08-09T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 20, every=5.0)
    c.log(node, "rank-0", PYTORCHYOLO2_14,
          "THCudaCheck FAIL file=/pytorch/torch/lib/THC/generic/THCStorage.cu line=66 error=2 : "
          "out of memory",
          "Traceback (most recent call last):",
          '  File "train.py", line 243, in <module>',
          "    train(epoch)",
          '  File "train.py", line 153, in train',
          "    output = model(data)",
          '  File "/usr/local/lib/python2.7/dist-packages/torch/nn/modules/module.py", line 224, '
          "in __call__",
          "    result = self.forward(*input, **kwargs)",
          '  File "/usr/local/lib/python2.7/dist-packages/torch/nn/parallel/data_parallel.py", '
          "line 58, in forward",
          "    return self.module(*inputs[0], **kwargs[0])", t=101.0)
    c.job(105.0, "FAILED", exit_code=1)

    # ---- SC-SfMLearner: DataParallel input and weight on different devices (2020) -------------
    node = "sfm-box"
    c = case("b161-sc-sfmlearner-dataparallel-device-mismatch", "attributed", "user_code", [],
             [node],
             "SC-SfMLearner training on a machine with more than one GPU (nn.DataParallel) "
             "fails at the first depth forward: input and weight on different devices; with "
             "CUDA_VISIBLE_DEVICES=0 it trains. The program's device handling. Lines as posted "
             "(node name and GPU count ours), ISO times ours.",
             start="2020-07-20T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", SCSFM55,
          "Traceback (most recent call last):",
          '  File "train.py", line 458, in <module>',
          "    main()",
          '  File "train.py", line 206, in main',
          "    train_loss = train(args, train_loader, disp_net, pose_net, optimizer, "
          "args.epoch_size, logger, training_writer)",
          '  File "train.py", line 269, in train',
          "    tgt_depth, ref_depths = compute_depth(disp_net, tgt_img, ref_imgs)",
          '  File "train.py", line 437, in compute_depth',
          "    tgt_depth = [1/disp for disp in disp_net(tgt_img)]",
          '  File "/hdd/senzhang/venv/odo-bench/lib/python3.6/site-packages/torch/nn/modules/'
          'module.py", line 550, in __call__',
          "    result = self.forward(*input, **kwargs)", t=20.0)
    c.log(node, "rank-0", SCSFM55,
          "RuntimeError: Expected tensor for argument #1 'input' to have the same device as "
          "tensor for argument #2 'weight'; but device 1 does not equal 0 (while checking "
          "arguments for cudnn_convolution)", t=20.1)
    c.job(21.0, "FAILED", exit_code=1)

    # ---- NAE4PS: DataParallel added after an OOM, replica 0 fails (2020) ----------------------
    node = "nae4ps-box"
    c = case("b161-nae4ps-dataparallel-replica-0-runtimeerror", "ambiguous", "user_code", [],
             [node],
             "NAE4PS person-search training ran out of memory on one GPU; the poster wrapped the "
             "model in torch.nn.DataParallel and then replica 0 raised a RuntimeError inside "
             "torchvision's detection transform; the excerpt cuts the error's own message off. "
             "Lines as posted (node name and GPU count ours), ISO times ours.",
             start="2020-11-01T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", NAE4PS15,
          "Traceback (most recent call last):",
          '  File "scripts/train_NAE.py", line 85, in <module>',
          "    main(args, fn)",
          '  File "scripts/train_NAE.py", line 70, in main',
          "    trainer.run(train_loader, max_epochs=args.train.epochs)",
          '  File "/opt/conda/envs/NAE4PS/lib/python2.7/site-packages/ignite/engine/engine.py", '
          "line 359, in run",
          "    self._handle_exception(e)",
          '  File "/opt/conda/envs/NAE4PS/lib/python2.7/site-packages/ignite/engine/engine.py", '
          "line 324, in _handle_exception",
          "    raise e",
          "RuntimeError: Caught RuntimeError in replica 0 on device 0.",
          "Original Traceback (most recent call last):",
          '  File "/opt/conda/envs/NAE4PS/lib/python2.7/site-packages/torch/nn/parallel/'
          'parallel_apply.py", line 60, in _worker',
          "    output = module(*input, **kwargs)",
          '  File "/opt/conda/envs/NAE4PS/lib/python2.7/site-packages/torch/nn/modules/'
          'module.py", line 547, in __call__',
          "    result = self.forward(*input, **kwargs)",
          '  File "/opt/conda/envs/NAE4PS/lib/python2.7/site-packages/torchvision/models/'
          'detection/generalized_rcnn.py", line 47, in forward',
          "    images, targets = self.transform(images, targets)", t=15.0)
    c.job(16.0, "FAILED", exit_code=1)

    # ---- MIMO-UNet: DataParallel replicate fails in broadcast_coalesced (2021) -----------------
    node = "mimo-box"
    c = case("b161-mimo-unet-dataparallel-replicate-broadcast", "ambiguous", "unknown", [],
             [node],
             "MIMO-UNet deblurring training wrapped in nn.DataParallel fails while DataParallel "
             "replicates the model (broadcast_coalesced); the excerpt ends before the error "
             "line, and the thread shows no fix. Lines as posted (node name and GPU count "
             "ours), ISO times ours.",
             start="2021-09-06T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", MIMOUNET5,
          "Traceback (most recent call last):",
          '  File "main.py", line 67, in <module>',
          "    main(args)",
          '  File "main.py", line 31, in main',
          "    _train(model, args)",
          '  File "MIMO-UNet/train.py", line 53, in _train',
          "    pred_img = model(input_img)",
          '  File "/usr/local/lib/python3.6/dist-packages/torch/nn/modules/module.py", line 722, '
          "in _call_impl",
          "    result = self.forward(*input, **kwargs)",
          '  File "/usr/local/lib/python3.6/dist-packages/torch/nn/parallel/data_parallel.py", '
          "line 154, in forward",
          "    replicas = self.replicate(self.module, self.device_ids[:len(inputs)])",
          '  File "/usr/local/lib/python3.6/dist-packages/torch/nn/parallel/data_parallel.py", '
          "line 159, in replicate",
          "    return replicate(module, device_ids, not torch.is_grad_enabled())",
          '  File "/usr/local/lib/python3.6/dist-packages/torch/nn/parallel/replicate.py", line '
          "88, in replicate",
          "    param_copies = _broadcast_coalesced_reshape(params, devices, detach)",
          '  File "/usr/local/lib/python3.6/dist-packages/torch/nn/parallel/replicate.py", line '
          "71, in _broadcast_coalesced_reshape",
          "    tensor_copies = Broadcast.apply(devices, *tensors)",
          '  File "/usr/local/lib/python3.6/dist-packages/torch/nn/parallel/_functions.py", line '
          "21, in forward",
          "    outputs = comm.broadcast_coalesced(inputs, ctx.target_gpus)", t=12.0)
    c.job(13.0, "FAILED", exit_code=1)

    # ---- ESRGANplus: several gpu_ids, 'expected device cuda:0 but got device cuda:1' (2020) ---
    node = "esrgan-box"
    c = case("b161-esrganplus-multi-gpu-expected-device-cuda0", "attributed", "user_code", [],
             [node],
             "ESRGANplus super-resolution training with several gpu_ids in its training json "
             "fails with 'expected device cuda:0 but got device cuda:1'; the author answers the "
             "code was never adapted to several GPUs. The program. The line as posted (without "
             "its bold markup; node name and GPU count ours), ISO time ours.",
             start="2020-07-19T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", ESRGANPLUS4,
          "RuntimeError: expected device cuda:0 but got device cuda:1", t=18.0)
    c.job(19.0, "FAILED", exit_code=1)

    # ---- DPT: nn.DataParallel, input and weight on different devices (2021) --------------------
    node = "dpt-box"
    c = case("b161-dpt-dataparallel-device-mismatch", "attributed", "user_code", [], [node],
             "Training DPT (dense prediction transformer) with nn.DataParallel fails with input "
             "and weight on different devices; without DataParallel it trains; the maintainer "
             "says the main branch's model does not support DataParallel and the poster's run "
             "works on the dpt_scriptable branch. The program. The line as posted (without its "
             "bold markup; node name and GPU count ours), ISO time ours.",
             start="2021-09-28T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", DPT50,
          "RuntimeError: Expected tensor for argument #1 'input' to have the same device as "
          "tensor for argument #2 'weight'; but device 1 does not equal 0 (while checking "
          "arguments for cudnn_convolution)", t=25.0)
    c.job(26.0, "FAILED", exit_code=1)

    # ---- EDSR-PyTorch: several GPUs, the same device mismatch (2019) ---------------------------
    node = "edsr-box"
    c = case("b161-edsr-multi-gpu-device-mismatch", "attributed", "user_code", [], [node],
             "EDSR-PyTorch super-resolution training with several GPUs fails with input and "
             "weight on different devices. The program's device handling. The line as posted "
             "(node name and GPU count ours), ISO time ours.",
             start="2019-07-27T08:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "rank-0", EDSR208,
          "RuntimeError: Expected tensor for argument #1 'input' to have the same device as "
          "tensor for argument #2 'weight'; but device 1 does not equal 0 (while checking "
          "arguments for cudnn_convolution)", t=30.0)
    c.job(31.0, "FAILED", exit_code=1)


# ---- DistributedDataParallel and Keras multi-GPU ----------------------------------------------
def build_distributed_and_keras() -> None:
    # ---- SuperGlue_training: DDP has no attribute forward_train (2021) ------------------------
    node = "superglue-box"
    c = case("b161-superglue-ddp-no-attribute-forward-train", "attributed", "user_code", [],
             [node],
             "SuperGlue training on four 2080 Ti with torch.distributed.launch fails at the "
             "first step: 'DistributedDataParallel' object has no attribute 'forward_train'; "
             "the author fixes the code the same day and the poster's multi-GPU run then works. "
             "Lines as posted (node name ours; the report gives one rank's traceback), ISO "
             "times ours.",
             start="2021-05-13T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "rank-0", SUPERGLUE1,
          "Traceback (most recent call last):",
          '  File "train_superglue.py", line 252, in <module>',
          "    train(config, opt.local_rank)",
          '  File "train_superglue.py", line 165, in train',
          "    total_loss, pos_loss, neg_loss = superglue_model.forward_train(superglue_input)",
          '  File "/home/zhy/.local/lib/python3.6/site-packages/torch/nn/modules/module.py", '
          "line 772, in __getattr__",
          "    type(self).__name__, name))",
          "torch.nn.modules.module.ModuleAttributeError: 'DistributedDataParallel' object has no "
          "attribute 'forward_train'", t=40.0)
    c.job(41.0, "FAILED", exit_code=1)

    # ---- 3DUnetCNN: Keras multi-GPU, cuDNN check fails on an empty batch slice (2019) ----------
    node = "unet3d-box"
    c = case("b161-3dunetcnn-keras-multi-gpu-cudnn-check-failed", "attributed", "user_code", [],
             [node],
             "3DUnetCNN brain-tumour segmentation with Keras on several GPUs (workers=0 to "
             "fit_generator) aborts near the end of epoch 1 at 123/125 batches: a cuDNN tensor "
             "descriptor check fails for a batch of count 0 (a batch too small to split over "
             "the GPUs). The program's batching, no machine. Lines as posted (node name and GPU "
             "count ours); the check line carries its own time (the progress bar before it is "
             "on the same posted line), the others' ISO times ours.",
             start="2019-02-28T14:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.steps(1, 123, every=6.0)
    c.log(node, "rank-0", UNET3D58, "Epoch 1/500", t=0.0)
    c.own(node, "rank-0", UNET3D58, "2019-02-28T14:12:40.579127",
          "123/125 [============================>.] - ETA: 11s - loss: -0.0553 - "
          "dice_coefficient: 0.05532019-02-28 14:12:40.579127: F "
          "tensorflow/stream_executor/cuda/cuda_dnn.cc:521]")
    c.log(node, "rank-0", UNET3D58,
          "Check failed:",
          "cudnnSetTensorNdDescriptor(handle_.get(), elem_type, nd, dims.data(), "
          "strides.data()) == CUDNN_STATUS_SUCCESS (3 vs. 0)batch_descriptor:",
          "{count: 0 feature_map_count: 64 spatial: 64 64 64  value_min: 0.000000 value_max: "
          "0.000000 layout: BatchDepthYX}",
          "Aborted (core dumped)", t=760.6)
    c.job(762.0, "FAILED", exit_code=134)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b161-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
