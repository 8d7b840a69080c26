"""The game registry (issue 12 §1): every registered game -- the four of gamekit and the test
package's own dice race (tests/dice_race.py, registered in tests/conftest.py) -- runs through the
conformance suite, drawing, the widget shell, simulate, the rule table and the rules-registry
checks, read from the registry alone.  The dice race's expectations are worked out by hand from
its rules DR-1 .. DR-5 (tests/dice_race.py)."""

from __future__ import annotations

import importlib
import inspect
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import dice_race
import gamekit
from conformance import check_bad_json_refused, check_illegal_refused, check_playouts
from gamekit import registry, rules
from gamekit.agents import agents_for
from gamekit.analysis.compare import rule_table
from gamekit.analysis.simulate import simulate
from gamekit.render import draw
from gamekit.widgets import board, view_for

ROOT = Path(__file__).resolve().parent.parent
KEYS = registry.keys()


def test_the_registry_holds_the_four_games_and_the_test_game():
    assert KEYS[:4] == ("pachisi/german", "pachisi/czech", "sechs_as", "raja_pasu")
    assert "dice_race" in KEYS
    assert gamekit.GAME_NAMES[:3] == ("pachisi", "sechs_as", "raja_pasu") and "dice_race" in gamekit.GAME_NAMES
    for key in KEYS:
        assert gamekit.load(key).key == key  # each game class carries its key
    assert gamekit.load("pachisi", ruleset="czech").key == "pachisi/czech"  # the friendly spelling
    assert gamekit.load("pachisi").key == "pachisi/german"


def test_register_refuses_a_taken_key_and_a_nameless_variant():
    with pytest.raises(gamekit.GameError, match="already registered"):
        registry.register(registry.GameEntry(key="raja_pasu", title="x", game="dice_race:DiceRace"))
    with pytest.raises(gamekit.GameError, match="variant"):
        registry.register(registry.GameEntry(key="pachisi/x", title="x", name="pachisi", game="dice_race:DiceRace"))
    with pytest.raises(gamekit.UnknownGameError, match="valid names: pachisi, sechs_as, raja_pasu"):
        gamekit.load("ludo")


@pytest.mark.parametrize("key", KEYS)
def test_conformance_playouts(key):
    """The common API, JSON round trips and immutability hold along random games (conformance.py)."""
    game = gamekit.load(key)
    finals = check_playouts(
        game,
        n_games=2 if key != "dice_race" else 30,
        seed=11,
        invariant=dice_race.invariant if key == "dice_race" else None,
    )
    assert all(f.is_terminal() for f in finals)


@pytest.mark.parametrize("key", KEYS)
def test_drawing_and_repr_svg(key):
    """``_repr_svg_`` draws through the registry; ``render.draw`` gives an SVG of the same size."""
    state = gamekit.load(key).initial_state()
    text = state._repr_svg_()
    assert ET.fromstring(text).tag.endswith("svg")
    assert ET.fromstring(draw(state)).tag.endswith("svg")


@pytest.mark.parametrize("key", KEYS)
def test_widget_shell_plays_a_game(key):
    """A board made from the registry's view: computer seats play a few steps, undo goes back."""
    game = gamekit.load(key)
    b = board(game, seats=["random"] * game.num_players, autoplay=False)
    for _ in range(6):
        if b.state.is_terminal():
            break
        if b.state.is_chance():
            b.throw()
        else:
            b.computer_move()
    assert len(b.record) >= 1
    b.undo()
    assert b.record.cursor == len(b.record) - 1
    assert isinstance(view_for(game).hint(b.state), str)


@pytest.mark.parametrize("key", KEYS)
def test_simulate_and_agents(key):
    game = gamekit.load(key)
    names = agents_for(game)
    assert "random" in names
    r = simulate(game, "random", 3, seed=4, progress=False)  # a batched engine where the registry names one
    assert r.n == 3 and r.wins.shape == (3, game.num_players)
    plain = simulate(game, [names["random"]] * game.num_players, 3, seed=4, progress=False)  # the plain engine
    assert plain.n == 3 and all(f.is_terminal() for f in plain.finals)


@pytest.mark.parametrize("key", KEYS)
def test_rule_table_has_a_column(key):
    table = rule_table([key])
    assert table.games == (key,)
    for row in table.aspects:
        for rid, title in row["cells"][key]["rules"]:
            assert rules.get(rid).title == title


@pytest.mark.parametrize("key", KEYS)
def test_rules_of_every_entry_are_registered_and_cited(key):
    """Each rule an entry names is in gamekit.rules, cited in the code that implements the game
    and in tests/."""
    e = registry.entry(key)
    module = importlib.import_module(e.game.partition(":")[0])  # a rule set's module, or its package
    files = sorted(Path(module.__file__).parent.glob("*.py")) if hasattr(module, "__path__") else []
    code = "\n".join(p.read_text(encoding="utf-8") for p in files) or inspect.getsource(module)
    tests = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").glob("*.py"))
    for spec in e.rules:
        for rule in registry.resolve(spec):
            assert rules.get(rule.id) == rule
            if spec.startswith("gamekit.rules.cross_board"):
                continue  # the cross board's B-rules live in gamekit/cross_board.py (test_rules_registry)
            cite = re.compile(re.escape(rule.id) + r"(?![0-9a-z])")
            assert cite.search(code), f"{rule.id} is not cited in {e.game}"
            assert cite.search(tests), f"{rule.id} is not cited in tests/"


# ----------------------------------------------------------------------------- the dice race itself


def _race(pieces, to_move=0, throw=None, **options):
    g = gamekit.load("dice_race", **options)
    obj = g.initial_state().to_json()
    obj.update(pieces=pieces, to_move=to_move, throw=throw)
    return g.state_from_json(obj)


def test_DR_2_DR_3_DR_4_capture_and_own_piece_block():
    """Ann (2, 0) throws 2 (DR-2, 1/3 each): piece 2 would land on Ann's own piece on 2 (DR-3), so
    only piece 1 moves, 2 -> 4, onto Bob's piece, which goes back to the start (DR-4)."""
    s = _race([[2, 0], [4, 1]])
    assert s.chance_outcomes() == [(1, 1 / 3), (2, 1 / 3), (3, 1 / 3)]
    s = s.apply(2)
    assert s.legal_moves() == [dice_race.Advance(0)]
    assert "DR-3" in s.why_not("piece:1")
    after, events = s.apply_with_events("piece:0")
    assert after.pieces == ((4, 0), (0, 1)) and after.to_move == 1 and after.is_chance()
    assert [e.kind for e in events] == ["move", "capture"]


def test_DR_3_DR_5_passing_home_wins():
    """length 6: home is 7.  Ann (7, 5) throws 3: piece 2 passes home (DR-3), both are home: Ann wins (DR-5)."""
    s = _race([[7, 5], [3, 2]], throw=3)
    assert s.legal_moves() == [dice_race.Advance(1)]
    end = s.apply(dice_race.Advance(1))
    assert end.is_terminal() and end.winner == 0 and end.returns() == (1.0, -1.0)
    check_illegal_refused(end, [dice_race.Advance(0)])


def test_DR_1_bad_positions_and_options_are_refused():
    g = gamekit.load("dice_race", length=4)
    good = g.initial_state().to_json()
    check_bad_json_refused(
        g,
        good,
        [
            lambda o: o.update(pieces=[[6, 0], [0, 0]]),  # home is 5
            lambda o: o.update(pieces=[[0, 0]]),
            lambda o: o.update(throw=4),
            lambda o: o["options"].update(length=5),
        ],
    )
    with pytest.raises(gamekit.UnknownOptionError, match="DR-1"):
        gamekit.load("dice_race", length=2)
    assert gamekit.state_from_json(good) == g.initial_state()


def test_dice_race_board_clicks_and_hint():
    """The default BoardView protocol serves a game that defines only ``svg``."""
    b = board("dice_race", autoplay=False)
    b.throw(2)
    assert 'data-click="piece:0"' in b.svgboard.svg
    assert view_for(b.game).hint(b.state) == "The greedy player would play: advance piece 1."
    b.click("piece:0")
    assert b.state.pieces == ((2, 0), (0, 0)) and b.state.to_move == 1
    assert b.view.title == "Dice race" and b.throw_board is None
