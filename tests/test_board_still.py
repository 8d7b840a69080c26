"""What the class sees holds still between clicks: the parts whose text changes have a fixed
height (checked in the CSS the board carries), the hint box keeps its place while Hint is on,
and the caption "press Step to watch" shows only where the action was not animated."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from gamekit.widgets import board  # noqa: E402
from gamekit.widgets.layout import STYLE  # noqa: E402


def rule(selector: str) -> str:
    m = re.search(re.escape(selector) + r"\s*\{([^}]*)\}", STYLE)
    assert m, selector
    return m.group(1)


@pytest.mark.parametrize(
    "selector, em",
    [
        (".gamekit-board .gk-caption", "1.3"),  # one line
        (".gamekit-board .gk-status", "2.5"),  # two lines of 1.25
        (".gamekit-board .gk-message", "2.5"),
        (".gamekit-board .gk-log", "3.9"),  # three lines of 1.3
        (".gamekit-board .gk-hint .gk-hint-text", "2.6"),  # two lines of 1.3
    ],
)
def test_changing_lines_have_a_fixed_height(selector, em):
    assert re.search(r"(?<![-\w])height:\s*" + re.escape(em) + "em", rule(selector))


def test_html_text_is_16px_or_more_and_long_lines_are_cut_with_their_full_text_as_title():
    assert "font-size: 17px" in rule(".gamekit-board .jupyter-widget-html, .gamekit-board .widget-html")
    assert "-webkit-line-clamp: 2" in rule(".gamekit-board .gk-status .gk-clip, .gamekit-board .gk-message .gk-clip")
    b = board("raja_pasu", seats=["person", "person"])
    assert b.undo() is False and b.message == "Nothing to undo: this is the start."
    assert 'title="Nothing to undo: this is the start."' in b.message_html.value
    assert f'title="{b.status}"' in b.status_html.value


def test_the_throwing_slot_keeps_its_height_while_no_throw_is_due():
    """The Czech cowries (PC-2): the device is hidden, never removed, after the throw."""
    b = board("pachisi", ruleset="czech", speed="off")
    assert b.chance_box.layout.height == "180px" and b.throw_board.layout.visibility is None
    b.throw()
    assert not b.state.is_chance()
    assert b.chance_box.layout.display is None and b.throw_board.layout.visibility == "hidden"
    assert b.chance_box.layout.height == "180px"


def test_hint_box_stays_during_an_animation_and_the_step_caption_only_after_no_animation():
    b = board("raja_pasu", speed="brisk", seats=["person", "person"])
    b.hint_toggle.value = True
    assert b.hint_html.value.startswith('<div class="gk-hint-text">Best for South')
    b.click("3")  # RP-2: sown seed by seed, animated
    assert b.animating and b.hint_html.value == '<div class="gk-hint-text"></div>'
    while b.tick() == "frame":
        pass
    assert b.frame_index is None and b.caption_html.value == ""  # it was just watched
    assert b.hint_html.value.startswith('<div class="gk-hint-text">Best for North')
    b.speed_dropdown.label = "at once"  # the one speed control: no animation, no waiting
    assert (b.speed, b.pace) == ("off", 0.0)
    b.click("10")
    n = len(b.frames)
    assert b.caption_html.value == f"Animation: {n} frames (press Step to watch the last action)."
    b.hint_toggle.value = False
    assert b.hint_html.value == ""


def test_sechs_as_headline_shrinks_to_keep_its_last_character_on_the_board():
    """SA-2 a throw of 5-1 with four players (SA-7): the headline is the longest the board shows;
    its size is cut so that it ends inside the 1040-unit picture (0.6 of the size per letter)."""
    from gamekit.widgets import board as make

    def headline(b):
        m = re.search(r'<text x="30" y="50" font-size="([0-9.]+)"[^>]*>([^<]*)<', b.svgboard.svg)
        return float(m.group(1)), m.group(2)

    b = make("sechs_as", players=4, speed="off")
    assert headline(b) == (32.0, "South-west to throw")
    b.throw((5, 1))
    size, text = headline(b)
    assert text == "South-west to move: resolve the 5 and the 1 (threw 5-1)"
    assert size == round(980 / (0.6 * 55), 1) == 29.7


def test_raja_pasu_last_tag_marks_the_final_seed_and_goes_with_a_new_round():
    """RP-2 South sows hole 3 from the opening: the final seed lands in hole 5 (a pasu there,
    RP-5, then the move ends at hole 6), so the dashed ring and "LAST" mark hole 5, with the
    legend.  After a move that ends a round of a match and sets up the next (RP-8), no LAST."""
    import gamekit
    from gamekit.render import raja_pasu as rp

    s = gamekit.load("raja_pasu").initial_state()
    after, events = s.apply_with_events(3)
    assert [e.kind for e in events][-4:] == ["sow", "pasu", "pussa", "move_end"]
    text = rp.svg(after, events=events)
    cx, cy = rp.hole_center(5)
    ring = re.search(
        r'<circle cx="([0-9.]+)" cy="([0-9.]+)" r="[0-9.]+" fill="none" stroke="[^"]+" stroke-width="6" stroke-dasharray',
        text,
    )
    assert ring and (float(ring.group(1)), float(ring.group(2))) == (cx, cy)
    assert ">LAST<" in text and ">LAST: where the last move's final seed landed<" in text
    b = board("raja_pasu", match=True, seats=["greedy", "greedy"], pace=0, speed="off", max_auto_steps=400)
    new_round = [i for i, ev in enumerate(b.record.events) if any(e.kind == "round_start" for e in ev)]
    assert new_round
    i = new_round[0]
    picture = rp.svg(b.record.states[i + 1], events=b.record.events[i])
    assert ">LAST<" not in picture and "final seed landed" not in picture
