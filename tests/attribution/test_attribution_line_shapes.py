"""A matcher answers a line shape (its digits as 0) once: every rank of a big job prints its
watchdog timeout with its own rank, time and sequence numbers. The answer must be the one the
plain rule gives each line (the best signature whose keyword the line holds and whose pattern
matches it), with the line's own groups, and a signature that tells digits apart (Xid 79 from
Xid 48) must still be asked line by line."""

from __future__ import annotations

import functools
from datetime import UTC, datetime
from pathlib import Path

import pytest

from trainwarden.attribution.bundle import BundleReader
from trainwarden.attribution.bundle.matcher import Matcher
from trainwarden.attribution.catalog import Catalog, ignores_digit_values
from trainwarden.untrusted import linear_re

CORPORA = [Path(__file__).resolve().parent / name for name in ("corpus", "realworld")]
ROTATIONS = [str.maketrans("0123456789", "".join(str((d + k) % 10) for d in range(10)))
             for k in (1, 5, 7)]


def plain(matcher: Matcher, text: str) -> tuple[str, dict[str, str | None], str] | None:
    """The rule the matcher's shortcuts stand for: signatures best first, each tried when the
    line holds one of its keywords."""
    text = linear_re.clip(text)
    low = text.lower()
    for sig in matcher.signatures:
        if any(k in low for k in sig.keywords):
            match = sig.regex.search(text)
            if match:
                return sig.id, match.groupdict(), match.group(0)
    return None


def answer(matcher: Matcher, text: str) -> tuple[str, dict[str, str | None], str] | None:
    found = matcher.best(text, text.lower())
    if found is None:
        return None
    sig, match = found
    return sig.id, match.groupdict(), match.group(0)


@functools.cache
def _corpus_lines() -> dict[str, list[str]]:
    """Every line of both committed corpora's logs with a keyword of its stream, by stream."""
    by_stream: dict[str, list[str]] = {}
    for corpus in CORPORA:
        for path in sorted(corpus.glob("*/logs/*/*.log")):
            stream = path.stem
            by_stream.setdefault("rank-0" if stream.startswith("rank-") else stream, []).extend(
                path.read_text(errors="replace").splitlines())
    return by_stream


@pytest.mark.parametrize("stream", ["rank-0", "kernel", "launcher", "srun", "batch"])
def test_lines_of_one_shape_get_what_the_plain_rule_gives_each(
        catalog: Catalog, stream: str) -> None:
    """Each corpus line, then the same line with its digits changed (the same shape, so the
    second is answered from the first's memo where the matcher may): signature, groups and
    matched text as the plain rule gives them."""
    matcher = Matcher(catalog.for_stream(stream))
    lines = _corpus_lines().get(stream, [])
    candidates = [line for line in lines if matcher.has_keyword(line.lower())]
    assert candidates, f"no {stream} line with a keyword in the corpora"
    compared = 0
    for line in candidates:
        for variant in [line] + [line.translate(table) for table in ROTATIONS]:
            assert answer(matcher, variant) == plain(matcher, variant), variant
            compared += 1
    assert compared >= 4 * len(candidates)


def test_xid_numbers_are_told_apart_in_one_shape(catalog: Catalog) -> None:
    """`Xid ...: 79` and `Xid ...: 48` have one shape; the Xid signatures tell digits apart, so
    each line is answered on its own, in either order."""
    xid = "NVRM: Xid (PCI:0000:3b:00): {}, pid=4242, name=python3, GPU has fallen off the bus."
    for order in ([79, 48, 13], [13, 48, 79]):
        matcher = Matcher(catalog.for_stream("kernel"))
        for code in order:
            found = matcher.best(xid.format(code), xid.format(code).lower())
            assert found is not None and found[0].id == f"xid-{code}"


def test_each_rank_keeps_its_own_rank_from_the_shape_memo(catalog: Catalog) -> None:
    """The watchdog line of 100 ranks: one shape per rank-number length, each line's own
    rank read from its own text."""
    matcher = Matcher(catalog.for_stream("rank-0"))
    line = ("[Rank {}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, "
            "OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for {} "
            "milliseconds before timing out.")
    for rank in range(100):
        text = line.format(rank, 600000 + rank)
        found = matcher.best(text, text.lower())
        assert found is not None
        sig, match = found
        assert (sig.id, match.groupdict()["rank"]) == ("nccl-watchdog-timeout", str(rank))
    assert len(matcher._shapes) == 2  # ranks 0-9 and 10-99: two shapes, 98 answers remembered


@pytest.mark.parametrize(("pattern", "blind"), [
    (r"Watchdog caught collective operation timeout|(?:\[Rank (?P<rank>\d+)\] )?.*WorkNCCL", True),
    (r"NVRM: Xid \((?:PCI:)?[0-9a-fA-F:.]+\): 79\b", False),  # a literal digit
    (r"status=1[23]\b", False),
    (r"error [1-9]", False),  # a class with some digits only
    (r"[^5]x", False),
    (r"\bport \d{2,3} .* \w+ \S+ [^\d]", True),
    (r"(?i)link down on port [0-9a-f]+", True),
    (r"x{,3}", False),  # literal text in RE2, a repeat to Python's parser: unsure
    (r"[[:digit:]]+ failed", False),  # POSIX class: not read by Python's parser
    (r"\pN+ failed", False),
    (r"(?P<a>x)(?P=a)", False),  # a back-reference (RE2 refuses it anyway)
])
def test_which_patterns_ignore_digit_values(pattern: str, blind: bool) -> None:
    assert ignores_digit_values(pattern) is blind


def test_first_time_is_read_when_asked(write_bundle, catalog: Catalog) -> None:
    """A stream's first time is not parsed by the scan; asked for, it is read from the file:
    the first line that has a time, lines without one before it passed over."""
    bundle = write_bundle({
        "logs/node-1/rank-0.log": "starting\nno time here\n"
                                  "2026-12-01T06:00:01.120Z step 1\n"
                                  "2026-12-01T06:00:02.120Z step 2\n",
    })
    ev = BundleReader(bundle, catalog, None).read()
    (info,) = ev.streams
    assert "first_at" not in vars(info)  # not computed by the scan
    assert info.first_at == datetime(2026, 12, 1, 6, 0, 1, 120000, tzinfo=UTC)
    assert info.last_at == datetime(2026, 12, 1, 6, 0, 2, 120000, tzinfo=UTC)
    assert info.lines == 4
