"""A widget displayed leaves a picture output and one line before it, for viewers that cannot draw it.

JupyterLab with an untrusted notebook renders only sanitised ``text/html`` (not the widget view),
a static render (nbconvert's HTML, nbviewer, GitHub) the widget view as an empty ``<div>``, a
text viewer only ``text/plain``; these tests read the outputs gamekit's widgets write and the
text a finished notebook progress bar leaves.
"""

from __future__ import annotations

import base64
import re

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from IPython.core.interactiveshell import InteractiveShell  # noqa: E402
from IPython.display import display  # noqa: E402
from IPython.utils.capture import capture_output  # noqa: E402
from tqdm.notebook import tqdm as notebook_tqdm  # noqa: E402

from gamekit.analysis.progress import _notebook_bar, games_line  # noqa: E402
from gamekit.widgets import board  # noqa: E402
from gamekit.widgets.exercise_widget import exercise  # noqa: E402
from gamekit.widgets.experiment_widget import experiment  # noqa: E402
from gamekit.widgets.static import HIDE_WHEN_DRAWN  # noqa: E402

VIEW = "application/vnd.jupyter.widget-view+json"


@pytest.fixture(autouse=True)
def _no_shell_left():
    """Each test here makes a bare IPython shell; it is cleared afterwards, so that a later test's
    ``get_ipython()`` (e.g. the figures' alt-text hook, which asks the shell for inline matplotlib)
    does not find a shell without a GUI."""
    yield
    InteractiveShell.clear_instance()


def _img(html: str) -> tuple[str, str]:
    """(alt text, decoded SVG) of the one data-URI image in ``html``."""
    (src, alt) = re.findall(r'src="data:image/svg\+xml;base64,([^"]+)" alt="([^"]*)"', html)[0]
    return alt, base64.b64decode(src).decode()


def shown_value(widget) -> list[dict]:
    """The bundles of the outputs ``display(widget)`` writes, in order."""
    InteractiveShell.instance()
    with capture_output() as cap:
        display(widget)
    return [o.data for o in cap.outputs]


def test_board_displays_picture_output_then_widget_output():
    b = board("raja_pasu")
    picture, widget = shown_value(b)
    assert widget == {
        VIEW: {"version_major": 2, "version_minor": 0, "model_id": b.model_id},
        "text/plain": "GameBoard(raja_pasu: South to move, step 0 of 0)",
    }
    assert set(picture) == {"text/html", "text/plain"} and picture["text/plain"] == "Run the notebook to play."
    alt, svg = _img(picture["text/html"])
    assert alt == "Raja Pasu board: South to move."
    assert "data-click" not in svg and svg == re.sub(r'\sdata-(?:click|label)="[^"]*"', "", b.svgboard.svg)
    assert picture["text/html"].startswith('<div class="gk-static"><div><img ')
    assert picture["text/html"].endswith(f"<p><em>Run the notebook to play.</em></p>{HIDE_WHEN_DRAWN}</div>")
    b.close()


def test_hide_rule_names_the_picture_output_and_a_drawn_box_after_it():
    """The rule hides only the output whose own HTML is the picture, and only while the next
    output holds a drawn widget box without a part that failed to draw."""
    assert HIDE_WHEN_DRAWN == (
        "<style>.jp-OutputArea-child:has(> .jp-OutputArea-output > .gk-static)"
        ":has(+ .jp-OutputArea-child .widget-box)"
        ":not(:has(+ .jp-OutputArea-child .jupyter-widgets-error-widget)){display:none}</style>"
    )


def test_board_picture_follows_the_position_shown():
    b = board("raja_pasu")
    b.play(b.state.legal_moves()[0])
    alt, _ = _img(b.static_html())
    assert alt == "Raja Pasu board: North to move."
    b.close()


def test_experiment_bundle_is_one_line_not_vbox_repr():
    e = experiment("raja_pasu", n_games=100, seed=3)
    picture, widget = shown_value(e)
    line = "Experiment: Raja Pasu, setting A against setting B, 100 games per setting, seed 3"
    assert widget["text/plain"] == line and widget[VIEW]["model_id"] == e.model_id
    assert picture == {
        "text/html": f'<div class="gk-static"><p><strong>{line}</strong></p>'
        f"<p><em>Run the notebook to run the experiment.</em></p>{HIDE_WHEN_DRAWN}</div>",
        "text/plain": "Run the notebook to run the experiment.",
    }
    e.close()


def test_exercise_bundle_shows_position_and_question():
    w = exercise("raja_pasu", "which_can_move", seed=0)
    picture, widget = shown_value(w)
    assert widget["text/plain"] == f"Exercise (raja_pasu, which_can_move, seed 0): {w.exercise.prompt}"
    assert "VBox(" not in widget["text/plain"]
    alt, _ = _img(picture["text/html"])
    assert alt.startswith("Raja Pasu board")
    assert w._prompt.value in picture["text/html"] and "Run the notebook to answer." in picture["text/html"]
    w.close()


def test_games_line():
    assert games_line("Raja Pasu", 6000, 6000) == "Raja Pasu: 6000 games played"
    assert games_line("Raja Pasu", 2500, 6000) == "Raja Pasu: 2500 of 6000 games played, stopped"


@pytest.mark.parametrize(
    ("played", "line"), [(10, "Sechs-As: 10 games played"), (4, "Sechs-As: 4 of 10 games played, stopped")]
)
def test_notebook_bar_leaves_text_not_a_widget(played, line):
    InteractiveShell.instance()
    with capture_output() as cap:
        bar = _notebook_bar(notebook_tqdm)(total=10, desc="Sechs-As", leave=False)
        bar.update(played)
        bar.close()
        bar.close()  # a second close changes nothing
    first, last = cap.outputs
    assert VIEW in first.data and first.data["text/plain"] == "Sechs-As: playing 10 games"
    assert last.data == {"text/plain": line}
    assert first.transient["display_id"] == last.transient["display_id"]
    assert bar.container.comm is None  # the bar's model is closed, none is left to be "not found"


def test_disabled_notebook_bar_writes_nothing():
    InteractiveShell.instance()
    with capture_output() as cap:
        bar = _notebook_bar(notebook_tqdm)(total=10, desc="Sechs-As", leave=False, disable=True)
        bar.update(10)
        bar.close()
    assert cap.outputs == []
