"""Every combination of every registered game's options is drawn, played on a board by computer
seats, and passes the conformance suite; a board whose redraw fails changes nothing.

The combinations come from the options' declarations (``core.option(..., choices)``, see
``tests/option_grid.py``), so a new option or game is covered without an edit here: German
Pachisi's two- and three-colour games (PG-3) among them, whose drawing once took a colour index
for a seat.  Each combination: one seeded random game of the plain engine, drawn (``render.draw``,
``_repr_html_``, the board view's clickable drawing) at the first position of every kind (each seat
to throw, to move, the end) and every 40th; a board on which every seat is a computer plays a whole
game, then Undo, Redo and Goto (to the first position of every kind) redraw it; and the
conformance suite's random playout checks the common API at every step.
"""

from __future__ import annotations

import numpy as np
import pytest

import gamekit
import gamekit.render
import gamekit.widgets as gw
from conformance import check_playouts
from gamekit.agents import random_agent
from gamekit.cross_board import COLOURS
from option_grid import all_combinations, combination_id, option_combinations

COMBINATIONS = all_combinations()


def _kind(state) -> tuple:
    """The kind of a position for drawing: whose turn, and whether a throw, a move or the end is due."""
    return (state.current_player, state.is_chance(), state.is_terminal())


def _playout(game, seed: int, max_steps: int = 20_000) -> list:
    rng = np.random.default_rng(seed)
    s = game.initial_state()
    states = [s]
    while not s.is_terminal() and len(states) <= max_steps:
        s = s.apply(gamekit.sample_outcome(s, rng) if s.is_chance() else random_agent(s, rng))
        states.append(s)
    return states


def _to_draw(states) -> list[int]:
    """Indexes of the first position of every kind, every 40th, and the last."""
    seen, out = set(), []
    for i, s in enumerate(states):
        k = _kind(s)
        if k not in seen or i % 40 == 0 or i == len(states) - 1:
            seen.add(k)
            out.append(i)
    return out


def test_the_combinations_come_from_the_declarations():
    """PG-3: the German options give 24 valid combinations (team play with all four colours, or
    individual play with any 2, 3 or 4 colours, each with and without PG-16's sum of five); the
    Czech ones 4 (PC-1 x PC-11), Sechs-As 8 (SA-1 x SA-3 x SA-7), Raja Pasu 8 (RP-8 x RP-5 x RP-1)
    and the test game 1."""
    counts = {key: len(option_combinations(key)) for key in gamekit.registry.keys()}
    assert counts == {"pachisi/german": 24, "pachisi/czech": 4, "sechs_as": 8, "raja_pasu": 8, "dice_race": 1}
    german = option_combinations("pachisi/german")
    assert {"individual": True, "colours": ("red", "green")} in german
    assert {"individual": True, "colours": ("yellow", "green", "blue")} in german
    assert len(COMBINATIONS) == sum(counts.values())


@pytest.mark.parametrize("key, opts", COMBINATIONS, ids=[combination_id(k, o) for k, o in COMBINATIONS])
def test_every_option_combination_draws_plays_on_a_board_and_conforms(key, opts):
    """PG-3 (seats and colours), and the common API of every rule set: drawing, a board played
    through by computers with Undo/Redo/Goto, and the conformance playout, for one combination."""
    game = gamekit.load(key, **opts)
    view = gw.view_for(game)
    states = _playout(game, seed=11)
    assert states[-1].is_terminal()
    for i in _to_draw(states):
        s = states[i]
        assert gamekit.render.draw(s).startswith("<svg")
        assert s._repr_html_()
        assert view.svg(s).startswith("<svg")
        if key == "pachisi/german" and not s.is_chance() and not s.is_terminal():
            # the dice under the board name the seat that threw, which plays this colour (PG-3)
            seat_name = game.player_names[s.current_player]
            assert seat_name == COLOURS[s.colour]
            assert f"{seat_name} threw {s.throw[0]}-{s.throw[1]}" in view.svg(s)

    b = gw.board(game, seats=["random"] * game.num_players, pace=0, speed="off", max_auto_steps=20_000)
    n = len(b.record)
    assert n > 0 and b.state.is_terminal() and b.record.cursor == n
    assert b.replay_slider.max == n and b.replay_slider.value == n
    assert len([line for line in b.log_lines if not line.startswith("   ")]) == n
    b.undo()
    assert b.record.cursor == n - 1 and b.replay_slider.value == n - 1 and not b.refused
    b.redo()
    assert b.record.cursor == n and b.state.is_terminal()
    firsts = {}
    for i, s in enumerate(b.record.states):
        firsts.setdefault(_kind(s), i)
    for i in sorted(firsts.values()):
        b.goto(i)
        assert b.record.cursor == i and b.replay_slider.value == i and b.state is b.record.states[i]
        moves = [] if b.state.is_chance() or b.state.is_terminal() else b.state.legal_moves()
        assert [label for label, _i in b.move_dropdown.options if _i is not None and _i >= 0] == [
            b.view.move_label(b.state, m) for m in moves
        ]
    b.close()

    finals = check_playouts(game, n_games=1, seed=5, max_steps=20_000)
    assert finals[0].is_terminal()


def _failing_view(game, fails):
    """The game's view, except that it cannot draw a position where ``fails(state)`` (a drawing bug)."""
    base = type(gw.view_for(game))

    class Failing(base):
        def svg(self, state, **kw):
            if fails(state):
                raise IndexError("tuple index out of range")
            return super().svg(state, **kw)

    return Failing()


def _green_to_move(state) -> bool:
    return not state.is_chance() and not state.is_terminal() and state.colour == COLOURS.index("green")


def _red_to_throw_again(state) -> bool:
    return state.is_chance() and state.colour == 0 and any(p >= 0 for p in state.pieces[0])


def test_a_board_whose_redraw_fails_changes_nothing():
    """PG-3 two-colour game: when the drawing of the position after an action fails, the board
    raises the drawing's error and its record, replay slider, move list and log are those of
    before the action (and so is a computer's reply that the action set off)."""
    game = gamekit.load("pachisi", ruleset="german", individual=True, colours=["red", "green"])
    b = gw.GameBoard(game, view=_failing_view(game, _green_to_move), speed="off")
    assert b.throw((6, 5)) is True
    b.play(b.state.legal_moves()[0])  # red enters and moves 6 (PG-18): green to throw
    assert b.state.is_chance() and b.state.current_player == 1
    before = (list(b.record.states), b.record.cursor, b.replay_slider.value, b.replay_slider.max)
    options, log = b.move_dropdown.options, b.log_lines
    with pytest.raises(IndexError):
        b.throw((6, 5))
    assert (list(b.record.states), b.record.cursor, b.replay_slider.value, b.replay_slider.max) == before
    assert len(b.record) == 2 and b.move_dropdown.options == options == (("(throw first)", -1),)
    assert b.log_lines == log and b.refused and "could not draw" in b.message
    # the board goes on: a throw for green is due again and red's position is drawn
    assert b.state.is_chance() and "green to throw" in b.status.lower()

    # a computer's reply is taken back with the action that set it off
    view = _failing_view(game, _red_to_throw_again)
    b2 = gw.GameBoard(game, view=view, seats=["person", "random"], pace=0, speed="off")
    b2.throw((6, 5))
    with pytest.raises(IndexError):
        b2.play(b2.state.legal_moves()[0])  # green (a computer) replies at once; red's next throw cannot be drawn
    assert len(b2.record) == 1 and b2.record.cursor == 1 and b2.replay_slider.value == 1
    assert [label for label, _i in b2.move_dropdown.options] == [
        b2.view.move_label(b2.state, m) for m in b2.state.legal_moves()
    ]
