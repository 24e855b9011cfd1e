"""Unit tests of stwab_bridge (standard library unittest; run by test/bridge/bridge.test.ts)."""

import base64
import json
import os
import tempfile
import threading
import unittest
import urllib.request
import zlib
import struct
from dataclasses import dataclass, field
from http.server import ThreadingHTTPServer

from stwab_bridge import observation
from stwab_bridge.loader import AgentSpecError, check_target, load_target, make_agent
from stwab_bridge.server import Bridge, make_handler


def tiny_png(width=2, height=1):
    """An RGB PNG, red then green pixels, written by hand (no Pillow needed to make it)."""
    rows = b"".join(b"\x00" + bytes([255, 0, 0, 0, 255, 0][: width * 3]) for _ in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


RAW = {
    "goal": "Open Pam",
    "goal_object": [{"type": "text", "text": "Open Pam"}],
    "url": "http://x/#/contacts",
    "open_pages_urls": ["http://x/#/contacts"],
    "open_pages_titles": ["Contacts"],
    "active_page_index": 0,
    "elapsed_time": 1.5,
    "screenshot": base64.b64encode(tiny_png()).decode(),
    "axtree_object": {"nodes": [{"nodeId": "1", "role": {"value": "RootWebArea"}, "browsergym_id": "0"}]},
    "extra_element_properties": {"0": {"visibility": 1, "bbox": [0, 0, 2, 1], "clickable": 0, "set_of_marks": 1}},
    "chat_messages": [{"role": "user", "message": "Open Pam", "timestamp": 1.0}],
    "last_action": "",
    "last_action_error": "",
    "policies": [],
}


@dataclass
class Info:
    """Shaped like AgentLab's AgentInfo (the fields the bridge reads)."""

    think: str = ""
    stats: dict = field(default_factory=dict)


class Echo:
    """Records what it received; answers with the page index it saw."""

    instances = 0

    def __init__(self):
        Echo.instances += 1
        self.seen = []

    def obs_preprocessor(self, obs):
        return {"index": obs["active_page_index"], "titles": obs["open_pages_titles"], "goal": obs["goal_object"][0]["text"]}

    def get_action(self, obs):
        self.seen.append(obs)
        return f"noop({len(self.seen)})", Info(think=obs["goal"], stats={"input_tokens": 7, "output_tokens": 3, "cost": 0.01})


class Args:
    """Shaped like a BrowserGym AgentArgs."""

    def make_agent(self):
        return Echo()


class ObservationTest(unittest.TestCase):
    def test_types(self):
        obs = observation.to_browsergym(json.loads(json.dumps(RAW)))
        self.assertEqual(obs["open_pages_urls"], ("http://x/#/contacts",))
        self.assertEqual(obs["open_pages_titles"], ("Contacts",))
        props = obs["extra_element_properties"]["0"]
        self.assertIs(props["clickable"], False)
        self.assertIs(props["set_of_marks"], True)
        self.assertIsInstance(props["visibility"], float)
        self.assertEqual(obs["axtree_object"]["nodes"][0]["browsergym_id"], "0")
        if observation.np is not None:
            self.assertEqual(obs["active_page_index"].tolist(), [0])
            self.assertEqual(obs["elapsed_time"].tolist(), [1.5])
        else:
            self.assertEqual(obs["active_page_index"], 0)
        if observation.np is not None and observation.Image is not None:
            self.assertEqual(obs["screenshot"].shape, (1, 2, 3))
            self.assertEqual(obs["screenshot"][0, 0].tolist(), [255, 0, 0])
        else:
            self.assertEqual(obs["screenshot"], tiny_png())

    def test_missing_keys_get_browsergym_defaults(self):
        obs = observation.to_browsergym({"goal": "g"})
        self.assertEqual(obs["goal_object"], [{"type": "text", "text": "g"}])
        self.assertIsNone(obs["screenshot"])
        self.assertEqual(obs["last_action_error"], "")

    def test_reply_from_agent_info_and_dict(self):
        self.assertEqual(
            observation.reply_of("click('a1')", Info(think="t", stats={"input_tokens": 5, "output_tokens": 2, "cost": 0.5})),
            {"action": "click('a1')", "thought": "t", "usage": {"prompt_tokens": 5, "completion_tokens": 2, "cost_usd": 0.5, "total_tokens": 7}},
        )
        self.assertEqual(observation.reply_of("noop()", {"think": None}), {"action": "noop()"})
        self.assertEqual(observation.reply_of("noop()", None), {"action": "noop()"})
        with self.assertRaises(TypeError):
            observation.reply_of(["click('a1')"], {})


class LoaderTest(unittest.TestCase):
    def test_class_factory_object_and_agent_args(self):
        self.assertIsInstance(make_agent(Echo), Echo)
        self.assertIsInstance(make_agent(lambda: Echo()), Echo)
        self.assertIsInstance(make_agent(Args()), Echo)
        self.assertIsInstance(make_agent(Args), Echo)  # a class whose instances are AgentArgs
        agent = Echo()
        self.assertIs(make_agent(agent), agent)

    def test_file_path_and_module(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "my_agent.py")
            with open(path, "w") as f:
                f.write("class A:\n    def get_action(self, obs):\n        return 'noop()', {}\n")
            target = load_target(f"{path}:A")
            self.assertEqual(make_agent(target).get_action({}), ("noop()", {}))
        self.assertIs(load_target("stwab_bridge.loader:make_agent"), make_agent)

    def test_bad_specs_say_what_to_change(self):
        with self.assertRaisesRegex(AgentSpecError, "module:attribute"):
            load_target("no_colon")
        with self.assertRaisesRegex(AgentSpecError, "PYTHONPATH"):
            load_target("no_such_module_xyz:Agent")
        with self.assertRaisesRegex(AgentSpecError, "has no attribute"):
            load_target("stwab_bridge.loader:Nope")
        with self.assertRaisesRegex(AgentSpecError, "not an agent"):
            check_target(42)
        with self.assertRaisesRegex(AgentSpecError, "get_action"):
            make_agent(lambda: object())


class ServerTest(unittest.TestCase):
    def setUp(self):
        Echo.instances = 0
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), make_handler(Bridge(Echo), token="tok"))
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def tearDown(self):
        self.server.shutdown()
        self.server.server_close()

    def post(self, path, body, episode="e1", token="tok"):
        headers = {"content-type": "application/json", "x-stwab-episode": episode, "authorization": f"Bearer {token}"}
        req = urllib.request.Request(self.url + path, data=json.dumps(body).encode(), headers=headers, method="POST")
        try:
            with urllib.request.urlopen(req) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read())

    def test_episodes_are_apart_and_replies_carry_thought_and_usage(self):
        self.assertEqual(self.post("/reset", {"task": {"task_id": 1}}, "e1"), (200, {}))
        self.assertEqual(self.post("/reset", {"task": {"task_id": 2}}, "e2"), (200, {}))
        status, reply = self.post("/act", {"observation": RAW}, "e1")
        self.assertEqual(status, 200)
        self.assertEqual(reply, {"action": "noop(1)", "thought": "Open Pam", "usage": {"prompt_tokens": 7, "completion_tokens": 3, "cost_usd": 0.01, "total_tokens": 10}})
        self.assertEqual(self.post("/act", {"observation": RAW}, "e1")[1]["action"], "noop(2)")
        self.assertEqual(self.post("/act", {"observation": RAW}, "e2")[1]["action"], "noop(1)")
        self.assertEqual(Echo.instances, 2)
        self.assertEqual(self.post("/close", {}, "e1"), (200, {}))
        status, reply = self.post("/act", {"observation": RAW}, "e1")
        self.assertEqual(status, 500)
        self.assertIn("POST /reset first", reply["error"])

    def test_agent_errors_are_500_with_the_error_line(self):
        self.post("/reset", {}, "e3")
        status, reply = self.post("/act", {"observation": {"goal": "g"}}, "e3")  # no open_pages_titles for Echo
        self.assertEqual(status, 200)  # defaults fill BrowserGym's keys
        bad = dict(RAW, goal_object=[])
        status, reply = self.post("/act", {"observation": bad}, "e3")
        self.assertEqual(status, 500)
        self.assertIn("IndexError", reply["error"])

    def test_token_and_routes(self):
        self.assertEqual(self.post("/reset", {}, token="wrong")[0], 403)
        self.assertEqual(self.post("/nope", {})[0], 404)


if __name__ == "__main__":
    unittest.main()
