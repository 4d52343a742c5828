"""Test-only TLS plumbing: a throwaway CA with server and client certificates (cryptography),
and a TLS-terminating TCP proxy in front of the plaintext dev server (`temporal server
start-dev` has no TLS flags), requiring a client certificate signed by that CA (mTLS)."""

from __future__ import annotations

import asyncio
import base64
import datetime as dt
import ipaddress
import json
import socket
import ssl
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

SERVER_NAME = "temporal.trainwarden.test"


def readable_history(history_json: str) -> str:
    """A history's JSON plus every payload (and payload metadata) decoded from base64: secrets
    would sit inside payloads, which a plain grep of the JSON does not see."""
    parts = [history_json]

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if "metadata" in node and isinstance(node.get("data", ""), str):
                for value in [node.get("data", ""), *dict(node["metadata"]).values()]:
                    try:
                        parts.append(base64.b64decode(value, validate=True).decode("utf-8"))
                    except (ValueError, UnicodeDecodeError):
                        pass
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(json.loads(history_json))
    return "\n".join(parts)


@dataclass(frozen=True)
class CertFiles:
    ca_cert: Path
    server_cert: Path
    server_key: Path
    client_cert: Path
    client_key: Path


def _name(common_name: str) -> x509.Name:
    return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])


def _write_key(key: ec.EllipticCurvePrivateKey, path: Path) -> None:
    path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )


def _issue(
    ca_key: ec.EllipticCurvePrivateKey,
    ca_name: x509.Name,
    common_name: str,
    usage: x509.ObjectIdentifier,
    sans: list[x509.GeneralName],
) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey]:
    key = ec.generate_private_key(ec.SECP256R1())
    now = dt.datetime.now(dt.UTC)
    builder = (
        x509.CertificateBuilder()
        .subject_name(_name(common_name))
        .issuer_name(ca_name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([usage]), critical=False)
    )
    if sans:
        builder = builder.add_extension(x509.SubjectAlternativeName(sans), critical=False)
    return builder.sign(ca_key, hashes.SHA256()), key


def make_certs(directory: Path) -> CertFiles:
    """A CA, a server certificate for SERVER_NAME and 127.0.0.1, and a client certificate."""
    directory.mkdir(parents=True, exist_ok=True)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = _name("trainwarden test CA")
    now = dt.datetime.now(dt.UTC)
    ca_cert = (
        x509.CertificateBuilder()
        .subject_name(ca_name)
        .issuer_name(ca_name)
        .public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .sign(ca_key, hashes.SHA256())
    )
    server_cert, server_key = _issue(
        ca_key,
        ca_name,
        SERVER_NAME,
        ExtendedKeyUsageOID.SERVER_AUTH,
        [x509.DNSName(SERVER_NAME), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))],
    )
    client_cert, client_key = _issue(
        ca_key, ca_name, "trainwarden-worker", ExtendedKeyUsageOID.CLIENT_AUTH, []
    )
    files = CertFiles(
        ca_cert=directory / "ca.pem",
        server_cert=directory / "server.pem",
        server_key=directory / "server.key",
        client_cert=directory / "client.pem",
        client_key=directory / "client.key",
    )
    pem = serialization.Encoding.PEM
    files.ca_cert.write_bytes(ca_cert.public_bytes(pem))
    files.server_cert.write_bytes(server_cert.public_bytes(pem))
    files.client_cert.write_bytes(client_cert.public_bytes(pem))
    _write_key(server_key, files.server_key)
    _write_key(client_key, files.client_key)
    return files


class TlsProxy:
    """Terminates mTLS on a loopback port and pipes bytes to a plaintext upstream (gRPC/h2).

    A subprocess (this file run as a script), so no extra thread runs inside pytest. The common
    name of each accepted client certificate is appended to `subjects_file`."""

    def __init__(self, certs: CertFiles, upstream: str, workdir: Path) -> None:
        self.certs = certs
        self.upstream = upstream
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        self.address = f"127.0.0.1:{self.port}"
        self.subjects_file = workdir / "tls-proxy-clients.txt"
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def client_subjects(self) -> list[str]:
        return self.subjects_file.read_text().split() if self.subjects_file.exists() else []

    def start(self, timeout: float = 20.0) -> TlsProxy:
        c = self.certs
        args = [c.server_cert, c.server_key, c.ca_cert, self.upstream, self.port]
        args.append(self.subjects_file)
        self._process = subprocess.Popen([sys.executable, __file__, *map(str, args)])
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", self.port)) == 0:
                    return self
            if self._process.poll() is not None:
                break
            time.sleep(0.05)
        self.stop()
        raise RuntimeError("the TLS proxy did not start")

    def stop(self) -> None:
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            self._process.wait(10)


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    except (ConnectionError, ssl.SSLError):
        pass
    finally:
        writer.close()


async def serve_proxy(
    server_cert: str, server_key: str, ca_cert: str, upstream: str, port: int, subjects: str
) -> None:
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(server_cert, server_key)
    context.load_verify_locations(ca_cert)
    context.verify_mode = ssl.CERT_REQUIRED
    context.set_alpn_protocols(["h2"])
    up_host, up_port = upstream.rsplit(":", 1)

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peercert") or {}
        subject = dict(item[0] for item in peer.get("subject", ()))
        with open(subjects, "a") as f:
            f.write(subject.get("commonName", "?").replace(" ", "_") + "\n")
        try:
            up_reader, up_writer = await asyncio.open_connection(up_host, int(up_port))
        except OSError:
            writer.close()
            return
        await asyncio.gather(_pipe(reader, up_writer), _pipe(up_reader, writer))

    server = await asyncio.start_server(handle, "127.0.0.1", port, ssl=context)
    async with server:
        await server.serve_forever()


class WebhookReceiver:
    """An HTTP endpoint (a subprocess) that answers 200 to POSTs and appends each request as a
    JSON line {"path", "headers", "body"} to `requests_file`."""

    def __init__(self, workdir: Path) -> None:
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.requests_file = workdir / "webhook-requests.jsonl"
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def requests(self) -> list[dict]:
        if not self.requests_file.exists():
            return []
        return [json.loads(line) for line in self.requests_file.read_text().splitlines()]

    def start(self, timeout: float = 20.0) -> WebhookReceiver:
        args = ["webhook", str(self.port), str(self.requests_file)]
        self._process = subprocess.Popen([sys.executable, __file__, *args])
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", self.port)) == 0:
                    return self
            time.sleep(0.05)
        self.stop()
        raise RuntimeError("the webhook receiver did not start")

    def stop(self) -> None:
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            self._process.wait(10)


def serve_webhook(port: int, requests_file: str) -> None:
    from http.server import BaseHTTPRequestHandler, HTTPServer

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            record = {"path": self.path, "headers": dict(self.headers), "body": body.decode()}
            with open(requests_file, "a") as f:
                f.write(json.dumps(record) + "\n")
            self.send_response(200)
            self.end_headers()

        def log_message(self, format: str, *args: object) -> None:
            pass

    HTTPServer(("127.0.0.1", port), Handler).serve_forever()


if __name__ == "__main__":
    if sys.argv[1] == "webhook":
        serve_webhook(int(sys.argv[2]), sys.argv[3])
    else:
        cert, key, ca, up, listen, subjects_path = sys.argv[1:7]
        asyncio.run(serve_proxy(cert, key, ca, up, int(listen), subjects_path))
