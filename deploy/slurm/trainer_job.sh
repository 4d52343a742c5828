#!/bin/bash
# A batch script that runs trainwarden's local trainer on every task of its allocation with srun.
# Submit it through the Slurm backend (it sets TRAINWARDEN_RUN_ROOT), with for example
#   sbatch --nodes=2 --ntasks-per-node=2 --output=DIR/slurm-%j.out \
#     --export=PATH,TRAINWARDEN_PYTHON=/path/python,TRAINWARDEN_CHECKPOINT_URI=DIR/ckpt trainer_job.sh
# (the backend never submits with --export=ALL: the job gets PATH, HOME, USER, LOGNAME, LANG,
# LC_ALL, TZ, TMPDIR, SLURM_*, the names the job's own --export lists and TRAINWARDEN_*)
# Environment it reads:
#   TRAINWARDEN_RUN_ROOT        run dirs live in $TRAINWARDEN_RUN_ROOT/$SLURM_JOB_ID/<restart count>
#   TRAINWARDEN_CHECKPOINT_URI  checkpoint directory (manifest layout)
#   TRAINWARDEN_PYTHON          python with trainwarden importable (default: python3)
#   TRAINWARDEN_PYTHONPATH      prepended to PYTHONPATH (the repository root when not installed)
#   TRAINWARDEN_TRAINER_ARGS    extra trainer flags, e.g. "--step-seconds 0.2 --checkpoint-every 5"
#   TRAINWARDEN_FAULTS          optional JSON list of armed faults copied into every run dir, so a
#                               fault on a node recurs on every run placed there (sticky)
#   TRAINWARDEN_NODE_ROOT       kernel logs go to $TRAINWARDEN_NODE_ROOT/<node>/kernel.log
#                               (default $TRAINWARDEN_RUN_ROOT/nodes, where the backend looks)
#   TRAINWARDEN_KILL_ON_BAD_EXIT  srun --kill-on-bad-exit value (default 1)
#   TRAINWARDEN_RESUME_STEP/PATH  checkpoint to resume (exported on resubmission; on a requeue
#                               the backend writes them to $TRAINWARDEN_RUN_ROOT/$SLURM_JOB_ID/resume.env)
set -eu
TW_RESUME="$TRAINWARDEN_RUN_ROOT/$SLURM_JOB_ID/resume.env"
if [ -f "$TW_RESUME" ]; then set -a; . "$TW_RESUME"; set +a; fi

# the wrapper's (a later step of a job with spares has its own), else this run's
export TRAINWARDEN_RUN_DIR="${TRAINWARDEN_RUN_DIR:-$TRAINWARDEN_RUN_ROOT/$SLURM_JOB_ID/${SLURM_RESTART_COUNT:-0}}"
mkdir -p "$TRAINWARDEN_RUN_DIR"
if [ -n "${TRAINWARDEN_FAULTS:-}" ] && [ -f "$TRAINWARDEN_FAULTS" ]; then
  cp "$TRAINWARDEN_FAULTS" "$TRAINWARDEN_RUN_DIR/faults.json"
fi
if [ -n "${TRAINWARDEN_PYTHONPATH:-}" ]; then
  export PYTHONPATH="$TRAINWARDEN_PYTHONPATH${PYTHONPATH:+:$PYTHONPATH}"
fi
export TRAINWARDEN_PYTHON="${TRAINWARDEN_PYTHON:-python3}"
export TRAINWARDEN_TRAINER_ARGS="${TRAINWARDEN_TRAINER_ARGS:-}"
export TRAINWARDEN_NODE_ROOT="${TRAINWARDEN_NODE_ROOT:-$TRAINWARDEN_RUN_ROOT/nodes}"
echo "$(date -u +%Y-%m-%dT%H:%M:%S.%3NZ) job $SLURM_JOB_ID run ${SLURM_RESTART_COUNT:-0}" \
  "on $SLURM_JOB_NODELIST, run dir $TRAINWARDEN_RUN_DIR, resume step ${TRAINWARDEN_RESUME_STEP:-none}"

# One task per rank; --label prefixes each line with the rank so the backend can split the
# job's output into per-rank logs; --kill-on-bad-exit ends the step when any rank dies
# (TRAINWARDEN_KILL_ON_BAD_EXIT=0: the step goes on, the other ranks wait in their collective
# until their watchdog fires, as under a launcher without it; srun's "task N: Killed" line is
# then trainwarden's first sign).
# --nodelist: the training step's nodes under job.slurm.spare_nodes (docs/slurm.md, Spare
# nodes), the whole allocation otherwise.
# sbatch's --export list also limits srun's steps (SLURM_EXPORT_ENV); this script's own
# environment, already limited to what was exported plus what it set above, goes to the ranks.
export SLURM_EXPORT_ENV=ALL
# Slurm can refuse a step for a moment under load or right after a requeue, before any task
# starts: "srun: error: Unable to create step for job N: Memory required by task is not
# available" (reported from production clusters, where it goes away on a retry:
# https://github.com/eth-cscs/DLA-Future/issues/337). Such a launch is tried again, at most
# three times in all, and only when no task of it started: every task marks its start first,
# so a program that ran and failed is never relaunched here (restarts are the supervisor's).
launch=1
while :; do
  export TW_LAUNCH_MARK="$TRAINWARDEN_RUN_DIR/.launch-$launch"
  set +e
  srun --label --kill-on-bad-exit="${TRAINWARDEN_KILL_ON_BAD_EXIT:-1}" \
    --nodelist="${TRAINWARDEN_NODELIST:-$SLURM_JOB_NODELIST}" bash -c '
    : > "$TW_LAUNCH_MARK.$SLURM_PROCID"
    mkdir -p "$TRAINWARDEN_NODE_ROOT/$SLURMD_NODENAME"
    exec "$TRAINWARDEN_PYTHON" -m trainwarden.localcluster.trainer \
      --kernel-log "$TRAINWARDEN_NODE_ROOT/$SLURMD_NODENAME/kernel.log" $TRAINWARDEN_TRAINER_ARGS'
  rc=$?
  set -e
  if [ "$rc" -eq 0 ] || [ "$launch" -ge 3 ] || compgen -G "$TW_LAUNCH_MARK.*" > /dev/null; then
    exit "$rc"
  fi
  echo "$(date -u +%Y-%m-%dT%H:%M:%S.%3NZ) no task of the step started (exit $rc): launch $launch of 3" \
    "refused, trying again in 5 s" >&2
  launch=$((launch + 1))
  sleep 5
done
