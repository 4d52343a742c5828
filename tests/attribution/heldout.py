"""What every held-out corpus of real incidents owes (the `CORPORA` below, frontier to the
newest blindNN): each copied line cites a public source, labels are valid for the taxonomy, the
committed bundles are what the corpus's builder writes, no report it cites is cited anywhere
else in the repository (a catalog or test that cites one was tuned on it), and the score over
the corpus.

Each corpus was built by someone who read neither the engine nor its catalogs, labelled before
the engine ever ran on it, and scored once blind; the first scores are in docs/attribution.md.
A corpus whose first score has been taken is spent: it may be read while tuning, and its score
becomes a bar like the others. A new corpus keeps its score behind an environment variable
(`score_env`) until its one blind run."""

from __future__ import annotations

import functools
import importlib
import json
import re
import string
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from types import ModuleType

from ahocorasick_rs import AhoCorasick

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
SOURCE = re.compile(r"^https://[\w.-]+/\S+$")
GITHUB = re.compile(r"^https://github\.com/([\w.-]+/[\w.-]+)/(?:issues|pull|discussions)/(\d+)$")
VERDICTS = {"attributed", "ambiguous", "no_failure"}
SKIP_DIRS = {".git", ".venv", "build", "node_modules", "__pycache__", ".mypy_cache",
             ".ruff_cache", ".pytest_cache", "dist"}
ASCII_ALNUM = frozenset(string.ascii_letters + string.digits)
TEXT_SUFFIXES = {".py", ".md", ".json", ".jsonl", ".yaml", ".yml", ".txt", ".log", ".toml",
                 ".cfg", ".rst", ".sh", ".j2"}


@dataclass(frozen=True)
class HeldOut:
    name: str  # the folder under tests/attribution, the builder `<name>_build.py`, the split
    prefix: str  # every case's name starts with it
    min_cases: int
    bar: float  # share right (verdict, category and implicated nodes all as labelled)
    score_env: str | None  # None: spent, scored in every run; else the variable of the one run
    iso_times: bool  # every line dated as trainwarden writes it (else as the report showed it)

    @property
    def root(self) -> Path:
        return HERE / self.name

    @property
    def own(self) -> tuple[str, ...]:
        """What may cite this corpus's reports: the corpus, its builder and the tests of it."""
        return (f"tests/attribution/{self.name}/", f"tests/attribution/{self.name}_build.py",
                "tests/attribution/test_attribution_heldout.py")

    def labels(self) -> dict[str, dict]:
        labels: dict[str, dict] = json.loads((self.root / "labels.json").read_text())
        return labels

    def sources(self, case: str) -> dict:
        sources: dict = json.loads((self.root / case / "sources.json").read_text())
        return sources

    def urls(self) -> set[str]:
        return {entry[1] for case in self.labels()
                for entries in self.sources(case)["lines"].values() for entry in entries}

    def builder(self) -> ModuleType:
        sys.path.insert(0, str(HERE))
        try:
            module = importlib.import_module(f"{self.name}_build")
        finally:
            sys.path.remove(str(HERE))
        return module


CORPORA = (
    HeldOut("frontier", "fr-", 25, 0.96, None, iso_times=False),
    HeldOut("blind", "bl-", 25, 1.0, None, iso_times=False),
    # spent below the 85 %: their floors are where they stand, so nothing slides back
    # unseen (blind2: 19/24, its five misses hangs its labeller wrote `attributed` where the
    # project writes `ambiguous`; blind3: 22/22); docs/attribution.md has the history
    HeldOut("blind2", "b2-", 20, 0.79, None, iso_times=True),
    HeldOut("blind3", "b3-", 20, 1.0, None, iso_times=True),
    # blind4-blind9, each spent after its one blind run (first scores: 18/25, 18/25, 19/26,
    # 13/25, 14/26, 18/25; docs/attribution.md): floors where each stands after tuning on it
    HeldOut("blind4", "b4-", 20, 1.0, None, iso_times=True),
    # blind5 24/25: its OneFlow NCCL "unhandled system error" alone is labelled network, which
    # the convention settled for every corpus reads as unknown (docs/attribution.md)
    HeldOut("blind5", "b5-", 20, 0.96, None, iso_times=True),
    HeldOut("blind6", "b6-", 20, 0.88, None, iso_times=True),
    HeldOut("blind7", "b7-", 20, 0.76, None, iso_times=True),
    HeldOut("blind8", "b8-", 20, 0.88, None, iso_times=True),
    HeldOut("blind9", "b9-", 20, 0.92, None, iso_times=True),
    # blind10-blind19, built and scored once blind in the thirteenth session's rounds (first
    # scores: 16/24, 13/25, 15/25, 21/29, 18/25, 15/25, 23/25, 15/25, 20/24, 12/25;
    # docs/attribution.md): floors where each stands after the rounds that followed it
    HeldOut("blind10", "b10-", 20, 0.83, None, iso_times=True),
    HeldOut("blind11", "b11-", 20, 0.84, None, iso_times=True),
    HeldOut("blind12", "b12-", 20, 0.76, None, iso_times=True),
    HeldOut("blind13", "b13-", 20, 0.89, None, iso_times=True),
    HeldOut("blind14", "b14-", 20, 0.84, None, iso_times=True),
    HeldOut("blind15", "b15-", 20, 0.92, None, iso_times=True),
    HeldOut("blind16", "b16-", 20, 1.0, None, iso_times=True),
    HeldOut("blind17", "b17-", 20, 0.84, None, iso_times=True),
    # blind18-blind20 were scored once at the end of that session, nothing tuned on them
    HeldOut("blind18", "b18-", 20, 0.87, None, iso_times=True),
    HeldOut("blind19", "b19-", 20, 0.64, None, iso_times=True),
    HeldOut("blind20", "b20-", 20, 0.87, None, iso_times=True),
    # blind21 was scored once, blind, at the very end of that session: 14/20 with two nodes
    # blamed that its labels leave unnamed (a soft lockup long after the run stalled; an
    # Intel engine reset that worked). Both settled by general rules the next session
    # (docs/attribution.md): 16/20, no node blamed; 19/20 after that session's tuning
    HeldOut("blind21", "b21-", 20, 0.95, None, iso_times=True),
    # blind22-blind25 were scored once, blind (17/20, 12/22, 24/30, 9/20, no node blamed),
    # then tuned on: floors where each stands after that round (docs/attribution.md)
    HeldOut("blind22", "b22-", 20, 0.95, None, iso_times=True),
    HeldOut("blind23", "b23-", 20, 0.81, None, iso_times=True),
    HeldOut("blind24", "b24-", 20, 1.0, None, iso_times=True),
    HeldOut("blind25", "b25-", 20, 0.70, None, iso_times=True),
    # blind26-blind29 were scored once, blind (10/23 with 1 healthy node blamed, 11/20 with 3,
    # 21/24, 20/24), then tuned on: the four blamed nodes fixed by general rules, floors where
    # each stands after that round (docs/attribution.md)
    HeldOut("blind26", "b26-", 20, 0.82, None, iso_times=True),
    HeldOut("blind27", "b27-", 20, 0.75, None, iso_times=True),
    HeldOut("blind28", "b28-", 20, 0.95, None, iso_times=True),
    HeldOut("blind29", "b29-", 20, 1.0, None, iso_times=True),
    # blind30-blind33 were scored once, blind (14/23, 18/21, 21/23, 16/25, no node blamed),
    # then tuned on: floors where each stands after that round (docs/attribution.md)
    HeldOut("blind30", "b30-", 20, 0.78, None, iso_times=True),
    HeldOut("blind31", "b31-", 20, 0.95, None, iso_times=True),
    HeldOut("blind32", "b32-", 20, 0.95, None, iso_times=True),
    HeldOut("blind33", "b33-", 20, 0.96, None, iso_times=True),
    # blind34-blind37 were scored once, blind (19/22, 20/24, 18/23, 18/22, no node blamed),
    # then tuned on: floors where each stands after that round (docs/attribution.md)
    HeldOut("blind34", "b34-", 20, 0.90, None, iso_times=True),
    HeldOut("blind35", "b35-", 20, 1.00, None, iso_times=True),
    HeldOut("blind36", "b36-", 20, 0.95, None, iso_times=True),
    HeldOut("blind37", "b37-", 20, 0.86, None, iso_times=True),
    # blind38-blind43 were scored once, blind (14/22, 24/28, 18/23, 17/22, 8/23, 9/25, no node
    # blamed), then tuned on: floors where each stands after that round (docs/attribution.md)
    HeldOut("blind38", "b38-", 20, 0.81, None, iso_times=True),
    HeldOut("blind39", "b39-", 20, 0.89, None, iso_times=True),
    HeldOut("blind40", "b40-", 20, 0.86, None, iso_times=True),
    HeldOut("blind41", "b41-", 20, 0.90, None, iso_times=True),
    HeldOut("blind42", "b42-", 20, 0.73, None, iso_times=True),
    HeldOut("blind43", "b43-", 20, 0.84, None, iso_times=True),
    # blind44-blind72 were scored once, blind, in six rounds (docs/attribution.md: 12/25, 9/24,
    # 22/34, 13/26, 12/21, 16/26; 16/24 and 16/21 with a healthy node blamed each, 14/25, 19/27;
    # 12/26, 14/24, 14/21, 15/26, 17/20; 13/21, 13/21, 16/25, 21/24, 22/26, 20/30; 17/23, 17/21,
    # 19/25; 10/15, 18/20, 17/22, 13/23 with one blamed, 15/23), then tuned on through
    # blind67 (blind68-blind72 only for their blamed node): floors where each stands now
    HeldOut("blind44", "b44-", 20, 0.92, None, iso_times=True),
    HeldOut("blind45", "b45-", 20, 0.91, None, iso_times=True),
    HeldOut("blind46", "b46-", 20, 0.88, None, iso_times=True),
    HeldOut("blind47", "b47-", 20, 0.80, None, iso_times=True),
    HeldOut("blind48", "b48-", 20, 1.0, None, iso_times=True),
    HeldOut("blind49", "b49-", 20, 0.96, None, iso_times=True),
    HeldOut("blind50", "b50-", 20, 0.87, None, iso_times=True),
    HeldOut("blind51", "b51-", 20, 0.72, None, iso_times=True),
    HeldOut("blind52", "b52-", 20, 1.0, None, iso_times=True),
    HeldOut("blind53", "b53-", 20, 0.95, None, iso_times=True),
    HeldOut("blind54", "b54-", 20, 0.80, None, iso_times=True),
    HeldOut("blind55", "b55-", 20, 0.75, None, iso_times=True),
    HeldOut("blind56", "b56-", 20, 0.95, None, iso_times=True),
    HeldOut("blind57", "b57-", 20, 0.92, None, iso_times=True),
    HeldOut("blind58", "b58-", 20, 0.90, None, iso_times=True),
    HeldOut("blind59", "b59-", 20, 0.90, None, iso_times=True),
    HeldOut("blind60", "b60-", 20, 0.80, None, iso_times=True),
    HeldOut("blind61", "b61-", 20, 0.96, None, iso_times=True),
    HeldOut("blind62", "b62-", 20, 0.91, None, iso_times=True),
    HeldOut("blind63", "b63-", 20, 0.92, None, iso_times=True),
    HeldOut("blind64", "b64-", 20, 0.96, None, iso_times=True),
    HeldOut("blind65", "b65-", 20, 0.73, None, iso_times=True),
    HeldOut("blind66", "b66-", 20, 0.95, None, iso_times=True),
    HeldOut("blind67", "b67-", 20, 0.84, None, iso_times=True),
    # blind68 holds 15 cases: the search budget ran out while it was built (its README says so)
    HeldOut("blind68", "b68-", 15, 0.80, None, iso_times=True),
    HeldOut("blind69", "b69-", 20, 0.95, None, iso_times=True),
    HeldOut("blind70", "b70-", 20, 0.77, None, iso_times=True),
    HeldOut("blind71", "b71-", 20, 0.78, None, iso_times=True),
    HeldOut("blind72", "b72-", 20, 0.82, None, iso_times=True),
    HeldOut("blind73", "b73-", 20, 0.81, None, iso_times=True),
    HeldOut("blind76", "b76-", 20, 1.00, None, iso_times=True),
    HeldOut("blind74", "b74-", 20, 0.87, None, iso_times=True),
    HeldOut("blind77", "b77-", 20, 0.85, None, iso_times=True),
    HeldOut("blind78", "b78-", 20, 0.80, None, iso_times=True),
    HeldOut("blind79", "b79-", 20, 0.76, None, iso_times=True),
    HeldOut("blind80", "b80-", 20, 0.85, None, iso_times=True),
    HeldOut("blind81", "b81-", 20, 0.87, None, iso_times=True),
    HeldOut("blind82", "b82-", 20, 0.95, None, iso_times=True),
    HeldOut("blind83", "b83-", 16, 0.93, None, iso_times=True),
    HeldOut("blind84", "b84-", 20, 0.86, None, iso_times=True),
    HeldOut("blind85", "b85-", 20, 0.90, None, iso_times=True),
    # blind86-blind96 were scored once, blind, in four rounds (docs/attribution.md: 12/20,
    # 15/22, 10/20, 15/20; 18/22, 17/23; 15/20, 17/23, 14/22; 20/28, 18/27; no healthy node
    # blamed), then tuned on through blind94: floors where each stands now
    HeldOut("blind86", "b86-", 20, 0.80, None, iso_times=True),
    HeldOut("blind87", "b87-", 20, 0.68, None, iso_times=True),
    HeldOut("blind88", "b88-", 20, 0.65, None, iso_times=True),
    HeldOut("blind89", "b89-", 20, 0.80, None, iso_times=True),
    HeldOut("blind90", "b90-", 20, 0.86, None, iso_times=True),
    HeldOut("blind91", "b91-", 20, 0.82, None, iso_times=True),
    HeldOut("blind92", "b92-", 20, 0.90, None, iso_times=True),
    HeldOut("blind93", "b93-", 20, 0.86, None, iso_times=True),
    HeldOut("blind94", "b94-", 20, 0.86, None, iso_times=True),
    HeldOut("blind95", "b95-", 20, 0.85, None, iso_times=True),
    HeldOut("blind96", "b96-", 20, 0.88, None, iso_times=True),
    # blind97-blind111 were scored once, blind, in four rounds of the eighteenth session
    # (docs/attribution.md: 17/20, 18/20, 16/20, 13/20; 13/20, 18/20, 15/20, 18/20; 14/20,
    # 27/29, 11/20, 12/20 with one healthy node blamed, since fixed; 16/20, 14/20, 16/20),
    # then tuned on through blind108: floors where each stands now
    HeldOut("blind97", "b97-", 20, 0.90, None, iso_times=True),
    HeldOut("blind98", "b98-", 20, 0.95, None, iso_times=True),
    HeldOut("blind99", "b99-", 20, 0.95, None, iso_times=True),
    HeldOut("blind100", "b100-", 20, 0.85, None, iso_times=True),
    HeldOut("blind101", "b101-", 20, 0.70, None, iso_times=True),
    HeldOut("blind102", "b102-", 20, 1.00, None, iso_times=True),
    HeldOut("blind103", "b103-", 20, 0.90, None, iso_times=True),
    HeldOut("blind104", "b104-", 20, 1.00, None, iso_times=True),
    HeldOut("blind105", "b105-", 20, 0.75, None, iso_times=True),
    HeldOut("blind106", "b106-", 20, 0.96, None, iso_times=True),
    HeldOut("blind107", "b107-", 20, 0.60, None, iso_times=True),
    HeldOut("blind108", "b108-", 20, 0.65, None, iso_times=True),
    HeldOut("blind109", "b109-", 20, 0.85, None, iso_times=True),
    HeldOut("blind110", "b110-", 20, 0.70, None, iso_times=True),
    HeldOut("blind111", "b111-", 20, 0.95, None, iso_times=True),
    # blind112-blind115, a fifth round scored once, blind, on the engine with the four earlier
    # rounds' tuning in it (13/20, 13/20, 12/20, 13/20; no healthy node blamed), then tuned on
    HeldOut("blind112", "b112-", 20, 0.65, None, iso_times=True),
    HeldOut("blind113", "b113-", 20, 0.70, None, iso_times=True),
    HeldOut("blind114", "b114-", 20, 0.80, None, iso_times=True),
    HeldOut("blind115", "b115-", 20, 0.75, None, iso_times=True),
    # blind116-blind119, a sixth round scored once, blind, on the eighteenth session's engine
    # (16/20, 15/20, 18/20, 13/20; no healthy node blamed)
    HeldOut("blind116", "b116-", 20, 0.85, None, iso_times=True),
    HeldOut("blind117", "b117-", 20, 0.90, None, iso_times=True),
    HeldOut("blind118", "b118-", 20, 0.90, None, iso_times=True),
    HeldOut("blind119", "b119-", 20, 0.80, None, iso_times=True),
    # blind120-blind123, a seventh round scored once, blind, on the engine with the sixth
    # round's tuning in it (13/20, 15/20, 7/10, 13/20; one healthy node blamed, blind123's)
    HeldOut("blind120", "b120-", 20, 0.70, None, iso_times=True),
    HeldOut("blind121", "b121-", 20, 0.80, None, iso_times=True),
    HeldOut("blind123", "b123-", 20, 0.95, None, iso_times=True),
    # blind122: ten cases only, the search budget ran out (blind122/README.md)
    HeldOut("blind122", "b122-", 10, 0.90, None, iso_times=True),
    # blind124-blind127, an eighth round scored once, blind, on the nineteenth session's engine
    # with this session's first mends (14/21, 19/20, 16/20, 15/20; one healthy node blamed,
    # blind124's elastic Horovod run, fixed at its cause in left_behind.py)
    HeldOut("blind124", "b124-", 20, 0.90, None, iso_times=True),
    HeldOut("blind125", "b125-", 20, 1.00, None, iso_times=True),
    HeldOut("blind126", "b126-", 20, 0.90, None, iso_times=True),
    HeldOut("blind127", "b127-", 20, 0.90, None, iso_times=True),
    # blind128-blind131, a ninth round scored once, blind, on the engine with the eighth
    # round's first tuning in it (17/22, 14/20, 14/20, 11/23; two healthy nodes blamed,
    # blind131's)
    HeldOut("blind128", "b128-", 20, 0.77, None, iso_times=True),
    HeldOut("blind129", "b129-", 20, 0.75, None, iso_times=True),
    HeldOut("blind130", "b130-", 20, 0.80, None, iso_times=True),
    HeldOut("blind131", "b131-", 20, 0.73, None, iso_times=True),
    # blind132-blind135, a tenth round scored once, blind (16/20, 17/20, 16/20, 10/20; no
    # healthy node blamed); blind132 after one rule from blind134's misses (blind134 scored)
    HeldOut("blind132", "b132-", 20, 0.85, None, iso_times=True),
    HeldOut("blind133", "b133-", 20, 0.90, None, iso_times=True),
    HeldOut("blind134", "b134-", 20, 0.90, None, iso_times=True),
    HeldOut("blind135", "b135-", 20, 0.55, None, iso_times=True),
    # blind136-blind137, an eleventh round scored once, blind, on the tenth round's tuning
    # (11/20, 12/14; no healthy node blamed); blind137 has 14 cases (the search budget's
    # yield under its theme; see its README)
    HeldOut("blind136", "b136-", 20, 0.55, None, iso_times=True),
    HeldOut("blind137", "b137-", 14, 0.85, None, iso_times=True),
    # blind138-blind141, a twelfth round scored once, blind, on the eleventh round's tuning
    # (18/20, 13/20, 17/20, 15/20; no healthy node blamed); three builders (138-140) saw the
    # newest commit subjects once (a `git log` against their brief), none about their corpus
    HeldOut("blind138", "b138-", 20, 0.90, None, iso_times=True),
    HeldOut("blind139", "b139-", 20, 0.65, None, iso_times=True),
    HeldOut("blind140", "b140-", 20, 0.85, None, iso_times=True),
    HeldOut("blind141", "b141-", 20, 0.75, None, iso_times=True),
    # blind142-blind145, a thirteenth round scored once, blind, on the twelfth round's tuning
    # (14/20, 10/20, 13/20, 14/21; no healthy node blamed); each builder saw the newest commit
    # subjects once (a `git log` against its brief), one of them a rule on cut tracebacks
    HeldOut("blind142", "b142-", 20, 0.70, None, iso_times=True),
    HeldOut("blind143", "b143-", 20, 0.50, None, iso_times=True),
    HeldOut("blind144", "b144-", 20, 0.65, None, iso_times=True),
    HeldOut("blind145", "b145-", 20, 0.66, None, iso_times=True),
    # blind146-blind149, a fourteenth round scored once, blind, on the thirteenth round's
    # tuning (12/20, 13/20, 13/20, 15/20; no healthy node blamed); no builder read the history
    HeldOut("blind146", "b146-", 20, 0.60, None, iso_times=True),
    HeldOut("blind147", "b147-", 20, 0.65, None, iso_times=True),
    HeldOut("blind148", "b148-", 20, 0.65, None, iso_times=True),
    HeldOut("blind149", "b149-", 20, 0.75, None, iso_times=True),
    # blind150-blind153, a fifteenth round scored once, blind, on the fourteenth round's
    # tuning (8/10, 8/14, 13/20, 17/20; no healthy node blamed); no builder read the history.
    # blind150 and blind151 hold 10 and 14 cases: most 2025-2026 reports on their themes are
    # already cited elsewhere, so min_cases is what was found
    HeldOut("blind150", "b150-", 10, 0.80, None, iso_times=True),
    HeldOut("blind151", "b151-", 14, 0.57, None, iso_times=True),
    HeldOut("blind152", "b152-", 20, 0.65, None, iso_times=True),
    HeldOut("blind153", "b153-", 20, 0.85, None, iso_times=True),
    # blind154-blind157, a sixteenth round scored once, blind, on the same engine as the
    # fifteenth (13/20, 15/20, 16/20, 13/20; no healthy node blamed); no builder read the history
    HeldOut("blind154", "b154-", 20, 0.65, None, iso_times=True),
    HeldOut("blind155", "b155-", 20, 0.75, None, iso_times=True),
    HeldOut("blind156", "b156-", 20, 0.80, None, iso_times=True),
    HeldOut("blind157", "b157-", 20, 0.65, None, iso_times=True),
    # blind158, blind159 and blind161, a seventeenth round scored once, blind, on the engine
    # tuned on the fifteenth and sixteenth (12/20, 6/8, 6/9; no healthy node blamed): reports
    # from repositories no corpus had cited. blind159 and blind161 hold what was found (few
    # multi-machine reports from such repositories; blind161's helper started late)
    HeldOut("blind158", "b158-", 20, 0.60, None, iso_times=True),
    HeldOut("blind159", "b159-", 8, 0.75, None, iso_times=True),
    HeldOut("blind161", "b161-", 9, 0.66, None, iso_times=True),
    # blind160 and blind162, an eighteenth round scored once, blind, on the engine tuned on the
    # seventeenth too (8/11, 6/9; no healthy node blamed), not tuned on: 2022-2023 reports and
    # a machine's suspected fault, from repositories no corpus had cited (what was found in
    # the time: 11 and 9 cases; no uncited report showed the machine at fault)
    HeldOut("blind160", "b160-", 11, 0.72, None, iso_times=True),
    HeldOut("blind162", "b162-", 9, 0.66, None, iso_times=True),
)


def cited_lines_problems(corpus: HeldOut, case: str) -> list[str]:
    """Every log line and event of the case is cited, once, with a public address."""
    problems = []
    sources = corpus.sources(case)
    if not sources.get("story") or not sources.get("lines"):
        problems.append("no story or no copied line")
    bundle = corpus.root / case
    copied = {p.relative_to(bundle).as_posix() for p in (bundle / "logs").rglob("*.log")}
    if (bundle / "events.jsonl").exists():
        copied.add("events.jsonl")
    if copied != set(sources["lines"]):
        problems.append(f"files {sorted(copied ^ set(sources['lines']))} copied or cited alone")
    for rel in copied & set(sources["lines"]):
        total = len((bundle / rel).read_text().splitlines())
        numbers = [entry[0] for entry in sources["lines"][rel]]
        if sorted(numbers) != list(range(1, total + 1)):
            problems.append(f"{rel}: a line without exactly one source")
        problems += [f"{rel}: {url!r} is no public address"
                     for _n, url, *_note in sources["lines"][rel] if not SOURCE.match(url)]
    for log in (bundle / "logs").rglob("*.log") if corpus.iso_times else ():
        for line in log.read_text().splitlines():
            stamp = line.split(" ", 1)[0].replace("Z", "+00:00")
            try:
                zoned = datetime.fromisoformat(stamp).tzinfo is not None
            except ValueError:
                zoned = False
            if not zoned:
                problems.append(f"{log.name}: a line without a zoned ISO time: {line[:80]!r}")
    return problems


def label_problems(corpus: HeldOut, categories: set[str]) -> list[str]:
    problems = []
    labels = corpus.labels()
    on_disk = {p.name for p in corpus.root.iterdir() if p.is_dir()}
    if on_disk != set(labels):
        problems.append(f"bundles and labels differ: {sorted(on_disk ^ set(labels))}")
    for case, label in labels.items():
        job = json.loads((corpus.root / case / "job.json").read_text())
        checks = {
            "name": case.startswith(corpus.prefix),
            "split": label["split"] == corpus.name,
            "verdict": label["verdict"] in VERDICTS,
            "category": label["category"] in categories,
            "nodes of the job": set(label["implicated_nodes"]) <= set(job["nodes"]),
            "ranks on the job's nodes": set(job["ranks"].values()) <= set(job["nodes"]),
            "only an attribution implicates": label["verdict"] == "attributed"
            or label["implicated_nodes"] == [],
            "no failure has no category": label["verdict"] != "no_failure"
            or label["category"] == "unknown",
        }
        problems += [f"{case}: {rule}" for rule, ok in checks.items() if not ok]
    return problems


def builder_problems(corpus: HeldOut, tmp: Path) -> list[str]:
    """The committed bundles, byte for byte, and the labels are what the builder writes."""
    build = corpus.builder()
    sys.path.insert(0, str(HERE))
    try:
        from stacks_build import write
    finally:
        sys.path.remove(str(HERE))
    build.CASES.clear()
    build.build()
    problems = []
    if {c.name for c in build.CASES} != set(corpus.labels()):
        problems.append("the builder's cases are not the labelled ones")
    for c in build.CASES:
        want = {"verdict": c.verdict, "category": c.category,
                "implicated_nodes": c.implicated, "split": corpus.name}
        if corpus.labels().get(c.name) != want:
            problems.append(f"{c.name}: label differs from the builder's")
        write(c, tmp)
        built = {p.relative_to(tmp / c.name): p.read_bytes()
                 for p in (tmp / c.name).rglob("*") if p.is_file()}
        committed = {p.relative_to(corpus.root / c.name): p.read_bytes()
                     for p in (corpus.root / c.name).rglob("*") if p.is_file()}
        if built != committed:
            problems.append(f"{c.name}: committed bundle differs from the builder's")
    return problems


# Repositories GitHub redirects under another name (moved or renamed): a report cited under
# either name is the same report. Names lower-cased (GitHub's are case-insensitive).
RENAMED_REPOS = (
    {"microsoft/deepspeed", "deepspeedai/deepspeed"},
    {"pytorchlightning/pytorch-lightning", "lightning-ai/lightning",
     "lightning-ai/pytorch-lightning"},
    {"lightning-ai/lit-gpt", "lightning-ai/litgpt"},
    {"kubeflow/tf-operator", "kubeflow/training-operator", "kubeflow/trainer"},
    {"hiyouga/llama-efficient-tuning", "hiyouga/llama-factory", "hiyouga/llamafactory"},
    {"openllmai/openrlhf", "openrlhf/openrlhf"},
    {"modelscope/swift", "modelscope/ms-swift"},
    {"uber/horovod", "horovod/horovod"},
    {"google/jax", "jax-ml/jax"},
    {"openaccess-ai-collective/axolotl", "axolotl-ai-cloud/axolotl"},
    # NeMo's issues answer under the speech collection's repository now (the search index
    # holds NVIDIA/NeMo's issue numbers there)
    {"nvidia/nemo", "nvidia-nemo/nemo", "nvidia-nemo/speech"},
    # PyTorch's libraries that moved to the meta-pytorch organisation (GitHub redirects the old
    # names); pytorch/pytorch and pytorch/torchtitan stayed
    {"pytorch/torchtune", "meta-pytorch/torchtune"}, {"pytorch/torchrec", "meta-pytorch/torchrec"},
    {"pytorch/torchx", "meta-pytorch/torchx"}, {"pytorch/data", "meta-pytorch/data"},
    {"pytorch/torchft", "meta-pytorch/torchft"}, {"pytorch/tnt", "meta-pytorch/tnt"},
    {"pytorch/torchchat", "meta-pytorch/torchchat"},
)
RENAMED_OWNERS = ({"thudm", "zai-org"},)


def _names(repo: str) -> set[str]:
    """Every name a repository is reached under (`repo` itself, lower-cased, included)."""
    repo = repo.lower()
    names = {repo}
    for group in RENAMED_REPOS:
        if repo in group:
            names |= group
    owner, name = repo.split("/", 1)
    for group in RENAMED_OWNERS:
        if owner in group:
            names |= {f"{other}/{name}" for other in group}
    return names


def _needles(urls: set[str]) -> set[str]:
    """A report's URL and its `owner/name#N` shorthand, as an issue or as a pull request, under
    every name of its repository; lower-cased (the texts are searched lower-cased)."""
    needles = {url.lower() for url in urls}
    for url in urls:
        match = GITHUB.match(url)
        if match:
            for repo in _names(match[1]):
                needles |= {f"{repo}#{match[2]}", f"github.com/{repo}/issues/{match[2]}",
                            f"github.com/{repo}/pull/{match[2]}"}
    return needles


def _repo_texts() -> Iterator[tuple[str, str]]:
    """(path relative to the repository, text) of every text file worth searching."""
    stack = [REPO]
    while stack:
        folder = stack.pop()
        for path in folder.iterdir():
            if path.is_dir():
                if path.name not in SKIP_DIRS:
                    stack.append(path)
            elif path.suffix in TEXT_SUFFIXES and path.stat().st_size < 4 << 20:
                yield path.relative_to(REPO).as_posix(), path.read_text(errors="replace")


def citation_counts(corpora: Iterable[HeldOut], texts: Iterable[tuple[str, str]]) -> dict[str, int]:
    """Per corpus, how often its reports are cited in `texts` ((path, text) pairs) outside its
    own files: one Aho-Corasick pass for every corpus's needles (a regex pass per corpus over
    the repository took about 12 s each)."""
    corpora = tuple(corpora)
    owners: dict[str, set[str]] = {}
    for corpus in corpora:
        for needle in _needles(corpus.urls()):
            owners.setdefault(needle, set()).add(corpus.name)
    needles = sorted(owners)
    automaton = AhoCorasick(needles)
    counts = dict.fromkeys((c.name for c in corpora), 0)
    for rel, text in texts:
        own_here = {c.name for c in corpora if rel.startswith(c.own)}
        text = text.lower()
        for index, _, end in automaton.find_matches_as_indexes(text, overlapping=True):
            # a URL that is a prefix of a longer one (.../issues/12 of .../issues/123) is no
            # citation
            if end < len(text) and text[end] in ASCII_ALNUM:
                continue
            for name in owners[needles[index]] - own_here:
                counts[name] += 1
    return counts


@functools.cache
def _citations_outside() -> dict[str, int]:
    return citation_counts(CORPORA, _repo_texts())


def citations_elsewhere(corpus: HeldOut) -> int:
    """How often the corpus's reports are cited outside it (the reports are not named, so a
    failure shows them to nobody who is tuning)."""
    return _citations_outside()[corpus.name]


# A line that carries its own date and time to the second (ISO or a logger's date, syslog's
# `Apr 12 00:54:42`, glog's `I0412 00:54:42.123456`): two reports holding the same such line
# are one incident posted twice (a cross-post, or a comment retelling another report).
OWN_STAMP = re.compile(r"\d{4}[-/]\d{2}[-/]\d{2}[ T_]\d{2}:\d{2}:\d{2}"
                       r"|\b[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2}\b"
                       r"|\b[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d{6}")
# the stamp trainwarden's bundle writer puts in front of each line of an iso_times corpus
WRITTEN_STAMP = re.compile(r"^\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:\d{2})? ")
# Found when this check was added (the twenty-third session), both sides long spent: the same
# incident cited under two addresses (an AMD GPU reset posted to PyTorch and to ROCm; a
# DeepSpeed launch posted to DeepSpeed and to its examples). The later corpus's first score
# held one incident the engine had been tuned on.
KNOWN_CROSS_POSTS = frozenset({
    frozenset({"blind27", "blind31"}), frozenset({"blind66", "blind77"})})


def stamped_lines(text: str) -> set[str]:
    """The lines of a log that carry their own time, 40 characters or more without the
    writer's stamp: each names one moment of one incident."""
    lines = (WRITTEN_STAMP.sub("", line).strip() for line in text.splitlines())
    return {line for line in lines if len(line) >= 40 and OWN_STAMP.search(line)}


@functools.cache
def _stamped_lines_by_corpus() -> dict[str, dict[str, set[str]]]:
    """Every corpus folder under tests/attribution (held out or not): stamped line -> cases."""
    found: dict[str, dict[str, set[str]]] = {}
    for log in HERE.glob("*/**/logs/**/*"):
        if not log.is_file() or "__pycache__" in log.parts:
            continue
        parts = log.relative_to(HERE).parts
        case = parts[parts.index("logs") - 1]
        for line in stamped_lines(log.read_text(errors="replace")):
            found.setdefault(parts[0], {}).setdefault(line, set()).add(case)
    return found


def incidents_elsewhere(corpus: HeldOut) -> list[str]:
    """This corpus's cases that hold a stamped line another corpus holds too: the same incident
    counted twice, once seen by whoever tuned on the other corpus."""
    by_corpus = _stamped_lines_by_corpus()
    shared = []
    for other, lines in by_corpus.items():
        if other == corpus.name or frozenset({corpus.name, other}) in KNOWN_CROSS_POSTS:
            continue
        for line, cases in by_corpus.get(corpus.name, {}).items():
            if line in lines:
                shared.append(f"{sorted(cases)} and {other}'s {sorted(lines[line])}: {line}")
    return sorted(shared)


def score(corpus: HeldOut) -> tuple[int, int, list[str]]:
    """(right, healthy nodes blamed, misses): verdict, category and implicated nodes must all be
    as labelled; a node implicated that the label does not name is a healthy node blamed."""
    from trainwarden.attribution import attribute_bundle

    right, blamed, misses = 0, 0, []
    for case, label in sorted(corpus.labels().items()):
        result = attribute_bundle(corpus.root / case)
        blamed += len(set(result.implicated_nodes) - set(label["implicated_nodes"]))
        got = (result.verdict, result.category, sorted(result.implicated_nodes))
        want = (label["verdict"], label["category"], sorted(label["implicated_nodes"]))
        if got == want:
            right += 1
        else:
            misses.append(f"{case}: got {got}, want {want}")
    return right, blamed, misses
