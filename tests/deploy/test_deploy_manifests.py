"""The Kubernetes manifests and the compose stack pass the schemas bundled in PyPI packages
(kubernetes-validate: the Kubernetes OpenAPI schemas; check-jsonschema: the compose spec), both
as the bare base (`kubectl apply -k deploy/kubernetes`, built-in kinds only, so it applies on a
cluster without the Prometheus Operator) and with the optional monitoring component, and
hang together: every reference resolves, the settings they set are ones the worker reads, the
shutdown grace outlasts the drain, the playbooks lint clean, the metrics are ones we export."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from collections.abc import Sequence
from importlib.resources import files
from pathlib import Path
from typing import Any

import jsonschema
import kubernetes_validate
import pytest
import yaml

from trainwarden.config import SEARCH_ATTRIBUTES, TemporalSettings, WorkerTuning
from trainwarden.playbook.lint import lint_playbook

REPO = Path(__file__).resolve().parents[2]
K8S = REPO / "deploy" / "kubernetes"
MONITORING = K8S / "components" / "monitoring"
COMPOSE = REPO / "deploy" / "compose"
K8S_VERSIONS = ("1.29", "1.34")  # oldest and newest Kubernetes we claim to support
CRD_KINDS = {
    ("monitoring.coreos.com/v1", "ServiceMonitor"),
    ("monitoring.coreos.com/v1", "PrometheusRule"),
}


def _docs(path: Path) -> list[dict[str, Any]]:
    return [d for d in yaml.safe_load_all(path.read_text()) if d]


def _kustomize(root: Path, components: Sequence[Path] = ()) -> list[tuple[str, dict[str, Any]]]:
    """What kustomize builds from root (+ components), for the features the manifests use:
    resources (files or directories), components and namespace. Checked against `kubectl
    kustomize` below where kubectl is installed."""
    k = yaml.safe_load((root / "kustomization.yaml").read_text())
    out: list[tuple[str, dict[str, Any]]] = []
    for entry in k.get("resources", []):
        path = root / entry
        if path.is_dir():
            out.extend(_kustomize(path))
        else:
            out.extend((str(path.relative_to(K8S)), doc) for doc in _docs(path))
    for component in [*(root / c for c in k.get("components", [])), *components]:
        ck = yaml.safe_load((component / "kustomization.yaml").read_text())
        assert ck["kind"] == "Component", component
        for entry in ck["resources"]:
            path = component / entry
            out.extend((str(path.relative_to(K8S)), doc) for doc in _docs(path))
    return out


SECRETS = K8S / "secret.example.yaml"  # created by hand (README.md), never by apply -k


def _k8s_objects() -> list[tuple[str, dict[str, Any]]]:
    """The base with the monitoring component, and the Secrets an operator creates by hand."""
    secrets = [(SECRETS.name, doc) for doc in _docs(SECRETS)]
    return _kustomize(K8S, [MONITORING]) + secrets


def _ids(v: object) -> str:
    return v if isinstance(v, str) else f"{v['kind']}/{v['metadata']['name']}"  # type: ignore[index]


def _one(kind: str, name: str | None = None) -> dict[str, Any]:
    found = [
        d for _, d in _k8s_objects() if d["kind"] == kind and name in (None, d["metadata"]["name"])
    ]
    assert len(found) == 1, f"expected one {kind} {name or ''}, found {len(found)}"
    return found[0]


def _container(kind: str = "Deployment") -> dict[str, Any]:
    return _one(kind)["spec"]["template"]["spec"]["containers"][0]


@pytest.mark.parametrize("version", K8S_VERSIONS)
@pytest.mark.parametrize(
    ("source", "obj"),
    [o for o in _k8s_objects() if (o[1]["apiVersion"], o[1]["kind"]) not in CRD_KINDS],
    ids=_ids,
)
def test_manifest_passes_the_kubernetes_schema_strictly(
    source: str, obj: dict[str, Any], version: str
) -> None:
    kubernetes_validate.validate(obj, version, strict=True)


@pytest.mark.parametrize("version", K8S_VERSIONS)
def test_bare_base_has_only_built_in_kinds(version: str) -> None:
    """`kubectl apply -k deploy/kubernetes` on a cluster without the Prometheus Operator: every
    object the base builds is a kind the API server knows (the schemas have no CRD kinds)."""
    base = _kustomize(K8S)
    assert base
    for _, obj in base:
        kubernetes_validate.validate(obj, version, strict=True)
    kinds = {(o["apiVersion"], o["kind"]) for _, o in base}
    assert not kinds & CRD_KINDS


def test_schema_validation_rejects_a_crd_kind() -> None:
    """Guard for the test above: the validator refuses an object of a kind it has no schema of."""
    monitor = next(o for _, o in _k8s_objects() if o["kind"] == "ServiceMonitor")
    with pytest.raises(kubernetes_validate.SchemaNotFoundError):
        kubernetes_validate.validate(monitor, K8S_VERSIONS[-1], strict=True)


def test_monitoring_component_adds_the_servicemonitor_and_the_prometheusrule() -> None:
    base = {(o["kind"], o["metadata"]["name"]) for _, o in _kustomize(K8S)}
    full = {(o["kind"], o["metadata"]["name"]) for _, o in _kustomize(K8S, [MONITORING])}
    assert full - base == {
        ("ServiceMonitor", "trainwarden-worker"),
        ("PrometheusRule", "trainwarden-alerts"),
    }
    assert base <= full


def _kubectl_kustomize(kustomization: Path) -> dict[tuple[str, str], dict[str, Any]]:
    kubectl = shutil.which("kubectl")
    if kubectl is None:
        pytest.skip("kubectl is not installed: the kustomize reader above stands alone")
    out = subprocess.run(
        [kubectl, "kustomize", str(kustomization)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    return {(d["kind"], d["metadata"]["name"]): d for d in yaml.safe_load_all(out) if d}


def _namespaced(objects: list[tuple[str, dict[str, Any]]]) -> dict[tuple[str, str], Any]:
    namespace = yaml.safe_load((K8S / "kustomization.yaml").read_text())["namespace"]
    built = {}
    for _, obj in objects:
        obj = json.loads(json.dumps(obj))
        if obj["kind"] != "Namespace":
            obj["metadata"]["namespace"] = namespace
        built[(obj["kind"], obj["metadata"]["name"])] = obj
    return built


def test_kubectl_kustomize_builds_the_same_bare_base() -> None:
    assert _kubectl_kustomize(K8S) == _namespaced(_kustomize(K8S))


def test_kubectl_kustomize_builds_the_same_with_the_component(tmp_path: Path) -> None:
    """The overlay a site writes to add monitoring (deploy/kubernetes/README.md)."""
    built = _kustomize(K8S, [MONITORING])
    overlay = tmp_path / "overlay"
    overlay.mkdir()
    base = os.path.relpath(K8S, overlay)
    (overlay / "kustomization.yaml").write_text(
        "apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n"
        f"resources: [{base}]\ncomponents: [{base}/components/monitoring]\n"
    )
    assert _kubectl_kustomize(overlay) == _namespaced(built)


def test_schema_validation_rejects_a_typo() -> None:
    """Guard against a validator that accepts anything."""
    bad = json.loads(json.dumps(_one("Deployment")))
    bad["spec"]["template"]["spec"]["containers"][0]["resource"] = {}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(bad, K8S_VERSIONS[-1], strict=True)


def test_kustomization_lists_every_manifest_but_the_secret_template() -> None:
    kustomization = yaml.safe_load((K8S / "kustomization.yaml").read_text())
    listed = set(kustomization["resources"])
    on_disk = {p.name for p in K8S.glob("*.yaml")} - {"kustomization.yaml"}
    assert listed == on_disk - {"secret.example.yaml"}
    component = yaml.safe_load((MONITORING / "kustomization.yaml").read_text())
    on_disk = {p.name for p in MONITORING.glob("*.yaml")} - {"kustomization.yaml"}
    assert set(component["resources"]) == on_disk
    for _, obj in _k8s_objects():
        if obj["kind"] != "Namespace":
            assert obj["metadata"]["namespace"] == kustomization["namespace"]


def test_servicemonitor_selects_the_metrics_service_and_its_named_port() -> None:
    monitor = _one("ServiceMonitor")
    service = _one("Service")
    pod = _one("Deployment")["spec"]["template"]
    selector = monitor["spec"]["selector"]["matchLabels"]
    assert selector.items() <= service["metadata"]["labels"].items()
    assert service["spec"]["selector"].items() <= pod["metadata"]["labels"].items()
    service_ports = {p["name"]: p for p in service["spec"]["ports"]}
    container_ports = {p["name"]: p["containerPort"] for p in _container()["ports"]}
    for endpoint in monitor["spec"]["endpoints"]:
        target = service_ports[endpoint["port"]]["targetPort"]
        assert target in container_ports


def _settings_env() -> dict[str, str]:
    env = dict(_one("ConfigMap", "trainwarden-settings")["data"])
    env.update(_one("Secret", "trainwarden-credentials")["stringData"])
    return env


def test_deployment_references_resolve_to_defined_objects() -> None:
    pod = _one("Deployment")["spec"]["template"]["spec"]
    defined = {(o["kind"], o["metadata"]["name"]) for _, o in _k8s_objects()}
    for ref in _container()["envFrom"]:
        kind, name = (
            ("ConfigMap", ref["configMapRef"]["name"])
            if "configMapRef" in ref
            else (
                "Secret",
                ref["secretRef"]["name"],
            )
        )
        assert (kind, name) in defined
    for volume in pod["volumes"]:
        if "configMap" in volume:
            assert ("ConfigMap", volume["configMap"]["name"]) in defined
        if "secret" in volume:
            assert ("Secret", volume["secret"]["secretName"]) in defined
    assert ("ServiceAccount", pod["serviceAccountName"]) in defined


def test_settings_are_ones_the_worker_reads_and_tls_files_are_mounted() -> None:
    env = _settings_env()
    settings = TemporalSettings.from_env(env=env)
    assert settings.address == env["TEMPORAL_ADDRESS"]
    assert settings.task_queue == f"trainwarden-{env['TRAINWARDEN_SITE']}"
    assert settings.api_key is None  # the empty placeholder means "no API key"
    assert settings.tls is not None and settings.tls.mutual and settings.tls.server_name is None
    WorkerTuning.from_env(env)  # raises on a bad value
    mounts = {m["name"]: m["mountPath"] for m in _container()["volumeMounts"]}
    tls_secret = _one("Secret", "trainwarden-temporal-tls")["stringData"]
    for path in (
        settings.tls.client_cert_path,
        settings.tls.client_key_path,
        settings.tls.server_ca_cert_path,
    ):
        assert path is not None and str(path.parent) == mounts["temporal-tls"]
        assert path.name in tls_secret
    known = {"AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_DEFAULT_REGION"}
    for key in env:
        assert key.startswith(("TEMPORAL_", "TRAINWARDEN_")) or key in known, key


def test_graceful_drain_fits_in_the_termination_grace_period() -> None:
    tuning = WorkerTuning.from_env(_settings_env())
    pod = _one("Deployment")["spec"]["template"]["spec"]
    assert tuning.graceful_shutdown_seconds + 15 <= pod["terminationGracePeriodSeconds"]
    strategy = _one("Deployment")["spec"]["strategy"]["rollingUpdate"]
    assert strategy["maxUnavailable"] == 0


def test_workers_run_as_the_images_non_root_user_with_resources() -> None:
    uid = re.search(r"^USER (\d+):", (REPO / "Dockerfile").read_text(), re.M)
    assert uid is not None
    pod = _one("Deployment")["spec"]["template"]["spec"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] == int(uid.group(1))
    for kind in ("Deployment", "Job"):
        c = _container(kind)
        assert c["securityContext"]["readOnlyRootFilesystem"] is True
        assert c["resources"]["requests"]["cpu"] and c["resources"]["requests"]["memory"]
        assert c["resources"]["limits"]["memory"]
    metrics_port = int(_settings_env()["TRAINWARDEN_METRICS_PORT"])
    assert {"name": "metrics", "containerPort": metrics_port, "protocol": "TCP"} in (
        _container()["ports"]
    )


@pytest.mark.parametrize("name", sorted(_one("ConfigMap", "trainwarden-playbooks")["data"]))
def test_configmap_playbooks_lint_clean(name: str, tmp_path: Path) -> None:
    path = tmp_path / name
    path.write_text(_one("ConfigMap", "trainwarden-playbooks")["data"][name])
    assert lint_playbook(str(path)) == []


def _search_attributes_in(script: str) -> dict[str, str]:
    loop = re.search(r"for attr in ([^;\n]+)", script)
    assert loop is not None
    return dict(item.split(":") for item in loop.group(1).split())


def test_setup_registers_exactly_the_design_search_attributes() -> None:
    job_script = _container("Job")["args"][0]
    compose_script = (COMPOSE / "scripts" / "setup-temporal.sh").read_text()
    assert _search_attributes_in(job_script) == SEARCH_ATTRIBUTES
    assert _search_attributes_in(compose_script) == SEARCH_ATTRIBUTES


# ---- compose --------------------------------------------------------------------------------

_VAR = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:-|:\?)([^}]*))?\}")


def _interpolate(text: str, env: dict[str, str]) -> str:
    """Compose's ${VAR}, ${VAR:-default} and ${VAR:?error} (done before its own validation)."""

    def value(m: re.Match[str]) -> str:
        name, op, arg = m.groups()
        if env.get(name):
            return env[name]
        if op == ":?":
            raise KeyError(f"{name}: {arg}")
        return arg if op == ":-" else ""

    return _VAR.sub(value, text)


def _compose(**extra: str) -> dict[str, Any]:
    dotenv = dict(
        line.split("=", 1)
        for line in (COMPOSE / ".env").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    )
    return yaml.safe_load(_interpolate((COMPOSE / "compose.yaml").read_text(), dotenv | extra))


def test_compose_file_passes_the_compose_spec_schema() -> None:
    schema_file = files("check_jsonschema.builtin_schemas.vendor") / "compose-spec.json"
    schema = json.loads(schema_file.read_text())
    validator = jsonschema.validators.validator_for(schema)(schema)
    doc = _compose(POSTGRES_PASSWORD="test-only")
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(doc)]
    assert errors == []
    doc["services"]["worker"]["deploy"]["replica"] = 3
    assert list(validator.iter_errors(doc)), "the schema must reject an unknown key"


def test_compose_requires_the_database_password() -> None:
    with pytest.raises(KeyError, match="POSTGRES_PASSWORD"):
        _compose()


def test_compose_stack_is_complete_and_its_files_exist() -> None:
    doc = _compose(POSTGRES_PASSWORD="test-only")
    services = doc["services"]
    assert {"postgresql", "temporal", "temporal-ui", "worker", "prometheus", "grafana"} <= set(
        services
    )
    assert services["temporal"]["environment"]["DB"] == "postgres12"
    setup = services["temporal-setup"]
    assert setup["command"] == ["/scripts/setup-temporal.sh"]
    worker = services["worker"]
    assert worker["depends_on"]["temporal-setup"]["condition"] == "service_completed_successfully"
    assert int(worker["deploy"]["replicas"]) >= 2
    assert (COMPOSE / worker["build"]["context"] / worker["build"]["dockerfile"]).is_file()
    for name, service in services.items():
        for volume in service.get("volumes", []):
            source = volume.split(":", 1)[0]
            if source.startswith("."):
                assert (COMPOSE / source).exists(), f"{name}: {source}"
    grace = float(worker["stop_grace_period"].rstrip("s"))
    drain = float(worker["environment"]["TRAINWARDEN_GRACEFUL_SHUTDOWN_SECONDS"])
    assert drain + 15 <= grace


def test_prometheus_scrapes_every_worker_on_the_metrics_port() -> None:
    worker_env = _compose(POSTGRES_PASSWORD="x")["services"]["worker"]["environment"]
    config = yaml.safe_load((COMPOSE / "prometheus" / "prometheus.yml").read_text())
    jobs = {job["job_name"]: job for job in config["scrape_configs"]}
    sd = jobs["trainwarden-worker"]["dns_sd_configs"][0]
    assert sd["names"] == ["worker"] and sd["port"] == int(worker_env["TRAINWARDEN_METRICS_PORT"])


def test_grafana_dashboard_uses_metrics_the_worker_exports() -> None:
    grafana = _compose(POSTGRES_PASSWORD="x")["services"]["grafana"]
    mount = next(v for v in grafana["volumes"] if v.split(":")[1] == "/var/lib/grafana/dashboards")
    dashboard_dir = COMPOSE / mount.split(":")[0]
    home = grafana["environment"]["GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH"]
    dashboard_file = dashboard_dir / Path(home).name
    dashboard = json.loads(dashboard_file.read_text())
    panels = list(dashboard["panels"])
    panels += [inner for p in dashboard["panels"] for inner in p.get("panels", [])]  # rows
    exprs = [t["expr"] for p in panels for t in p.get("targets", [])]
    used = {
        re.sub(r"_(total|bucket|sum|count)$", "", m)
        for e in exprs
        for m in re.findall(r"\btrainwarden_[a-z_]+", e)
    }
    source = (REPO / "workers" / "metrics.py").read_text()
    declared = set(re.findall(r'"(trainwarden_[a-z_]+)"', source))
    declared |= {f"trainwarden_{c}_seconds" for c in re.findall(r'"(time_to_[a-z_]+)"', source)}
    assert used and used <= declared, used - declared


def test_temporal_dynamic_config_is_well_formed() -> None:
    config = yaml.safe_load(
        (REPO / "deploy" / "temporal" / "dynamicconfig" / "trainwarden-sql.yaml").read_text()
    )
    assert config
    for key, entries in config.items():
        assert re.fullmatch(r"[a-z]+(\.[A-Za-z]+)+", key), key
        assert isinstance(entries, list) and all("value" in e for e in entries), key


def test_temporal_dynamic_config_sets_the_product_server_limits() -> None:
    """deploy/ runs its server with the limits the tests and `warden demo` start with."""
    from trainwarden.workers.devserver import SERVER_LIMITS

    config = yaml.safe_load(
        (REPO / "deploy" / "temporal" / "dynamicconfig" / "trainwarden-sql.yaml").read_text()
    )
    for key, value in SERVER_LIMITS.items():
        assert config.get(key) == [{"value": value, "constraints": {}}], key


def test_kubernetes_temporal_helm_values_set_the_product_server_limits() -> None:
    """The Helm values shipped for the official Temporal chart set the same limits."""
    from trainwarden.workers.devserver import SERVER_LIMITS

    values = yaml.safe_load((REPO / "deploy" / "temporal" / "helm-values.yaml").read_text())
    config = values["server"]["dynamicConfig"]
    for key, value in SERVER_LIMITS.items():
        assert config.get(key) == [{"value": value, "constraints": {}}], key
