"""Every statement the lab checks, in thesis order: one :class:`Entry` per row of the traceability table
(``docs/claims.md``). Running the entries and formatting the table is :mod:`proofs.runner`'s."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from proofs.bounds import (
    closed_forms,
    conjecture1,
    end_inputs,
    ideal_bounds,
    stacked_paths,
    upper_bounds,
)
from proofs.certificate import Certificate
from proofs.depth2 import closed_form, interleaved, koszul, lemma_b, more_symbols, start_growth, symmetric
from proofs.depth2.routing import cycles, five_threads, four_walks, pair_threads, pentagon, threads
from proofs.general import atlas_open as general_atlas_open
from proofs.general import closed_form as general_closed_form
from proofs.general import depth2_span as general_depth2_span
from proofs.general import end_base as general_end_base
from proofs.general import input_ideal
from proofs.general import monotone as general_monotone
from proofs.general import one_hot as general_one_hot
from proofs.general import power as general_power
from proofs.general import templates as general_templates
from proofs.general.depth3 import ideal_attained as general_ideal_attained
from proofs.general.depth3 import joint_span as general_joint_span
from proofs.general.depth3 import l1_reduction as general_l1_reduction
from proofs.general.depth3 import lower_family as general_lower_family
from proofs.general.depth3 import one_step as general_one_step
from proofs.general.depth3 import one_step_m2 as general_one_step_m2
from proofs.general.depth3 import two_step as general_two_step
from proofs.general.depth4 import box_jet as general_box_jet
from proofs.general.depth4 import corner_blocks as general_corner_blocks
from proofs.general.depth4 import fat_points as general_fat_points
from proofs.general.depth4 import near_vertex as general_near_vertex
from proofs.general.depth4 import outer_blocks as general_outer_blocks
from proofs.general.depth4 import sep_blocks as general_sep_blocks
from proofs.general.depth4 import sep_formula as general_sep_formula
from proofs.general.depth4 import window_model as general_window_model
from proofs.general.depth4.thin import class_a as general_class_a
from proofs.general.depth4.thin import class_c as general_class_c
from proofs.general.depth4.thin import edge_phi as general_edge_phi
from proofs.general.depth4.thin import exact_boxes as general_exact_boxes
from proofs.general.depth4.thin import general_boxes as general_general_boxes
from proofs.general.depth4.thin import reduced_boxes as general_reduced_boxes
from proofs.general.depth4.thin import sep_edge as general_sep_edge
from proofs.general.depth4.thin import slice_bound as general_slice_bound
from proofs.general.filtration import end_descent as general_end_descent
from proofs.general.filtration import end_filtration as general_end_filtration
from proofs.thesis import claim1, claim2, claim6, claims34, lemma1, lemma2, lemma3, section12, theorem1

__all__ = ["Entry", "ENTRIES", "STATUSES"]

#: ``status`` of a row: every case passed, some case failed, not decidable within the budget, or (conjectures
#: only) disproved. The prose is in ``detail``.
STATUSES = ("pass", "fail", "undecided", "refuted")


@dataclass(frozen=True)
class Entry:
    """One row of the table: a statement, how it is checked, the check and its cases per budget."""

    statement: str
    check: str
    run: Callable[..., Certificate]
    cases: Callable[[str], list]
    conjecture: bool = False


ENTRIES = (
    Entry("Sec. 1.2.1 (gradient bound)", section12.CHECK_GRADIENT, section12.check_gradient, section12.cases_gradient),
    Entry("Sec. 1.2.2 (Cayley transform)", section12.CHECK_CAYLEY, section12.check_cayley, section12.cases_cayley),
    Entry("Claim 1", claim1.CHECK, claim1.check, claim1.cases),
    Entry("Claim 2", claim2.CHECK, claim2.check, claim2.cases),
    Entry(
        "Theorem 1 (1)",
        "exact GF(p) Start-End rank of random shallow RACs == min{R, M^(T/2)}",
        theorem1.check_shallow,
        theorem1.cases_shallow,
    ),
    Entry(
        "Theorem 1 (2)",
        "App. B.2 assignment: Start-End rank == ((min{M,R}, T/2)) (GF(p) at random z; Q at z=2)",
        theorem1.check_assignment,
        theorem1.cases_assignment,
    ),
    Entry(
        "Theorem 1 (2)",
        "random depth-2 RACs: certified GF(p) rank >= ((min{M,R}, T/2))",
        theorem1.check_random_deep,
        theorem1.cases_random_deep,
    ),
    Entry("Claim 3", claims34.CHECK3, claims34.check_claim3, claims34.cases_claim3),
    Entry("Claim 4", claims34.CHECK4, claims34.check_claim4, claims34.cases_claim4),
    Entry(
        "Claim 4 vs. Zhang et al. (this lab)",
        stacked_paths.CHECK,
        stacked_paths.check_stacked_paths,
        stacked_paths.cases_stacked_paths,
    ),
    Entry(conjecture1.STATEMENT, conjecture1.CHECK, conjecture1.check, conjecture1.cases, conjecture=True),
    Entry(
        conjecture1.STATEMENT_SYMBOLS,
        conjecture1.CHECK_SYMBOLS,
        conjecture1.check_symbols,
        conjecture1.cases_symbols,
        conjecture=True,
    ),
    Entry(
        "Proposition (last-input cap, this lab)", conjecture1.CHECK_CAP, conjecture1.check_cap, conjecture1.cases_cap
    ),
    Entry(general_power.STATEMENT, general_power.CHECK, general_power.check, general_power.cases),
    Entry(
        general_closed_form.STATEMENT,
        general_closed_form.CHECK,
        general_closed_form.check,
        general_closed_form.cases,
        conjecture=True,
    ),
    Entry(general_atlas_open.STATEMENT, general_atlas_open.CHECK, general_atlas_open.check, general_atlas_open.cases),
    Entry(end_inputs.STATEMENT, end_inputs.CHECK, end_inputs.check, end_inputs.cases),
    Entry(end_inputs.STATEMENT, end_inputs.CHECK_STEP, end_inputs.check_step, end_inputs.cases_step),
    Entry("Proposition (end-state bound, this lab)", upper_bounds.CHECK, upper_bounds.check, upper_bounds.cases),
    Entry(
        "Proposition (depth-2 ideal bound, this lab)",
        upper_bounds.CHECK_IDEAL,
        upper_bounds.check_ideal,
        upper_bounds.cases_ideal,
    ),
    Entry(
        "Proposition (depth-2 ideal bound, this lab)",
        upper_bounds.CHECK_IDEAL_STEP,
        upper_bounds.check_ideal_step,
        upper_bounds.cases_ideal_step,
    ),
    Entry(
        "Proposition (depth-3 ideal bound, this lab)",
        upper_bounds.CHECK_IDEAL3,
        upper_bounds.check_ideal3,
        upper_bounds.cases_ideal3,
    ),
    Entry(
        "Proposition (depth-3 ideal bound, this lab)",
        upper_bounds.CHECK_IDEAL3_STEP,
        upper_bounds.check_ideal3_step,
        upper_bounds.cases_ideal3_step,
    ),
    Entry(ideal_bounds.STATEMENT, ideal_bounds.CHECK, ideal_bounds.check, ideal_bounds.cases),
    Entry(input_ideal.STATEMENT, input_ideal.CHECK, input_ideal.check, input_ideal.cases),
    Entry(general_templates.STATEMENT, general_templates.CHECK, general_templates.check, general_templates.cases),
    Entry(
        general_templates.STATEMENT_CONJECTURE,
        general_templates.CHECK_CONJECTURE,
        general_templates.check_conjecture,
        general_templates.cases_conjecture,
        conjecture=True,
    ),
    Entry(
        general_templates.STATEMENT_DEPTH2,
        general_templates.CHECK_DEPTH2,
        general_templates.check_depth2,
        general_templates.cases_depth2,
    ),
    Entry(general_monotone.STATEMENT, general_monotone.CHECK, general_monotone.check, general_monotone.cases),
    Entry(
        general_monotone.STATEMENT,
        general_monotone.CHECK_RANKS,
        general_monotone.check_ranks,
        general_monotone.cases_ranks,
    ),
    Entry(general_one_hot.STATEMENT, general_one_hot.CHECK, general_one_hot.check, general_one_hot.cases),
    Entry(
        general_one_hot.STATEMENT_DEPTH2,
        general_one_hot.CHECK_DEPTH2,
        general_one_hot.check_depth2,
        general_one_hot.cases_depth2,
    ),
    Entry(
        general_depth2_span.STATEMENT, general_depth2_span.CHECK, general_depth2_span.check, general_depth2_span.cases
    ),
    Entry(general_end_base.STATEMENT, general_end_base.CHECK, general_end_base.check, general_end_base.cases),
    Entry(general_joint_span.STATEMENT, general_joint_span.CHECK, general_joint_span.check, general_joint_span.cases),
    Entry(
        general_joint_span.STATEMENT_CONJECTURE,
        general_joint_span.CHECK_CONJECTURE,
        general_joint_span.check_conjecture,
        general_joint_span.cases_conjecture,
        conjecture=True,
    ),
    Entry(
        general_joint_span.STATEMENT_LEAST_CAP,
        general_joint_span.CHECK_LEAST_CAP,
        general_joint_span.check_least_cap,
        general_joint_span.cases_least_cap,
        conjecture=True,
    ),
    Entry(
        general_one_step_m2.STATEMENT_CLOSED,
        general_one_step_m2.CHECK_CLOSED,
        general_one_step_m2.check_closed,
        general_one_step_m2.cases_closed,
    ),
    Entry(
        general_one_step.STATEMENT_EXACT,
        general_one_step.CHECK_EXACT,
        general_one_step.check_exact,
        general_one_step.cases_exact,
    ),
    Entry(
        general_joint_span.STATEMENT_ALL_N,
        general_joint_span.CHECK_ALL_N,
        general_joint_span.check_all_n,
        general_joint_span.cases_all_n,
    ),
    Entry(
        general_lower_family.STATEMENT,
        general_lower_family.CHECK,
        general_lower_family.check,
        general_lower_family.cases,
    ),
    Entry(
        general_lower_family.STATEMENT,
        general_lower_family.CHECK_KILLED,
        general_lower_family.check_killed,
        general_lower_family.cases_killed,
    ),
    Entry(
        general_l1_reduction.STATEMENT,
        general_l1_reduction.CHECK,
        general_l1_reduction.check,
        general_l1_reduction.cases,
    ),
    Entry(
        general_l1_reduction.STATEMENT_EVERY_R,
        general_l1_reduction.CHECK_EVERY_R,
        general_l1_reduction.check_every_r,
        general_l1_reduction.cases_every_r,
    ),
    Entry(
        general_l1_reduction.STATEMENT_R4_T14,
        general_l1_reduction.CHECK_R4_T14,
        general_l1_reduction.check_r4_t14,
        general_l1_reduction.cases_r4_t14,
    ),
    Entry(
        general_two_step.STATEMENT_REDUCTION,
        general_two_step.CHECK_REDUCTION,
        general_two_step.check_reduction,
        general_two_step.cases_reduction,
    ),
    Entry(
        general_two_step.STATEMENT_THRESHOLD,
        general_two_step.CHECK_THRESHOLD,
        general_two_step.check_two_step,
        general_two_step.cases_two_step,
        conjecture=True,
    ),
    Entry(
        general_two_step.STATEMENT_BEYOND,
        general_two_step.CHECK_BEYOND,
        general_two_step.check_l1_by_g,
        general_two_step.cases_l1_by_g,
    ),
    Entry(
        general_ideal_attained.STATEMENT,
        general_ideal_attained.CHECK,
        general_ideal_attained.check,
        general_ideal_attained.cases,
    ),
    Entry(
        general_corner_blocks.STATEMENT,
        general_corner_blocks.CHECK,
        general_corner_blocks.check,
        general_corner_blocks.cases,
    ),
    Entry(general_fat_points.STATEMENT, general_fat_points.CHECK, general_fat_points.check, general_fat_points.cases),
    Entry(
        general_near_vertex.STATEMENT,
        general_near_vertex.CHECK,
        general_outer_blocks.check_proposition_38,
        general_outer_blocks.cases_proposition_38,
    ),
    Entry(
        general_near_vertex.STATEMENT_PARTIAL,
        general_near_vertex.CHECK_PARTIAL,
        general_near_vertex.check_partial,
        general_near_vertex.cases_partial,
    ),
    Entry(
        general_near_vertex.STATEMENT_INTERIOR,
        general_near_vertex.CHECK_INTERIOR,
        general_near_vertex.check_interior,
        general_near_vertex.cases_interior,
        conjecture=True,
    ),
    Entry(
        general_outer_blocks.STATEMENT,
        general_outer_blocks.CHECK,
        general_outer_blocks.check,
        general_outer_blocks.cases,
        conjecture=True,
    ),
    Entry(
        general_outer_blocks.STATEMENT_UPPER,
        general_outer_blocks.CHECK_UPPER,
        general_outer_blocks.check_upper,
        general_outer_blocks.cases_upper,
    ),
    Entry(
        general_outer_blocks.STATEMENT_SEP,
        general_outer_blocks.CHECK_SEP,
        general_outer_blocks.check_sep,
        general_outer_blocks.cases_sep,
    ),
    Entry(
        general_window_model.STATEMENT,
        general_window_model.CHECK,
        general_window_model.check,
        general_window_model.cases,
    ),
    Entry(general_sep_blocks.STATEMENT, general_sep_blocks.CHECK, general_sep_blocks.check, general_sep_blocks.cases),
    Entry(
        general_sep_blocks.STATEMENT_SEP,
        general_sep_blocks.CHECK_SEP,
        general_sep_blocks.check_sep,
        general_sep_blocks.cases_sep,
    ),
    Entry(general_box_jet.STATEMENT, general_box_jet.CHECK, general_box_jet.check, general_box_jet.cases),
    Entry(
        general_box_jet.STATEMENT_T16, general_box_jet.CHECK_T16, general_box_jet.check_t16, general_box_jet.cases_t16
    ),
    Entry(
        general_sep_formula.STATEMENT, general_sep_formula.CHECK, general_sep_formula.check, general_sep_formula.cases
    ),
    Entry(
        general_box_jet.STATEMENT_ALL, general_box_jet.CHECK_ALL, general_box_jet.check_all, general_box_jet.cases_all
    ),
    Entry(
        general_sep_blocks.STATEMENT_T14,
        general_sep_blocks.CHECK_T14,
        general_sep_blocks.check_t14,
        general_sep_blocks.cases_t14,
    ),
    Entry(
        general_sep_formula.STATEMENT_COLENGTH,
        general_sep_formula.CHECK_COLENGTH,
        general_sep_formula.check_colength,
        general_sep_formula.cases_colength,
    ),
    Entry(
        general_outer_blocks.STATEMENT_RESTRICTION,
        general_outer_blocks.CHECK_RESTRICTION,
        general_outer_blocks.check_restriction,
        general_outer_blocks.cases_restriction,
    ),
    Entry(
        general_sep_blocks.STATEMENT_T14_UPPER,
        general_sep_blocks.CHECK_T14_UPPER,
        general_sep_blocks.check_t14_upper,
        general_sep_blocks.cases_t14_upper,
    ),
    Entry(
        general_sep_blocks.STATEMENT_T14_SEP,
        general_sep_blocks.CHECK_T14_SEP,
        general_sep_blocks.check_t14_sep,
        general_sep_blocks.cases_t14_sep,
    ),
    Entry(
        general_sep_formula.STATEMENT_RESTRICTED_SEP,
        general_sep_formula.CHECK_RESTRICTED_SEP,
        general_sep_formula.check_restricted_sep,
        general_sep_formula.cases_restricted_sep,
    ),
    Entry(
        general_sep_formula.STATEMENT_UPPER_HALF,
        general_sep_formula.CHECK_UPPER_HALF,
        general_sep_formula.check_upper_half,
        general_sep_formula.cases_upper_half,
    ),
    Entry(
        general_corner_blocks.STATEMENT_CORNER_COUNT,
        general_corner_blocks.CHECK_CORNER_COUNT,
        general_corner_blocks.check_corner_count,
        general_corner_blocks.cases_corner_count,
    ),
    Entry(
        general_box_jet.STATEMENT_OUTER,
        general_box_jet.CHECK_OUTER,
        general_box_jet.check_outer,
        general_box_jet.cases_outer,
    ),
    Entry(
        general_slice_bound.STATEMENT,
        general_slice_bound.CHECK,
        general_slice_bound.check,
        general_slice_bound.cases,
    ),
    Entry(
        general_exact_boxes.STATEMENT,
        general_exact_boxes.CHECK,
        general_exact_boxes.check,
        general_exact_boxes.cases,
    ),
    Entry(
        general_general_boxes.STATEMENT,
        general_general_boxes.CHECK,
        general_general_boxes.check,
        general_general_boxes.cases,
    ),
    Entry(general_sep_edge.STATEMENT, general_sep_edge.CHECK, general_sep_edge.check, general_sep_edge.cases),
    Entry(general_sep_edge.STATEMENT_66, general_sep_edge.CHECK_66, general_sep_edge.check, general_sep_edge.cases_66),
    Entry(general_edge_phi.STATEMENT, general_edge_phi.CHECK, general_edge_phi.check, general_edge_phi.cases),
    Entry(general_sep_edge.STATEMENT_68, general_sep_edge.CHECK_68, general_sep_edge.check, general_sep_edge.cases_68),
    Entry(general_sep_edge.STATEMENT_69, general_sep_edge.CHECK_69, general_sep_edge.check, general_sep_edge.cases_69),
    Entry(general_class_a.STATEMENT, general_class_a.CHECK, general_class_a.check, general_class_a.cases),
    Entry(general_class_c.STATEMENT, general_class_c.CHECK, general_class_c.check, general_class_c.cases),
    Entry(
        general_reduced_boxes.STATEMENT,
        general_reduced_boxes.CHECK,
        general_reduced_boxes.check,
        general_reduced_boxes.cases,
    ),
    Entry(
        general_end_filtration.STATEMENT,
        general_end_filtration.CHECK,
        general_end_filtration.check,
        general_end_filtration.cases,
    ),
    Entry(
        general_end_descent.STATEMENT,
        general_end_descent.CHECK,
        general_end_descent.check,
        general_end_descent.cases,
    ),
    Entry(closed_form.STATEMENT, closed_form.CHECK, closed_form.check, closed_form.cases),
    Entry(symmetric.STATEMENT, symmetric.CHECK, symmetric.check, symmetric.cases),
    Entry(interleaved.STATEMENT, interleaved.CHECK, interleaved.check, interleaved.cases),
    Entry(lemma_b.STATEMENT, lemma_b.CHECK, lemma_b.check, lemma_b.cases),
    Entry(koszul.STATEMENT, koszul.CHECK, koszul.check, koszul.cases),
    Entry(cycles.STATEMENT, cycles.CHECK, cycles.check, cycles.cases),
    Entry(cycles.STATEMENT_BINARY, cycles.CHECK_BINARY, cycles.check_binary, cycles.cases_binary),
    Entry(threads.STATEMENT, threads.CHECK, threads.check, threads.cases),
    Entry(pair_threads.STATEMENT, pair_threads.CHECK, pair_threads.check, pair_threads.cases),
    Entry(four_walks.STATEMENT, four_walks.CHECK, four_walks.check, four_walks.cases),
    Entry(pentagon.STATEMENT, pentagon.CHECK, pentagon.check, pentagon.cases),
    Entry(five_threads.STATEMENT, five_threads.CHECK, five_threads.check, five_threads.cases),
    Entry(more_symbols.STATEMENT, more_symbols.CHECK, more_symbols.check, more_symbols.cases),
    Entry(start_growth.STATEMENT, start_growth.CHECK, start_growth.check, start_growth.cases, conjecture=True),
    Entry(
        start_growth.STATEMENT_CUTS,
        start_growth.CHECK_CUTS,
        start_growth.check_cuts,
        start_growth.cases_cuts,
        conjecture=True,
    ),
    Entry(closed_forms.STATEMENT, closed_forms.CHECK, closed_forms.check, closed_forms.cases, conjecture=True),
    Entry(
        closed_forms.STATEMENT_LEAST,
        closed_forms.CHECK_LEAST,
        closed_forms.check_least,
        closed_forms.cases,
        conjecture=True,
    ),
    Entry(
        "Conjecture 1 (App. A.4)", conjecture1.CHECK_HADAMARD, conjecture1.check_hadamard, conjecture1.cases_hadamard
    ),
    Entry("Claim 5 / Lemma 1", lemma1.CHECK, lemma1.check, lemma1.cases),
    Entry(
        "Claim 5 / Lemma 1",
        "the same on U-bar of App. B.2 (identity is the unique top permutation)",
        lemma1.check_ubar,
        lemma1.cases_ubar,
    ),
    Entry("Lemma 2", lemma2.CHECK, lemma2.check, lemma2.cases),
    Entry("Lemma 3", lemma3.CHECK, lemma3.check, lemma3.cases),
    Entry("Claim 6", claim6.CHECK, claim6.check, claim6.cases),
)
