import { DEFAULT_DATE_FORMAT, dateFormatOf, formatCalendarDay, formatDate, yearIn } from "./dates";

const NY = "America/New_York";

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
    // Asked again, each keeps its verdict.
    expect(dateFormatOf("dd/mm/yyyy unquoted")).toBe(DEFAULT_DATE_FORMAT);
    expect(dateFormatOf("dd.MM.yyyy")).toBe("dd.MM.yyyy");
  });
});

describe("formatDate", () => {
  it("writes an ISO date in the pattern", () => {
    expect(formatDate("2026-09-14T10:00:00.000Z", "MM/dd/yyy", NY)).toBe("09/14/2026");
  });

  it("writes nothing for a missing or unreadable date", () => {
    expect(formatDate(null, "MM/dd/yyy", NY)).toBeNull();
    expect(formatDate("not a date", "MM/dd/yyy", NY)).toBeNull();
  });

  it("uses the default for a bad pattern", () => {
    expect(formatDate("2026-09-14T10:00:00.000Z", "qqqq nope", NY)).toBe("09/14/2026");
  });
});

describe("the store's time zone", () => {
  it("writes the store's calendar day, not the server's: 8 pm in New York is 1 am the next day in UTC", () => {
    const evening = "2026-11-28T01:00:00.000Z";
    expect(formatDate(evening, "MM/dd/yyy", NY)).toBe("11/27/2026");
    expect(formatDate(evening, "LLLL do yyy", NY)).toBe("November 27th 2026");
    expect(formatDate(evening, "MM/dd/yyy", "UTC")).toBe("11/28/2026");
    expect(formatDate(evening, "MM/dd/yyy", "Asia/Tokyo")).toBe("11/28/2026");
  });

  it("keeps the store's year on New Year's Eve", () => {
    const newYearsEve = new Date("2027-01-01T03:00:00.000Z");
    expect(yearIn(NY, newYearsEve)).toBe(2026);
    expect(yearIn("UTC", newYearsEve)).toBe(2027);
  });
});

describe("formatCalendarDay", () => {
  it("writes an API's calendar day as that day, in the pattern", () => {
    expect(formatCalendarDay("2026-12-21", "MM/dd/yyy")).toBe("12/21/2026");
    expect(formatCalendarDay("2026-12-21", "nonsense here")).toBe("12/21/2026");
  });

  it("writes nothing for an instant, a missing or an impossible day", () => {
    expect(formatCalendarDay("2026-12-21T10:00:00Z", "MM/dd/yyy")).toBeNull();
    expect(formatCalendarDay(null, "MM/dd/yyy")).toBeNull();
    expect(formatCalendarDay("2026-13-01", "MM/dd/yyy")).toBeNull();
  });
});
