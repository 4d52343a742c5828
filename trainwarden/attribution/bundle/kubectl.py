"""When an event printed by kubectl happened: its line carries the time it was printed, and the
event's age then (`LAST SEEN` of `kubectl get events`, `Age` of `kubectl describe`'s Events).

An eviction seen 3 minutes before the listing was taken happened 3 minutes before the line's
time; ordering it by the listing's time would put every event of a listing at one instant, after
the timeouts it caused.
"""

from __future__ import annotations

import re
from datetime import timedelta

from trainwarden.untrusted import linear_re

_UNIT = {"s": 1, "m": 60, "h": 3600, "d": 86400, "y": 365 * 86400}
_AGE = r"(?P<age>(?:\d{1,6}[smhdy]){1,4})"
_TYPE = r"(?:Normal|Warning)"
_SHAPES = [
    # kubectl get events [-A] [-o wide]: [NAMESPACE] LAST SEEN TYPE REASON OBJECT ...
    linear_re.compile(rf"^(?:[a-z0-9][\w.-]*\s+)?{_AGE}\s+{_TYPE}\s+\w+\s"),
    # kubectl describe, Events: Type Reason Age From Message
    linear_re.compile(rf"^\s*{_TYPE}\s+\w+\s+{_AGE}(?:\s+\(x\d+ over [\dsmhdy]+\))?\s"),
    # kubectl get events of releases before 1.14: LASTSEEN FIRSTSEEN? COUNT NAME KIND TYPE ...
    linear_re.compile(rf"^{_AGE}\s+(?:[\dsmhdy]+\s+)?\d+\s+\S+\s+\w+\s+{_TYPE}\s"),
]
_PART = re.compile(r"(\d+)([smhdy])")


def event_age(text: str) -> timedelta | None:
    """The age a kubectl listing line gives its event, None when the line is not one."""
    if "Normal" not in text and "Warning" not in text:
        return None
    for shape in _SHAPES:
        found = shape.search(text)
        if found is not None:
            age = found.named("age") or ""
            return timedelta(seconds=sum(int(n) * _UNIT[u] for n, u in _PART.findall(age)))
    return None
