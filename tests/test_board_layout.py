"""The board widget's layout (gamekit.widgets.layout): the picture beside a compact control column,
primary controls first, the picture sized to the screen's height and its text.  The sizes on a
real 1366 x 768 screen are measured by tests/browser/test_browser_screen.py."""

from __future__ import annotations

import gamekit
from gamekit.widgets import board
from gamekit.widgets.layout import COLUMN_PX, PICTURE_HEIGHT, STYLE, is_wide, picture_width, svg_size


def test_board_beside_its_controls_primary_first():
    b = board(gamekit.load("pachisi", ruleset="german"), seats=["person", "greedy", "person", "greedy"])
    style, main = b.children
    assert style is b.style_html and style.value.startswith(STYLE[: -len("</style>\n")])
    # the picture's box keeps the proportions of the first drawing (673.2 / 754.8 = 0.8919)
    assert "gk-aspect-8919" in b.svgboard._dom_classes and "aspect-ratio: 0.8919;" in style.value
    left, right = main.children
    assert "gk-main" in main._dom_classes and "gk-board-column" in left._dom_classes
    assert "gk-control-column" in right._dom_classes and left.children[0] is b.svgboard
    # under the picture: the replay row (slider, Step, Skip, caption), then the analysis
    assert list(left.children[1].children) == [b.replay_slider, b.step_button, b.skip_button, b.caption_html]
    assert len(left.children) == 2  # the German cross is tall: the players are in the column
    column = list(right.children)
    assert column[:3] == [b.status_html, b.message_html, b.chance_box]
    # throwing, the move, undo/redo, the players -- then the pace, the log and the hint
    assert [w.description for w in column[3].children] == ["Throw", "Play move", "Undo", "Redo"]
    assert column[4] is b.move_box and list(b.move_box.children) == [b.move_dropdown]
    assert [w.description for w in column[5].children] == ["New game", "Hint", "Computer move"]
    assert [w.description for w in column[6].children] == ["red:", "yellow:", "green:", "blue:"]
    assert list(column[7].children) == [b.auto_checkbox, b.speed_dropdown]
    assert column[8:] == [b.analysis, b.keys_html, b.log_html, b.hint_html]


def test_a_wide_picture_has_the_players_under_it():
    """The Czech cross with its key (1013.2 x 717.4 units) is wide: the seats go under it."""
    b = board(gamekit.load("pachisi", ruleset="czech"), seats=["person", "greedy", "person", "greedy"])
    left, right = b.children[1].children
    assert is_wide(b.svgboard.svg) and not is_wide(board(gamekit.load("pachisi", ruleset="german")).svgboard.svg)
    assert [w.description for w in left.children[2].children] == ["red:", "yellow:", "green:", "blue:"]
    assert left.children[2] not in right.children


def test_picture_width_keeps_its_smallest_text_at_16px():
    """The German picture (673.2 x 754.8 units, smallest text 21.08) is never narrower than
    673.2 * 16 / 21.08 = 511 px, as tall as the height budget allows, and leaves the column room."""
    b = board(gamekit.load("pachisi", ruleset="german"))
    assert svg_size(b.svgboard.svg) == (673.2, 754.8, 21.08)
    want = f"clamp(511px, calc(({PICTURE_HEIGHT}) * 0.8919), calc(100% - {COLUMN_PX + 12}px))"
    assert picture_width(b.svgboard.svg) == want == b.children[1].children[0].layout.width


def test_no_text_under_16px_in_the_board_css():
    """Every font size the board's stylesheet sets is 16 px or more."""
    import re

    sizes = [int(v) for v in re.findall(r"font-size:\s*(\d+)px", STYLE)]
    assert sizes and min(sizes) >= 16


def test_log_is_a_region_with_a_live_announcer():
    """The visible log is a named, focusable region; the board keeps a live region for the newest entry."""
    from gamekit.widgets.svgboard import _ESM

    b = board("raja_pasu")
    assert '<div class="gk-log" role="region" aria-label="Game log" tabindex="0">' in b.log_html.value
    assert "gk-log-box" in b.log_html._dom_classes
    assert 'live.setAttribute("aria-live", "polite")' in _ESM and 'live.setAttribute("role", "log")' in _ESM


def test_the_move_list_spans_the_column_and_its_tooltip_is_the_whole_move():
    """PG-16: after a throw of 5-1 red's only move enters a piece; the list is the column's width
    and its tooltip is the chosen move's whole text (a long one is cut in the closed list)."""
    b = board(gamekit.load("pachisi", ruleset="german"), speed="off")
    assert b.move_dropdown.layout.width == "100%" and b.move_dropdown.tooltip == "(throw first)"
    b.throw((5, 1))
    (move,) = b.state.legal_moves()
    assert b.move_dropdown.tooltip == str(move) == "red piece 1 enters on its start field 13 with a five"
