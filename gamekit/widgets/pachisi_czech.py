"""The board view of Pačísí with the Czech rules, for the widget shell (:class:`gamekit.widgets.GameBoard`).

The cross board is drawn by the shared :func:`gamekit.render.cross_board.draw_cross_board`
(both rule sets use it) with the Czech castles (PC-9) marked; below it a panel shows the six
cowries of the throw (mouths up or down, PC-2) with its value, and buttons for entering a
piece (PC-4) and passing (PC-5a).

How the drawing is laid out
---------------------------
* Pieces in play are drawn on their fields; a *unit* (PC-7a: all of one player's pieces on one
  path position) is one mark with its count (two pieces as a joined pair, three or more with
  "x3"...).  The tip reached going out (path 7) and coming back (path 75) is one field with two
  separate units (PC-7a).
* The charkoni (PC-3) is the centre square: pieces that came home are drawn there, on the side
  of their own arm.  Pieces waiting in the charkoni -- never entered (``yard``) or captured
  (``returned``, PC-4a) -- are drawn, for room, in their colour's corner under "waiting" and
  "returned (captured)".

Clicking (``data-click`` tokens)
--------------------------------
* ``unit:<pos>``: a unit of the player to move.  If it has one legal move, that move is played;
  if both "one piece" and "the whole unit" are legal (PC-7), the unit is selected as one and the
  panel offers both; its destination field is highlighted and clickable (the whole unit).
* ``move:<colour>:<from>:<size>``, ``enter:<colour>:<yard|returned>``, ``pass``: the move itself
  (the moves' ``click_token()``).
* Refused clicks give the engine's ``why_not`` sentence with its rule ID.

Setting a throw by hand: the shell offers a list of the seven outcomes; :meth:`throw_svg`
additionally gives clickable shells (``shell:<i>`` turns shell i over, ``throw:<k>`` sets the
throw) and :meth:`throw_click` interprets those clicks, for a shell that shows it.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core import Event, State
from ..cross_board import CENTRE
from ..pachisi.common import RETURNED, YARD
from ..pachisi.czech import CASTLES, HOME, TIP_BACK, TIP_OUT, CzechState, Enter, Move, Pass, path_field
from ..render.cowries import draw_cowries, shells_for, throw_picker_svg, toggle_shell, value_text
from ..render.cross_board import LETTERS, Mark, draw_cross_board
from ..render.svg import INK, OKABE_ITO, fmt, set_view_height, sub, to_string, view_box
from ..throws import COWRIE_VALUES, GRACE_VALUES
from .view import BoardView, Refuse, Select

__all__ = ["CzechPachisiView"]

_CELL = 34.0
_PANEL = 150.0


class CzechPachisiView(BoardView):
    """Cross board + cowrie panel for ``gamekit.load("pachisi", ruleset="czech")`` (RULES §3)."""

    title = "Pačísí (Czech rules)"

    def __init__(self, game: Any = None) -> None:
        self.game = game

    # ------------------------------------------------------------------------ drawing
    def svg(self, state: State, *, events: Sequence[Event] = (), frame: Any = None, selected: Any = None) -> str:
        assert isinstance(state, CzechState)
        deciding = not state.is_chance() and not state.is_terminal()
        mover = state.mover
        legal = state.legal_moves() if deciding else []
        movable = {m.frm for m in legal if isinstance(m, Move)}
        enterable = {m.source for m in legal if isinstance(m, Enter)}

        by_field: dict[int, list[Mark]] = {}
        yards: dict[int, dict[str, list[Mark]]] = {}
        home: dict[int, list[Mark]] = {}
        for c in range(4):
            for pos, n in state.units(c):
                token = f"unit:{pos}" if deciding and c == mover else None
                by_field.setdefault(path_field(c, pos), []).append(
                    Mark(c, LETTERS[c], n, token, selected == pos and c == mover)
                )
            pcs = state.pieces[c]
            waiting = [Mark(c, LETTERS[c], 1, f"enter:{c}:yard" if c == mover and "yard" in enterable else None)
                       for p in pcs if p == YARD]
            captured = [Mark(c, LETTERS[c], 1, f"enter:{c}:returned" if c == mover and "returned" in enterable else None)
                        for p in pcs if p == RETURNED]
            yards[c] = {"waiting": waiting, "returned": captured}
            k = sum(1 for p in pcs if p == HOME)
            if k:
                home[c] = [Mark(c, LETTERS[c], k)]

        highlight: list[int] = []
        clickable: dict[int, str] = {}
        if selected is not None and deciding:
            targets = [m for m in legal if isinstance(m, Move) and m.frm == selected]
            if targets:
                whole = max(targets, key=lambda m: m.size)
                f = path_field(mover, whole.to)
                highlight.append(f)
                if f != CENTRE:
                    clickable[f] = whole.click_token()
        else:
            for e in events:
                if e.kind == "move":
                    highlight += [e.data["from_field"], e.data["to_field"]]
                elif e.kind == "enter":
                    highlight.append(e.data["field"])

        who = state.game.player_names[state.current_player]
        root = draw_cross_board(
            by_field,
            yards=yards,
            goals=home,
            safe=sorted(CASTLES),
            safe_symbol="castle",
            home_colours=(0, 1, 2, 3),
            highlight=highlight,
            clickable=clickable,
            centre_label="charkoni",
            goal_triangles=False,
            caption=f"corners: pieces waiting in the charkoni; centre: pieces home. {who}'s turn."
            if not state.is_terminal() else "corners: pieces waiting in the charkoni; centre: pieces home.",
            cell_size=_CELL,
        )
        self._panel(root, state, events, legal, selected)
        return to_string(root)

    def _panel(self, root, state: CzechState, events, legal, selected) -> None:
        """The cowrie panel under the board: the throw as six shells, its value, and buttons."""
        _x, _y, w, h0 = view_box(root)
        h = h0 + _PANEL
        set_view_height(root, h)
        bg = sub(root, "rect", x=0, y=h0, width=w, height=_PANEL, fill="#FBF7EE")
        bg.set("class", "cowrie-panel")
        mouths = state.throw
        caption = None
        if mouths is None:
            last = [e for e in events if e.kind == "throw"]
            if last:
                mouths = last[-1].data["mouths_up"]
                caption = f"last throw: {value_text(mouths)}"
        else:
            caption = f"{state.game.player_names[state.current_player]} threw {value_text(mouths)}"
        x0, y0 = 14.0, h0 + 12
        if mouths is None:
            sub(root, "text", "no throw yet: press Throw", x=x0, y=y0 + 40, font_size=18, fill=INK)
        else:
            used = draw_cowries(root, x0, y0, shells_for(mouths), size=34, highlight=state.throw is not None)
            sub(root, "text", caption, x=x0, y=y0 + used + 20, font_size=15, font_weight="bold", fill=INK)
        # buttons: enter (PC-4), one piece / whole unit (PC-7), pass (PC-5a)
        buttons: list[tuple[str, str]] = []
        if legal:
            for m in legal:
                if isinstance(m, Enter):
                    buttons.append((m.click_token(), "Enter a captured piece" if m.source == "returned"
                                    else "Enter a new piece"))
            if selected is not None:
                for m in legal:
                    if isinstance(m, Move) and m.frm == selected:
                        label = "Move one piece" if m.size == 1 else f"Move all {m.size} together"
                        buttons.append((m.click_token(), f"{label} to {m.to}" if m.to != HOME else f"{label} home"))
            buttons.append(("pass", "Pass"))
        bx, by = 330.0, h0 + 14
        for token, label in buttons[:4]:
            g = sub(root, "g", **{"data-click": token, "data-label": label, "cursor": "pointer"})
            sub(g, "rect", x=bx, y=by, width=w - bx - 14, height=28, rx=6, fill=OKABE_ITO["sky"], stroke=INK,
                stroke_width=1.5)
            sub(g, "text", label, x=bx + 10, y=by + 20, font_size=16, fill=INK, font_weight="bold")
            by += 32

    def throw_svg(self, state: State, shells: Sequence[bool] | None = None) -> str:
        """Clickable cowries for setting a throw by hand (PC-2): ``shell:<i>`` turns shell i over,
        ``throw:<k>`` sets a throw of k mouths up.  Clickable only at a chance node."""
        if shells is None:
            shells = shells_for(2)
        return throw_picker_svg(shells, active=state.is_chance())

    def throw_click(
        self, state: State, token: str, shells: Sequence[bool] | None
    ) -> tuple[tuple[bool, ...], int | None]:
        """Interpret a click on :meth:`throw_svg`: returns ``(shells, outcome)``; ``outcome`` is the number
        of mouths up to apply when the "Set throw" button was clicked, else None."""
        if shells is None:
            shells = shells_for(2)
        if token.startswith("throw:"):
            k = int(token.split(":")[1])
            if k not in COWRIE_VALUES:
                raise ValueError(f"{token!r} is not a throw of six cowries")
            return tuple(bool(s) for s in shells), k
        return toggle_shell(shells, token), None

    # ------------------------------------------------------------------------ clicks
    def click(self, state: State, token: str, selected: Any = None) -> Any:
        assert isinstance(state, CzechState)
        legal = state.legal_moves()
        if token.startswith("unit:"):
            try:
                pos = int(token.split(":")[1])
            except ValueError:
                return Refuse(f"{token} is not a piece of this board")
            if selected == pos:
                return Select(None, "Unit put down: choose another.")
            mover = state.mover
            moves = [m for m in legal if isinstance(m, Move) and m.frm == pos]
            if not moves:
                v = state.value or 0
                to = state._destination(pos, v)
                reason = state.why_not(Move(mover, pos, pos + v if to is None else to, 1))
                return Refuse(reason or f"that unit cannot move with this throw ({v})")
            if len(moves) == 1:
                return moves[0]
            n = max(m.size for m in moves)
            name = state.game.player_names[mover]
            return Select(pos, f"{name}'s unit of {n} on {pos} chosen (PC-7): click the highlighted field to move "
                               f"all {n} together, or 'Move one piece' below.")
        for m in legal:
            if m.click_token() == token:
                return m
        try:
            move = state.coerce_move(token)
        except Exception:
            return Refuse(f"{token} is not a move of this board")
        return Refuse(state.why_not(move) or f"{move} is not legal now")

    # ------------------------------------------------------------------------ text
    def status(self, state: State) -> str:
        base = super().status(state)
        if state.is_terminal() or state.is_chance():
            return base
        v = state.value
        grace = " (a grace: another throw follows)" if v in GRACE_VALUES else ""
        return f"{base[:-1]}: the throw is {v}{grace}."

    def outcome_label(self, state: State, outcome: Any) -> str:
        shells = "".join("\u25c9" if s else "\u25cb" for s in shells_for(outcome))
        return f"{shells}  {state.game.outcome_label(outcome)}"

    def hint(self, state: State) -> str:
        """What the greedy computer player would do here (its priority list is in gamekit.agents.pachisi_czech)."""
        if state.is_chance():
            return "Throw the cowries first."
        from ..agents.pachisi_czech import greedy

        return f"The greedy player would play: {greedy(state)}."
