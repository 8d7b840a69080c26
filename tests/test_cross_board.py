"""The cross board (RULES §1: B-1, B-2, B-2a, B-3) and its SVG drawing, shared by both Pachisi rule sets."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from gamekit import cross_board as cb
from gamekit.render.cross_board import Mark, draw_cross_board, to_string


def test_b2_track_is_a_ring_of_68_adjacent_cells():
    """B-2: 68 track fields, 17 per arm; consecutive fields (and 67 -> 0) are neighbouring cells."""
    cells = [cb.cell(f) for f in range(cb.TRACK_LENGTH)]
    assert len(set(cells)) == 68
    for f in range(68):
        (x1, y1), (x2, y2) = cells[f], cells[(f + 1) % 68]
        assert abs(x1 - x2) + abs(y1 - y2) in (1, 2), f  # corner steps across the arm's inner corner are diagonal


def test_b1_middle_columns_and_centre():
    """B-1: 7 middle-column fields per arm next to the tip, all distinct from the track."""
    mids = [cb.cell(cb.middle_field(a, r)) for a in range(4) for r in range(1, 8)]
    assert len(set(mids)) == 28 and not set(mids) & {cb.cell(f) for f in range(68)}
    for a in range(4):
        tx, ty = cb.cell(cb.tip(a))
        mx, my = cb.cell(cb.middle_field(a, 7))
        assert abs(tx - mx) + abs(ty - my) == 1


def test_b2a_arm0_south_outgoing_column_on_the_right():
    """B-2a: arm 0 is drawn south; looking outward (down) its outgoing column is on the right (west on screen)."""
    x0, y0 = cb.cell(cb.track_field(0, 0))
    x16, y16 = cb.cell(cb.track_field(0, 16))
    assert y0 > 10 and y16 > 10  # south
    assert x0 < x16  # looking down the screen, right is the viewer's left


def test_draw_cross_board_svg_parses_and_marks():
    """The drawing is valid SVG with pieces, a gate, yards, safe and conditionally safe fields and clicks."""
    root = draw_cross_board(
        {13: [Mark(0, "R1", token="piece:0")], 20: [Mark(1, "Y", 2)]},
        yards={0: {"waiting": [Mark(0, "R2")], "returned": [Mark(0, "R3")]}},
        goals={2: [Mark(2, "G")]},
        centre=[Mark(3, "B", 3)],
        safe=[3, 20, 37, 54],
        conditional={13: 0},
        highlight=[13],
        clickable={14: "field:14"},
        title="test",
        caption="values to play: 6, 2",
    )
    text = to_string(root)
    back = ET.fromstring(text)
    assert back.tag.endswith("svg") and back.get("viewBox")
    assert 'data-click="piece:0"' in text and 'data-click="field:14"' in text
    assert ">R1<" in text and ">YY<" in text and "x3" in text  # a gate (PG-22): the letter twice
    assert ">safe<" in text and ">safe but for its colour<" in text and ">last move<" in text


def test_draw_cross_board_castles_for_czech():
    """B-3: the same drawing serves the Czech castles."""
    text = to_string(
        draw_cross_board(
            {}, safe=cb.czech_castles(), safe_symbol="castle", goal_triangles=False, centre_label="charkoni"
        )
    )
    assert "castle" in text and "charkoni" in text
