import { describe, expect, it } from "vitest";

import { leaveNotice, takeNotice } from "./notices";

describe("post/redirect/get notices", () => {
  it("are read once, by the id the redirect carries", () => {
    const id = leaveNotice("Fault 1 added.");
    expect(takeNotice(id)).toEqual({ kind: "done", text: "Fault 1 added." });
    expect(takeNotice(id)).toBeNull();
    expect(takeNotice(leaveNotice("Unknown preset.", "refused"))).toEqual({ kind: "refused", text: "Unknown preset." });
    expect(takeNotice(null)).toBeNull();
    expect(takeNotice("Your mock has been hacked")).toBeNull();
  });

  it("keep the newest 50 only", () => {
    const ids = Array.from({ length: 51 }, (_, n) => leaveNotice(`notice ${n}`));
    expect(takeNotice(ids[0])).toBeNull();
    expect(takeNotice(ids[1])).toEqual({ kind: "done", text: "notice 1" });
    expect(takeNotice(ids[50])).toEqual({ kind: "done", text: "notice 50" });
  });
});
