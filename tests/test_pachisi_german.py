"""German Pachisi (RULES §2 PG-1..PG-25, §5a): whole-play helpers, turn order, JSON, why-not, conformance.

The golden whole-play cases (tests/data/golden/pachisi_german.json) are run by tests/test_golden.py.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from captors import with_captor

import gamekit
import golden
from gamekit.cross_board import german_field
from gamekit.pachisi.common import RETURNED, YARD, pos_from_json
from gamekit.pachisi.german import (
    FIELD,
    GOAL,
    GermanState,
    Step,
    after_roll,
    canonical_pieces,
    reachable_positions,
    why_not_piece,
    whole_plays,
)

from conformance import check_bad_json_refused, check_illegal_refused, check_playouts

GOLDEN = golden.cases("pachisi/german")  # run by tests/test_golden.py


def position(opts: dict, to_move: str | int, pieces: dict, missed: int = 0) -> GermanState:
    """The chance node with ``pieces``, ``to_move`` (a colour name or a seat) throwing next."""
    game = gamekit.load("pachisi", ruleset="german", **opts)
    seat = to_move if isinstance(to_move, int) else game.player_names.index(to_move)
    obj = {
        "game": "pachisi/german",
        "options": game.options_json(),
        "to_move": seat,
        "winner": None,
        "pieces": pieces,
        "missed_entries": missed,
        "throw": None,
        "steps": [],
    }
    return game.state_from_json(obj)


def roll(st: GermanState, throw) -> GermanState:
    """Throw, then play the first legal step until the roll is over."""
    st = st.apply(throw)
    while not st.is_chance() and not st.is_terminal():
        st = st.apply(st.legal_moves()[0])
    return st


def canon(game, pieces: dict) -> tuple:
    out = [(), (), (), ()]
    for name, lst in pieces.items():
        c = ["red", "yellow", "green", "blue"].index(name)
        out[c] = tuple(sorted(pos_from_json(v, GOAL, name) for v in lst))
    return tuple(out)


@pytest.mark.parametrize("case", GOLDEN, ids=[c["id"] for c in GOLDEN])
def test_golden_whole_play_helpers_agree_with_the_engine(case):
    """On each golden position (the expected positions are checked by tests/test_golden.py through
    the public API): the helpers whole_plays + after_roll give exactly the positions that playing
    every legal move through the engine gives, reachable_positions their pieces (PG-12), and the
    legal single steps are exactly the first steps of the whole plays."""
    st = golden.start_state(case)
    throw = golden.read_action(st, case["action"])
    ends = golden.whole_play_ends(st.apply(throw))
    assert {after_roll(end) for _, end in whole_plays(st, throw)} == set(ends)
    assert reachable_positions(st, throw) == {canonical_pieces(e) for e in ends}
    rolled = st.apply(throw)
    if not rolled.is_chance() and rolled.colour == st.colour:
        firsts = {p[0] for p, _ in whole_plays(rolled) if p}
        assert firsts == {m for m in rolled.legal_moves() if m.piece2 < 0}


# ------------------------------------------------------------------ geometry


def test_geometry_pg6_pg7_pg8():
    """PG-6 start 17c+13, PG-7 safe 17a+3, PG-8 home entry 17c+8 at path 63, home column, goal 71."""
    for c in range(4):
        assert FIELD[c][0] == 17 * c + 13
        assert FIELD[c][63] == 17 * c + 8
        assert FIELD[c][71] == 96
        assert FIELD[c][64] == german_field(c, 64) == 68 + 7 * c + 6
    from gamekit.pachisi.german import SAFE_FIELDS

    assert SAFE_FIELDS == {3, 20, 37, 54}


# ------------------------------------------------------------------ turn order


def test_pg24_dice_pass_in_seating_order():
    """PG-1, PG-24: red, yellow, green, blue."""
    st = position(
        {},
        "red",
        {c: [10, "yard", "yard", "yard"] if c == "red" else ["yard"] * 4 for c in ("red", "yellow", "green", "blue")},
    )
    st = st.apply((6, 3))
    assert [str(m) for m in st.legal_moves()] == ["red piece 1 moves 9 (6+3) from field 23 to field 32"]
    st = st.apply(st.legal_moves()[0])  # red 10 -> 19, dice pass
    assert st.is_chance() and st.colour == 1


def test_pg13_double_throws_again():
    """PG-13: after an unrestricted double the same colour throws again."""
    st = position(
        {"individual": True, "colours": ["red", "yellow"]}, "red", {"red": [10, 71, 71, 71], "yellow": ["yard"] * 4}
    )
    st = roll(st, (3, 3))
    assert st.is_chance() and st.colour == 0
    assert canon(st.game, st.to_json()["pieces"])[0] == (24, 71, 71, 71)


def test_pg14_restricted_double_no_new_throw():
    """PG-14: a restricted double gives no new throw."""
    st = position(
        {"individual": True, "colours": ["red", "yellow"]},
        "red",
        {"red": [10, "yard", "yard", "yard"], "yellow": ["yard"] * 4},
    )
    st = st.apply((6, 6))
    assert st.colour == 0 and not st.is_chance()
    st = st.apply(st.legal_moves()[0])
    assert st.is_chance() and st.colour == 1


def test_pg14a_full_double_throws_again():
    """PG-14, PG-14a: bringing the last waiting piece in with the whole double gives a new throw."""
    st = position(
        {"individual": True, "colours": ["red", "yellow"]},
        "red",
        {"red": [10, "yard", "yard", 71], "yellow": ["yard"] * 4},
    )
    st = st.apply((5, 5))
    assert st.double_rule == "full"
    while not st.is_chance():
        st = st.apply(st.legal_moves()[0])
    assert st.colour == 0


def test_pg14a_tie_kind_follows_from_where_the_play_ends():
    """PG-14a: red 71, 71, 71, yard throws 5-5.  Restricted (5, 5): the five enters the last waiting
    piece, the other five has no piece to move (the entered one rests, PG-17): 1 value, 5 pips.
    Full (5, 5, 2, 2): the same, the 2s unplayable: also 1 value.  A tie, but no choice: the one
    step brings the last never-entered piece in, so the play is the full one and red throws again."""
    st = position(
        {"individual": True, "colours": ["red", "yellow"]}, "red", {"red": [71, 71, 71, "yard"], "yellow": ["yard"] * 4}
    )
    st = st.apply((5, 5))
    assert st.double_rule == "restricted" and st.values == (5, 5)
    assert st.legal_moves() == [Step(0, 3, (5,), YARD, 0)]
    after, events = st.apply_with_events(st.legal_moves()[0])
    assert after.is_chance() and after.colour == 0 and after.pieces[0] == (71, 71, 71, 0)
    assert [e.kind for e in events] == ["enter", "forfeit", "again"]
    assert "PG-14a" in events[-1].text


def test_pg14a_step_json_has_no_whole_double_choice():
    """PG-14a: no step chooses the whole double; a saved step claiming it is refused, naming the rule."""
    game = gamekit.load("pachisi", ruleset="german")
    obj = {"type": "step", "colour": "red", "piece": 0, "values": [5], "from": "yard", "to": 0, "capture": None}
    obj["piece2"] = None
    assert game.move_from_json(obj) == Step(0, 0, (5,), YARD, 0)
    assert game.move_from_json({**obj, "full": False}) == Step(0, 0, (5,), YARD, 0)
    with pytest.raises(gamekit.InvalidMoveError, match="PG-14a"):
        game.move_from_json({**obj, "full": True})


def test_pg19_three_tries_for_a_five():
    """PG-19, PG-19a: with nothing in play, up to three throws for a five, then the dice pass."""
    st = position(
        {"individual": True, "colours": ["red", "yellow"]}, "red", {"red": ["yard"] * 4, "yellow": ["yard"] * 4}
    )
    st = st.apply((6, 4))
    assert st.colour == 0 and st.missed_entries == 1
    st = st.apply((4, 4))  # a restricted double that misses counts as a try (PG-19a)
    assert st.colour == 0 and st.missed_entries == 2
    st = st.apply((6, 1))
    assert st.colour == 1 and st.missed_entries == 0


def test_pg19a_unrestricted_double_keeps_the_counter():
    """PG-19a: an unrestricted double re-rolls even if nothing could move and leaves the counter."""
    st = position(
        {"individual": True, "colours": ["red", "yellow"]},
        "red",
        {"red": ["returned", 71, 71, 71], "yellow": ["returned"] + ["yard"] * 3},  # each captured once (PG-5)
        missed=1,
    )
    st = st.apply((6, 6))
    assert st.is_chance() and st.colour == 0 and st.missed_entries == 1


def test_pg19_entering_ends_the_tries():
    """PG-19: once a five enters, the dice pass normally."""
    st = position(
        {"individual": True, "colours": ["red", "yellow"]},
        "red",
        {"red": ["yard"] * 4, "yellow": ["yard"] * 4},
        missed=2,
    )
    st = roll(st, (5, 1))
    assert st.is_chance() and st.colour == 1 and st.missed_entries == 0


def test_pg4_finished_colour_throws_for_partner():
    """PG-4, PG-4a: red (finished) throws; green's pieces move; the seating order does not change."""
    st = position({}, "red", {"red": [71] * 4, "yellow": ["yard"] * 4, "green": [10, 71, 71, 71], "blue": ["yard"] * 4})
    st = roll(st, (6, 1))
    assert st.is_chance() and st.colour == 1
    assert sorted(st.pieces[2]) == [17, 71, 71, 71]


def test_pg25_team_wins():
    """PG-25: both colours of a team home: game over, the team wins."""
    st = position({}, "red", {"red": [71] * 4, "yellow": ["yard"] * 4, "green": [68, 71, 71, 71], "blue": ["yard"] * 4})
    st = roll(st, (3, 1))
    assert st.is_terminal() and st.winner == (0, 2)
    assert st.returns() == (1.0, -1.0, 1.0, -1.0)


def test_pg25_individual_wins_alone():
    """PG-25, PG-3: in individual play a colour wins alone."""
    st = position(
        {"individual": True, "colours": ["red", "green"]}, "green", {"red": ["yard"] * 4, "green": [70, 71, 71, 71]}
    )
    st = roll(st, (2, 1))
    assert st.is_terminal() and st.winner == 1 and st.returns() == (-1.0, 1.0)


# ------------------------------------------------------------------ moves, why-not, events


def test_move_sentence_and_json():
    """Steps read as sentences and round-trip through JSON."""
    st = position(
        {"individual": True, "colours": ["red", "yellow"]},
        "red",
        {"red": [12, 40, 71, 71], "yellow": [1, "yard", "yard", "yard"]},
    ).apply((6, 2))
    cap = [m for m in st.legal_moves() if m.capture >= 0][0]
    assert str(cap) == "red piece 1 moves 6 from field 25 to field 31, capturing yellow"
    assert st.game.move_from_json(json.loads(json.dumps(cap.to_json()))) == cap
    after, events = st.apply_with_events(cap)
    kinds = [e.kind for e in events]
    assert kinds[:2] == ["move", "capture"]


def test_why_not_reasons_cite_rules():
    """why_not_piece names the rule: PG-11 higher first, PG-21a capture, PG-17 entered, PG-22 gate, PG-9, PG-16."""
    opts = {"individual": True, "colours": ["red", "yellow"]}
    st = position(opts, "red", {"red": [12, 71, 71, 71], "yellow": [1, 2, 2, "yard"]}).apply((6, 2))
    assert "PG-21" in why_not_piece(st, 0, 6)
    assert "PG-22" in why_not_piece(st, 0, (6, 2))
    assert why_not_piece(st, 0, 2) is None
    st = position(opts, "red", {"red": [20, 26, 26, "yard"], "yellow": [13, 13, "yard", "yard"]}).apply((6, 2))
    assert "PG-22" in why_not_piece(st, 1, 6)
    assert "PG-16" in why_not_piece(st, 3, 2)
    st = position(opts, "red", {"red": [66, 71, 71, 71], "yellow": ["yard"] * 4}).apply((6, 3))
    assert st.is_chance() or "PG-9" in why_not_piece(st, 0, 6)
    st = position(opts, "red", {"red": [10, 20, 71, 71], "yellow": ["yard"] * 4}).apply((6, 2))
    assert "PG-11" in why_not_piece(st, 1, 2)
    st2 = st.apply(st.step(0, 6))
    assert "PG-10a" in why_not_piece(st2, 0, 2)
    st = position(opts, "red", {"red": ["yard", 10, 71, 71], "yellow": ["yard"] * 4}).apply((5, 2))
    st2 = st.apply(st.step(0, 5))
    assert "PG-17" in why_not_piece(st2, 0, 2)
    with pytest.raises(gamekit.IllegalMoveError, match="PG-17"):
        st2.step(0, 2)
    st = position(
        {},
        "red",
        {"red": [10, 71, 71, 71], "yellow": ["yard"] * 4, "green": [47, "yard", "yard", "yard"], "blue": ["yard"] * 4},
    ).apply((3, 1))
    assert "PG-20" in why_not_piece(st, 0, 3)


def test_illegal_steps_refused_state_unchanged():
    """Illegal steps raise IllegalMoveError with a reason and leave the state unchanged."""
    opts = {"individual": True, "colours": ["red", "yellow"]}
    st = position(opts, "red", {"red": [12, 40, 71, 71], "yellow": [1, "yard", "yard", "yard"]}).apply((6, 2))
    bad = [Step(0, 0, (2,), 12, 14), Step(0, 1, (5,), 40, 45), Step(1, 0, (6,), 1, 7), (0, 3), "nonsense", (5, 5)]
    check_illegal_refused(st, bad)
    check_illegal_refused(st.game.initial_state(), [(7, 1), (2, 3), Step(0, 0, (5,), YARD, 0)])


def test_interchangeable_pieces_accepted():
    """Two pieces on the same spot are interchangeable: moving either is legal."""
    opts = {"individual": True, "colours": ["red", "yellow"]}
    st = position(opts, "red", {"red": ["yard", "yard", 71, 71], "yellow": ["yard"] * 4}).apply((5, 1))
    m = st.step(1, 5)
    after = st.apply(m)
    assert after.pieces[0][1] == 0 or after.pieces[0][0] == 0


# ------------------------------------------------------------------ JSON


def test_json_roundtrip_mid_roll():
    """The half-played roll (values, moved, entered, double rule) round-trips through JSON."""
    st = position(
        {"individual": True, "colours": ["red", "yellow"]},
        "red",
        {"red": [10, "yard", "yard", 71], "yellow": ["yard"] * 4},
    ).apply((5, 5))
    st = st.apply(st.legal_moves()[0])
    obj = json.loads(json.dumps(st.to_json()))
    assert st.double_rule == "full" and st.entered == (1,) and st.values == (5, 2, 2)
    assert obj["game"] == "pachisi/german" and obj["throw"] == [5, 5]
    assert obj["pieces"]["red"] == [10, "yard", "yard", 71]  # the position at the throw
    assert obj["steps"] == [
        {
            "type": "step",
            "colour": "red",
            "piece": 1,
            "values": [5],
            "from": "yard",
            "to": 0,
            "capture": None,
            "piece2": None,
        }
    ]
    back = st.game.state_from_json(obj)
    assert back == st and back.legal_moves() == st.legal_moves()
    assert back.double_rule == "full" and back.entered == (1,) and back.values == (5, 2, 2)
    assert gamekit.state_from_json(obj) == st


def test_bad_positions_refused():
    """Malformed positions raise InvalidPositionError naming the key (PG-20, PG-22, PG-19...)."""
    st = position(
        {},
        "red",
        {
            "red": [10, "yard", "yard", "yard"],
            "yellow": [1, "yard", "yard", "yard"],
            "green": ["yard"] * 4,
            "blue": ["yard"] * 4,
        },
    )
    good = st.to_json()

    def setp(colour, i, v):
        def f(o):
            o["pieces"][colour][i] = v

        return f

    muts = [
        setp("yellow", 0, 54),  # yellow p54 = field 16 = red p3? no: red 10 is field 23; yellow 61 -> 23
        setp("yellow", 0, 61),  # two colours on field 23 (PG-20)
        lambda o: o["pieces"]["red"].__setitem__(slice(0, 3), [10, 10, 10]),  # three on a field (PG-22)
        setp("red", 0, 72),
        setp("red", 0, -1),
        setp("red", 0, "home"),
        setp("red", 0, True),
        lambda o: o["pieces"]["red"].pop(),
        lambda o: o["pieces"].pop("blue"),
        lambda o: o["pieces"].__setitem__("purple", [0, 0, 0, 0]),
        lambda o: o.__setitem__("to_move", "purple"),
        lambda o: o.__setitem__("to_move", "red"),  # the old form (a colour): the seat is an int
        lambda o: o.__setitem__("to_move", 4),
        lambda o: o.__setitem__("winner", [0, 2]),
        lambda o: o.__setitem__("game", "pachisi/czech"),
        lambda o: o.__setitem__("game", "pachisi"),  # the old form
        lambda o: o.__setitem__("ruleset", "german"),  # the old form: no such key now
        lambda o: o.__setitem__("missed_entries", 3),
        lambda o: o.__setitem__("throw", [2, 5]),
        lambda o: o.__setitem__("steps", [STEP_6]),  # a step without a throw
        lambda o: (o.__setitem__("throw", [6, 2]), o.__setitem__("steps", [dict(STEP_6, values=[6, 6], to=22)])),
        lambda o: o.__setitem__("values", [5]),  # the old form: values are not stored
        lambda o: o.__setitem__("double_rule", "normal"),
        lambda o: o.pop("steps"),
        lambda o: o.__setitem__("extra", 1),
        lambda o: o["options"].__setitem__("individual", True),
        lambda o: (
            o.__setitem__("throw", [6, 2]),
            o.__setitem__("steps", [dict(STEP_6, **{"colour": "yellow", "from": 1, "to": 7})]),
        ),
        lambda o: (o.__setitem__("throw", [6, 2]), o.__setitem__("steps", {"0": STEP_6})),
    ]
    # mutation 0 is legal (yellow p54 is field 16, empty); drop it
    check_bad_json_refused(st.game, good, muts[1:])
    st.game.state_from_json(good)
    # with only one red piece in play, 6-2 is played by that piece combined (PG-10a, PG-12): the 6 alone
    # is no legal step, and the combined step (capturing yellow on field 31, PG-21) ends the roll: neither is
    # a half-played roll
    assert "PG-12" in refused(dict(good, throw=[6, 2], steps=[STEP_6]), "'steps'", "step 0")
    assert "roll is over" in refused(
        dict(good, throw=[6, 2], steps=[dict(STEP_6, values=[6, 2], to=18, capture="yellow")]), "'steps'"
    )
    # with a second red piece on 20, the 6 first is legal and leaves the 2 (PG-10, PG-11)
    two = dict(good, pieces=dict(good["pieces"], red=[10, 20, "yard", "yard"]), throw=[6, 2], steps=[STEP_6])
    back = st.game.state_from_json(two)
    assert back.values == (2,) and back.moved == (0,) and back.pieces[0] == (16, 20, YARD, YARD)
    assert back.to_json() == two


STEP_6 = {
    "type": "step",
    "colour": "red",
    "piece": 0,
    "values": [6],
    "from": 10,
    "to": 16,
    "capture": None,
    "piece2": None,
}


def test_colours_option():
    """PG-3: colours as names or seats; team play needs all four."""
    g = gamekit.load("pachisi", individual=True, colours=[2, "red"])
    assert g.options.colours == ("red", "green") and g.num_players == 2
    assert g.options_json()["colours"] == ["red", "green"]
    with pytest.raises(gamekit.UnknownOptionError):
        gamekit.load("pachisi", colours=["red", "green"])
    with pytest.raises(gamekit.UnknownOptionError):
        gamekit.load("pachisi", ruleset="german", individual=True, colours=["red"])
    assert gamekit.load("pachisi").options.ruleset == "german"
    with pytest.raises(gamekit.UnknownOptionError):
        gamekit.load("pachisi", ruleset="german", colour=1)


def test_chance_outcomes():
    """PG-10: 21 throws, 1/36 for doubles, 2/36 otherwise."""
    outs = gamekit.load("pachisi").initial_state().chance_outcomes()
    assert len(outs) == 21 and abs(sum(p for _, p in outs) - 1) < 1e-12
    assert dict(outs)[(5, 5)] == pytest.approx(1 / 36)


# ------------------------------------------------------------------ conformance


def invariant(st: GermanState) -> None:
    """Four pieces per colour in play, one colour per field, at most two per field (PG-20, PG-22)."""
    g = st.game
    seen: dict = {}
    for c in range(4):
        if c in g.colours:
            assert len(st.pieces[c]) == 4
            for p in st.pieces[c]:
                assert p in (YARD, RETURNED) or 0 <= p <= GOAL
                if 0 <= p < GOAL:
                    f = FIELD[c][p]
                    col, n = seen.get(f, (c, 0))
                    assert col == c, f"two colours on field {f}"
                    assert n < 2, f"three pieces on field {f}"
                    seen[f] = (c, n + 1)
        else:
            assert st.pieces[c] == ()


def no_gate_passed(before: GermanState, move: Step) -> None:
    """PG-22: no piece ever passes or lands on a gate."""
    c = move.colour
    gates = set()
    for col in before.game.colours:
        ps = before.pieces[col]
        for p in set(ps):
            if 0 <= p < GOAL and ps.count(p) == 2:
                gates.add(FIELD[col][p])
    start = 0 if move.frm < 0 and move.to == 6 else (move.to if move.frm < 0 else move.frm + 1)
    for r in range(start, move.to + 1):
        if r < GOAL and not (move.piece2 >= 0 and r == move.frm):
            assert FIELD[c][r] not in gates or r == move.frm, f"{move} passes or lands on a gate"


@pytest.mark.parametrize(
    "opts",
    [
        {},
        {"individual": True, "colours": ["red", "green"]},
        {"enter_on_sum_five": True, "individual": True, "colours": ["yellow", "green", "blue"]},
    ],
)
def test_conformance_random_playouts(opts):
    """Conformance: API, JSON round-trip, immutability and the invariants over random games."""
    game = gamekit.load("pachisi", **opts)

    def agent(state, rng):
        moves = state.legal_moves()
        m = moves[int(rng.integers(len(moves)))]
        no_gate_passed(state, m)
        return m

    finals = check_playouts(game, n_games=3, seed=7, invariant=invariant, agent=agent)
    assert all(f.is_terminal() for f in finals)


def test_greedy_agent_plays_to_the_end():
    """The greedy agent plays legal moves to the end of a game."""
    from gamekit.agents import agents_for

    game = gamekit.load("pachisi")
    ags = agents_for(game)
    assert "greedy" in ags
    rng = np.random.default_rng(3)
    st = game.initial_state()
    for st, a in gamekit.playout(st, lambda s, r: ags["greedy"](s, r), rng):
        pass


def test_view_click_piece_then_step_and_refusal():
    """The board view: a piece with several steps is selected, a click on one of its steps (the
    token the drawing of the chosen piece offers) plays it; a refused click cites the rule (PG-9:
    a piece in the goal moves no more)."""
    from gamekit.widgets.pachisi_german import GermanPachisiView
    from gamekit.widgets.view import Refuse, Select

    opts = {"individual": True, "colours": ["red", "yellow"]}
    st = position(opts, "red", {"red": [12, 40, 71, 71], "yellow": [1, 2, 2, "yard"]}).apply((6, 2))
    view = GermanPachisiView()
    sel = view.click(st, "piece:1")
    assert isinstance(sel, Select) and sel.selected == 1
    six = next(m for m in st.places()["piece:1"].moves if m.values == (6,))
    assert f'data-click="{six.click_token()}"' in view.svg(st, selected=1)
    m = view.click(st, six.click_token(), 1)
    assert isinstance(m, Step) and m.to == 46
    r = view.click(st, "piece:2")
    assert isinstance(r, Refuse) and "PG-9" in r.reason
    assert "values 6, 2" in view.status(st)


def test_board_shell_plays_with_computers():
    """The widget shell drives the view; computer seats play on."""
    from gamekit.widgets import board

    b = board(gamekit.load("pachisi"), seats=["greedy", "random", "greedy", "random"], seed=2)
    for _ in range(60):
        if b.state.is_chance():
            b.throw()
        else:
            b.computer_move()
    assert len(b.record) > 0


# ------------------------------------------------------------------ JSON: half-played rolls must be consistent


def half(red, opts=None, **over) -> dict:
    """A red-to-move JSON position with red's pieces ``red`` at the throw (others in their yards) and ``over`` set."""
    game = gamekit.load("pachisi", **(opts or {}))
    j = game.initial_state().to_json()
    j["pieces"]["red"] = list(red)
    j["pieces"] = with_captor(j["pieces"], game.individual)  # a returned piece's captor (PG-5)
    j.update(over)
    return j


def step(piece, values, frm, to, colour="red", capture=None, piece2=None) -> dict:
    """A step's JSON (``Step.to_json()``)."""
    return {
        "type": "step",
        "colour": colour,
        "piece": piece,
        "values": list(values),
        "from": frm,
        "to": to,
        "capture": capture,
        "piece2": piece2,
    }


def refused(obj, *words):
    with pytest.raises(gamekit.InvalidPositionError) as exc:
        gamekit.state_from_json(obj)
    for w in words:
        assert w in str(exc.value), str(exc.value)
    return str(exc.value)


def test_pg9_step_of_a_piece_in_the_goal_names_the_rule():
    """PG-9: moving a piece that is already in the goal is refused with the rule ID."""
    st = position(
        {},
        "red",
        {"red": [10, 14, 14, 71], "yellow": [3, 3, "yard", "yard"], "green": ["yard"] * 4, "blue": ["yard"] * 4},
    ).apply((6, 4))
    with pytest.raises(gamekit.IllegalMoveError, match=r"goal.*PG-9"):
        st.apply(Step(colour=0, piece=3, values=(4,), frm=71, to=75))
    assert "PG-9" in why_not_piece(st, 3, 4)


def test_mid_roll_after_the_first_value_of_5_2_round_trips():
    """PG-10, PG-11, PG-16: red (pieces on 10 and 20, two never entered) throws 5-2 and enters a piece
    with the 5; the 2 is left.  Saved as the position at the throw + the throw + the step, it loads
    back equal (values (2,), piece 2 entered on its start field, path 0)."""
    st = gamekit.state_from_json(half([10, 20, "yard", "yard"])).apply((5, 2))
    st = st.apply(step(2, [5], "yard", 0))
    assert st.values == (2,) and st.entered == (2,) and st.pieces[0] == (10, 20, 0, YARD)
    obj = json.loads(json.dumps(st.to_json()))
    assert obj == half([10, 20, "yard", "yard"], throw=[5, 2], steps=[step(2, [5], "yard", 0)])
    back = gamekit.state_from_json(obj)
    assert back == st and back.legal_moves() == st.legal_moves() and back.to_json() == obj


def test_mid_roll_after_the_first_step_of_a_double_round_trips():
    """PG-13: red with every piece in play (10, 20, 30, 40) throws 3-3: values 4, 4, 3, 3.  Piece 0
    moves 4 (10 -> 14); 4, 3, 3 are left, and the JSON holds the position at the throw."""
    st = gamekit.state_from_json(half([10, 20, 30, 40])).apply((3, 3))
    assert st.values == (4, 4, 3, 3) and st.double_rule == "normal"
    st = st.apply(step(0, [4], 10, 14))
    assert st.values == (4, 3, 3) and st.moved == (0,) and st.pieces[0] == (14, 20, 30, 40)
    obj = json.loads(json.dumps(st.to_json()))
    assert obj["pieces"]["red"] == [10, 20, 30, 40] and obj["throw"] == [3, 3]
    assert obj["steps"] == [step(0, [4], 10, 14)]
    back = gamekit.state_from_json(obj)
    assert back == st and back.legal_moves() == st.legal_moves() and back.to_json() == obj
    # a second step round-trips the same way
    st2 = st.apply(step(1, [4], 20, 24))
    assert st2.values == (3, 3) and gamekit.state_from_json(st2.to_json()) == st2


def test_forged_half_played_roll_refused_naming_steps():
    """A half-played roll that play cannot reach is refused naming 'steps', the step's index and the
    rule (the reason ``why_not`` gives): a step whose piece is not where it says, a second move of
    the same piece (PG-10a), a value not in the throw (PG-10)."""
    base = half([10, 20, "yard", "yard"], throw=[6, 3])
    refused(dict(base, steps=[step(0, [6], 12, 18)]), "'steps'", "step 0", "PG-10")
    refused(dict(base, steps=[step(0, [6], 10, 16), step(0, [3], 16, 19)]), "'steps'", "step 1", "PG-10a")
    refused(dict(base, steps=[step(0, [5], 10, 15)]), "'steps'", "step 0", "PG-10")
    refused(dict(base, steps=[{"colour": "red", "piece": 0}]), "'steps'", "step 0", "'type'")
    refused(dict(base, steps="6"), "'steps'")
    # the old keys of a half-played roll are refused: the replay gives them
    for key, value in [("values", [3]), ("moved", [0]), ("forfeited", True), ("mover", "red")]:
        refused(dict(base, **{key: value}), repr(key))


def test_pg10_pg11a_value_vanished_refused():
    """PG-10, PG-11, PG-11a: with 6-3 and two red pieces in play the 6 is moved first; moving the 3
    first would forfeit the 6, so that step is refused.  After the 6 (piece 0: 10 -> 16) the 3 is left."""
    refused(half([10, 20, "yard", "yard"], throw=[6, 3], steps=[step(0, [3], 10, 13)]), "'steps'", "step 0", "PG-11")
    st = gamekit.state_from_json(half([10, 20, "yard", "yard"], throw=[6, 3], steps=[step(0, [6], 10, 16)]))
    assert st.values == (3,) and st.moved == (0,) and not st.forfeited


def test_pg14_restricted_double_values_refused():
    """PG-14: with never-entered pieces the double 1-1 gives only its two higher values 6, 6 (and 3-3
    only 4, 4); a step by the lower value is refused naming PG-14.  With every piece in play the
    double is the normal one (6, 6, 1, 1)."""
    ok = gamekit.state_from_json(half([10, 20, "yard", "yard"], throw=[1, 1]))
    assert ok.double_rule == "restricted" and ok.values == (6, 6)
    assert ok == gamekit.state_from_json(half([10, 20, "yard", "yard"])).apply((1, 1))
    refused(half([10, 20, "yard", "yard"], throw=[1, 1], steps=[step(0, [1], 10, 11)]), "'steps'", "PG-14")
    refused(half([10, 20, "yard", "yard"], throw=[3, 3], steps=[step(0, [3], 10, 13)]), "'steps'", "PG-14")
    normal = gamekit.state_from_json(half([10, 20, 30, 40], throw=[1, 1]))
    assert normal.double_rule == "normal" and normal.values == (6, 6, 1, 1)
    refused(half([10, 20, 30, 40], throw=[1, 1], double_rule="restricted"), "'double_rule'")


def test_pg19_nothing_in_play_at_throw_follows_from_the_pieces():
    """PG-18, PG-19: whether nothing was in play at the throw follows from the pieces at the throw:
    true with only returned pieces and pieces in the goal, false with pieces on the path; the flag
    is not a key of its own any more."""
    st = gamekit.state_from_json(half(["returned", "returned", 71, 71], throw=[5, 5]))
    assert st.nothing_in_play_at_throw and st.double_rule == "normal" and st.values == (5, 5, 2, 2)
    st = gamekit.state_from_json(half([10, 20, "yard", "yard"], throw=[6, 3]))
    assert not st.nothing_in_play_at_throw
    refused(half([10, 20, "yard", "yard"], throw=[6, 3], nothing_in_play_at_throw=True), "'nothing_in_play_at_throw'")


def test_pg16_pg17_entered_piece_on_its_start_field():
    """PG-16, PG-17: a piece enters with a five and moves no further in that roll; entering with a
    six is refused naming PG-16.  A roll that is over is not a half-played roll."""
    base = half(["yard", 20, "yard", "yard"], throw=[5, 4])
    refused(dict(base, steps=[step(0, [5], "yard", 0), step(0, [4], 0, 4)]), "'steps'", "step 1", "PG-17")
    refused(half(["yard", 20, "yard", "yard"], throw=[6, 4], steps=[step(0, [6], "yard", 6)]), "'steps'", "PG-16")
    # enter with the 5, then piece 1 moves the 4 (20 -> 24): the roll is over, so this is no half-played roll
    refused(dict(base, steps=[step(0, [5], "yard", 0), step(1, [4], 20, 24)]), "'steps'", "roll is over")
    st = gamekit.state_from_json(dict(base, steps=[step(0, [5], "yard", 0)]))
    assert st.entered == (0,) and st.values == (4,) and st.pieces[0][0] == 0


def test_pg19_missed_entries_only_while_nothing_in_play():
    """PG-19: the counter counts throws while nothing was in play: 2 with a red piece on the path and
    three never entered is refused (at a chance node and within a roll)."""
    refused(half([10, "yard", "yard", "yard"], missed_entries=2), "'missed_entries'", "PG-19")
    refused(half([10, "yard", "yard", "yard"], throw=[6, 3], missed_entries=1), "'missed_entries'")
    gamekit.state_from_json(half(["yard"] * 4, missed_entries=2))


def test_pg19a_missed_entries_kept_by_unrestricted_double_loads():
    """PG-19a: an unrestricted double keeps the counter even after it brought pieces into play, so
    that position (counter 1, pieces in play, none waiting) is legal and round-trips."""
    st = position(
        {},
        "red",
        {  # red's captured pieces had a captor: yellow, captured in turn (PG-5)
            "red": ["returned", "returned", 71, 71],
            "yellow": ["returned"] + ["yard"] * 3,
            "green": ["yard"] * 4,
            "blue": ["yard"] * 4,
        },
        missed=1,
    )
    st = roll(st, (5, 5))  # normal double: both returned pieces enter; 2, 2 forfeited; throw again
    assert st.is_chance() and st.colour == 0 and st.missed_entries == 1 and st.pieces[0][:2] == (0, 0)
    assert st.game.state_from_json(json.loads(json.dumps(st.to_json()))) == st


RT_GAMES = [
    ({}, 300),
    ({"enter_on_sum_five": True}, 40),
    ({"individual": True, "colours": ["red", "green"]}, 40),
    ({"individual": True, "colours": ["red", "yellow", "blue"], "enter_on_sum_five": True}, 20),
]


@pytest.mark.parametrize("opts,games", RT_GAMES, ids=["teams-300", "sum-five-40", "red-green-40", "three-sum-five-20"])
def test_every_reached_state_round_trips(opts, games):
    """No position reached by play is refused: every state of seeded random games (chance nodes,
    half-played rolls, PG-14a choices, PG-19 counters, finished colours) loads back equal, and every
    throw and legal step round-trips through its typed JSON."""
    import random

    game = gamekit.load("pachisi", **opts)
    throws = tuple((max(a, b), min(a, b)) for a in range(1, 7) for b in range(1, 7))
    for seed in range(games):
        rng = random.Random(seed)
        st = game.initial_state()
        while True:
            obj = st.to_json()
            back = game.state_from_json(obj)
            assert back == st and back.to_json() == obj
            if st.is_terminal():
                break
            if st.is_chance():
                throw = throws[rng.randrange(36)]
                tj = json.loads(json.dumps(game.outcome_to_json(throw)))
                assert tj == {"type": "throw", "value": list(throw)} and game.outcome_from_json(tj) == throw
                st = st.apply(throw)
            else:
                moves = st.legal_moves()
                assert back.legal_moves() == moves
                for m in moves:  # every legal step round-trips through its typed JSON
                    assert game.move_from_json(json.loads(json.dumps(m.to_json()))) == m
                st = st.apply(moves[rng.randrange(len(moves))])


# ------------------------------------------------------------------ JSON vocabulary (issue 12 §4)


def test_json_header_and_typed_steps():
    """A position starts with the header keys game, options, to_move (the seat), winner; a step's
    JSON starts with "type": "step", and a move without a known type is refused naming 'type'."""
    game = gamekit.load("pachisi", individual=True, colours=["green", "red"])
    st = game.initial_state()
    obj = st.to_json()
    assert list(obj) == ["game", "options", "to_move", "winner", "pieces", "missed_entries", "throw", "steps"]
    assert obj["game"] == "pachisi/german" and obj["to_move"] == 0 and obj["winner"] is None
    assert obj["options"] == {"enter_on_sum_five": False, "individual": True, "colours": ["red", "green"]}
    assert not hasattr(st, "to_move") and st.colour == 0 and st.current_player == 0
    mid = st.apply((5, 1))
    [m] = mid.legal_moves()
    mj = m.to_json()
    assert list(mj)[0] == "type" and mj["type"] == "step"
    assert game.move_from_json(mj) == m
    for bad in ({k: v for k, v in mj.items() if k != "type"}, dict(mj, type="sow"), [5]):
        with pytest.raises(gamekit.InvalidMoveError, match="'type'"):
            game.move_from_json(bad)


def test_json_winner_is_the_team_seats():
    """PG-25: red and green home win as a team: "winner" is [0, 2]; a wrong winner is refused naming it."""
    home = [71] * 4
    pieces = {"red": home, "yellow": [10, "yard", "yard", "yard"], "green": home, "blue": ["yard"] * 4}
    game = gamekit.load("pachisi", ruleset="german")
    obj = dict(game.initial_state().to_json(), pieces=pieces, winner=[0, 2])
    st = game.state_from_json(obj)
    assert st.is_terminal() and st.winner == (0, 2) and st.to_json() == obj
    for wrong in (None, [1, 3], 0, "red"):
        with pytest.raises(gamekit.InvalidPositionError, match="'winner'"):
            game.state_from_json(dict(obj, winner=wrong))
    with pytest.raises(gamekit.InvalidPositionError, match="'throw'"):
        game.state_from_json(dict(obj, throw=[6, 5]))


def test_old_format_position_refused_with_a_hint():
    """The old header ("game": "pachisi" with "ruleset") is refused, naming the game keys to use."""
    obj = gamekit.load("pachisi", ruleset="german").initial_state().to_json()
    obj.update(game="pachisi", ruleset="german", to_move="red")
    with pytest.raises(gamekit.InvalidPositionError, match="'pachisi/german'"):
        gamekit.state_from_json(obj)
