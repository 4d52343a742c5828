"""redact_bytes: a bundle file's bytes redacted as `redact` redacts its text, only the candidate
lines decoded; bytes that are not UTF-8 neither hide a secret nor stop the redaction."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainwarden.untrusted.redact import MARK, redact, redact_bytes

HF = "hf_" + "aBcDeFgHiJ" * 3 + "kl"
PIECES = [
    f"HF_TOKEN={HF}", "AKIAIOSFODNN7EXAMPLE", "https://bob:hunter2pass@git.example.com/r",
    'DB_PASSWORD="x y"', "Authorization: Bearer abcdefghijklmnopqrstuvwxyz",
    "tokens/s: 3,456", "-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----",
    "\n", " ", "=", ":", "://", "é", "█", "step 12 | loss 2.3",
]


def _as_file(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=12)), max_size=30))
def test_bytes_give_what_the_text_gives(pieces: list[str]) -> None:
    text = "".join(pieces)
    data = text.encode("utf-8", "surrogatepass")
    if any(0xD800 <= ord(c) <= 0xDFFF for c in text):
        return  # not a file's text (a file's bytes decode to escaped surrogates only)
    assert redact_bytes(data) == redact(text).encode("utf-8")


@pytest.mark.parametrize("extra", [(), (r"secret-\d+",)])
def test_extra_patterns_and_pem_blocks_apply_across_lines(extra: tuple[str, ...]) -> None:
    """The whole text is read then; a byte in it that is not UTF-8 becomes U+FFFD."""
    data = b"a\n-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\nsecret-42 \xff\n"
    out = redact_bytes(data, extra)
    kept = MARK.encode() if extra else b"secret-42"
    assert out == b"a\n" + MARK.encode() + b"\n" + kept + " \ufffd\n".encode()


def test_a_line_without_secrets_comes_back_as_the_same_object() -> None:
    data = b"2026-12-04T10:00:00.000Z tokens/s: 3,456 \xff\n" * 100
    assert redact_bytes(data) is data


@pytest.mark.parametrize("line", [
    b"HF_TOKEN=abc\xffdef more", b"git clone https://bob\xff:hunter2pass@git.example.com/r",
    b"git clone https://bob:hunter2\xffpass@git.example.com/r",
])
def test_a_stray_byte_on_a_secret_line_neither_hides_the_secret_nor_fails(line: bytes) -> None:
    data = b"before \xfe\n" + line + b"\nafter \xfd\n"
    out = redact_bytes(data)
    assert b"hunter2" not in out and b"abc" not in out and MARK.encode() in out
    assert out.startswith(b"before \xfe\n") and out.endswith(b"\nafter \xfd\n")
    text = data.decode("utf-8", "surrogateescape")
    assert "hunter2" not in redact(text) and "abc" not in redact(text)  # the text path too
