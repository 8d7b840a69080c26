"""Common wrong answers to an exercise, and what each reveals, worked out from the exercise itself.

* A choice exercise (``set``, ``choice``): each wrong pick is a choice the engine refuses, with the
  sentence and rule ID the student is shown for it (the engine's *why not?*); a right choice left
  out of a ``set`` answer is listed too.
* A probability (``fraction``): the chance a typical slip gives, computed by counting the same
  throws the wrong way (one die instead of two, values counted instead of weighed, a double
  counted twice).
* A prediction (``fields``): the result of a typical slip, replayed from the move's events
  (Raja Pasu: stopping after the first lap, RP-3; Pachisi: counting the field the piece stands
  on; Sechs-As: the stone moved the wrong way).

:func:`wrong_answers` returns ``(wrong answer, what it reveals)`` pairs, at most ``limit``.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from ..analysis import exact
from ..errors import GameError, int_arg
from ..exercises import Exercise

THROWS = list(product(range(1, 7), repeat=2))


def _pct(f) -> str:
    f = Fraction(f)
    return f"{f} = {float(f):.1%}" if f.denominator <= 1000 else f"{float(f):.1%}"


def _first_sentence(text: str) -> str:
    return text.split(". ")[0].rstrip(".")


def _choices(ex: Exercise) -> list[tuple[str, str]]:
    right = set(ex.answer) if ex.form == "set" else {ex.answer}
    if ex.kind == "which_rule":
        why = "names a rule that does not decide this move: {}".format
    elif ex.kind == "which_is_better":
        why = "picks the weaker play by the exact solver: {}".format
    else:
        why = "the engine refuses it: {}".format
    out = [
        (c["label"], why(_first_sentence(ex.feedback[c["id"]])))
        for c in ex.choices
        if c["id"] not in right and c["id"] in ex.feedback
    ]
    if ex.form == "set":
        out += [
            (f"leaving out {c['label']}", f"misses a legal move: {ex.feedback[c['id']]}")
            for c in ex.choices
            if c["id"] in right and c["id"] in ex.feedback
        ]
    return out


def _fraction(ex: Exercise) -> list[tuple[str, str]]:
    q, right = ex.prompt, Fraction(ex.answer)
    out: list[tuple[str, Fraction, str]] = []
    if ex.key == "pachisi/german" and "lets a piece enter" in q:
        showing = Fraction(sum(5 in t for t in THROWS), 36)
        out += [
            ("", showing, "counts the throws with a five on top but forgets the fives under 2-2 (PG-13)"),
            ("", Fraction(1, 6), "thinks of one die, not two"),
        ]
    elif ex.key == "pachisi/german" and "within three" in q:
        one = exact.german_enter_probability(ex.state.game.options.enter_on_sum_five)
        out += [
            ("", min(Fraction(1), 3 * one), "adds the three throws' chances instead of multiplying the misses (PG-19)"),
            ("", one, "answers for one throw, forgetting the three tries (PG-19)"),
        ]
    elif ex.key == "pachisi/german" and "14 pips" in q:
        out += [
            ("", Fraction(0), "adds only the top faces: two dice never show 14 (PG-13 counts the bottom faces too)"),
            ("", Fraction(1, 36), "thinks only one double gives 14; every double does (PG-13)"),
        ]
    elif ex.key == "pachisi/czech" and "grace" in q:
        out += [
            (
                "",
                Fraction(3, 7),
                "counts three of the seven values, not the 64 equally likely ways the shells fall (PC-2)",
            ),
            ("", Fraction(1, 64), "thinks only the 25 is a grace (PC-6: 6, 10 and 25 are)"),
        ]
    elif ex.key == "pachisi/czech":
        out += [("", Fraction(1, 7), "takes the seven values as equally likely (PC-2: 3 mouths up has 20 of 64 ways)")]
    elif ex.key == "sechs_as" and "at least one" in q:
        out += [
            ("", Fraction(1, 6), "thinks of one die, not two (SA-2)"),
            ("", Fraction(12, 36), "counts the double twice: 6 + 6 of 36 (SA-2)"),
        ]
    elif ex.key == "sechs_as" and "throw again" in q:
        doubles = Fraction(sum(a == b for a, b in THROWS), 36)
        out += [("", doubles, "counts 2-2 too, but 2-2 does not throw again (SA-5)")]
    elif ex.key == "sechs_as":
        s, me = ex.state.sides, ex.state.current_player
        naive = Fraction(s[1 - me], s[0] + s[1])
        out += [
            ("", Fraction(1, 2), "expects a game of dice to be even whatever the position"),
            ("", naive, "reads the chance off the stone counts, ignoring who throws and the pot"),
        ]
    return [(_pct(f), why) for _, f, why in out if f != right]


def _raja_pasu_first_lap(ex: Exercise, before, events) -> list[tuple[str, str]]:
    from ..raja_pasu import hole_name

    relays = [i for i, e in enumerate(events) if e.kind == "relay"]
    out = []
    if ex.answer["captured"] != [0, 0]:
        out.append(
            (
                f"the last seed lands in {hole_name(ex.answer['last_hole'])}; nobody captures",
                "misses the captures: a hole made four goes to its row's owner (RP-5), the hole past an empty one to the mover (RP-4)",
            )
        )
    if not relays:
        return out
    sown = [e for e in events[: relays[0]] if e.kind == "sow"]
    got = [e for e in events[: relays[0]] if "reserves" in e.data][-1].data["reserves"]
    caught = [got[i] - before.reserves[i] for i in range(2)]
    return [
        (
            f"the last seed lands in {hole_name(sown[-1].data['hole'])}; South captures {caught[0]} and North "
            f"{caught[1]}",
            "stops after the first lap: forgets the relay sowing, which lifts the next hole and sows on (RP-3)",
        )
    ] + out


def _fields(ex: Exercise) -> list[tuple[str, str]]:
    before = ex.state
    move = before.game.move_from_json(ex.action)
    after, events = before.apply_with_events(move)
    a = ex.answer
    if ex.key == "raja_pasu":
        return _raja_pasu_first_lap(ex, before, events)
    if ex.key == "pachisi/czech":
        out = []
        from ..pachisi.czech.tables import FIELD, on_track

        if move.to - 1 > move.frm >= 0 and on_track(move.to - 1):
            out.append(
                (
                    f"field {FIELD[move.colour][move.to - 1]}",
                    "counts the field the piece stands on as the first step of the throw (PC-3)",
                )
            )
        if a["capture"]:
            out.append(("it captures nothing", "does not look who stands on the field reached (PC-8)"))
        return out
    if ex.key == "pachisi/german":
        return (
            [("it captures nothing", "does not look who stands on the field reached (PG-21)")] if a["capture"] else []
        )
    names = before.game.player_names
    back = [2 * b - x for b, x in zip(before.sides, after.sides)]
    pot = 2 * before.pot - after.pot
    if min(back + [pot]) < 0 or (back, pot) == (list(after.sides), after.pot):
        return []
    return [
        (
            "stones on the sides: " + ", ".join(f"{names[i]} {n}" for i, n in enumerate(back)) + f"; {pot} in the pot",
            "moves the stone the wrong way: the die says where the mover's stone goes (SA-2)",
        )
    ]


def wrong_answers(ex: Exercise, limit: int = 3) -> tuple[tuple[str, str], ...]:
    """``(wrong answer, what it reveals)`` pairs for exercise ``ex`` (see the module text), at most ``limit``
    (an int >= 0).  GameError if ``ex`` is no :class:`~gamekit.exercises.Exercise` or ``limit`` is no such int."""
    if not isinstance(ex, Exercise):
        raise GameError(f"wrong_answers(ex): ex must be an Exercise (gamekit.exercises.generate(...)), not {ex!r:.60}")
    limit = int_arg(limit, "wrong_answers", "limit", lo=0)
    if ex.form in ("set", "choice"):
        found = _choices(ex)
    elif ex.form == "fraction":
        found = _fraction(ex)
    else:
        found = _fields(ex)
    return tuple(found[:limit])
