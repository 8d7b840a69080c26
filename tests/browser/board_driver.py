"""Play a short game on a board in the page and check it against gamekit in the test process.

For every action the test does in the browser (a click on the board, a button, a key), it does
the same action on a *mirror*: a :class:`gamekit.widgets.GameBoard` built here, without a
kernel, for the same game.  The page must then show what the mirror shows (status line,
message line, caption, log, every text of the SVG, the clickable places).  Independently, the
moves are applied to the engine (``game.initial_state().apply(...)``) and the mirror's state must
equal the engine's; for Raja Pasu the hole counts, reserves, whose turn and the log lines read
off the page are checked against the engine's state directly.
"""

from __future__ import annotations

import re
from typing import Any

from browser_support import (
    ACTION,
    SETTLED_KEYS,
    TEXT_KEYS,
    expected_view,
    html_text,
    read_board,
    wait_matches,
    wait_stable,
    wait_until,
)

ANIMATION_SETTLE = 2.5  # seconds without a change of caption after pausing (frames: 0.1 s at "brisk")


def game_candidates(label: str | None, status: str | None) -> list[Any]:
    """Games a board may show, from its accessible name (the view's title) and status line."""
    import gamekit

    label = label or ""
    status = status or ""
    if label.startswith("Raja Pasu"):
        return [gamekit.load("raja_pasu", match="(round" in status)]
    if label.startswith("Sechs-As"):
        return [gamekit.load("sechs_as", players=n) for n in (2, 4)]
    if "Czech" in label or "Pačísí" in label:
        return [gamekit.load("pachisi", ruleset="czech")]
    if "German" in label or "Pachisi" in label:
        return [gamekit.load("pachisi", ruleset="german")]
    raise AssertionError(
        f"a board with an unknown title {label!r}: teach tests/browser/board_driver.py which game it shows"
    )


def mirror_for(board: Any) -> Any:
    """A GameBoard in this process for the game the page's board shows (matched on its first view)."""
    from gamekit.widgets import GameBoard

    holder: dict[str, Any] = {}

    def find() -> Any:
        view = holder["view"] = read_board(board)
        for game in game_candidates(view["label"], view["status"]):
            mirror = GameBoard(game)
            want = expected_view(mirror)
            if all(view[k] == want[k] for k in SETTLED_KEYS):
                return mirror
        return None

    return wait_until(
        find,
        ACTION,
        "a new game of a known gamekit game on the board (default options?)",
        describe=lambda: (
            f"page: {holder.get('view', {}).get('status')!r}, {holder.get('view', {}).get('svg_texts', [])[:12]}"
        ),
    )


def button(board: Any, name: str) -> Any:
    return board.get_by_role("button", name=name, exact=True)


def click_button(board: Any, name: str) -> None:
    b = button(board, name)
    wait_until(lambda: b.count() == 1 and b.is_enabled(), ACTION, f'the "{name}" button to be enabled')
    b.click(timeout=ACTION * 1000)


# ------------------------------------------------------------------------------------------------
# the engine, independently of the widgets


class Engine:
    """The same actions applied straight to the game's states."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.states = [game.initial_state()]

    @property
    def state(self) -> Any:
        return self.states[-1]

    def throw_first(self) -> Any:
        outs = [(o, p) for o, p in self.state.chance_outcomes() if p > 0]
        self.states.append(self.state.apply(outs[0][0]))
        return outs[0][0]

    def throw(self, outcome: Any) -> None:
        self.states.append(self.state.apply(outcome))

    def click(self, token: str, played: Any = None) -> None:
        """The move whose click token is ``token``; a token that is no move's (a German piece with
        one legal step) plays ``played``, the move the board reports, which must be legal here."""
        for m in self.state.legal_moves():
            tok = getattr(m, "click_token", None)
            if tok is not None and tok() == token:
                self.states.append(self.state.apply(m))
                return
        assert played is not None and played in self.state.legal_moves(), (
            f"token {token!r} is not a legal move of the engine"
        )
        self.states.append(self.state.apply(played))

    def undo(self) -> Any:
        return self.states.pop()


def check_against_engine(board: Any, mirror: Any, engine: Any, cursor_states: list) -> None:
    """The mirror's record is the engine's play; for Raja Pasu, the page shows the engine's position."""
    assert mirror.state == cursor_states[-1], "the board's state differs from the engine's for the same moves"
    view = read_board(board)
    state = cursor_states[-1]
    if engine.game.name == "raja_pasu":
        check_raja_pasu_page(view, state)


def check_raja_pasu_page(view: dict, state: Any) -> None:
    holes: dict[int, str] = {}
    reserves: dict[str, int] = {}
    for texts in view["groups"]:
        if (
            len(texts) == 2
            and texts[0].isdigit()
            and int(texts[0]) < 14
            and (texts[1].isdigit() or texts[1] == "closed")
        ):
            holes[int(texts[0])] = texts[1]
        if len(texts) == 2 and texts[0] in ("S reserve", "N reserve") and texts[1].isdigit():
            reserves[texts[0][0]] = int(texts[1])
    want_holes = {h: "closed" if state.closed[h] else str(state.board[h]) for h in range(14)}
    assert holes == want_holes, f"hole counts on the page {holes} != engine {want_holes}"
    assert reserves == {"S": state.reserves[0], "N": state.reserves[1]}, (
        f"reserves on the page {reserves} != engine {state.reserves}"
    )
    names = state.game.player_names
    if not state.is_terminal():
        assert f"{names[state.to_move]} to move" in view["status"], (
            f"status {view['status']!r}: the engine says {names[state.to_move]} is to move"
        )
    # the clickable holes are exactly the engine's legal moves
    if not view["tokens"] and not state.is_terminal() and "Frame" in (view["caption"] or ""):
        return  # an animation frame: nothing is clickable
    assert sorted(map(int, view["tokens"])) == sorted(int(m) for m in state.legal_moves()), (
        f"clickable holes {view['tokens']} != the engine's legal moves"
    )


def check_log_mentions(view: dict, mirror: Any) -> None:
    """Every action's line of the in-process board's log is in the page's log."""
    for line in mirror.log_lines:
        if not line.startswith("   "):
            head = line.split(". ", 1)[1].replace(" (undone)", "")
            assert head in view["log"], f"the log on the page does not mention {head!r}: {view['log'][:400]}"


# ------------------------------------------------------------------------------------------------
# animation


def sync_animation(board: Any, mirror: Any, what: str) -> None:
    """After the page paused an animation: find the frame it shows and check it frame-exactly."""
    caption = wait_stable(lambda: read_board(board)["caption"], ANIMATION_SETTLE, ACTION, "the animation caption")
    n = len(mirror.frames)
    for v in range(n + 2):
        mirror.show_frame(v)
        if html_text(mirror.caption_html.value) == caption:
            break
    else:
        raise AssertionError(f"the page's caption {caption!r} is no frame of the engine's events ({n} frames)")
    wait_matches(board, mirror, SETTLED_KEYS, what)


def step_and_check(board: Any, mirror: Any) -> None:
    """Step through the animation of the last action in the page, frame by frame, twice."""
    if not mirror.frames:
        return
    click_button(board, "Step")  # pauses a running animation and shows the next frame
    sync_animation(board, mirror, "after Step (paused)")
    click_button(board, "Step")
    mirror.step_button.click()
    wait_matches(board, mirror, SETTLED_KEYS, "after a second Step")
    click_button(board, "Skip")
    mirror.skip_button.click()
    wait_matches(board, mirror, SETTLED_KEYS, "after Skip")


# ------------------------------------------------------------------------------------------------
# a short game with the mouse


def _turn(board: Any, mirror: Any, engine: Engine, prefer: str | None) -> list[Any]:
    """One turn with the mouse: throw by hand if a throw is due, then click the board."""
    moves = []
    view = read_board(board)
    if mirror.state.is_chance():
        if mirror.throw_board is not None:  # the one way to set a throw by hand: shells or dice
            tokens = mirror.throw_board.tokens
            # the shells' "Set throw", or one face of each die (the second click throws)
            clicks = [t for t in tokens if t.startswith("throw:")][:1] or ["die:0:3", "die:1:5"]
            for token in clicks:
                board.locator(f'.gk-svgboard-canvas [data-click="{token}"]').first.click(timeout=ACTION * 1000)
                mirror.throw_board.click(token)
            engine.throw(mirror.record.last_action)
        else:
            assert view["buttons"]["Set throw"] and view["buttons"]["Set throw"]["visible"], "no Set throw button"
            click_button(board, "Set throw")  # the list's first throw, chosen by hand
            mirror.set_throw_button.click()
            engine.throw_first()
        mirror.skip_animation()  # the page's animation ends by itself within seconds
        wait_matches(board, mirror, SETTLED_KEYS, "after the throw")
    for _ in range(3):  # a click may first select (a piece), then choose (a value)
        if mirror.state.is_chance() or mirror.state.is_terminal():
            break
        tokens = expected_view(mirror)["tokens"]
        if not tokens:
            break
        token = prefer if prefer in tokens else tokens[0]
        before = len(mirror.record.actions)
        board.locator(f'.gk-svgboard-canvas [data-click="{token}"]').first.click(timeout=ACTION * 1000)
        mirror.svgboard.click(token)
        if len(mirror.record.actions) > before:
            moves.append(mirror.record.actions[-1])
            engine.click(token, mirror.record.actions[-1]) if _has_tokens(engine) else engine.states.append(
                mirror.state
            )
            mirror.skip_animation()
            wait_matches(board, mirror, TEXT_KEYS, f"after clicking {token!r}")
            return moves
        wait_matches(board, mirror, SETTLED_KEYS, f"after clicking {token!r} (a selection)")
    if not mirror.state.is_chance() and not mirror.state.is_terminal():
        click_button(board, "Play move")  # the first move of the list
        mirror.play_button.click()
        moves.append(mirror.record.actions[-1])
        engine.states.append(mirror.state)
        mirror.skip_animation()
        wait_matches(board, mirror, TEXT_KEYS, "after Play move")
    return moves


def _has_tokens(engine: Engine) -> bool:
    return any(getattr(m, "click_token", None) for m in engine.state.legal_moves())


def play_short_game(board: Any) -> dict[str, Any]:
    """Throw or choose a hole, step the animation, undo, redo, and a second turn; returns a summary."""
    mirror = mirror_for(board)
    game = mirror.game
    engine = Engine(game)
    # a person plays every seat here: computer seats of the notebook would play by themselves
    box = board.get_by_role("checkbox", name="computers play", exact=True)
    if box.count() == 1 and box.is_checked():
        box.uncheck(timeout=ACTION * 1000)
    mirror.auto_checkbox.value = False
    check_against_engine(board, mirror, engine, engine.states)

    moves = _turn(board, mirror, engine, prefer="3")
    step_and_check(board, mirror)
    check_against_engine(board, mirror, engine, engine.states)
    check_log_mentions(read_board(board), mirror)

    click_button(board, "Undo")
    mirror.undo_button.click()
    wait_matches(board, mirror, SETTLED_KEYS, "after Undo")
    undone = engine.undo()
    assert mirror.state == engine.state
    if engine.game.name == "raja_pasu":
        check_raja_pasu_page(read_board(board), engine.state)
    assert "(undone)" in read_board(board)["log"], "the log does not mark the undone action"

    click_button(board, "Redo")
    mirror.redo_button.click()
    mirror.skip_animation()
    engine.states.append(undone)
    wait_matches(board, mirror, TEXT_KEYS, "after Redo")
    if mirror.frames:
        click_button(board, "Skip")
        mirror.skip_button.click()
    wait_matches(board, mirror, SETTLED_KEYS, "after Redo and Skip")
    check_against_engine(board, mirror, engine, engine.states)

    moves += _turn(board, mirror, engine, prefer=None)
    if mirror.frames:
        click_button(board, "Skip")
        mirror.skip_button.click()
    view = wait_matches(board, mirror, SETTLED_KEYS, "after the second turn")
    check_against_engine(board, mirror, engine, engine.states)
    check_log_mentions(view, mirror)
    return {"game": game.name, "actions": len(mirror.record.actions), "status": view["status"]}


# ------------------------------------------------------------------------------------------------
# the keyboard


_ACTIVE = r"""
(el) => {
  const a = document.activeElement;
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  if (!a) return { inside: false };
  return { inside: el.contains(a), id: a.getAttribute("data-gk-test-id"), tag: a.tagName.toLowerCase(),
           text: norm(a.textContent).slice(0, 60), click: a.getAttribute("data-click"),
           disabled: !!a.disabled };
}
"""

_TAG_CONTROLS = r"""
(el) => {
  const sel = 'button, select, input, textarea, a[href], [tabindex]:not([tabindex="-1"]), [data-click], .noUi-handle';
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const out = [];
  let i = 0;
  for (const n of el.querySelectorAll(sel)) {
    if (n.disabled) continue;
    if (n.getClientRects().length === 0) continue;       // not rendered (display: none)
    const st = getComputedStyle(n);
    if (st.visibility === "hidden") continue;
    const id = "c" + (i++);
    n.setAttribute("data-gk-test-id", id);
    const name = n.getAttribute("aria-label") || n.getAttribute("title") || norm(n.textContent).slice(0, 50)
      || (n.closest(".widget-inline-hbox") ? norm(n.closest(".widget-inline-hbox").textContent).slice(0, 50) : "");
    out.push({ id, tag: n.tagName.toLowerCase(), cls: (n.getAttribute("class") || "").slice(0, 80), name });
  }
  return out;
}
"""


def enter_board(board: Any) -> None:
    """Put the keyboard focus just before the board's first control (as if the user tabbed there)."""
    board.evaluate("(el) => { el.setAttribute('tabindex', '-1'); el.focus(); }")


def tab_until(page: Any, board: Any, want: Any, limit: int = 60, what: str = "") -> dict:
    for _ in range(limit):
        page.keyboard.press("Tab")
        a = board.evaluate(_ACTIVE)
        if a.get("inside") and want(a):
            return a
    raise AssertionError(f"{what or 'the control'} was not reached with Tab within {limit} presses")


def tab_reachability(page: Any, board: Any) -> tuple[list[dict], list[dict]]:
    """Tab once through the board; returns (controls, the ones Tab never reached)."""
    controls = board.evaluate(_TAG_CONTROLS)
    enter_board(board)
    seen: set[str] = set()
    inside_once = False
    for _ in range(len(controls) * 2 + 20):
        page.keyboard.press("Tab")
        a = board.evaluate(_ACTIVE)
        if a.get("inside"):
            inside_once = True
            if a.get("id"):
                seen.add(a["id"])
        elif inside_once:
            break
    missing = [c for c in controls if c["id"] not in seen]
    return controls, missing


def play_with_keyboard(page: Any, board: Any) -> dict[str, Any]:
    """New game, then a Raja Pasu move, Step, Undo/Redo and Skip/Undo -- keyboard only."""
    from gamekit.widgets import GameBoard

    enter_board(board)
    tab_until(page, board, lambda a: a["tag"] == "button" and a["text"] == "New game", what='"New game"')
    page.keyboard.press("Enter")
    view = read_board(board)
    game = game_candidates(view["label"], view["status"])[0]
    mirror = GameBoard(game)
    mirror.new_game()
    wait_matches(board, mirror, SETTLED_KEYS, "after New game (Enter)")

    enter_board(board)
    a = tab_until(page, board, lambda a: a.get("click") is not None, what="a hole of the board")
    token = a["click"]
    page.keyboard.press("Enter")
    mirror.svgboard.click(token)
    mirror.skip_animation()
    wait_matches(board, mirror, TEXT_KEYS, f"after Enter on hole {token}")
    engine_state = game.initial_state().apply(int(token)) if game.name == "raja_pasu" else mirror.state
    assert mirror.state == engine_state

    # the focus stays inside the board after its redraw: the board's own keys work there
    assert board.evaluate(_ACTIVE)["inside"], "the keyboard focus left the board after playing a hole"
    if mirror.frames:
        page.keyboard.press("s")  # step (pauses the animation)
        sync_animation(board, mirror, "after S inside the board")
    page.keyboard.press("ArrowLeft")  # undo
    mirror.undo()
    wait_matches(board, mirror, SETTLED_KEYS, "after \u2190 (undo) inside the board")
    page.keyboard.press("ArrowRight")  # redo
    mirror.redo()
    mirror.skip_animation()
    wait_matches(board, mirror, TEXT_KEYS, "after \u2192 (redo) inside the board")

    if mirror.frames:
        tab_until(
            page, board, lambda a: a["tag"] == "button" and a["text"] == "Skip" and not a["disabled"], what='"Skip"'
        )
        page.keyboard.press("Enter")
        mirror.skip_animation()
        wait_matches(board, mirror, SETTLED_KEYS, "after Enter on Skip")
    # from the board's start again: Undo may come before Skip in the board's order, and Tab from
    # Skip would go round the whole page (the notebook's exercise widgets) to reach it
    enter_board(board)
    tab_until(page, board, lambda a: a["tag"] == "button" and a["text"] == "Undo", what='"Undo"')
    page.keyboard.press("Space")
    mirror.undo()
    view = wait_matches(board, mirror, SETTLED_KEYS, "after Space on Undo")
    if game.name == "raja_pasu":
        check_raja_pasu_page(view, game.initial_state())
    return {"token": token, "status": view["status"]}


def caption_frame(caption: str) -> int | None:
    m = re.match(r"Frame (\d+) of (\d+)", caption or "")
    return int(m.group(1)) if m else None


# ------------------------------------------------------------------------------------------------
# a whole Raja Pasu match (tests/browser/test_browser_match.py)


_READ_LOG_LINES = r"""
(el) => {
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  return Array.from(el.querySelectorAll(".gk-log ol > li")).map((li) => ({
    head: norm(Array.from(li.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent).join("")),
    details: Array.from(li.querySelectorAll(":scope > ul > li")).map((d) => norm(d.textContent)),
  }));
}
"""


def read_log_entries(board: Any) -> list[dict]:
    """The log of a board, one ``{"head": ..., "details": [...]}`` per action shown."""
    return board.evaluate(_READ_LOG_LINES)


def read_raja_pasu_svg(view: dict) -> dict[str, Any]:
    """Holes, reserves and the round line of a Raja Pasu board read off the page's SVG texts
    (a closed hole is one text "7 closed"; an open hole two texts, its number and its count)."""
    holes: dict[int, str] = {}
    reserves: dict[str, int] = {}
    for texts in view["groups"]:
        if len(texts) == 1:
            m = re.fullmatch(r"(\d+) closed", texts[0])
            if m and int(m.group(1)) < 14:
                holes[int(m.group(1))] = "closed"
        if len(texts) == 2 and texts[0].isdigit() and int(texts[0]) < 14 and texts[1].isdigit():
            holes[int(texts[0])] = texts[1]
        if len(texts) == 2 and texts[0] in ("S reserve", "N reserve") and texts[1].isdigit():
            reserves[texts[0][0]] = int(texts[1])
    round_line = next((t for t in view["svg_texts"] if t.startswith("Round ")), None)
    return {"holes": holes, "reserves": reserves, "round_line": round_line}


def check_raja_pasu_match_page(view: dict, state: Any) -> dict[str, Any]:
    """The page shows the engine's position of a match (round N, closed holes, reserves)."""
    shown = read_raja_pasu_svg(view)
    want_holes = {h: "closed" if state.closed[h] else str(state.board[h]) for h in range(14)}
    assert shown["holes"] == want_holes, f"holes on the page {shown['holes']} != engine {want_holes}"
    assert shown["reserves"] == {"S": state.reserves[0], "N": state.reserves[1]}, (
        f"reserves on the page {shown['reserves']} != engine {state.reserves}"
    )
    m = re.match(r"Round (\d+)\b", shown["round_line"] or "")
    assert m and int(m.group(1)) == state.round, (
        f"the board's round line {shown['round_line']!r}: the engine is in round {state.round}"
    )
    return shown
