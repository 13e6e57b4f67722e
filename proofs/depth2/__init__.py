r"""Proposition 7: the depth-2 one-hot closed form rho_2 and its proof, lemma by lemma and regime by regime (docs/theory/proposition7.md). The Start-side routing instances of regimes (xiii)-(xx) are in :mod:`proofs.depth2.routing`.

Modules: :mod:`closed_form`, :mod:`instances` (the explicit RACs of the general proofs), :mod:`interleaved`, :mod:`koszul`, :mod:`lemma_b`, :mod:`more_symbols`, :mod:`sides`, :mod:`start_growth` (Conjectures 22 and 23: item 4, the lemma a uniform argument would need, docs/theory/depth2-uniform.md), :mod:`symmetric`, :mod:`vandermonde`.
"""
