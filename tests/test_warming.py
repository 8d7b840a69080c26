"""While the set-up script compiles the batch engines in the background, simulate() plays with the plain engine."""

from __future__ import annotations

import subprocess
import sys

import pytest

import gamekit
from gamekit.analysis import simulate, warming


@pytest.fixture
def sleeper():
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield proc
    proc.kill()
    proc.wait()


def test_warming_reads_the_marker(tmp_path, sleeper):
    marker = tmp_path / "warming"
    assert not warming.warming(marker)  # no marker
    marker.write_text(f"{sleeper.pid}\n")
    assert warming.warming(marker)  # a running process warms
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    marker.write_text(done.stdout)
    assert not warming.warming(marker)  # a stale marker: its process has ended
    marker.write_text("not a pid")
    assert not warming.warming(marker)


def test_simulate_uses_the_plain_engine_while_warming(tmp_path, sleeper, monkeypatch):
    game = gamekit.load("sechs_as")
    assert simulate(game, "random", 20, seed=0, progress=False).engine == "batched"
    marker = tmp_path / "warming"
    marker.write_text(f"{sleeper.pid}\n")
    monkeypatch.setattr(warming, "MARKER", marker)
    assert simulate(game, "random", 20, seed=0, progress=False).engine == "plain"
    marker.unlink()
    assert simulate(game, "random", 20, seed=0, progress=False).engine == "batched"


def compile_for_a_second(marker):
    """A process that, like ``python -m gamekit.analysis.warming``, holds the marker while it
    works (a second) and removes it when done."""
    code = "import os, sys, time; time.sleep(1); os.remove(sys.argv[1])"
    proc = subprocess.Popen([sys.executable, "-c", code, str(marker)])
    marker.write_text(f"{proc.pid}\n")
    return proc


def test_wait_until_warm_waits_for_the_compile_and_gives_up_after_the_timeout(tmp_path, sleeper, capsys):
    marker = tmp_path / "warming"
    assert warming.wait_until_warm(5, marker) is True  # not warming: at once, and silent
    assert capsys.readouterr().err == ""
    marker.write_text(f"{sleeper.pid}\n")
    assert warming.wait_until_warm(0.3, marker, poll=0.1) is False  # still compiling after the timeout
    assert "waiting for the compiled engines" in capsys.readouterr().err
    short = compile_for_a_second(marker)
    try:
        assert warming.wait_until_warm(60, marker, poll=0.1) is True  # the compile ended meanwhile
    finally:
        short.kill()
        short.wait()


def test_evaluate_waits_for_the_engines_but_the_boards_analysis_does_not(tmp_path, sleeper, monkeypatch, capsys):
    """A notebook cell's evaluate() waits for the compile, then plays the batched games (the same
    numbers as with warm engines); with on_progress (the board's Analyse, which has a Stop) it
    plays with the plain engine at once."""
    from gamekit.analysis import evaluate

    state = gamekit.load("sechs_as").initial_state().apply((5, 3))
    warm = evaluate(state, n_games=200, seed=4)
    marker = tmp_path / "warming"
    monkeypatch.setattr(warming, "MARKER", marker)
    short = compile_for_a_second(marker)
    try:
        capsys.readouterr()
        waited = evaluate(state, n_games=200, seed=4)
        assert "waiting for the compiled engines" in capsys.readouterr().err
        assert [(p.description, p.share) for p in waited.plays] == [(p.description, p.share) for p in warm.plays]
        marker.write_text(f"{sleeper.pid}\n")  # a compile that goes on
        evaluate(state, n_games=20, seed=4, on_progress=lambda done, total: True)
        assert "waiting" not in capsys.readouterr().err
    finally:
        short.kill()
        short.wait()
