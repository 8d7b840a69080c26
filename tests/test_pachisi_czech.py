"""Tests of Pačísí with the Czech rules (RULES.md §3, PC-1..PC-11, and §5a PC-4a, 5a, 5b, 7a, 8a, 11a).

Golden cases (tests/data/golden/pachisi_czech.json) were worked by hand; each names its rule IDs;
tests/test_golden.py runs them.
"""

from __future__ import annotations

import json
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamekit
import gamekit.rules
import golden
from conformance import check_bad_json_refused, check_illegal_refused, check_playouts
from gamekit.cross_board import COLOURS, czech_castles
from gamekit.pachisi.czech import (
    CASTLES,
    HOME,
    RETURNED,
    YARD,
    CzechPachisi,
    Enter,
    Move,
    Pass,
    path_field,
    reachable_positions,
    with_pieces,
)
from gamekit.throws import COWRIE_VALUES, cowrie_probability

START = [0, YARD, YARD, YARD]


def czech(**opts) -> CzechPachisi:
    return gamekit.load("pachisi", ruleset="czech", **opts)


def position(game, pieces: dict, colour="red", throw=None):
    full = {c: pieces.get(c, START) for c in COLOURS}
    return with_pieces(game, full, colour, throw)


# ------------------------------------------------------------------------- golden cases
GOLDEN = golden.cases("pachisi/czech")  # run by tests/test_golden.py


@pytest.mark.parametrize("case", GOLDEN, ids=[c["id"] for c in GOLDEN])
def test_golden_reachable_positions_helper_agrees_with_the_engine(case):
    """On each golden position: the helper reachable_positions gives exactly the positions that
    playing every legal move through the engine gives (one per move, or the pass, PC-5a)."""
    start = golden.start_state(case)
    throw = golden.read_action(start, case["action"])
    assert reachable_positions(start, throw) == set(golden.whole_play_ends(start.apply(throw)))


# ------------------------------------------------------------------------- PC-2 cowries
def test_pc2_cowrie_distribution_fair_shells_exact():
    """PC-2: with p = 1/2 the number of mouths up is 1, 6, 15, 20, 15, 6, 1 out of 64 for 0..6."""
    outs = czech().initial_state().chance_outcomes()
    assert [k for k, _ in outs] == list(range(7))
    assert [p * 64 for _, p in outs] == [1, 6, 15, 20, 15, 6, 1]  # exact: powers of two
    assert [cowrie_probability(k, Fraction(1, 2)) for k in range(7)] == [
        Fraction(n, 64) for n in (1, 6, 15, 20, 15, 6, 1)
    ]


def test_pc2_cowrie_distribution_quarter_worked_by_hand():
    """PC-2, option cowrie_p: with p = 1/4, P(k up) = C(6,k) 3^(6-k) / 4^6:
    729, 1458, 1215, 540, 135, 18, 1 out of 4096 (0 up, the pachisi 25, is the most likely)."""
    outs = czech(cowrie_p=0.25).initial_state().chance_outcomes()
    assert [p * 4096 for _, p in outs] == [729, 1458, 1215, 540, 135, 18, 1]
    assert sum(p for _, p in outs) == 1.0


def test_pc2_cowrie_third_exact_fractions():
    """PC-2: p = 1/3 worked by hand: 64, 192, 240, 160, 60, 12, 1 out of 729."""
    assert [cowrie_probability(k, Fraction(1, 3)) for k in range(7)] == [
        Fraction(n, 729) for n in (64, 192, 240, 160, 60, 12, 1)
    ]


def test_pc2_values_table_and_labels():
    """PC-2: 6..2 up move 6..2, 1 up moves 10, 0 up is pachisi, 25."""
    assert COWRIE_VALUES == {0: 25, 1: 10, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6}
    g = czech()
    assert g.outcome_label(0) == "0 mouths up: pachisi, 25 (grace)"
    assert g.outcome_label(3) == "3 mouths up: 3"
    s = g.initial_state().apply(1)
    assert s.throw == 1 and s.value == 10


@pytest.mark.parametrize("bad", [0, 1, 0.0, 1.0, 1.5, -0.2, float("nan"), "half", True, None, 1e-200, 0.0099, 0.9901])
def test_pc2_cowrie_p_out_of_range_is_an_error(bad):
    """PC-2 option cowrie_p must lie from 0.01 to 0.99 (decision: every throw keeps a probability
    above 0): anything else raises UnknownOptionError naming the option."""
    with pytest.raises(gamekit.UnknownOptionError, match="cowrie_p"):
        czech(cowrie_p=bad)


@pytest.mark.parametrize("p", [0.01, 0.99])
def test_pc2_cowrie_p_range_ends_keep_every_throw_possible(p):
    """PC-2 (issue 10 §4): at both ends of the range each count 0..6 has probability > 0, and apply
    and apply_with_events accept every one of them and give the same state.  At 0.01 six mouths up
    has 0.01**6 = 1e-12; at 0.99 none up has (1 - 0.99)**6 = 1e-12."""
    s = czech(cowrie_p=p).initial_state()
    outs = s.chance_outcomes()
    assert [k for k, _ in outs] == [0, 1, 2, 3, 4, 5, 6]
    assert all(prob > 0 for _, prob in outs)
    assert outs[6 if p == 0.01 else 0][1] == pytest.approx(1e-12, rel=1e-6)
    for k in range(7):
        assert s.apply(k) == s.apply_with_events(k)[0]
    for bad in (7, -1, 3.0, True, "3", None):
        for apply in (s.apply, lambda x: s.apply_with_events(x)[0]):
            with pytest.raises(gamekit.IllegalMoveError, match="PC-2"):
                apply(bad)


def test_options_unknown_and_ruleset_round_trip():
    """PC-1 options; the JSON's "game" is the registry key "pachisi/czech", so gamekit.state_from_json
    finds this rule set; the options keep their fixed `ruleset` entry ("czech")."""
    with pytest.raises(gamekit.UnknownOptionError, match="valid options"):
        czech(dice=2)
    with pytest.raises(gamekit.UnknownOptionError):
        czech(individual="yes")
    g = czech(individual=True, cowrie_p=0.3, help_partner=True)
    obj = g.initial_state().to_json()
    assert obj["game"] == "pachisi/czech" and "ruleset" not in obj and obj["options"]["ruleset"] == "czech"
    assert obj["options"] == {"ruleset": "czech", "individual": True, "cowrie_p": 0.3, "help_partner": True}
    back = gamekit.state_from_json(json.loads(json.dumps(obj)))
    assert back == g.initial_state() and back.game == g
    assert isinstance(back.game, CzechPachisi)


# ------------------------------------------------------------------------- set-up, turns
def test_pc1_pc4_initial_position():
    """PC-4: every colour's first piece starts on path 0, three wait in the charkoni; PC-1: red throws first."""
    s = czech().initial_state()
    assert s.is_chance() and s.current_player == 0
    assert s.pieces == ((0, YARD, YARD, YARD),) * 4
    assert s.to_json()["pieces"] == {c: [0, "yard", "yard", "yard"] for c in COLOURS}


def test_pc6_grace_gives_same_player_another_throw_non_grace_passes_on():
    """PC-6: after a grace (6, 10, 25) the same player throws again; after 2..5 the next colour."""
    s = czech().initial_state()
    for k in range(7):
        t = s.apply(k)
        m = [m for m in t.legal_moves() if isinstance(m, Move)][0]
        after = t.apply(m)
        assert after.is_chance()
        assert after.current_player == (0 if COWRIE_VALUES[k] in (6, 10, 25) else 1)


def test_pc5a_engine_never_stops_at_a_pass_only_decision():
    """PC-5a: in random games every decision node offers something besides passing."""
    g = czech()
    rng = np.random.default_rng(5)
    for st_, _ in gamekit.playout(g.initial_state(), _random, rng):
        if not st_.is_chance():
            assert any(not isinstance(m, Pass) for m in st_.legal_moves())
            assert isinstance(st_.legal_moves()[-1], Pass)


def _random(state, rng):
    moves = state.legal_moves()
    return moves[int(rng.integers(len(moves)))]


def test_pc5a_auto_pass_events():
    """PC-5a: the automatic pass is reported as an event after the throw; PC-6 grace follows."""
    g = czech()
    s = position(g, {"red": [80, 83, 83, 83]})
    after, events = s.apply_with_events(0)
    assert [e.kind for e in events] == ["throw", "pass", "grace"]
    assert events[1].data["automatic"] is True
    assert after.is_chance() and after.current_player == 0


# ------------------------------------------------------------------------- why-not
def test_why_not_cites_rules():
    """Illegal moves are refused with a sentence and a rule ID: PC-9 castle, PC-8 unit too small,
    PC-5 exact count and one-short, PC-4 not a grace, PC-4a nothing to enter, PC-7a partial unit,
    PC-1 not your turn, PC-2 a throw is due."""
    g = czech()
    s = position(g, {"red": [20, 10, 80, 82], "yellow": [7, YARD, YARD, YARD]})
    assert "PC-2" in s.why_not(Move(0, 10, 14, 1))
    t = s.apply(4)  # 4: 20->24 is yellow's tip castle
    assert "castle" in t.why_not(Move(0, 20, 24, 1)) and "PC-9" in t.why_not(Move(0, 20, 24, 1))
    assert "PC-5" in t.why_not(Move(0, 80, 84, 1)) and "exact" in t.why_not(Move(0, 80, 84, 1))
    assert "PC-5" in t.why_not(Move(0, 82, 86, 1))
    assert "PC-4" in t.why_not(Enter(0, "yard"))
    assert "PC-2" in t.why_not(Move(0, 10, 15, 1))
    assert "PC-1" in t.why_not(Move(1, 7, 11, 1))
    assert "PC-7a" in t.why_not(Move(0, 30, 34, 1))
    assert t.why_not(Move(0, 10, 14, 1)) is None and t.why_not(Pass(0)) is None
    u = position(g, {"red": [20, 5, 5, 5], "yellow": [74, 74, YARD, YARD]}).apply(3)
    assert "PC-8" in u.why_not(Move(0, 20, 23, 1)) and "at least as large" in u.why_not(Move(0, 20, 23, 1))
    assert "PC-7a" in u.why_not(Move(0, 5, 8, 2))
    assert u.why_not(Move(0, 5, 8, 3)) is None
    v = position(g, {"red": [20, 5, 5, 5]}).apply(0)
    assert "PC-4a" in v.why_not(Enter(0, "yard")) and "PC-4a" in v.why_not(Enter(0, "returned"))
    w = position(g, {"red": [82, 5, 5, 5]}).apply(2)
    assert "one field short" in w.why_not(Move(0, 82, 84, 1)) and "PC-5b" in w.why_not(Move(0, 82, 84, 1))


def test_illegal_moves_refused_state_unchanged():
    """IllegalMoveError for illegal moves and impossible throws; the state is unchanged (PC-2, PC-9)."""
    g = czech()
    s = position(g, {"red": [20, 10, YARD, YARD], "yellow": [7, YARD, YARD, YARD]})
    check_illegal_refused(s, [7, -1, "three", Move(0, 10, 14, 1)])
    t = s.apply(4)
    check_illegal_refused(t, [Move(0, 20, 24, 1), Enter(0, "yard"), Move(1, 7, 11, 1), 3, "nonsense", {"type": "x"}])
    with pytest.raises(gamekit.IllegalMoveError, match="PC-9"):
        t.apply(Move(0, 20, 24, 1))


def test_coerce_pass_tokens_and_json():
    """Moves may be given as their JSON, as click tokens, or "pass" (PC-5a)."""
    g = czech()
    t = position(g, {"red": [20, 10, YARD, YARD]}).apply(4)
    assert t.coerce_move("pass") == Pass(0)
    assert t.coerce_move("move:0:10:1") == Move(0, 10, 14, 1)
    assert t.coerce_move({"type": "move", "colour": "red", "from": 10, "to": 14, "size": 1}) == Move(0, 10, 14, 1)
    assert t.apply("move:0:10:1") == t.apply(Move(0, 10, 14, 1))


def test_moves_json_and_sentences():
    """Moves round-trip through JSON and read as sentences (PC-4, PC-7, PC-5a)."""
    g = czech()
    for m in (Enter(0, "yard"), Enter(3, "returned"), Move(1, 5, 15, 2), Move(2, 82, 83, 1), Pass(3)):
        assert g.move_from_json(json.loads(json.dumps(m.to_json()))) == m
    # PC-3: red's path 7 is its tip, track 8, so red's path p (7..75) is track p + 1; yellow's tip is
    # track 25, so yellow's path p is track (25 + p - 7) mod 68; path 0..6 / 76..82 are middle rows
    # 1..7 / 7..1 counted from the charkoni (the board prints no number there)
    assert str(Move(0, 20, 23, 2)) == "red moves a unit of 2 pieces from field 21 to field 24"
    assert str(Move(0, 82, 83, 1)) == "red moves one piece from row 1 of red's middle column to home"
    assert str(Move(0, 5, 9, 1)) == "red moves one piece from row 6 of red's middle column to field 10"
    assert str(Move(1, 70, 77, 1)) == "yellow moves one piece from field 20 to row 6 of yellow's middle column"
    assert str(Move(1, 1, 7, 1)) == "yellow moves one piece from row 2 of yellow's middle column to field 25 (the tip)"
    assert (
        str(Enter(2, "yard"))
        == "green enters a never-entered piece from the charkoni onto row 1 of green's middle column (PC-4)"
    )
    assert str(Enter(1, "returned")).startswith("yellow enters a captured piece")
    for bad in (
        {"type": "move", "colour": "red", "from": "a", "to": 1, "size": 1},
        {"type": "fly", "colour": "red"},
        {"type": "pass", "colour": "pink"},
        [1, 2],
        {"type": "enter", "colour": "red", "source": "home"},
    ):
        with pytest.raises(gamekit.InvalidMoveError):  # issue 12 §3: unreadable move input, not a position
            g.move_from_json(bad)


# ------------------------------------------------------------------------- events
def test_events_enter_capture_home_grace_end():
    """Events: throw, enter (PC-4), move, capture (PC-8), home (PC-3), grace (PC-6), end (PC-1)."""
    g = czech()
    s = position(g, {"red": [15, YARD, YARD, YARD], "yellow": [8, YARD, YARD, YARD]}).apply(1)
    _, ev = s.apply_with_events(Move(0, 15, 25, 1))
    assert [e.kind for e in ev] == ["move", "capture", "grace"]
    assert ev[1].data == {"colour": 0, "captured": 1, "count": 1, "field": 26}
    _, ev = s.apply_with_events(Enter(0, "yard"))
    assert [e.kind for e in ev] == ["enter", "grace"]
    w = position(g, {"red": [80, 83, 83, 83], "green": [83, 83, 83, 83]}).apply(3)
    after, ev = w.apply_with_events(Move(0, 80, 83, 1))
    assert [e.kind for e in ev] == ["move", "home", "end"]
    assert after.is_terminal() and after.winner == (0, 2) and after.returns() == (1.0, -1.0, 1.0, -1.0)
    assert after.legal_moves() == [] and after.chance_outcomes() == []


def test_pc1_individual_winner_is_one_colour():
    """PC-1 option individual: the first colour with all four pieces home wins alone."""
    g = czech(individual=True)
    s = position(g, {"blue": [81, 83, 83, 83]}, colour="blue").apply(2)
    after = s.apply(Move(3, 81, 83, 1))
    assert after.winner == 3 and after.returns() == (-1.0, -1.0, -1.0, 1.0)


def test_pc11a_help_partner_has_no_effect_in_individual_play():
    """PC-11a: with individual, help_partner does nothing (a finished colour has already won)."""
    g = czech(individual=True, help_partner=True)
    s = position(g, {"red": [20, 83, 83, 83], "green": [10, YARD, YARD, YARD]}).apply(2)
    assert all(m.colour == 0 for m in s.legal_moves())


def test_pc11_without_help_partner_partner_pieces_refused():
    """PC-11: a finished player without help_partner may not move its partner's pieces."""
    g = czech()
    s = position(g, {"red": [83, 83, 83, 83], "green": [10, YARD, YARD, YARD]}).apply(0)
    assert s.is_chance() and s.current_player == 0  # auto-pass, grace kept (PC-11a)
    t = position(czech(help_partner=True), {"red": [83, 83, 83, 83], "green": [10, YARD, YARD, YARD]}).apply(3)
    assert "PC-11" in t.why_not(Move(0, 83, 86, 1))
    assert t.mover == 2


# ------------------------------------------------------------------------- JSON
GOOD = {
    "game": "pachisi/czech",
    "options": {"ruleset": "czech", "individual": False, "cowrie_p": 0.5, "help_partner": False},
    "to_move": 0,
    "winner": None,
    "throw": None,
    "pieces": {
        "red": [20, 30, "returned", "yard"],
        "yellow": [74, 83, "yard", "yard"],
        "green": [50, 0, "yard", "yard"],
        "blue": [0, "yard", "yard", "yard"],
    },
}


def test_json_loads_canonical_and_round_trips():
    """PC-3/PC-4a JSON: pieces in canonical order (positions ascending, returned, yard); round trip exact."""
    g = czech()
    s = g.state_from_json(GOOD)
    assert s.to_json()["pieces"]["green"] == [0, 50, "yard", "yard"]
    assert g.state_from_json(s.to_json()) == s
    shuffled = json.loads(json.dumps(GOOD))
    shuffled["pieces"]["red"] = ["yard", "returned", 30, 20]
    assert g.state_from_json(shuffled) == s


def _set(path, value):
    def mutate(obj):
        target = obj
        for k in path[:-1]:
            target = target[k]
        target[path[-1]] = value

    return mutate


def test_bad_json_refused_naming_the_key():
    """InvalidPositionError for: two teams on a field (PC-8), a captured piece on a castle (two teams on
    a castle, PC-9), bad path positions (PC-3), unknown piece states (PC-4a), four never-entered pieces
    (PC-4), bad throw (PC-2), bad colour, wrong ruleset or options."""
    g = czech()
    mutations = [
        _set(("pieces", "yellow", 0), 71),  # red 20 is field 21, a castle; yellow 71 is field 21 too
        _set(("pieces", "yellow", 0), 13),  # red 30 is field 31; yellow 13 is field 31 too
        _set(("pieces", "red", 0), 84),
        _set(("pieces", "red", 0), -1),
        _set(("pieces", "red", 0), "home"),
        _set(("pieces", "red", 0), True),
        _set(("pieces", "red", 0), 20.0),
        _set(("pieces", "red"), [20, 30, "yard"]),
        _set(("pieces", "blue"), ["yard", "yard", "yard", "yard"]),
        _set(("pieces",), {"red": [0, "yard", "yard", "yard"]}),
        _set(("to_move",), "pink"),
        _set(("to_move",), "red"),  # the old form: a colour name, not the seat
        _set(("to_move",), 4),
        _set(("to_move",), True),
        _set(("winner",), 0),
        _set(("winner",), [0, 2]),
        _set(("throw",), 7),
        _set(("throw",), "3"),
        _set(("ruleset",), "czech"),  # the old form: no such key now
        _set(("game",), "pachisi"),
        _set(("options", "cowrie_p"), 0.4),
        _set(("options", "ruleset"), "german"),
        _set(("game",), "raja_pasu"),
        _set(("extra",), 1),
    ]
    check_bad_json_refused(g, GOOD, mutations)
    bad = json.loads(json.dumps(GOOD))
    bad["pieces"]["yellow"][0] = 71
    with pytest.raises(gamekit.InvalidPositionError, match="castle.*PC-9"):
        g.state_from_json(bad)
    bad["pieces"]["yellow"][0] = 13
    with pytest.raises(gamekit.InvalidPositionError, match="PC-8"):
        g.state_from_json(bad)
    bad["pieces"]["yellow"][0] = 84
    with pytest.raises(gamekit.InvalidPositionError, match=r"pieces\.yellow\[0\]"):
        g.state_from_json(bad)


def test_json_partners_may_share_fields_and_castles():
    """PC-8a: partners may share any field, castles included (red 20 and green on field 21)."""
    g = czech()
    obj = json.loads(json.dumps(GOOD))
    obj["pieces"]["green"][0] = (21 - 35) % 68
    assert g.state_from_json(obj).occupancy()[21] == {0: 1, 2: 1}


# ------------------------------------------------------------------------- board facts
def test_pc9_castles_and_pc3_path_fields():
    """PC-9: twelve castles at track 17a+4, 17a+8, 17a+12; PC-3: the tip is path 7 and 75."""
    assert sorted(CASTLES) == [4, 8, 12, 21, 25, 29, 38, 42, 46, 55, 59, 63] == list(czech_castles())
    for c in range(4):
        assert path_field(c, 7) == path_field(c, 75) == 17 * c + 8
        assert path_field(c, 74) == 17 * c + 7
        assert path_field(c, HOME) == 96
        assert path_field(c, 0) == path_field(c, 82)


# ------------------------------------------------------------------------- conformance
def _invariant(state):
    """16 pieces; no two teams on a field (PC-8); a castle holds one team only (PC-9, so never a
    captured piece); partners may share (PC-8a); at most 3 never-entered pieces per colour (PC-4)."""
    g = state.game
    assert len(state.pieces) == 4 and all(len(p) == 4 for p in state.pieces)
    for c, pcs in enumerate(state.pieces):
        assert list(pcs).count(YARD) <= 3
        for p in pcs:
            assert p in (YARD, RETURNED) or 0 <= p <= HOME
    for f, by in state.occupancy().items():
        cols = list(by)
        for a in cols:
            for b in cols:
                assert b not in g.opponents[a], f"{COLOURS[a]} and {COLOURS[b]} share field {f}"


@pytest.mark.parametrize("opts", [{}, {"individual": True}, {"help_partner": True, "cowrie_p": 0.3}])
def test_conformance_random_games(opts):
    """Conformance (tests/conformance.py): random games, API, JSON round trip, immutability, invariants
    (PC-8 no two teams on a field, PC-9 castles, PC-4 pieces), for team play, individual play and help_partner."""
    finals = check_playouts(czech(**opts), n_games=4, seed=11, invariant=_invariant)
    for f in finals:
        assert f.is_terminal()
        w = f.winner
        team = w if isinstance(w, tuple) else (w,)
        assert all(f.pieces[c] == (HOME,) * 4 for c in team)


def test_captures_never_on_castles_in_many_games():
    """PC-9: in 40 random games no capture event ever happens on a castle; PC-8 captured pieces go
    to 'returned'; PC-1 every game ends with a winning team."""
    g = czech()
    rng = np.random.default_rng(2024)
    captures = 0
    for _ in range(40):
        s = g.initial_state()
        while not s.is_terminal():
            if s.is_chance():
                k = int(rng.binomial(6, 0.5))
                s, ev = s.apply_with_events(k)
            else:
                s, ev = s.apply_with_events(_random(s, rng))
            for e in ev:
                if e.kind == "capture":
                    captures += 1
                    assert e.data["field"] not in CASTLES
                    assert RETURNED in s.pieces[e.data["captured"]]
        assert s.winner in ((0, 2), (1, 3))
    assert captures > 0


# ------------------------------------------------------------------------- properties
piece = st.one_of(st.sampled_from([YARD, RETURNED]), st.integers(0, HOME))


@st.composite
def positions(draw):
    g = czech(**draw(st.sampled_from([{}, {"individual": True}, {"help_partner": True}])))
    for _ in range(50):
        pieces = {c: draw(st.lists(piece, min_size=4, max_size=4)) for c in COLOURS}
        for c in COLOURS:
            if pieces[c].count(YARD) == 4:
                pieces[c][0] = 0
        try:
            s = with_pieces(g, pieces, draw(st.sampled_from(COLOURS)))
        except gamekit.InvalidPositionError:
            continue
        if not s.is_terminal():
            return s
    return g.initial_state()


@settings(max_examples=150, deadline=None)
@given(positions(), st.integers(0, 6))
def test_property_why_not_agrees_with_legal_moves(state, throw):
    """why_not(m) is None exactly for the legal moves, over every candidate move (PC-4, PC-5, PC-7a,
    PC-8, PC-9); every result keeps the invariants (PC-8, PC-9) and the pieces (16)."""
    t = state.apply(throw)
    if t.is_chance() or t.is_terminal():
        return
    legal = set(t.legal_moves())
    cands = {Pass(t.mover), Enter(t.mover, "yard"), Enter(t.mover, "returned")}
    for c in range(4):
        for frm, n in t.units(c):
            for size in range(1, n + 1):
                for to in range(frm, HOME + 1):
                    cands.add(Move(c, frm, to, size))
    for m in cands:
        reason = t.why_not(m)
        assert (reason is None) == (m in legal), (m, reason)
        if reason is not None:
            assert "PC-" in reason
    for m in legal:
        _invariant(t.apply(m))


def test_rules_registry_lists_every_czech_rule():
    """Every PC rule of RULES.md §3 and §5a is in the registry, kind seed/decision, seed 003."""
    ids = gamekit.rules.ids("pachisi/czech")
    assert set(ids) == {
        "PC-1",
        "PC-2",
        "PC-3",
        "PC-4",
        "PC-4a",
        "PC-5",
        "PC-5a",
        "PC-5b",
        "PC-6",
        "PC-7",
        "PC-7a",
        "PC-8",
        "PC-8a",
        "PC-9",
        "PC-10",
        "PC-11",
        "PC-11a",
    }
    for i in ids:
        r = gamekit.rules.get(i)
        assert r.kind in ("seed", "decision") and r.seed == "003"
    assert "cowrie" in gamekit.rules.explain("PC-2")


# ------------------------------------------------------------------------- view and drawing
def test_view_svg_castles_units_and_clicks():
    """The view draws the cross board with the twelve castles (PC-9), units with their count (PC-7a),
    six cowries (PC-2); a unit with two legal sizes is selected as one (PC-7), refused clicks cite rules."""
    import xml.etree.ElementTree as ET

    from gamekit.widgets.pachisi_czech import CzechPachisiView
    from gamekit.widgets.view import Refuse, Select

    g = czech()
    view = CzechPachisiView()
    s = position(g, {"red": [20, 20, 5, RETURNED], "yellow": [74, 74, 83, YARD], "blue": [40, 7, YARD, YARD]})
    t, events = s.apply_with_events(1)
    root = ET.fromstring(view.svg(t, events=events))
    tokens = {el.get("data-click") for el in root.iter() if el.get("data-click")}
    assert {"unit:20", "unit:5", "enter:0:returned", "pass"} <= tokens
    assert len([el for el in root.iter() if el.get("class") == "cowrie cowrie-up"]) == 1
    assert len([el for el in root.iter() if (el.get("class") or "").startswith("cowrie ")]) == 6
    sel = view.click(t, "unit:20")
    assert isinstance(sel, Select) and sel.selected == 20
    root = ET.fromstring(view.svg(t, selected=20))
    tokens = {el.get("data-click") for el in root.iter() if el.get("data-click")}
    assert {"move:0:20:2", "move:0:20:1"} <= tokens
    assert view.click(t, "move:0:20:2", 20) == Move(0, 20, 30, 2)
    assert view.click(t, "unit:5") == Move(0, 5, 15, 1)
    u = position(g, {"red": [20, 10, YARD, YARD], "yellow": [7, YARD, YARD, YARD]}).apply(4)
    r = view.click(u, "unit:20")
    assert isinstance(r, Refuse) and "PC-9" in r.reason
    assert "throw" in view.status(u) and view.hint(u).startswith("The greedy player")
    assert view.outcome_label(g.initial_state(), 0).endswith("0 mouths up: pachisi, 25 (grace)")


def test_throw_picker_shells_by_hand():
    """PC-2: clicking shells sets a throw by hand: shell:i turns shell i over, throw:k applies k mouths up."""
    from gamekit.render.cowries import cowries_svg, shells_for, toggle_shell
    from gamekit.widgets.pachisi_czech import CzechPachisiView

    view = CzechPachisiView()
    s = czech().initial_state()
    shells = shells_for(0)
    shells, out = view.throw_click(s, "shell:3", shells)
    assert shells == (False, False, False, True, False, False) and out is None
    shells, out = view.throw_click(s, "throw:1", shells)
    assert out == 1 and s.apply(out).value == 10
    assert 'data-click="shell:5"' in view.throw_svg(s, shells) and 'data-click="throw:1"' in view.throw_svg(s, shells)
    assert "data-click" not in view.throw_svg(s.apply(3))
    assert toggle_shell(shells, "shell:3") == shells_for(0)
    assert "0 mouths up: pachisi, 25 (grace)" in cowries_svg(0)


def test_greedy_agent_priorities_and_full_game_on_widget():
    """Greedy (gamekit.agents.pachisi_czech): home first (PC-5), then capture (PC-8); a whole four-player game
    can be played on the widget shell with computer players (PC-1)."""
    from gamekit.agents import agents_for

    g = czech()
    greedy = agents_for(g)["greedy"]
    s = position(g, {"red": [78, 20, YARD, YARD], "yellow": [74, YARD, YARD, YARD]}).apply(5)
    assert greedy(s, None) == Move(0, 78, 83, 1)
    s = position(g, {"red": [60, 20, YARD, YARD], "yellow": [74, YARD, YARD, YARD]}).apply(3)
    assert greedy(s, None) == Move(0, 20, 23, 1)
    pytest.importorskip("ipywidgets")
    from gamekit.widgets import board

    b = board(
        "pachisi",
        ruleset="czech",
        seats=["greedy", "random", "greedy", "random"],
        seed=1,
        pace=0,
        speed="off",
        max_auto_steps=100_000,
    )
    assert b.state.is_terminal() and b.state.winner in ((0, 2), (1, 3))
