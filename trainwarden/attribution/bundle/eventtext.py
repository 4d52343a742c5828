"""One rendering for a Kubernetes event wherever it is read: an events.jsonl record, a
`kubectl get events` row, or the controller manager's own log of it.

The controller manager (and any client-go event recorder) logs each event it records as a klog
structured line, `"Event occurred" object="kube-system/etcd-minikube" kind="Pod" apiVersion="v1"
type="Warning" reason="NodeNotReady" message="Node is not ready"` (client-go
tools/record/event.go; before 1.19 `Event(v1.ObjectReference{Kind:"Pod", ...}): type: 'Warning'
reason: 'NodeNotReady' ...`). Such a line is read as the event it records: rendered the way
`kubectl get events` prints it, so one catalog entry reads it, and its object is the pod or node
the event is about, never the node whose log holds the line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_EVENT_OCCURRED = '"Event occurred" '
# klog's key="value" pairs (values are Go-quoted: `\"` and `\\` escaped)
_PAIR = re.compile(r'(?:^|\s)(\w{1,32})="((?:[^"\\]|\\.){0,4096})"')


# client-go's recorder before klog's structured lines: `Event(v1.ObjectReference{Kind:"Pod",
# Namespace:"ns", Name:"w-1", UID:..., FieldPath:""}): type: 'Warning' reason: 'R' message`
_OBJECT_REFERENCE = "ObjectReference{"
_UNSTRUCTURED = re.compile(
    r'Kind:"([^"]{0,64})", Namespace:"[^"]{0,256}", Name:"([^"]{1,256})"[^}]{0,1024}\}\): '
    r"type: '(\w{1,32})' reason: '(\w{1,128})' ?(.{0,4096})")


@dataclass(frozen=True, slots=True)
class LoggedEvent:
    """An event a recorder logged: its kubectl rendering and the object it is about."""

    text: str
    kind: str
    name: str  # the object's own name, without its namespace


def render(kind_of_event: str, reason: str, kind: str, name: str, message: object) -> str:
    """The event as `kubectl get events` shows it: `Warning OOMKilled pod/w-1 message`."""
    what = f"{kind.lower()}/{name}" if kind else name
    text = message if isinstance(message, str) else ""
    return " ".join(p for p in (kind_of_event, reason, what, text) if p)


def logged_event(text: str) -> LoggedEvent | None:
    """The event a recorder's log line records (klog's structured `"Event occurred"` line, or
    the `Event(v1.ObjectReference{...}): type: 'Warning' reason: 'R' message` of releases
    before 1.19), None when the line is not one (or names no reason or object)."""
    at = text.find(_EVENT_OCCURRED)
    if at == -1:
        return _unstructured(text)
    fields = {k: _unquote(v) for k, v in _PAIR.findall(text, at + len(_EVENT_OCCURRED) - 1)}
    reason, obj = fields.get("reason", ""), fields.get("object", "")
    if not reason or not obj:
        return None
    name = obj.rsplit("/", 1)[-1]
    kind = fields.get("kind", "")
    return LoggedEvent(render(fields.get("type", ""), reason, kind, name,
                              fields.get("message", "")), kind, name)


def _unstructured(text: str) -> LoggedEvent | None:
    at = text.find(_OBJECT_REFERENCE)
    if at == -1:
        return None
    found = _UNSTRUCTURED.match(text, at + len(_OBJECT_REFERENCE))
    if found is None:
        return None
    kind, name, kind_of_event, reason, message = found.groups()
    return LoggedEvent(render(kind_of_event, reason, kind, name, message.strip()), kind, name)


def _unquote(value: str) -> str:
    return value.replace('\\"', '"').replace("\\\\", "\\")
