"""Build the sixtieth blind corpus (tests/attribution/blind60/): managed training services.

    python tests/attribution/blind60_build.py

A held-out measure of how attribution generalises to training run on managed batch and cluster
services, each telling its own part of the story: SageMaker training jobs (status lines, the
AlgorithmError and ExecuteUserScriptError summaries, CloudWatch-stamped lines), a SageMaker
HyperPod cluster, Vertex AI custom jobs, Azure ML compute clusters (low-priority preemption, the
experiment's own failure summary), GKE Autopilot refusing a GPU workload, Ray Tune on spot nodes,
Modal, and Google Cloud ML Engine's distributed runtime. Reports were found with symptom searches
of stored public GitHub issue threads (and the stored pages, which held only documentation) and
taken in the order the searches returned them, skipping reports without a copyable log line,
reports not about a training run, and reports any other corpus or file of the repository cites.
It was assembled by one helper who read neither the engine nor its catalogs; the labels were
written before any engine ran on these bundles, and no report cited here is cited anywhere else in
the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted; a line the report wrapped stays wrapped; a markdown quote sign or code fence in
front of a line left out). Ours is only the assembly, as in stacks_build.py: which node and stream
a line is filed under, an ISO-8601 time in front of every line (taken from the line's own stamp
where it has one), job.json, the scheduler events and the per-rank step metrics. The labels follow
DESIGN's taxonomy and the rules of the realworld, stacks, frontier and blind READMEs (see
blind60/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind60"
SPLIT = "blind60"

# ---- sources (one public report per incident) --------------------------------------------------
VERTEX2880 = "https://github.com/GoogleCloudPlatform/vertex-ai-samples/issues/2880"
AZDOCS66288 = "https://github.com/MicrosoftDocs/azure-docs/issues/66288"
RAY29982 = "https://github.com/ray-project/ray/issues/29982"
ARGO13073 = "https://github.com/argoproj/argo-workflows/issues/13073"
SMSDK1225 = "https://github.com/aws/sagemaker-python-sdk/issues/1225"
NCCL1214 = "https://github.com/NVIDIA/nccl/issues/1214"
MODELBUILDER526 = "https://github.com/dotnet/machinelearning-modelbuilder/issues/526"
AZMLBERT1 = "https://github.com/microsoft/AzureML-BERT/issues/1"
DOLLY25 = "https://github.com/databrickslabs/dolly/issues/25"
TRL1169 = "https://github.com/huggingface/trl/issues/1169"
LLMSMSAMPLE28 = "https://github.com/philschmid/llm-sagemaker-sample/issues/28"
SMEXAMPLES842 = "https://github.com/aws/amazon-sagemaker-examples/issues/842"
AWSOMEDIST340 = "https://github.com/awslabs/awsome-distributed-ai/issues/340"
SMSDK134 = "https://github.com/aws/sagemaker-python-sdk/issues/134"
HFBLOG114 = "https://github.com/huggingface/blog/issues/114"
RAPIDSDEPLOY523 = "https://github.com/rapidsai/deployment/issues/523"
MODALFLUX1 = "https://github.com/punitda/modal-flux-lora-trainer/issues/1"
HOROVOD2347 = "https://github.com/horovod/horovod/issues/2347"
SMREMOTE8 = "https://github.com/aws-samples/amazon-sagemaker-llm-fine-tuning-remote-decorator/issues/8"
TFMODELS6220 = "https://github.com/tensorflow/models/issues/6220"
TFMODELS5633 = "https://github.com/tensorflow/models/issues/5633"

SAGEMAKER_REMOTE_BOX = (
    '/opt/conda/lib/python3.11/site-packages/sagemaker/remote_function/client.py:351 in wrapper       │',  # noqa: E501
    '│                                                                                                  │',  # noqa: E501
    '│    348 │   │   │   job = _Job.start(job_settings, func, args, kwargs)                            │',  # noqa: E501
    '│    349 │   │   │                                                                                 │',  # noqa: E501
    '│    350 │   │   │   try:                                                                          │',  # noqa: E501
    '│ ❱  351 │   │   │   │   job.wait()                                                                │',  # noqa: E501
    '│    352 │   │   │   except UnexpectedStatusException as usex:                                     │',  # noqa: E501
    '│    353 │   │   │   │   if usex.actual_status == "Failed":                                        │',  # noqa: E501
    '│    354 │   │   │   │   │   try:                                                                  │',  # noqa: E501
    '│                                                                                                  │',  # noqa: E501
    '│ /opt/conda/lib/python3.11/site-packages/sagemaker/remote_function/job.py:1101 in wait            │',  # noqa: E501
)

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_sagemaker()
    build_google()
    build_azure()
    build_other_services()


# ---- SageMaker training jobs and HyperPod ------------------------------------------------------
def build_sagemaker() -> None:
    # ---- scikit-learn training job: AlgorithmError ExecuteUserScriptError, no traceback -------
    c = case("b60-sagemaker-sklearn-execute-user-script-error-no-detail", "ambiguous", "unknown",
             [], ["algo-1"],
             "A SageMaker scikit-learn training job on one ml.c4.xlarge fails; the service's "
             "summary is only 'AlgorithmError: ExecuteUserScriptError' with the command it ran, "
             "no traceback and no reason. Lines as posted, ISO times ours.",
             start="2020-01-11T00:25:23+00:00", scheduler="sagemaker", ranks_per_node=1)
    c.job(60.0, "RUNNING")
    c.log("algo-1", "service", SMSDK1225,
          "UnexpectedStatusException: Error for Training job "
          "sagemaker-scikit-learn-2020-01-11-00-25-23-491: Failed. Reason: AlgorithmError: "
          "ExecuteUserScriptError:",
          'Command "/miniconda3/bin/python -m mailswitch-train-and-calibrate-lsvc '
          '--regularization_C 0.00038335633948752675"', t=420.0)
    c.job(421.0, "FAILED", exit_code=1)

    # ---- DPO on one g4dn.12xlarge: DataParallel replica 0 out of memory ---------------------
    c = case("b60-sagemaker-g4dn-dpo-replica-0-cuda-oom", "attributed", "oom", [], ["algo-1"],
             "DPO training with TRL on a SageMaker g4dn.12xlarge training job: the CloudWatch "
             "lines show torch.cuda.OutOfMemoryError caught in DataParallel replica 0 on device "
             "0. Lines as posted with their CloudWatch stamps (+08:00); the ISO time in front "
             "ours, the same instant in UTC.",
             start="2024-01-12T11:00:00+00:00", scheduler="sagemaker", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.steps(1, 20, every=60.0, t0=300.0)
    c.log("algo-1", "algo-1-stdout", TRL1169,
          "2024-01-12T19:26:34.787+08:00                return parallel_apply(replicas, inputs, "
          "kwargs, self.device_ids[:len(replicas)]) File \"/opt/conda/lib/python3.10/site-packages"
          "/torch/nn/parallel/parallel_apply.py\", line 89, in parallel_apply",
          "2024-01-12T19:26:34.787+08:00                output.reraise() File \"/opt/conda/lib/"
          "python3.10/site-packages/torch/_utils.py\", line 644, in reraise",
          "2024-01-12T19:26:34.787+08:00                raise exception",
          "2024-01-12T19:26:34.787+08:00                torch.cuda.OutOfMemoryError: Caught "
          "OutOfMemoryError in replica 0 on device 0.", t=1594.787)
    c.job(1660.0, "FAILED", exit_code=1)

    # ---- FSDP gemma-2 9b on eight GPUs: the failure reason is CUDA out of memory on GPU 7 ----
    c = case("b60-sagemaker-fsdp-gemma-9b-gpu7-cuda-oom", "attributed", "oom", [], ["algo-1"],
             "A SageMaker training job fine-tuning gemma-2 9b with FSDP (a recipe that worked for "
             "llama 8b): the job's failure reason is ExecuteUserScriptError with exit code 1 and "
             "the error message torch.cuda.OutOfMemoryError on GPU 7 (22 GiB cards). Lines as "
             "posted (the code fence in front of the first left out), ISO times ours.",
             start="2024-09-29T13:03:11+00:00", scheduler="sagemaker", ranks_per_node=8)
    c.job(420.0, "RUNNING")
    c.log("algo-1", "service", LLMSMSAMPLE28,
          "UnexpectedStatusException: Error for Training job "
          "gemma-9b-test-2024-09-29-13-03-11-642: Failed. Reason: AlgorithmError: "
          "ExecuteUserScriptError:",
          "ExitCode 1",
          'ErrorMessage "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 7.81 '
          "GiB. GPU 7 has a total capacty of 22.19 GiB of which 5.32 GiB is free. Process 55370 "
          "has 16.85 GiB memory in use. Of the allocated memory 16.09 GiB is allocated by "
          "PyTorch, and 377.60 MiB is reserved by PyTorch but unallocated. If reserved but "
          "unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See "
          "documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF",
          " return model_forward(*args, **kwargs)",
          ' File "/opt/conda/lib/python3.10/site-packages/accelerate/utils/operations.py", line '
          "808, in __call__",
          " return convert_to_fp32(self.model_forward(*args, **kwargs))", t=900.0)
    c.job(901.0, "FAILED", exit_code=1)

    # ---- custom container: status lines up to 'Training in progress', then exit code 132 -----
    c = case("b60-sagemaker-custom-container-exit-132", "ambiguous", "unknown", [], ["algo-1"],
             "A SageMaker training job with the user's own container: the job's status lines run "
             "from starting to 'Training in progress', then the job fails with exit code 132 "
             "(the code as the report's title gives it; the job state ours). Nothing in the "
             "bundle says why. Lines as posted, ISO times ours from their own stamps.",
             start="2019-08-08T18:54:00+00:00", scheduler="sagemaker", ranks_per_node=1)
    for when, text in (
            ("2019-08-08 18:54:50", "2019-08-08 18:54:50 Starting - Starting the training job..."),
            ("2019-08-08 18:55:17", "2019-08-08 18:55:17 Starting - Launching requested ML "
             "instances........."),
            ("2019-08-08 18:56:24", "2019-08-08 18:56:24 Starting - Preparing the instances for "
             "training..."),
            ("2019-08-08 18:57:11", "2019-08-08 18:57:11 Downloading - Downloading input data"),
            ("2019-08-08 18:57:11", "2019-08-08 18:57:11 Training - Downloading the training "
             "image..."),
            ("2019-08-08 18:57:39", "2019-08-08 18:57:39 Training - Training image download "
             "completed. Training in progress.")):
        c.own("algo-1", "service", SMEXAMPLES842, when, text)
    c.job(240.0, "FAILED", exit_code=132)

    # ---- HyperPod, two P5 nodes: FSDP fails at validation with ENOMEM -----------------------
    n0, n1 = "hyperpod-p5-0", "hyperpod-p5-1"
    c = case("b60-hyperpod-two-p5-fsdp-validation-cannot-allocate-memory", "attributed", "oom", [],
             [n0, n1],
             "The FSDP test case's sbatch on a SageMaker HyperPod cluster of two P5 nodes "
             "(Slurm): training runs 500 batches and fails at the validation step with 'OSError: "
             "[Errno 12] Cannot allocate memory' from task 0. Host memory exhausted, no machine "
             "at fault. The line as posted (srun's task prefix kept; node names ours), ISO time "
             "ours; steps ours (the last 50 batches).",
             start="2024-05-19T08:00:00+00:00", scheduler="slurm", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(451, 500, every=2.0, t0=900.0)
    c.log(n0, "srun", AWSOMEDIST340, "0: OSError: [Errno 12] Cannot allocate memory", t=1010.0)
    c.job(1020.0, "FAILED", exit_code=1)

    # ---- ml.p2.8xlarge: AlgorithmError Exit Code 139 after about 18 hours --------------------
    c = case("b60-sagemaker-p2-8xlarge-exit-139-after-18-hours", "ambiguous", "unknown", [],
             ["algo-1"],
             "A SageMaker training job on one ml.p2.8xlarge trains for about 18 hours and then "
             "fails with 'AlgorithmError: Exit Code: 139'; the poster's CloudWatch logs show no "
             "sign of the failure. A signal (139) with no reason. The line as posted, ISO time "
             "ours; steps ours.",
             start="2018-04-08T12:00:00+00:00", scheduler="sagemaker", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.steps(1, 18, every=3600.0, t0=60.0)
    c.log("algo-1", "service", SMSDK134, "AlgorithmError: Exit Code: 139", t=64900.0)
    c.job(64901.0, "FAILED", exit_code=139)

    # ---- Hugging Face seq2seq on two ml.p3.16xlarge: 'Training job failed', nothing else -----
    c = case("b60-sagemaker-hf-seq2seq-two-p3-training-job-failed", "ambiguous", "unknown", [],
             ["algo-1", "algo-2"],
             "The Hugging Face summarization example with SageMaker's data-parallel distribution "
             "on two ml.p3.16xlarge: the job's status goes from uploading to 'Failed - Training "
             "job failed'. No cause in the bundle. Lines as posted, ISO times ours from their "
             "own stamps.",
             start="2021-05-28T08:50:00+00:00", scheduler="sagemaker", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.own("algo-1", "service", HFBLOG114, "2021-05-28 09:03:30",
          "2021-05-28 09:03:30 Uploading - Uploading generated training model")
    c.own("algo-1", "service", HFBLOG114, "2021-05-28 09:03:30",
          "2021-05-28 09:03:30 Failed - Training job failed")
    c.job(811.0, "FAILED")

    # ---- RAPIDS HPO on ml.p3.2xlarge: XGBoost memory allocation error (out_of_memory) -------
    c = case("b60-sagemaker-rapids-xgboost-dask-gpu-out-of-memory", "attributed", "oom", [],
             ["algo-1"],
             "The RAPIDS hyperparameter-optimisation example on SageMaker (ml.p3.2xlarge, one "
             "V100): the first training job fails in xgboost.dask.train with a memory allocation "
             "error on worker 0, std::bad_alloc out_of_memory from RMM's CUDA memory resource. "
             "Lines as posted (the quote sign in front of the first left out), ISO times ours.",
             start="2025-02-12T02:05:00+00:00", scheduler="sagemaker", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.log("algo-1", "algo-1-stdout", RAPIDSDEPLOY523,
          "Traceback (most recent call last):",
          '  File "/opt/ml/code/train.py", line 75, in <module>',
          "    train()",
          '  File "/opt/ml/code/train.py", line 43, in train',
          "    trained_model = ml_workflow.fit(X_train, y_train)",
          "                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '  File "/opt/ml/code/MLWorkflow.py", line 90, in timed_execution_wrapper',
          "    result = target_function(*args, **kwargs)",
          "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '  File "/opt/ml/code/workflows/MLWorkflowMultiGPU.py", line 156, in fit',
          "xgboost.core.XGBoostError: [02:14:02] /home/conda/feedstock_root/build_artifacts/"
          "xgboost-split_1733189075592/work/src/c_api/../common/device_helpers.cuh:393: Memory "
          "allocation error on worker 0: std::bad_alloc: out_of_memory: CUDA error at: "
          "/opt/conda/include/rmm/mr/device/cuda_memory_resource.hpp", t=542.0)
    c.job(545.0, "FAILED", exit_code=1)

    # ---- flytekit on SageMaker, mpirun over algo-1 and algo-2: the wrapper's exit status 1 ----
    c = case("b60-sagemaker-flytekit-mpirun-wrapper-exit-status-1", "ambiguous", "unknown", [],
             ["algo-1", "algo-2"],
             "A Flyte task running distributed Horovod training as a SageMaker training job "
             "(mpirun across algo-1 and algo-2): rank 0's stderr shows the flytekit SageMaker "
             "runner's traceback ending in CalledProcessError, the pyflyte-execute command "
             "having returned non-zero exit status 1. The bundle holds no line saying why the "
             "command failed. Lines as posted (mpirun's tags kept), ISO times ours.",
             start="2020-12-10T09:00:00+00:00", scheduler="sagemaker", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.log("algo-1", "mpirun", HOROVOD2347,
          "[1,0]<stderr>:    exec(code, run_globals)",
          '[1,0]<stderr>:  File "/srv/service/venv/bin/flytekit_sagemaker_runner.py", line 96, '
          "in <module>",
          "[1,0]<stderr>:    run(sys.argv)",
          '[1,0]<stderr>:  File "/srv/service/venv/bin/flytekit_sagemaker_runner.py", line 91, '
          "in run",
          "[1,0]<stderr>:    subprocess.run(flyte_cmd, stdout=sys.stdout, stderr=sys.stderr, "
          "encoding='utf-8', check=True)",
          '[1,0]<stderr>:  File "/usr/lib/python3.6/subprocess.py", line 438, in run',
          "[1,0]<stderr>:    output=stdout, stderr=stderr)",
          "[1,0]<stderr>:subprocess.CalledProcessError: Command '['service_venv', "
          "'pyflyte-execute', '--task-module', 'workflows.custom_sagemaker_training_dist', "
          "'--task-name', 'custom_training_task', '--inputs', 's3://<bucket>/metadata/propeller/"
          "staging/flyteplayground-development-gyn9tmz7z9/custom/data/inputs.pb', "
          "'--output-prefix', 's3://<bucket>/metadata/propeller/staging/"
          "flyteplayground-development-gyn9tmz7z9/custom/data/0']' returned non-zero exit "
          "status 1.", t=240.0)
    c.job(245.0, "FAILED", exit_code=1)

    # ---- remote-decorator fine-tuning of DeepSeek 7B: only the SDK's wait() traceback ---------
    c = case("b60-sagemaker-remote-decorator-deepseek-7b-job-failed", "ambiguous", "unknown", [],
             ["algo-1"],
             "Fine-tuning DeepSeek-R1-Distill-Qwen-7B with FSDP and LoRA through SageMaker's "
             "remote decorator on an ml.g5.12xlarge: the client prints the rich traceback of "
             "job.wait() raising on the failed job. The job's reason is not in the bundle. Lines "
             "as posted, ISO times ours.",
             start="2025-02-21T10:00:00+00:00", scheduler="sagemaker", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.log("algo-1", "client", SMREMOTE8, *SAGEMAKER_REMOTE_BOX, t=1500.0)
    c.job(1490.0, "FAILED")


# ---- Google: Vertex AI, GKE Autopilot, Cloud ML Engine -----------------------------------------
def build_google() -> None:
    # ---- Vertex AI custom job: 'Replica exited with a non-zero status code 1' ---------------
    c = case("b60-vertex-custom-job-replica-nonzero-status-1", "ambiguous", "unknown", [],
             ["workerpool0-0"],
             "The PyTorch text-classification notebook's custom training job on Vertex AI "
             "(pre-built or custom container) fails every time with the service's 'Replica "
             "exited with a non-zero status code 1' and nothing more. The service's message as "
             "the report quotes it, ISO time ours.",
             start="2024-04-12T09:00:00+00:00", scheduler="vertex-ai", ranks_per_node=1)
    c.job(120.0, "RUNNING")
    c.log("workerpool0-0", "service", VERTEX2880,
          "Replica exited with a non-zero status code 1", t=480.0)
    c.job(481.0, "FAILED", exit_code=1)

    # ---- Vertex AI, a2-ultragpu-8g: Dolly fine-tuning CUDA out of memory on GPU 1 ------------
    c = case("b60-vertex-a2-ultragpu-dolly-cuda-oom-gpu1", "attributed", "oom", [],
             ["a2-ultragpu-8g"],
             "Dolly fine-tuning run on Vertex AI with the repository's default settings on an "
             "a2-ultragpu-8g: OutOfMemoryError, CUDA out of memory trying to allocate 22.54 GiB "
             "on GPU 1. Lines as posted (wrapped as in the report; the node name ours), ISO "
             "times ours.",
             start="2023-03-28T10:00:00+00:00", scheduler="vertex-ai", ranks_per_node=8)
    c.job(0.0, "RUNNING")
    c.steps(1, 3, every=30.0, t0=600.0)
    c.log("a2-ultragpu-8g", "rank-1", DOLLY25,
          "OutOfMemoryError: CUDA out of memory. Tried to allocate 22.54 GiB (GPU 1; 39.59",
          "GiB total capacity; 22.65 GiB already allocated; 15.92 GiB free; 22.66 GiB",
          "reserved in total by PyTorch) If reserved memory is >> allocated memory try",
          "setting max_split_size_mb to avoid fragmentation.  See documentation for Memory",
          "Management and PYTORCH_CUDA_ALLOC_CONF", t=690.0)
    c.job(700.0, "FAILED", exit_code=1)

    # ---- GKE Autopilot: Warden denies the GPU training pod (CPU and memory above maxima) -----
    c = case("b60-gke-autopilot-warden-denies-gpu-training-pod", "attributed", "user_code", [],
             ["argo-controller"],
             "An Argo workflow's GPU training step on GKE Autopilot (which runs fine as a plain "
             "Job) never gets its pod: GKE Warden's admission webhook denies it because the "
             "requested CPU and memory exceed Autopilot's maxima (11 CPU, 74Gi). The job's own "
             "specification, nothing started. Lines as posted (escapes as printed), ISO times "
             "ours from their own stamps.",
             start="2024-05-21T17:55:00+00:00", scheduler="kubernetes", ranks_per_node=1)
    c.own("argo-controller", "workflow-controller", ARGO13073, "2024-05-21 17:55:33.563",
          'time="2024-05-21T17:55:33.563Z" level=info msg="Pod node gait-train-wvpj5-3685538568 '
          'initialized Pending" namespace=training workflow=gait-train-wvpj5')
    c.own("argo-controller", "workflow-controller", ARGO13073, "2024-05-21 17:55:33.667",
          r'time="2024-05-21T17:55:33.667Z" level=warning msg="Non-transient error: admission '
          r'webhook \"warden-validating.common-webhooks.networking.gke.io\" denied the request: '
          r"GKE Warden rejected the request because it violates one or more constraints.\n"
          r'Violations details: {\"[denied by autogke-pod-limit-constraints]\":[\"Max cpu '
          r"requested by init containers for workload 'gait-train-wvpj5-train-3685538568' is "
          r"higher than the Autopilot maximum of '11'.\",\"Total cpu requested by containers for "
          r"workload 'gait-train-wvpj5-train-3685538568' is higher than the Autopilot maximum of "
          r"'11'.\",\"Max memory requested by init containers for workload "
          r"'gait-train-wvpj5-train-3685538568' is higher than the Autopilot maximum of "
          r"'74Gi'.\",\"Total memory requested by containers for workload "
          r"'gait-train-wvpj5-train-3685538568' is higher than the Autopilot maximum of "
          r"'74Gi'.\"]}\nRequested by user: 'system:serviceaccount:argo:argo', groups: "
          r"'system:serviceaccounts,system:serviceaccounts:argo,system:authenticated'.\"")
    c.job(40.0, "FAILED")

    # ---- Cloud ML Engine, distributed object detection: OS Error, the session is recreated ----
    c = case("b60-cloudml-distributed-od-os-error-session-recreated", "ambiguous", "network", [],
             ["worker-replica-4", "ps-replica-1"],
             "Object-detection training as a distributed Cloud ML Engine job (workers and "
             "parameter servers): a worker reports 'An error was raised. This may be due to a "
             "preemption in a connected worker or parameter server', an OS Error on receives "
             "between worker 4's GPU and parameter server 1, and the session is closed and "
             "recreated. One report of a broken link between tasks, no machine shown at fault, "
             "no terminal state in the report. The line as posted (the poster's quote marks "
             "left out; node names ours after the task names), ISO time ours.",
             start="2019-02-27T10:00:00+00:00", scheduler="cloud-ml-engine", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.steps(1, 10, every=30.0, t0=60.0)
    c.log("worker-replica-4", "worker", TFMODELS6220,
          "An error was raised. This may be due to a preemption in a connected worker or "
          "parameter server. The current session will be closed and a new session will be "
          "created. Error: OS Error [[Node: clip_by_global_norm/mul_482_S12705 = _Recv["
          'client_terminated=false, recv_device="/job:ps/replica:0/task:1/device:CPU:0", '
          'send_device="/job:worker/replica:0/task:4/device:GPU:0", '
          "send_device_incarnation=-2529168372228152166, "
          'tensor_name="edge_24320_clip_by_global_norm/mul_482", tensor_type=DT_FLOAT, '
          '_device="/job:ps/replica:0/task:1/device:CPU:0"]()]] [[Node: '
          "train/update/NoOp_1_S12824 = _Recv[client_terminated=false, "
          'recv_device="/job:worker/replica:0/task:4/device:GPU:0", '
          'send_device="/job:ps/replica:0/task:1/device:CPU:0", '
          'send_device_incarnation=1392361354333875400, tensor_name="edge_25101_train/update/'
          'NoOp_1", tensor_type=DT_FLOAT, _device="/job:worker/replica:0/task:4/device:GPU:0"]'
          "()]] [[Node: control_dependency_G415 = _Recv[client_terminated=false, "
          'recv_device="/job:worker/replica:0/task:4/device:CPU:0", '
          'send_device="/job:worker/replica:0/task:4/device:GPU:0", '
          "send_device_incarnation=-2529168372228152166, "
          'tensor_name="edge_21952_control_dependency", tensor_type=DT_FLOAT, '
          '_device="/job:worker/replica:0/task:4/device:CPU:0"]()]]', t=345.0)


    # ---- Cloud ML Engine, object detection: every replica's session keeps being recreated -----
    c = case("b60-cloudml-od-replicas-session-recreated-os-error", "ambiguous", "network", [],
             ["worker-replica-1", "worker-replica-4"],
             "The object-detection tutorial's pipeline as a distributed Cloud ML Engine job "
             "(fine on a single machine): replicas keep logging 'An error was raised. This may be "
             "due to a preemption in a connected worker or parameter server ... Error: OS Error' "
             "and start new master sessions, for hours, wasting the job's time. No task shown at "
             "fault, no preemption shown, no terminal state in the report. Lines as posted (the "
             "quote signs in front left out; node names ours after the replica names), ISO "
             "times ours.",
             start="2018-10-29T08:00:00+00:00", scheduler="cloud-ml-engine", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.log("worker-replica-1", "worker", TFMODELS5633,
          "I  worker-replica-1 Start master session 75a97c7043cae868 with config: "
          "allow_soft_placement: true graph_options { rewrite_options { meta_optimizer_iterations: "
          "ONE } } worker-replica-1 ",
          "I  worker-replica-1 Graph was finalized. worker-replica-1 ",
          "I  worker-replica-1 An error was raised. This may be due to a preemption in a "
          "connected worker or parameter server. The current session will be closed and a new "
          "session will be created. Error: OS Error worker-replica-1 ", t=3600.0)
    c.log("worker-replica-4", "worker", TFMODELS5633,
          "I  worker-replica-4 Done running local_init_op. worker-replica-4 ",
          "I  worker-replica-4 Running local_init_op. worker-replica-4 ", t=3601.0)

# ---- Azure ML compute clusters -----------------------------------------------------------------
def build_azure() -> None:
    # ---- low-priority compute cluster: the job's nodes pre-empted ---------------------------
    c = case("b60-azureml-low-priority-cluster-preemption-error", "attributed", "preemption", [],
             ["aml-lowpri-node"],
             "An Azure ML pipeline step on a low-priority VM compute cluster fails with the "
             "service's PreemptionError: the job's nodes got pre-empted after a pre-emption "
             "warning signal, and the run is not restarted. The line as posted (the node name "
             "ours), ISO time ours; the PREEMPTED state ours from the service's message.",
             start="2020-11-18T10:00:00+00:00", scheduler="azureml", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.log("aml-lowpri-node", "service", AZDOCS66288,
          "AzureMLCompute job failed. PreemptionError: Nodes of this job got pre-empted. Check "
          "if the run has failed or restarted. Reason: Received pre-emption warning signal",
          t=780.0)
    c.job(781.0, "PREEMPTED")

    # ---- four-GPU Lightning DDP on an Azure ML cluster: CUDA out of memory ------------------
    node = "azureml-gpu-node"
    c = case("b60-azureml-four-gpu-lightning-ddp-cuda-oom", "attributed", "oom", [], [node],
             "A Lightning DDP model that trains on a laptop's single GPU runs out of memory on an "
             "Azure ML GPU cluster node with four GPUs: torch.cuda.OutOfMemoryError. The line as "
             "posted (the node name ours), ISO time ours.",
             start="2024-03-05T09:00:00+00:00", scheduler="azureml", ranks_per_node=4)
    c.job(0.0, "RUNNING")
    c.steps(1, 5, every=20.0, t0=300.0)
    c.log(node, "rank-0", NCCL1214, "torch.cuda.OutOfMemoryError: CUDA out of memory.",
          t=410.0)
    c.job(420.0, "FAILED", exit_code=1)

    # ---- AutoML image classification on Standard_NV12: a hidden RuntimeError -----------------
    node = "standard-nv12-node"
    c = case("b60-azureml-automl-vision-nv12-hidden-runtime-error", "attributed", "user_code", [],
             [node],
             "Model Builder's Azure training (AutoML image classification, seresnext) on a "
             "Standard_NV12 compute: right after 'start training' the run reports an "
             "unclassified RuntimeError (message hidden as PII), the experiment fails and the "
             "driver's traceback follows. An exception in the program. Lines as posted (the node "
             "name ours), ISO times ours.",
             start="2020-05-20T10:00:00+00:00", scheduler="azureml", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.log(node, "driver", MODELBUILDER526,
          "[model: seresnext, #param: 25519092]",
          "[start training: train batch_size: 80, val batch_size: 80]",
          "Type: Unclassified",
          "Class: RuntimeError",
          "Message: [Hidden as it may contain PII]",
          "Traceback:",
          "[Hidden as it may contain PII]",
          "The experiment failed. Finalizing run...",
          "Cleaning up all outstanding Run operations, waiting 300.0 seconds",
          "2 items cleaning up...",
          "Cleanup took 0.0015499591827392578 seconds",
          "Traceback (most recent call last):",
          '  File "hd_image_classification_dnn_driver.py", line 6, in <module>',
          "    runner.run(automl_settings, multilabel=False)", t=300.0)
    c.job(310.0, "FAILED", exit_code=1)

    # ---- AzureML-BERT GLUE fine-tuning: the experiment fails, traceback into the script ------
    node = "azureml-bert-node"
    c = case("b60-azureml-bert-glue-experiment-failed-traceback", "attributed", "user_code", [],
             [node],
             "Fine-tuning BERT on GLUE tasks (CoLA, MRPC) with the AzureML-BERT notebook: the "
             "experiment fails, Azure ML's context managers exit, and the traceback runs from "
             "the context-manager injector into run_classifier_azureml.py's main(). An "
             "exception in the program. Lines as posted (the quote sign in front of the first "
             "left out; the node name ours), ISO times ours from their own stamps where they "
             "have one.",
             start="2019-02-15T23:00:00+00:00", scheduler="azureml", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.log(node, "driver", AZMLBERT1,
          "The experiment failed. Finalizing run...",
          "Logging experiment finalizing status in history service", t=945.0)
    c.own(node, "driver", AZMLBERT1, "2019-02-15 23:15:46",
          "02/15/2019 23:15:46 - INFO - __main__ -   Exiting context: DaskOnBatch")
    c.own(node, "driver", AZMLBERT1, "2019-02-15 23:15:46",
          "02/15/2019 23:15:46 - INFO - __main__ -   Exiting context: OutputCollection")
    c.log(node, "driver", AZMLBERT1,
          "Cleaning up all outstanding Run operations, waiting 300.0 seconds",
          "2 items cleaning up...",
          "Cleanup took 0.20153117179870605 seconds", t=946.5)
    c.own(node, "driver", AZMLBERT1, "2019-02-15 23:15:47",
          "02/15/2019 23:15:47 - INFO - __main__ -   Exiting context: ProjectPythonPath")
    c.log(node, "driver", AZMLBERT1,
          "Traceback (most recent call last):",
          '  File "azureml-setup/context_manager_injector.py", line 152, in <module>',
          "    execute_with_context(cm_objects, options.invocation)",
          '  File "azureml-setup/context_manager_injector.py", line 88, in execute_with_context',
          '    runpy.run_path(sys.argv[0], globals(), run_name="__main__")',
          '  File "/opt/miniconda/lib/python3.6/runpy.py", line 263, in run_path',
          "    pkg_name=pkg_name, script_name=fname)",
          '  File "/opt/miniconda/lib/python3.6/runpy.py", line 96, in _run_module_code',
          "    mod_name, mod_spec, pkg_name, script_name)",
          '  File "/opt/miniconda/lib/python3.6/runpy.py", line 85, in _run_code',
          "    exec(code, run_globals)",
          '  File "run_classifier_azureml.py", line 626, in <module>',
          "    main()", t=947.5)
    c.job(950.0, "FAILED", exit_code=1)


# ---- Ray on spot nodes, Modal ------------------------------------------------------------------
def build_other_services() -> None:
    # ---- Ray Tune RLlib on spot instances: a worker node gone, stop signal, actors dead ------
    head = "ray-head"
    c = case("b60-ray-tune-rllib-spot-worker-gone-stop-signal", "attributed", "preemption", [],
             [head, "ray-worker"],
             "Ray's durable-upload RLlib release test (PPO on CartPole, four trials) on spot "
             "instances: a few seconds before the stop signal one of the worker nodes is gone "
             "(as the maintainer reports it); Tune receives the stop signal, stopping an actor "
             "fails with RayActorError (the actor died), and the trials do not complete. Lines "
             "as posted (tabs as printed), ISO times ours from their own stamps.",
             start="2022-11-01T17:00:00+00:00", scheduler="ray", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.steps(1, 20, every=50.0)
    c.own(head, "driver", RAY29982, "2022-11-01 17:17:36.209",
          "2022-11-01 17:17:36,209\tWARNING tune.py:716 -- Stop signal received (e.g. via "
          "SIGINT/Ctrl+C), ending Ray Tune run. This will try to checkpoint the experiment state "
          "one last time. Press CTRL+C (or send SIGINT/SIGKILL/SIGTERM) to skip. ")
    c.own(head, "driver", RAY29982, "2022-11-01 17:17:48.323",
          "2022-11-01 17:17:48,323\tERROR ray_trial_executor.py:111 -- An exception occurred "
          "when trying to stop the Ray actor:Traceback (most recent call last):")
    c.log(head, "driver", RAY29982,
          '  File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/tune/execution/'
          'ray_trial_executor.py", line 101, in _post_stop_cleanup',
          "    ray.get(future, timeout=timeout)",
          '  File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/_private/'
          'client_mode_hook.py", line 105, in wrapper',
          "    return func(*args, **kwargs)",
          '  File "/home/ray/anaconda3/lib/python3.7/site-packages/ray/_private/worker.py", line '
          "2305, in get",
          "    raise value",
          "ray.exceptions.RayActorError: The actor died unexpectedly before finishing this task.",
          t=1068.4)
    c.own(head, "driver", RAY29982, "2022-11-01 17:17:48.540",
          "2022-11-01 17:17:48,540\tERROR tune.py:783 -- Trials did not complete: "
          "[PPO_CartPole-v1_54830_00000, PPO_CartPole-v1_54830_00001, "
          "PPO_CartPole-v1_54830_00002, PPO_CartPole-v1_54830_00003]")
    c.job(1070.0, "FAILED", exit_code=1)

    # ---- Modal: FluxGym LoRA training, the ASGI proxy's TimeoutError, stops near an hour -----
    node = "modal-container"
    c = case("b60-modal-fluxgym-asgi-timeout-training-stops-at-an-hour", "ambiguous", "unknown",
             [], [node],
             "FluxGym LoRA training served from a Modal app: the container logs 'Task exception "
             "was never retrieved' with a TimeoutError in Modal's ASGI proxy, and the training "
             "does not run longer than about an hour. Nothing in the bundle says what ended it. "
             "Lines as posted (the node name ours), ISO times ours; steps ours.",
             start="2024-12-24T09:00:00+00:00", scheduler="modal", ranks_per_node=1)
    c.job(0.0, "RUNNING")
    c.steps(1, 30, every=115.0, t0=60.0)
    c.log(node, "app", MODALFLUX1,
          "Task exception was never retrieved",
          "future: <Task finished name='Task-3768' coro=<_proxy_http_request.<locals>."
          "send_response() done, defined at /pkg/modal/_asgi.py:231> exception=TimeoutError()>",
          "Traceback (most recent call last):",
          '  File "/pkg/modal/_asgi.py", line 238, in send_response', t=3540.0)
    c.job(3600.0, "FAILED")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b60-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
