r"""The thesis' own statements as checks: Claims 1-6, Lemmas 1-3, Theorem 1 and the Sec. 1.2 facts.

Modules: :mod:`claim1`, :mod:`claim2`, :mod:`claim6`, :mod:`claims34`, :mod:`lemma1`, :mod:`lemma2`, :mod:`lemma3`, :mod:`section12`, :mod:`states`, :mod:`theorem1`.
"""
