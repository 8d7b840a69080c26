"""The Raja Pasu board view for the widget shell (:class:`~gamekit.widgets.shell.GameBoard`).

* Drawing: :func:`gamekit.render.raja_pasu.svg` (holes of the player to move are clickable).
* A click on hole ``h`` is the move ``Sow(h)``; any other hole is refused with the engine's
  reason and rule ID (not your row: RP-2, empty: RP-2, closed: RP-8, never ends: RP-6): the
  rules' places of the position (``state.places()``), looked up by :meth:`BoardView.click`.
* Animation: one frame per event of the move (pick up, every seed sown, relay, pasu, pussa,
  end of the move, end of the round), so a teacher can step seed by seed.
* Log: the move and its pick-up, relays, captures and round ends (single seeds are left out).
* Hint: what each legal hole would gain the player to move right now.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from ..core import Event, State
from ..errors import InvalidMoveError
from ..raja_pasu import hole_name
from ..render import raja_pasu as render
from .view import BoardView, Refuse

__all__ = ["RajaPasuView", "Frame"]

_MOVE_KINDS = {"pick_up", "sow", "relay", "pasu", "pussa", "move_end"}


@dataclass(frozen=True)
class Frame:
    """One animation frame: an event of the move, with the holes closed at that moment.

    ``index`` counts from 0 of ``total``; ``mover`` is the seat sowing (None for a round's end or
    set-up); ``text`` is the event's sentence (the shell shows it as the caption).
    """

    event: Event
    index: int
    total: int
    closed: tuple[bool, ...] = field(repr=False)
    mover: int | None

    @property
    def text(self) -> str:
        return self.event.text

    @property
    def kind(self) -> str:
        return self.event.kind

    @property
    def data(self) -> Any:
        return self.event.data


class RajaPasuView(BoardView):
    """How Raja Pasu is drawn, clicked, animated and logged in a :class:`GameBoard`."""

    title = "Raja Pasu board"
    move_label_px = 265.0
    """The two rows of holes are drawn no smaller than where their seed counts are 16 px, so the
    control column beside them is narrower than the other games': the "Move:" list has 269 px
    for text in JupyterLab at 1366 x 768.  The widest label seen, "hole 10 (North's 4th): 11 seeds",
    is about 264 px."""

    def svg(
        self,
        state: State,
        *,
        events: Sequence[Event] = (),
        frame: Any = None,
        selected: Any = None,
        clickable: bool = True,
    ) -> str:
        return render.svg(state, events=events, frame=frame, clickable=clickable)

    def other_click(self, state: State, token: str, selected: Any = None) -> Any:
        """A token that is no hole's place (``" 3"``, ``"20"``): read as a hole number, played if
        legal, else refused with the engine's reason and rule ID (``state.why_not``, RP-1).

        Raises:
            InvalidMoveError: ``token`` is no number, so no hole of this board.
        """
        try:
            move = state.coerce_move(int(token))
        except (TypeError, ValueError) as exc:  # GameError is a ValueError
            raise InvalidMoveError(f"{token!r} is not a place on this board: holes are 0..13 (RP-1)") from exc
        reason = state.why_not(move)
        return Refuse(reason) if reason else move

    def move_label(self, state: State, move: Any) -> str:
        """A sowing's short label: the engine's name of the hole (:func:`gamekit.raja_pasu.hole_name`,
        RP-1) and the seeds it holds, that the move takes up and sows (RP-2), e.g.
        ``"hole 3 (South's 4th): 9 seeds"``.  One label a hole, so the labels differ."""
        h = int(move)
        n = state.board[h]
        return f"{hole_name(h)}: {n} seed{'' if n == 1 else 's'}"

    def frames(self, before: State, action: Any, events: Sequence[Event]) -> list[Frame]:
        """One frame per event; a new round's set-up changes which holes are drawn closed."""
        closed = tuple(before.closed)
        out = []
        n = len(events)
        for i, e in enumerate(events):
            if e.kind == "round_start":  # RP-8: the open holes are the ones filled with 7
                closed = tuple(b == 0 for b in e.data["board"])
            mover = before.to_move if e.kind in _MOVE_KINDS else None
            out.append(Frame(e, i, n, closed, mover))
        return out

    def status(self, state: State) -> str:
        names = state.game.player_names
        match = state.game.options.match
        if state.is_terminal():
            w = state.winner
            if match:
                return "Match over: a draw." if w == "draw" else f"Match over: {names[w]} wins the match."
            a, b = state.round_captures()
            if w == "draw":
                return f"Round over: a draw, captured {a} : {b}."
            return f"Round over: {names[w]} wins, captured {a} : {b} (South : North)."
        where = f" (round {state.round})" if match else ""
        return f"{names[state.to_move]} to move{where}."

    def log_lines(self, before: State, action: Any, events: Sequence[Event]) -> list[str]:
        """The events worth a line in the log: everything but the single seeds sown."""
        return [e.text for e in events if e.kind != "sow"]

    def hint(self, state: State) -> str:
        """The greedy player's reckoning (:func:`gamekit.agents.raja_pasu.ranked_moves`): its choice, and
        what each legal hole wins each player by the end of the move, across a round's end (RP-7)
        and a match's next round (RP-8)."""
        from ..agents.raja_pasu import ranked_moves, seeds_won

        if state.is_terminal():
            return "The game is over."
        me = state.to_move
        names = state.game.player_names
        ranked = ranked_moves(state)
        if not ranked:
            return f"{names[me]} has no legal move."
        won = {int(m): seeds_won(state, nxt) for _key, m, nxt in ranked}
        top = ranked[0][0][:2]
        best_holes = sorted(int(m) for key, m, _nxt in ranked if key[:2] == top)
        which = " or ".join(f"hole {h}" for h in best_holes)
        mine = won[best_holes[0]][me]

        def words(h: int) -> str:
            w = won[h]
            return f"hole {h}: +{w[me]}" + (f" ({names[1 - me]} +{w[1 - me]})" if w[1 - me] else "")

        others = ", ".join(words(h) for h in sorted(won))
        return (
            f"Best for {names[me]} right now: {which} (+{mine}). All holes: {others}. "
            f"Ranked by {names[me]}'s seeds won minus {names[1 - me]}'s, counted to the end of the move "
            f"(captures RP-4, RP-5; the round's end RP-7, RP-8)."
        )
