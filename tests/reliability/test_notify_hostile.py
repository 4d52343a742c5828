"""A notify step's body is a template from the playbook: it gets the same bounded sandbox,
and its template file the same regular-file rule, so a bad one fails the notification (not
retried) instead of stalling the worker."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from temporalio.exceptions import ApplicationError

from trainwarden.activities.notify import render_body, template_text
from trainwarden.playbook.steps import NotifyStep


@pytest.mark.parametrize(
    "body",
    [
        "{{ 'a' * 10**9 }}",
        "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
        "{{ incident.id | center(999999999) }}",
    ],
)
def test_template_bomb_in_a_notify_body_is_refused(body: str) -> None:
    step = NotifyStep(url="https://hooks.example.com/x", body=body)
    with pytest.raises(ApplicationError) as refused:
        render_body(step, {"incident": {"id": "wf-i1"}})
    assert refused.value.non_retryable
    assert "notify template" in str(refused.value) and "limit" in str(refused.value)


def test_ordinary_notify_body_renders() -> None:
    step = NotifyStep(url="https://hooks.example.com/x", body='{"text": "{{ incident.id }}"}')
    assert render_body(step, {"incident": {"id": "wf-i1"}}) == '{"text": "wf-i1"}'


def test_fifo_notify_template_is_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "body.j2"
    os.mkfifo(fifo)
    with pytest.raises(ApplicationError) as refused:
        template_text(str(fifo))
    assert refused.value.non_retryable and "a FIFO" in str(refused.value)
