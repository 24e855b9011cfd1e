"""JSON observation from the harness -> BrowserGym's observation dict.

The harness sends BrowserGym's keys (``STWAB_AGENT_OBSERVE=browsergym``) as JSON; BrowserGym hands
agents numpy values for some of them. This module restores those types where numpy is
installed: ``screenshot`` an ``(height, width, 3)`` uint8 RGB array (needs Pillow too),
``active_page_index`` and ``elapsed_time`` one-element arrays, ``open_pages_urls`` and
``open_pages_titles`` tuples. Without numpy the values stay plain (the PNG as bytes, numbers as
int/float): an agent that needs arrays has numpy already.
"""

import base64
import io

try:
    import numpy as np
except ImportError:  # pragma: no cover - depends on the machine
    np = None

try:
    from PIL import Image
except ImportError:  # pragma: no cover - depends on the machine
    Image = None


def decode_screenshot(b64):
    """base64 PNG -> RGB uint8 array (numpy + Pillow), else the PNG bytes; None stays None."""
    if b64 is None:
        return None
    png = base64.b64decode(b64)
    if np is None or Image is None:
        return png
    with Image.open(io.BytesIO(png)) as im:
        return np.asarray(im.convert("RGB"), dtype=np.uint8)


def to_browsergym(raw):
    """Returns a new dict with BrowserGym's types; keys BrowserGym lacks (policies, step) are kept."""
    obs = dict(raw)
    obs["screenshot"] = decode_screenshot(raw.get("screenshot"))
    obs["open_pages_urls"] = tuple(raw.get("open_pages_urls", ()))
    obs["open_pages_titles"] = tuple(raw.get("open_pages_titles", ()))
    index = int(raw.get("active_page_index", 0))
    elapsed = float(raw.get("elapsed_time", 0.0))
    if np is not None:
        obs["active_page_index"] = np.asarray([index])
        obs["elapsed_time"] = np.asarray([elapsed])
    else:
        obs["active_page_index"] = index
        obs["elapsed_time"] = elapsed
    for props in (obs.get("extra_element_properties") or {}).values():
        props["visibility"] = float(props.get("visibility", 0.0))
        props["clickable"] = bool(props.get("clickable", False))
        props["set_of_marks"] = bool(props.get("set_of_marks", False))
    obs.setdefault("goal_object", [{"type": "text", "text": raw.get("goal", "")}])
    obs.setdefault("last_action", "")
    obs.setdefault("last_action_error", "")
    obs.setdefault("focused_element_bid", "")
    return obs


def _get(info, key):
    if info is None:
        return None
    if isinstance(info, dict):
        return info.get(key)
    return getattr(info, key, None)


def reply_of(action, info):
    """``(action, info)`` from ``get_action`` -> the harness's reply ``{action, thought?, usage?}``.

    ``info`` may be AgentLab's ``AgentInfo`` or a dict: ``think`` becomes the thought; ``stats``
    token and cost counts (AgentLab's ``input_tokens``/``output_tokens``/``cost``, or the
    harness's own names) become the usage.
    """
    if not isinstance(action, str):
        raise TypeError(f"get_action returned {type(action).__name__} as the action; it must be a BrowserGym action string")
    reply = {"action": action}
    think = _get(info, "think")
    if think is not None:
        reply["thought"] = str(think)
    stats = _get(info, "stats") or {}
    usage = {}
    for ours, theirs in (("prompt_tokens", "input_tokens"), ("completion_tokens", "output_tokens"), ("cost_usd", "cost")):
        value = stats.get(ours, stats.get(theirs))
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            usage[ours] = value
    if "prompt_tokens" in usage or "completion_tokens" in usage:
        usage["total_tokens"] = usage.get("prompt_tokens", 0) + usage.get("completion_tokens", 0)
    if usage:
        reply["usage"] = usage
    return reply
