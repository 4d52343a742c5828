"""Secrets in logs are redacted before evidence enters bundles, history or reports.

Secret values here are fake, in the documented formats: AWS's own example key pair
(https://docs.aws.amazon.com/IAM/latest/UserGuide/security-creds.html), GitHub's token
prefixes (https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/),
Slack's token types (https://api.slack.com/authentication/token-types), Hugging Face user
access tokens (https://huggingface.co/docs/hub/security-tokens).
"""

from __future__ import annotations

import json
import shutil
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest
from temporalio.testing import ActivityEnvironment

from trainwarden.activities.evidence import attribute_incident, collect_evidence
from trainwarden.activities.models import AttributeInput, CollectEvidenceInput
from trainwarden.activities.registry import backend_for
from trainwarden.localcluster.cluster import LocalCluster
from trainwarden.localcluster.layout import ClusterLayout, RunLayout
from trainwarden.models import JobSpec, LocalJobOptions
from trainwarden.untrusted.redact import _CANDIDATE, MARK, configured_patterns, redact

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "progress"))
from real_lines import STEP_LINES

CORPUS = Path(__file__).resolve().parents[1] / "attribution" / "corpus"

AWS_KEY = "AKIAIOSFODNN7EXAMPLE"
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
GITHUB = "ghp_" + "x1Y2z3" * 6
SLACK = "xoxb-" + "1234567890-0987654321-abcdefghijklmnop"
HF = "hf_" + "aBcDeFgHiJ" * 3 + "kl"

SECRET_LINES = {
    f"export AWS_ACCESS_KEY_ID={AWS_KEY}": AWS_KEY,
    f"aws_secret_access_key = {AWS_SECRET}": AWS_SECRET,
    f'curl -H "Authorization: Bearer {"e" * 40}" https://api.example.com': "e" * 40,
    f"HF_TOKEN={HF} python train.py": HF,
    "WANDB_API_KEY=0123456789abcdef0123456789abcdef01234567": "0123456789abcdef01234567",
    "MY_SERVICE_TOKEN: s3cr3t-value-here": "s3cr3t-value-here",
    f"cloning with {GITHUB}": GITHUB,
    f"posting to slack with {SLACK}": SLACK,
    "https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXX": "T0000/B0000/XXXXXXXX",
    "git clone https://bob:hunter2pass@git.example.com/repo.git": "hunter2pass",
    "DB_PASSWORD='correct horse battery'": "correct horse battery",
}


@pytest.mark.parametrize("line", SECRET_LINES, ids=range(len(SECRET_LINES)))
def test_secret_values_are_redacted_names_kept(line: str) -> None:
    out = redact(f"2026-12-04T10:00:00.000Z {line}\n")
    assert SECRET_LINES[line] not in out and MARK in out
    assert out.startswith("2026-12-04T10:00:00.000Z ") and out.endswith("\n")


def test_private_key_blocks_go_whole() -> None:
    text = (
        "before\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAtest\n"
        "-----END RSA PRIVATE KEY-----\nafter\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn"
    )
    assert redact(text) == f"before\n{MARK}\nafter\n{MARK}"


def test_json_stays_json_and_ordinary_lines_stay_as_they_are() -> None:
    record = {"ts": "2026-12-04T10:00:00Z", "OPENAI_API_KEY": "sk-proj-" + "a" * 30, "step": 3}
    redacted = json.loads(redact(json.dumps(record)))
    assert redacted == {**record, "OPENAI_API_KEY": MARK}
    ordinary = [
        "Token indices sequence length is longer than the specified maximum sequence length",
        "step 100 loss 2.31 max_tokens=2048 tokenizer: gpt2 lr 3e-4",
        "[Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7, "
        "OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=3000)",
        "NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python, GPU has fallen off the bus.",
    ]
    for line in ordinary:
        assert redact(line) == line


def test_patterns_are_configurable(monkeypatch: pytest.MonkeyPatch) -> None:
    assert redact("internal id CORP-1234-5678") == "internal id CORP-1234-5678"
    monkeypatch.setenv("TRAINWARDEN_REDACT_PATTERNS", r"CORP-(?P<secret>\d{4}-\d{4})")
    assert redact("internal id CORP-1234-5678") == f"internal id CORP-{MARK}"
    assert redact("x", [r"x+"]) == MARK
    with pytest.raises(ValueError, match="TRAINWARDEN_REDACT_PATTERNS"):
        configured_patterns("([unclosed")


async def test_attribution_result_carries_no_secret(tmp_path: Path) -> None:
    """A bundle written before redaction (or by hand) still gives a clean result."""
    bundle = tmp_path / "bundle"
    shutil.copytree(CORPUS / "syn-cuda-oom", bundle)
    inp = AttributeInput(bundle_path=str(bundle))
    clean = await ActivityEnvironment().run(attribute_incident, inp)
    (evidence, *_) = clean.initiating.evidence
    log = bundle / evidence.file
    lines = log.read_text().splitlines(keepends=True)
    lines[evidence.line - 1] = lines[evidence.line - 1].rstrip("\n") + f" HF_TOKEN={HF}\n"
    log.write_text("".join(lines))

    result = await ActivityEnvironment().run(attribute_incident, inp)
    assert (result.verdict, result.category) == (clean.verdict, clean.category)
    dumped = result.model_dump_json()
    assert HF not in dumped
    assert f"HF_TOKEN={MARK}" in result.initiating.evidence[0].text


async def test_bundle_files_carry_no_secret(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A real job on the local cluster logs secrets; the collected bundle has none."""
    home = tmp_path / "home"
    monkeypatch.setenv("TRAINWARDEN_HOME", str(home))
    job = JobSpec(
        name="leaky",
        nodes=2,
        ranks_per_node=1,
        local=LocalJobOptions(cluster_dir=str(tmp_path / "cluster"), cluster_nodes=2),
    )
    backend = backend_for(job)
    handle, _ = backend.start(job, key="wf:start")
    try:
        layout = ClusterLayout(tmp_path / "cluster")
        run = RunLayout(layout.run_dir("leaky", handle.run))
        log = run.rank_log(handle.nodes[0], 0)
        now = datetime.now(UTC).isoformat().replace("+00:00", "Z")
        log.parent.mkdir(parents=True, exist_ok=True)
        with log.open("a") as out:
            for line in SECRET_LINES:
                out.write(f"{now} {line}\n")
        inp = CollectEvidenceInput(job=job, handle=handle, incident_id="wf-i1")
        ref = await ActivityEnvironment().run(collect_evidence, inp)
    finally:
        backend.stop(handle, "test over", key="wf:stop")
        LocalCluster(tmp_path / "cluster").kill_all()
    text = "".join(p.read_text() for p in Path(ref.path).rglob("*") if p.is_file())
    for secret in SECRET_LINES.values():
        assert secret not in text
    assert text.count(MARK) >= len(SECRET_LINES)
    assert ref.bytes == sum(p.stat().st_size for p in Path(ref.path).rglob("*") if p.is_file())


# Throughput lines as trainers print them, with "token" words, `tps`, `tok/sec`, progress bars:
# none holds a secret, so none may change (and none may take the patterns' slow path).
THROUGHPUT_LINES = [line for _, _, line, _, _ in STEP_LINES] + [
    # HF Trainer with include_tokens_per_second / include_num_input_tokens_seen
    # (https://github.com/saforem2/ezpz, ezpz.examples.hf_trainer output)
    "{'loss': 2.6031, 'grad_norm': 1.8801486492156982, 'learning_rate': 5.000000000000001e-07, "
    "'epoch': 2.24, 'num_input_tokens_seen': 19660800, 'train_runtime': 252.007, "
    "'train_tokens_per_second': 78016.894}",
    "  train_tokens_per_second  =    2004.87",
    # https://github.com/karpathy/nanochat/pull/147
    "step 00004/21400 (0.02%) | loss: 8.893647 | lrm: 1.00 | dt: 989.44ms | tok/sec: 529,882 | "
    "mfu: 74.13 | total time: 0.00m",
    # https://github.com/pytorch/torchtitan/pull/3393
    "[rank0]:[titan] 2026-05-18 16:04:46,338 - root - INFO - step: 14  loss:  3.24405  "
    "grad_norm:  0.8319  memory:  9.46GiB(64.99%)  tps: 7,282  tflops: 0.52  mfu: 0.17%",
]


@pytest.mark.parametrize("line", THROUGHPUT_LINES, ids=range(len(THROUGHPUT_LINES)))
def test_throughput_lines_stay_as_they_are(line: str) -> None:
    text = f"2026-12-04T10:00:00.000Z {line}\n"
    assert redact(text) == text
    assert _CANDIDATE.search(text) is None  # no line pattern is even tried on it


@pytest.mark.parametrize("line", THROUGHPUT_LINES, ids=range(len(THROUGHPUT_LINES)))
def test_secrets_on_throughput_lines_still_go(line: str) -> None:
    secrets = [f" HF_TOKEN={HF}", f" key {AWS_KEY}", " WANDB_API_KEY: 0123456789abcdef"]
    for secret in secrets:
        text = f"2026-12-04T10:00:00.000Z {line}{secret}\nnext line tokens/s: 5\n"
        out = redact(text)
        assert out.startswith(f"2026-12-04T10:00:00.000Z {line} ")
        assert out.endswith("\nnext line tokens/s: 5\n") and MARK in out
        assert secret.split()[-1].split("=")[-1] not in out


@pytest.mark.parametrize("line", SECRET_LINES, ids=range(len(SECRET_LINES)))
def test_every_secret_line_is_a_candidate(line: str) -> None:
    """The one-pass prefilter lets through every line a built-in pattern would change."""
    assert _CANDIDATE.search(line) is not None


def test_only_the_lines_holding_secrets_change() -> None:
    lines = [f"{n} tokens/s: 3,456 disk-usage 12%" for n in range(50)]
    lines[7] += f" token={HF}"
    lines[31] = f"git clone https://bob:hunter2pass@git.example.com/repo.git {lines[31]}"
    out = redact("\n".join(lines)).split("\n")
    changed = [n for n, (a, b) in enumerate(zip(lines, out, strict=True)) if a != b]
    assert changed == [7, 31]
    assert out[7] == f"7 tokens/s: 3,456 disk-usage 12% token={MARK}"
