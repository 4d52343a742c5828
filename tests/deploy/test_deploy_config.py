"""Connection settings resolve like the `temporal` CLI's (same env names, same TOML profile
file), secrets never print, and the worker's tuning knobs come from flags or env."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from helpers_deploy import CertFiles
from temporalio.service import TLSConfig

from trainwarden.config import ConfigError, TemporalSettings, WorkerTuning
from trainwarden.workers.client import tls_config

API_KEY = "tw-planted-api-key-4f1c9e"


def test_no_configuration_means_local_plaintext_default() -> None:
    s = TemporalSettings.from_env(env={"TEMPORAL_CONFIG_FILE": "/nonexistent/temporal.toml"})
    assert (s.address, s.namespace, s.task_queue) == ("127.0.0.1:7233", "default", "trainwarden")
    assert s.tls is None and s.api_key is None and not s.tls_enabled
    assert tls_config(s) is False


def test_cli_env_names_give_mtls_and_api_key(certs: CertFiles) -> None:
    env = {
        "TEMPORAL_ADDRESS": "temporal.example:7233",
        "TEMPORAL_NAMESPACE": "training",
        "TEMPORAL_TLS_CLIENT_CERT_PATH": str(certs.client_cert),
        "TEMPORAL_TLS_CLIENT_KEY_PATH": str(certs.client_key),
        "TEMPORAL_TLS_SERVER_CA_CERT_PATH": str(certs.ca_cert),
        "TEMPORAL_TLS_SERVER_NAME": "frontend.internal",
        "TEMPORAL_API_KEY": API_KEY,
    }
    s = TemporalSettings.from_env(env=env)
    assert (s.address, s.namespace) == ("temporal.example:7233", "training")
    assert s.tls is not None and s.tls.mutual
    assert s.tls.client_cert_path == certs.client_cert
    assert s.api_key is not None and s.api_key.get_secret_value() == API_KEY
    tls = tls_config(s)
    assert isinstance(tls, TLSConfig)
    assert tls.domain == "frontend.internal"
    assert tls.server_root_ca_cert == certs.ca_cert.read_bytes()
    assert tls.client_cert == certs.client_cert.read_bytes()
    assert tls.client_private_key == certs.client_key.read_bytes()


def test_legacy_short_names_are_accepted_but_current_names_win(certs: CertFiles) -> None:
    env = {
        "TEMPORAL_TLS_CERT": str(certs.client_cert),
        "TEMPORAL_TLS_KEY": str(certs.client_key),
        "TEMPORAL_TLS_CA": "/legacy/ca.pem",
        "TEMPORAL_TLS_SERVER_CA_CERT_PATH": str(certs.ca_cert),
    }
    s = TemporalSettings.from_env(env=env)
    assert s.tls is not None
    assert s.tls.client_cert_path == certs.client_cert
    assert s.tls.client_key_path == certs.client_key
    assert s.tls.server_ca_cert_path == certs.ca_cert


def test_api_key_alone_enables_tls_with_system_roots() -> None:
    s = TemporalSettings.from_env(env={"TEMPORAL_API_KEY": API_KEY})
    assert s.tls_enabled and tls_config(s) is True


def test_toml_profile_then_env_then_explicit_overrides(tmp_path: Path, certs: CertFiles) -> None:
    config = tmp_path / "temporal.toml"
    config.write_text(
        f"""
[profile.default]
address = "localhost:7233"

[profile.fleet]
address = "temporal.fleet:7233"
namespace = "from-file"
api_key = "{API_KEY}"

[profile.fleet.tls]
server_name = "frontend.fleet"
server_ca_cert_path = "{certs.ca_cert}"
client_cert_path = "{certs.client_cert}"
client_key_path = "{certs.client_key}"
"""
    )
    env = {"TEMPORAL_CONFIG_FILE": str(config), "TEMPORAL_PROFILE": "fleet"}
    s = TemporalSettings.from_env(env=env)
    assert (s.address, s.namespace, s.profile) == ("temporal.fleet:7233", "from-file", "fleet")
    assert s.tls is not None and s.tls.server_name == "frontend.fleet" and s.tls.mutual
    # env overrides the file, as for the CLI; explicit flags override both
    s = TemporalSettings.from_env(env={**env, "TEMPORAL_NAMESPACE": "from-env"})
    assert s.namespace == "from-env"
    s = TemporalSettings.from_env(env={**env, "TEMPORAL_NAMESPACE": "x"}, namespace="from-flag")
    assert s.namespace == "from-flag"
    # the profile named by argument wins over TEMPORAL_PROFILE
    assert TemporalSettings.from_env(env=env, profile="default").address == "localhost:7233"


def test_the_temporal_cli_reads_the_same_profile(tmp_path: Path) -> None:
    """One setup for both: `temporal config get` resolves the file our settings read."""
    from trainwarden.config import temporal_binary

    config = tmp_path / "temporal.toml"
    config.write_text('[profile.fleet]\naddress = "temporal.fleet:7233"\nnamespace = "ml"\n')
    out = subprocess.run(
        [temporal_binary(), "config", "get", "--profile", "fleet", "-o", "json"],
        env={"TEMPORAL_CONFIG_FILE": str(config), "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    ours = TemporalSettings.from_env(env={"TEMPORAL_CONFIG_FILE": str(config)}, profile="fleet")
    assert '"temporal.fleet:7233"' in out and '"ml"' in out
    assert (ours.address, ours.namespace) == ("temporal.fleet:7233", "ml")


def test_inline_key_data_and_api_key_never_print(certs: CertFiles) -> None:
    key_pem = certs.client_key.read_text()
    env = {
        "TEMPORAL_API_KEY": API_KEY,
        "TEMPORAL_TLS_CLIENT_CERT_DATA": certs.client_cert.read_text(),
        "TEMPORAL_TLS_CLIENT_KEY_DATA": key_pem,
    }
    s = TemporalSettings.from_env(env=env)
    assert s.tls is not None and s.tls.client_key_data is not None
    secret_line = key_pem.splitlines()[1]
    for text in (repr(s), str(s), s.describe(), s.model_dump_json(), str(s.model_dump())):
        assert API_KEY not in text
        assert secret_line not in text
    assert "api key set" in s.describe() and "mtls" in s.describe()
    tls = tls_config(s)
    assert isinstance(tls, TLSConfig) and tls.client_private_key == key_pem.encode()


def test_unknown_profile_is_a_config_error(tmp_path: Path) -> None:
    config = tmp_path / "temporal.toml"
    config.write_text('[profile.default]\naddress = "a:1"\n')
    with pytest.raises(ConfigError, match="nope"):
        TemporalSettings.from_env(env={"TEMPORAL_CONFIG_FILE": str(config)}, profile="nope")


def test_task_queue_per_site() -> None:
    assert TemporalSettings.from_env(env={"TRAINWARDEN_SITE": "eu1"}).task_queue == (
        "trainwarden-eu1"
    )
    both = {"TRAINWARDEN_SITE": "eu1", "TRAINWARDEN_TASK_QUEUE": "gpu-a"}
    assert TemporalSettings.from_env(env=both).task_queue == "gpu-a"
    assert TemporalSettings.from_env(env=both, task_queue="q").task_queue == "q"


def test_worker_tuning_from_env_and_flags() -> None:
    env = {
        "TRAINWARDEN_MAX_CONCURRENT_ACTIVITIES": "50",
        "TRAINWARDEN_MAX_CONCURRENT_WORKFLOW_TASKS": "20",
        "TRAINWARDEN_GRACEFUL_SHUTDOWN_SECONDS": "25",
    }
    t = WorkerTuning.from_env(env, max_concurrent_workflow_tasks=8)
    assert t.max_concurrent_activities == 50
    assert t.max_concurrent_workflow_tasks == 8
    assert t.graceful_shutdown_seconds == 25.0
    assert t.max_cached_workflows == WorkerTuning().max_cached_workflows
    with pytest.raises(ConfigError, match="max_concurrent_activities"):
        WorkerTuning.from_env({"TRAINWARDEN_MAX_CONCURRENT_ACTIVITIES": "0"})


@pytest.mark.parametrize(
    ("args", "env", "needle"),
    [
        (["--profile", "nope"], {}, "nope"),
        (["--max-concurrent-activities", "0"], {}, "max_concurrent_activities"),
        (["--max-concurrent-activities", "x"], {}, "invalid int value"),
        ([], {"TRAINWARDEN_GRACEFUL_SHUTDOWN_SECONDS": "soon"}, "graceful_shutdown_seconds"),
    ],
)
def test_worker_cli_input_errors_are_one_line_exit_2(
    tmp_path: Path, args: list[str], env: dict[str, str], needle: str
) -> None:
    config = tmp_path / "temporal.toml"
    config.write_text('[profile.default]\naddress = "127.0.0.1:1"\n')
    proc = subprocess.run(
        [sys.executable, "-m", "trainwarden.cli", "worker", *args],
        env={"PATH": "/usr/bin:/bin", "TEMPORAL_CONFIG_FILE": str(config), **env},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("warden: error:") and needle in lines[0]
