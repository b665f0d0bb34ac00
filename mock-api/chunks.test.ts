import { describe, expect, it } from "vitest";

import { collectChunks } from "./chunks";

describe("collectChunks", () => {
  it("joins buffers and strings in their encodings, and skips what is no chunk (a callback, nothing)", () => {
    const body = collectChunks();
    body.add(Buffer.from("Soli"));
    body.add("dGFpcmU=", "base64");
    body.add(() => undefined);
    body.add(undefined);
    body.add(" ring", "utf8");
    expect(body.buffer().toString("utf8")).toBe("Solitaire ring");
    expect(body.overflowed).toBe(false);
  });

  it("stops keeping past its limit and says so", () => {
    const body = collectChunks(4);
    body.add("abc");
    body.add("de");
    body.add("fgh");
    expect(body.buffer().toString("utf8")).toBe("abcde");
    expect(body.overflowed).toBe(true);
  });
});
