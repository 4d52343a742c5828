"""Build the fifty-fourth blind corpus (tests/attribution/blind54/): training outside Python.

    python tests/attribution/blind54_build.py

A held-out proxy for issue 43's question ("stacks and failures described nowhere"), aimed at
training stacks that are not Python: Julia (Flux, CUDA.jl, MXNet.jl, MPI.jl, Distributed.jl
workers, TensorFlow.jl, MLJ, AdaGram), R (torch for R with luz, keras for R), the JVM
(Deeplearning4j on Spark, BigDL / Analytics Zoo on Spark and YARN), Rust (burn/cubecl via Brush),
.NET (TorchSharp) and Lua Torch. Reports were found with the search tool over GitHub issue threads
("Flux CUDA.jl out of memory training multi-GPU error", "MPI.jl error MPI_ABORT julia cluster",
"Deeplearning4j Spark training OutOfMemoryError cuda", "torch for R cuda error training luz",
"TorchSharp training CUDA out of memory exception", "burn wgpu training panicked out of memory",
"BigDL Analytics Zoo training spark executor lost error", "keras R fit error
ResourceExhaustedError OOM when allocating tensor", "Distributed.jl worker terminated
ProcessExitedException training", "tch-rs training CUDA error panicked Torch", ...) and taken in
the order the searches returned them, skipping only reports without a copyable log line, reports
not about training, reports off the theme (Python programs) and reports any other corpus or file
of the repository cites. It was assembled by one helper who read neither the engine nor its
catalogs; the labels were written before any engine ran on these bundles, and no report cited here
is cited anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted). Ours is only the assembly, as in stacks_build.py: which node and stream a line
is filed under, an ISO-8601 time in front of every line (taken from the line's own stamp where it
has one with a date), job.json, the scheduler events and the per-rank step metrics. The labels
follow DESIGN's taxonomy and the rules of the spent corpora's READMEs (see blind54/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind54"
SPLIT = "blind54"

# ---- sources (one public report per incident) --------------------------------------------------
MXNETJL64 = "https://github.com/dmlc/MXNet.jl/issues/64"
CUDAJL111 = "https://github.com/JuliaGPU/CUDA.jl/issues/111"
FLUX2358 = "https://github.com/FluxML/Flux.jl/issues/2358"
CUDAJL692 = "https://github.com/JuliaGPU/CUDA.jl/issues/692"
MPIJL171 = "https://github.com/JuliaParallel/MPI.jl/issues/171"
MPIJL517 = "https://github.com/JuliaParallel/MPI.jl/issues/517"
DL4J228 = "https://github.com/deeplearning4j/deeplearning4j/issues/228"
DL4J2186 = "https://github.com/deeplearning4j/deeplearning4j/issues/2186"
RTORCHBOOK2 = ("https://github.com/skeydan/Deep-Learning-and-Scientific-Computing-with-R-torch/"
               "issues/2")
LUZ8 = "https://github.com/LuzProject/luz/issues/8"
TORCHSHARP143 = "https://github.com/dotnet/TorchSharp/issues/143"
CIFARTORCH14 = "https://github.com/szagoruyko/cifar.torch/issues/14"
TORCHSHARP950 = "https://github.com/dotnet/TorchSharp/issues/950"
TORCH7_643 = "https://github.com/torch/torch7/issues/643"
BRUSH551 = "https://github.com/ArthurBrussee/brush/issues/551"
DL4J1864 = "https://github.com/deeplearning4j/deeplearning4j/issues/1864"
AZOO583 = "https://github.com/intel/analytics-zoo/issues/583"
BIGDL5111 = "https://github.com/intel/BigDL/issues/5111"
IPEX2693 = "https://github.com/intel/ipex-llm/issues/2693"
KERAS3_461 = "https://github.com/rstudio/keras3/issues/461"
TFJL484 = "https://github.com/malmaud/TensorFlow.jl/issues/484"
MLJ468 = "https://github.com/JuliaAI/MLJ.jl/issues/468"
ADAGRAM6 = "https://github.com/sbos/AdaGram.jl/issues/6"
TORCHRNN204 = "https://github.com/jcjohnson/torch-rnn/issues/204"
SEM3DNET3 = "https://github.com/nsavinov/semantic3dnet/issues/3"
TORCHTUT5 = "https://github.com/torch/tutorials/issues/5"

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def build() -> None:
    build_julia()
    build_jvm()
    build_r_dotnet_rust()
    build_lua()


# ---- Julia -------------------------------------------------------------------------------------
def build_julia() -> None:
    # ---- MXNet.jl: training starts on GPU0 and the storage allocator runs out of memory: oom ---
    node = "julia-gpu-host"
    c = case("b54-mxnetjl-fit-gpu-storage-out-of-memory", "attributed", "oom", [], [node],
             "mx.fit with MXNet.jl on GPU0 (batch of 20 images 128x128): after parameters are "
             "initialised and a checkpoint saved, training starts and the GPU storage allocator "
             "fails with CUDA: out of memory; the asynchronous engine aborts with dmlc::Error. "
             "Lines as posted (the node name ours; the last line, cut short, left out), ISO times "
             "ours.", start="2016-04-19T09:50:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", MXNETJL64,
          "INFO: Start training on [GPU0]",
          "INFO: Initializing parameters...",
          "INFO: Creating KVStore...",
          "INFO: TempSpace: Total 22 MB allocated on GPU0",
          "INFO: Saved checkpoint to './eval/G3DB-test-cp-0000.params'",
          "INFO: Start training...", t=30.0)
    c.log(node, "rank-0", MXNETJL64,
          "[09:50:35] /home/.julia/v0.4/MXNet/deps/src/mxnet/dmlc-core/include/dmlc/././"
          "logging.h:241: [09:50:35] src/storage/./gpu_device_storage.h:39: Check failed: e == "
          "cudaSuccess || e == cudaErrorCudartUnloading CUDA: out of memory", t=35.0)
    c.job(37.0, "FAILED", exit_code=134)

    # ---- CUDA.jl: Flux ResNet training fails after seconds with CuError 701: oom --------------
    node = "rtx2070-host"
    c = case("b54-cudajl-flux-resnet-cuerror-701", "attributed", "oom", [], [node],
             "Training a small ResNet with Flux on an 8 GB RTX 2070 (Julia 1.2, CuArrays 1.3) "
             "fails after a few seconds with CUDAdrv.CuError(701); the poster reports the GPU "
             "running out of memory unless the garbage collector is called explicitly. The line "
             "as posted (the node name ours), ISO time ours.",
             start="2019-11-13T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 3, every=2.0)
    c.log(node, "rank-0", CUDAJL111, "ERROR: LoadError: CUDAdrv.CuError(701, nothing)", t=6.0)
    c.job(8.0, "FAILED", exit_code=1)

    # ---- Flux 0.14.6 / CUDA 5.1.1: illegal memory access on the quick-start example: user_code -
    node = "gtx1050-laptop"
    c = case("b54-flux-quickstart-illegal-address-after-upgrade", "attributed", "user_code", [],
             [node],
             "After upgrading to Flux 0.14.6 and CUDA.jl 5.1.1 the Flux quick-start example fails "
             "in train!/update! with an illegal memory access (code 700) on a GTX 1050 laptop. "
             "A software-stack problem of the program's environment, no hardware shown at fault. "
             "Lines as posted (the node name ours), ISO times ours.",
             start="2023-12-03T12:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", FLUX2358,
          "ERROR: CUDA error: an illegal memory access was encountered (code 700, "
          "ERROR_ILLEGAL_ADDRESS)",
          "Stacktrace:",
          " [1] throw_api_error(res::CUDA.cudaError_enum)",
          "   @ CUDA C:\\Users\\Gerhard\\.julia\\packages\\CUDA\\YIj5X\\lib\\cudadrv\\"
          "libcuda.jl:27",
          " [2] isdone",
          "   @ CUDA C:\\Users\\Gerhard\\.julia\\packages\\CUDA\\YIj5X\\lib\\cudadrv\\"
          "stream.jl:111 [inlined]", t=20.0)
    c.job(22.0, "FAILED", exit_code=1)

    # ---- CUDA.jl: two Distributed workers on one GPU, worker 3 fails in cudnnCreate: oom -------
    node = "julia-workers-host"
    c = case("b54-cudajl-two-workers-one-gpu-cudnn-internal-error", "attributed", "oom", [],
             [node],
             "Two Distributed.jl workers train Flux models on the same GPU; one worker takes all "
             "of the GPU memory and the other (worker 3) fails in cudnnCreate with "
             "CUDNN_STATUS_INTERNAL_ERROR, which the poster traces to the GPU running out of "
             "memory. Lines as posted (the node name ours), ISO times ours.",
             start="2021-02-01T09:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(node, "driver", CUDAJL692,
          "ERROR: LoadError: TaskFailedException:",
          "On worker 3:",
          "CUDNNError: CUDNN_STATUS_INTERNAL_ERROR (code 4)",
          "throw_api_error at /root/.julia/packages/CUDA/wTQsK/lib/cudnn/error.jl:19",
          "cudnnCreate at /root/.julia/packages/CUDA/wTQsK/lib/cudnn/base.jl:9", t=40.0)
    c.job(42.0, "FAILED", exit_code=1)

    # ---- MPI.jl under SGI MPT: rank 1 aborts on a libuv assertion: user_code -------------------
    n0 = "fusion"
    c = case("b54-mpijl-mpt-rank1-libuv-assertion-sigabrt", "attributed", "user_code", [],
             [n0],
             "Julia 0.5 with MPI.jl on more than one process of a cluster (SGI MPT): rank 1's "
             "julia fails an assertion in libuv's uv__io_poll and MPT reports it received "
             "SIGABRT. The program's runtime, not a machine. Lines as posted (the host name as "
             "posted), ISO times ours.",
             start="2016-10-20T10:00:00+00:00", scheduler="static", ranks_per_node=2)
    c.log(n0, "rank-1", MPIJL171,
          "julia: /gpfs/workdir/viaudg/build/julia-0.5.0/deps/srccache/libuv-8d5131b6c1595920dd3"
          "0644cd1435b4f344b46c8/src/unix/linux-core.c:329: uv__io_poll: Assertion `(unsigned) "
          "fd < loop->nwatchers' failed.",
          "MPT: On host fusion, Program /gpfs/workdir/viaudg/build/julia-0.5.0/usr/bin/julia, "
          "Rank 1, Process 28399 received signal SIGABRT/SIGIOT(6)",
          "MPT: --------stack traceback-------", t=5.0)
    c.job(8.0, "FAILED", exit_code=134)

    # ---- MPI.jl + OpenMPI on a cluster: the job deadlocks: hang -------------------------------
    n0, n1 = "gadi-node-a", "gadi-node-b"
    c = case("b54-mpijl-openmpi-cluster-deadlock", "ambiguous", "hang", [], [n0, n1],
             "An MPI.jl program with OpenMPI on a cluster deadlocks; the posted backtrace ends in "
             "Julia's top-level evaluation and no rank is shown stopping first. Lines as posted "
             "(node names ours), ISO times ours.",
             start="2021-09-10T10:00:00+00:00", scheduler="slurm", ranks_per_node=2)
    c.log(n0, "rank-0", MPIJL517,
          "exec_options at ./client.jl:285",
          "_start at ./client.jl:485",
          "main at julia (unknown line)",
          "__libc_start_main at /lib64/libc.so.6 (unknown line)",
          "unknown function (ip: 0x4007d8)",
          "unknown function (ip: (nil))",
          "Allocations: 2649 (Pool: 2639; Big: 10); GC: 0", t=600.0)
    c.job(610.0, "CANCELLED", exit_code=0)

    # ---- TensorFlow.jl with Distributed workers: worker 14 terminated: ambiguous --------------
    node = "osx-julia-host"
    c = case("b54-tensorflowjl-worker-14-terminated", "ambiguous", "unknown", [], [node],
             "TensorFlow.jl used from Distributed.jl workers: worker 14 terminates and the "
             "master's fetch fails with ProcessExitedException. The bundle does not say why the "
             "worker exited. Lines as posted (the node name ours), ISO times ours.",
             start="2019-03-20T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "driver", TFJL484,
          "Worker 14 terminated.ERROR:",
          "ProcessExitedException()",
          "Stacktrace:",
          " [1] try_yieldto(::typeof(Base.ensure_rescheduled), ::Base.RefValue{Task}) at "
          "./event.jl:196",
          " [2] wait() at ./event.jl:255", t=120.0)
    c.job(122.0, "FAILED", exit_code=1)

    # ---- MLJ tuning on 64 processes: ProcessExitedException(19): ambiguous --------------------
    node = "mlj-64-proc-host"
    c = case("b54-mlj-64-processes-process-19-exited", "ambiguous", "unknown", [], [node],
             "Training an MLJ pipeline with acceleration over 64 Distributed processes "
             "(CPUProcesses, 64 threads) sometimes fails: process 19 exits and the tuning's "
             "asyncmap raises ProcessExitedException(19), mixed with another process's Info line. "
             "Why the process exited is not shown. Lines as posted (the node name ours), ISO "
             "times ours.", start="2020-03-09T10:00:00+00:00", scheduler="static",
             ranks_per_node=1)
    c.log(node, "driver", MLJ468,
          "ERROR: LoadError: ProcessExitedException(19)",
          "Stacktrace:[ Info: Training NodalMachine{CorrelationFeatureSelector} @ 4…66.",
          " [1] (::Base.var\"#732#734\")(::Task) at ./asyncmap.jl:178", t=900.0)
    c.job(902.0, "FAILED", exit_code=1)

    # ---- AdaGram.jl: learning completes, then workers abort while exiting: no failure ---------
    node = "adagram-host"
    c = case("b54-adagramjl-learning-complete-workers-abort-at-exit", "no_failure", "unknown",
             [], [node],
             "AdaGram.jl training across Julia workers reaches 'Learning complete' and, as the "
             "poster says, the model is written; then busy workers are forcibly interrupted and "
             "print 'pure virtual method called' and signal 6. The training completed. Lines as "
             "posted (the node name ours), ISO times ours; the COMPLETED state ours.",
             start="2015-10-06T08:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.steps(1, 10, every=300.0)
    c.log(node, "driver", ADAGRAM6,
          "        From worker 3:  99.99% -6.6615 0.0000 0.0000 8.4/10.0 1.02 kwords/sec",
          "        From worker 5:  64000 words read, 1898744649/2428126864",
          "Learning complete 223794613 / 2.23794609e8",
          "WARNING: Forcibly interrupting busy workers",
          "WARNING: Unable to terminate all workers",
          "pure virtual method called",
          "terminate called without an active exception",
          "signal (6): Aborted", t=2800.0)
    c.job(2810.0, "COMPLETED", exit_code=0)


# ---- the JVM: Deeplearning4j and BigDL on Spark ------------------------------------------------
def build_jvm() -> None:
    # ---- DL4J on Spark GPUs: CUDA_ERROR_OUT_OF_MEMORY in a task's AdaGrad update: oom ---------
    node = "spark-gpu-worker"
    c = case("b54-dl4j-spark-gpu-cuda-error-out-of-memory", "attributed", "oom", [], [node],
             "Deeplearning4j on Spark with GPUs: layer training runs on small batches, then task "
             "4.0 of stage 4.0 fails with jcuda's CUDA_ERROR_OUT_OF_MEMORY while AdaGrad "
             "computes its gradient. Lines as posted (the node name ours), ISO times ours (the "
             "lines' own stamps carry no date).",
             start="2015-05-05T18:04:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "executor", DL4J228,
          "18:04:48,416 INFO  ~ Training on layer 1 with 10 examples",
          "18:04:48,498 INFO  ~ Training on layer 1 with 9 examples", t=48.0)
    c.log(node, "executor", DL4J228,
          "18:04:54,169 ERROR ~ Exception in task 4.0 in stage 4.0 (TID 21)",
          "jcuda.CudaException: CUDA_ERROR_OUT_OF_MEMORY",
          "\tat org.nd4j.linalg.jcublas.buffer.BaseCudaDataBuffer.checkResult("
          "BaseCudaDataBuffer.java:336)", t=54.0)
    c.job(60.0, "FAILED", exit_code=1)

    # ---- DL4J ConjugateGradient on Spark: java.lang.OutOfMemoryError in JavaCPP: oom ----------
    node = "spark-executor-1"
    c = case("b54-dl4j-spark-conjugate-gradient-host-oom", "attributed", "oom", [], [node],
             "Deeplearning4j 0.6.0 with CONJUGATE_GRADIENT on Spark 1.6.0 and 2663 examples: the "
             "job fails with java.lang.OutOfMemoryError, JavaCPP unable to allocate a "
             "PointerPointer (physical bytes about 20 GB) during the RBM forward pass. Lines as "
             "posted (the node name ours), ISO times ours.",
             start="2016-10-18T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "executor", DL4J2186,
          "java.lang.OutOfMemoryError: Cannot allocate new PointerPointer(2), totalBytes = "
          "282104630, physicalBytes = 20594274304",
          "    at org.bytedeco.javacpp.PointerPointer.<init>(PointerPointer.java:126)",
          "    at org.deeplearning4j.nn.layers.feedforward.rbm.RBM.propUp(RBM.java:325)", t=300.0)
    c.job(305.0, "FAILED", exit_code=1)

    # ---- DL4J CNN on Spark standalone: executors disassociated one after another: ambiguous ---
    nodes = ["spark-master", "spark-worker-1"]
    c = case("b54-dl4j-spark-executor-lost-rpc-disassociated", "ambiguous", "unknown", [], nodes,
             "Training a CNN with Deeplearning4j 0.4.0 on Spark 1.6 standalone clusters: "
             "executors are lost one after another ('Remote RPC client disassociated. Likely due "
             "to containers exceeding thresholds, or network issues') until the job crashes. "
             "Spark itself names two possible causes; the bundle shows neither. The line as "
             "posted (the address placeholder as posted; node names ours), ISO time ours.",
             start="2016-07-22T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 20, every=60.0)
    c.log("spark-master", "driver", DL4J1864,
          "ERROR TaskSchedulerImpl: Lost executor 36 on < ip-of-the-node >: Remote RPC client "
          "disassociated. Likely due to containers exceeding thresholds, or network issues. "
          "Check driver logs for WARN messages.", t=1230.0)
    c.job(1300.0, "FAILED", exit_code=1)

    # ---- Analytics Zoo on YARN: container killed for exceeding memory limits: oom -------------
    nodes = ["hdp2stl020386.mastercard.int", "yarn-driver"]
    c = case("b54-analyticszoo-yarn-executor-memory-limit", "attributed", "oom", [], nodes,
             "A factorization machine trained with the Analytics Zoo orca estimator on YARN: "
             "after long training YARN kills executor 8's container for exceeding its memory "
             "limit (39.0 GB of 39 GB), a task fails four times and the job aborts. Lines as "
             "posted (the driver's node name ours), ISO times ours from their own stamps.",
             start="2020-10-22T05:00:00+00:00", scheduler="yarn", ranks_per_node=1)
    c.steps(1, 20, every=230.0)
    c.own("yarn-driver", "driver", AZOO583, "2020-10-22 06:19:25",
          "2020-10-22 06:19:25 ERROR YarnClusterScheduler:73 - Lost executor 8 on "
          "hdp2stl020386.mastercard.int: Container killed by YARN for exceeding memory limits.  "
          "39.0 GB of 39 GB physical memory used. Consider boosting "
          "spark.yarn.executor.memoryOverhead or disabling yarn.nodemanager.vmem-check-enabled "
          "because of YARN-4714.")
    c.own("yarn-driver", "driver", AZOO583, "2020-10-22 06:19:46",
          "2020-10-22 06:19:46 ERROR TaskSetManager:73 - Task 16 in stage 63971.0 failed 4 "
          "times; aborting job")
    c.log("yarn-driver", "driver", AZOO583, "Traceback (most recent call last):", t=4787.0)
    c.job(4790.0, "FAILED", exit_code=1)

    # ---- BigDL: NullPointerException in ModelBroadcast while caching thread models: user_code --
    nodes = ["bigdl-driver", "10.0.10.129"]
    c = case("b54-bigdl-modelbroadcast-nullpointer", "attributed", "user_code", [], nodes,
             "Training a feed-forward model with BigDL's DistriOptimizer: while caching thread "
             "models, task 0.0 of stage 16.0 on executor 1 (10.0.10.129) fails with a "
             "NullPointerException in ModelBroadcastImp.value. A program/library exception. Lines "
             "as posted (the driver's node name ours), ISO times ours from their own stamps.",
             start="2022-02-08T17:30:00+00:00", scheduler="static", ranks_per_node=1)
    c.own("bigdl-driver", "driver", BIGDL5111, "2022-02-08 17:33:10.748",
          "2022-02-08T17:33:10.748+0000 level=INFO thread=\"pool-36-thread-1\" "
          "logger=com.intel.analytics.bigdl.optim.DistriOptimizer$ req_id=\"\" user_id=\"\"")
    c.log("bigdl-driver", "driver", BIGDL5111, "Cache thread models...", t=190.749)
    c.own("bigdl-driver", "driver", BIGDL5111, "2022-02-08 17:33:11.165",
          "2022-02-08T17:33:11.165+0000 level=WARN thread=\"task-result-getter-1\" "
          "logger=org.apache.spark.scheduler.TaskSetManager req_id=\"\" user_id=\"\"")
    c.log("bigdl-driver", "driver", BIGDL5111,
          "Lost task 0.0 in stage 16.0 (TID 833) (10.0.10.129 executor 1): "
          "java.lang.NullPointerException",
          "\tat com.intel.analytics.bigdl.models.utils.ModelBroadcastImp.value("
          "ModelBroadcast.scala:166)", t=191.166)
    c.job(195.0, "FAILED", exit_code=1)

    # ---- BigDL DLClassifier on YARN: weight block not found in the block manager: user_code ---
    nodes = ["bigdata.node8", "bigdata-driver"]
    c = case("b54-bigdl-weight-block-not-found-large-data", "attributed", "user_code", [], nodes,
             "A BigDL DLClassifier trained with spark2-submit on YARN (4 executors of 5 GB): with "
             "a large training set, task 2.0 of stage 128542.0 on bigdata.node8 fails because "
             "the AllReduceParameter's weight block is not found in the block manager; with "
             "small data the demo finishes. An exception of the training program; nothing shows "
             "an OOM kill or a machine at fault. The line as posted (the driver's node name "
             "ours), ISO time ours.",
             start="2018-11-27T08:00:00+00:00", scheduler="yarn", ranks_per_node=1)
    c.steps(1, 20, every=300.0)
    c.log("bigdata-driver", "driver", IPEX2693,
          ":Lost task 2.0 in stage 128542.0 (TID 54319, bigdata.node8, executor 3): "
          "java.util.concurrent.ExecutionException: java.lang.RuntimeException: Didn't find "
          "weight block test_0weightBytes3 in the block manager. Did you initialize this "
          "AllReduceParameter on every executor?", t=6000.0)
    c.job(6005.0, "FAILED", exit_code=1)


# ---- R, .NET and Rust --------------------------------------------------------------------------
def build_r_dotnet_rust() -> None:
    # ---- R torch book: nn_mse_loss called as a function in the manual loop: user_code ---------
    node = "r-torch-host"
    c = case("b54-rtorch-manual-loop-nn-mse-loss-unused-argument", "attributed", "user_code",
             [], [node],
             "The manual training loop of the R torch book's luz chapter stops in the first "
             "batch: nn_mse_loss (a module constructor) is called where nnf_mse_loss was meant. "
             "Lines as posted (the node name ours), ISO times ours.",
             start="2023-05-04T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", RTORCHBOOK2,
          "Error in nn_mse_loss(output, target) : unused argument (target)", t=3.0)
    c.job(4.0, "FAILED", exit_code=1)

    # ---- luz on MPS: object 'delf' not found in epoch 1: user_code -----------------------------
    node = "r-mps-mac"
    c = case("b54-luz-autoencoder-object-delf-not-found", "attributed", "user_code", [], [node],
             "Fitting an autoencoder with luz::fit for 100 epochs on an Apple GPU (MPS) fails in "
             "epoch 1 with \"object 'delf' not found\" (a typo in the module), with torch's "
             "warning about MPS operators. Lines as posted (the node name ours), ISO times ours.",
             start="2023-11-30T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", LUZ8,
          "**Epoch 1/100",
          "Error in (function (x)  : object 'delf' not found",
          "In addition: Warning message:",
          "Some torch operators might not yet be implemented for the MPS device. A temporary fix "
          "is to set the `PYTORCH_ENABLE_MPS_FALLBACK=1` to", t=2.0)
    c.job(3.0, "FAILED", exit_code=1)

    # ---- keras for R on GPU: the BFC allocator runs out of memory: oom ------------------------
    node = "r-keras-gpu"
    c = case("b54-rkeras-gpu-bfc-allocator-ran-out", "attributed", "oom", [], [node],
             "A keras model fitted from R on GPU_0: TensorFlow's BFC allocator runs out of "
             "memory trying to allocate 2.43 MiB and prints its bin summary (Resource exhausted: "
             "OOM when allocating tensor). Lines as posted (the node name ours), ISO times ours "
             "from their own stamps.",
             start="2018-07-03T16:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.own(node, "rank-0", KERAS3_461, "2018-07-03 16:01:06.492054",
          "2018-07-03 16:01:06.492054: W tensorflow/core/common_runtime/bfc_allocator.cc:275] "
          "Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.43MiB.  Current "
          "allocation summary follows.")
    c.own(node, "rank-0", KERAS3_461, "2018-07-03 16:01:06.492115",
          "2018-07-03 16:01:06.492115: I tensorflow/core/common_runtime/bfc_allocator.cc:630] "
          "Bin (256): \tTotal Chunks: 23, Chunks in use: 23. 5.8KiB allocated for chunks. 5.8KiB "
          "in use in bin. 848B client-requested in use in bin.")
    c.job(70.0, "FAILED", exit_code=1)

    # ---- TorchSharp on libtorch-cuda: CUDA out of memory after the first minibatch: oom -------
    node = "torchsharp-gpu"
    c = case("b54-torchsharp-mnist-cuda-oom-first-minibatch", "attributed", "oom", [], [node],
             "The TorchSharp test trainer on the libtorch-cuda NuGet runtime (a 6 GB GPU) logs "
             "its first minibatch and then dies with an unhandled ExternalException: CUDA out of "
             "memory. Lines as posted (the node name ours), ISO times ours.",
             start="2020-06-02T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", TORCHSHARP143,
          "net params: 1199882",
          "Torch",
          "Duration   |Iters| Ep|  Minib| Loss",
          "0.00:00:03 |   1 | 1 | 1/937 | 2.316844e+000 🡾 New min", t=3.0)
    c.log(node, "rank-0", TORCHSHARP143,
          "Unhandled exception. System.Runtime.InteropServices.ExternalException (0x80004005): "
          "CUDA out of memory. Tried to allocate 2.00 MiB (GPU 0; 5.93 GiB total capacity; 4.86 "
          "GiB already allocated; 192.00 KiB free; 5.04 GiB reserved in total by PyTorch) "
          "(malloc at /pytorch/c10/cuda/CUDACachingAllocator.cpp:289)", t=9.0)
    c.job(10.0, "FAILED", exit_code=134)

    # ---- TorchSharp on a 24 GB GPU: CUDA out of memory from the caching allocator: oom ---------
    node = "torchsharp-win-24g"
    c = case("b54-torchsharp-24g-cuda-oom-caching-allocator", "attributed", "oom", [], [node],
             "A TorchSharp program on Windows with a 24 GB GPU: the caching allocator cannot "
             "allocate 20 MiB (21.46 GiB already allocated, 0 bytes free) and throws "
             "c10::OutOfMemoryError. Lines as posted (the node name ours), ISO times ours.",
             start="2023-03-10T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", TORCHSHARP950,
          "System.Runtime.InteropServices.ExternalException:“CUDA out of memory. Tried to "
          "allocate 20.00 MiB (GPU 0; 23.99 GiB total capacity; 21.46 GiB already allocated; 0 "
          "bytes free; 23.18 GiB reserved in total by PyTorch) If reserved memory is >> "
          "allocated memory try setting max_split_size_mb to avoid fragmentation.  See "
          "documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF",
          "Exception raised from malloc at C:\\actions-runner\\_work\\pytorch\\pytorch\\builder\\"
          "windows\\pytorch\\c10\\cuda\\CUDACachingAllocator.cpp:704 (most recent call first):",
          t=120.0)
    c.job(122.0, "FAILED", exit_code=1)

    # ---- Brush (burn/cubecl, Rust) on an RTX 4090: failed to reserve device memory: oom --------
    node = "rtx4090-win"
    c = case("b54-brush-cubecl-failed-to-reserve-device-memory", "attributed", "oom", [], [node],
             "Gaussian-splat training with Brush (Rust, burn on cubecl-wgpu) on an RTX 4090 "
             "crashes: a worker thread panics because cubecl fails to reserve 3595479680 bytes "
             "of device memory, and the UI thread's read then fails. Lines as posted (the node "
             "name ours), ISO times ours.",
             start="2026-09-17T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.steps(1, 10, every=30.0)
    c.log(node, "rank-0", BRUSH551,
          "thread 'DSD-4-0' (33548) panicked at C:\\Users\\XXXXXX\\.cargo\\git\\checkouts\\"
          "cubecl-058c47895211d464\\359770b\\crates\\cubecl-wgpu\\src\\compute\\server.rs:347:35:",
          "failed to reserve 3595479680 bytes of device memory: can't allocate buffer of size: "
          "3595479680",
          "No backtrace available",
          "thread 'ui-process' (18716) panicked at crates\\brush-render\\src\\render.rs:174:18:",
          "Failed to read counts: An error happened during execution", t=290.0)
    c.job(292.0, "FAILED", exit_code=101)


# ---- Lua Torch ---------------------------------------------------------------------------------
def build_lua() -> None:
    # ---- cifar.torch: out of memory while converting the model to CUDA: oom --------------------
    node = "cifar-torch-mac"
    c = case("b54-cifartorch-vgg-thcstorage-out-of-memory", "attributed", "oom", [], [node],
             "CIFAR-10 training with cifar.torch (vgg_bn_drop, batch 128) fails while the model "
             "is configured: THCStorage cannot resize, cuda runtime error (2): out of memory. "
             "Lines as posted (the node name ours), ISO times ours.",
             start="2016-04-05T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", CIFARTORCH14,
          "==> configuring model   ",
          "THCudaCheck FAIL file=/tmp/luarocks_cutorch-scm-1-9668/cutorch/lib/THC/generic/"
          "THCStorage.cu line=41 error=2 : out of memory",
          "/Users/artcfa/torch/install/bin/luajit: /Users/artcfa/torch/install/share/lua/5.1/nn/"
          "utils.lua:11: cuda runtime error (2) : out of memory at /tmp/luarocks_cutorch-scm-1-"
          "9668/cutorch/lib/THC/generic/THCStorage.cu:41",
          "stack traceback:",
          "    [C]: in function 'resize'", t=15.0)
    c.job(16.0, "FAILED", exit_code=1)

    # ---- torch7 on the CPU: not enough memory to reallocate 11GB in LBFGS training: oom --------
    node = "cfar-cpu-host"
    c = case("b54-torch7-mnist-lbfgs-not-enough-memory", "attributed", "oom", [], [node],
             "The torch7 digit-classifier demo trained with LBFGS on the full dataset in CPU "
             "mode (32 GB of RAM): THNN's Tanh forward fails, 'not enough memory: you tried to "
             "reallocate 11GB'. Lines as posted (the node name ours), ISO times ours.",
             start="2016-04-15T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", TORCH7_643,
          "torch/install/share/lua/5.1/nn/THNN.lua:109: $ Torch: not enough memory: you tried "
          "to reallocate 11GB. Buy new RAM! at /tmp/luarocks_torch-scm-1-2936/torch7/lib/TH/"
          "THGeneral.c:251",
          "stack traceback:",
          "        [C]: in function 'v'",
          "        train-on-mnist.lua:208: in function 'opfunc'", t=400.0)
    c.job(402.0, "FAILED", exit_code=1)

    # ---- torch-rnn: cutorch fails to initialise with cuda runtime error 30: user_code ---------
    node = "ubuntu1604-host"
    c = case("b54-torchrnn-cutorch-init-unknown-error-30", "attributed", "user_code", [], [node],
             "torch-rnn's train.lua with CUDA on Ubuntu 16.04 fails before training: cutorch's "
             "initialisation (THCGeneral.c) returns cuda runtime error (30): unknown error; the "
             "same script works in CPU mode. The program's environment, no device fault shown. "
             "Lines as posted (the node name ours), ISO times ours.",
             start="2017-07-24T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", TORCHRNN204,
          "_THCudaCheck FAIL file=/tmp/luarocks_cutorch-scm-1-3687/cutorch/lib/THC/THCGeneral.c "
          "line=70 error=30 : unknown error",
          "/home/coe/torch/install/bin/luajit: /home/coe/torch/install/share/lua/5.1/trepl/"
          "init.lua:389: cuda runtime error (30) : unknown error at /tmp/luarocks_cutorch-scm-1-"
          "3687/cutorch/lib/THC/THCGeneral.c:70",
          "stack traceback:",
          "\ttrain.lua:55: in main chunk", t=4.0)
    c.job(5.0, "FAILED", exit_code=1)

    # ---- semantic3dnet: cudnn.convert calls a missing method: user_code -----------------------
    node = "semantic3d-host"
    c = case("b54-semantic3dnet-cudnn-convert-nil-method", "attributed", "user_code", [], [node],
             "launch_train.sh of semantic3dnet (train_point_cloud.lua) fails at startup: "
             "cudnn.convert calls a method 'replace' that the installed torch does not have (a "
             "version mismatch, fixed by the maintainer). Lines as posted (the node name ours), "
             "ISO times ours.",
             start="2017-05-13T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", SEM3DNET3,
          "/root/torch/install/bin/luajit: /root/torch/install/share/lua/5.1/cudnn/convert.lua:"
          "64: attempt to call method 'replace' (a nil value)",
          "stack traceback:",
          "\t/root/torch/install/share/lua/5.1/cudnn/convert.lua:64: in function 'convert'",
          "\ttrain_point_cloud.lua:43: in main chunk", t=6.0)
    c.job(7.0, "FAILED", exit_code=1)

    # ---- torch tutorials: SpatialConvolutionMM has no CUDA updateOutput: user_code -------------
    node = "torch-tutorial-host"
    c = case("b54-torch-tutorial-cuda-spatialconvolutionmm-nil", "attributed", "user_code", [],
             [node],
             "The torch tutorials' 2_unsupervised training run with -type cuda fails in the "
             "first forward pass: SpatialConvolutionMM_updateOutput is nil for CUDA tensors. "
             "The default (CPU) arguments work. Lines as posted (the node name ours), ISO times "
             "ours.", start="2013-10-29T10:00:00+00:00", scheduler="static", ranks_per_node=1)
    c.log(node, "rank-0", TORCHTUT5,
          "torch-qlua: /usr/local/share/torch/lua/nn/SpatialConvolutionMM.lua:42: attempt to "
          "call field 'SpatialConvolutionMM_updateOutput' (a nil value)",
          "stack traceback:",
          "    [C]: in function 'SpatialConvolutionMM_updateOutput'",
          "    4_train.lua:157: in function 'opfunc'", t=10.0)
    c.job(11.0, "FAILED", exit_code=1)


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b54-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
