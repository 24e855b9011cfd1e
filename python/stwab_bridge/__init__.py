"""stwab_bridge: run a BrowserGym / AgentLab agent, unchanged, in ST-WebAgentBench for Playwright.

The harness's remote agent (``STWAB_AGENT=remote``) posts each observation to this server; the
bridge turns it into BrowserGym's observation types, calls the agent's ``obs_preprocessor`` (when
it has one) and ``get_action``, and sends the action back. Start it with::

    PYTHONPATH=python python3 -m stwab_bridge --agent my_module:MyAgent --port 8765

and run the benchmark with ``STWAB_AGENT=remote STWAB_AGENT_URL=http://127.0.0.1:8765
STWAB_AGENT_OBSERVE=browsergym``. Standard library only; numpy (and Pillow, for the screenshot
array) are used when installed, as BrowserGym agents have them.
"""

__version__ = "0.1.0"
