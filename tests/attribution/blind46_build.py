"""Build the forty-sixth blind corpus (tests/attribution/blind46/): training spread over machines
that are not one cluster.

    python tests/attribution/blind46_build.py

A held-out measure of how attribution generalises to federated learning (Flower, NVIDIA FLARE,
OpenFL), decentralized training (hivemind and the rl-swarm testnet built on it, a Petals client,
DiLoCo-style runs of prime and torchtitan with torchft) and parameter-server or RPC training
(torch.distributed.rpc, TensorFlow's parameter servers and workers, BytePS), as users posted it in
public GitHub issue threads. Reports were found with symptom searches of the stored issue threads
("Flower federated learning client disconnected gRPC error server log", "hivemind DHT training peer
failed error averaging timeout", "NVIDIA FLARE client lost connection server error log",
"torch.distributed.rpc worker timeout RPC failed parameter server", "SkyPilot managed spot job
preempted recovering training", "ParameterServerStrategy worker failed UnavailableError parameter
server training", "FedML OpenFL federated training error traceback aggregator collaborator", then
"Petals server CUDA out of memory swarm block error log", "OpenDiLoCo prime torchft training error
log peer lost", "BytePS server worker training hang error log") and taken in the order returned,
skipping only reports without a copyable log line (and one whose pasted traceback was numbered and
stopped before its exception) and reports cited anywhere else in the repository (which left no
SkyPilot report). It was assembled by one helper who read neither the engine nor its catalogs; the
labels were written before any engine ran on these bundles, and no report cited here is cited
anywhere else in the repository (test_attribution_heldout.py checks it).

Every log line is copied from the public report given next to it (host names, addresses, ids and
times as posted). Ours is only the assembly, as in stacks_build.py: which node and stream a line
is filed under, an ISO-8601 time in front of every line (taken from the line's own stamp where it
has one, read as UTC where the stamp gives no zone), job.json, the scheduler states and the
per-rank step metrics (one point per federated round or per epoch where a run made progress).
The labels follow DESIGN's taxonomy and the rules of the spent corpora's READMEs (see
blind46/README.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from stacks_build import Case, case_maker, remove_stale, write_split  # noqa: E402

ROOT = HERE / "blind46"
SPLIT = "blind46"

# ---- sources (one public report per incident) --------------------------------------------------
FLOWER1055 = "https://github.com/flwrlabs/flower/issues/1055"
FLOWER699 = "https://github.com/flwrlabs/flower/issues/699"
FLOWER766 = "https://github.com/flwrlabs/flower/issues/766"
FLOWER4300 = "https://github.com/flwrlabs/flower/issues/4300"
FLOWER998 = "https://github.com/flwrlabs/flower/issues/998"
FLOWER1374 = "https://github.com/flwrlabs/flower/issues/1374"
FLOWER823 = "https://github.com/flwrlabs/flower/issues/823"
FLOWER1782 = "https://github.com/flwrlabs/flower/issues/1782"
FLOWER537 = "https://github.com/flwrlabs/flower/issues/537"
FLOWER1921 = "https://github.com/flwrlabs/flower/issues/1921"
RLSWARM295 = "https://github.com/gensyn-ai/rl-swarm/issues/295"
HIVEMIND519 = "https://github.com/learning-at-home/hivemind/issues/519"
RLSWARM103 = "https://github.com/gensyn-ai/rl-swarm/issues/103"
GENSYNTESTNET28 = "https://github.com/zunxbt/gensyn-testnet/issues/28"
NVFLARE2601 = "https://github.com/NVIDIA/NVFlare/issues/2601"
NVFLARE157 = "https://github.com/NVIDIA/NVFlare/issues/157"
FLNIDS1 = "https://github.com/c2dc/fl-unsup-nids/issues/1"
NVFLARE249 = "https://github.com/NVIDIA/NVFlare/issues/249"
NVFLARE93 = "https://github.com/NVIDIA/NVFlare/issues/93"
EXAMPLES894 = "https://github.com/pytorch/examples/pull/894"
LIGHTNING5318 = "https://github.com/Lightning-AI/pytorch-lightning/issues/5318"
QUIVER36 = "https://github.com/quiver-team/torch-quiver/issues/36"
TFOS222 = "https://github.com/yahoo/TensorFlowOnSpark/issues/222"
TFMODELS3788 = "https://github.com/tensorflow/models/issues/3788"
TENSORPACK782 = "https://github.com/tensorpack/tensorpack/issues/782"
OPENFL142 = "https://github.com/securefederatedai/openfederatedlearning/issues/142"
OPENFL1565 = "https://github.com/securefederatedai/openfederatedlearning/issues/1565"
OPENFL356 = "https://github.com/securefederatedai/openfederatedlearning/issues/356"
OPENFL47 = "https://github.com/securefederatedai/openfederatedlearning/issues/47"
PETALS328 = "https://github.com/bigscience-workshop/petals/issues/328"
PRIMEDILOCO183 = "https://github.com/PrimeIntellect-ai/prime-diloco/issues/183"
TORCHTITAN1308 = "https://github.com/pytorch/torchtitan/pull/1308"
BYTEPS71 = "https://github.com/bytedance/byteps/issues/71"
BYTEPS33 = "https://github.com/bytedance/byteps/issues/33"

# the rich console's padding as posted (lines too wide to wrap without changing them)
OPENFL1565_LINES = (
    '                    INFO     🧿 Starting the Collaborator Service.                                                                            collaborator.py:92',  # noqa: E501
    '[04/28/25 13:16:29] INFO     Importing 🡆 Object collaborator_private_attrs from src.collaborator_private_attrs Module.                               plan.py:237',  # noqa: E501
    '[04/28/25 13:16:33] INFO     Building `openfl.experimental.workflow.component.Collaborator` Module.                                                  plan.py:207',  # noqa: E501
    '[04/28/25 13:17:02] INFO     Initializing collaborator.                                                                                       collaborator.py:56',  # noqa: E501
    '[04/28/25 13:17:03] INFO     Waiting for tasks...                                                                                            collaborator.py:180',  # noqa: E501
    'E0428 13:17:03.848257000 8447265920 tcp_posix.cc:598]                  recvmsg encountered uncommon error: Message too long',  # noqa: E501
    '[04/28/25 13:17:07] INFO     Received the following tasks: train.                                                                            collaborator.py:145',  # noqa: E501
)

RENDEZVOUS = ("grpc._channel._MultiThreadedRendezvous: <_MultiThreadedRendezvous of RPC that "
              "terminated with:")

CASES: list[Case] = []


case = case_maker(CASES, SPLIT)


def sparse_steps(c: Case, last: int, stride: int, seconds: float) -> None:
    """One step point per rank every `stride` steps up to `last` (ours, kept short on disk)."""
    for step in range(stride, last + 1, stride):
        for rank, node in c.ranks.items():
            c.metrics.append({"ts": c.at(step * seconds), "node": node, "rank": int(rank),
                              "name": "step", "value": step})


def build() -> None:
    build_flower()
    build_decentralized()
    build_flare()
    build_rpc()
    build_parameter_servers()
    build_openfl()
    build_swarms_and_byteps()


# ---- Flower ------------------------------------------------------------------------------------
def build_flower() -> None:
    # ---- a client started in Colab finds no server: UNAVAILABLE, failed to connect -------------
    node = "colab-vm"
    c = case("b46-flower-colab-client-failed-to-connect", "ambiguous", "unknown", [], [node],
             "A Flower client started in Colab (start_numpy_client to localhost:8080) ends at once "
             "with a gRPC UNAVAILABLE 'failed to connect to all addresses'. Nothing in the bundle "
             "says why no server answered. Lines as posted (the node name ours), ISO times ours "
             "from the gRPC error's own unix stamp.",
             start="2022-02-09T14:37:00+00:00", scheduler="static")
    c.log(node, "client", FLOWER1055,
          "_MultiThreadedRendezvous: <_MultiThreadedRendezvous of RPC that terminated with:",
          "\tstatus = StatusCode.UNAVAILABLE",
          '\tdetails = "failed to connect to all addresses"',
          '\tdebug_error_string = "{"created":"@1644417421.199890350","description":"Failed to '
          'pick subchannel","file":"src/core/ext/filters/client_channel/client_channel.cc",'
          '"file_line":3134,"referenced_errors":[{"created":"@1644417421.199889433",'
          '"description":"failed to connect to all addresses","file":"src/core/lib/transport/'
          'error_utils.cc","file_line":163,"grpc_status":14}]}"',
          ">", t=1.2)
    c.job(2.0, "FAILED", exit_code=1)

    # ---- one client's stream is removed at the end of the 10th of 100 epochs --------------------
    server, client = "fl-server", "fl-node-2"
    c = case("b46-flower-client-stream-removed-after-ten-epochs", "ambiguous", "unknown", [],
             [server, client],
             "Flower federated training set to 100 epochs runs well for 10, then at the end of the "
             "10th epoch one node's client fails receiving the next server message: gRPC UNKNOWN "
             "'Stream removed', an error received from the peer ipv6:[::]:8080. The report shows "
             "nothing on the server's side. Lines as posted (node names ours), ISO times ours "
             "from the gRPC error's own unix stamp; the per-epoch steps ours.",
             start="2021-04-14T16:31:00+00:00", scheduler="static")
    c.steps(1, 10, every=60.0, t0=60.0)
    c.log(client, "client", FLOWER699,
          '  File "/home/fl/miniconda3/envs/pytorch/lib/python3.7/site-packages/flwr/client/'
          'app.py", line 115, in start_numpy_client',
          "    grpc_max_message_length=grpc_max_message_length,",
          '  File "/home/jinsw/miniconda3/envs/pytorch/lib/python3.7/site-packages/flwr/client/'
          'app.py", line 64, in start_client',
          "    server_message = receive()",
          '  File "/home/fl/miniconda3/envs/pytorch/lib/python3.7/site-packages/flwr/client/'
          'grpc_client/connection.py", line 60, in <lambda>',
          "    receive: Callable[[], ServerMessage] = lambda: next(server_message_iterator)",
          '  File "/home/fl/miniconda3/envs/pytorch/lib/python3.7/site-packages/grpc/_channel.py",'
          ' line 426, in __next__',
          "    return self._next()",
          '  File "/home/fl/miniconda3/envs/pytorch/lib/python3.7/site-packages/grpc/_channel.py",'
          ' line 826, in _next',
          "    raise self",
          RENDEZVOUS,
          "\tstatus = StatusCode.UNKNOWN",
          '\tdetails = "Stream removed"',
          '\tdebug_error_string = "{"created":"@1618418527.047689601","description":"Error '
          'received from peer ipv6:[::]:8080","file":"src/core/lib/surface/call.cc","file_line":'
          '1067,"grpc_message":"Stream removed","grpc_status":2}"',
          ">", t=667.0)
    c.job(668.0, "FAILED", exit_code=1)

    # ---- one server and two clients: a client shut down on RST_STREAM -------------------------
    server, c1, c2 = "fl-server", "fl-client-1", "fl-client-2"
    c = case("b46-flower-client-rst-stream-shutdown", "ambiguous", "unknown", [], [server, c1, c2],
             "An experiment with one Flower server and two clients: when gRPC is not stable a "
             "client shuts down with gRPC INTERNAL 'Received RST_STREAM with error code 2'. The "
             "report gives no cause. Lines as posted (node names ours, the quote marks left out), "
             "ISO times and the per-round steps ours.",
             start="2021-07-06T09:00:00+00:00", scheduler="static")
    c.steps(1, 12, every=30.0, t0=30.0)
    c.log(c1, "client", FLOWER766,
          "grpc._channel._Rendezvous: <_Rendezvous of RPC that terminated with:",
          "status = StatusCode.INTERNAL",
          'details = "Received RST_STREAM with error code 2"', t=372.0)
    c.job(375.0, "FAILED")

    # ---- "Too many pings": the server's keepalive policy drops one client ---------------------
    server, c1, c2 = "fl-server", "fl-client-1", "fl-client-2"
    c = case("b46-flower-client-too-many-pings", "attributed", "user_code", [], [server, c1, c2],
             "A FedAvg Flower run (the server at 192.168.229.99:5040, gRPC keepalive options set "
             "by the user, an extra evaluation round sent to each client in aggregate_fit): one "
             "client always disconnects with gRPC UNAVAILABLE 'Too many pings', the server's "
             "answer to the client's keepalive pings. Lines as posted (node names ours), ISO "
             "times ours from the error's own created_time (+02:00, given here in UTC); the "
             "per-round steps ours.",
             start="2024-10-07T13:35:00+00:00", scheduler="static")
    c.steps(1, 5, every=60.0, t0=10.0)
    c.log(c2, "client", FLOWER4300,
          RENDEZVOUS,
          "\tstatus = StatusCode.UNAVAILABLE",
          '\tdetails = "Too many pings"',
          '\tdebug_error_string = "UNKNOWN:Error received from peer ipv4:192.168.229.99:5040 '
          '{grpc_message:"Too many pings", grpc_status:14, created_time:'
          '"2024-10-07T15:40:46.164225255+02:00"}"',
          ">", t=346.164)
    c.job(350.0, "FAILED")

    # ---- quickstart TensorFlow client on Windows: channel closed at once -----------------------
    node = "windows-pc"
    c = case("b46-flower-quickstart-client-channel-closed", "ambiguous", "unknown", [], [node],
             "The Flower quickstart client (start_numpy_client to [::]:5040) on Windows opens an "
             "insecure gRPC channel, is CONNECTING, and the channel is closed within the same "
             "millisecond; the client ends in a traceback raised from grpc's _channel. Nothing "
             "shows why. Lines as posted (the node name ours; the last line, cut short in the "
             "stored copy, left out), ISO times from the lines' own stamps.",
             start="2022-01-07T07:36:20+00:00", scheduler="static")
    c.log(node, "client", FLOWER998, "Files already downloaded and verified",
          "Files already downloaded and verified", t=8.0)
    for text in ("DEBUG flower 2022-01-07 07:36:28,587 | connection.py:36 | "
                 "ChannelConnectivity.IDLE",
                 "INFO flower 2022-01-07 07:36:28,587 | app.py:61 | Opened (insecure) gRPC "
                 "connection",
                 "DEBUG flower 2022-01-07 07:36:28,587 | connection.py:36 | "
                 "ChannelConnectivity.CONNECTING",
                 "DEBUG flower 2022-01-07 07:36:28,587 | connection.py:68 | Insecure gRPC "
                 "channel closed"):
        c.own(node, "client", FLOWER998, "2022-01-07 07:36:28.587", text)
    c.log(node, "client", FLOWER998,
          "Traceback (most recent call last):",
          '  File "client.py", line 141, in <module>',
          '    fl.client.start_numpy_client("[::]:5040", client=CifarClient())',
          '  File "C:\\anaconda\\lib\\site-packages\\flwr\\client\\app.py", line 112, in '
          'start_numpy_client',
          "    start_client(",
          '  File "C:\\anaconda\\lib\\site-packages\\flwr\\client\\app.py", line 64, in '
          'start_client',
          "    server_message = receive()",
          '  File "C:\\anaconda\\lib\\site-packages\\flwr\\client\\grpc_client\\connection.py", '
          'line 60, in <lambda>',
          "    receive: Callable[[], ServerMessage] = lambda: next(server_message_iterator)",
          '  File "C:\\anaconda\\lib\\site-packages\\grpc\\_channel.py", line 426, in __next__',
          "    return self._next()",
          '  File "C:\\anaconda\\lib\\site-packages\\grpc\\_channel.py", line 826, in _next',
          "    raise self", t=8.6)
    c.job(9.0, "FAILED", exit_code=1)

    # ---- a client to [::]:8081 fails to connect to all addresses -------------------------------
    node = "ml-federated-host"
    c = case("b46-flower-client-8081-failed-to-connect", "ambiguous", "unknown", [], [node],
             "A Flower client (start_numpy_client to [::]:8081) ends in a gRPC UNAVAILABLE 'failed "
             "to connect to all addresses'. Nothing in the bundle says why. Lines as posted (the "
             "node name ours; the debug string, cut short in the stored copy, left out), ISO "
             "times ours from the error's own unix stamp.",
             start="2022-05-12T07:35:10+00:00", scheduler="static")
    c.log(node, "client", FLOWER1374,
          "Traceback (most recent call last):",
          '  File "client.py", line 106, in <module>',
          '    fl.client.start_numpy_client(server_address="[::]:8081", client=FlowerClient())',
          '  File "/opt/conda/envs/ml-federated-3.7.12/lib/python3.7/site-packages/flwr/client/'
          'app.py", line 115, in start_numpy_client',
          "    grpc_max_message_length=grpc_max_message_length,",
          '  File "/opt/conda/envs/ml-federated-3.7.12/lib/python3.7/site-packages/flwr/client/'
          'app.py", line 64, in start_client',
          "    server_message = receive()",
          '  File "/opt/conda/envs/ml-federated-3.7.12/lib/python3.7/site-packages/flwr/client/'
          'grpc_client/connection.py", line 60, in <lambda>',
          "    receive: Callable[[], ServerMessage] = lambda: next(server_message_iterator)",
          '  File "/opt/conda/envs/ml-federated-3.7.12/lib/python3.7/site-packages/grpc/'
          '_channel.py", line 426, in __next__',
          "    return self._next()",
          '  File "/opt/conda/envs/ml-federated-3.7.12/lib/python3.7/site-packages/grpc/'
          '_channel.py", line 809, in _next',
          "    raise self",
          RENDEZVOUS,
          "        status = StatusCode.UNAVAILABLE",
          '        details = "failed to connect to all addresses"', t=5.644)
    c.job(6.0, "FAILED", exit_code=1)

    # ---- the PyTorch simulation example: a client process dies in the first fit round ---------
    node = "fl-container"
    c = case("b46-flower-simulation-client-process-dies-first-round", "ambiguous", "unknown", [],
             [node],
             "Flower's simulation_pytorch example: the server receives initial parameters, starts "
             "FL and samples 2 of 4 clients for the first fit round; under a second a client's "
             "gRPC channel is closed and its process (Process-5) ends in a traceback from the "
             "client's message handler. The exception itself is cut off in the stored copy. "
             "Lines as posted (the node name ours), ISO times from their own stamps.",
             start="2021-08-22T07:27:40+00:00", scheduler="static")
    for when, text in (
            ("07:27:50.930", "INFO flower 2021-08-22 07:27:50,930 | server.py:306 | Received "
                             "initial parameters from one random client"),
            ("07:27:50.931", "INFO flower 2021-08-22 07:27:50,931 | server.py:120 | Evaluating "
                             "initial parameters"),
            ("07:27:50.931", "INFO flower 2021-08-22 07:27:50,931 | server.py:133 | FL starting"),
            ("07:27:50.931", "DEBUG flower 2021-08-22 07:27:50,931 | server.py:251 | fit_round: "
                             "strategy sampled 2 clients (out of 4)"),
            ("07:27:51.674", "DEBUG flower 2021-08-22 07:27:51,674 | connection.py:68 | Insecure "
                             "gRPC channel closed")):
        c.own(node, "simulation", FLOWER823, f"2021-08-22 {when}", text)
    c.log(node, "simulation", FLOWER823,
          "Process Process-5:",
          "Traceback (most recent call last):",
          '  File "/opt/conda/lib/python3.8/multiprocessing/process.py", line 315, in _bootstrap',
          "    self.run()",
          '  File "/opt/conda/lib/python3.8/multiprocessing/process.py", line 108, in run',
          "    self._target(*self._args, **self._kwargs)",
          '  File "/Federated_Learning/simulation.py", line 62, in start_client',
          '    fl.client.start_numpy_client("0.0.0.0:8080", client=CifarClient())',
          '  File "/opt/conda/lib/python3.8/site-packages/flwr/client/app.py", line 112, in '
          'start_numpy_client',
          "    start_client(",
          '  File "/opt/conda/lib/python3.8/site-packages/flwr/client/app.py", line 65, in '
          'start_client',
          "    client_message, sleep_duration, keep_going = handle(", t=11.7)
    c.job(15.0, "FAILED")

    # ---- the TensorFlow example client goes TRANSIENT_FAILURE and closes ----------------------
    node = "windows-client"
    c = case("b46-flower-tf-client-transient-failure", "ambiguous", "unknown", [], [node],
             "Flower's tensorflow_example client opens an insecure gRPC connection, goes IDLE, "
             "CONNECTING, TRANSIENT_FAILURE, and the channel is closed; the client ends in a "
             "traceback raised from grpc's _channel. Nothing shows why the server was not "
             "reached. Lines as posted, the poster's masking ('**', '*****') kept (the node name "
             "ours; the last line, cut short in the stored copy, left out); the stamps were "
             "masked, ISO times ours.",
             start="2023-04-13T08:00:00+00:00", scheduler="static")
    c.log(node, "client", FLOWER1782,
          "INFO flwr    ** | grpc.py:50 | Opened insecure gRPC connection (no certificates were "
          "passed)",
          "DEBUG flwr  **| connection.py:38 | ChannelConnectivity.IDLE",
          "DEBUG flwr  **| connection.py:38 | ChannelConnectivity.CONNECTING",
          "DEBUG flwr  **| connection.py:38 | ChannelConnectivity.TRANSIENT_FAILURE",
          "DEBUG flwr  **| connection.py:109 | gRPC channel closed",
          "Traceback (most recent call last):",
          '  File "******\\venv_flower\\tensorflow_example\\client.py", line 20, in <module>',
          '    fl.client.start_numpy_client(server_address="[::]:8080", client=CifarClient())',
          '  File "*******\\venv_flower\\lib\\site-packages\\flwr\\client\\app.py", line 214, in '
          'start_numpy_client',
          "    start_client(",
          '  File "*****\\venv_flower\\lib\\site-packages\\flwr\\client\\app.py", line 145, in '
          'start_client',
          "    server_message = receive()",
          '  File \u201c******\\venv_flower\\lib\\site-packages\\flwr\\client\\grpc_client\\'
          'connection.py", line 101, in <lambda>',
          "    receive: Callable[[], ServerMessage] = lambda: next(server_message_iterator)",
          '  File "******\\venv_flower\\lib\\site-packages\\grpc\\_channel.py", line 475, in '
          '__next__',
          "    return self._next()",
          '  File "*****\\venv_flower\\lib\\site-packages\\grpc\\_channel.py", line 881, in _next',
          "    raise self", t=2.0)
    c.job(3.0, "FAILED", exit_code=1)

    # ---- the PyTorch MNIST walkthrough: run-clients.sh, every channel closed -------------------
    node = "windows-workstation"
    c = case("b46-flower-pytorch-walkthrough-clients-channel-closed", "ambiguous", "unknown", [],
             [node],
             "Flower's PyTorch MNIST walkthrough started with run-clients.sh: the clients' gRPC "
             "channels go TRANSIENT_FAILURE, an insecure channel is closed, and a client ends in "
             "a traceback from flwr_example's quickstart_pytorch client. Nothing shows why. Lines "
             "as posted (the node name ours; the first line, pasted after a shell prompt, and the "
             "traceback's cut tail left out), ISO times from the lines' own stamps.",
             start="2020-12-17T14:45:40+00:00", scheduler="static")
    for when, text in (
            ("14:45:45.394", "DEBUG flower 2020-12-17 14:45:45,394 | connection.py:36 | "
                             "ChannelConnectivity.TRANSIENT_FAILURE"),
            ("14:45:45.394", "INFO flower 2020-12-17 14:45:45,394 | app.py:61 | Opened "
                             "(insecure) gRPC connection"),
            ("14:45:45.410", "DEBUG flower 2020-12-17 14:45:45,410 | connection.py:36 | "
                             "ChannelConnectivity.IDLE"),
            ("14:45:45.410", "DEBUG flower 2020-12-17 14:45:45,410 | connection.py:36 | "
                             "ChannelConnectivity.CONNECTING"),
            ("14:45:45.410", "DEBUG flower 2020-12-17 14:45:45,410 | connection.py:36 | "
                             "ChannelConnectivity.TRANSIENT_FAILURE"),
            ("14:45:45.410", "INFO flower 2020-12-17 14:45:45,410 | app.py:61 | Opened "
                             "(insecure) gRPC connection"),
            ("14:45:45.597", "DEBUG flower 2020-12-17 14:45:45,597 | connection.py:68 | "
                             "Insecure gRPC channel closed")):
        c.own(node, "clients", FLOWER537, f"2020-12-17 {when}", text)
    c.log(node, "clients", FLOWER537,
          "Traceback (most recent call last):",
          '  File "E:\\Anaconda3\\envs\\ptq\\lib\\runpy.py", line 194, in _run_module_as_main',
          "    return _run_code(code, main_globals, None,",
          '  File "E:\\Anaconda3\\envs\\ptq\\lib\\runpy.py", line 87, in _run_code',
          "    exec(code, run_globals)",
          '  File "E:\\Anaconda3\\envs\\ptq\\lib\\site-packages\\flwr_example\\'
          'quickstart_pytorch\\client.py", line 96, in <module>',
          "    fl.client.start_client(args.server_address, client)", t=5.6)
    c.job(6.0, "FAILED", exit_code=1)

    # ---- wandb.init added to server.py: the client's connection is refused ---------------------
    node = "fl-workstation"
    c = case("b46-flower-wandb-server-client-connection-refused", "ambiguous", "unknown", [],
             [node],
             "After wandb.init was added to the Flower server.py, the client (127.0.0.1:10086) "
             "can no longer reach the server: gRPC UNAVAILABLE, connection refused. The bundle "
             "shows no line of the server. Lines as posted (the node name ours), ISO times ours "
             "from the error's own created_time (+03:00, given here in UTC).",
             start="2023-06-13T16:30:00+00:00", scheduler="static")
    c.log(node, "client", FLOWER1921,
          RENDEZVOUS,
          "        status = StatusCode.UNAVAILABLE",
          '        details = "failed to connect to all addresses; last error: UNKNOWN: '
          'ipv4:127.0.0.1:10086: Failed to connect to remote host: Connection refused"',
          '        debug_error_string = "UNKNOWN:failed to connect to all addresses; last error: '
          'UNKNOWN: ipv4:127.0.0.1:10086: Failed to connect to remote host: Connection refused '
          '{grpc_status:14, created_time:"2023-06-13T19:30:19.444116547+03:00"}"', t=19.444)
    c.job(20.0, "FAILED", exit_code=1)


# ---- decentralized training over a DHT (hivemind, rl-swarm) -----------------------------------
def build_decentralized() -> None:
    # ---- rl-swarm: the DHT bootstrap finds no initial peer answering ---------------------------
    node = "swarm-peer"
    c = case("b46-rlswarm-dht-bootstrap-no-peer-answered", "ambiguous", "unknown", [], [node],
             "An rl-swarm (hivemind) GRPO peer fails while setting up its DHT: none of the "
             "initial peers responded to a ping, so the DHT node cannot bootstrap and the run "
             "ends before training. The traceback as posted (cut in the stored copy inside "
             "dht.py); the last line is the error as the report's title gives it. Node name and "
             "ISO times ours.",
             start="2025-05-18T09:00:00+00:00", scheduler="static")
    c.log(node, "swarm", RLSWARM295,
          "Traceback (most recent call last):",
          '  File "<frozen runpy>", line 198, in _run_module_as_main',
          '  File "<frozen runpy>", line 88, in _run_code',
          '  File "/home/seetha/rl-swarm/hivemind_exp/gsm8k/train_single_gpu.py", line 61, in '
          '<module>',
          "    main()",
          '  File "/home/seetha/rl-swarm/hivemind_exp/gsm8k/train_single_gpu.py", line 53, in main',
          "    runner.run(model_args, grpo_args, training_args, gsm8k_stage1_samples)",
          '  File "/home/seetha/rl-swarm/hivemind_exp/runner/gensyn/testnet_grpo_runner.py", line '
          '61, in run',
          "    super().run(",
          '  File "/home/seetha/rl-swarm/hivemind_exp/runner/grpo_runner.py", line 196, in run',
          "    dht = self.setup_dht(grpo_args)",
          "          ^^^^^^^^^^^^^^^^^^^^^^^^^",
          '  File "/home/seetha/rl-swarm/hivemind_exp/runner/gensyn/testnet_grpo_runner.py", line '
          '40, in setup_dht',
          "    dht = super().setup_dht(grpo_args)",
          "          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '  File "/home/seetha/rl-swarm/hivemind_exp/runner/grpo_runner.py", line 147, in '
          'setup_dht',
          "    dht = hivemind.DHT(start=True, startup_timeout=30, "
          "**self._dht_kwargs(grpo_args))",
          "          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          '  File "/home/seetha/rl-swarm/.venv/lib/python3.12/site-packages/hivemind/dht/dht.py", '
          'line 87, in __init__',
          "RuntimeError: DHTNode bootstrap failed: none of the initial_peers responded to a "
          "ping. (set ensure_bootstrap_success=False to ignore)", t=45.0)
    c.job(46.0, "FAILED", exit_code=1)

    # ---- hivemind-wrapped fine-tuning: averaging finds no group --------------------------------
    node = "rtx3090-host"
    c = case("b46-hivemind-averaging-could-not-find-group", "ambiguous", "unknown", [], [node],
             "A fine-tuner whose optimizer is wrapped in hivemind's (torchrun on one RTX 3090, "
             "peers elsewhere) trains until it starts synchronizing; about five minutes later the "
             "averaging step fails: 'could not find a group'. The report shows nothing after it "
             "and no end of the run. Lines as posted (the node name ours), ISO times from their "
             "own stamps (year from the report's date); the step metrics ours.",
             start="2022-11-12T20:10:00+00:00", scheduler="static")
    c.steps(1, 40, every=12.0, t0=10.0)
    c.own(node, "trainer", HIVEMIND519, "2022-11-12 20:18:11.061",
          "Nov 12 20:18:11.061 [ERROR] [hivemind.averaging.averager._step:478] Averaging step "
          "failed: could not find a group")
    c.log(node, "trainer", HIVEMIND519,
          "Traceback (most recent call last):",
          '  File "/opt/conda/lib/python3.9/site-packages/hivemind/averaging/averager.py", line '
          '448, in _step',
          '    raise AllreduceException("Averaging step failed: could not find a group")',
          "hivemind.averaging.partition.AllreduceException: Averaging step failed: could not "
          "find a group", t=491.061)
    c.own(node, "trainer", HIVEMIND519, "2022-11-12 20:18:11.063",
          "Nov 12 20:18:11.063 [INFO] Averaging failed with <class "
          "'hivemind.averaging.partition.AllreduceException'>")

    # ---- rl-swarm on a VPS: the DHT never becomes ready ---------------------------------------
    node = "vps-peer"
    c = case("b46-rlswarm-dht-bootstrap-failed-ping", "ambiguous", "unknown", [], [node],
             "An rl-swarm (hivemind) peer's DHT never becomes ready: the traceback ends waiting "
             "for it in dht.py; the report's title gives the error, the DHTNode bootstrap failed "
             "because none of the initial peers responded to a ping. Traceback lines as posted "
             "(cut in the stored copy), the last line the title as posted; node name and ISO "
             "times ours.",
             start="2025-04-07T12:00:00+00:00", scheduler="static")
    c.log(node, "swarm", RLSWARM103,
          "Traceback (most recent call last):",
          '  File "/usr/lib/python3.10/runpy.py", line 196, in _run_module_as_main',
          "    return _run_code(code, main_globals, None,",
          '  File "/usr/lib/python3.10/runpy.py", line 86, in _run_code',
          "    exec(code, run_globals)",
          '  File "/root/rl-swarm/hivemind_exp/gsm8k/train_single_gpu.py", line 44, in <module>',
          "    main()",
          '  File "/root/rl-swarm/hivemind_exp/gsm8k/train_single_gpu.py", line 40, in main',
          "    runner.run(model_args, grpo_args, training_args, get_stage1_samples)",
          '  File "/root/rl-swarm/hivemind_exp/runner/gensyn/testnet_grpo_runner.py", line 59, in '
          'run',
          "    super().run(",
          '  File "/root/rl-swarm/hivemind_exp/runner/grpo_runner.py", line 130, in run',
          "    dht = self.setup_dht(grpo_args)",
          '  File "/root/rl-swarm/hivemind_exp/runner/gensyn/testnet_grpo_runner.py", line 41, in '
          'setup_dht',
          "    dht = hivemind.DHT(start=True, **self._dht_kwargs(grpo_args))",
          '  File "/root/rl-swarm/.venv/lib/python3.10/site-packages/hivemind/dht/dht.py", line '
          '88, in __init__',
          "    self.run_in_background(await_ready=await_ready)",
          '  File "/root/rl-swarm/.venv/lib/python3.10/site-packages/hivemind/dht/dht.py", line '
          '149, in run_in_background',
          "    self.wait_until_ready(timeout)",
          '  File "/root/rl-swarm/.venv/lib/python3.10/site-packages/hivemind/dht/dht.py", line '
          '152, in wait_until_ready',
          "    self._ready.result(timeout=timeout)",
          "DHTNode bootstrap failed: none of the initial_peers responded to a ping.", t=40.0)
    c.job(41.0, "FAILED", exit_code=1)

    # ---- gensyn testnet: a P2PDaemonError while the DHT starts --------------------------------
    node = "ai-peer"
    c = case("b46-gensyn-testnet-p2p-daemon-error", "ambiguous", "unknown", [], [node],
             "A gensyn testnet (rl-swarm, hivemind) peer checks that its swarm.pem identity is "
             "not used by other peers, then fails setting up its DHT with a P2PDaemonError (the "
             "report's title). The traceback as posted, cut in the stored copy inside dht.py "
             "before the error line. Node name ours; ISO times from the first line's own stamp "
             "(year from the report's date), ours after it.",
             start="2025-05-15T13:53:40+00:00", scheduler="static")
    c.own(node, "swarm", GENSYNTESTNET28, "2025-05-15 13:53:44.470",
          "May 15 13:53:44.470 [INFO] Checking that identity from `/root/ai/rl-swarm/swarm.pem` "
          "is not used by other peers")
    c.log(node, "swarm", GENSYNTESTNET28,
          "Traceback (most recent call last):",
          '  File "/usr/lib/python3.10/runpy.py", line 196, in _run_module_as_main',
          "    return _run_code(code, main_globals, None,",
          '  File "/usr/lib/python3.10/runpy.py", line 86, in _run_code',
          "    exec(code, run_globals)",
          '  File "/root/ai/rl-swarm/hivemind_exp/gsm8k/train_single_gpu.py", line 61, in '
          '<module>',
          "    main()",
          '  File "/root/ai/rl-swarm/hivemind_exp/gsm8k/train_single_gpu.py", line 53, in main',
          "    runner.run(model_args, grpo_args, training_args, gsm8k_stage1_samples)",
          '  File "/root/ai/rl-swarm/hivemind_exp/runner/gensyn/testnet_grpo_runner.py", line 61, '
          'in run',
          "    super().run(",
          '  File "/root/ai/rl-swarm/hivemind_exp/runner/grpo_runner.py", line 196, in run',
          "    dht = self.setup_dht(grpo_args)",
          '  File "/root/ai/rl-swarm/hivemind_exp/runner/gensyn/testnet_grpo_runner.py", line 40, '
          'in setup_dht',
          "    dht = super().setup_dht(grpo_args)",
          '  File "/root/ai/rl-swarm/hivemind_exp/runner/grpo_runner.py", line 147, in setup_dht',
          "    dht = hivemind.DHT(start=True, startup_timeout=30, "
          "**self._dht_kwargs(grpo_args))",
          '  File "/home/ai001/.venv/lib/python3.10/site-packages/hivemind/dht/dht.py", line 87, '
          'in __init__',
          "    self.run_in_background(await_ready=await_ready)", t=35.0)
    c.job(36.0, "FAILED", exit_code=1)


# ---- NVIDIA FLARE (and one more Flower client) -------------------------------------------------
def build_flare() -> None:
    # ---- hello-pt: the job ends FINISHED:EXECUTION_EXCEPTION; the clients end the run ----------
    node = "flare-poc-host"
    c = case("b46-nvflare-hello-pt-clients-end-run", "ambiguous", "unknown", [], [node],
             "NVFlare's hello-pt example submitted to two sites quickly ends "
             "FINISHED:EXECUTION_EXCEPTION ('Received command to abort job', the report's "
             "title); the clients' log shows site-2 and site-1 running their end-run sequence "
             "and the connections closing. Nothing in the bundle shows the exception. Lines as "
             "posted (the node name ours), ISO times from their own stamps.",
             start="2024-05-28T10:37:30+00:00", scheduler="static")
    for when, text in (
            ("10:37:35.665", "2024-05-28 10:37:35,665 - ClientRunner - INFO - [identity=site-2, "
                             "run=e4a7a391-1f61-43d4-a5b0-ba4f96e6dac4]: ABOUT_TO_END_RUN fired"),
            ("10:37:35.666", "2024-05-28 10:37:35,666 - ClientRunner - INFO - [identity=site-2, "
                             "run=e4a7a391-1f61-43d4-a5b0-ba4f96e6dac4]: Firing "
                             "CHECK_END_RUN_READINESS ..."),
            ("10:37:35.667", "2024-05-28 10:37:35,667 - ClientRunner - INFO - [identity=site-2, "
                             "run=e4a7a391-1f61-43d4-a5b0-ba4f96e6dac4]: END_RUN fired"),
            ("10:37:35.668", "2024-05-28 10:37:35,668 - ReliableMessage - INFO - ReliableMessage "
                             "is shutdown"),
            ("10:37:35.674", "2024-05-28 10:37:35,674 - ClientRunner - INFO - [identity=site-1, "
                             "run=e4a7a391-1f61-43d4-a5b0-ba4f96e6dac4]: started end-run events "
                             "sequence"),
            ("10:37:35.674", "2024-05-28 10:37:35,674 - ClientRunner - INFO - [identity=site-1, "
                             "run=e4a7a391-1f61-43d4-a5b0-ba4f96e6dac4]: ABOUT_TO_END_RUN fired"),
            ("10:37:35.675", "2024-05-28 10:37:35,675 - ClientRunner - INFO - [identity=site-1, "
                             "run=e4a7a391-1f61-43d4-a5b0-ba4f96e6dac4]: Firing "
                             "CHECK_END_RUN_READINESS ..."),
            ("10:37:35.676", "2024-05-28 10:37:35,676 - ClientRunner - INFO - [identity=site-1, "
                             "run=e4a7a391-1f61-43d4-a5b0-ba4f96e6dac4]: END_RUN fired"),
            ("10:37:35.676", "2024-05-28 10:37:35,676 - ReliableMessage - INFO - ReliableMessage "
                             "is shutdown"),
            ("10:37:35.686", "2024-05-28 10:37:35,686 - nvflare.fuel.f3.sfm.conn_manager - INFO - "
                             "Connection [CN00003 Not Connected] is closed PID: 183560"),
            ("10:37:35.686", "2024-05-28 10:37:35,686 - nvflare.fuel.f3.sfm.conn_manager - INFO - "
                             "Connection [CN00002 Not Connected] is closed")):
        c.own(node, "clients", NVFLARE2601, f"2024-05-28 {when}", text)
    c.job(6.0, "FAILED", reason="FINISHED:EXECUTION_EXCEPTION")

    # ---- the FL server never gets past round 3: the process is killed -------------------------
    server, c3, c4 = "fl-server", "client3", "client4"
    c = case("b46-nvflare-server-killed-after-three-rounds", "ambiguous", "unknown", [],
             [server, c3, c4],
             "An NVFlare deployment's server never gets past the 4th round: the server process "
             "is killed after round 3 starts and tasks are assigned (raising the heartbeat "
             "timeout did not help). Nothing in the bundle says what killed it. Server lines as "
             "posted (node names from the client names in the log), ISO times from their own "
             "stamps; the per-round steps and the FAILED state ours.",
             start="2022-01-27T21:40:00+00:00", scheduler="static")
    c.steps(1, 3, every=140.0, t0=150.0)
    for when, text in (
            ("21:47:23.106", "2022-01-27 21:47:23,106 - ScatterAndGather - INFO - [run=1, "
                             "wf=scatter_gather_ctl]: Round 3 started."),
            ("21:47:23.106", "2022-01-27 21:47:23,106 - ScatterAndGather - INFO - [run=1, "
                             "wf=scatter_gather_ctl]: scheduled task train"),
            ("21:47:23.748", "2022-01-27 21:47:23,748 - FederatedServer - INFO - Fetch task "
                             "requested from client: client3 "
                             "(1e49f27c-5cd1-470a-824e-e7cff18ba7a5)"),
            ("21:47:23.748", "2022-01-27 21:47:23,748 - ServerRunner - INFO - [run=1, "
                             "wf=scatter_gather_ctl, peer=client3, peer_run=1]: got task request "
                             "from client"),
            ("21:47:23.749", "2022-01-27 21:47:23,749 - ServerRunner - INFO - [run=1, "
                             "wf=scatter_gather_ctl, peer=client3, peer_run=1]: assigned task to "
                             "client: name=train, id=0d13e935-9560-4e02-9f49-0c315b93b0bc"),
            ("21:47:23.749", "2022-01-27 21:47:23,749 - FederatedServer - INFO - Fetch task "
                             "requested from client: client4 "
                             "(d0c87b41-716f-4b61-8eec-8e926a942edd)"),
            ("21:47:23.749", "2022-01-27 21:47:23,749 - ServerRunner - INFO - [run=1, "
                             "wf=scatter_gather_ctl, peer=client3, peer_run=1, task_name=train, "
                             "task_id=0d13e935-9560-4e02-9f49-0c315b93b0bc]: sent task assignment "
                             "to client"),
            ("21:47:23.913", "2022-01-27 21:47:23,913 - FederatedServer - INFO - Return "
                             "task:train to client:client3 --- "
                             "(1e49f27c-5cd1-470a-824e-e7cff18ba7a5) ")):
        c.own(server, "server", NVFLARE157, f"2022-01-27 {when}", text)
    c.job(600.0, "FAILED")

    # ---- a Flower NIDS client on a large data set fails to connect -----------------------------
    node = "nids-client"
    c = case("b46-flower-nids-client-failed-to-connect", "ambiguous", "unknown", [], [node],
             "A Flower client of an unsupervised network-intrusion-detection experiment "
             "(./run_sampled, large data volumes) ends with gRPC UNAVAILABLE 'failed to connect "
             "to all addresses' to [::]:4687. Nothing shows why the server was not reached. "
             "Lines as posted, including the poster's machine-translated 'The File' lines (the "
             "node name ours; the cut debug string left out), ISO times ours.",
             start="2024-01-21T10:00:00+00:00", scheduler="static")
    c.log(node, "client", FLNIDS1,
          "Traceback (most recent call last):",
          'File "/home/zhudi/fl-unsup-nids/client.py", line 165, in <module>',
          "main()",
          'File "/home/zhudi/fl-unsup-nids/client.py", line 161, in main',
          'fl.client.start_numpy_client(server_address="[::]:4687", client=client)',
          'The File "/ home/zhudi/fl - unsup - nids/venv/lib/python3.10 / site - packages/FLWR/'
          'client/app. Py", line 173, in start_numpy_client',
          "start_client(",
          'The File "/ home/zhudi/fl - unsup - nids/venv/lib/python3.10 / site - packages/FLWR/'
          'client/app. Py", line 93, in start_client',
          "server_message = receive()",
          'The File "/ home/zhudi/fl - unsup - nids/venv/lib/python3.10 / site - packages/FLWR/'
          'client/grpc_client/connection. Py", line 113, in <lambda>',
          "receive: Callable[[], ServerMessage] = lambda: next(server_message_iterator)",
          'The File "/ home/zhudi/fl - unsup - nids/venv/lib/python3.10 / site - packages/GRPC / '
          '_channel. Py", line 426, in __next__',
          "return self._next()",
          'The File "/ home/zhudi/fl - unsup - nids/venv/lib/python3.10 / site - packages/GRPC / '
          '_channel. Py", line 826, in _next',
          "raise self",
          RENDEZVOUS,
          "status = StatusCode.UNAVAILABLE",
          'details = "failed to connect to all addresses"', t=120.0)
    c.job(121.0, "FAILED", exit_code=1)

    # ---- start_app freezes: clients registered, no response -----------------------------------
    server = "server-nvflare"
    n1 = "ip-10-0-228-180.ap-southeast-2.compute.internal"
    n2 = "ip-10-0-159-124.ap-southeast-2.compute.internal"
    c = case("b46-nvflare-start-app-freezes-no-client-response", "ambiguous", "hang", [],
             [server, n1, n2],
             "A production NVFlare setup (one server behind a load balancer, two clients, each in "
             "its own private subnet): both clients register, the admin's check_status shows "
             "them, but after upload and deploy start_app freezes and no client responds. No "
             "step is ever made and nothing shows which side stopped. The check_status lines as "
             "posted (the server's node name ours), ISO times ours from the 'Done' stamp.",
             start="2022-03-02T03:28:00+00:00", scheduler="static")
    c.log(server, "admin", NVFLARE249,
          "FL_app name: ?",
          "Engine status: stopped",
          "Run number has not been set.",
          "Registered clients: 2 ",
          "-" * 117,
          "| CLIENT                                          | TOKEN                          "
          "      | LAST CONNECT TIME        |",
          "-" * 117,
          "| ip-10-0-228-180.ap-southeast-2.compute.internal | 63d874c3-60ee-4724-bb12-603c21970228"
          " | Wed Mar  2 03:27:41 2022 |",
          "| ip-10-0-159-124.ap-southeast-2.compute.internal | 4f047739-efe7-49a6-b9b7-5224e7720aa4"
          " | Wed Mar  2 03:27:44 2022 |",
          "-" * 117,
          "Done [47820 usecs] 2022-03-02 03:28:30.386956", t=30.386956)

    # ---- client registration: grpc communication error, could not connect ---------------------
    server, client = "imtl-85545-3", "fl-client"
    c = case("b46-nvflare-client-registration-grpc-error", "ambiguous", "unknown", [],
             [server, client],
             "An NVFlare deployment over several computers after provisioning: the server starts "
             "but the client's registration fails with a gRPC communication error (retry 1500) "
             "and 'Could not connect to server: imtl-85545-3:8765', and the client stops "
             "training. Lines as posted (the client's node name ours), ISO times from their own "
             "stamps.",
             start="2022-01-05T21:37:00+00:00", scheduler="static")
    c.own(client, "client", NVFLARE93, "2022-01-05 21:37:08.624",
          "2022-01-05 21:37:08,624 - Communicator - ERROR - Action: client_registration grpc "
          "communication error. retry: 1500, First start till now: 0.0013239383697509766 "
          "seconds.")
    c.own(client, "client", NVFLARE93, "2022-01-05 21:37:08.624",
          "2022-01-05 21:37:08,624 - Communicator - ERROR - Could not connect to server: "
          "imtl-85545-3:8765 Setting flag for stopping training. failed to connect to all "
          "addresses")
    c.job(9.0, "FAILED")


# ---- RPC training (torch.distributed.rpc) ------------------------------------------------------
def build_rpc() -> None:
    # ---- the RPC pipeline example on ROCm: runtime kernel compiles outlast the RPC timeout -----
    node = "ixt-hw-01"
    c = case("b46-pytorch-examples-rpc-pipeline-rocm-timeout", "ambiguous", "hang", [], [node],
             "pytorch/examples' distributed RPC pipeline example (master, worker1, worker2) on a "
             "ROCm host: after 'Processing batch 0' the workers' RPC agents read EOF from the "
             "master and worker1 and the master ends in a traceback; the pull request says the "
             "default 60 s RPC timeout runs out while ROCm compiles the kernels at runtime. "
             "Lines as posted (the shell prompt line and the traceback's cut tail left out), ISO "
             "times ours.",
             start="2021-03-22T10:00:00+00:00", scheduler="static", ranks_per_node=3)
    c.log(node, "main", EXAMPLES894, "Processing batch 0", t=5.0)
    c.log(node, "main", EXAMPLES894,
          "[W tensorpipe_agent.cpp:546] RPC agent for worker1 encountered error when reading "
          "incoming request from master: EOF: end of file (this is expected to happen during "
          "shutdown)",
          "[W tensorpipe_agent.cpp:546] RPC agent for worker2 encountered error when reading "
          "incoming request from master: EOF: end of file (this is expected to happen during "
          "shutdown)",
          "[W tensorpipe_agent.cpp:546] RPC agent for worker2 encountered error when reading "
          "incoming request from worker1: EOF: end of file (this is expected to happen during "
          "shutdown)",
          "Traceback (most recent call last):", t=66.0)
    c.job(67.0, "FAILED", exit_code=1)

    # ---- Lightning DDPSequentialPlugin, a 4B GPT-2 on 8 P40: the RPC times out at 60 s ---------
    node = "p40x8"
    c = case("b46-lightning-ddp-sequential-rpc-timeout", "ambiguous", "hang", [], [node],
             "Making a 4B-parameter GPT-2 a pipelined sequential model with Lightning's "
             "DDPSequentialPlugin on 8 P40 GPUs: an RPC runs for more than 60000 ms and times "
             "out (a longer RPC timeout let training proceed). No rank is shown stopping. Lines "
             "as posted (the node name ours), ISO times ours.",
             start="2020-12-31T10:00:00+00:00", scheduler="static", ranks_per_node=8)
    c.log(node, "rank-0", LIGHTNING5318, "Exception has occurred: RuntimeError",
          "RPCErr:1:RPC ran for more than 60000 milliseconds and timed out.", t=95.0)
    c.job(96.0, "FAILED", exit_code=1)

    # ---- quiver distributed sampling: RPC inside an all-reduce job times out ------------------
    node = "quiver-host"
    c = case("b46-quiver-rpc-with-allreduce-timeout", "ambiguous", "hang", [], [node],
             "torch-quiver's distributed sampling benchmark launched with kungfu-run -np 4 (RPC "
             "feature fetches alongside all-reduce): a worker's data loader gets an RPC timeout "
             "while sampling. The traceback as posted, cut in the stored copy before the error "
             "line (the node name ours), ISO times ours.",
             start="2021-03-08T10:00:00+00:00", scheduler="static", ranks_per_node=4)
    c.log(node, "kungfu-run", QUIVER36,
          "Traceback (most recent call last):",
          '[127.0.0.1.10000::stderr]   File "benchmarks/ogbn_products_sage/dist_sampling.py", '
          'line 249, in <module>',
          "[127.0.0.1.10000::stderr]     loss, acc = train(epoch)",
          '[127.0.0.1.10000::stderr]   File "benchmarks/ogbn_products_sage/dist_sampling.py", '
          'line 168, in train',
          "[127.0.0.1.10000::stderr]     for feature, label, adjs in train_loader:",
          '[127.0.0.1.10000::stderr]   File "/home/guest/python3.7/lib/python3.7/site-packages/'
          'torch/utils/data/dataloader.py", line 435, in __next__',
          "[127.0.0.1.10000::stderr]     data = self._next_data()",
          '[127.0.0.1.10000::stderr]   File "/home/guest/python3.7/lib/python3.7/site-packages/'
          'torch/utils/data/dataloader.py", line 475, in _next_data',
          "[127.0.0.1.10000::stderr]     data = self._dataset_fetcher.fetch(index)  # may raise "
          "StopIteration",
          '[127.0.0.1.10000::stderr]   File "/home/guest/python3.7/lib/python3.7/site-packages/'
          'torch/utils/data/_utils/fetch.py", line 47, in fetch',
          "[127.0.0.1.10000::stderr]     return self.collate_fn(data)",
          '[127.0.0.1.10000::stderr]   File "/home/guest/python3.7/lib/python3.7/site-packages/'
          'quiver/dist_cuda_sampler.py", line 186, in sample',
          "[127.0.0.1.10000::stderr]     y = self.get_data(n_id[:batch_size], False)", t=75.0)
    c.job(76.0, "FAILED", exit_code=1)


# ---- parameter servers and workers (TensorFlow) ------------------------------------------------
def build_parameter_servers() -> None:
    # ---- TensorFlowOnSpark: more GPU workers, the managed session fails ------------------------
    node = "yarn-container-000003"
    c = case("b46-tfos-more-workers-managed-session-fails", "ambiguous", "unknown", [], [node],
             "TensorFlowOnSpark's distributed MNIST on YARN in GPU mode, with more workers: a "
             "worker's managed session stops while being created and the supervisor re-raises "
             "an error (UnavailableError: OS Error, the report's title). The traceback as "
             "posted, cut in the stored copy before the error line (the node name from the "
             "container in the path), ISO times ours.",
             start="2018-03-13T10:00:00+00:00", scheduler="yarn")
    c.log(node, "worker", TFOS222,
          "Traceback (most recent call last):",
          '  File "/usr/lib/python2.7/multiprocessing/process.py", line 258, in _bootstrap',
          "    self.run()",
          '  File "/usr/lib/python2.7/multiprocessing/process.py", line 114, in run',
          "    self._target(*self._args, **self._kwargs)",
          '  File "/usr/local/lib/python2.7/dist-packages/tensorflowonspark/TFSparkNode.py", line '
          '269, in wrapper_fn',
          "    fn(args, context)",
          '  File "/data1/hadoop-2.7.5/nm-local-dir/usercache/publiccluster/appcache/'
          'application_1520471905613_0424/container_1520471905613_0424_01_000003/__pyfiles__/'
          'mnist_dist.py", line 133, in map_fun',
          "    with sv.managed_session(server.target) as sess:",
          '  File "/usr/lib/python2.7/contextlib.py", line 17, in __enter__',
          "    return self.gen.next()",
          '  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/training/'
          'supervisor.py", line 1000, in managed_session',
          "    self.stop(close_summary_writer=close_summary_writer)",
          '  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/training/'
          'supervisor.py", line 828, in stop',
          "    ignore_live_threads=ignore_live_threads)",
          '  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/training/'
          'coordinator.py", line 389, in join',
          "    six.reraise(*self._exc_info_to_raise)", t=60.0)
    c.job(61.0, "FAILED", exit_code=1)

    # ---- object detection on ML Engine 1.6: UnavailableError OS Error after ~5900 steps -------
    master, worker, ps = "master-replica-0", "worker-replica-0", "ps-replica-0"
    c = case("b46-tf-object-detection-ml-engine-os-error", "ambiguous", "unknown", [],
             [master, worker, ps],
             "The Object Detection API on Cloud ML Engine (runtime 1.6, P100 workers, parameter "
             "servers): after about 5900 steps worker-replica-0 reports an UnavailableError (OS "
             "Error) to its coordinator and returns a non-zero exit status, failing the job. "
             "Nothing shows which side of the connection went away. Lines as posted (node names "
             "ours), ISO times and steps ours.",
             start="2018-03-28T08:00:00+00:00", scheduler="cloudml")
    sparse_steps(c, 5900, 50, 1.0)
    c.log(worker, "replica", TFMODELS3788,
          "Error reported to Coordinator: <class "
          "'tensorflow.python.framework.errors_impl.UnavailableError'>, OS Error", t=5901.0)
    c.log(worker, "replica", TFMODELS3788, "returned non-zero exit status 1", t=5905.0)
    c.job(5910.0, "FAILED", exit_code=1)

    # ---- tensorpack parameter-server trainer: the worker started before the ps ---------------
    node = "tensorpack-worker"
    c = case("b46-tensorpack-ps-master-init-unavailable", "ambiguous", "unknown", [], [node],
             "tensorpack's DistributedTrainerParameterServer (MNIST convnet): a worker started "
             "before its parameter server fails creating the session: 'Master init: "
             "Unavailable: OS Error' twice, then a traceback (starting the ps first works, the "
             "poster says). Lines as posted (the node name ours; the traceback's cut tail left "
             "out), ISO times from their own stamps (tensorpack's [0608 ...] read with the "
             "year of the others).",
             start="2018-06-08T05:55:00+00:00", scheduler="static")
    c.own(node, "worker", TENSORPACK782, "2018-06-08 05:55:08",
          "[0608 05:55:08 @base.py:197] Creating the session ...")
    c.own(node, "worker", TENSORPACK782, "2018-06-08 05:55:09.075",
          "2018-06-08 05:55:09.075000: E tensorflow/core/distributed_runtime/master.cc:269] "
          "Master init: Unavailable: OS Error")
    c.own(node, "worker", TENSORPACK782, "2018-06-08 05:55:09.147089",
          "2018-06-08 05:55:09.147089: E tensorflow/core/distributed_runtime/master.cc:269] "
          "Master init: Unavailable: OS Error")
    c.log(node, "worker", TENSORPACK782,
          "Traceback (most recent call last):",
          '  File "distributed-ps-mnist-convnet.py", line 145, in <module>',
          "    launch_train_with_config(config, DistributedTrainerParameterServer([int(x) for x "
          "in args.gpu.split(\",\")], server))",
          '  File "/usr/local/lib/python2.7/dist-packages/tensorpack-0.8.5-py2.7.egg/tensorpack/'
          'train/interface.py", line 90, in launch_train_with_config',
          "    extra_callbacks=config.extra_callbacks)",
          '  File "/usr/local/lib/python2.7/dist-packages/tensorpack-0.8.5-py2.7.egg/tensorpack/'
          'train/base.py", line 302, in train_with_defaults',
          "    steps_per_epoch, starting_epoch, max_epoch)",
          '  File "/usr/local/lib/python2.7/dist-packages/tensorpack-0.8.5-py2.7.egg/tensorpack/'
          'train/base.py", line 273, in train',
          "    self.initialize(session_creator, session_init)", t=9.2)
    c.job(10.0, "FAILED", exit_code=1)


# ---- OpenFL ------------------------------------------------------------------------------------
def build_openfl() -> None:
    # ---- director/envoy: the collaborator fails with the program's IndexError -----------------
    director, envoy = "openfl-director", "openfl-envoy"
    c = case("b46-openfl-collaborator-list-index-out-of-range", "attributed", "user_code", [],
             [director, envoy],
             "An OpenFL federation (director and envoy, before OpenFL 1.2): an error in the "
             "user's code surfaces only as the envoy's 'Collaborator failed: list index out of "
             "range'. The line as posted (its own clock time, the date from the report's; node "
             "names ours).",
             start="2021-08-10T17:40:00+00:00", scheduler="static")
    c.own(envoy, "envoy", OPENFL142, "2021-08-10 17:46:46",
          "[17:46:46] ERROR Collaborator failed: list index out of range")
    c.job(410.0, "FAILED")

    # ---- workflow API collaborator: an uncommon recvmsg error, training goes on --------------
    agg, col = "openfl-aggregator", "col2"
    c = case("b46-openfl-recvmsg-message-too-long-training-continues", "no_failure", "unknown",
             [], [agg, col],
             "An OpenFL workflow-API federation: collaborator col2 starts, waits for tasks, gRPC "
             "logs 'recvmsg encountered uncommon error: Message too long', then col2 receives "
             "its train task and trains round 0 (benign train and test losses printed). Nothing "
             "fails in what is shown. Lines as posted (the aggregator's node name ours; the "
             "rich-console source columns kept), ISO times from their own stamps; the step "
             "metrics ours.",
             start="2025-04-28T13:16:00+00:00", scheduler="static")
    c.log(col, "collaborator", OPENFL1565, OPENFL1565_LINES[0], t=28.0)
    for when, text in zip(("13:16:29", "13:16:33", "13:17:02", "13:17:03", "13:17:03.848257",
                           "13:17:07"), OPENFL1565_LINES[1:], strict=True):
        c.own(col, "collaborator", OPENFL1565, f"2025-04-28 {when}", text)
    c.log(col, "collaborator", OPENFL1565,
          "Calling train",
          "####################",
          "Performing model training for collaborator col2 in round 0",
          "Benign Train set: Avg. loss: 2.302695268078854, Accuracy: 117/1200 (9.750%)", t=75.0)
    c.steps(1, 3, every=10.0, t0=70.0)

    # ---- director/envoy: round 55, the aggregator lacks an aggregated tensor ------------------
    director, envoy = "openfl-director", "openfl-envoy"
    c = case("b46-openfl-round55-aggregator-missing-tensor", "attributed", "user_code", [],
             [director, envoy],
             "An OpenFL director-based federation trains for several rounds; at round 55 (a "
             "random round) the collaborator fails: the aggregator's application raised 'does "
             "not have an aggregated tensor' for a BatchNorm running_mean TensorKey, returned as "
             "gRPC UNKNOWN from peer 172.20.8.151. An exception in the framework's code, no "
             "machine. Lines as posted (the rich-console wrapping kept; node names ours), ISO "
             "times ours from the error's own unix stamp; the per-round steps ours.",
             start="2022-03-01T07:30:00+00:00", scheduler="static")
    c.steps(1, 55, every=30.0, t0=0.0)
    c.log(envoy, "envoy", OPENFL356,
          "ERROR    Collaborator failed with error: <_InactiveRpcError of RPC that terminated "
          "with:                                                  envoy.py:75",
          "                            status = StatusCode.UNKNOWN",
          '                            details = "Exception calling application: Aggregator does '
          'not have an aggregated tensor for',
          "                    TensorKey(tensor_name='block_1.1.running_mean', "
          "origin='aggregator_plan.yaml_4ebcd576', round_number=55, report=False,",
          "                    tags=('model',))\"",
          '                            debug_error_string = "{"created":"@1646124781.553286945",'
          '"description":"Error received from peer',
          '                    ipv4:172.20.8.151:59526","file":"src/core/lib/surface/call.cc",'
          '"file_line":1062,"grpc_message":"Exception calling application:',
          "                    Aggregator does not have an aggregated tensor for "
          "TensorKey(tensor_name='block_1.1.running_mean',",
          "                    origin='aggregator_plan.yaml_4ebcd576', round_number=55, "
          "report=False, tags=('model',))\",\"grpc_status\":2}\"",
          "                    >:", t=1621.553)
    c.job(1625.0, "FAILED")

    # ---- the Keras MNIST tutorial in docker: ValueError in the simulated collaborator --------
    node = "openfl-container"
    c = case("b46-openfl-keras-tutorial-missing-aggregated-tensor", "attributed", "user_code", [],
             [node],
             "OpenFL's Keras MNIST tutorial in a docker container built from master: "
             "run_experiment's simulated collaborator fails fetching its input tensors "
             "(ValueError: the aggregator does not have an aggregated tensor, the report's "
             "title). The traceback as posted, cut in the stored copy; the last line is the "
             "title as posted. Node name and ISO times ours.",
             start="2021-03-28T10:00:00+00:00", scheduler="static")
    c.log(node, "notebook", OPENFL47,
          "final_fl_model = fx.run_experiment(collaborators,override_config="
          "{'aggregator.settings.rounds_to_train':5})",
          '  File "/usr/local/lib/python3.8/dist-packages/openfl/native/native.py", line 297, in '
          'run_experiment',
          "    collaborator.run_simulation()",
          '  File "/usr/local/lib/python3.8/dist-packages/openfl/component/collaborator/'
          'collaborator.py", line 147, in run_simulation',
          "    self.do_task(task, round_number)",
          '  File "/usr/local/lib/python3.8/dist-packages/openfl/component/collaborator/'
          'collaborator.py", line 192, in do_task',
          "    input_tensor_dict = self.get_numpy_dict_for_tensorkeys(",
          '  File "/usr/local/lib/python3.8/dist-packages/openfl/component/collaborator/'
          'collaborator.py", line 214, in get_numpy_dict_for_tensorkeys',
          "    return {k.tensor_name: self.get_data_for_tensorkey(k) for k in tensor_keys}",
          '  File "/usr/local/lib/python3.8/dist-packages/openfl/component/collaborator/'
          'collaborator.py", line 214, in <dictcomp>',
          "    return {k.tensor_name: self.get_data_for_tensorkey(k) for k in tensor_keys}",
          "ValueError: Aggregator does not have an aggregated tensor for TensorKey", t=40.0)
    c.job(41.0, "FAILED", exit_code=1)


# ---- a second round of searches: Petals, DiLoCo-style runs, BytePS ----------------------------
def build_swarms_and_byteps() -> None:
    # ---- a Petals client in Colab: no server of the public swarm holds block 0 ---------------
    node = "colab-gpu"
    c = case("b46-petals-colab-missing-blocks", "ambiguous", "unknown", [], [node],
             "bloomz-petals run from a Google Colab notebook against the public Petals swarm "
             "repeatedly fails: no servers holding block 0 are online (the swarm's state looks "
             "fine and it sometimes works). The volunteer servers are not nodes of this job. "
             "Lines as posted (one message wrapped over three lines; the node name ours), ISO "
             "times ours.",
             start="2023-06-14T10:00:00+00:00", scheduler="static")
    c.log(node, "notebook", PETALS328,
          "MissingBlocksError: No servers holding blocks 0 are online. You can check the public "
          "swarm's state at",
          "http://health.petals.ml/ If there are not enough servers, please connect your GPU:",
          "https://github.com/bigscience-workshop/petals#connect-your-gpu-and-increase-petals-"
          "capacity", t=40.0)
    c.job(41.0, "FAILED", exit_code=1)

    # ---- prime (DiLoCo) debug config on one host: the run comes up and works ------------------
    node = "e87de1b93b8f"
    c = case("b46-prime-diloco-debug-config-runs", "no_failure", "unknown", [], [node],
             "PrimeIntellect's prime (DiLoCo) debug config launched with torchrun on two local "
             "processes and a global world of one: torchrun's OMP_NUM_THREADS warning, then rank "
             "0 connects its TCPStore, builds the elastic device mesh, starts its iperf server "
             "and reports its process-group sizes; the maintainer posts it to show the command "
             "works. Lines as posted (the container's host name from the prompt), ISO times from "
             "their own stamps (year from the report's date); the step metrics ours.",
             start="2025-01-06T20:20:40+00:00", scheduler="static", ranks_per_node=2)
    for text in ("W0106 20:20:41.220000 3609 torch/distributed/run.py:793] ",
                 "W0106 20:20:41.220000 3609 torch/distributed/run.py:793] "
                 "*****************************************",
                 "W0106 20:20:41.220000 3609 torch/distributed/run.py:793] Setting "
                 "OMP_NUM_THREADS environment variable for each process to be 1 in default, to "
                 "avoid your system being overloaded, please further tune the variable for "
                 "optimal performance in your application as needed. ",
                 "W0106 20:20:41.220000 3609 torch/distributed/run.py:793] "
                 "*****************************************"):
        c.own(node, "torchrun", PRIMEDILOCO183, "2025-01-06 20:20:41.220", text)
    for text in ("20:20:45 [INFO] [Rank 0] Peak FLOPS used for computing MFU: 3.120e+14",
                 "20:20:45 [INFO] [Rank 0] Number of parameters: 1967360",
                 "20:20:45 [INFO] [Rank 0] [0](Leader: True) TCPStore init: Connecting via "
                 "localhost:8989",
                 "20:20:45 [INFO] [Rank 0] Destroyed process group",
                 "20:20:45 [INFO] [Rank 0] Elastic Device mesh init done with 1 peers in "
                 "0.05723622511141002 seconds",
                 "20:20:45 [INFO] [Rank 0] Started iperf server on 127.0.0.1 with port 10101",
                 "20:20:45 [INFO] [Rank 0] Destroyed process group",
                 "20:20:45 [INFO] [Rank 0] global_pg size : 1, local_pg size: 2"):
        c.own(node, "rank-0", PRIMEDILOCO183, "2025-01-06 20:20:45", text)
    c.steps(1, 5, every=2.0, t0=8.0)

    # ---- torchtitan streaming DiLoCo (torchft) test plan: training starts ---------------------
    node = "titan-2gpu"
    c = case("b46-torchtitan-streaming-diloco-test-plan", "no_failure", "unknown", [], [node],
             "The test plan of a merged torchtitan change (streaming DiLoCo under torchft's fault "
             "tolerance, replica 0, two GPUs): the llama3 debug model is built, checkpointed "
             "and sharded with FSDP, a warning says peak flops are undefined for the PG509-210 "
             "and falls back to A100, and training starts at step 1 of 10. Nothing fails. Lines "
             "as posted (cut in the stored copy after the start; the node name ours), ISO times "
             "from their own stamps; the step metrics ours.",
             start="2025-06-16T09:39:00+00:00", scheduler="static", ranks_per_node=2)
    for when, text in (
            ("09:39:08.893", "[rank0]:[titan] 2025-06-16 09:39:08,893 - root - INFO - Model llama3 "
                             "debugmodel size: 6,270,208 total parameters"),
            ("09:39:08.894", "[rank0]:[titan] 2025-06-16 09:39:08,894 - root - INFO - Applied "
                             "selective activation checkpointing to the model"),
            ("09:39:08.952", "[rank0]:[titan] 2025-06-16 09:39:08,952 - root - INFO - Applied FSDP "
                             "to the model"),
            ("09:39:09.375", "[rank0]:[titan] 2025-06-16 09:39:09,375 - root - WARNING - Peak "
                             "flops undefined for: NVIDIA PG509-210, fallback to A100"),
            ("09:39:09.376", "[rank0]:[titan] 2025-06-16 09:39:09,376 - root - INFO - Peak FLOPS "
                             "used for computing MFU: 3.120e+14"),
            ("09:39:09.376", "[rank0]:[titan] 2025-06-16 09:39:09,376 - root - INFO - CUDA memory "
                             "usage for model: 0.03GiB(0.04%)"),
            ("09:39:09.377", "[rank0]:[titan] 2025-06-16 09:39:09,377 - root - INFO - Trainer is "
                             "initialized with local batch size 8, global batch size 16, gradient "
                             "accumulation steps 1, sequence length 2048, total steps 10 (warmup "
                             "2)."),
            ("09:39:09.377", "[rank0]:[titan] 2025-06-16 09:39:09,377 - root - INFO - Training "
                             "starts at step 1.")):
        c.own(node, "rank-0", TORCHTITAN1308, f"2025-06-16 {when}", text)
    c.steps(1, 2, every=0.9, t0=10.3)

    # ---- BytePS keras example: server and scheduler up, the two workers stuck -----------------
    node = "byteps-host"
    c = case("b46-byteps-keras-example-workers-stuck", "ambiguous", "hang", [], [node],
             "BytePS's keras example launched with launch.py: the server's threads are all "
             "initialised and its ZMQ receive thread starts, the scheduler starts its receive "
             "thread, and the two workers are stuck (shown in screenshots only). No step is "
             "made and nothing shows which side stopped. Lines as posted, the server's two "
             "interleaved lines as posted (node name ours), ISO times from their own stamps "
             "(date from the report's).",
             start="2019-07-25T08:26:00+00:00", scheduler="static")
    c.log(node, "scheduler", BYTEPS71, "BytePS launching scheduler", t=21.0)
    c.own(node, "scheduler", BYTEPS71, "2019-07-25 08:26:22",
          "[08:26:22] src/./zmq_van.h:285: Start ZMQ recv thread")
    c.log(node, "server", BYTEPS71, "BytePS launching server", t=35.0)
    c.own(node, "server", BYTEPS71, "2019-07-25 08:26:36",
          "[08:26:36] [08:26:36] src/customer.ccsrc/kvstore/././kvstore_dist_server.h:166: "
          "Enable zero copy of pull operations.")
    c.log(node, "server", BYTEPS71,
          ":226: Use seperate thread to process pull requests from each worker.", t=36.0)
    for text in ("[08:26:36] src/customer.cc:239: Server uses 1 threads to process push requests.",
                 "[08:26:36] src/customer.cc:93: Server inits Pull Thread-1",
                 "[08:26:36] src/customer.cc:93: Server inits Pull Thread-0",
                 "[08:26:36] src/customer.cc:137: Server inits Push Thread-0",
                 "[08:26:36] src/customer.cc:258: All threads inited, ready to process message",
                 "[08:26:36] src/./zmq_van.h:285: Start ZMQ recv thread"):
        c.own(node, "server", BYTEPS71, "2019-07-25 08:26:36", text)

    # ---- BytePS distributed benchmark: two workers register, then nothing --------------------
    n72, n73, n74 = "node-72", "node-73", "node-74"
    c = case("b46-byteps-benchmark-workers-hang-after-add-node", "ambiguous", "hang", [],
             [n72, n73, n74],
             "BytePS's distributed benchmark: server and scheduler on node 72, worker 0 on node "
             "73, worker 1 on node 74. Each worker binds, starts its ZMQ receive thread and sends "
             "its ADD_NODE, then hangs: no benchmark output. Nothing shows which side stopped. "
             "The workers' lines as posted (their interleaved lines kept; node names from the "
             "report's '72/73/74 node'), ISO times from their own stamps (date from the "
             "report's).",
             start="2019-07-03T14:00:50+00:00", scheduler="static")
    for node, own, when in ((n73, "73", "14:01:04"), (n74, "74", "14:01:03")):
        c.log(node, "worker", BYTEPS33, "BytePS launching worker", "running benchmark...",
              t=12.0)
        c.own(node, "worker", BYTEPS33, f"2019-07-03 {when}",
              f"[{when}] src/customer.cc:363: Do not use thread pool for receiving.")
        c.own(node, "worker", BYTEPS33, f"2019-07-03 {when}",
              f"[{when}] src/./zmq_van.h:61: BYTEPS_ZMQ_MAX_SOCKET set to 1024")
        c.own(node, "worker", BYTEPS33, f"2019-07-03 {when}",
              f"[{when}] src/./zmq_van.h:66: BYTEPS_ZMQ_NTHREADS set to 4")
        if own == "73":
            c.own(node, "worker", BYTEPS33, f"2019-07-03 {when}",
                  "[[14:01:04] 14:01:04] src/./zmq_van.h:285: Start ZMQ recv thread")
            c.log(node, "worker", BYTEPS33, "src/van.cc:357: Bind to role=worker, "
                  "ip=10.5.37.73, port=43871, is_recovery=0", t=14.0)
        else:
            c.own(node, "worker", BYTEPS33, f"2019-07-03 {when}",
                  "[[14:01:03] src/van.cc:357: Bind to 14:01:03] src/./zmq_van.h:role=worker, "
                  "ip=10.5.37.74, port=42934, is_recovery=0285: Start ZMQ recv thread")
        c.own(node, "worker", BYTEPS33, f"2019-07-03 {when}",
              f"[{when}] src/van.cc:446: ? => 1. Meta: request=0, timestamp=0, control={{ "
              f"cmd=ADD_NODE, node={{ role=worker, ip=10.5.37.{own}, port="
              f"{43871 if own == '73' else 42934}, is_recovery=0 }} }}. THIS IS NOT DATA MSG!")


# ---- writing -----------------------------------------------------------------------------------
def main() -> None:
    build()
    remove_stale(ROOT, "b46-", CASES)
    write_split(CASES, SPLIT, ROOT)


if __name__ == "__main__":
    main()
