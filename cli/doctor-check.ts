/** One line of `sunshine doctor`: what was checked, how it went and what to do about it. */
export type Verdict = "ok" | "warn" | "fail";
export interface Check {
  name: string;
  verdict: Verdict;
  detail: string;
}
