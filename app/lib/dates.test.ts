import { DEFAULT_DATE_FORMAT, dateFormatOf, formatDate } from "./dates";

describe("dateFormatOf (spec 4: the date format falls back to a default when invalid)", () => {
  it("keeps a pattern date-fns can use", () => {
    expect(dateFormatOf("dd.MM.yyyy")).toBe("dd.MM.yyyy");
    expect(dateFormatOf("LLLL do yyy")).toBe("LLLL do yyy");
  });

  it("falls back on a missing, unusable or absurd pattern", () => {
    expect(dateFormatOf(null)).toBe(DEFAULT_DATE_FORMAT);
    expect(dateFormatOf("")).toBe(DEFAULT_DATE_FORMAT);
    // Unescaped letters that are not tokens make date-fns throw.
    expect(dateFormatOf("dd/mm/yyyy unquoted")).toBe(DEFAULT_DATE_FORMAT);
    expect(dateFormatOf("y".repeat(65))).toBe(DEFAULT_DATE_FORMAT);
  });
});

describe("formatDate", () => {
  it("writes an ISO date in the pattern", () => {
    expect(formatDate("2026-09-14T10:00:00.000Z", "MM/dd/yyy")).toBe("09/14/2026");
  });

  it("writes nothing for a missing or unreadable date", () => {
    expect(formatDate(null, "MM/dd/yyy")).toBeNull();
    expect(formatDate("not a date", "MM/dd/yyy")).toBeNull();
  });

  it("uses the default for a bad pattern", () => {
    expect(formatDate("2026-09-14T10:00:00.000Z", "qqqq nope")).toBe("09/14/2026");
  });
});
