"""Waking an external agent (an OpenClaw-style gateway, a chat bot, a script): the one
way warden reaches one, for the ``agent`` answerer and the ``agent`` workflow brain.

A :class:`Waker` has one transport:

* ``command``: an argv list run without a shell; what the agent should read goes to its
  stdin (never into the command line); exit status 0 means woken;
* ``webhook``: a JSON POST; any 2xx means woken; ``headers`` are added, and
  ``token_env`` names a variable holding a bearer token.

:meth:`Waker.wake` tries up to ``attempts`` times, each within ``timeout`` seconds, with
a doubling pause (``backoff``, 2×``backoff``, ...) between them, and never past the
caller's deadline; it raises :class:`WakeError` saying what every attempt met.
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

from warden.errors import WardenError


class WakeError(WardenError):
    pass


class Waker:
    def __init__(self, command: list[str] | None = None, webhook: str | None = None, *,
                 headers: dict[str, str] | None = None, token_env: str | None = None, attempts: int = 3,
                 backoff: float = 1.0, timeout: float = 10.0):
        if command is not None and (not isinstance(command, list) or not command
                                    or not all(isinstance(a, str) for a in command)):
            raise ValueError("command must be a non-empty list of strings (an argv, no shell)")
        if (command is None) == (webhook is None):
            raise ValueError("give exactly one of command (an argv list) or webhook (a URL)")
        self.command, self.webhook = command, webhook
        self.headers = dict(headers or {})
        self.token_env = token_env
        self.attempts = max(1, int(attempts))
        self.backoff = float(backoff)
        self.timeout = float(timeout)  # per attempt

    @property
    def transport(self) -> str:
        return f"command {self.command[0]}" if self.command else f"webhook {self.webhook}"

    def wake(self, doc: dict[str, Any], deadline: float, *, stdin: str | None = None,
             env: dict[str, str] | None = None) -> int:
        """Send ``doc`` (a webhook's JSON body; a command's stdin unless ``stdin`` is given,
        with ``env`` added to its environment) by ``deadline`` (``time.monotonic()``).
        Returns the attempts it took; raises WakeError when none succeeded in time."""
        data = (stdin if stdin is not None else json.dumps(doc, ensure_ascii=True)).encode()
        delay, errors = self.backoff, []
        for attempt in range(1, self.attempts + 1):
            left = deadline - time.monotonic()
            if left <= 0.05:
                break
            try:
                self._once(doc, data, env, min(self.timeout, left))
                return attempt
            except WakeError as e:
                errors.append(str(e))
            if attempt < self.attempts:
                if time.monotonic() + delay >= deadline:
                    break
                time.sleep(delay)
                delay *= 2
        raise WakeError(f"could not wake the agent ({self.transport}) after {len(errors)} attempt(s): "
                        + "; ".join(errors or ["no time left"]))

    def _once(self, doc: dict[str, Any], data: bytes, env: dict[str, str] | None, timeout: float) -> None:
        if self.command:
            self._run(data, env, timeout)
        else:
            self._post(doc, timeout)

    def _run(self, data: bytes, env: dict[str, str] | None, timeout: float) -> None:
        import subprocess

        from warden.text import one_line

        assert self.command
        try:
            r = subprocess.run(self.command, input=data, capture_output=True, timeout=timeout,
                               env={**os.environ, **(env or {})}, check=False)
        except subprocess.TimeoutExpired:
            raise WakeError(f"{self.command[0]} did not finish within {timeout:.1f}s") from None
        except OSError as e:
            raise WakeError(f"{self.command[0]}: {e}") from None
        if r.returncode != 0:
            err = r.stderr.decode("utf-8", "replace").strip().splitlines()
            raise WakeError(f"{self.command[0]} exited {r.returncode}" + (f": {one_line(err[-1], 200)}" if err else ""))

    def _post(self, doc: dict[str, Any], timeout: float) -> None:
        import urllib.error
        import urllib.request

        headers = {"Content-Type": "application/json", **self.headers}
        if self.token_env and os.environ.get(self.token_env):
            headers["Authorization"] = f"Bearer {os.environ[self.token_env]}"
        req = urllib.request.Request(str(self.webhook), data=json.dumps(doc, ensure_ascii=True).encode(),
                                     headers=headers, method="POST")
        try:
            with urllib.request.urlopen(req, timeout=timeout) as resp:  # noqa: S310 - a URL the person configured
                resp.read(65536)
        except urllib.error.HTTPError as e:
            raise WakeError(f"the webhook answered {e.code}") from None
        except (urllib.error.URLError, OSError) as e:
            raise WakeError(f"the webhook could not be reached: {getattr(e, 'reason', e)}") from None
