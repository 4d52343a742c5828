"""The shipped alert rules (deploy/prometheus/trainwarden-alerts.yaml): `promtool check rules`
accepts them, `promtool test rules` runs each alert against input series (alerts_test.yaml),
the PrometheusRule of the Kubernetes component carries the same rules, each alert links a
runbook section of docs/alerts.md, and the metrics they use are ones the worker exports.
One of them firing in a real Prometheus that scrapes a real worker: tests/e2e/test_e2e_alerts.py.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
RULES = REPO / "deploy" / "prometheus" / "trainwarden-alerts.yaml"
UNIT_TESTS = Path(__file__).resolve().parent / "alerts_test.yaml"
GENERATOR = REPO / "deploy" / "prometheus" / "make-prometheusrule.py"
PROMETHEUS_RULE = (
    REPO / "deploy" / "kubernetes" / "components" / "monitoring" / "prometheusrule.yaml"
)
RUNBOOKS = REPO / "docs" / "alerts.md"
COMPOSE_CONFIG = REPO / "deploy" / "compose" / "prometheus" / "prometheus.yml"
RUNBOOK_BASE = "https://github.com/trainwarden/trainwarden/blob/main/docs/alerts.md#"


def _promtool(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    binary = shutil.which("promtool")
    if binary is None:
        pytest.fail("promtool is not installed: `make system` installs it", pytrace=False)
    return subprocess.run(
        [binary, *args], capture_output=True, text=True, timeout=120, cwd=cwd, check=False
    )


def _rules() -> list[dict[str, Any]]:
    return [r for g in yaml.safe_load(RULES.read_text())["groups"] for r in g["rules"]]


def _alerts() -> dict[str, dict[str, Any]]:
    return {r["alert"]: r for r in _rules() if "alert" in r}


def test_shipped_rules_pass_promtool_check() -> None:
    out = _promtool("check", "rules", str(RULES))
    assert out.returncode == 0, out.stdout + out.stderr
    assert f"SUCCESS: {len(_rules())} rules found" in out.stdout


def test_promtool_check_rejects_a_broken_rule(tmp_path: Path) -> None:
    """Guard: the check above can fail (an expression that does not parse)."""
    doc = yaml.safe_load(RULES.read_text())
    doc["groups"][0]["rules"][0]["expr"] = "sum by (job (up)"
    broken = tmp_path / "broken.yaml"
    broken.write_text(yaml.safe_dump(doc))
    out = _promtool("check", "rules", str(broken))
    assert out.returncode != 0


def test_promtool_unit_tests_of_every_alert_pass() -> None:
    out = _promtool("test", "rules", UNIT_TESTS.name, cwd=UNIT_TESTS.parent)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "SUCCESS" in out.stdout


def test_promtool_unit_tests_fail_on_a_changed_threshold(tmp_path: Path) -> None:
    """Guard: the unit tests see the rules as shipped (the default operator wait, 1800 s)."""
    rules = tmp_path / "rules.yaml"
    rules.write_text(RULES.read_text().replace("or vector(1800)", "or vector(3600)"))
    assert rules.read_text() != RULES.read_text()
    tests = yaml.safe_load(UNIT_TESTS.read_text())
    tests["rule_files"] = [str(rules)]
    (tmp_path / "t.yaml").write_text(yaml.safe_dump(tests))
    out = _promtool("test", "rules", "t.yaml", cwd=tmp_path)
    assert out.returncode != 0 and "TrainwardenAwaitingOperator" in out.stdout + out.stderr


def test_every_alert_has_a_firing_and_a_quiet_unit_test() -> None:
    cases = [
        case
        for test in yaml.safe_load(UNIT_TESTS.read_text())["tests"]
        for case in test["alert_rule_test"]
    ]
    fires = {c["alertname"] for c in cases if c["exp_alerts"]}
    quiet = {c["alertname"] for c in cases if not c["exp_alerts"]}
    assert set(_alerts()) == fires
    assert set(_alerts()) == quiet


def test_the_five_temporal_alerts_and_trainwardens_own_are_shipped() -> None:
    assert set(_alerts()) == {
        # Temporal's five starting alerts (docs.temporal.io, best-practices/worker-alerting)
        "TrainwardenNoPollers",
        "TrainwardenNonDeterminism",
        "TrainwardenPayloadTooLarge",
        "TrainwardenWorkflowTaskScheduleToStartSlow",
        "TrainwardenResourceExhausted",
        # trainwarden's own
        "TrainwardenAwaitingOperator",
        "TrainwardenRestartBudgetSpent",
        "TrainwardenBreakerRefusing",
        "TrainwardenNodesHeldOut",
        "TrainwardenSlowDetection",
        "TrainwardenSlowAction",
        "TrainwardenWorkerDown",
        "TrainwardenWorkerMetricsAbsent",
    }
    for name, rule in _alerts().items():
        assert rule["labels"]["severity"] in ("critical", "warning"), name
        assert rule["annotations"]["summary"] and rule["annotations"]["description"], name


def _generator() -> Any:
    spec = importlib.util.spec_from_file_location("make_prometheusrule", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_prometheusrule_carries_the_same_rules_as_the_rules_file() -> None:
    rule = yaml.safe_load(PROMETHEUS_RULE.read_text())
    assert (rule["apiVersion"], rule["kind"]) == ("monitoring.coreos.com/v1", "PrometheusRule")
    assert rule["spec"]["groups"] == yaml.safe_load(RULES.read_text())["groups"]
    # and it is exactly what the generator writes (rerun it after editing the rules)
    assert PROMETHEUS_RULE.read_text() == _generator().render()


def _anchors(markdown: str) -> dict[str, str]:
    """GitHub's heading anchors -> the section under each heading."""
    sections = re.split(r"^(#{2,3} .+)$", markdown, flags=re.M)
    out = {}
    for heading, body in zip(sections[1::2], sections[2::2], strict=True):
        text = heading.lstrip("#").strip().lower()
        out[re.sub(r"[^a-z0-9 _-]", "", text).replace(" ", "-")] = body
    return out


def test_every_alert_links_a_runbook_section_that_says_what_to_do() -> None:
    sections = _anchors(RUNBOOKS.read_text())
    for name, rule in _alerts().items():
        url = rule["annotations"]["runbook_url"]
        assert url == RUNBOOK_BASE + name.lower(), name
        body = sections.get(name.lower())
        assert body is not None, f"docs/alerts.md has no section {name}"
        for part in ("**What it means.**", "**What to check.**", "**What to do.**"):
            assert part in body, f"{name}: {part}"
    assert "thresholds" in sections


def test_alerts_use_metrics_the_worker_exports() -> None:
    exprs = " ".join(r["expr"] for r in _rules())
    used = {
        re.sub(r"_(total|bucket|sum|count)$", "", m)
        for m in re.findall(r"\btrainwarden_[a-z_]+", exprs)
    } - {"trainwarden_alert_threshold"}  # the sites' own override series (docs/alerts.md)
    source = (REPO / "workers" / "metrics.py").read_text()
    declared = set(re.findall(r'"(trainwarden_[a-z_]+)"', source))
    declared |= {f"trainwarden_{c}_seconds" for c in re.findall(r'"(time_to_[a-z_]+)"', source)}
    assert used and used <= declared, used - declared
    # thresholds the docs say a site can override are the ones the rules read
    overridable = set(re.findall(r'trainwarden_alert_threshold\{alert="(\w+)"\}', exprs))
    assert overridable <= set(_alerts())
    assert overridable == {
        "TrainwardenAwaitingOperator",
        "TrainwardenNodesHeldOut",
        "TrainwardenSlowDetection",
        "TrainwardenSlowAction",
    }


def test_compose_prometheus_loads_the_rules(tmp_path: Path) -> None:
    """The compose Prometheus reads every rule file under /etc/prometheus/rules; pointed at
    deploy/prometheus instead, promtool accepts the config with the shipped rules in it."""
    config = yaml.safe_load(COMPOSE_CONFIG.read_text())
    assert config["rule_files"] == ["/etc/prometheus/rules/*.yaml"]
    config["rule_files"] = [str(RULES.parent / "*.yaml")]
    local = tmp_path / "prometheus.yml"
    local.write_text(yaml.safe_dump(config))
    out = _promtool("check", "config", str(local))
    assert out.returncode == 0, out.stdout + out.stderr
    assert f"SUCCESS: {len(_rules())} rules found" in out.stdout
    jobs = {job["job_name"] for job in config["scrape_configs"]}
    assert any(re.fullmatch("trainwarden-worker.*", job) for job in jobs)
