"""A test agent written only against BrowserGym's documented observation.

It follows a plan given in ``STWAB_TEST_PLAN`` (JSON list): ``{"click": {"role", "name", "after"?}}``
finds the node by role and name in ``axtree_object`` (document order, optionally after a node
whose name is ``after``), reads its bid from ``browsergym_id`` and clicks it only when
``extra_element_properties`` says it is visible and clickable; ``{"ask": text}`` sends a chat message; ``{"answer": text}`` ends with
the benchmark's ``answer`` action. Its thought reports the goal from ``goal_object`` and the last message of ``chat_messages``. On the
harness's default observation (no ``axtree_object``) it cannot act: ``obs_preprocessor`` fails.
"""

import json
import os


def walk(axtree_object):
    """Nodes in document order: depth first from the root (``nodes[0]``) along ``childIds``."""
    nodes = axtree_object["nodes"]
    by_id = {n["nodeId"]: n for n in nodes}
    out, stack = [], [nodes[0]]
    while stack:
        node = stack.pop()
        out.append(node)
        stack.extend(by_id[c] for c in reversed(node.get("childIds", [])) if c in by_id)
    return out


def text_of(value):
    return str((value or {}).get("value", "")).strip()


class PlanAgent:
    def __init__(self):
        self.plan = json.loads(os.environ["STWAB_TEST_PLAN"])
        self.done = 0

    def obs_preprocessor(self, obs):
        # As AgentLab agents do: keep the parts this agent reads.
        return {
            "goal": "".join(item["text"] for item in obs["goal_object"] if item["type"] == "text"),
            "nodes": walk(obs["axtree_object"]),
            "props": obs["extra_element_properties"],
            "last_action_error": obs["last_action_error"],
            "chat": obs["chat_messages"],
        }

    def find(self, nodes, role, name, after=None):
        armed = after is None
        for node in nodes:
            if node.get("ignored"):
                continue
            node_name = text_of(node.get("name"))
            if not armed:
                armed = node_name == after
                continue
            if text_of(node.get("role")) == role and node_name == name and "browsergym_id" in node:
                return node["browsergym_id"]
        return None

    def get_action(self, obs):
        last = obs["chat"][-1]
        said = f"{last['role']}: {last['message']} @{last['timestamp'] > 0}"
        info = {"think": f"{obs['goal']} | {len(obs['chat'])} | {said}", "stats": {"input_tokens": 10, "output_tokens": 2}}
        if obs["last_action_error"]:
            return f"report_infeasible({json.dumps('last action failed: ' + obs['last_action_error'])})", info
        step = self.plan[self.done]
        self.done += 1
        if "ask" in step:
            return f"send_msg_to_user({json.dumps(step['ask'])})", info
        if "answer" in step:
            return f"answer({json.dumps(step['answer'])})", info
        target = step["click"]
        bid = self.find(obs["nodes"], target["role"], target["name"], target.get("after"))
        if bid is None:
            return f"report_infeasible({json.dumps('no ' + target['role'] + ' ' + target['name'])})", info
        props = obs["props"].get(bid, {})
        if not (props.get("clickable") and props.get("visibility", 0) > 0):
            return f"report_infeasible({json.dumps('not clickable or hidden: ' + bid)})", info
        return f"click({json.dumps(bid)})", info
