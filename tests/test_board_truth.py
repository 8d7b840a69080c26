"""A board's refusals and labels are the engine's: property test over reachable positions.

For every registered game (the test game ``dice_race`` too) at least 2,000 positions reached by
random play over every combination of its options (``tests/option_grid.py``) are taken, throws
due (mid-throw) and half-played rolls (mid-roll) among them.  At each, every clickable place of
the board's drawing (``data-click``; after a click that chooses a piece, the places of the
drawing with that choice too) is clicked through the board's public click path
(:meth:`GameBoard.click`), and:

* a click the board refuses cites the same rule IDs as the engine's ``why_not`` for that place
  (``state.why_not`` of its move; a German piece: ``why_not_piece(state, i)``; a Czech unit:
  ``why_not`` of moving one piece of it), and the place's label says "cannot" with those IDs;
* a click the board accepts is a legal move of that position;
* a place labelled as movable (no "cannot") is not refused, and a piece it chooses offers a
  legal move.

Speed: the positions come from a few seeded playouts per game, kept once per session, and each
playout's record is shown by one board whose own picture is a stub (the clicks go through the
real shell and the real view's ``click``; the places and labels come from the real drawing,
drawn once per position and choice), so no click redraws a whole board.
"""

from __future__ import annotations

import functools
import html
import re

import numpy as np
import pytest

import gamekit
import gamekit.widgets as gw
from gamekit.agents import random_agent
from gamekit.record import GameRecord
from gamekit.errors import rule_ids
from gamekit.pachisi.german import why_not_piece
from option_grid import option_combinations

POSITIONS = 2000
KEYS = gamekit.registry.keys()
_PLACE = re.compile(r"<[a-zA-Z]+\s([^>]*\bdata-click=\"([^\"]*)\"[^>]*)>")
_LABEL = re.compile(r'\bdata-label="([^"]*)"')
_STUB = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>'


def places(svg: str) -> list[tuple[str, str]]:
    """``(token, label)`` of every clickable element of a drawing, in document order."""
    out = []
    for m in _PLACE.finditer(svg):
        label = _LABEL.search(m.group(1))
        out.append((html.unescape(m.group(2)), html.unescape(label.group(1)) if label else ""))
    return out


@functools.cache
def records(key: str) -> tuple[list[GameRecord], list[tuple[int, int]]]:
    """Seeded random playouts of ``key`` over every option combination, as records, and a sample of
    :data:`POSITIONS` of their positions ``(record index, step)``."""
    rng = np.random.default_rng(2026)
    combos = option_combinations(key)
    recs: list[GameRecord] = []
    total = 0
    while total < 3 * POSITIONS or len(recs) < len(combos):
        game = gamekit.load(key, **combos[len(recs) % len(combos)])
        rec = GameRecord(game.initial_state())
        while not rec.state.is_terminal() and len(rec) < 3000:
            s = rec.state
            rec.apply(gamekit.sample_outcome(s, rng) if s.is_chance() else random_agent(s, rng))
        recs.append(rec)
        total += len(rec) + 1
    pool = [(r, i) for r, rec in enumerate(recs) for i in range(len(rec) + 1)]
    pick = rng.choice(len(pool), size=POSITIONS, replace=False)
    return recs, sorted((pool[k] for k in pick), key=lambda ri: (ri[0], -ri[1]))


def engine_reason(state, token: str, selected) -> str | None:
    """The engine's ``why_not`` for the place ``token`` (what the board must cite)."""
    kind, _, rest = token.partition(":")
    if state.game.key == "pachisi/german" and kind == "piece":
        return why_not_piece(state, int(rest))
    if state.game.key == "pachisi/german" and kind == "value":
        return why_not_piece(state, selected, tuple(int(v) for v in rest.split("+")))
    if state.game.key == "pachisi/czech" and kind == "unit":
        return state.why_not(f"move:{state.mover}:{rest}:1")
    if state.game.key == "raja_pasu":
        return state.why_not(int(token))
    return state.why_not(token)


def _stub_view(game):
    base = type(gw.view_for(game))

    class Stub(base):
        """The game's own view (its click, status, log), with a stub for the board's picture."""

        def svg(self, state, **kw):
            return _STUB

        def throw_svg(self, state, picks=None):
            return None  # no throwing device to redraw (throws are not clicked here)

    try:
        return Stub(game)
    except TypeError:  # a view whose constructor takes no game
        return Stub()


class Tally:
    def __init__(self):
        self.accepted = self.refused = self.chosen = self.positions = self.chance = self.mid_roll = 0


def _check_place(b, step: int, state, token: str, label: str, selected, tally: Tally, view, base=()) -> None:
    """Click ``token`` (after choosing ``selected`` first, if not None) at ``state`` and check it."""
    want = None if selected is None else selected[1]
    if b.record.cursor != step or b.record.states[step] is not state or b.selected != want:
        b.goto(step)  # back to the position (a refused click changed nothing: no need)
        if selected is not None:
            b.click(selected[0])
    assert b.selected == want and b.state is state
    played = b.click(token)
    where = f"{state.game.key} step {step}, {token!r} ({label!r}) in {state.to_json()}"
    if played:
        tally.accepted += 1
        assert b.record.states[step] is state and b.record.cursor == step + 1, where
        action = b.record.actions[step]
        assert state.why_not(action) is None, where  # legal (a piece on the same place may stand for it)
        assert "cannot" not in label, where
    elif b.refused:
        tally.refused += 1
        reason = engine_reason(state, token, None if selected is None else selected[1])
        assert reason is not None, where
        assert rule_ids(b.message) == rule_ids(reason) and rule_ids(reason), (where, b.message, reason)
        assert b.record.cursor == step and b.record.states[step] is state, where
        assert "cannot" in label and rule_ids(label) == rule_ids(reason), (where, reason)
    else:  # a piece with several moves is chosen: its drawing offers them, one of them legal
        tally.chosen += 1
        assert selected is None and b.selected is not None and "cannot" not in label, where
        sel = b.selected
        chosen = view.svg(state, selected=sel)
        extra = [p for p in places(chosen) if p[0] not in base]  # the choice's moves (buttons, fields)
        assert extra, where
        results = []
        for token2, label2 in extra:
            _check_place(b, step, state, token2, label2, (token, sel), tally, view, base)
            results.append(b.record.cursor == step + 1 or not b.refused)
        assert any(results), where


@pytest.mark.parametrize("key", KEYS)
def test_board_refusals_and_labels_are_the_engines(key):
    """Every clickable place of 2,000 reachable positions (throws due and half-played rolls
    included), clicked on the board: refusals cite the engine's rule IDs (why_not; German
    PG-11 before PG-16 and the rest), accepted clicks are legal moves, movable labels are true."""
    recs, sample = records(key)
    view = gw.view_for(recs[0].game)
    tally = Tally()
    board = None
    current = None
    for r, step in sample:
        if r != current:
            if board is not None:
                board.close()
            board = gw.GameBoard(recs[r], view=_stub_view(recs[r].game), speed="off")
            current = r
        state = recs[r].states[step]
        tally.positions += 1
        tally.chance += state.is_chance()
        tally.mid_roll += bool(getattr(state, "moved", ()) or getattr(state, "entered", ()))
        drawn = places(view.svg(state))
        if state.is_chance() or state.is_terminal():
            assert drawn == [], (key, step)
            continue
        assert drawn or not state.legal_moves(), (key, step)
        base = {t for t, _label in drawn}
        for token, label in drawn:
            _check_place(board, step, state, token, label, None, tally, view, base)
    board.close()
    assert tally.positions == POSITIONS
    assert tally.accepted > 0
    print(key, vars(tally))
    if key not in ("raja_pasu",):
        assert tally.chance > 0
    if key == "pachisi/german":
        assert tally.mid_roll > 0 and tally.refused > 0 and tally.chosen > 0


def test_german_yard_piece_after_six_five_is_refused_with_higher_value_first():
    """PG-11, PG-11a (not PG-16): red throws 6-5 with piece 4 on field 52 and three pieces in the
    yard.  A five was thrown, so a yard piece could enter; what keeps it still is that the higher
    value 6 must be moved first.  The board's refusal, the piece's label and the engine agree;
    after the 6 is played, the yard piece enters with the 5 (PG-16)."""
    game = gamekit.load("pachisi", ruleset="german")
    obj = game.initial_state().to_json()
    obj.update(
        pieces={
            "red": ["yard", "yard", "yard", 39],
            "yellow": ["yard"] * 4,
            "green": ["yard"] * 4,
            "blue": ["yard"] * 4,
        }
    )
    s = game.state_from_json(obj).apply((6, 5))
    reason = why_not_piece(s, 0)
    assert reason.startswith("the higher value 6 must be moved first (PG-11, PG-11a)")
    label = dict(places(gw.view_for(game).svg(s)))["piece:0"]
    assert label == f"red piece 1 waiting in the yard: cannot move now: {reason}"
    b = gw.board(s, speed="off")
    assert b.click("piece:0") is False and b.refused and b.message == reason
    assert rule_ids(b.message) == ("PG-11", "PG-11a")
    assert b.play(s.step(3, 6)) is True  # piece 4 moves the 6: field 52 -> 58
    assert b.state.values == (5,)
    assert dict(places(gw.view_for(game).svg(b.state)))["piece:0"] == "red piece 1 waiting in the yard: enter with 5"
    assert b.click("piece:0") is True and b.state.is_chance()
