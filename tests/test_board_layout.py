"""The board widget's layout (gamekit.widgets.layout): the picture beside a compact control column,
primary controls first, the picture sized to the screen's height (issue 11 §1).  The sizes on a
real 1366 x 768 screen are measured by tests/browser/test_browser_screen.py."""

from __future__ import annotations

import gamekit
from gamekit.widgets import board
from gamekit.widgets.layout import BOARD_HEIGHT, STYLE


def test_board_beside_its_controls_primary_first():
    b = board(gamekit.load("pachisi", ruleset="german"), seats=["person", "greedy", "person", "greedy"])
    style, main = b.children
    assert style is b.style_html and style.value == STYLE
    left, right = main.children
    assert "gk-main" in main._dom_classes and "gk-board-column" in left._dom_classes
    assert "gk-control-column" in right._dom_classes and left.children == (b.svgboard,)
    column = list(right.children)
    assert column[:2] == [b.status_html, b.message_html]
    # throwing, the move, undo/redo (with New game and Hint), the players -- then the rest
    assert column[2] is b.chance_box and column[3] is b.move_box
    assert [w.description for w in column[4].children] == ["Undo", "Redo", "New game", "Hint"]
    assert [w.description for w in column[5].children][:4] == ["red:", "yellow:", "green:", "blue:"]
    assert column[-1] is b.log_html
    assert b.svgboard.fit_height == BOARD_HEIGHT == "max(360px, 100vh - 180px)"


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
