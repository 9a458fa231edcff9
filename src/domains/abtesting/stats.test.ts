import { describe, expect, test } from "bun:test";
import {
  EXACT_TERMS_LIMIT,
  chanceToWin,
  normalCdf,
  probabilityBBeatsA,
  probabilityBBeatsAAnySize,
  twoProportionZTest,
  waldInterval,
  wilsonInterval,
} from "./stats";

describe("two-proportion z-test against published worked examples", () => {
  test("Fulton vs Gwinnett county poll (straightdraw.github.io/probstat/S3b.html): z = 3.3683", () => {
    // Fulton 281 for of 473, Gwinnett 214 for of 443; the page reports z = 3.3683 (rounded proportions), R's
    // prop.test(correct = FALSE) gives X-squared = 11.35 = z².
    const r = twoProportionZTest(214, 443, 281, 473);
    expect(r.z).toBeCloseTo(3.368, 2);
    expect(r.z * r.z).toBeCloseTo(11.35, 1);
    expect(r.pValue).toBeLessThan(0.001);
  });

  test("NYC 56% of 300 vs Washington 48% of 200 (homeworksource.com/p/1078444): z = 1.755, p = 0.0792", () => {
    const r = twoProportionZTest(96, 200, 168, 300);
    expect(r.pooled).toBeCloseTo(0.528, 3);
    expect(r.z).toBeCloseTo(1.755, 3);
    expect(r.pValue).toBeCloseTo(0.0792, 4);
  });

  test("140 of 200 vs 255 of 340 (homeworksource.com/p/1008622): SE 0.039494, z = −1.266015", () => {
    const r = twoProportionZTest(255, 340, 140, 200);
    expect(r.standardError).toBeCloseTo(0.03949401, 7);
    expect(r.z).toBeCloseTo(-1.266015, 5);
    // two-sided p is twice the one-sided 0.1030 quoted there
    expect(r.pValue).toBeCloseTo(2 * 0.1027, 3);
  });

  test("no data or identical groups give p = 1, never NaN", () => {
    expect(twoProportionZTest(0, 0, 0, 0).pValue).toBe(1);
    expect(twoProportionZTest(0, 100, 0, 100).pValue).toBe(1);
    expect(twoProportionZTest(10, 100, 10, 100).pValue).toBeCloseTo(1, 6);
  });

  test("Φ matches standard normal table values", () => {
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1.6449)).toBeCloseTo(0.05, 4);
    expect(normalCdf(2.5758)).toBeCloseTo(0.995, 4);
  });
});

describe("confidence intervals against Newcombe (1998), Statistics in Medicine 17:857-872, Table II", () => {
  test("81/263: Wilson 0.2553–0.3662, Wald 0.2522–0.3638", () => {
    const w = wilsonInterval(81, 263, 95);
    expect(w.lower).toBeCloseTo(0.2553, 4);
    expect(w.upper).toBeCloseTo(0.3662, 4);
    const s = waldInterval(81, 263, 95);
    expect(s.lower).toBeCloseTo(0.2522, 4);
    expect(s.upper).toBeCloseTo(0.3638, 4);
  });
  test("15/148: 0.0624–0.1605; 0/20: 0–0.1611; 1/29: 0.0061–0.1718", () => {
    expect(wilsonInterval(15, 148).lower).toBeCloseTo(0.0624, 4);
    expect(wilsonInterval(15, 148).upper).toBeCloseTo(0.1605, 4);
    expect(wilsonInterval(0, 20)).toEqual({ lower: 0, upper: expect.closeTo(0.1611, 4) });
    expect(wilsonInterval(1, 29).lower).toBeCloseTo(0.0061, 4);
    expect(wilsonInterval(1, 29).upper).toBeCloseTo(0.1718, 4);
  });
  test("a higher confidence level widens the interval", () => {
    const w90 = wilsonInterval(81, 263, 90);
    const w99 = wilsonInterval(81, 263, 99);
    expect(w99.upper - w99.lower).toBeGreaterThan(w90.upper - w90.lower);
  });
});

describe("Beta-Binomial chance to win (Evan Miller, 'Formulas for Bayesian A/B Testing', 2015)", () => {
  // Independent check: P(pB > pA) = ∫ f_B(x) F_A(x) dx by Simpson's rule on a fine grid.
  function integrate(aA: number, bA: number, aB: number, bB: number) {
    const N = 20000;
    const lbeta = (a: number, b: number) => {
      let s = 0; // log B(a,b) for integers via sums of logs
      for (let i = 1; i < a; i++) s += Math.log(i);
      for (let i = 1; i < b; i++) s += Math.log(i);
      for (let i = 1; i < a + b; i++) s -= Math.log(i);
      return s;
    };
    const cache = new Map<string, number>();
    const lb = (a: number, b: number) =>
      cache.get(`${a},${b}`) ?? (cache.set(`${a},${b}`, lbeta(a, b)), cache.get(`${a},${b}`)!);
    const pdf = (a: number, b: number, x: number) =>
      x <= 0 || x >= 1 ? 0 : Math.exp((a - 1) * Math.log(x) + (b - 1) * Math.log(1 - x) - lb(a, b));
    const h = 1 / N;
    let cdfA = 0;
    let total = 0;
    let prev = 0;
    for (let k = 1; k <= N; k++) {
      const x0 = (k - 1) * h;
      const x1 = k * h;
      const xm = (x0 + x1) / 2;
      // cdf by trapezoid on a half-step, good enough at this grid
      const cdfMid = cdfA + ((h / 2) * (pdf(aA, bA, x0) + pdf(aA, bA, xm))) / 2;
      const cdfEnd = cdfA + (h / 6) * (pdf(aA, bA, x0) + 4 * pdf(aA, bA, xm) + pdf(aA, bA, x1));
      total += (h / 6) * (pdf(aB, bB, x0) * prev + 4 * pdf(aB, bB, xm) * cdfMid + pdf(aB, bB, x1) * cdfEnd);
      cdfA = cdfEnd;
      prev = cdfEnd;
    }
    return total;
  }

  test("identical evidence gives exactly one half", () => {
    expect(probabilityBBeatsA(1, 1, 1, 1)).toBeCloseTo(0.5, 10);
    expect(chanceToWin({ conversions: 30, exposures: 300 }, { conversions: 30, exposures: 300 })).toBeCloseTo(0.5, 8);
  });

  test("Beta(2,1) vs Beta(1,1): P = 1/3 analytically", () => {
    // P(U > X) with X ~ Beta(2,1) (density 2x) and U uniform = ∫ 2x(1−x) dx = 1/3
    expect(probabilityBBeatsA(2, 1, 1, 1)).toBeCloseTo(1 / 3, 10);
  });

  test("closed form agrees with numerical integration", () => {
    for (const [xa, na, xb, nb] of [
      [12, 150, 20, 150],
      [47, 312, 61, 289],
      [120, 1000, 145, 1000],
    ]) {
      const exact = chanceToWin({ conversions: xa, exposures: na }, { conversions: xb, exposures: nb });
      const numeric = integrate(1 + xa, 1 + na - xa, 1 + xb, 1 + nb - xb);
      expect(exact).toBeCloseTo(numeric, 4);
    }
  });

  test("complementary: P(B > A) + P(A > B) = 1", () => {
    const ab = chanceToWin({ conversions: 47, exposures: 312 }, { conversions: 61, exposures: 289 });
    const ba = chanceToWin({ conversions: 61, exposures: 289 }, { conversions: 47, exposures: 312 });
    expect(ab + ba).toBeCloseTo(1, 8);
    expect(ab).toBeGreaterThan(0.95);
  });

  test("huge samples: smaller-side sum, then the normal approximation (no wall-clock check: speed belongs in bench/)", () => {
    // swapping sides gives the same exact answer
    expect(probabilityBBeatsAAnySize(61, 229, 48, 266)).toBeCloseTo(1 - probabilityBBeatsA(48, 266, 61, 229), 10);
    // just above the exact limit, the approximation agrees with the exact sum to 4 decimals
    const [a, b] = [EXACT_TERMS_LIMIT + 1, 10 * EXACT_TERMS_LIMIT];
    const [c, d] = [EXACT_TERMS_LIMIT + 260, 10 * EXACT_TERMS_LIMIT];
    const approx = probabilityBBeatsAAnySize(a, b, c, d);
    expect(approx).toBeCloseTo(probabilityBBeatsA(a, b, c, d), 3);
    expect(
      chanceToWin({ conversions: 9_000_000, exposures: 90_000_000 }, { conversions: 9_010_000, exposures: 90_000_000 }),
    ).toBeGreaterThan(0.99);
  });
});
