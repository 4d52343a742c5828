"""The notify step: the activity against a real local HTTP server, and end to end in a playbook
where one webhook works and one always fails - recovery goes on regardless."""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from helpers_e2e import FAST_PARAMS, job_spec, wait_status
from temporalio.client import Client
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from trainwarden.activities.notify import NotifyInput, notify_webhook
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.playbook.loader import playbook_dir
from trainwarden.playbook.steps import NotifyStep
from trainwarden.supervision import SuperviseInput, SupervisorStatus

INCIDENT = {
    "id": "supervise-x-i1",
    "number": 1,
    "trigger": "failed",
    "observed": "FAILED exit 1",
    "planned_steps": ["exclude", "verify_checkpoint", "restart"],
    "attribution": {
        "category": "gpu_hardware",
        "signature": "xid-79",
        "implicated_nodes": ["node-2"],
        "confidence": 0.95,
        "explanation": 'Xid 79 "fell off the bus"\non node-2',
    },
    "timings": {"time_to_detect": 2.5},
}
CONTEXT = {
    "incident": INCIDENT,
    "job": "llm",
    "workflow_id": "supervise-llm",
    "state": "recovering",
    "state_reason": "incident 1",
    "summary": "incident 1 on llm: gpu_hardware (xid-79)",
}


class Hook:
    """A local webhook: /ok answers 200 and records the request, /fail always answers 500."""

    def __init__(self) -> None:
        self.received: list[dict] = []
        hook = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                hook.received.append(
                    {"path": self.path, "headers": dict(self.headers), "body": body.decode()}
                )
                code = 200 if self.path.startswith("/ok") else 500
                if self.path.startswith("/bad"):
                    code = 400
                self.send_response(code)
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


@pytest.fixture
def hook() -> Iterator[Hook]:
    h = Hook()
    yield h
    h.server.shutdown()


async def test_slack_body_is_valid_json_with_the_incident(
    hook: Hook, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TW_HOOK", f"{hook.url}/ok/secret-path")
    monkeypatch.setenv("TW_TOKEN", "s3cret")
    step = NotifyStep(
        template="slack.json", url_env="TW_HOOK", header_env={"Authorization": "TW_TOKEN"}
    )
    res = await ActivityEnvironment().run(notify_webhook, NotifyInput(step=step, context=CONTEXT))
    assert res.status == 200 and res.target == hook.url and "secret" not in res.target
    sent = hook.received[0]
    assert sent["headers"]["Authorization"] == "s3cret"
    body = json.loads(sent["body"])
    assert "gpu_hardware" in body["text"]
    assert any("node-2" in f["text"] for b in body["blocks"] for f in b.get("fields", []))
    assert "fell off the bus" in json.dumps(body)


async def test_pagerduty_body_reads_routing_key_from_env(
    hook: Hook, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PD_KEY", "R0UTING")
    step = NotifyStep(
        url=f"{hook.url}/ok", template="pagerduty.json", secret_env={"routing_key": "PD_KEY"}
    )
    await ActivityEnvironment().run(notify_webhook, NotifyInput(step=step, context=CONTEXT))
    body = json.loads(hook.received[0]["body"])
    assert body["routing_key"] == "R0UTING" and body["event_action"] == "trigger"
    assert body["dedup_key"] == "supervise-x-i1"
    assert body["payload"]["source"] == "node-2"
    assert body["payload"]["custom_details"]["timings"] == {"time_to_detect": 2.5}


@pytest.mark.parametrize(("path", "retryable"), [("/fail", True), ("/bad", False)])
async def test_errors_are_classified_for_retry(hook: Hook, path: str, retryable: bool) -> None:
    step = NotifyStep(url=f"{hook.url}{path}")
    with pytest.raises(ApplicationError) as err:
        await ActivityEnvironment().run(notify_webhook, NotifyInput(step=step, context=CONTEXT))
    assert err.value.non_retryable is (not retryable)


async def test_missing_env_and_template_are_not_retried(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TRAINWARDEN_NOTIFY_URL", raising=False)
    with pytest.raises(ApplicationError, match="TRAINWARDEN_NOTIFY_URL is not set") as err:
        await ActivityEnvironment().run(
            notify_webhook, NotifyInput(step=NotifyStep(), context=CONTEXT)
        )
    assert err.value.non_retryable
    step = NotifyStep(url="http://127.0.0.1:9/x", body="{{ incident.nope.deeper }}")
    with pytest.raises(ApplicationError, match="notify template") as err:
        await ActivityEnvironment().run(notify_webhook, NotifyInput(step=step, context=CONTEXT))
    assert err.value.non_retryable


def _playbook_with_notify(tmp_path: Path, ok_env: str, failing_url: str) -> Path:
    text = (playbook_dir() / "default.yaml").read_text()
    anchor = '      - exclude: {max_nodes: "{{ max_exclude_per_incident }}"}\n'
    assert text.count(anchor) == 1
    notify = (
        f"      - notify: {{url_env: {ok_env}, template: slack.json}}\n"
        f"      - notify: {{url: '{failing_url}', retries: 1, timeout: 2s}}\n"
    )
    path = tmp_path / "notify-playbook.yaml"
    path.write_text(text.replace(anchor, notify + anchor))
    return path


async def test_notify_step_in_recovery_never_blocks_it(
    temporal_client: Client,
    worker: str,
    cluster: LocalCluster,
    hook: Hook,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TW_E2E_HOOK", f"{hook.url}/ok/hidden-token-123")
    playbook = _playbook_with_notify(tmp_path, "TW_E2E_HOOK", f"{hook.url}/fail")
    cluster.inject_fault("node-2", "xid", sticky=True, after_steps=12, xid=79)
    job = job_spec(cluster, "notify")
    handle = await temporal_client.start_workflow(
        "SuperviseTrainingJob",
        SuperviseInput(job=job, playbook=str(playbook), params=FAST_PARAMS),
        id=f"supervise-notify-{uuid.uuid4().hex[:6]}",
        task_queue=worker,
    )

    def done(s: SupervisorStatus) -> bool:
        return (
            bool(s.incidents)
            and s.incidents[0].outcome == "recovered"
            and all(a.finished_at for a in s.incidents[0].actions if a.step == "notify")
        )

    status = await wait_status(handle, done, 90)
    inc = status.incidents[0]
    # a first sign (the Xid line) stops the remaining ranks before the playbook's steps run
    assert [a.step for a in inc.actions] == [
        "stop_remaining_ranks",
        "notify",
        "notify",
        "exclude",
        "verify_checkpoint",
        "restart",
    ]
    ok, failed, exclude = inc.actions[1], inc.actions[2], inc.actions[3]
    assert ok.ok and "200" in ok.summary
    assert not failed.ok and "500" in failed.summary
    # the failing webhook (2 attempts, 1s apart) did not delay the exclusion
    assert (exclude.started_at - inc.timings.attributed_at).total_seconds() < 0.5
    assert failed.finished_at > exclude.started_at
    slack = next(r for r in hook.received if r["path"].startswith("/ok"))
    assert "gpu_hardware" in json.loads(slack["body"])["text"]
    assert len([r for r in hook.received if r["path"] == "/fail"]) == 2
    await handle.signal("stop", {"reason": "test over"})
    await wait_status(handle, lambda s: s.state == "stopped", 30)
    history = (await handle.fetch_history()).to_json()
    assert "hidden-token-123" not in history
