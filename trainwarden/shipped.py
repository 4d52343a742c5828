"""Where the shipped data lives: the playbooks, signature catalogs, notification templates and
playbook test cases installed as the package ``trainwarden.playbooks``.

Found through the package (importlib.resources), never through the checkout's path, so an
installed ``warden`` works from any directory; ``$TRAINWARDEN_PLAYBOOK_DIR`` replaces the whole
set with a site's own copy.
"""

from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path

PLAYBOOK_DIR_ENV = "TRAINWARDEN_PLAYBOOK_DIR"
SHIPPED_PACKAGE = "trainwarden.playbooks"


def packaged_playbook_dir() -> Path:
    """The directory of the installed ``trainwarden.playbooks`` package (a real directory:
    the wheel is installed unzipped, and an editable install maps it to the checkout)."""
    return Path(str(files(SHIPPED_PACKAGE))).resolve()


def playbook_dir() -> Path:
    """Shipped playbooks: ``$TRAINWARDEN_PLAYBOOK_DIR`` if set, else the packaged ones."""
    configured = os.environ.get(PLAYBOOK_DIR_ENV)
    if configured:
        return Path(configured).expanduser().resolve()
    return packaged_playbook_dir()
