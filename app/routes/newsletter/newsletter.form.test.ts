import { newsletterSchema } from "./newsletter.form";

describe("newsletterSchema", () => {
  it("requires a valid email", () => {
    expect(newsletterSchema.safeParse({ email: "" }).error?.issues[0].message).toBe("Email is required");
    expect(newsletterSchema.safeParse({ email: "reader@" }).error?.issues[0].message).toBe("Enter a valid email address");
    expect(newsletterSchema.parse({ email: " reader@example.com " }).email).toBe("reader@example.com");
  });
});
