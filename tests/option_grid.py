"""Every combination of a registered game's options, built from the options' declarations.

A field declared with ``core.option(..., choices=...)`` takes each of its choices; a bool field
without choices takes False and True; any other field (a number such as ``cowrie_p`` or the
dice race's ``length``) keeps its default, since no finite list of its values is declared.  A
combination that the game refuses (``UnknownOptionError``, e.g. team play with two colours,
PG-3) is left out.  No game and no value is listed here by hand.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

import gamekit
from gamekit import registry


def option_axes(key: str) -> list[tuple[str, tuple[Any, ...]]]:
    """``[(option name, values to try), ...]`` of the game registered as ``key``."""
    axes = []
    for f in dataclasses.fields(gamekit.load(key).options):
        choices = f.metadata.get("choices")
        if choices is None:
            choices = (False, True) if isinstance(f.default, bool) else (f.default,)
        axes.append((f.name, tuple(choices)))
    return axes


def option_combinations(key: str) -> list[dict[str, Any]]:
    """Every valid combination of the options of ``key`` as keyword arguments of ``gamekit.load``
    (only the options that differ from their defaults are given)."""
    axes = option_axes(key)
    defaults = dataclasses.asdict(gamekit.load(key).options)
    out = []
    for values in itertools.product(*(vals for _name, vals in axes)):
        opts = {name: v for (name, _vals), v in zip(axes, values) if v != defaults[name]}
        try:
            gamekit.load(key, **opts)
        except gamekit.UnknownOptionError:
            continue
        out.append(opts)
    return out


def all_combinations() -> list[tuple[str, dict[str, Any]]]:
    """``(registry key, options)`` for every registered game (the test game too) and every valid
    combination of its options."""
    return [(e.key, opts) for e in registry.entries() for opts in option_combinations(e.key)]


def combination_id(key: str, opts: dict[str, Any]) -> str:
    """A short pytest id: ``"pachisi/german[individual=True,colours=red+green]"``."""
    words = ",".join(f"{k}={'+'.join(v) if isinstance(v, tuple) else v}" for k, v in opts.items())
    return f"{key}[{words}]" if words else key
