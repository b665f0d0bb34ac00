import { fieldErrorsOf } from "~/lib/forms/form";
import { hintSchema, questionSchema } from "./product.form";

describe("hintSchema", () => {
  it("needs a valid email; name and message are optional", () => {
    expect(hintSchema.parse({ email: " friend@example.com ", name: "", message: "" })).toEqual({ email: "friend@example.com" });
    const result = hintSchema.safeParse({ email: "nope" });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)).toEqual({ email: "Enter a valid email address" });
  });

  it("limits the message with the spec's words", () => {
    const result = hintSchema.safeParse({ email: "a@b.co", message: "x".repeat(1001) });
    expect(!result.success && fieldErrorsOf(result.error).message).toBe("Please limit to 1000 characters or less.");
  });
});

describe("questionSchema", () => {
  it("requires every field and caps the question at 5000 characters", () => {
    const result = questionSchema.safeParse({ first_name: "", last_name: " ", email: "", question: "x".repeat(5001) });
    expect(!result.success && fieldErrorsOf(result.error)).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
      question: "Please limit to 5000 characters or less.",
    });
  });
});
