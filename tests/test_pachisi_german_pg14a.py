"""PG-14, PG-14a property (issue 10 §1): every double thrown by a colour with one or two
never-entered pieces, checked step by step against the whole-roll helper.

For a random position (red with one or two pieces in the yard, the others anywhere; random
opponents and partner) and each of the six doubles:

* playing the roll step by step with ``apply`` and with ``apply_with_events`` reaches exactly
  the positions :func:`after_roll` gives for the plays of :func:`whole_plays` (one engine);
* every legal whole play has the same PG-12a score (most values, then most pips; entering counts
  as its five) -- PG-14a compares the restricted and the full play by it;
* a play that uses more than the two higher values enters every waiting piece (the full play,
  PG-14 exception), and if one play does so, all do (the full play is forced when it uses more);
* who throws next follows from where the play ends (PG-14a): the same colour when no never-entered
  piece is left (the full play: "unless ... then the player rolls again"), or when nothing entered
  while nothing was in play and the three tries are not used up (PG-19, PG-19a); otherwise the
  dice pass (PG-24).
"""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import gamekit
from gamekit.pachisi.common import RETURNED, YARD
from gamekit.pachisi.german import GOAL, after_roll, double_values, whole_plays

GAME = gamekit.load("pachisi", ruleset="german")
COLOURS = ("red", "yellow", "green", "blue")
spot = st.one_of(st.sampled_from(["returned", 71]), st.integers(0, 70))
other = st.lists(st.one_of(st.just("yard"), st.just("returned"), st.integers(0, 71)), min_size=4, max_size=4)


def _position(red, others, misses):
    obj = GAME.initial_state().to_json()
    obj["pieces"] = {"red": red, "yellow": others[0], "green": others[1], "blue": others[2]}
    obj["missed_entries"] = misses
    try:
        return GAME.state_from_json(obj)
    except gamekit.InvalidPositionError:
        return None


def _score(steps) -> tuple[int, int]:
    """PG-12a: values used, then pips (an entering five counts 5; the 6+5 entry does not occur with a double)."""
    vals = [v for s in steps for v in s.values]
    return len(vals), sum(vals)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(
    waiting=st.integers(1, 2),
    rest=st.lists(spot, min_size=2, max_size=3),
    others=st.lists(other, min_size=3, max_size=3),
    misses=st.integers(0, 2),
)
def test_every_double_with_waiting_pieces_matches_the_whole_roll_helper(waiting, rest, others, misses):
    red = ["yard"] * waiting + rest[: 4 - waiting]
    start = _position(red, others, misses)
    assume(start is not None and start.is_chance() and start.colour == 0)
    in_play_at_throw = any(0 <= p < GOAL for p in start.pieces[0])
    for x in range(1, 7):
        throw = (x, x)
        plays = whole_plays(start, throw)
        expected_ends = {after_roll(end) for _, end in plays}
        for with_events in (False, True):
            ends = set()
            todo = [start.apply_with_events(throw)[0] if with_events else start.apply(throw)]
            while todo:
                s = todo.pop()
                if s.is_chance() or s.is_terminal():
                    ends.add(s)
                    continue
                for m in s.legal_moves():
                    todo.append(s.apply_with_events(m)[0] if with_events else s.apply(m))
            assert ends == expected_ends, (red, others, throw, with_events)
        scores = {_score(steps) for steps, _ in plays}
        assert len(scores) == 1, (red, others, throw, scores)  # PG-12a: only the best plays are legal
        top_two = double_values(x)[:2]
        full = [YARD not in end.pieces[0] for _, end in plays]
        for (steps, end), brings_all_in in zip(plays, full):
            used = sorted((v for s in steps for v in s.values), reverse=True)
            if len(used) > 2 or any(v not in top_two for v in used):
                assert brings_all_in and all(full), (red, others, throw, used)  # PG-14: only the full play uses more
            nxt = after_roll(end)
            if nxt.is_terminal():
                continue
            entered = sum(1 for p in start.pieces[0] if p in (YARD, RETURNED)) > sum(
                1 for p in end.pieces[0] if p in (YARD, RETURNED)
            )
            tries_left = not in_play_at_throw and not entered and misses + 1 < 3  # PG-19, PG-19a
            again = brings_all_in or tries_left
            assert nxt.colour == (0 if again else 1), (red, others, throw, [str(s) for s in steps])
