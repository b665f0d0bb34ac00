import { DEFAULT_DATE_FORMAT, GENERAL_DATE_FORMAT, dateFormatOf, formatDate, formatGeneralDate } from "./dates";

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

describe("the general format (spec 9: general 'LLLL do yyy')", () => {
  it("is the spec's pattern, one a date-fns can use", () => {
    expect(GENERAL_DATE_FORMAT).toBe("LLLL do yyy");
    expect(dateFormatOf(GENERAL_DATE_FORMAT)).toBe(GENERAL_DATE_FORMAT);
  });

  it("writes the month out and the day as an ordinal", () => {
    expect(formatGeneralDate("2025-02-11T10:05:00.000Z")).toBe("February 11th 2025");
    expect(formatGeneralDate("2025-01-01T12:00:00.000Z")).toBe("January 1st 2025");
    expect(formatGeneralDate("2025-03-22T12:00:00.000Z")).toBe("March 22nd 2025");
    expect(formatGeneralDate("2025-05-03T12:00:00.000Z")).toBe("May 3rd 2025");
    expect(formatGeneralDate("2025-05-13T12:00:00.000Z")).toBe("May 13th 2025");
  });

  it("writes nothing for a missing or unreadable date", () => {
    expect(formatGeneralDate(null)).toBeNull();
    expect(formatGeneralDate(undefined)).toBeNull();
    expect(formatGeneralDate("not a date")).toBeNull();
  });
});
