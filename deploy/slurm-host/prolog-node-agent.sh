#!/bin/sh
# Slurm Prolog snippet: start a trainwarden node agent on each node of a job, if none runs.
# Use it where a systemd unit is not an option (see trainwarden-node-agent.service). Add to the
# node's Prolog script (slurm.conf: Prolog=/etc/slurm/prolog.d/*, PrologFlags=Alloc), which
# Slurm runs as root on every allocated node before the job starts. The agent outlives the job
# (one per node, not one per job): the pid file keeps a second job from starting another.
#
# The agent runs as the unprivileged service user, never as root: runuser (util-linux) switches
# to TRAINWARDEN_AGENT_USER with the unit's groups; a user that does not exist here, or whose
# uid is 0, is refused (logged, agent not started).
#
# Settings, from /etc/trainwarden/node-agent.env when it exists (as the systemd unit's):
# TRAINWARDEN_RUN_ROOT (the shared run root the worker reads), TRAINWARDEN_KERNEL_LOG (journald
# or a file), TRAINWARDEN_AGENT_USER (default trainwarden), TRAINWARDEN_AGENT_GROUPS (default
# systemd-journal,adm), TRAINWARDEN_AGENT (the warden executable). TRAINWARDEN_NODE_AGENT_ENV,
# TRAINWARDEN_AGENT_PIDFILE and TRAINWARDEN_AGENT_LOG move the env file, pid file and log.
ENV_FILE="${TRAINWARDEN_NODE_AGENT_ENV:-/etc/trainwarden/node-agent.env}"
if [ -f "$ENV_FILE" ]; then . "$ENV_FILE"; fi
RUN_ROOT="${TRAINWARDEN_RUN_ROOT:-/shared/trainwarden/runs}"
AGENT="${TRAINWARDEN_AGENT:-/opt/trainwarden/.venv/bin/warden}"
KERNEL_LOG="${TRAINWARDEN_KERNEL_LOG:-journald}"
AGENT_USER="${TRAINWARDEN_AGENT_USER:-trainwarden}"
AGENT_GROUPS="${TRAINWARDEN_AGENT_GROUPS-systemd-journal,adm}"
PIDFILE="${TRAINWARDEN_AGENT_PIDFILE:-/run/trainwarden-node-agent.pid}"
LOG="${TRAINWARDEN_AGENT_LOG:-/var/log/trainwarden-node-agent.log}"

refuse() {
    echo "$(date -Is) prolog-node-agent.sh: $*: node agent not started" >>"$LOG"
    exit 0  # never fail the prolog: a failing prolog drains the node
}

if [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
    exit 0  # already running on this node
fi
uid="$(id -u "$AGENT_USER" 2>/dev/null)" || refuse "no user $AGENT_USER (TRAINWARDEN_AGENT_USER)"
[ "$uid" != 0 ] || refuse "user $AGENT_USER has uid 0: the agent does not run as root"
# the unit's Group= and SupplementaryGroups=: the first group this node has is the primary one
set --
for group in $(echo "$AGENT_GROUPS" | tr ',' ' '); do
    getent group "$group" >/dev/null || continue
    if [ $# -eq 0 ]; then set -- -g "$group"; fi
    set -- "$@" -G "$group"
done
# setsid + nohup: detached from the prolog, which Slurm waits for
setsid nohup runuser -u "$AGENT_USER" "$@" -- "$AGENT" node-agent --node "$SLURMD_NODENAME" \
    --run-root "$RUN_ROOT" --kernel-log "$KERNEL_LOG" --interval 0.5 --gpu-interval 10 \
    >>"$LOG" 2>&1 </dev/null &
echo $! > "$PIDFILE"
exit 0  # never fail the prolog: a failing prolog drains the node
