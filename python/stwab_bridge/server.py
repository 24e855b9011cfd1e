"""The HTTP side: the harness's remote-agent protocol (docs/agents.md) served for one agent spec.

Each episode gets its own agent, keyed by the ``x-stwab-episode`` header the harness sends with
every request of an episode, so several Playwright workers can share one bridge. ``/reset`` makes
the agent, ``/act`` converts the observation and asks it, ``/close`` drops it (calling its
``close()`` when it has one). An exception in the agent is a 500 with the error line, which the
harness records as a step error.
"""

import json
import sys
import threading
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from .loader import make_agent
from .observation import reply_of, to_browsergym


class Bridge:
    """Agents by episode id, made from one loaded target."""

    def __init__(self, target):
        self.target = target
        self.agents = {}
        self.lock = threading.Lock()

    def reset(self, episode, task):
        agent = make_agent(self.target)
        with self.lock:
            self.agents[episode] = agent
        return {}

    def act(self, episode, raw):
        with self.lock:
            agent = self.agents.get(episode)
        if agent is None:
            raise LookupError(f"no episode {episode!r}: POST /reset first")
        obs = to_browsergym(raw)
        if callable(getattr(agent, "obs_preprocessor", None)):
            obs = agent.obs_preprocessor(obs)
        result = agent.get_action(obs)
        if not isinstance(result, tuple) or len(result) != 2:
            raise TypeError("get_action must return (action, info)")
        return reply_of(*result)

    def close(self, episode):
        with self.lock:
            agent = self.agents.pop(episode, None)
        if agent is not None and agent is not self.target and callable(getattr(agent, "close", None)):
            agent.close()
        return {}


def make_handler(bridge, token=None):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, fmt, *args):
            pass

        def _send(self, status, body):
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_POST(self):
            if token and self.headers.get("authorization") != f"Bearer {token}":
                return self._send(403, {"error": "missing or wrong token"})
            try:
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
            except ValueError as e:
                return self._send(400, {"error": f"body is not JSON: {e}"})
            episode = self.headers.get("x-stwab-episode", "default")
            try:
                if self.path == "/reset":
                    return self._send(200, bridge.reset(episode, body.get("task")))
                if self.path == "/act":
                    return self._send(200, bridge.act(episode, body.get("observation") or {}))
                if self.path == "/close":
                    return self._send(200, bridge.close(episode))
                return self._send(404, {"error": f"no route {self.path}"})
            except Exception as e:  # the agent's own failure: a recorded step error, not a dead server
                traceback.print_exc(file=sys.stderr)
                return self._send(500, {"error": f"{type(e).__name__}: {e}"})

    return Handler


def serve(target, host="127.0.0.1", port=8765, token=None):
    """Starts the server (blocking); prints ``stwab_bridge listening on <url>`` once it listens."""
    server = ThreadingHTTPServer((host, port), make_handler(Bridge(target), token))
    print(f"stwab_bridge listening on http://{host}:{server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
