import { recoverRequestSchema } from "./recover-password.form";

describe("recoverRequestSchema", () => {
  it("asks for a valid email", () => {
    expect(recoverRequestSchema.safeParse({ email: "nope" }).success).toBe(false);
  });
});
