import { expect, test } from "bun:test";
import { localOffsetMinutes } from "./local-offset";

test("the C library's local offset is JavaScript's, in winter and summer", () => {
  for (const iso of ["2030-01-15T12:00:00Z", "2030-07-15T12:00:00Z", "2030-03-31T00:30:00Z"]) {
    const at = new Date(iso);
    expect(localOffsetMinutes(at), iso).toBe(0 - at.getTimezoneOffset());
  }
});
