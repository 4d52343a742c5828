#!/usr/bin/env bash
# What the tests need from the system, installed once per machine, under a lock (never by the
# test workers themselves: four of them racing for dpkg's lock lost it). `make test` runs it
# first; it returns at once when everything is there.
#
#   - Debian's slurm-wlm (Slurm 22.05 on Debian 12) and munge;
#   - Debian's prometheus (the server and promtool: the alert rules' tests);
#   - a newer Slurm release built from source into /opt/slurm-<series>, with
#     --enable-multiple-slurmd (one slurmd per simulated node): by default 24.11, the upstream
#     tarball of Debian 13's slurm-wlm source package, fetched with this machine's own apt
#     mirror; its build dependencies from Debian's packages. About 8 minutes on 2 cores, once.
#
# The Slurm tests run against every release found installed (tests/slurm/slurm_releases.py;
# docs/testing.md). Set TRAINWARDEN_SLURM_BUILD= (empty) to skip the build.
set -euo pipefail

BUILD="${TRAINWARDEN_SLURM_BUILD-24.11}"
PACKAGES=(slurm-wlm munge prometheus)
BUILD_DEPS=(build-essential libmunge-dev libjson-c-dev libyaml-dev liblz4-dev libhwloc-dev
            libpam0g-dev libreadline-dev)

have_debian_packages() {
  for b in /usr/sbin/slurmctld /usr/sbin/slurmd /usr/bin/sbatch /usr/sbin/munged \
           /usr/bin/prometheus /usr/bin/promtool; do
    [ -x "$b" ] || return 1
  done
}
have_build() { [ -z "$BUILD" ] || [ -x "/opt/slurm-$BUILD/sbin/slurmctld" ]; }

if have_debian_packages && have_build; then
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    exec sudo -n TRAINWARDEN_SLURM_BUILD="$BUILD" "$0" "$@"
  fi
  echo "install-system.sh: Slurm for the tests is missing; run as root: sudo $0" >&2
  exit 1
fi

exec 9>/var/lock/trainwarden-install-system.lock
flock 9  # one install at a time on this machine; the next one finds it done
export DEBIAN_FRONTEND=noninteractive
updated=""
apt_install() {
  [ -n "$updated" ] || { apt-get update -qq; updated=1; }
  apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

if ! have_debian_packages; then
  echo "install-system.sh: installing Debian's ${PACKAGES[*]}" >&2
  apt_install "${PACKAGES[@]}"
fi

if ! have_build; then
  prefix="/opt/slurm-$BUILD"
  echo "install-system.sh: building Slurm $BUILD into $prefix (once; about 8 min on 2 cores)" >&2
  apt_install "${BUILD_DEPS[@]}"
  work="$(mktemp -d /var/tmp/trainwarden-slurm-build.XXXXXX)"
  trap 'rm -rf "$work"' EXIT
  # the upstream tarball of Debian 13's source package, from the mirror this machine already
  # uses, without adding trixie to its own sources
  mirror="$(grep -rhE '^[[:space:]]*(URIs:|deb )' /etc/apt/sources.list /etc/apt/sources.list.d/ \
            2>/dev/null | grep -oE 'https?://[^ ]+/debian/?( |$)' | grep -v security | head -n1 \
            || true)"
  mirror="${mirror% }"
  mirror="${mirror:-http://deb.debian.org/debian}"
  mkdir -p "$work/lists/partial"
  echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${mirror%/} trixie main" \
    > "$work/sources.list"
  apt_opts=(-o "Dir::Etc::sourcelist=$work/sources.list" -o "Dir::Etc::sourceparts=-"
            -o "Dir::State::Lists=$work/lists")
  apt-get "${apt_opts[@]}" update -qq
  # the .dsc may be gone from the mirror while the tarball is there: the build needs only it
  (cd "$work" && apt-get "${apt_opts[@]}" source --download-only slurm-wlm >/dev/null 2>&1 || true)
  tarball="$(ls "$work"/slurm-wlm_"$BUILD".*.orig.tar.gz 2>/dev/null | head -n1 || true)"
  if [ -z "$tarball" ]; then
    echo "install-system.sh: no slurm-wlm $BUILD source in Debian 13 at $mirror" >&2
    exit 1
  fi
  tar -xzf "$tarball" -C "$work"
  src="$(find "$work" -maxdepth 1 -type d -name 'slurm-*' | head -n1)"
  (
    cd "$src"
    ./configure --prefix="$prefix" --sysconfdir="$prefix/etc" --disable-debug \
      --enable-multiple-slurmd >"$work/configure.log" 2>&1
    make -j"$(nproc)" >"$work/make.log" 2>&1
    make install DESTDIR="$work/stage" >"$work/install.log" 2>&1
  ) || { echo "install-system.sh: the build failed; logs in $work" >&2; trap - EXIT; exit 1; }
  # whole or not at all: the prefix appears complete, in one rename
  mv "$work/stage$prefix" "$prefix.new"
  mv "$prefix.new" "$prefix"
  echo "install-system.sh: $("$prefix/sbin/slurmctld" -V) in $prefix" >&2
fi
