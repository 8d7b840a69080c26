"""The board's "Move:" list: short labels that fit the list, one per move, and the move's whole
sentence on the message line and in the tooltip (``BoardView.move_label``, ``widgets/move_list.py``).

An HTML ``<select>`` cannot wrap, so every label must fit the list's room for text at a 1366 x 768
window (:data:`gamekit.widgets.layout.MOVE_LABEL_PX`, measured in DejaVu Sans at the list's 17 px;
``tests/browser/test_browser_screen.py`` checks the room and the widest labels in the page).
"""

from __future__ import annotations

import pytest

import gamekit
from gamekit.widgets import GameBoard
from gamekit.widgets.layout import MOVE_LABEL_PX
from gamekit.widgets.view import view_for
from move_labels import keys, label_px, labelled


@pytest.mark.parametrize("key", keys())
def test_every_label_fits_the_list_and_names_one_move(key):
    """Over the reachable decision positions of every registered game (a few hundred each, mid-roll
    and mid-throw ones included): every label fits its view's ``move_label_px``, and within one position no two
    legal moves share a label (a label names exactly one move)."""
    cases = labelled(key)
    budget = view_for(cases[0][0].game).move_label_px if cases else MOVE_LABEL_PX
    assert len(cases) >= 40, f"{key}: only {len(cases)} decision positions"
    too_wide, shared = [], []
    for state, moves, labels in cases:
        too_wide += [(label_px(t), t) for t in labels if label_px(t) > budget]
        if len(set(labels)) != len(labels):
            shared.append([t for t in labels if labels.count(t) > 1])
        assert len(labels) == len(moves)
    assert not too_wide, f"{key}: labels wider than {budget} px: {sorted(too_wide)[-3:]}"
    assert not shared, f"{key}: labels shared by two moves: {shared[:3]}"


def _labels(state):
    view = view_for(state.game)
    return [view.move_label(state, m) for m in state.legal_moves()]


def test_german_labels_piece_values_field_and_capture():
    """PG-16: red's 5-1 at the start enters piece 1 on its start field 13; PG-18: a 6-5 enters it
    and moves the 6 on to field 19; a capture (PG-13) is named by its colour."""
    g = gamekit.load("pachisi", ruleset="german")
    s = g.initial_state().apply((5, 1))
    assert _labels(s) == ["piece 1 enters: 5 → 13"]
    s = g.initial_state().apply((6, 5))  # PG-18: enter with the 5, the 6 on from field 13
    assert _labels(s) == ["piece 1 enters: 6+5 → 19"]
    cases = [(st, m, t) for st, ms, ts in labelled("pachisi/german") for m, t in zip(ms, ts) if m.capture >= 0]
    st, m, t = cases[0]
    j = m.to_json()
    assert t.endswith(f"✕ {j['capture']}") and f"piece {j['piece'] + 1}" in t
    assert str(m).endswith(f"capturing {j['capture']}")


def test_czech_labels_name_unit_and_board_fields():
    """PC-4, PC-7: after a throw of 10 with one red piece on path 0 (middle row 1), red may enter
    a new piece, move the piece to path 10 (field 11 of the board) or pass."""
    g = gamekit.load("pachisi", ruleset="czech")
    s = g.initial_state().apply(1)  # 1 mouth up: 10, a grace (PC-2)
    s = s.apply(s.legal_moves()[0])  # enter a piece
    s = s.apply(1)
    assert _labels(s) == [
        "enter a new piece",
        "1 piece: middle row 1 → field 11",
        "unit of 2: middle row 1 → field 11",
        "pass",
    ]
    from gamekit.pachisi.czech.tables import path_field

    assert path_field(0, 10) == 11


def test_sechs_as_and_raja_pasu_labels():
    """SA-2..SA-4: a 5-1 at the start: the 5 into the pot or declined, the 1 to the neighbour or
    declined.  RP-1, RP-2: South's seven holes of 7 seeds at the start."""
    s = gamekit.load("sechs_as").initial_state().apply((5, 1))
    assert _labels(s) == [
        "the 5: a stone into the pot",
        "the 5: declined, no stone moves",
        "the 1: a stone to the neighbour",
        "the 1: declined, no stone moves",
    ]
    s = gamekit.load("raja_pasu").initial_state()
    assert _labels(s) == [
        f"hole {h} (South's {h + 1}{'stndrd'[2 * h : 2 * h + 2] if h < 3 else 'th'}): 7 seeds" for h in range(7)
    ]


@pytest.mark.parametrize("key", keys())
def test_each_label_plays_its_move_and_its_sentence_is_shown(key):
    """Choosing a label in the list and pressing "Play move" plays that label's move (at the
    position with the most legal moves among the first reachable ones); the choice shows the
    move's whole sentence on the message line and as the list's tooltip."""
    state, moves, labels = max(labelled(key)[:60], key=lambda c: len(c[1]))
    b = GameBoard(state, speed="off")
    try:
        assert [t for t, _i in b.move_dropdown.options] == labels
        for i, move in enumerate(moves):
            if i == b.move_dropdown.value:
                b.move_dropdown.value = None
            b.move_dropdown.value = i
            sentence = state.describe(move)
            assert b.move_dropdown.tooltip == sentence
            assert b.message == f"Chosen: {sentence}." and not b.refused
            b.play_button.click()
            assert b.record.actions[-1] == move
            b.undo()
            assert b.state == state
    finally:
        b.close()
