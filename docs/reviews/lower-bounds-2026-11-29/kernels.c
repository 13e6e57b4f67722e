/* Own C kernels for the lower-bound review (2026-11-29). Compiled by lbcore.py with
 *   gcc -O3 -march=native -shared -fPIC -fno-math-errno kernels.c -o <tmp>.so
 * All arithmetic is float64 on exact integers: every intermediate value is an integer of absolute value
 * < 2^53, so every operation is exact; red() maps an exact integer v (|v| < 2^53) to v mod p in [0, p):
 * q = floor(v * (1/p)) is within 1 of floor(v / p) (relative error of v*invp is ~2^-52 and |v/p| < 2^33),
 * and the two conditional corrections fix that off-by-one.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

static inline double red(double v, double p, double invp) {
    double q = floor(v * invp);
    v -= q * p;
    v += (v < 0.0) ? p : 0.0;
    v -= (v >= p) ? p : 0.0;
    return v;
}

/* A[i, j] <- (A[i, j] - G[i, j]) mod p for a rows x cols block.  A: uint32 in [0, p), row stride lda.
 * G: float64 exact integers with |G| < 2^52, row stride ldg. */
void modsub_update(uint32_t *A, long lda, const double *G, long ldg, long rows, long cols, double p) {
    const double invp = 1.0 / p;
    for (long i = 0; i < rows; i++) {
        uint32_t *a = A + i * lda;
        const double *g = G + i * ldg;
        for (long j = 0; j < cols; j++) {
            double v = (double)a[j] - g[j];
            a[j] = (uint32_t)red(v, p, invp);
        }
    }
}

/* Centred float64 copy of a uint32 block: out[i, j] = a - p if a > p/2 else a. */
void to_centred(const uint32_t *A, long lda, double *out, long ldo, long rows, long cols, double p) {
    const double half = floor(p / 2.0);
    for (long i = 0; i < rows; i++) {
        const uint32_t *a = A + i * lda;
        double *o = out + i * ldo;
        for (long j = 0; j < cols; j++) {
            double v = (double)a[j];
            o[j] = (v > half) ? v - p : v;
        }
    }
}

#define TI 256
#define MAXL 8
#define MAXR 8

/* Evaluate y(start_i ++ end_j) mod p for all n starts i and nb ends j of a block.
 * Hs: start states, layout [L][R][n], values in [0, p) (state after the Start half).
 * EX: end inputs, layout [nb][steps][M], values in [0, p).
 * WI: layer 1 (R x M) followed by layers 2..L (R x R each), row-major, values in [0, p).
 * WH: L blocks of R x R; WO: R.  out: row j (0..nb-1) at out + j * ldo, entry i = y(start_i ++ end_j).
 * Bounds: every sum has <= max(M, R) <= 8 products of two values < p < 2^20, so < 2^43: exact. */
void eval_block(int L, int M, int R, int steps, long n, const double *Hs, long nb, const double *EX,
                const double *WI, const double *WH, const double *WO, double p, uint32_t *out, long ldo) {
    const double invp = 1.0 / p;
    static double h[MAXL][MAXR][TI];
    static double a[MAXR][TI];
    static double b[MAXR][TI];
    double c1[MAXR];
    for (long j = 0; j < nb; j++) {
        for (long i0 = 0; i0 < n; i0 += TI) {
            long ti = (n - i0 < TI) ? (n - i0) : TI;
            for (int l = 0; l < L; l++)
                for (int r = 0; r < R; r++) memcpy(h[l][r], Hs + ((long)l * R + r) * n + i0, ti * sizeof(double));
            for (int t = 0; t < steps; t++) {
                const double *x = EX + ((j * steps) + t) * M;
                for (int r = 0; r < R; r++) {
                    double s = 0.0;
                    for (int k = 0; k < M; k++) s += WI[r * M + k] * x[k];
                    c1[r] = red(s, p, invp);
                }
                /* layer 1: h1 <- (WH1 h1) * (WI1 x) */
                for (int r = 0; r < R; r++) {
                    const double *w = WH + (long)r * R;
                    for (long i = 0; i < ti; i++) {
                        double s = 0.0;
                        for (int k = 0; k < R; k++) s += w[k] * h[0][k][i];
                        a[r][i] = red(s, p, invp);
                    }
                }
                for (int r = 0; r < R; r++)
                    for (long i = 0; i < ti; i++) h[0][r][i] = red(a[r][i] * c1[r], p, invp);
                /* layers 2..L: h_l <- (WH_l h_l) * (WI_l h_{l-1}) with h_{l-1} already updated */
                for (int l = 1; l < L; l++) {
                    const double *wh = WH + (long)l * R * R;
                    const double *wi = WI + (long)R * M + (long)(l - 1) * R * R;
                    for (int r = 0; r < R; r++) {
                        for (long i = 0; i < ti; i++) {
                            double s = 0.0, u = 0.0;
                            for (int k = 0; k < R; k++) {
                                s += wh[r * R + k] * h[l][k][i];
                                u += wi[r * R + k] * h[l - 1][k][i];
                            }
                            a[r][i] = red(s, p, invp);
                            b[r][i] = red(u, p, invp);
                        }
                    }
                    for (int r = 0; r < R; r++)
                        for (long i = 0; i < ti; i++) h[l][r][i] = red(a[r][i] * b[r][i], p, invp);
                }
            }
            uint32_t *o = out + j * ldo + i0;
            for (long i = 0; i < ti; i++) {
                double s = 0.0;
                for (int r = 0; r < R; r++) s += WO[r] * h[L - 1][r][i];
                o[i] = (uint32_t)red(s, p, invp);
            }
        }
    }
}

/* Same as eval_block with the two outer loops swapped (added after the first big runs had started, which
 * used eval_block): the start-state tile is reused for all nb ends while it is in cache. */
void eval_block_tiled(int L, int M, int R, int steps, long n, const double *Hs, long nb, const double *EX,
                const double *WI, const double *WH, const double *WO, double p, uint32_t *out, long ldo) {
    const double invp = 1.0 / p;
    static double h[MAXL][MAXR][TI];
    static double a[MAXR][TI];
    static double b[MAXR][TI];
    double c1[MAXR];
    for (long i0 = 0; i0 < n; i0 += TI) {
        long ti = (n - i0 < TI) ? (n - i0) : TI;
        for (long j = 0; j < nb; j++) {
            for (int l = 0; l < L; l++)
                for (int r = 0; r < R; r++) memcpy(h[l][r], Hs + ((long)l * R + r) * n + i0, ti * sizeof(double));
            for (int t = 0; t < steps; t++) {
                const double *x = EX + ((j * steps) + t) * M;
                for (int r = 0; r < R; r++) {
                    double s = 0.0;
                    for (int k = 0; k < M; k++) s += WI[r * M + k] * x[k];
                    c1[r] = red(s, p, invp);
                }
                /* layer 1: h1 <- (WH1 h1) * (WI1 x) */
                for (int r = 0; r < R; r++) {
                    const double *w = WH + (long)r * R;
                    for (long i = 0; i < ti; i++) {
                        double s = 0.0;
                        for (int k = 0; k < R; k++) s += w[k] * h[0][k][i];
                        a[r][i] = red(s, p, invp);
                    }
                }
                for (int r = 0; r < R; r++)
                    for (long i = 0; i < ti; i++) h[0][r][i] = red(a[r][i] * c1[r], p, invp);
                /* layers 2..L: h_l <- (WH_l h_l) * (WI_l h_{l-1}) with h_{l-1} already updated */
                for (int l = 1; l < L; l++) {
                    const double *wh = WH + (long)l * R * R;
                    const double *wi = WI + (long)R * M + (long)(l - 1) * R * R;
                    for (int r = 0; r < R; r++) {
                        for (long i = 0; i < ti; i++) {
                            double s = 0.0, u = 0.0;
                            for (int k = 0; k < R; k++) {
                                s += wh[r * R + k] * h[l][k][i];
                                u += wi[r * R + k] * h[l - 1][k][i];
                            }
                            a[r][i] = red(s, p, invp);
                            b[r][i] = red(u, p, invp);
                        }
                    }
                    for (int r = 0; r < R; r++)
                        for (long i = 0; i < ti; i++) h[l][r][i] = red(a[r][i] * b[r][i], p, invp);
                }
            }
            uint32_t *o = out + j * ldo + i0;
            for (long i = 0; i < ti; i++) {
                double s = 0.0;
                for (int r = 0; r < R; r++) s += WO[r] * h[L - 1][r][i];
                o[i] = (uint32_t)red(s, p, invp);
            }
        }
    }
}
