import { requestIdFrom } from "./request-id";

describe("requestIdFrom", () => {
  it("keeps a proxy's id when it is a plain token", () => {
    expect(requestIdFrom("3f2a9c1e-77b0-4d5e-9a61-0c7e2f4b8d10")).toBe("3f2a9c1e-77b0-4d5e-9a61-0c7e2f4b8d10");
    expect(requestIdFrom("Root=1-67891233-abcdef012345678912345678")).toBe("Root=1-67891233-abcdef012345678912345678");
    expect(requestIdFrom(["abcdefgh-1", "second"])).toBe("abcdefgh-1");
  });

  it.each([
    ["none", undefined],
    ["an empty one", ""],
    ["one too short to be unique", "abc"],
    ["one too long", "a".repeat(129)],
    ["one with a space", "abc defgh"],
    ["one that would forge a log line", 'abcdefgh"\n{"level":60}'],
  ])("makes a new one for %s", (_name, header) => {
    expect(requestIdFrom(header, () => "made-1234")).toBe("made-1234");
  });

  it("makes a UUID by default", () => {
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
