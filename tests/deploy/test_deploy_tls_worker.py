"""A real `warden worker` process reaching Temporal only through mutual TLS (a throwaway CA; an
mTLS proxy in front of the dev server) with settings from a CLI-style TOML profile supervises a
job through a recovery, the `temporal` CLI reaches the same cluster with the same setup, SIGTERM
drains and exits 0, and no planted secret shows up in the history or the worker's log."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from helpers_deploy import SERVER_NAME, CertFiles, TlsProxy, WebhookReceiver, readable_history
from helpers_e2e import FAST_PARAMS, actions_of, job_spec, start_supervision, wait_status
from temporalio.client import Client

from trainwarden.config import TemporalSettings, temporal_binary
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.supervision import SupervisorStatus
from trainwarden.workers.client import connect
from trainwarden.workers.main import build_worker

REPO = Path(__file__).resolve().parents[2]
HISTORIES = REPO / "tests" / "histories"
WEBHOOK_TOKEN_PATH = "/services/T0PLANTED/B0PLANTED/planted-webhook-token-7d2a91"
SECRETS = {
    "TEMPORAL_API_KEY": "tw-planted-api-key-7d2a91",
    "AWS_ACCESS_KEY_ID": "AKIAPLANTED7D2A91XYZ",
    "AWS_SECRET_ACCESS_KEY": "planted/secret+access+key/7d2a91",
    "TRAINWARDEN_NOTIFY_AUTH": "Bearer planted-webhook-bearer-7d2a91",
}
NOTIFY_STEP = (
    "      - notify: {url_env: TRAINWARDEN_NOTIFY_URL, "
    "header_env: {Authorization: TRAINWARDEN_NOTIFY_AUTH}}\n"
)


def _playbook_with_notify(directory: Path) -> Path:
    """The shipped default playbook, plus a webhook notification whose URL (with its token)
    and bearer header come from the worker's environment."""
    text = (REPO / "playbooks" / "default.yaml").read_text()
    exclude = '      - exclude: {max_nodes: "{{ max_exclude_per_incident }}"}\n'
    assert exclude in text
    path = directory / "notify-playbook.yaml"
    path.write_text(text.replace(exclude, NOTIFY_STEP + exclude, 1))
    return path


def _profile(tmp: Path, certs: CertFiles, proxy: TlsProxy) -> Path:
    config = tmp / "temporal.toml"
    config.write_text(
        f"""[profile.fleet]
address = "{proxy.address}"
namespace = "default"

[profile.fleet.tls]
server_name = "{SERVER_NAME}"
server_ca_cert_path = "{certs.ca_cert}"
client_cert_path = "{certs.client_cert}"
client_key_path = "{certs.client_key}"
"""
    )
    return config


def _recovered(s: SupervisorStatus) -> bool:
    return bool(s.incidents) and s.incidents[0].outcome == "recovered"


async def test_tls_worker_supervises_drains_and_leaks_no_secret(
    temporal_client: Client,
    tls_proxy: TlsProxy,
    certs: CertFiles,
    cluster: LocalCluster,
    tw_home: Path,
    task_queue: str,
) -> None:
    config = _profile(tw_home, certs, tls_proxy)
    webhook = WebhookReceiver(tw_home).start()
    secrets = {**SECRETS, "TRAINWARDEN_NOTIFY_URL": webhook.url + WEBHOOK_TOKEN_PATH}
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("TEMPORAL_")},
        "TEMPORAL_CONFIG_FILE": str(config),
        "TEMPORAL_PROFILE": "fleet",
        "TRAINWARDEN_TASK_QUEUE": task_queue,
        "TRAINWARDEN_HOME": str(tw_home),
        "TRAINWARDEN_GRACEFUL_SHUTDOWN_SECONDS": "3",
        **secrets,
    }
    log_path = tw_home / "worker.log"
    with log_path.open("wb") as log:
        worker = subprocess.Popen(
            [sys.executable, "-m", "trainwarden.cli", "worker"],
            cwd=REPO,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        # the test's own client goes through the same profile and the proxy
        settings = TemporalSettings.from_env(env=env)
        assert settings.tls is not None and settings.tls.mutual
        client = await connect(settings)
        cluster.inject_fault("node-2", "xid", sticky=True, after_steps=10, xid=79)
        playbook = str(_playbook_with_notify(tw_home))
        job = job_spec(cluster, "tls")
        handle = await start_supervision(
            client, task_queue, job, playbook=playbook, params=FAST_PARAMS
        )

        try:
            status = await wait_status(handle, _recovered, timeout=90, what="recovery over mTLS")
        except AssertionError as err:  # with what the worker said (it starts slowly under load)
            tail = log_path.read_bytes()[-4000:].decode(errors="replace")
            raise AssertionError(f"{err}\n--- worker log (tail) ---\n{tail}") from None
        assert status.excluded_nodes == {"node-2": status.incidents[0].id}
        assert [c["run"] for c in actions_of(cluster, "submit")] == [1, 2]
        assert "trainwarden-worker" in tls_proxy.client_subjects  # the client cert's CN

        # the temporal CLI, same env, same cluster
        described = subprocess.run(
            [temporal_binary(), "workflow", "describe", "-w", handle.id, "-o", "json"],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert described.returncode == 0, described.stderr
        assert json.loads(described.stdout)["workflowExecutionInfo"]["taskQueue"] == (
            task_queue
        )

        # SIGTERM while the monitor activity is in flight: drain, exit 0; another worker
        # (here in-process, same profile) carries the supervision on
        worker.send_signal(signal.SIGTERM)
        assert await asyncio.to_thread(worker.wait, 30) == 0
        async with build_worker(client, task_queue):
            await wait_status(handle, lambda s: s.state == "supervising", what="supervising")
            await handle.signal("stop", {"reason": "test over"})
            await wait_status(handle, lambda s: s.state == "stopped", what="stopped")
        history = readable_history((await handle.fetch_history()).to_json())
    finally:
        if worker.poll() is None:
            worker.kill()
            worker.wait(10)
        webhook.stop()

    # the notification really went out, with the secret path and header from the env
    assert [r["path"] for r in webhook.requests] == [WEBHOOK_TOKEN_PATH]
    assert webhook.requests[0]["headers"]["Authorization"] == SECRETS["TRAINWARDEN_NOTIFY_AUTH"]
    assert "gpu_hardware" in webhook.requests[0]["body"]
    log_text = log_path.read_text()
    assert "mtls" in log_text and "draining in-flight activities" in log_text, log_text[-2000:]
    assert "worker stopped" in log_text
    assert '"name":"tls"' in history  # the payloads were decoded and searched
    planted = {**secrets, "webhook token": WEBHOOK_TOKEN_PATH.rsplit("/", 1)[1]}
    for name, value in planted.items():
        assert value not in history, f"{name} written to workflow history"
        assert value not in log_text, f"{name} written to the worker log"
    assert "notify_webhook" in history  # the notify activity ran and is in the history
    assert certs.client_key.read_text().splitlines()[1] not in log_text + history


async def test_client_without_certificate_is_refused_by_the_mtls_endpoint(
    tls_proxy: TlsProxy, certs: CertFiles
) -> None:
    """The proxy really enforces mTLS, so the worker above did present its certificate."""
    settings = TemporalSettings.from_env(
        env={
            "TEMPORAL_ADDRESS": tls_proxy.address,
            "TEMPORAL_TLS_SERVER_CA_CERT_PATH": str(certs.ca_cert),
            "TEMPORAL_TLS_SERVER_NAME": SERVER_NAME,
            "TEMPORAL_CONFIG_FILE": "/nonexistent.toml",
        }
    )
    with pytest.raises(RuntimeError):
        await asyncio.wait_for(connect(settings), timeout=30)


CREDENTIAL_PATTERNS = {
    "aws access key id": (r"\b(AKIA|ASIA)[0-9A-Z]{16}\b", "AKIAIOSFODNN7EXAMPLE"),
    "aws secret field": (
        r"(?i)aws_secret_access_key\W{1,6}[A-Za-z0-9/+]{20,}",
        '"aws_secret_access_key": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"',
    ),
    "bearer token": (
        r"(?i)bearer\s+[A-Za-z0-9._~+/-]{16,}",
        "Authorization: Bearer abcdef0123456789xyz",
    ),
    "api key field": (
        r"(?i)api[_-]?key\W{1,6}[A-Za-z0-9._-]{12,}",
        '"api_key":"sk-live-0123456789ab"',
    ),
    "slack webhook": (
        r"hooks\.slack\.com/services/[A-Za-z0-9/]+",
        "https://hooks.slack.com/services/T000/B000/XXXX",
    ),
    "url with password": (
        r"\b[a-z][a-z0-9+.-]{0,15}://[^/\s:@\"]{1,256}:[^/\s@\"]{1,256}@",
        "postgres://temporal:hunter2@db:5432/temporal",
    ),
    "private key": (r"-----BEGIN [A-Z ]*PRIVATE KEY-----", "-----BEGIN EC PRIVATE KEY-----"),
}


@pytest.mark.parametrize("what", sorted(CREDENTIAL_PATTERNS))
def test_credential_patterns_catch_their_samples(what: str) -> None:
    pattern, sample = CREDENTIAL_PATTERNS[what]
    assert re.search(pattern, f"xx {sample} xx")


@pytest.mark.parametrize("path", sorted(HISTORIES.glob("*.json")), ids=lambda p: p.stem)
def test_recorded_histories_hold_no_credentials(path: Path) -> None:
    """Histories recorded by the e2e suite: no planted value, no credential-shaped string."""
    text = readable_history(path.read_text())
    assert '"job"' in text and "SuperviseTrainingJob" in text  # payloads really were decoded
    for value in SECRETS.values():
        assert value not in text
    for what, (pattern, _) in CREDENTIAL_PATTERNS.items():
        assert not re.search(pattern, text), f"{what} in {path.name}"
