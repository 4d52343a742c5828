"""A real S3-compatible server for tests and benchmarks: moto's server mode in a subprocess.

boto3 talks real HTTP to it on 127.0.0.1. MinIO is not installable here; moto is a PyPI
package, so CI needs nothing beyond `pip install 'moto[server]'`.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import requests


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class MotoServer:
    """`python -m moto.server` on a free loopback port, started and stopped explicitly."""

    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._process: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 30.0) -> MotoServer:
        self._process = subprocess.Popen(
            [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(self.port)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise RuntimeError(f"moto server exited with {self._process.returncode}")
            try:
                urllib.request.urlopen(f"{self.url}/moto-api/", timeout=1).close()
                return self
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"moto server did not answer on {self.url} within {timeout}s")

    def enforce_auth(self) -> None:
        """From now on every request must be signed by an IAM access key and be allowed by
        its user's policies (moto's INITIAL_NO_AUTH_ACTION_COUNT, reset to 0 at runtime)."""
        # requests, not urllib: moto's server reads an empty body from urllib's POST here
        response = requests.post(f"{self.url}/moto-api/reset-auth", data=b"0", timeout=10)
        response.raise_for_status()

    def stop(self) -> None:
        if self._process and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()

    def __enter__(self) -> MotoServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
