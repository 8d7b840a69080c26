"""What happens?  A legal move in a position from seeded play: predict its result.

The answer is read from the events of ``state.apply_with_events(move)``:

* Raja Pasu: ``{"last_hole": h, "captured": [south, north]}``, the hole the last seed of the
  whole move lands in (relays included, RP-3) and the seeds each player captures by it (pasu,
  pussa, RP-4, RP-5);
* German and Czech Pachisi: ``{"field": f, "capture": bool}``, the field the piece reaches (the
  board's numbering, track 0..67) and whether it captures; a Czech question is asked only about
  a move that ends on the track (the middle column and home carry no number to type);
* Sechs-As: ``{"sides": [south, north], "pot": p}``, the stones on each side and in the pot after
  the die is resolved (SA-2).

The trace (every event sentence) is the explanation and what "Show me" plays.
"""

from __future__ import annotations

from .base import Exercise, ExerciseError, seeded_position
from .rules_of_moves import event_rules

KIND = "what_happens"


def _raja_pasu(before, after, events, move):
    from ..raja_pasu import hole_name

    last = [e for e in events if e.kind == "sow"][-1].data["hole"]
    end = [e for e in events if "reserves" in e.data][-1].data["reserves"]
    got = [end[i] - before.reserves[i] for i in range(2)]
    answer = {"last_hole": last, "captured": got}
    words = {
        "last_hole": f"the last seed lands in {hole_name(last)}",
        "captured": f"South captures {got[0]} and North {got[1]}",
    }
    return (
        answer,
        words,
        (
            f"{before.describe(move)}. Where does the last seed land (relays included), "
            "and how many seeds does each player capture?"
        ),
    )


def _german(before, after, events, move):
    from ..cross_board import COLOURS

    moved = [e for e in events if e.kind in ("move", "enter") and "to_field" in e.data]
    if not moved:
        raise ExerciseError("the move reaches no field")
    field_no = moved[-1].data["to_field"]
    cap = any(e.kind == "capture" for e in events)
    answer = {"field": field_no, "capture": cap}
    words = {"field": f"the piece reaches field {field_no}", "capture": "it captures" if cap else "it captures nothing"}
    vals = "+".join(map(str, move.values))
    where = "from its yard" if move.frm < 0 else "from field " + str(moved[-1].data.get("from_field"))
    return (
        answer,
        words,
        (
            f"{COLOURS[before.mover]} moves piece {move.piece + 1} {where} by {vals}. "
            "Which field does it reach, and does it capture?"
        ),
    )


def _czech(before, after, events, move):
    from ..pachisi.common import COLOURS
    from ..pachisi.czech.tables import FIELD, where

    cap = any(e.kind == "capture" for e in events)
    field_no = FIELD[move.colour][move.to]
    answer = {"field": field_no, "capture": cap}
    words = {"field": f"the piece reaches field {field_no}", "capture": "it captures" if cap else "it captures nothing"}
    unit = "one piece" if move.size == 1 else f"a unit of {move.size}"
    return (
        answer,
        words,
        (
            f"{COLOURS[move.colour]} moves {unit} from {where(move.colour, move.frm)} with the throw {before.value}. "
            "Which field does it reach, and does it capture?"
        ),
    )


def _sechs_as(before, after, events, move):
    answer = {"sides": list(after.sides), "pot": after.pot}
    names = before.game.player_names
    words = {
        "sides": "stones on the sides: " + ", ".join(f"{names[i]} {n}" for i, n in enumerate(after.sides)),
        "pot": f"{after.pot} in the pot",
    }
    return answer, words, f"{before.describe(move)}. How many stones are on each side and in the pot afterwards?"


_READ = {"raja_pasu": _raja_pasu, "pachisi/german": _german, "pachisi/czech": _czech, "sechs_as": _sechs_as}


def supports(key: str) -> bool:
    """Whether "what happens?" is defined for the game with registry key ``key``."""
    return key in _READ


def _interesting(key, state, move) -> bool:
    after, events = state.apply_with_events(move)
    kinds = {e.kind for e in events}
    if key == "raja_pasu":
        return after.round == state.round and bool(kinds & {"relay", "pasu", "pussa"})
    if key == "pachisi/german":
        return move.piece2 < 0 and any(e.kind in ("move", "enter") and "to_field" in e.data for e in events)
    if key == "pachisi/czech":  # a move that ends on the track: its field has a number on the board
        from ..pachisi.czech.tables import on_track

        return type(move).__name__ == "Move" and on_track(move.to)
    return move.action in ("give", "pot", "take", "remove")


def make(game, seed: int, rng) -> Exercise:
    """The exercise for ``game`` from the generator ``rng``."""
    key = game.key

    def accept(s):
        return any(_interesting(key, s, m) for m in s.legal_moves())

    state = seeded_position(game, rng, accept)
    moves = [m for m in state.legal_moves() if _interesting(key, state, m)]
    move = moves[int(rng.integers(len(moves)))]
    after, events = state.apply_with_events(move)
    answer, words, question = _READ[key](state, after, events, move)
    trace = tuple(e.text for e in events if e.text)
    return Exercise(
        key=key,
        kind=KIND,
        seed=seed,
        prompt=question,
        position=state.to_json(),
        form="fields",
        answer=answer,
        explanation=" ".join(t.rstrip(".") + "." for t in trace),
        rule_ids=event_rules(key, events),
        feedback=words,
        trace=trace,
        action=move.to_json(),
    )


__all__ = ["KIND"]
