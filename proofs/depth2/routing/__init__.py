r"""Proposition 7's Start-side instances for R > M (regimes (xiii)-(xx)): words routed to classes through cycles, threads, walks and the pentagon.

Modules: :mod:`cycles`, :mod:`five_threads`, :mod:`four_walks`, :mod:`pair_threads`, :mod:`pentagon`, :mod:`threads`, :mod:`triangular`.
"""
