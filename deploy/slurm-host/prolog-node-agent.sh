#!/bin/sh
# Slurm Prolog snippet: start a trainwarden node agent on each node of a job, if none runs.
# Use it where a systemd unit is not an option (see trainwarden-node-agent.service). Add to the
# node's Prolog script (slurm.conf: Prolog=/etc/slurm/prolog.d/*, PrologFlags=Alloc), which
# Slurm runs as root on every allocated node before the job starts. The agent outlives the job
# (one per node, not one per job): the pid file keeps a second job from starting another.
#
# Settings, from /etc/trainwarden/node-agent.env when it exists (as the systemd unit's):
# TRAINWARDEN_RUN_ROOT (the shared run root the worker reads), TRAINWARDEN_KERNEL_LOG (journald
# or a file), TRAINWARDEN_AGENT (the warden executable).
if [ -f /etc/trainwarden/node-agent.env ]; then . /etc/trainwarden/node-agent.env; fi
RUN_ROOT="${TRAINWARDEN_RUN_ROOT:-/shared/trainwarden/runs}"
AGENT="${TRAINWARDEN_AGENT:-/opt/trainwarden/.venv/bin/warden}"
KERNEL_LOG="${TRAINWARDEN_KERNEL_LOG:-journald}"
PIDFILE=/run/trainwarden-node-agent.pid

if [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
    exit 0  # already running on this node
fi
# setsid + nohup: detached from the prolog, which Slurm waits for
setsid nohup "$AGENT" node-agent --node "$SLURMD_NODENAME" --run-root "$RUN_ROOT" \
    --kernel-log "$KERNEL_LOG" --interval 0.5 --gpu-interval 10 \
    >>/var/log/trainwarden-node-agent.log 2>&1 </dev/null &
echo $! > "$PIDFILE"
exit 0  # never fail the prolog: a failing prolog drains the node
