# ruff: noqa: E501  (verbatim log lines are kept unwrapped)
"""Device memory running out, in the words of a program or a data pipeline rather than of the
allocator: a program's `You do not have enough GPU memory available to train` and tf.data's
ResourceExhausted `Failed to allocate memory for the batch of component 0` are `oom`."""

from __future__ import annotations

import pytest
from line_reading import best_id as _best

from trainwarden.attribution import Catalog

MEMORY_WORDS = [
    ("10/08/2019 22:53:01 MainProcess     MainThread      cli             execute_script            ERROR    You do not have enough GPU memory available to train the selected model at the selected settings. You can try a number of things:",
     "runtime-status-oom", "https://github.com/deepfakes/faceswap/issues/899"),
    # the message tf.data's batching ops return as errors::ResourceExhausted
    ("  (0) Resource exhausted:  Failed to allocate memory for the batch of component 0",
     "tf-device-oom", "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/core/kernels/batch_util.cc"),
]


@pytest.mark.parametrize(("text", "sig", "url"), MEMORY_WORDS, ids=["not-enough-gpu-memory", "tf-data-batch"])
def test_device_memory_words_are_oom(catalog: Catalog, text: str, sig: str, url: str) -> None:
    assert url.startswith("https://github.com/")
    assert _best(catalog, "rank-0", text) == sig
    found = catalog.by_id(sig)
    assert found is not None and found.category == "oom"
    assert _best(catalog, "rank-0", "Not enough memory; try setting quasi-random ordering") != sig
