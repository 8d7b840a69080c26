# %% [markdown]
# # Raja Pasu — "king and cow"
#
# Raja Pasu is a *mancala*: a game of sowing seeds round a board of holes. It has two rows of seven holes,
# seven seeds in each, and a rule you will not find in most mancalas: **a hole that reaches exactly four seeds
# is captured by the owner of that row — whoever is sowing.** Sow carelessly into your opponent's row and you
# hand them their catch.
#
# This notebook explains the rules step by step, lets you play on a board (no code needed: click a hole),
# and ends with a small experiment. <span class="gk-lab-only">Run it from the top (*Run → Run All Cells*); it takes a few seconds (the kit's benchmark, `benchmarks/bench_notebooks.py`, measures the kernel's CPU time for Run All in a fresh kernel: under 10 CPU-seconds).</span>
#
# *Rule IDs such as* RP-5 *refer to the project's rule book; `gamekit.rules.explain("RP-5")` prints any of them.*

# %% [markdown]
# **What you will be able to do** after this notebook (about 30 minutes):
#
# 1. say which holes a player may sow from, and why the others are refused;
# 2. follow a sowing seed by seed, with relays, pasu and pussa, and predict where it ends and who captures;
# 3. test a rule change by playing many games.
#
# The exercises check themselves: pick an answer, press **Check**, and the rules engine explains it. Words such as
# *pasu* and *pussa* are in the [glossary](glossary.md).

# %% [markdown]
# ## Where the game comes from
#
# * The Dutch anthropologist and games scholar **Alexander de Voogt** first described Raja Pasu in **2000**, in
#   an article of *Board Games Studies*; he had come across it on a short visit to the area around **Colombo,
#   Sri Lanka** (2000 is the year of the article, not of the visit) {claim:RH-1}. It was played mostly by
#   women; some men also knew it {claim:RH-2}. It is also reported from India, and it has a regional
#   relative, *Raja Pasu Mandiri* {claim:RH-3}.
# * The name means **"king and cow"** (*raja*, king; *pasu*, cow). In the game, *pasu* is the name of the
#   capture of four seeds {claim:RH-3}.
# * The **National Museums of Colombo** keep mancala boards, moulds for making them and even a bed decorated
#   with playing holes. All of them have **two rows of seven holes** (with two larger holes between the rows),
#   and all belong to the **Kandy period** (18th or early 19th century). De Voogt argued that Pallankuli does
#   not fit these boards — and that Raja Pasu is a more likely candidate for the rules once played on them
#   {claim:RH-4}.
#
# **Sources:** the rule text we worked from (a German page after *Mancala World – Raja Pasu*); A. J. de Voogt,
# "Mancala boards (Olinda Keliya) in the National Museums of Colombo", *Board Games Studies* 3 (2000).
# The full list, and what was taken from each, is in the repository's [`SOURCES.md`](../SOURCES.md).
#
# **Open questions (the sources disagree):** whether the *last* seed of a lap can make a pasu capture (our rule
# text says any sown seed; at least one published implementation exempts the last seed — you can switch
# between them, see below), and who receives the seeds left on the board at the end of a round (we follow the
# rule text: the opponent of the player who cannot move).

# %%
import numpy as np
import matplotlib.pyplot as plt
import gamekit
from gamekit.render.figures import accessible_figures
from gamekit import rules

accessible_figures()  # every plot is also shown as an image with alt text (screen readers)

plt.rcParams["svg.hashsalt"] = "gamekit"
game = gamekit.load("raja_pasu")
start = game.initial_state()
start

# %% [markdown]
# ## The rules, one by one
#
# Holes 0–6 are South's row (from South's left to right), holes 7–13 North's row (from North's left). Sowing
# goes **counter-clockwise**: from hole 13 the next hole is hole 0. Each rule ends with its source: "seed 001"
# is the rule text named above (after *Mancala World*), listed in [`SOURCES.md`](../SOURCES.md).

# %%
for rule_id in rules.ids("raja_pasu"):
    print(rules.explain(rule_id), end="\n\n")

# %% [markdown]
# **Exercise 1.** Which holes can be sown from in this position? Pick them all, then press Check.

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("raja_pasu", 1)

# %% [markdown]
# ## A first move, seed by seed
#
# South opens by sowing hole 3. Every seed that is dropped, every relay and every capture is an *event*; here
# are the first twenty. Watch the relay (RP-3): when the last seed lands, the whole next hole is picked up and
# the sowing goes on.

# %%
after, events = start.apply_with_events(3)
for event in events[:20]:
    print(event)
print("...")
print(f"{len(events)} events in all; the move ends with: {events[-1]}")

# %%
after

# %% [markdown]
# **Exercise 2.** Predict a move: where does its last seed land, after the relays?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("raja_pasu", 2)


# %% [markdown]
# ## Pasu: the four belong to the row's owner
#
# Here South sows four seeds from hole 5. The third seed makes North's hole 8 hold exactly four — so **North**
# captures them (RP-5), and South's sowing simply goes on.

# %%
pasu = game.make_state({5: 4, 8: 3, 12: 1}, [45, 45], to_move=0)
after, events = pasu.apply_with_events(5)
for event in events:
    print(event)
print("reserves (South, North):", pasu.reserves, "->", after.reserves)

# %% [markdown]
# **Exercise 3.** A move with a pasu in it: how many seeds does each player capture?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("raja_pasu", 3)

# %% [markdown]
# ## Pussa: jumping over an empty hole
#
# When the move ends because the next hole is empty, the mover captures the hole **after** the empty one (RP-4)
# — in either row. Below, South's relay ends in hole 5; hole 6 is empty, so South takes the five seeds in
# North's hole 7.

# %%
pussa = game.make_state({0: 2, 3: 2, 7: 5, 10: 1}, [44, 44], to_move=0)
after, events = pussa.apply_with_events(0)
for event in events:
    print(event)

# %% [markdown]
# **Exercise 4.** A move that ends in a pussa: where does it end, and who captures what?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("raja_pasu", 4)

# %% [markdown]
# ## Switch a rule: can the *last* seed make a pasu?
#
# By default yes (RP-5). With `pasu_on_last_seed=False` the four stay in the hole and the relay carries on from
# the next one. Same position, same move, both readings:

# %%
for option in (True, False):
    s = gamekit.load("raja_pasu", pasu_on_last_seed=option).make_state({1: 2, 3: 3, 4: 2, 8: 2, 11: 1}, [40, 48], to_move=0)
    after, events = s.apply_with_events(1)
    print(f"pasu_on_last_seed={option}:")
    print("  ", " | ".join(e.text for e in events))
    print("   board after:", after.board, " reserves:", after.reserves)

# %% [markdown]
# **Exercise 6.** After changing a rule, the basics still hold: which holes can be sown from here?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("raja_pasu", 6)

# %% [markdown]
# ## A sowing that would never end
#
# With few holes open, a relay can go round for ever. The rules forbid such a move (RP-6), and gamekit detects
# it exactly — by noticing that the same board comes back at a relay — not by giving up after some number of
# steps. In this match position only holes 5, 6, 12 and 13 are open:

# %%
loop = gamekit.load("raja_pasu", match=True).state_from_json({
    "game": "raja_pasu", "options": {"match": True, "pasu_on_last_seed": True, "first_player": 0},
    "to_move": 0, "winner": None, "board": [0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 2], "reserves": [60, 34],
    "closed": [True] * 5 + [False, False] + [True] * 5 + [False, False],
    "round": 3, "round_start_reserves": [5, 2], "round_winners": [0, 1]})
print("legal moves:", [str(m) for m in loop.legal_moves()])
print("why not hole 6?", loop.why_not(6))

# %% [markdown]
# ## Play
#
# Click a hole of the player to move (or pick a move from the list), then step through the sowing seed by seed
# with **Step**, or press play. **Undo**/**Redo** and the replay slider move through the game; choose a
# computer player for either side. With `match=True` the board plays a whole match: when a round ends, the
# holes are refilled and closed from each row's left end (RP-8).

# %%
from gamekit.widgets import board

board(gamekit.load("raja_pasu", match=True))

# %% [markdown]
# **Exercise 5.** The board above refused some clicks. Which rule decides in this case?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("raja_pasu", 5)

# %% [markdown]
# ## An experiment: does the opener have an advantage?
#
# South opens every round. We let the computer play 400 rounds with two kinds of players — **random** (any
# legal hole) and **greedy** (the hole that captures the most right now) — and count how often the opener
# wins. The interval is a 95% confidence interval (Wilson).

# %%
from gamekit.analysis.simulate import simulate
from gamekit.analysis.stats import proportion_ci

N = 400
rows = []
for label, agents in [("random vs random", "random"), ("greedy vs greedy", "greedy"),
                      ("greedy opener vs random", ["greedy", "random"]), ("random opener vs greedy", ["random", "greedy"])]:
    res = simulate(game, agents, n_games=N, seed=2026, progress=False)
    wins = int(res.wins[:, 0].sum())
    low, high = proportion_ci(wins, N)
    rows.append((label, wins / N, low, high, res.draw.mean(), res.moves.mean()))
    print(f"{label:<26} opener wins {wins:3d}/{N} = {wins / N:.3f}  (95% CI {low:.3f}-{high:.3f}),"
          f" draws {res.draw.mean():.3f}, {res.moves.mean():.1f} moves per round")

# %%
fig, ax = plt.subplots(figsize=(8, 3.5))
labels = [r[0] for r in rows]
rates = np.array([r[1] for r in rows])
err = np.array([[r[1] - r[2] for r in rows], [r[3] - r[1] for r in rows]])
ax.barh(labels, rates, xerr=err, color="#56B4E9", edgecolor="#222222", capsize=6)
ax.axvline(0.5, color="#D55E00", linestyle="--", label="no advantage")
ax.set_xlim(0, 1)
ax.set_xlabel(f"share of {N} rounds won by the opener (South)")
ax.invert_yaxis()
ax.legend(loc="lower right")
fig.tight_layout()
plt.show()

# %%
from IPython.display import Markdown

from gamekit.analysis.compare import N_GAMES  # the comparison notebook's games per rule set

Markdown(f"""**What to notice.** Even between two *random* players the opener wins about three rounds in four —
far more than the one half a fair game would give, and the confidence interval is nowhere near 0.5. (The
comparison notebook measures the same share with {N_GAMES:,} random rounds.) Greedy
play beats random play almost every time, yet a random opener still takes about a third of its rounds
against a greedy second player. Two greedy players play (almost) the same round every time, so their 400
rounds say little: that is why the interval alone does not tell the whole story.

*Questions for the class:* why might the opener be so strong? (Look at the first move from each hole below:
how many seeds end up in each row?) Try the other reading of RP-5 by passing `pasu_on_last_seed=False` to
`gamekit.load` and run the experiment again.""")

# %%
for move in start.legal_moves():
    after = start.apply(move)
    south_row, north_row = sum(after.board[:7]), sum(after.board[7:])
    print(f"{str(move):<40} reserves {after.reserves}   seeds left in South's row {south_row:2d}, in North's row {north_row:2d}")

# %% [markdown]
# ## Which hole is best here? Is the one that sows the most seeds the best?
#
# South has opened from its first hole; now North chooses. A tempting rule of thumb is *sow the hole with the
# most seeds*. `evaluate` answers the question for this position: it plays 200 random rounds on from the
# position each hole reaches (the same seeds for every hole, so the holes are compared on the same luck) and
# ranks North's holes by the share of rounds North wins, with a 95 % interval. The **Analyse** button under
# every board gives the same ranking for the position on the board.

# %%
from gamekit.analysis import evaluate

position = start.apply(start.legal_moves()[0])  # South sowed its first hole; North to move
ranking = evaluate(position, n_games=200, seed=1, agents="random")
for rank, play in enumerate(ranking.plays, 1):
    hole = play.moves[0].hole
    print(f"{rank}. {play.description:<38} seeds {position.board[hole]:2d}   North wins {play.share:.0%} "
          f"({play.low:.0%}-{play.high:.0%})")
most = max(position.board[m.hole] for m in position.legal_moves())
ranks = [r for r, p in enumerate(ranking.plays) if position.board[p.moves[0].hole] == most]
print()
print("Verdict:", ranking.verdict())
print(f"The holes with the most seeds ({most}) rank {', '.join(str(r + 1) for r in ranks)} of {len(ranking.plays)}.")
if ranks[0] > 0:
    d, lo, hi = ranking.difference(0, ranks[0])
    print(f"The best hole wins {100 * d:.0f} points more than the best of them ({100 * lo:.0f} to {100 * hi:.0f}).")

# %% [markdown]
# **Exercise 7.** Now you judge: of two holes in a late position of a game, which gives the player to move
# the better chance? The answer comes from the same rollouts (200 rounds per hole, the same seeds for both), and
# the two holes offered differ clearly: the 95 % interval of their difference lies above 0.

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("raja_pasu", 7)

# %% [markdown]
# ## Experiment: flip a rule and watch
#
# What does one rule change? In **setting B**, switch off RP-5's `pasu_on_last_seed`, or let North open (`first_player`, RP-1), or give one side the greedy player; then press **Run**. The computer plays both settings
# with the same seed, and the plots show who wins, how long the games last and the difference, each with its
# 95 % interval (**Stop** ends a long run early). The numbers are exactly those of
# `simulate(game, agents, n_games, seed)` for the same settings.

# %%
from gamekit.widgets import experiment

experiment("raja_pasu", n_games=2000, seed=1)
