def lam_formula(k, kp, a2, a3):
    """CONJECTURED closed form of the local colength at q_ii' (checked on lambda_table.json)."""
    if k == 0 or kp == 0: return 0
    t = max(0, min(k + kp - a2 - a3, k, kp, a2 + a3))
    return t * (t + 1) - sum(max(t - 2 * i + 1, 0) for i in range(1, min(a2, a3) + 1))
