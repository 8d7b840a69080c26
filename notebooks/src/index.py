# %% [markdown]
# # gamekit — four old games to explore in class
#
# **gamekit** lets a class play, watch and *measure* four traditional games:
#
# | game | where from | played with | notebook |
# |---|---|---|---|
# | **Pachisi**, German family rules | India, as played in a German family since the early 20th century {claim:PH-6} | two dice, a cross-shaped board, teams of two | [pachisi_german.ipynb](pachisi_german.ipynb) |
# | **Pačísí**, Czech rules | the same Indian game, from a Czech rules page (it lists a 1991 book of board games for further reading) {claim:PH-8} | six cowrie shells | [pachisi_czech.ipynb](pachisi_czech.ipynb) |
# | **Sechs-As** ("six-ace") | a dice game said to come from the Roman *Ludus* board {claim:SH-1} | two dice, six stones each, a pot | [sechs_as.ipynb](sechs_as.ipynb) |
# | **Raja Pasu** ("king and cow") | a mancala game from Sri Lanka and India | 2 rows of 7 holes, 98 seeds — no dice at all | [raja_pasu.ipynb](raja_pasu.ipynb) |
#
# and one notebook that puts them side by side: **[compare_rule_sets.ipynb](compare_rule_sets.ipynb)** — the rules in one
# table, the exact chances of the dice and cowries, who wins how often, what happens when you change one rule,
# and the history, with the questions historians still argue about.
#
# Every game follows a written rule book in which each rule has an ID (such as *PG-16*, "entering with a five").
# Where the old sources are silent or disagree, the kit says so and often lets you switch between the readings.
# <span class="gk-lab-only">**You need no programming**: open a notebook, choose *Run → Run All Cells*, and use the boards and plots.</span>

# %% [markdown]
# **What you will be able to do** with this page (about 10 minutes):
#
# 1. choose the notebook for a lesson and the exercises to use in it;
# 2. show the four boards and say what each game is played with.
#
# Words of the games (relay sowing, pasu, pussa, gate, grace throw, charkoni, unit, castle, pot) are in the
# [glossary](glossary.md).

# %% [markdown]
# ## The four boards
#
# Each picture below is a position from a game the computer played against itself (the same position every time).

# %%
import numpy as np
from IPython.display import display

import gamekit
from gamekit.agents import agents_for
from gamekit.render import Picture, draw


def position_after(game, steps, seed, agent="greedy"):
    """The position after `steps` actions (throws and moves) of a game the computer plays with itself."""
    rng = np.random.default_rng(seed)
    play = agents_for(game)[agent]
    state = game.initial_state()
    for step, (state, action) in enumerate(gamekit.playout(state, play, rng)):
        if step == steps:
            return state
    return state.apply(action)  # the game ended within `steps` actions


for entry in gamekit.registry.entries():  # every game of the registry that has a gallery picture
    if entry.gallery is None:
        continue
    game = gamekit.load(entry.key)
    shown = entry.gallery
    state = position_after(game, shown["steps"], seed=shown["seed"], agent=shown["agent"])
    print(f"{entry.title} — {shown['caption']}")
    # the position only (nothing to click, no buttons), as an image with alt text
    display(Picture(draw(state), alt=f"{entry.title}: {shown['caption']}"))

# %% [markdown]
# ## The notebooks
#
# * **[raja_pasu.ipynb](raja_pasu.ipynb)** — a game without dice: sowing, relay, *pussa* and *pasu* captures,
#   a board to play on against the computer.
# * **[sechs_as.ipynb](sechs_as.ipynb)** — a game small enough to be **solved exactly**: hints that show the best
#   choice and the chance of winning.
# * **[pachisi_german.ipynb](pachisi_german.ipynb)** — the German family rules: two dice, doubles with top *and*
#   bottom faces, gates, partners.
# * **[pachisi_czech.ipynb](pachisi_czech.ipynb)** — the Czech rules: cowrie shells, graces, castles, stacks.
# * **[compare_rule_sets.ipynb](compare_rule_sets.ipynb)** — all four side by side, with exact chances, many
#   simulated games, rule experiments and a timeline of the sources.
#
# ## Using it in a lesson
#
# **Presentation mode.** To show a notebook on the projector with the code hidden and the boards live, run in a
# terminal (from the kit's folder):
#
#     bash scripts/present.sh notebooks/NAME.ipynb
#
# for example `bash scripts/present.sh notebooks/compare_rule_sets.ipynb`. To work in JupyterLab instead:
# `bash scripts/lab.sh`. On Binder everything runs in the browser, nothing to install.
#
# **A 45-minute lesson: "Is it luck or skill?"**
#
# | minutes | what happens | notebook |
# |---|---|---|
# | 0–5 | Show the four boards (this page). Ask: which game has the most luck? the least? | index |
# | 5–15 | Play Raja Pasu on the projector, class against the computer: no dice, yet the first player wins most rounds. Why? | raja_pasu |
# | 15–25 | Sechs-As in pairs on paper with two dice; then the exact chance of winning for the first player, and the hints | sechs_as |
# | 25–35 | Throwing devices: two dice against six cowries. Predict, then look at the exact chances of entering and of a grace | compare_rule_sets §2–3 |
# | 35–42 | Flip one rule (cowries that land mouth up less often, the last seed in Raja Pasu): predict the effect, then look | compare_rule_sets §6 |
# | 42–45 | Open questions: where the sources disagree. Homework: pick one and argue one side | compare_rule_sets §8 |
#
# **For the teacher:** a teacher's edition of each notebook — goals, timings, the answers (computed by the
# kit), common wrong answers, positions to show: [German Pachisi](teacher/pachisi_german.ipynb),
# [Czech Pačísí](teacher/pachisi_czech.ipynb), [Sechs-As](teacher/sechs_as.ipynb),
# [Raja Pasu](teacher/raja_pasu.ipynb), [comparing the rule sets](teacher/compare_rule_sets.ipynb).
#
# Questions to ask along the way: *Why does a confidence interval get narrower with more games? What would you
# need to show that going first helps in Pachisi? Why might the Czech rules put every first piece in play at the
# start?*
#
# ## Playing without code
#
# * **On the board widgets:** every game notebook has a board with buttons — *Throw*, click a piece or a hole,
#   *Undo*, *Hint*; any seat can be a person or the computer.
# * **On the table:** the rules are short enough to play with real things. Pachisi needs a cross board (draw one:
#   three columns of eight fields per arm), four pieces per colour and two dice — or six cowrie shells (count the
#   mouths up: 2 to 6 as thrown, one up = 10, none up = 25). Sechs-As needs two dice, twelve stones and a cup for
#   the pot. Raja Pasu needs 14 small bowls in two rows and 98 beans. The rule IDs in each notebook are the rule
#   book; `gamekit.rules.explain("RP-5")` prints any rule in plain words.

# %%
from IPython.display import Markdown

from gamekit.exercises.catalogue import CATALOGUE  # the exercises each notebook asks

KIND_USE = {
    "which_can_move": ("Which can move?", "right after the rules of moving: can the class read a position?"),
    "what_happens": ("What happens?", "after a rule that moves or captures: predict first, then watch the trace"),
    "what_are_the_chances": ("What are the chances?", "with the throwing devices: guess, then count exactly"),
    "which_rule": ("Which rule decides?", "after a rule that forbids: name the rule behind a refusal"),
    "which_is_better": (
        "Which is better?",
        "after the analysis of a position: choose, then see the solver's chances or the rollouts' evidence",
    ),
}
rows = ["| notebook | exercise | kind | use it |", "|---|---|---|---|"]
for nb, listed in CATALOGUE.items():
    for n, (_key, kind, _seed) in enumerate(listed, 1):
        name, use = KIND_USE[kind]
        rows.append(f"| [{nb}]({nb}.ipynb) | {n} | {name} | {use} |")
Markdown(
    """## Exercises: which to use when

Every notebook asks questions that check themselves: the student answers (picks, clicks or types), presses
**Check**, and the rules engine says whether it is right and which rule decides. *New question* gives another of
the same kind, *Show me* plays the answer. The answers are computed from the rules, never typed in.
In the 45-minute lesson above: Raja Pasu exercises 1–2 at minutes 5–15, Sechs-As exercises 4–5 at 15–25, and
the comparison's exercises 3–4 at 25–35.

"""
    + "\n".join(rows)
)

