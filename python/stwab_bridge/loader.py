"""Finds the agent a user names on the command line (``module:attribute``).

The module is imported from ``sys.path`` (``my_pkg.agents``) or loaded from a file path
(``./my_agent.py``). The attribute may be an agent object, a class or a factory taking no
arguments, or a BrowserGym/AgentLab ``AgentArgs`` (anything with ``make_agent()``).
"""

import importlib
import importlib.util
import inspect
import os
import sys


class AgentSpecError(Exception):
    """The ``--agent`` value names nothing usable; the message says what to change."""


def _import(module_ref):
    if module_ref.endswith(".py") or os.sep in module_ref or "/" in module_ref:
        path = os.path.abspath(module_ref)
        if not os.path.isfile(path):
            raise AgentSpecError(f"--agent: no file {path}; give a module on sys.path or a path to a .py file")
        name = os.path.splitext(os.path.basename(path))[0]
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        # Registered before running, so dataclasses and pickling inside the module resolve it.
        sys.modules[name] = module
        spec.loader.exec_module(module)
        return module
    try:
        return importlib.import_module(module_ref)
    except ModuleNotFoundError as e:
        raise AgentSpecError(f"--agent: cannot import {module_ref!r} ({e}); add its folder to PYTHONPATH or give a file path") from e


def load_target(spec):
    """Returns the object ``spec`` (``module:attribute``) names. Raises AgentSpecError."""
    module_ref, sep, attr = spec.rpartition(":")
    if not sep or not module_ref or not attr:
        raise AgentSpecError(f"--agent {spec!r}: use module:attribute, e.g. my_agents:MyAgent or ./agent.py:make_agent")
    module = _import(module_ref)
    target = module
    for part in attr.split("."):
        if not hasattr(target, part):
            raise AgentSpecError(f"--agent {spec!r}: {module_ref} has no attribute {attr!r}")
        target = getattr(target, part)
    return target


def is_agent(obj):
    """An object with AgentLab's agent interface: a callable ``get_action``."""
    return not inspect.isclass(obj) and callable(getattr(obj, "get_action", None))


def check_target(target):
    """Raises AgentSpecError unless ``target`` can make agents (without making one)."""
    if is_agent(target) or callable(getattr(target, "make_agent", None)) or callable(target):
        return
    raise AgentSpecError(f"--agent: {target!r} is not an agent, a class, a factory or an AgentArgs")


def make_agent(target):
    """A fresh agent from what ``load_target`` returned (one per episode, as AgentLab makes one per run).

    An agent object is used as is (its state then spans episodes, which is the user's choice).
    """
    if is_agent(target):
        return target
    if not inspect.isclass(target) and callable(getattr(target, "make_agent", None)):
        agent = target.make_agent()
    elif callable(target):
        agent = target()
        if not is_agent(agent) and callable(getattr(agent, "make_agent", None)):
            agent = agent.make_agent()
    else:
        raise AgentSpecError(f"--agent: {target!r} is not an agent, a class, a factory or an AgentArgs")
    if not is_agent(agent):
        raise AgentSpecError(f"--agent: {type(agent).__name__} has no get_action(obs) method")
    return agent
