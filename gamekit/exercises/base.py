"""The exercise type shared by every kind of question, its feedback, and its JSON.

An :class:`Exercise` is a question about one position whose answer the engine computed when the
exercise was made (:func:`gamekit.exercises.generate`).  It carries everything its feedback
needs, so :meth:`Exercise.check` runs without the engine and a worksheet saved with
:meth:`Exercise.to_json` gives the same question and the same feedback again.

Answer forms (``Exercise.form``):

* ``"set"``: pick every choice that is right (a list of choice ids, order does not matter);
* ``"choice"``: pick one choice id;
* ``"fraction"``: a probability, as a :class:`fractions.Fraction`, ``"1/3"``, ``"33.3%"``, or a
  number in 0..1; right if within ``tolerance`` of the exact value;
* ``"fields"``: a dict of named values (``{"last_hole": 8, "captured": [0, 3]}``); right if every
  field equals the engine's.
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Mapping

import numpy as np

from ..core import State, sample_outcome, state_from_json
from ..errors import GameError
from ..rules import REGISTRY

FORMS = ("set", "choice", "fraction", "fields")
_RULE_ID = re.compile(r"\b[A-Z]{1,3}-\d+[a-z]?\b")


class ExerciseError(GameError):
    """An exercise that cannot be made (a kind that does not fit the game) or read back."""


def rule_ids_in(text: str) -> tuple[str, ...]:
    """The rule IDs of the rules registry named in ``text``, in order of first mention (``"... (PG-7, PG-21)"``)."""
    return tuple(dict.fromkeys(r for r in _RULE_ID.findall(text) if r in REGISTRY))


@dataclass(frozen=True)
class Feedback:
    """What :meth:`Exercise.check` says: ``right`` (bool), ``text`` (sentences for the student) and
    ``rule_ids`` (the rules that decide, at least one for a wrong answer)."""

    right: bool
    text: str
    rule_ids: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return self.right


@dataclass(frozen=True)
class Exercise:
    """One question with its engine-computed answer.

    Fields: ``key`` (registry key of the game), ``kind`` (one of :data:`gamekit.exercises.KINDS`),
    ``seed`` (int), ``prompt`` (the question, one or two sentences), ``position`` (the state's
    JSON), ``form`` (one of :data:`FORMS`), ``choices`` (a tuple of ``{"id", "label"}`` dicts, or
    ``()``), ``answer`` (a JSON value: a sorted list of ids, one id, ``"p/q"``, or a dict),
    ``explanation`` (the why, with rule IDs), ``rule_ids`` (tuple of str), ``feedback`` (per
    choice id, the sentence shown when that choice is picked wrongly or missed), ``trace`` (the
    event sentences of the answer, for "Show me"), ``action`` (the move the question is about, as
    JSON, or None), ``tolerance`` (for fractions: the largest accepted difference, 0..1).
    """

    key: str
    kind: str
    seed: int
    prompt: str
    position: Mapping[str, Any]
    form: str
    answer: Any
    explanation: str
    rule_ids: tuple[str, ...]
    choices: tuple[Mapping[str, str], ...] = ()
    feedback: Mapping[str, str] = field(default_factory=dict)
    trace: tuple[str, ...] = ()
    action: Any = None
    tolerance: float = 0.0

    # -- the position ------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The position of the question, rebuilt from :attr:`position`."""
        return state_from_json(self.position)

    def choice_label(self, cid: str) -> str:
        """The label of choice ``cid``; raises :class:`ExerciseError` for an unknown id."""
        for c in self.choices:
            if c["id"] == cid:
                return c["label"]
        raise ExerciseError(f"this exercise has no choice {cid!r}; its choices are {[c['id'] for c in self.choices]}")

    # -- checking ----------------------------------------------------------------------------
    def check(self, given: Any) -> Feedback:
        """Whether ``given`` is right, with the explanation and the rule IDs.

        ``given``: for ``"set"`` an iterable of choice ids, for ``"choice"`` one id, for
        ``"fraction"`` a Fraction, a number in 0..1, ``"p/q"`` or ``"x%"``, for ``"fields"`` a
        dict.  A wrong answer's feedback names at least one rule ID.  Raises
        :class:`ExerciseError` if ``given`` cannot be read in this form (an unknown choice, text
        that is no number).
        """
        return getattr(self, f"_check_{self.form}")(given)

    def _check_set(self, given: Any) -> Feedback:
        if isinstance(given, str) or not hasattr(given, "__iter__"):
            raise ExerciseError(f"answer with a list of choice ids, not {given!r}")
        picked = {str(g) for g in given}
        for cid in picked:
            self.choice_label(cid)
        right = set(self.answer)
        if picked == right:
            return Feedback(True, f"Right. {self.explanation}", self.rule_ids)
        lines, ids = [], []
        for cid in sorted(picked - right, key=self._order):
            lines.append(f"{self.choice_label(cid)}: no, {self.feedback[cid]}.")
            ids += rule_ids_in(self.feedback[cid])
        for cid in sorted(right - picked, key=self._order):
            lines.append(f"{self.choice_label(cid)}: you missed it; {self.feedback[cid]}.")
            ids += rule_ids_in(self.feedback[cid])
        ids = list(dict.fromkeys(ids)) or list(self.rule_ids)
        return Feedback(False, "Not quite. " + " ".join(lines) + f" {self.explanation}", tuple(ids))

    def _order(self, cid: str) -> int:
        return [c["id"] for c in self.choices].index(cid)

    def _check_choice(self, given: Any) -> Feedback:
        cid = str(given)
        self.choice_label(cid)
        if cid == self.answer:
            return Feedback(True, f"Right. {self.explanation}", self.rule_ids)
        why = self.feedback.get(cid, "")
        ids = rule_ids_in(why) + tuple(r for r in self.rule_ids if r not in rule_ids_in(why))
        return Feedback(False, f"Not {self.choice_label(cid)}: {why} {self.explanation}".strip(), ids)

    def _check_fraction(self, given: Any) -> Feedback:
        value = parse_probability(given)
        exact = Fraction(self.answer)
        if abs(value - exact) <= self.tolerance:
            return Feedback(True, f"Right. {self.explanation}", self.rule_ids)
        return Feedback(
            False,
            f"Not {given}: the chance is {self.answer_text()} (answers within {self.tolerance:.1%} count). "
            f"{self.explanation}",
            self.rule_ids,
        )

    def _check_fields(self, given: Any) -> Feedback:
        if not isinstance(given, Mapping):
            raise ExerciseError(f"answer with a dict of {sorted(self.answer)}, not {given!r}")
        unknown = sorted(set(given) - set(self.answer))
        if unknown:
            raise ExerciseError(f"this exercise asks for {sorted(self.answer)}, not {unknown[0]!r}")
        wrong = [k for k in self.answer if _plain(given.get(k)) != self.answer[k]]
        if not wrong:
            return Feedback(True, f"Right. {self.explanation}", self.rule_ids)
        said = "; ".join(f"{self.feedback[k]}" for k in wrong)
        return Feedback(False, f"Not quite: {said}. What happens: {self.explanation}", self.rule_ids)

    # -- text for answer keys -----------------------------------------------------------------
    def answer_text(self) -> str:
        """The answer in words (for an answer key): the right choices' labels, the fraction with its
        percentage, or the fields."""
        if self.form == "set":
            return "; ".join(self.choice_label(c) for c in self.answer) or "nothing can move"
        if self.form == "choice":
            return self.choice_label(self.answer)
        if self.form == "fraction":
            f = Fraction(self.answer)
            return f"{float(f):.1%}" if self.tolerance >= 0.01 else f"{f} = {float(f):.1%}"
        return "; ".join(self.feedback[k] for k in self.answer)

    def explanation_markdown(self) -> str:
        """Prompt, answer, explanation, rule IDs and trace as a markdown block (a teacher's key)."""
        out = [f"**{self.prompt}**", "", f"*Answer:* {self.answer_text()}", "", self.explanation]
        if self.trace:
            out += ["", *[f"{i}. {t}" for i, t in enumerate(self.trace, 1)]]
        out += ["", "Rules: " + ", ".join(self.rule_ids)]
        return "\n".join(out)

    # -- JSON --------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The exercise as a JSON object; :func:`from_json` reads it back equal."""
        return {
            "type": "exercise",
            "key": self.key,
            "kind": self.kind,
            "seed": self.seed,
            "prompt": self.prompt,
            "position": dict(self.position),
            "form": self.form,
            "choices": [dict(c) for c in self.choices],
            "answer": self.answer,
            "explanation": self.explanation,
            "rule_ids": list(self.rule_ids),
            "feedback": dict(self.feedback),
            "trace": list(self.trace),
            "action": self.action,
            "tolerance": self.tolerance,
        }


_KEYS = (
    "type key kind seed prompt position form choices answer explanation rule_ids feedback trace action tolerance"
).split()


def from_json(obj: Any) -> Exercise:
    """Read an exercise written by :meth:`Exercise.to_json`.

    Raises :class:`ExerciseError` naming the key that is missing, unknown or of the wrong kind, or
    if the position is not one of its game (nothing is half-loaded).  Every part that
    :meth:`Exercise.check` and :meth:`Exercise.answer_text` read is checked here, so that an
    exercise read back answers in words or not at all (:func:`_check_parts`).
    """
    if not isinstance(obj, Mapping) or obj.get("type") != "exercise":
        raise ExerciseError('an exercise is a JSON object with "type": "exercise"')
    for k in _KEYS:
        if k not in obj:
            raise ExerciseError(f"an exercise lacks the key {k!r}")
    extra = sorted(set(obj) - set(_KEYS))
    if extra:
        raise ExerciseError(f"unknown key {extra[0]!r} in an exercise")
    if obj["form"] not in FORMS:
        raise ExerciseError(f"key 'form' must be one of {FORMS}, not {obj['form']!r}")
    types = {"seed": int, "prompt": str, "explanation": str, "choices": list, "rule_ids": list, "feedback": dict}
    for k, t in types.items():
        if not isinstance(obj[k], t) or isinstance(obj[k], bool):
            raise ExerciseError(f"key {k!r} of an exercise must be {t.__name__}, not {obj[k]!r}")
    try:
        state = state_from_json(obj["position"])
    except GameError as exc:
        raise ExerciseError(f"key 'position': {exc}") from None
    _check_parts(obj, state)
    return Exercise(
        key=obj["key"],
        kind=obj["kind"],
        seed=obj["seed"],
        prompt=obj["prompt"],
        position=dict(obj["position"]),
        form=obj["form"],
        choices=tuple(dict(c) for c in obj["choices"]),
        answer=obj["answer"],
        explanation=obj["explanation"],
        rule_ids=tuple(obj["rule_ids"]),
        feedback=dict(obj["feedback"]),
        trace=tuple(obj["trace"]),
        action=obj["action"],
        tolerance=float(obj["tolerance"]),
    )


def _check_parts(obj: Mapping[str, Any], state: State) -> None:
    """The parts of an exercise's JSON ``obj`` beyond their types (:func:`from_json`): the
    position is one of the game ``key`` names; ``choices`` are ``{"id", "label"}`` objects of
    text with distinct ids; ``feedback`` maps text to text; ``rule_ids`` and ``trace`` are lists
    of text; ``tolerance`` is a number 0..1; the ``answer`` fits the ``form`` (set: a list of
    choice ids, each with its feedback sentence; choice: one choice id; fraction: a chance
    0..1 such as ``"1/3"``; fields: an object whose every key has its feedback sentence).

    Raises:
        ExerciseError: naming the key.
    """

    def bad(key: str, what: str) -> ExerciseError:
        return ExerciseError(f"key {key!r} of an exercise must be {what}, not {obj[key]!r}")

    if not isinstance(obj["key"], str) or state.game.key != obj["key"]:
        raise ExerciseError(
            f"key 'key' of an exercise must name the game of its position ({state.game.key!r}), not {obj['key']!r}"
        )
    if not isinstance(obj["kind"], str):
        raise bad("kind", "the name of an exercise kind")
    choices = obj["choices"]
    if not all(
        isinstance(c, Mapping) and set(c) == {"id", "label"} and all(isinstance(v, str) for v in c.values())
        for c in choices
    ):
        raise bad("choices", 'a list of {"id": text, "label": text} objects')
    ids = [c["id"] for c in choices]
    if len(set(ids)) != len(ids):
        raise bad("choices", "a list of choices with distinct ids")
    feedback = obj["feedback"]
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in feedback.items()):
        raise bad("feedback", "an object of text to text")
    for key in ("rule_ids", "trace"):
        if not isinstance(obj[key], list) or not all(isinstance(x, str) for x in obj[key]):
            raise bad(key, "a list of text")
    tol = obj["tolerance"]
    if isinstance(tol, bool) or not isinstance(tol, (int, float)) or not 0 <= tol <= 1:
        raise bad("tolerance", "a number from 0 to 1")
    form, answer = obj["form"], obj["answer"]
    if form == "set":
        if not all(c in feedback for c in ids):
            raise bad("feedback", "an object with a sentence for every choice id")
        if not isinstance(answer, (list, tuple)) or not all(a in ids for a in answer):
            raise bad("answer", f"a list of choice ids from {ids}")
    elif form == "choice":
        if not isinstance(answer, str) or answer not in ids:
            raise bad("answer", f"one of the choice ids {ids}")
    elif form == "fraction":
        try:
            if not isinstance(answer, str):
                raise ExerciseError("not text")
            parse_probability(answer)
        except ExerciseError:
            raise bad("answer", 'a chance written as text, such as "1/3"') from None
    elif not isinstance(answer, Mapping) or not all(isinstance(k, str) and k in feedback for k in answer):
        raise bad("answer", "an object whose every key has its feedback sentence")


def parse_probability(x: Any) -> Fraction:
    """``x`` as a Fraction in 0..1: a Fraction, an int or float, ``"1/3"``, ``"0.33"`` or ``"33%"``.

    A written answer longer than 100 characters, or with a power of ten of three or more digits
    (``"1e-99999999"``, whose exact fraction alone would take minutes to build), is no chance a
    student writes and is refused at once; so are infinity and NaN.

    Raises :class:`ExerciseError` for anything else or a value outside 0..1.
    """
    try:
        if isinstance(x, bool):
            raise ValueError
        if isinstance(x, str):
            s = x.strip().replace(",", ".")
            if len(s) > 100 or re.search(r"[eE]\s*[-+]?\s*\d{3,}", s):
                raise ValueError
            v = Fraction(s[:-1].strip()) / 100 if s.endswith("%") else Fraction(s)
        elif isinstance(x, (int, float, Fraction)):
            v = Fraction(x)
        else:
            raise ValueError
    except (ValueError, ZeroDivisionError, OverflowError):
        raise ExerciseError(f"a chance is a fraction like 1/3, a percentage like 33% or a number, not {x!r}") from None
    if not 0 <= v <= 1:
        raise ExerciseError(f"a chance lies between 0 and 1 (0% and 100%), not {x!r}")
    return v


def _plain(v: Any) -> Any:
    """A given field value as JSON compares it: tuples as lists, numpy ints as ints."""
    if isinstance(v, (tuple, list)):
        return [_plain(x) for x in v]
    if isinstance(v, np.integer):
        return int(v)
    return v


# ---------------------------------------------------------------------------------------------
# Seeded positions from real play


def rng_for(key: str, kind: str, seed: int) -> np.random.Generator:
    """The random generator of one exercise: the same (key, kind, seed) always gives the same stream."""
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise ExerciseError(f"seed must be an int >= 0, not {seed!r}")
    return np.random.default_rng([int(seed), zlib.crc32(f"{key}|{kind}".encode())])


def random_decision(state: State, rng: np.random.Generator, max_steps: int, accept) -> State | None:
    """Play random legal moves and seeded throws from ``state`` for up to ``max_steps`` steps and
    return the first decision node (after at least one random number of steps) that ``accept``
    takes, or None if the game ends or no such node comes."""
    skip = int(rng.integers(0, max_steps // 2 + 1))
    s = state
    for i in range(max_steps):
        if s.is_terminal():
            return None
        if s.is_chance():
            s = s.apply(sample_outcome(s, rng))
            continue
        if i >= skip and accept(s):
            return s
        moves = s.legal_moves()
        s = s.apply(moves[int(rng.integers(len(moves)))])
    return None


def seeded_position(game, rng: np.random.Generator, accept, *, max_steps: int = 120, tries: int = 60) -> State:
    """A decision node of ``game`` reached by seeded random play that ``accept(state)`` takes.

    Raises :class:`ExerciseError` if ``tries`` playouts give none (a kind that does not fit)."""
    for _ in range(tries):
        s = random_decision(game.initial_state(), rng, max_steps, accept)
        if s is not None:
            return s
    raise ExerciseError(f"no position of {game.key} worth asking about came up in {tries} seeded games")


__all__ = [
    "Exercise",
    "Feedback",
    "ExerciseError",
    "FORMS",
    "from_json",
    "parse_probability",
    "rng_for",
    "sample_outcome",
]
