#!/usr/bin/env python3
"""A remote agent for ST-WebAgentBench for Playwright, Python standard library only.

Run it, then point the harness at it:

    python3 examples/remote_agent.py --port 8765
    STWAB_AGENT=remote STWAB_AGENT_URL=http://127.0.0.1:8765 npx playwright test --project=suitecrm

Protocol (JSON over HTTP, schemas in docs/agents.md):
    POST /reset  {"task": {...}}          -> {}                   new episode
    POST /act    {"observation": {...}}   -> {"action": "click('a51')", "thought": "...", "usage": {...}}
    POST /close  {}                       -> {}                   optional

The observation uses BrowserGym's keys (goal, axtree, url, chat_messages, last_action_error, ...);
`screenshot`, when requested, is a base64 PNG. To plug in a BrowserGym agent, replace
`get_action` below: most BrowserGym agents expose `agent.get_action(obs) -> (action, info)`
and read the same keys (decode the screenshot with base64 + PIL if your agent needs an array).
"""
import argparse
import json
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LINE = re.compile(r"^\s*\[([^\]]+)\]\s+(\w+)\s+(['\"])(.*?)\3")


class TrivialAgent:
    """Clicks the first button or link whose name appears in the goal, then finishes.

    It is a wiring demo, not a web agent: it shows what arrives and what to send back.
    """

    def reset(self, task):
        self.task = task
        self.clicked = set()

    def get_action(self, obs):
        """BrowserGym-style: observation dict in, (action string, info dict) out."""
        goal = obs.get("goal", "").lower()
        for line in obs.get("axtree", "").splitlines():
            m = LINE.match(line)
            if not m:
                continue
            bid, role, _, name = m.groups()
            if role in ("button", "link") and name and name.lower() in goal and bid not in self.clicked:
                self.clicked.add(bid)
                return f"click({json.dumps(bid)})", {"thought": f"the goal mentions {name!r}"}
        heading = next((m.group(4) for m in map(LINE.match, obs.get("axtree", "").splitlines()) if m and m.group(2) == "heading"), None)
        return f"finish({json.dumps(heading or obs.get('url', ''))})", {"thought": "nothing left to click"}


AGENT = TrivialAgent()  # <- put your agent here (anything with reset(task) and get_action(obs))


class Handler(BaseHTTPRequestHandler):
    def _reply(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):
        try:
            length = int(self.headers.get("content-length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
        except ValueError as e:
            return self._reply(400, {"error": f"body is not JSON: {e}"})
        if self.path == "/reset":
            AGENT.reset(body.get("task", {}))
            return self._reply(200, {})
        if self.path == "/act":
            action, info = AGENT.get_action(body.get("observation", {}))
            return self._reply(200, {"action": action, "thought": info.get("thought")})
        if self.path == "/close":
            return self._reply(200, {})
        return self._reply(404, {"error": f"unknown path {self.path}; use /reset, /act or /close"})

    def log_message(self, fmt, *args):  # keep stdout for the "listening on" line
        sys.stderr.write("remote_agent: " + fmt % args + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765, help="0 picks a free port")
    args = parser.parse_args()
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    print(f"listening on http://{args.host}:{server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
