"""trainwarden: durable supervision and recovery of multi-node training jobs."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("trainwarden")
except PackageNotFoundError:  # a checkout on sys.path without an install
    __version__ = "0+unknown"
