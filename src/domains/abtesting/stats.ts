/**
 * The statistics of the A/B Testing Lab, written out so they can be checked against worked examples
 * (see stats.test.ts for the cited sources).
 */

/** Two-sided critical z for the confidence levels the lab offers. */
export const Z_CRITICAL: Record<number, number> = {
  90: 1.6448536269514722,
  95: 1.959963984540054,
  99: 2.5758293035489004,
};

/** Error function, W. J. Cody's rational approximation via erfc (absolute error < 1.2e-7 is enough for p-values). */
export function erf(x: number): number {
  // Abramowitz & Stegun 7.1.26 has error 1.5e-7; we use the higher-precision complementary form (Numerical Recipes erfcc).
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - r : r - 1;
}

/** Standard normal cumulative distribution Φ(x). */
export const normalCdf = (x: number) => 0.5 * (1 + erf(x / Math.SQRT2));

export interface ZTest {
  z: number;
  /** two-sided p-value */
  pValue: number;
  pooled: number;
  standardError: number;
}

/**
 * Pooled two-proportion z-test of H0: p1 = p2 (two-sided). Returns z for (p2 − p1), so a positive z means
 * the second group (the variant) converts better than the first (the control).
 */
export function twoProportionZTest(x1: number, n1: number, x2: number, n2: number): ZTest {
  if (n1 <= 0 || n2 <= 0) return { z: 0, pValue: 1, pooled: 0, standardError: 0 };
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const pooled = (x1 + x2) / (n1 + n2);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (standardError === 0) return { z: 0, pValue: 1, pooled, standardError };
  const z = (p2 - p1) / standardError;
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  return { z, pValue, pooled, standardError };
}

/** Wilson score interval for one proportion (better than Wald near 0 and 1 and for small n). Bounds are proportions. */
export function wilsonInterval(x: number, n: number, level = 95): { lower: number; upper: number } {
  if (n <= 0) return { lower: 0, upper: 0 };
  const z = Z_CRITICAL[level] ?? Z_CRITICAL[95];
  const p = x / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

/** Wald interval p ± z·√(p(1−p)/n), kept for comparison with textbook examples. */
export function waldInterval(x: number, n: number, level = 95): { lower: number; upper: number } {
  if (n <= 0) return { lower: 0, upper: 0 };
  const z = Z_CRITICAL[level] ?? Z_CRITICAL[95];
  const p = x / n;
  const half = z * Math.sqrt((p * (1 - p)) / n);
  return { lower: Math.max(0, p - half), upper: Math.min(1, p + half) };
}

/** log Γ(x) by the Lanczos approximation (g = 7, n = 9), accurate to ~15 digits for x > 0. */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  x -= 1;
  let a = c[0];
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

export const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

/**
 * P(p_B > p_A) when p_A ~ Beta(aA, bA) and p_B ~ Beta(aB, bB), exactly, for integer aB
 * (Evan Miller, "Formulas for Bayesian A/B Testing", 2015):
 *   Σ_{i=0}^{aB−1} B(aA+i, bA+bB) / ((bB+i) · B(1+i, bB) · B(aA, bA))
 */
export function probabilityBBeatsA(aA: number, bA: number, aB: number, bB: number): number {
  let total = 0;
  for (let i = 0; i < aB; i++) {
    total += Math.exp(logBeta(aA + i, bA + bB) - Math.log(bB + i) - logBeta(1 + i, bB) - logBeta(aA, bA));
  }
  return Math.min(1, Math.max(0, total));
}

/** Above this many terms the exact sum is replaced by the normal approximation of the two posteriors. */
export const EXACT_TERMS_LIMIT = 50_000;

/**
 * P(p_B > p_A) for any size: the exact sum over the smaller alpha (using P(B > A) = 1 − P(A > B) for
 * continuous posteriors), or, when both are huge, the normal approximation, which is then very accurate.
 */
export function probabilityBBeatsAAnySize(aA: number, bA: number, aB: number, bB: number): number {
  if (aB <= EXACT_TERMS_LIMIT) return probabilityBBeatsA(aA, bA, aB, bB);
  if (aA <= EXACT_TERMS_LIMIT) return 1 - probabilityBBeatsA(aB, bB, aA, bA);
  const mean = (a: number, b: number) => a / (a + b);
  const variance = (a: number, b: number) => (a * b) / ((a + b) ** 2 * (a + b + 1));
  return normalCdf((mean(aB, bB) - mean(aA, bA)) / Math.sqrt(variance(aA, bA) + variance(aB, bB)));
}

/** Chance that the variant's true rate beats the control's, with uniform Beta(1, 1) priors. */
export function chanceToWin(
  control: { conversions: number; exposures: number },
  variant: { conversions: number; exposures: number },
): number {
  return probabilityBBeatsAAnySize(
    1 + control.conversions,
    1 + control.exposures - control.conversions,
    1 + variant.conversions,
    1 + variant.exposures - variant.conversions,
  );
}

/** Below this many exposures per variant the lab reports numbers but declares no winner. */
export const MIN_EXPOSURES_FOR_WINNER = 150;
