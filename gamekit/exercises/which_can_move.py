"""Which can move?  A position from seeded play: pick every hole, piece or die that can be played.

The choices are :func:`gamekit.exercises.places.candidates`; the answer is those the engine
finds legal (``legal_moves``).  A wrong pick gets the engine's ``why_not`` sentence with its
rule ID; a missed one says what it would have done (the events of ``apply_with_events``).
"""

from __future__ import annotations

from .base import Exercise, seeded_position
from .places import candidates
from .places import supports as supports
from .rules_of_moves import event_rules, with_rules

KIND = "which_can_move"


def worth_asking(state) -> bool:
    """Some choice is legal and some is not (so there is something to tell apart)."""
    cs = candidates(state)
    legal = sum(c.move is not None for c in cs)
    return 1 <= legal < len(cs)


def make(game, seed: int, rng) -> Exercise:
    """The exercise for ``game`` (any game :func:`places.supports`) from the generator ``rng``."""
    state = seeded_position(game, rng, worth_asking)
    cs = candidates(state)
    feedback, ids = {}, []
    for c in cs:
        if c.move is None:
            feedback[c.id] = c.why_not
        else:
            _after, events = state.apply_with_events(c.move)
            rules = event_rules(game.key, events)
            feedback[c.id] = with_rules("it can move: " + "; ".join(e.text for e in events if e.text), rules)
            ids += rules
    answer = [c.id for c in cs if c.move is not None]
    who = game.player_names[state.current_player]
    throw = f" ({game.outcome_label(state.throw)})" if getattr(state, "throw", None) is not None else ""
    prompt = f"{who} is to move{throw}. Pick every choice that can be played now."
    n = len(answer)
    explanation = (
        f"{n} of the {len(cs)} choices can be played: " + "; ".join(c.label for c in cs if c.move is not None) + "."
    )
    from .base import rule_ids_in

    for c in cs:
        if c.move is None:
            ids += rule_ids_in(c.why_not)
    return Exercise(
        key=game.key,
        kind=KIND,
        seed=seed,
        prompt=prompt,
        position=state.to_json(),
        form="set",
        answer=answer,
        explanation=explanation,
        rule_ids=tuple(dict.fromkeys(ids)),
        choices=tuple({"id": c.id, "label": c.label} for c in cs),
        feedback=feedback,
    )


__all__ = ["KIND"]
