"""gamekit.exercises: every stored answer is what the engine says, over 500 seeds per game and kind.

For each game and kind: the answer equals the engine's (``legal_moves`` and ``why_not`` for
"which can move?", ``apply_with_events`` for "what happens?", :mod:`gamekit.analysis.exact` and
the Sechs-As solver for the chances and "which is better?", the rule IDs of ``why_not`` for
"which rule decides?"); ``check(answer)`` is right; every wrong answer is refused with at least
one rule ID (RP-2, PG-16, PC-4, SA-3 ... as the engine names them); the JSON round trip is exact.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from gamekit import exercises as X
from gamekit.analysis import exact
from gamekit.exercises.base import rule_ids_in
from gamekit.exercises.places import candidates
from gamekit.exercises.which_is_better import solution

GAMES = ("pachisi/german", "pachisi/czech", "sechs_as", "raja_pasu")
SEEDS = range(500)
CASES = [(k, kind) for k in GAMES for kind in X.kinds_for(k) if kind != "which_is_better" or k == "sechs_as"]
"""Every game and kind over 500 seeds; "which is better?" from rollouts is tested in
tests/test_exercises_rollouts.py (fewer seeds: each costs its rollouts)."""


@pytest.fixture(scope="module")
def made():
    cache = {}

    def get(key, kind):
        if (key, kind) not in cache:
            cache[key, kind] = [X.generate(key, kind, s) for s in SEEDS]
        return cache[key, kind]

    return get


def _wrong_answers(ex):
    """Every wrong answer worth trying: each wrong pick and each miss, every other choice, a
    chance 0.1 away, each field changed."""
    if ex.form == "set":
        right = list(ex.answer)
        for c in ex.choices:
            cid = c["id"]
            yield [r for r in right if r != cid] if cid in right else right + [cid]
    elif ex.form == "choice":
        for c in ex.choices:
            if c["id"] != ex.answer:
                yield c["id"]
    elif ex.form == "fraction":
        v = Fraction(ex.answer)
        yield v + Fraction(1, 10) if v < Fraction(1, 2) else v - Fraction(1, 10)
    else:
        for k, v in ex.answer.items():
            changed = dict(ex.answer)
            if isinstance(v, bool):
                changed[k] = not v
            elif isinstance(v, int):
                changed[k] = v + 1
            else:
                changed[k] = [x + 1 for x in v]
            yield changed


def _engine_answer(ex):
    state = ex.state
    if ex.kind == "which_can_move":
        # legal_moves lists one of several equal pieces waiting in a yard; why_not accepts each of them
        legal = state.legal_moves()
        ok = [c.id for c in candidates(state) if c.move is not None and state.why_not(c.move) is None]
        assert (
            all(m in legal for m in (c.move for c in candidates(state) if c.id in ok))
            or state.game.key == "pachisi/german"
        )
        return ok
    if ex.kind == "what_happens":
        move = state.game.move_from_json(ex.action)
        after, events = state.apply_with_events(move)
        assert tuple(e.text for e in events if e.text) == ex.trace
        if ex.key == "raja_pasu":
            last = [e.data["hole"] for e in events if e.kind == "sow"][-1]
            return {"last_hole": last, "captured": [after.reserves[i] - state.reserves[i] for i in range(2)]}
        if ex.key in ("pachisi/german", "pachisi/czech"):  # the field the board prints (B-2, PC-3)
            fields = [e.data["to_field"] for e in events if "to_field" in e.data]
            return {"field": fields[-1], "capture": any(e.kind == "capture" for e in events)}
        return {"sides": list(after.sides), "pot": after.pot}
    if ex.kind == "which_rule":
        why = {c.id: c.why_not for c in candidates(state)}[ex.action]
        if ex.key != "pachisi/german":  # German choices are (piece, value): why_not_piece is its engine
            assert state.why_not(ex.action) == why
        return rule_ids_in(why)[0]
    if ex.kind == "which_is_better":
        values = dict((json.dumps(m.to_json()), v) for m, v in solution(state.game).move_values(state))
        labels = {c["id"]: c["label"] for c in ex.choices}
        by_label = {str(m): v for m, v in solution(state.game).move_values(state)}
        assert json.dumps(ex.action) in values
        return max(labels, key=lambda cid: by_label[labels[cid]])
    raise AssertionError(ex.kind)


EXACT_CHANCES = {
    "pachisi/german": {
        exact.german_enter_probability(),
        exact.german_enter_within(3, True),
        exact.german_pips_distribution()[14],
    },
    "pachisi/czech": {exact.grace_probability(), *exact.cowrie_distribution().values()},
    "sechs_as": set(exact.sechs_as_action_probabilities().values()),
}


@pytest.mark.parametrize("key,kind", CASES)
def test_answers_are_the_engines(made, key, kind):
    """The stored answer equals the engine's, check() accepts it, every wrong answer is refused with a rule ID."""
    seen = set()
    for ex in made(key, kind):
        if kind == "what_are_the_chances":
            if ex.tolerance == X.chances.SOLVER_TOLERANCE:
                assert abs(float(Fraction(ex.answer)) - solution(ex.state.game).value(ex.state)) < 1e-6
            else:
                assert Fraction(ex.answer) in EXACT_CHANCES[key]
        else:
            assert ex.answer == _engine_answer(ex), (key, kind, ex.seed)
        fb = ex.check(ex.answer)
        assert fb.right and fb.rule_ids
        for wrong in _wrong_answers(ex):
            fb = ex.check(wrong)
            assert not fb.right and fb.rule_ids, (key, kind, ex.seed, wrong)
        seen.add(ex.prompt + json.dumps(ex.position, sort_keys=True))
    assert len(seen) >= (2 if kind == "what_are_the_chances" else 50)  # the questions vary with the seed


@pytest.mark.parametrize("key,kind", CASES)
def test_json_round_trip_and_seeds(made, key, kind):
    """JSON round trip is exact (through a JSON string), and the same seed gives the same exercise."""
    for ex in made(key, kind):
        back = X.from_json(json.loads(json.dumps(ex.to_json())))
        assert back == ex and back.to_json() == ex.to_json()
    assert X.generate(key, kind, 7) == made(key, kind)[7]


def test_hand_worked_chances():
    """PG-16: entering in one throw is 1/3; PC-6: a grace is 1/8; SA-5: throwing again is 5/36."""
    values = {Fraction(X.generate(k, "what_are_the_chances", s).answer) for k in GAMES[:3] for s in range(60)}
    assert {Fraction(1, 3), Fraction(1, 8), Fraction(5, 36), Fraction(19, 27)} <= values


def test_kinds_that_do_not_fit_are_refused():
    """Raja Pasu has no chance (RP-1): its kinds are the other four."""
    assert X.kinds_for("raja_pasu") == ("which_can_move", "what_happens", "which_rule", "which_is_better")
    with pytest.raises(X.ExerciseError, match="no chance"):
        X.generate("raja_pasu", "what_are_the_chances", 1)
    with pytest.raises(X.ExerciseError, match="kinds"):
        X.generate("sechs_as", "guess", 1)
    with pytest.raises(X.ExerciseError, match="seed"):
        X.generate("sechs_as", "which_rule", -1)


def test_malformed_json_and_answers_are_refused():
    """A missing key, an unknown key, a bad position and unreadable answers raise ExerciseError."""
    ex = X.generate("raja_pasu", "which_can_move", 3)
    obj = ex.to_json()
    for bad in (
        {k: v for k, v in obj.items() if k != "answer"},
        {**obj, "extra": 1},
        {**obj, "position": {"game": "x"}},
    ):
        with pytest.raises(X.ExerciseError):
            X.from_json(bad)
    with pytest.raises(X.ExerciseError):
        ex.check(["99"])
    with pytest.raises(X.ExerciseError):
        X.parse_probability("a third")
    assert X.parse_probability("33.3%") == Fraction(333, 1000) and X.parse_probability("1/3") == Fraction(1, 3)


def test_json_whose_parts_check_or_answer_text_could_not_read_is_refused_by_key():
    """Every part check() and answer_text() read is checked by from_json: a tolerance, choices or
    trace of the wrong kind, an answer that does not fit its form ("1/0", None, an id that is no
    choice), feedback missing for a choice of a "set" exercise, a key that is no game's or
    another game's than the position's.  Each is an ExerciseError naming the key; the exercises
    the kit writes are read back equal."""
    chance = X.generate("sechs_as", "what_are_the_chances", 7).to_json()
    which = X.generate("raja_pasu", "which_can_move", 3).to_json()
    rule = X.generate("sechs_as", "which_rule", 1).to_json()
    assert chance["form"] == "fraction" and which["form"] == "set" and rule["form"] == "choice"
    other = X.generate("raja_pasu", "which_rule", 1).to_json()["position"]
    for obj, bad, key in (
        (chance, {"tolerance": None}, "tolerance"),
        (chance, {"tolerance": 2}, "tolerance"),
        (chance, {"choices": [1]}, "choices"),
        (chance, {"trace": None}, "trace"),
        (chance, {"answer": None}, "answer"),
        (chance, {"answer": "1/0"}, "answer"),
        (chance, {"answer": "3/2"}, "answer"),
        (which, {"feedback": {}}, "feedback"),
        (which, {"choices": [{}]}, "choices"),
        (which, {"answer": ["no such hole"]}, "answer"),
        (rule, {"answer": "Z"}, "answer"),
        (chance, {"key": 1}, "key"),
        (chance, {"position": other}, "key"),
    ):
        with pytest.raises(X.ExerciseError, match=f"key '{key}'"):
            X.from_json({**obj, **bad})
    for obj in (chance, which, rule):
        assert X.from_json(json.loads(json.dumps(obj))).to_json() == obj


def test_a_chance_written_carelessly_is_refused_at_once_not_computed_for_minutes():
    """A student's typed chance with a huge power of ten ("1e-99999999" took minutes to turn
    into a fraction), a very long answer, infinity or NaN is an ExerciseError in words; small
    powers of ten are still read exactly."""
    for bad in ("1e-99999999", "1E+999", "1e 100", "0." + "3" * 200, float("inf"), float("nan"), "inf"):
        with pytest.raises(X.ExerciseError, match="a chance is a fraction like 1/3"):
            X.parse_probability(bad)
    assert X.parse_probability("5e-1") == Fraction(1, 2) and X.parse_probability("25e-2") == Fraction(1, 4)
    ex = X.generate("sechs_as", "what_are_the_chances", 7)
    with pytest.raises(X.ExerciseError):
        ex.check("1e-99999999")


def test_raja_pasu_which_can_move_by_hand():
    """RP-2: from the opening position every hole of South's row holds seven seeds, so all seven can be sown;
    a wrong pick in a seeded position is told the engine's reason with RP-2."""
    ex = next(e for e in (X.generate("raja_pasu", "which_can_move", s) for s in range(50)) if len(e.answer) < 7)
    wrong = next(c["id"] for c in ex.choices if c["id"] not in ex.answer)
    fb = ex.check(list(ex.answer) + [wrong])
    assert "empty (RP-2)" in fb.text and "RP-2" in fb.rule_ids


def test_catalogue_lists_six_per_game_notebook():
    """Every game notebook asks at least six exercises and the comparison four; the answer key prints each."""
    from gamekit.exercises import catalogue

    for nb in ("pachisi_german", "pachisi_czech", "sechs_as", "raja_pasu"):
        assert len(catalogue.CATALOGUE[nb]) >= 6
    assert len(catalogue.CATALOGUE["compare_rule_sets"]) >= 4
    key = catalogue.answer_key_markdown("raja_pasu")
    assert key.count("### Exercise") == 7 and "Rules: RP-2" in key
    with pytest.raises(X.ExerciseError, match="raja_pasu"):
        catalogue.exercises_for("nowhere")
