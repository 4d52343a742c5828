# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""A vocabulary sweep over stacks the catalogs had few lines from: ROCm's queue errors, Ascend's
HCCL timeouts, TensorFlow's cascades, DeepSpeed's and accelerate's launchers, Flux, LSF, Torque
and Grid Engine.

Each line below was posted publicly (the URL beside it) and was unread or misread before this
sweep (a TensorFlow CancelledError, a ROCm aperture violation and a TPU-less launcher's relay all
ended as the program's own exception, `user_code`). Each is now read as its project's own source
or documentation says, by what it means for recovery: a wait that ran out is a cascade of a
`hang`; a launcher's or scheduler's report that a process died is a failure of unknown cause
that the node's own lines explain; a scheduler's liveness verdict on a host is that host's
`node_failure`. The bundle tests hold those meanings, and the healthy lines of the same tools
match none of it.
"""

from __future__ import annotations

import pytest
from two_nodes import TWO_NODES
from two_nodes import at as _at
from two_nodes import log as _log
from two_nodes import steps as _steps

from trainwarden.attribution import Catalog, attribute_bundle
from trainwarden.attribution.bundle.matcher import matcher_for


def _best(catalog: Catalog, text: str, stream: str = "rank-0") -> tuple[str, str, str] | None:
    """(id, category, role) of the signature the scanner gives the line, or None."""
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category, found[0].role) if found else None


# (stream, line as posted, signature, category, role); the URL above each is where it was posted
POSTED = [
    # -- ROCm: the ROCr runtime's queue error callback -----------------------------------------
    # https://github.com/parthenon-hpc-lab/parthenon/issues/1101 (Frontier)
    ("rank-0", ":0:rocdevice.cpp            :2660: 556940992572 us: 32834: [tid:0x7f9e41945700] Device::callbackQueue aborting with error : HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal address. code: 0x29", "rocm-hsa-illegal-access", "user_code", "initiating"),
    # https://github.com/ROCm/legacy-rocm-build/issues/2153
    ("rank-0", ":0:rocdevice.cpp :2672: 0696142325 us: 5999 : [tid:0x7f676e4c7640] Device::callbackQueue aborting with error : HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal address. code: 0x29", "rocm-hsa-illegal-access", "user_code", "initiating"),
    # https://github.com/ROCm/hip/issues/2344
    ("rank-0", "Device::callbackQueue aborting with error : HSA_STATUS_ERROR_ILLEGAL_INSTRUCTION:  The agent attempted to execute an illegal shader instruction. code: 0x2a", "rocm-hsa-illegal-access", "user_code", "initiating"),
    # https://github.com/doktor83/SRBMiner-Multi/issues/206
    ("rank-0", ":0:rocdevice.cpp            :2614: 102457364470 us: 6856 : [tid:0x7fe7bb747700] Device::callbackQueue aborting with error : HSA_STATUS_ERROR_MEMORY_FAULT: Agent attempted to access an inaccessible address. code: 0x2b", "rocm-hsa-illegal-access", "user_code", "initiating"),
    # https://github.com/iree-org/iree/issues/17872 (MI210)
    ("rank-0", ":0:rocdevice.cpp            :2893: 90021033577 us: [pid:192145 tid:0x76fa7d3ff640] Callback: Queue 0x76f676200000 aborting with error : HSA_STATUS_ERROR_EXCEPTION: An HSAIL operation resulted in a hardware exception. code: 0x1016", "rocm-hsa-hardware-exception", "unknown", "initiating"),
    # -- Ascend: HCCL and the CANN runtime waiting too long ------------------------------------
    # https://github.com/hiyouga/LlamaFactory/pull/975
    ("rank-0", "EI0002: The wait execution of the Notify register times out. Reason: The Notify register has not received the Notify record from remote rank [4294967295].base information: [streamID:[1], taskID[39], taskType[Notify Wait], tag[AllReduce_192.168.0.116%enp69s0_60000_0_1694500287022627].] task information: [notify id:[0x0000000500000010], stage:[0], remote rank:[local].]", "hccl-exec-timeout", "hang", "cascade"),
    # https://github.com/Ascend/pytorch/issues/43
    ("rank-0", "worker-1:         rtDeviceSynchronize execute failed, reason=[task timeout][FUNC:FuncErrorReason][FILE:error_message_manage.cc][LINE:53]", "hccl-exec-timeout", "hang", "cascade"),
    # https://github.com/InternLM/lmdeploy/issues/3354
    ("rank-0", "        The error from device(chipId:5, dieId:0), serial number is 17, hccl fftsplus task timeout occurred during task execution, stream_id:7, sq_id:7, task_id:9865, stuck notify num:3, timeout:1836.[FUNC:ProcessStarsHcclFftsPlusTimeoutErrorInfo][FILE:device_error_proc.cc][LINE:1657]", "hccl-exec-timeout", "hang", "cascade"),
    # -- TensorFlow: an op aborted or cancelled because another failed --------------------------
    # https://github.com/tensorflow/tensorflow/issues/51676
    ("rank-0", "tensorflow.python.framework.errors_impl.CancelledError:  [_Derived_]RecvAsync is cancelled.", "tf-aborted-or-cancelled", "unknown", "cascade"),
    # https://github.com/tensorflow/tensorflow/issues/33721
    ("rank-0", "CancelledError: [_Derived_]RecvAsync is cancelled. [[{{node Reshape_17/_52}}]] [[GroupCrossDeviceControlEdges_0/RMSprop/RMSprop/Const/_57]] [Op:__inference_distributed_function_24912]", "tf-aborted-or-cancelled", "unknown", "cascade"),
    # https://github.com/openai/universe/issues/112 (a worker after its parameter server died)
    ("rank-0", "tensorflow.python.framework.errors_impl.AbortedError: Graph handle is not found", "tf-aborted-or-cancelled", "unknown", "cascade"),
    # https://github.com/tensorflow/models/issues/5516 (tf.check_numerics on the loss)
    ("rank-0", "INFO:tensorflow:Error reported to Coordinator: <class 'tensorflow.python.framework.errors_impl.InvalidArgumentError'>, LossTensor is inf or nan. : Tensor had NaN values", "tf-check-numerics", "numerical", "initiating"),
    # https://github.com/DeepLabCut/DeepLabCut/issues/1017
    ("rank-0", "InvalidArgumentError: LossTensor is inf or nan : Tensor had NaN values", "tf-check-numerics", "numerical", "initiating"),
    # TensorFlow's executor: a kernel returned without an output its graph needs
    # (common_runtime/executor.cc's `"Missing ", i, "-th output from "`): the program's graph
    # https://github.com/sampepose/flownet2-tf/issues/19 (a custom op's gradient kernel)
    ("rank-0", 'InternalError: Missing 1-th output from gradients_5/FlowNet2/FlowWarp_grad/FlowWarpGrad = FlowWarpGrad[_device="/job:localhost/replica:0/task:0/gpu:0"](concat_21, FlowNet2/FlowNetSD/ResizeBilinear, gradients_5/FlowNet2/sub_grad/tuple/control_dependency_1)', "tf-kernel-missing-output", "user_code", "initiating"),
    # https://github.com/keras-team/keras/issues/13370 (a batch the graph's shapes do not divide)
    ("rank-0", "InternalError: Missing 1-th output from {{node model_1_6/max_pooling2d_1/MaxPool}}", "tf-kernel-missing-output", "user_code", "initiating"),
    # TensorFlow's placer: nodes the program's graph pinned to different devices cannot be
    # colocated (colocation_graph.cc, device_name_utils.cc's `Cannot merge devices with
    # incompatible ids`): the program's graph
    # https://github.com/ray-project/ray/issues/7747 (RLlib's RNN model on two GPUs)
    ("rank-0", "tensorflow.python.framework.errors_impl.InternalError: Constraining by assigned device should not cause an error. Original root's assigned device name: /job:localhost/replica:0/task:0/device:GPU:0 node's assigned device name \"/job:localhost/replica:0/task:0/device:GPU:1. Error: Cannot merge devices with incompatible ids: '/job:localhost/replica:0/task:0/device:GPU:0' and '/job:localhost/replica:0/task:0/device:GPU:1'", "tf-colocation-device-conflict", "user_code", "initiating"),
    # https://github.com/tensorflow/tensorflow/issues/25787 (an RNN's dropout on several GPUs)
    ("rank-0", "tensorflow.python.framework.errors_impl.InvalidArgumentError: Cannot colocate nodes 'gradients/rnn/while/rnn/multi_rnn_cell/cell_1/dropout/div_grad/Neg/Const' and 'rnn/while/rnn/multi_rnn_cell/cell_1/dropout/div: Cannot merge devices with incompatible ids: '/device:GPU:1' and '/device:GPU:0'", "tf-colocation-device-conflict", "user_code", "initiating"),
    # https://github.com/tensorflow/tensorflow/issues/18720 (its title's message)
    ("rank-0", "Cannot merge devices with incompatible types: '/job:localhost/replica:0/task:0/device:CPU:0' and '/job:localhost/replica:0/task:0/device:GPU:0'", "tf-colocation-device-conflict", "user_code", "initiating"),
    # -- launchers relaying a child's death ----------------------------------------------------
    # ColossalAI's launcher relaying that the command it ran on a host failed
    # (colossalai/cli/launcher/multinode_runner.py's `Error: failed to run {cmds} on {host}`)
    # https://github.com/hpcaitech/ColossalAI/issues/2441 (the maintainers' own sample)
    ("rank-0", "Error: failed to run torchrun --nproc_per_node=4 --nnodes=1 --node_rank=0 --rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:29500 --rdzv_id=colossalai-default-job train.py --config config.py -s on 127.0.0.1", "colossalai-run-remote-failed", "unknown", "cascade"),
    # https://github.com/hpcaitech/ColossalAI/issues/5890 (a newer release's words)
    ("rank-0", "Error: failed to run torchrun --nproc_per_node=4 --nnodes=1 --node_rank=0 --master_addr= --master_port= vit_train_demo.py --model_name_or_path google/vit-base-patch16-224 --output_path ./home/jovyan/malika/ColossalAI/examples/images/vit --plugin hybrid_parallel --batch_size 8 --tp_size 4 --pp_size 1 --num_epoch 3 --learning_rate 2e-4 --weight_decay 0.05 --warmup_ratio 0.3 on 127.0.0.1, is localhost: True, exception: Encountered a bad command exit code!", "colossalai-run-remote-failed", "unknown", "cascade"),
    # https://github.com/deepspeedai/DeepSpeed/issues/3232
    ("rank-0", "[2023-04-14 13:11:27,885] [ERROR] [launch.py:434:sigkill_handler] ['/usr/bin/python3', '-u', 'main.py', '--local_rank=0', '--data_path', 'Dahoas/rm-static', 'Dahoas/full-hh-rlhf', 'Dahoas/synthetic-instruct-gptj-pairwise', 'yitingxie/rlhf-reward-datasets', 'openai/webgpt_comparisons', 'stanfordnlp/SHP', '--data_split', '2,4,4', '--model_name_or_path', 'facebook/opt-125m', '--per_device_train_batch_size', '2', '--per_device_eval_batch_size', '8', '--max_seq_len', '512', '--learning_rate', '9.65e-6', '--weight_decay', '0.1', '--num_train_epochs', '2', '--gradient_accumulation_steps', '1', '--lr_scheduler_type', 'cosine', '--num_warmup_steps', '0', '--seed', '1234', '--zero_stage', '2', '--deepspeed', '--output_dir', '/content/DeepSpeedExamples/applications/DeepSpeed-Chat/output/actor-models/125m'] exits with return code = -9", "launcher-child-sigkill", "unknown", "initiating"),
    # https://github.com/deepspeedai/DeepSpeed/issues/5302
    ("rank-0", "[2024-03-20 20:31:29,269] [ERROR] [launch.py:321:sigkill_handler] ['/data/anaconda3/envs/llama/bin/python', '-u', 'src/train_bash.py', '--local_rank=4', '--stage', 'sft', '--deepspeed', 'configs/deepspeed_zero3_config.json', '--do_train', '--model_name_or_path', '/for_llm_model/', '--dataset', 'fin_', '--template', 'qwen', '--finetuning_type', 'full', '--output_dir', '/data_c/', '--overwrite_cache', '--per_device_train_batch_size', '1', '--gradient_accumulation_steps', '4', '--lr_scheduler_type', 'cosine', '--logging_steps', '10', '--save_steps', '1000', '--learning_rate', '5e-5', '--num_train_epochs', '2.0', '--plot_loss', '--fp16', '--cutoff_len', '4096', '--flash_attn'] exits with return code = 1", "launcher-child-exited", "unknown", "cascade"),
    # https://github.com/deepspeedai/DeepSpeedExamples/issues/626
    ("rank-0", "[2023-07-10 04:26:35,999] [ERROR] [launch.py:324:sigkill_handler] ['/global/D1/homes/sushant/sushanta/venv/bin/python3.10', '-u', 'trainCLM.py', '--local_rank=1', '--deepspeed', '/home/sushant/D1/sushanta/try/nepaligpt/clm/config/deepspeed_config.json'] exits with return code = -11", "launcher-child-exited", "unknown", "cascade"),
    # https://github.com/wenwenyu/PICK-pytorch/issues/36 (torch.distributed.launch)
    ("rank-0", "subprocess.CalledProcessError: Command '['/opt/conda/bin/python', '-u', 'train.py', '--local_rank=3', '-c', 'config.json', '--local_world_size', '4']' returned non-zero exit status 1.", "launcher-child-exited", "unknown", "cascade"),
    # https://github.com/yan-roo/SpineNet-Pytorch/issues/6
    ("rank-0", "subprocess.CalledProcessError: Command '['/home/payal/anaconda3/envs/spn/bin/python', '-u', 'tools/train.py', '--local_rank=1', './configs/sp.py', '--launcher', 'pytorch']' returned non-zero exit status 1.", "launcher-child-exited", "unknown", "cascade"),
    # a wrapper that ran its launcher as one shell string (`subprocess.run(cmd, shell=True,
    # check=True)`): CPython's CalledProcessError.__str__ formats `"Command '%s' returned
    # non-zero exit status %d." % (self.cmd, self.returncode)` (Lib/subprocess.py), the string
    # quoted whole, not a list; quoted from that format string, the command ours
    ("rank-0", "subprocess.CalledProcessError: Command 'python -m torch.distributed.launch --nnodes 1 --node_rank 0 --nproc_per_node 4 train.py' returned non-zero exit status 1.", "launcher-child-exited", "unknown", "cascade"),
    # a wrapper CLI that runs the launcher itself, not Python (axolotl's `train` command:
    # `subprocess.run(cmd, check=True)` with `cmd = ["accelerate", "launch", "-m",
    # "axolotl.cli.train", ...]`, src/axolotl/cli/main.py): the command as axolotl's own error
    # line quotes it in https://github.com/axolotl-ai-cloud/axolotl/issues/2847, in CPython's
    # CalledProcessError format (Lib/subprocess.py)
    ("rank-0", "subprocess.CalledProcessError: Command '['accelerate', 'launch', '-m', 'axolotl.cli.train', '/home/x/Desktop/axolotl-configs/main-dora-test.yml', '--debug-num-examples', '0']' returned non-zero exit status 1.", "launcher-child-exited", "unknown", "cascade"),
    # -- PyTorch's DataLoader: a worker process died --------------------------------------------
    # https://github.com/hpcaitech/Open-Sora/issues/815
    ("rank-0", "[rank0]: RuntimeError: DataLoader worker (pid(s) 8864) exited unexpectedly", "dataloader-worker-exited", "unknown", "initiating"),
    # https://github.com/RangiLyu/nanodet/issues/569
    ("rank-0", "RuntimeError: DataLoader worker (pid(s) 10156, 4764, 12160, 20160) exited unexpectedly", "dataloader-worker-exited", "unknown", "initiating"),
    # https://github.com/ultralytics/ultralytics/issues/16400
    ("rank-0", "[rank0]: RuntimeError: DataLoader worker (pid 3349014) is killed by signal: Terminated. ", "dataloader-worker-terminated", "unknown", "cascade"),
    # -- batch schedulers ----------------------------------------------------------------------
    # https://github.com/flux-framework/flux-core/issues/6653 (flux jobs, failed jobs' exceptions)
    ("flux", "fdFmCpYwQZ5  node-failure              node failure on elcap8767 (shell rank 1127)", "flux-node-failure", "node_failure", "initiating"),
    # https://github.com/IBM/CAST/issues/776 (bhist -l)
    ("lsf", "Tue Jul 30 21:43:41: Exited by LSF signal TERM_EXTERNAL_SIGNAL. The CPU time us", "lsf-killed-unknown", "unknown", "cascade"),
    # https://github.com/cBio/cbio-cluster/issues/62 (Torque's mail)
    ("mail", "Aborted by PBS Server", "pbs-server-aborted", "unknown", "cascade"),
    ("mail", "Job cannot be executed", "pbs-server-aborted", "unknown", "cascade"),
    # https://www.open-mpi.org/community/lists/users/2011/03/16021.php (Torque's mother superior)
    ("rank-0", "=>> PBS: job killed: node 18 (n314) requested job terminate, 'EOF' (code 1099) - received SISTER_EOF attempting to communicate with sister MOM's", "pbs-sister-mom-lost", "node_failure", "initiating"),
    # https://github.com/StarExec/StarExec/issues/79 (Grid Engine's qmaster messages)
    ("sge", "02/25/2018 04:29:57|worker|starexec2|W|job 9882833.1 failed on host n110.star.cs.uiowa.edu assumedly after job because: job 9882833.1 died through signal KILL (9)", "sge-job-failed", "unknown", "cascade"),
    # -- Google's training services (Cloud ML Engine, AI Platform, Vertex AI) --------------------
    # https://github.com/tensorflow/models/issues/5591
    ("driver", "The replica master 0 ran out-of-memory and exited with a non-zero status of 9(SIGKILL)", "cloud-ml-replica-oom", "oom", "initiating"),
    # https://github.com/tensorflow/models/issues/7568
    ("driver", "The replica master 0 exited with a non-zero status of 1", "cloud-ml-replica-exited", "unknown", "cascade"),
    # https://github.com/GoogleCloudPlatform/vertex-ai-samples/issues/1898
    ("driver", 'message: "The replica workerpool0-0 exited with a non-zero status of 128. Termination reason: StartError. \\n Termination log message: failed to create containerd task: fa', "cloud-ml-replica-exited", "unknown", "cascade"),
    # -- Huawei Cloud ModelArts (its troubleshooting guide's own example) ------------------------
    # https://support.huaweicloud.com/intl/en-us/trouble-modelarts/modelarts_13_0074.html
    ("driver", "[Modelarts Service Log]Training end with return code: 137", "modelarts-training-ended", "unknown", "cascade"),
    # -- a NIC's transmit hang (the node's own kernel log) ----------------------------------------
    # https://github.com/Avnu/OpenAvnu/issues/210
    ("kernel", "May  6 19:48:46 workstation kernel: [   95.178723] igb 0000:09:00.0: Detected Tx Unit Hang", "nic-tx-hang", "network", "initiating"),
    # https://github.com/gislab-npo/gislab/issues/407
    ("kernel", "[ 9327.470501] e1000e 0000:00:19.0 eth0: Detected Hardware Unit Hang:", "nic-tx-hang", "network", "initiating"),
    # https://github.com/intel/ethernet-linux-ixgbe/issues/21
    ("kernel", "[   57.585951] ixgbe 0000:01:00.0 eth2: Detected Tx Unit Hang", "nic-tx-hang", "network", "initiating"),
    # https://github.com/heidsoft/devops/issues/67
    ("kernel", "kernel: mlx5_core TX timeout detected", "nic-tx-hang", "network", "initiating"),
    # -- the CephFS kernel client evicted by its MDS (the troubleshooting guide's lines) ------------
    # https://github.com/ceph/ceph/pull/65325
    ("kernel", "Jul 20 08:14:39 teuthology kernel: [3677602.093378] ceph: mds0 reconnect denied", "cephfs-client-evicted", "storage", "initiating"),
    ("kernel", "Jul 20 08:14:39 teuthology kernel: [3677602.098525] ceph:  dropping dirty+flushing Fw state for ffff8802dc150518 1099935956631", "cephfs-client-evicted", "storage", "initiating"),
    # -- a kernel oops ---------------------------------------------------------------------------
    # https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1107
    ("kernel", "Apr 28 10:17:39 nixos kernel: BUG: kernel NULL pointer dereference, address: 0000000000000030", "kernel-oops", "node_failure", "initiating"),
    # https://github.com/ROCm/hip/issues/15
    ("kernel", "Mar 24 11:53:43 pandemonium kernel: [   13.312533] BUG: unable to handle kernel NULL pointer dereference at 0000000000000010", "kernel-oops", "node_failure", "initiating"),
    # https://github.com/hardkernel/linux/pull/346 (arm64)
    ("kernel", "[ 2227.029027] Internal error: Oops: 96000005 [#1] SMP", "kernel-oops", "node_failure", "initiating"),
    # -- the NVIDIA driver refusing a GPU that needs a reset --------------------------------------
    # https://github.com/scitix/sichek/issues/51
    ("kernel", "[Sun Jan 11 09:52:01 2026] NVRM: nvAssertOkFailedNoLog: Assertion failed: Reset required [NV_ERR_RESET_REQUIRED] (0x00000062) returned from status @ kernel_channel.c:2874", "nvrm-reset-required", "gpu_hardware", "initiating"),
    # -- a thermal shutdown ----------------------------------------------------------------------
    # https://github.com/NixOS/nixos-hardware/issues/208
    ("kernel", "Nov 16 09:26:47 wmertens-nixos kernel: thermal thermal_zone3: critical temperature reached (80 C), shutting down", "kernel-thermal-shutdown", "node_failure", "initiating"),
    # https://github.com/pyavitz/debian-image-builder/issues/98
    ("kernel", " kernel:thermal thermal_zone0: gpu-thermal: critical temperature reached, shutting down", "kernel-thermal-shutdown", "node_failure", "initiating"),
    ("kernel", " kernel:reboot: HARDWARE PROTECTION shutdown (Temperature too high)", "kernel-thermal-shutdown", "node_failure", "initiating"),
    # -- device memory pools: MindSpore, CANN's graph engine -------------------------------------
    # https://github.com/candle-org/MindAct/issues/1761
    ("rank-0", "[ERROR] PRE_ACT(54175,fffdbcff91e0,python):2024-10-22-11:24:55.301.443 [mindspore/ccsrc/backend/common/mem_reuse/mem_dynamic_allocator.cc:392] AddMemBlockAndMemBufByEagerFree] TotalUsedMemStatistics : 29356337664 plus TotalUsedByEventMemStatistics : 0 and plus alloc size : 301990400 is more than total mem size : 29464985600.", "device-memory-pool-exhausted", "oom", "initiating"),
    # https://github.com/PKU-YuanGroup/Helios/issues/62
    ("rank-0", "ERROR 04-09 21:56:46 [diffusion_engine.py:82]         Call rtMalloc fail, purpose: page caching, type = 2, size:3221291008, device_id:0[FUNC:Alloc][FILE:device_allocator.cc][LINE:72]", "device-memory-pool-exhausted", "oom", "initiating"),
    # -- AWS Batch: the job's host was taken -----------------------------------------------------
    # https://github.com/azavea/raster-vision-aws/issues/15
    ("batch", "Status Reason: Host EC2 Terminated", "aws-instance-reclaimed", "preemption", "initiating"),
    # https://github.com/ministryofjustice/modernisation-platform-environments/pull/17291
    ("batch", '"StatusReason": "Host EC2 (instance i-08784105ffff56b4f) terminated."', "aws-instance-reclaimed", "preemption", "initiating"),
]


@pytest.mark.parametrize(("stream", "line", "signature", "category", "role"), POSTED,
                         ids=[f"{i}-{p[2]}" for i, p in enumerate(POSTED)])
def test_posted_lines_get_their_signature(catalog, stream, line, signature, category, role) -> None:
    assert _best(catalog, line, stream) == (signature, category, role), line


# Lines of healthy runs of the same tools: none is read as one of these failures.
HEALTHY = [
    # a launcher's normal clean-up and a build tool's own subprocess (not a training child)
    ("rank-0", "[2023-04-14 13:11:27,879] [INFO] [launch.py:428:sigkill_handler] Killing subprocess 13266"),
    ("rank-0", "subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1."),
    # a command that only names a launcher in its arguments runs no launcher (ours)
    ("rank-0", "subprocess.CalledProcessError: Command '['git', 'clone', 'https://github.com/huggingface/accelerate']' returned non-zero exit status 128."),
    # HCCL's timeout setting echoed at start; TensorFlow's hint after a recovered session error
    ("rank-0", "export HCCL_EXEC_TIMEOUT=17340"),
    ("rank-0", "INFO:tensorflow:An error was raised while a session was being created. This may be due to a preemption of a connected worker or parameter server. A new session will be created."),
    # Grid Engine's and Flux's routine lines, Torque's mail when a job begins
    ("sge", "02/21/2018 05:23:08|worker|starexec2|W|unable to find job \"9365675\" from the ticket order"),
    ("flux", "1646584205.600279 start"),
    ("mail", "Begun execution"),
    ("driver", "[Modelarts Service Log]Training end with return code: 0"),
    # a link that comes up, the CephFS client reconnecting, a program's own word "Oops"
    ("kernel", "[ 1653.377085] igb 0000:02:00.1 enp2s0f1: igb: enp2s0f1 NIC Link is Up 100 Mbps Full Duplex, Flow Control: RX/TX"),
    ("kernel", "Jul 20 08:14:38 teuthology kernel: [3677601.128019] ceph: mds0 reconnect start"),
    ("rank-0", "RuntimeError: Oops: something went wrong"),
    # an RCU stall is a warning, as a hung task is (https://github.com/cilium/tetragon/issues/328)
    ("kernel", "[  103.087243] rcu: INFO: rcu_sched detected stalls on CPUs/tasks:"),
]
FAILURE_SIGNATURES = {p[2] for p in POSTED}


@pytest.mark.parametrize(("stream", "line"), HEALTHY, ids=[str(i) for i in range(len(HEALTHY))])
def test_healthy_lines_of_the_same_tools_are_none_of_these(catalog, stream, line) -> None:
    found = _best(catalog, line, stream)
    assert found is None or found[0] not in FAILURE_SIGNATURES, (found, line)


def test_every_new_entry_cites_its_project(catalog) -> None:
    mine = [s for s in catalog.signatures if s.id in FAILURE_SIGNATURES | {"hccl-connect-failed"}]
    assert len(mine) == len(FAILURE_SIGNATURES) + 1
    for sig in mine:
        assert sig.spec.source.startswith("https://"), sig.id
        # a machine is implicated only by its own kernel's line or a scheduler's verdict naming
        # it; a shared filesystem, a relayed exit, a wait that ran out name nobody
        own_machine = (sig.category in ("node_failure", "network", "gpu_hardware")
                       and sig.id != "hccl-connect-failed")
        assert sig.spec.implicates_node == own_machine, sig.id


# ---- what the lines mean for a bundle ------------------------------------------------------
POSTED_MISSING_OUTPUT = next(p[1] for p in POSTED if "FlowWarpGrad" in p[1])
FAILED = [{"ts": _at(200), "job_state": "FAILED", "exit_code": 1}]


def test_a_disk_full_without_a_path_on_one_node_implicates_nobody(bundle) -> None:
    """`[Errno 28] No space left on device` with no path (https://github.com/hpcaitech/Open-Sora/issues/663)
    does not say which filesystem filled: a shared one fills for every writer, and excluding the
    node that happened to write would retry on a spare into the same full disk. `storage`, as the
    line says, nobody implicated; the same error at a node-local path names that node."""
    result = attribute_bundle(bundle({
        "metrics.jsonl": _steps(100),
        "logs/node-1/rank-0.log": _log((100, "step 10 loss 2.31")),
        "logs/node-2/rank-1.log": _log((100, "step 10 loss 2.30"),
                                       (130, "OSError: [Errno 28] No space left on device")),
    }, FAILED))
    assert (result.verdict, result.category) == ("attributed", "storage")
    assert result.implicated_nodes == []
    local = attribute_bundle(bundle({
        "logs/node-2/rank-1.log": _log(
            (130, "OSError: [Errno 28] No space left on device: '/tmp/tmpiwzz57z4'")),
    }, FAILED, name="local"))
    assert (local.category, local.implicated_nodes) == ("storage", ["node-2"])


def test_hccl_timeouts_on_every_rank_are_a_hang_and_name_nobody(bundle) -> None:
    """Every rank's EI0002 (https://github.com/hiyouga/LlamaFactory/pull/975) says that it
    waited, not who stopped: an ambiguous hang, as NCCL's watchdog timeouts are."""
    line = "EI0002: The wait execution of the Notify register times out. Reason: The Notify register has not received the Notify record from remote rank [4294967295].base information: [streamID:[1], taskID[39], taskType[Notify Wait], tag[AllReduce_192.168.0.116%enp69s0_60000_0_1694500287022627].] task information: [notify id:[0x0000000500000010], stage:[0], remote rank:[local].]"
    result = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": _log((150, line)),
        "logs/node-2/rank-1.log": _log((151, line)),
    }, FAILED))
    assert (result.verdict, result.category) == ("ambiguous", "hang")
    assert result.implicated_nodes == []


def test_a_tensorflow_cancellation_follows_the_lost_transport_it_relays(bundle) -> None:
    """The chief's UnavailableError comes first; the CancelledError that follows on the worker
    (https://github.com/tensorflow/tensorflow/issues/51676) is its cascade, not the program's bug."""
    result = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": _log((120, "tensorflow.python.framework.errors_impl.UnavailableError: Socket closed")),
        "logs/node-2/rank-1.log": _log((121, "tensorflow.python.framework.errors_impl.CancelledError:  [_Derived_]RecvAsync is cancelled.")),
    }, FAILED))
    assert result.category == "network" and result.signature == "tf-unavailable-transport-lost"
    assert result.implicated_nodes == []
    alone = attribute_bundle(bundle({
        "logs/node-2/rank-1.log": _log((121, "tensorflow.python.framework.errors_impl.CancelledError:  [_Derived_]RecvAsync is cancelled.")),
    }, FAILED, name="alone"))
    assert alone.category != "user_code" and alone.implicated_nodes == []


def test_a_kernel_output_missing_in_an_internal_error_is_the_programs_graph(bundle) -> None:
    """TensorFlow's InternalError usually relays the runtime's own status, which says nothing of
    the program; the executor's `Missing 1-th output from` in it (the end of the traceback
    posted in https://github.com/sampepose/flownet2-tf/issues/19) is the program's graph."""
    result = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": _log(
            (120, '  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/client/session.py", line 1152, in _do_call'),
            (120, "    raise type(e)(node_def, op, message)"),
            (120, POSTED_MISSING_OUTPUT)),
    }, FAILED))
    assert (result.verdict, result.category) == ("attributed", "user_code"), result.explanation
    assert result.signature == "tf-kernel-missing-output" and result.implicated_nodes == []


def test_a_device_merge_internal_error_is_the_programs_graph(bundle) -> None:
    """TensorFlow's InternalError usually relays the runtime's own status; the placer's
    `Cannot merge devices with incompatible ids` in it (as posted in
    https://github.com/ray-project/ray/issues/7747) is the program's multi-GPU graph: user_code,
    nobody implicated, on whichever machine it ran."""
    line = next(p[1] for p in POSTED if "Constraining by assigned device" in p[1])
    result = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log((120, line))}, FAILED))
    assert (result.verdict, result.category) == ("attributed", "user_code"), result.explanation
    assert result.signature == "tf-colocation-device-conflict" and result.implicated_nodes == []


def test_colossalais_relay_of_a_failed_host_run_is_not_the_programs_exception(bundle) -> None:
    """The launcher's `Error: failed to run ... on HOST` alone says a host's run failed, not
    why (https://github.com/hpcaitech/ColossalAI/issues/2441): ambiguous, nobody implicated."""
    relay = next(p[1] for p in POSTED if p[2] == "colossalai-run-remote-failed")
    result = attribute_bundle(bundle({"logs/node-1/launcher.log": _log((30, relay))}, FAILED))
    assert (result.verdict, result.category, result.implicated_nodes) == ("ambiguous", "unknown", [])


def test_deepspeeds_sigkilled_child_is_the_oom_killers_when_the_kernel_says_so(bundle) -> None:
    """The launcher's `exits with return code = -9` (https://github.com/deepspeedai/DeepSpeed/issues/3232)
    alone names no cause; the node's OOM kill a second before it does."""
    sigkill = "[2023-04-14 13:11:27,885] [ERROR] [launch.py:434:sigkill_handler] ['/usr/bin/python3', '-u', 'main.py', '--local_rank=0'] exits with return code = -9"
    alone = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log((60, sigkill))}, FAILED))
    assert (alone.verdict, alone.implicated_nodes) == ("ambiguous", [])
    explained = attribute_bundle(bundle({
        "logs/node-1/kernel.log": _log((59, "Out of memory: Killed process 13266 (python3) total-vm:98765432kB, anon-rss:87654321kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:170000kB oom_score_adj:0")),
        "logs/node-1/rank-0.log": _log((60, sigkill)),
    }, FAILED, name="oom"))
    assert (explained.verdict, explained.category) == ("attributed", "oom")
    assert explained.implicated_nodes == []


def test_flux_naming_a_failed_broker_implicates_that_node(bundle) -> None:
    """Flux's job-exec lost the job shell on a broker that went unreachable (its exec.c): its
    liveness verdict names the host, never the node whose log holds it."""
    result = attribute_bundle(bundle({
        "logs/node-1/flux.log": _log((90, "0.579s: job.exception type=exec severity=0 lost contact with job shell on broker node-2 (rank 1)")),
    }, FAILED))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "node_failure", "flux-node-failure")
    assert result.implicated_nodes == ["node-2"]


def test_a_grid_engine_failure_notice_names_no_machine(bundle) -> None:
    """`job ... failed on host H ... because: ... died through signal KILL (9)`
    (https://github.com/StarExec/StarExec/issues/79) says where the job ran and that it was
    killed, not that H failed: a failure of unknown cause, nobody implicated."""
    result = attribute_bundle(bundle({
        "logs/node-1/sge.log": _log((90, "02/25/2018 04:29:57|worker|starexec2|W|job 9882833.1 failed on host node-2 assumedly after job because: job 9882833.1 died through signal KILL (9)")),
    }))
    assert (result.verdict, result.category) == ("ambiguous", "unknown")
    assert result.implicated_nodes == []


def test_a_torque_abort_mail_filed_under_no_job_node_is_a_failure_of_unknown_cause(write_bundle) -> None:
    """Torque's mail (https://github.com/cBio/cbio-cluster/issues/62), saved under the head
    node's name, which is none of the job's: the job failed, and nothing says why or where."""
    mail = _log((50, "PBS Job Id: 1834202[26].mskcc-fe1.local"), (50, "Job Name:   plot.statistics.luad-26"),
                (50, "Exec host:  node-2/25"), (50, "Aborted by PBS Server"),
                (50, "Job cannot be executed"), (50, "See Administrator for help"),
                (50, "Exit_status=-9"))
    result = attribute_bundle(write_bundle({"logs/mskcc-fe1/mail.log": mail}, ranks=TWO_NODES))
    assert (result.verdict, result.category) == ("ambiguous", "unknown")
    assert result.implicated_nodes == []


def test_a_tx_hang_on_a_job_that_completed_is_no_cause_and_on_one_that_stopped_names_its_node(bundle) -> None:
    """igb's `Detected Tx Unit Hang` (https://github.com/Avnu/OpenAvnu/issues/210): the driver
    resets the adapter and traffic may come back. On a job that completed it is no failure;
    when training stopped after it, it is that node's network fault."""
    hang = "igb 0000:09:00.0: Detected Tx Unit Hang"
    completed = attribute_bundle(bundle({
        "metrics.jsonl": _steps(200),
        "logs/node-2/kernel.log": _log((95, hang)),
    }, [{"ts": _at(210), "job_state": "COMPLETED", "exit_code": 0}], name="completed"))
    assert completed.verdict == "no_failure"
    stopped = attribute_bundle(bundle({
        "metrics.jsonl": _steps(90),
        "logs/node-2/kernel.log": _log((95, hang)),
        "logs/node-1/rank-0.log": _log((400, "[E ProcessGroupNCCL.cpp:475] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1180, OpType=ALLREDUCE, Timeout(ms)=300000) ran for 300312 milliseconds before timing out.")),
    }, [{"ts": _at(420), "job_state": "FAILED", "exit_code": 1}], name="stopped"))
    assert (stopped.verdict, stopped.category, stopped.signature) == (
        "attributed", "network", "nic-tx-hang")
    assert stopped.implicated_nodes == ["node-2"]


def test_a_kernel_oops_names_its_node_only_when_the_node_then_went_down(bundle) -> None:
    """An oops (https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1107) on a node the
    scheduler then marks DOWN is that node's failure; alone, on a job that trained on, none."""
    oops = "BUG: kernel NULL pointer dereference, address: 0000000000000030"
    down = attribute_bundle(bundle({
        "logs/node-2/kernel.log": _log((95, oops)),
    }, [{"ts": _at(150), "node": "node-2", "node_state": "DOWN", "reason": "Not responding"},
        {"ts": _at(160), "job_state": "NODE_FAIL"}], name="down"))
    assert (down.verdict, down.category) == ("attributed", "node_failure")
    assert down.implicated_nodes == ["node-2"]
    survived = attribute_bundle(bundle({
        "metrics.jsonl": _steps(200),
        "logs/node-2/kernel.log": _log((95, oops)),
    }, [{"ts": _at(210), "job_state": "COMPLETED", "exit_code": 0}], name="survived"))
    assert survived.verdict == "no_failure"


def test_a_replica_the_service_says_ran_out_of_memory_is_oom_and_names_nobody(bundle) -> None:
    """Cloud ML Engine's verdict (https://github.com/tensorflow/models/issues/5591) beats the
    survivors' lost connections that follow it."""
    result = attribute_bundle(bundle({
        "logs/node-1/driver.log": _log((100, "The replica master 0 ran out-of-memory and exited with a non-zero status of 9(SIGKILL)")),
        "logs/node-2/rank-1.log": _log((110, "tensorflow.python.framework.errors_impl.UnavailableError: Socket closed")),
    }, FAILED))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "oom", "cloud-ml-replica-oom")
    assert result.implicated_nodes == []


def test_a_lost_sister_mom_names_its_node_only_when_something_about_it_agrees(bundle) -> None:
    """Torque's mother superior lost the sister MOM it names
    (https://www.open-mpi.org/community/lists/users/2011/03/16021.php): one report from another
    machine. Alone it names nobody; with the scheduler marking that node down, it is that node's."""
    line = "=>> PBS: job killed: node 1 (node-2) requested job terminate, 'EOF' (code 1099) - received SISTER_EOF attempting to communicate with sister MOM's"
    alone = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log((90, line))}, FAILED))
    assert (alone.verdict, alone.category, alone.implicated_nodes) == ("ambiguous", "node_failure", [])
    down = attribute_bundle(bundle({"logs/node-1/rank-0.log": _log((90, line))},
                                   [{"ts": _at(95), "node": "node-2", "node_state": "DOWN", "reason": "Not responding"},
                                    *FAILED], name="down"))
    assert (down.verdict, down.category) == ("attributed", "node_failure")
    assert down.implicated_nodes == ["node-2"]


def test_an_oops_yields_to_the_panic_that_follows_it(bundle) -> None:
    """The oops (https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1107) and the panic a
    moment later are one event; the panic is the node's plainer word for it."""
    result = attribute_bundle(bundle({
        "logs/node-2/kernel.log": _log((95, "BUG: kernel NULL pointer dereference, address: 0000000000000030"),
                                       (96, "Kernel panic - not syncing: Fatal exception")),
    }, FAILED))
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "node_failure", "kernel-panic")
    assert result.implicated_nodes == ["node-2"]


def test_a_dataloader_worker_that_died_of_shared_memory_is_oom(bundle) -> None:
    """The worker's own bus error in shared memory comes first; the main process's `exited
    unexpectedly` that follows (https://github.com/horovod/horovod/issues/2255) yields to it."""
    result = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": _log(
            (60, "[1,0]<stderr>:ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm)."),
            (61, "RuntimeError: DataLoader worker (pid(s) 372) exited unexpectedly")),
    }, FAILED))
    assert (result.verdict, result.category) == ("attributed", "oom")
    assert result.implicated_nodes == []
    alone = attribute_bundle(bundle({
        "logs/node-1/rank-0.log": _log((61, "RuntimeError: DataLoader worker (pid(s) 372) exited unexpectedly")),
    }, FAILED, name="alone"))
    assert (alone.verdict, alone.category, alone.implicated_nodes) == ("ambiguous", "unknown", [])
