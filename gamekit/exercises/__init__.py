"""Exercises generated from the engines: questions whose answers the rules compute.

    from gamekit import exercises
    ex = exercises.generate("raja_pasu", "which_can_move", seed=3)
    ex.prompt, ex.state           # the question and its position
    ex.check(["7", "9"])          # Feedback(right=..., text=..., rule_ids=(...))
    exercises.from_json(ex.to_json()) == ex

Kinds (:data:`KINDS`), one module each: ``which_can_move``, ``what_happens``,
``what_are_the_chances``, ``which_rule``, ``which_is_better``.  The same (key, kind, seed)
always gives the same exercise; positions come from seeded random play, chosen so that the
question is worth asking; answers are computed by the engine when the exercise is made.
:mod:`gamekit.exercises.catalogue` lists the exercises each notebook uses.
"""

from __future__ import annotations

from .. import load, registry
from ..errors import str_arg
from . import chances, what_happens, which_can_move, which_is_better, which_rule
from .base import Exercise, ExerciseError, Feedback, from_json, parse_probability, rng_for

_MODULES = {m.KIND: m for m in (which_can_move, what_happens, chances, which_rule, which_is_better)}
KINDS: tuple[str, ...] = tuple(_MODULES)
"""The kinds of exercise, in the order a lesson meets them."""


def kinds_for(key: str) -> tuple[str, ...]:
    """The kinds :func:`generate` makes for the game with registry key ``key``.  Raises
    :class:`~gamekit.GameError` if ``key`` is no str."""
    str_arg(key, "kinds_for", "key")
    return tuple(k for k, m in _MODULES.items() if m.supports(key))


def generate(key: str, kind: str, seed: int) -> Exercise:
    """The exercise of kind ``kind`` for the game ``key`` (a registry key) from ``seed`` (int >= 0).

    Raises:
        ExerciseError: an unknown kind, a kind that does not fit the game (Raja Pasu has no chance;
            "which is better?" for a four-player Sechs-As, which the exact solver does not take), or a bad seed.
        UnknownGameError: ``key`` is not a registered game.
    """
    str_arg(key, "generate", "key")
    str_arg(kind, "generate", "kind")
    if kind not in _MODULES:
        raise ExerciseError(f"no exercise kind {kind!r}; kinds: {', '.join(KINDS)}")
    registry.entry(key)  # UnknownGameError for an unknown key
    mod = _MODULES[kind]
    rng = rng_for(key, kind, seed)
    if not mod.supports(key) and kind != chances.KIND and kind != which_is_better.KIND:
        raise ExerciseError(f"{kind} exercises are not defined for {key}; it has {', '.join(kinds_for(key))}")
    return mod.make(load(key), int(seed), rng)


__all__ = ["generate", "from_json", "kinds_for", "KINDS", "Exercise", "ExerciseError", "Feedback", "parse_probability"]
