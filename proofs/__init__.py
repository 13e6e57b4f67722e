"""Claims of the theory as executable checks (see issue: executable proofs)."""
__all__: list[str] = []
