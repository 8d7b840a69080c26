"""Positions reached by random play, shared by the fuzz property tests (built once per session).

``positions(key)`` plays a few seeded random games of the registered game ``key`` under each of
the option sets of :data:`VARIANTS` (the defaults for a game not listed) and returns every state
reached, the start included, with its JSON: chance nodes, decision nodes mid-roll and mid-throw,
and final positions.  A few hundred states per game, built in well under a second each.
"""

from __future__ import annotations

import functools
import json

import numpy as np

import gamekit
from gamekit import registry

VARIANTS = {
    "pachisi/german": ({}, {"individual": True}, {"enter_on_sum_five": True}),
    "pachisi/czech": ({}, {"individual": True}, {"help_partner": True}),
    "sechs_as": ({}, {"players": 4}, {"all_actions_compulsory": True}),
    "raja_pasu": ({}, {"match": True}, {"pasu_on_last_seed": False, "first_player": 1}),
}


def keys() -> list[str]:
    """Every registered game (the test game of ``conftest.py`` too)."""
    return list(registry.keys())


@functools.cache
def positions(key: str, games_per_variant: int = 3, max_steps: int = 400) -> tuple:
    """``((state, json_text), ...)``: every state of ``games_per_variant`` seeded random games
    (at most ``max_steps`` actions each) per option set of ``key``, deduplicated by JSON."""
    seen: dict[str, object] = {}
    for vi, opts in enumerate(VARIANTS.get(key, ({},))):
        game = gamekit.load(key, **opts)
        for g in range(games_per_variant):
            rng = np.random.default_rng(1000 * vi + g)
            s = game.initial_state()
            for _ in range(max_steps):
                seen.setdefault(json.dumps(s.to_json()), s)
                if s.is_terminal():
                    break
                if s.is_chance():
                    a = gamekit.sample_outcome(s, rng)
                else:
                    moves = s.legal_moves()
                    a = moves[int(rng.integers(len(moves)))]
                s = s.apply(a)
    return tuple((s, text) for text, s in seen.items())
