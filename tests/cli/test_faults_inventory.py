"""The count table of docs/reliability.md (issues 11 and 34): every case the attacker of issue 34 tried, the 196 that
held and the 16 that failed, is kept in a test, counted here by (command line, category).

The hostile-input cases are counted from the table of tests/cli/faults_cases.py; :data:`FAULTS_HERE` counts the fault
scenarios of tests/cli/test_faults_scenarios.py and tests/cli/test_faults_ctrl_c.py; :data:`ELSEWHERE` names the tests in
other files that cover the rest. ``python -m pytest tests/cli/test_faults_inventory.py -s -n 0`` prints the table.
"""

from __future__ import annotations

from collections import Counter

from faults_cases import CASES, COMMANDS

#: Faults covered by other test files: (command line, category) -> [(test, scenarios), ...], counting the scenarios of
#: the default run and of ``-m slow`` (test_startup_interrupt.py: SIGINT at 3 moments of 3 commands by default, at 10
#: moments of every command with -m slow).
_STARTUP = "tests/cli/test_startup_interrupt.py::test_interrupt_anywhere_in_start_up (slow)"
_STARTUP_QUICK = "tests/cli/test_startup_interrupt.py::test_interrupt_while_importing"
_ATLAS_REL = "tests/numerics/atlas/test_atlas_reliability.py::"
_CTRL_C = "tests/cli/test_fuzz_cli.py::test_ctrl_c_is_one_line_and_exit_130"
ELSEWHERE: dict = {
    ("arch_measures", "work"): [
        (
            "tests/numerics/arch_measures/test_arch_measures.py::test_thirty_thousand_components_take_well_under_the_"
            "quadratic_time",
            1,
        ),
        ("tests/numerics/arch_measures/test_arch_measures.py::test_many_components_equal_cycle_enumeration", 1),
    ],
    ("atlas", "kill -9"): [
        (_ATLAS_REL + "test_killed_at_a_random_point_the_atlas_resumes_to_a_clean_runs_rows", 2),
        (_ATLAS_REL + "test_many_kills (slow)", 12),
        (_ATLAS_REL + "test_workers_die_within_seconds_when_the_parent_is_killed", 1),
        (_ATLAS_REL + "test_a_killed_dask_scheduler_is_one_line_and_a_rerun_completes (slow)", 1),
    ],
    ("atlas", "SIGINT"): [
        (_ATLAS_REL + "test_ctrl_c_stops_the_workers_and_says_how_many_cases_are_saved", 1),
        (_STARTUP, 10),
    ],
    ("atlas", "two writers"): [(_ATLAS_REL + "test_two_processes_share_one_database_and_count_truly", 1)],
    ("atlas", "memory plan"): [(_ATLAS_REL + "test_a_case_over_the_memory_plan_is_skipped_and_the_rest_runs", 1)],
    ("depth_study", "SIGINT"): [
        ("tests/numerics/depth_study/test_depth_study.py::test_ctrl_c_keeps_finished_rows_and_exits_130", 1),
        (_STARTUP, 10),
    ],
    ("sep_rank", "SIGINT"): [(_CTRL_C, 1), (_STARTUP_QUICK, 3), (_STARTUP, 10)],
    ("sep_rank", "memory plan"): [
        ("tests/test_memory_plan.py::test_certified_rank_within_its_budget_or_refused", 1),
        ("tests/test_memory_plan.py::test_random_rac_stays_within_rac_nbytes", 1),
    ],
    ("device_rank", "SIGINT"): [(_CTRL_C, 1), (_STARTUP, 10)],
    ("spectrum", "SIGINT"): [(_CTRL_C + " (slow)", 1), (_STARTUP, 10)],
    ("proofs", "SIGINT"): [(_CTRL_C + " (slow)", 1), (_STARTUP_QUICK, 3), (_STARTUP, 10)],
    ("networks", "SIGINT"): [(_STARTUP, 10)],
    ("arch_measures", "SIGINT"): [(_STARTUP, 10)],
    ("train", "SIGINT"): [(_STARTUP, 10)],
    ("figures", "SIGINT"): [
        (_STARTUP_QUICK, 3),
        (_STARTUP, 10),
        ("tests/cli/test_startup_interrupt.py::test_interrupt_while_figures_loads_matplotlib (slow)", 40),
    ],
}


#: Every fault scenario tested in tests/cli/test_faults_scenarios.py and tests/cli/test_faults_ctrl_c.py, by (command line,
#: category), default and slow runs together.
FAULTS_HERE = {
    ("atlas", "disk full"): 1,
    ("depth_study", "disk full"): 1,
    ("depth_study", "kill -9"): 1,
    ("depth_study", "two writers"): 1,
    ("figures", "SIGINT"): 12,  # one in the default run, ten at random moments (slow), the weakref callback
    ("atlas", "read-only filesystem"): 2,  # the export, and no -wal/-shm left in a writable folder
    ("depth_study", "read-only filesystem"): 1,
    ("train", "read-only filesystem"): 1,
}


def inventory() -> dict:
    """``{(command, category): scenarios}``: the hostile-input table, :data:`FAULTS_HERE` and :data:`ELSEWHERE`."""
    counts = Counter((COMMANDS[c.module], c.category) for c in CASES)
    for key, n in FAULTS_HERE.items():
        counts[key] += n
    for key, tests in ELSEWHERE.items():
        counts[key] += sum(n for _, n in tests)
    return dict(counts)


def test_inventory_covers_every_command_line_and_category():
    counts = inventory()
    assert {c for c, _ in counts} == set(COMMANDS.values())
    for command in COMMANDS.values():  # every command: hostile values, and its output into a full device
        assert counts.get((command, "output"), 0) >= 1, command
        assert counts.get((command, "ranges"), 0) + counts.get((command, "nan_inf"), 0) >= 1, command
    print()
    categories = sorted({k for _, k in counts})
    print("| command | " + " | ".join(categories) + " | all |")
    for command in COMMANDS.values():
        row = [counts.get((command, k), 0) for k in categories]
        print(f"| `{command}` | " + " | ".join(str(n) if n else "" for n in row) + f" | {sum(row)} |")
    print(f"total: {sum(counts.values())}")
