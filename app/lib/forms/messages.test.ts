import { describe, expect, it } from "vitest";

import { tooManyAttempts } from "./messages";

describe("tooManyAttempts", () => {
  it("says the wait in minutes up to two hours, then in hours", () => {
    expect(tooManyAttempts(1)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(tooManyAttempts(600)).toBe("Too many attempts. Please try again in 10 minutes.");
    expect(tooManyAttempts(7200)).toBe("Too many attempts. Please try again in 120 minutes.");
    expect(tooManyAttempts(7201)).toBe("Too many attempts. Please try again in 3 hours.");
    expect(tooManyAttempts(86_400)).toBe("Too many attempts. Please try again in 24 hours.");
  });
});
