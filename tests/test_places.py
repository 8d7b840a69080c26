"""The places of a board (``State.places()``, :class:`gamekit.core.Place`): what a click means is the
rules' answer, drawn by the drawing and looked up by the view; pictures are never clickable and
``_repr_svg_`` equals ``render.draw`` for every registered game; the record reads a move once."""

from __future__ import annotations

import re

import pytest

import gamekit
from gamekit import registry
from gamekit.record import GameRecord
from gamekit.render import draw
from gamekit.widgets.view import Select, view_for

_CLICK = re.compile(r'data-click="([^"]*)"')


def german_position(pieces_red):
    g = gamekit.load("pachisi", ruleset="german")
    obj = g.initial_state().to_json()
    obj["pieces"]["red"] = list(pieces_red)
    return g.state_from_json(obj)


def test_german_piece_place_lists_its_steps_pg10_pg10a():
    """PG-10, PG-10a: red pieces at path 10, 20, 30 and one in the goal, red throws 6-3.  Red's
    path 10 is field 23 (red's start field 13 + 10), so piece 1 may move 6 (to field 29) or 6+3
    combined (to field 32); the 3 alone begins no whole-roll play here.  A click on piece 1
    starts exactly those two steps, selects the piece (two steps: nothing is played at once),
    and its label says so; the piece in the goal is refused with PG-9."""
    s = german_position([10, 20, 30, 71]).apply((6, 3))
    p = s.places()["piece:0"]
    assert [(m.piece, m.values, m.frm, m.to) for m in p.moves] == [(0, (6,), 10, 16), (0, (6, 3), 10, 19)]
    assert p.play is None and p.refusal is None
    assert p.label == "red piece 1 on field 23: choose a value: 6 or 6+3"
    goal = s.places()["piece:3"]
    assert goal.moves == () and "PG-9" in goal.refusal
    view = view_for(s.game)
    chosen = view.click(s, "piece:0")
    assert chosen == Select(0, "red piece 1 chosen: now pick a value (6, 6+3) or a highlighted field")
    # the drawing of the chosen piece offers the same two steps, by their tokens, and no others
    steps = [t for t in _CLICK.findall(view.svg(s, selected=0)) if t.startswith("step:")]
    assert sorted(set(steps)) == ["step:0:0:6", "step:0:0:6+3"]
    # a step token is a place that plays its step at once
    assert view.click(s, "step:0:0:6+3") is p.moves[1]


def test_german_piece_place_at_a_chance_node_is_refused_pg10():
    """PG-10: before the throw no piece moves; a click on a piece is refused with the rule."""
    s = german_position([10, 20, 30, 71])
    p = s.places()["piece:0"]
    assert p.moves == () and "PG-10" in p.refusal


def test_raja_pasu_hole_places_rp2():
    """RP-2: at the start every hole holds 7 seeds and South sows from its row 0..6; hole 3 is
    South's and starts ``Sow(3)`` at once, hole 9 is North's and is refused with RP-2."""
    s = gamekit.load("raja_pasu").initial_state()
    three, nine = s.places()["3"], s.places()["9"]
    assert int(three.play) == 3 and three.label == "South: sow from hole 3 (7 seeds)"
    assert (
        nine.moves == ()
        and nine.refusal == "hole 9 (North's 3rd) is not in South's row; South sows from holes 0..6 (RP-2)"
    )
    assert sorted(s.places(), key=int) == [str(h) for h in range(14)]


def test_czech_unit_and_enter_places_pc4_pc5():
    """PC-4, PC-5: from the start red's unit on path 0 (row 1 of its middle column) with a throw
    of 0 mouths up (pachisi, 25) moves to field 26, the one move of that unit, so a click on the
    unit plays it; the waiting pieces may enter (PC-4); passing is always a place (PC-5a)."""
    s = gamekit.load("pachisi", ruleset="czech").initial_state().apply(0)
    ps = s.places()
    unit = ps["unit:0"]
    assert str(unit.play) == "red moves one piece from row 1 of red's middle column to field 26"
    assert unit.label == "red piece on row 1 of red's middle column: move to field 26"
    assert ps["enter:0:yard"].label == "red piece waiting in the charkoni: enter it (PC-4)"
    assert set(ps) == {"unit:0", "enter:0:yard", "move:0:0:1", "pass"}


def test_sechs_as_places_are_the_move_buttons_sa2():
    """SA-2..SA-4: South throws 5-1; the buttons are the legal moves by their tokens, in order."""
    s = gamekit.load("sechs_as").initial_state().apply((5, 1))
    assert list(s.places()) == ["5:pot", "5:decline", "1:give", "1:decline"]
    assert [t for t in _CLICK.findall(view_for(s.game).svg(s))] == list(s.places())


def _positions(key, n=6):
    g = gamekit.load(key)
    s, out = g.initial_state(), []
    for step in range(60):
        if s.is_terminal() or len(out) >= n:
            break
        if step % 3 == 0:
            out.append(s)
        s = s.apply(s.chance_outcomes()[step % len(s.chance_outcomes())][0] if s.is_chance() else s.legal_moves()[0])
    return out


@pytest.mark.parametrize("key", registry.keys())
def test_repr_svg_equals_draw_and_is_never_clickable(key):
    """Every registered game (the test-only dice race too): ``state._repr_svg_()`` and
    ``render.draw(state)`` give the same bytes, with no ``data-click`` in them."""
    for s in _positions(key):
        picture = s._repr_svg_()
        assert picture == draw(s)
        assert "data-click" not in picture and "tabindex" not in picture


def test_record_reads_a_move_once_and_records_the_legal_move(monkeypatch):
    """The record applies through ``read_action`` and the public ``apply_with_events``: the token
    ``"3"`` is recorded as the legal move ``Sow(3)`` (RP-2); a legal move taken from the board's
    places is looked up once (one ``legal_moves()``), not again by ``apply_with_events``."""
    s = gamekit.load("raja_pasu").initial_state()
    rec = GameRecord(s)
    new = rec.apply("3")
    assert rec.actions == [s.legal_moves()[3]] and rec.action_json(0) == {"type": "sow", "hole": 3}
    assert new == s.apply(3) and rec.events[0] == s.apply_with_events(3)[1]
    fresh = gamekit.load("raja_pasu").initial_state()
    move = fresh.places()["4"].play
    cls = type(fresh)
    calls = []
    original = cls.legal_moves
    monkeypatch.setattr(cls, "legal_moves", lambda self: calls.append(self) or original(self))
    GameRecord(fresh).apply(move)
    assert sum(1 for c in calls if c is fresh) == 1
