r"""Training the zoo's cells on the seeds' tasks (the ``[train]`` extra: torch, scikit-learn).

Library behind ``python -m numerics.train``. Modules: :mod:`.problems` (tasks as training problems),
:mod:`.model` (cells as torch networks, scoRNN's Cayley gradient), :mod:`.protocol` (the thesis' RMSprop
protocol), :mod:`.campaign` (cases, bisection of the largest solved hardness, the store), :mod:`.report`
(docs/experiments.md tables), :mod:`.lens` (Start-End spectra of trained networks), :mod:`.ensemble` (many
networks of one shape trained as one batched model), :mod:`.stats` (the fixed protocol's statistics). Importing this package
does not import torch (functions import it when called),
nor anything beyond numpy, array-api-compat and the standard library: a machine with numpy and torch runs the
campaigns.
"""

from numerics.train.campaign import (
    BISECTED,
    CAMPAIGN,
    OLD_PROTOCOL,
    PROTOCOL,
    ROW_KEYS,
    Config,
    best_rows,
    bisect_cases,
    bisect_state,
    case_key,
    check_config,
    compute,
    compute_ensemble,
    grid,
    largest_solved,
    make_case,
    make_ensemble_case,
    member_rows,
)
from numerics.train.ensemble import leaves, member_losses, train_ensemble, with_leaves
from numerics.train.lens import LENS_CLASS, numpy_stack, start_end_lens
from numerics.train.model import Net, as_stack, cayley_gradient, forward_last, forward_steps, init_net, trainable
from numerics.train.problems import SOLVED_ACCURACY, SOLVED_FRACTION, TASKS, Problem, make_problem
from numerics.train.protocol import Result, Settings, evaluate, loss_and_score, train
from numerics.train.report import BEGIN, END, FIXED, capacity_table, fixed_rows, largest_solved_table, markdown, splice
from numerics.train.stats import (
    BOOTSTRAP_RESAMPLES,
    BOOTSTRAP_SEED,
    bootstrap_ci,
    largest_solved_by_seed,
    largest_solved_differences,
    paired_differences,
    summary,
)

__all__ = [
    "BISECTED",
    "CAMPAIGN",
    "ROW_KEYS",
    "Config",
    "best_rows",
    "bisect_cases",
    "bisect_state",
    "case_key",
    "check_config",
    "compute",
    "grid",
    "largest_solved",
    "make_case",
    "PROTOCOL",
    "OLD_PROTOCOL",
    "compute_ensemble",
    "make_ensemble_case",
    "member_rows",
    "leaves",
    "member_losses",
    "train_ensemble",
    "with_leaves",
    "LENS_CLASS",
    "numpy_stack",
    "start_end_lens",
    "Net",
    "as_stack",
    "cayley_gradient",
    "forward_last",
    "forward_steps",
    "init_net",
    "trainable",
    "SOLVED_ACCURACY",
    "SOLVED_FRACTION",
    "TASKS",
    "Problem",
    "make_problem",
    "Result",
    "Settings",
    "evaluate",
    "loss_and_score",
    "train",
    "BEGIN",
    "END",
    "capacity_table",
    "largest_solved_table",
    "markdown",
    "splice",
    "FIXED",
    "fixed_rows",
    "BOOTSTRAP_RESAMPLES",
    "BOOTSTRAP_SEED",
    "bootstrap_ci",
    "largest_solved_by_seed",
    "largest_solved_differences",
    "paired_differences",
    "summary",
]
