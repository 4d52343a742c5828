# trainwarden worker image: small, non-root, the versions CI tests (scripts/constraints.txt),
# installed by the same script CI uses (scripts/install.sh); no `temporal` binary at run time.
#
#   docker build -t trainwarden:0.1.0 .
#   docker run --rm -e TEMPORAL_ADDRESS=temporal:7233 trainwarden:0.1.0
#
# That image has no Slurm client: it can supervise only the local simulated cluster inside its
# own container. The `slurm` target adds the Slurm client and munge (Debian's slurm-client, whose
# version must be one the site's slurmctld accepts) for a worker that submits to Slurm, as
# deploy/slurm-host/install.sh installs it on a host (same pinned versions); it needs the site's
# slurm.conf, munged's socket and the shared run root mounted (docs/deploy-slurm.md):
#
#   docker build --target slurm -t trainwarden:0.1.0-slurm .
#
# Configuration is the temporal CLI's (TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE, TEMPORAL_API_KEY,
# TEMPORAL_TLS_CLIENT_CERT_PATH, ..., or TEMPORAL_CONFIG_FILE + TEMPORAL_PROFILE) plus the
# TRAINWARDEN_* worker knobs (the shipped playbooks are package data; mount a site's own set and
# set TRAINWARDEN_PLAYBOOK_DIR to replace them); see README "From one machine to a fleet".

# Python dependencies are pinned by scripts/constraints.txt; pin the base image by digest in
# your registry (docker build --build-arg PYTHON_IMAGE=python:3.11-slim-bookworm@sha256:...).
ARG PYTHON_IMAGE=python:3.11-slim-bookworm

FROM ${PYTHON_IMAGE} AS build
WORKDIR /src
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
COPY pyproject.toml setup.py README.md LICENSE ./
COPY scripts/install.sh scripts/constraints.txt scripts/
COPY trainwarden/ trainwarden/
COPY workflows/ workflows/
COPY activities/ activities/
COPY workers/ workers/
COPY playbooks/ playbooks/
RUN bash scripts/install.sh runtime /opt/trainwarden \
 && find /opt/trainwarden -name '__pycache__' -prune -exec rm -rf {} + \
 && /opt/trainwarden/bin/python -m compileall -q /opt/trainwarden/lib

FROM ${PYTHON_IMAGE} AS runtime
RUN groupadd --system --gid 10001 trainwarden \
 && useradd --system --uid 10001 --gid trainwarden --home-dir /var/lib/trainwarden \
      --create-home --shell /usr/sbin/nologin trainwarden
COPY --from=build /opt/trainwarden /opt/trainwarden
ENV PATH=/opt/trainwarden/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    TRAINWARDEN_HOME=/var/lib/trainwarden \
    TRAINWARDEN_METRICS_PORT=9464
USER 10001:10001
WORKDIR /var/lib/trainwarden
# Prometheus /metrics (TRAINWARDEN_METRICS_PORT; the SDK's own exporter stays on loopback).
EXPOSE 9464
# SIGTERM: the worker stops polling, drains in-flight activities for
# TRAINWARDEN_GRACEFUL_SHUTDOWN_SECONDS, then exits 0.
STOPSIGNAL SIGTERM
ENTRYPOINT ["warden"]
CMD ["worker"]

# The worker for a Slurm site: the runtime above plus the Slurm client commands (sbatch, squeue,
# sinfo, scontrol, scancel, srun) and munge (the client library authenticates through the
# munged socket mounted at /run/munge; the daemon is not started here).
FROM runtime AS slurm
USER root
RUN apt-get update \
 && apt-get install -y --no-install-recommends slurm-client munge \
 && rm -rf /var/lib/apt/lists/*
ENV SLURM_CONF=/etc/slurm/slurm.conf
USER 10001:10001

# The default target: the worker without Slurm (last, so a plain `docker build` builds it).
FROM runtime AS worker
