"""The shipped systemd units and environment files, read as systemd reads them, so a test can
start a service's command exactly as the unit would on a site (no systemd runs here)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

# what systemd gives a service before its Environment=/EnvironmentFile= (systemd.exec(5))
SYSTEMD_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
_VAR = re.compile(r"\$\{(\w+)\}|\$(\w+)")


def read_unit(path: Path) -> dict[str, dict[str, list[str]]]:
    """section -> key -> values (a key may repeat); comments and blank lines dropped."""
    sections: dict[str, dict[str, list[str]]] = {}
    current: dict[str, list[str]] | None = None
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], {})
            continue
        assert current is not None, f"{path}: {raw!r} before any section"
        key, sep, value = line.partition("=")
        assert sep, f"{path}: not KEY=value: {raw!r}"
        current.setdefault(key.strip(), []).append(value.strip())
    return sections


def read_env_file(path: Path) -> dict[str, str]:
    """An EnvironmentFile: KEY=value lines, `#` comments, values optionally quoted."""
    env: dict[str, str] = {}
    for number, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        key, sep, value = line.partition("=")
        assert sep and re.fullmatch(r"[A-Za-z_]\w*", key), f"{path}:{number}: {raw!r}"
        words = shlex.split(value) if value else [""]
        assert len(words) == 1, f"{path}:{number}: quote a value with spaces: {raw!r}"
        env[key] = words[0]
    return env


def commented_keys(path: Path) -> set[str]:
    """Keys an environment file offers commented out (`#KEY=value`)."""
    return set(re.findall(r"^#([A-Z][A-Z0-9_]*)=", path.read_text(), re.M))


def exec_argv(command: str, env: dict[str, str]) -> list[str]:
    """ExecStart's argv with systemd's substitution: ``${VAR}`` is one word, ``$VAR`` is split
    at whitespace (an unset one: no word)."""
    argv: list[str] = []
    for word in shlex.split(command):
        whole = re.fullmatch(r"\$(\w+)", word)
        if whole:
            argv += env.get(whole.group(1), "").split()
            continue
        argv.append(_VAR.sub(lambda m: env.get(m.group(1) or m.group(2), ""), word))
    return argv


def site_env_file(shipped: Path, out: Path, **values: str) -> Path:
    """The shipped environment file as a site edits it: each given key, which the file must
    already offer (set or commented out), set to its value; everything else as shipped."""
    text = shipped.read_text()
    for key, value in values.items():
        pattern = re.compile(rf"^#?{key}=.*$", re.M)
        assert pattern.search(text), f"{shipped.name} offers no {key}"
        text = pattern.sub(lambda _m, k=key, v=value: f"{k}={shlex.quote(v)}", text, count=1)
    out.write_text(text)
    return out


def service_launch(
    unit: Path, env_file: Path, moved: dict[str, Path], **session: str
) -> tuple[list[str], dict[str, str], str | None]:
    """argv, environment and working directory of the unit's ExecStart, as systemd would start
    it with ``env_file`` as its EnvironmentFile (a site's edited copy). ``moved`` maps paths of
    the unit (the venv, the state directory) to where this machine has them; ``session`` is
    what systemd sets for the unit's User= (HOME, USER, LOGNAME)."""
    service = read_unit(unit)["Service"]
    assert len(service["EnvironmentFile"]) == 1
    env = {"PATH": SYSTEMD_PATH, "LANG": "C.UTF-8", **session, **read_env_file(env_file)}
    (command,) = service["ExecStart"]
    argv = exec_argv(command, env)

    def here(path: str) -> str:
        for old, new in moved.items():
            if path == old or path.startswith(old + "/"):
                return str(new) + path[len(old) :]
        return path

    argv[0] = here(argv[0])
    assert Path(argv[0]).is_file(), f"{unit.name}: {argv[0]} not installed"
    cwd = service.get("WorkingDirectory", [None])[0]
    return argv, env, here(cwd) if cwd else None
