"""The helpers the notebooks share, kept in the package: building a small position of each game
(German and Czech ``with_pieces``, ``RajaPasu.make_state``) and showing a position as its board
view draws it (``gamekit.widgets.show``)."""

from __future__ import annotations

import IPython.display
import pytest

import gamekit
from gamekit.errors import GameError, InvalidPositionError
from gamekit.pachisi import czech, german
from gamekit.render import Picture
from gamekit.render.pachisi_german import board_svg
from gamekit.widgets import show

DUEL = gamekit.load("pachisi", ruleset="german", individual=True, colours=("red", "yellow"))


def test_german_with_pieces_is_the_position_its_json_gives():
    """PG-5, PG-6: yellow's piece on path position 51, everything else in the yard; yellow (seat 1) to throw."""
    s = german.with_pieces(DUEL, {"red": ["yard"] * 4, "yellow": [51, "yard", "yard", "yard"]}, "yellow")
    obj = DUEL.initial_state().to_json()
    obj.update(pieces={"red": ["yard"] * 4, "yellow": [51, "yard", "yard", "yard"]}, to_move=1)
    assert s == DUEL.state_from_json(obj)
    assert s.current_player == 1 and s.is_chance()
    assert s.to_json()["pieces"] == {"red": ["yard"] * 4, "yellow": [51, "yard", "yard", "yard"]}


def test_german_with_pieces_refuses_a_colour_not_in_the_game_and_another_game():
    with pytest.raises(InvalidPositionError, match=r"with_pieces\(colour\): 'green' is not one of red, yellow"):
        german.with_pieces(DUEL, {"red": ["yard"] * 4, "yellow": ["yard"] * 4}, "green")
    with pytest.raises(InvalidPositionError, match="must be a German Pachisi game"):
        german.with_pieces(gamekit.load("pachisi", ruleset="czech"), {"red": ["yard"] * 4})
    with pytest.raises(InvalidPositionError, match=r"with_pieces\(pieces\)"):
        german.with_pieces(DUEL, ["yard"] * 4)
    with pytest.raises(GameError, match=r"with_pieces\(game\)"):
        german.with_pieces(None, {})


def test_czech_with_pieces_puts_colours_not_given_at_the_start():
    """PC-4: a colour not given has its first piece on row 1 of its middle column, three in the charkoni."""
    game = gamekit.load("pachisi", ruleset="czech")
    start = [0, "yard", "yard", "yard"]
    short = czech.with_pieces(game, {"red": [80, 83, 83, 83]})
    full = czech.with_pieces(game, {"red": [80, 83, 83, 83], "yellow": start, "green": start, "blue": start})
    assert short == full
    assert short.to_json()["pieces"]["yellow"] == full.to_json()["pieces"]["yellow"]
    assert czech.with_pieces(game, {}) == game.initial_state()


def test_raja_pasu_make_state_and_a_pasu_for_the_row_owner():
    """RP-5: South sows 4 from hole 5; the third seed makes North's hole 8 four, so North captures
    them (reserves 45-45 -> 45-49); the last seed lands in hole 9 and hole 10 is empty (RP-4), so
    the move ends with 1 seed each in holes 6, 7, 9 and 12."""
    game = gamekit.load("raja_pasu")
    s = game.make_state({5: 4, 8: 3, 12: 1}, [45, 45], to_move=0)
    assert s.board == (0, 0, 0, 0, 0, 4, 0, 0, 3, 0, 0, 0, 1, 0)
    assert s.reserves == (45, 45) and s.current_player == 0
    after = s.apply(5)
    assert after.reserves == (45, 49)
    assert after.board == (0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 1, 0)


def test_raja_pasu_make_state_refuses_a_board_that_is_no_hole_mapping_or_loses_seeds():
    game = gamekit.load("raja_pasu")
    with pytest.raises(InvalidPositionError, match=r"make_state\(board\)"):
        game.make_state([7] * 14, [0, 0])
    with pytest.raises(InvalidPositionError, match=r"make_state\(board\)"):
        game.make_state({14: 7}, [0, 0])
    with pytest.raises(InvalidPositionError):
        game.make_state({0: 1}, [0, 0])  # 1 seed of 98 (RP-1)


def test_show_displays_the_view_picture_with_title_and_status(monkeypatch):
    shown = []
    monkeypatch.setattr(IPython.display, "display", shown.append)
    s = german.with_pieces(DUEL, {"red": ["yard"] * 4, "yellow": [51, "yard", "yard", "yard"]}, "yellow")
    show(s)
    show(gamekit.load("pachisi", ruleset="czech").initial_state())
    assert all(isinstance(p, Picture) for p in shown)
    assert shown[0].svg == board_svg(s)
    assert [p.alt for p in shown] == [
        "Pachisi (German family rules): yellow to throw.",
        "Pačísí (Czech rules): red to throw.",
    ]
    with pytest.raises(GameError, match=r"show\(state\)"):
        show("raja_pasu")
    with pytest.raises(GameError, match=r"show\(events\)"):
        show(s, events=5)
