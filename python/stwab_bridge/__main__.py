"""``python3 -m stwab_bridge --agent module:attribute [--port 8765] [--host 127.0.0.1]``."""

import argparse
import os
import sys

from .loader import AgentSpecError, check_target, load_target
from .server import serve


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python3 -m stwab_bridge", description="Serve a BrowserGym / AgentLab agent to ST-WebAgentBench for Playwright.")
    parser.add_argument("--agent", required=True, help="module:attribute (an agent, a class, a factory or an AgentArgs); the module on sys.path or a .py path")
    parser.add_argument("--port", type=int, default=8765, help="0 picks a free port (printed)")
    parser.add_argument("--host", default="127.0.0.1")
    args = parser.parse_args(argv)
    try:
        target = load_target(args.agent)
        check_target(target)  # fail now, not at the first episode
    except AgentSpecError as e:
        print(f"stwab_bridge: {e}", file=sys.stderr)
        return 2
    serve(target, args.host, args.port, os.environ.get("STWAB_AGENT_TOKEN") or None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
