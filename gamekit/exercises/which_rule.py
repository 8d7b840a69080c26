"""Which rule decides?  A move the engine refuses: choose the rule that forbids it among a few.

The refused move is one of :func:`gamekit.exercises.places.candidates` whose ``why_not`` names a
rule; the right choice is the first rule ID in that sentence (the others it names are not offered),
the wrong ones are other rules of the same game drawn by the seed.  Feedback quotes the rule text and its source
(:meth:`gamekit.rules.Rule.explain`).
"""

from __future__ import annotations

from .. import rules as rulebook
from .base import Exercise, rule_ids_in, seeded_position
from .places import candidates
from .places import supports as supports

KIND = "which_rule"
N_CHOICES = 4


def _refused(state):
    return [c for c in candidates(state) if c.move is None and rule_ids_in(c.why_not or "")]


def make(game, seed: int, rng) -> Exercise:
    """The exercise for ``game`` (any game :func:`places.supports`) from the generator ``rng``."""
    state = seeded_position(game, rng, lambda s: bool(_refused(s)))
    refused = _refused(state)
    # prefer a rule other than the most common refusal, so that the questions vary
    pick = refused[int(rng.integers(len(refused)))]
    right = list(rule_ids_in(pick.why_not))
    order = rulebook.ids(game.key)
    pool = [r for r in order if r not in right]
    others = [pool[i] for i in rng.choice(len(pool), size=min(N_CHOICES - 1, len(pool)), replace=False)]
    ids = [r for r in order if r == right[0] or r in others]
    choices = tuple({"id": r, "label": f"{r}: {rulebook.get(r).title}"} for r in ids)
    feedback = {r: f"{r} says: {rulebook.get(r).text}" for r in others}
    quote = " ".join(rulebook.get(r).explain() for r in right)
    who = game.player_names[state.current_player]
    return Exercise(
        key=game.key,
        kind=KIND,
        seed=seed,
        prompt=f"{who} wants to play {pick.label}, and the rules refuse it. Which rule decides?",
        position=state.to_json(),
        form="choice",
        answer=right[0],
        explanation=f"The engine says: {pick.why_not}. {quote}",
        rule_ids=tuple(right),
        choices=choices,
        feedback=feedback,
        action=pick.id,
    )


__all__ = ["KIND"]
