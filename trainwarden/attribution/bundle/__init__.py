"""Evidence bundles (docs/evidence-bundle.md): reading one as a stream of signature hits, and
the one writer every backend uses.

Log files are read in fixed-size blocks and never held whole. A multi-pattern automaton over
the catalog's keywords finds the few lines worth a regex; everything else is only counted.
Unreadable required files raise BundleError; bad lines are skipped with a warning.

One job a module: job.json (job), what a pass extracts (evidence), the keyword prefilter
(matcher), log files (logscan), the JSON-lines streams (records), the pass itself (reader)
and the writer (writer). The names below are the package's public ones.
"""

from trainwarden.attribution.bundle.evidence import (
    BundleEvidence,
    Hit,
    RankProgress,
    SchedulerEvent,
    StreamInfo,
)
from trainwarden.attribution.bundle.job import BundleError, JobInfo, load_job
from trainwarden.attribution.bundle.reader import BundleReader
from trainwarden.attribution.bundle.writer import BundleWriter

__all__ = [
    "BundleError",
    "BundleEvidence",
    "BundleReader",
    "BundleWriter",
    "Hit",
    "JobInfo",
    "RankProgress",
    "SchedulerEvent",
    "StreamInfo",
    "load_job",
]
