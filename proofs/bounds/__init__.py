r"""Bounds and conjectures beyond the thesis (this lab): the end-state and end-input upper bounds, Conjecture 1 per input setting, the depth-3/4 closed forms, Zhang et al.'s stacked paths.

Modules: :mod:`closed_forms`, :mod:`conjecture1`, :mod:`end_inputs`, :mod:`ideal_bounds`, :mod:`stacked_paths`,
:mod:`upper_bounds`.
"""
