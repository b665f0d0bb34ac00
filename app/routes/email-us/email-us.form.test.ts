import { emailUsSchema } from "./email-us.form";
import { fieldErrorsOf } from "~/lib/forms/form";

const valid = { question: "Can you resize a ring?", first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };

describe("emailUsSchema", () => {
  it("takes an optional subject from the spec's list", () => {
    expect(emailUsSchema.parse({ ...valid, subject: "" }).subject).toBeUndefined();
    expect(emailUsSchema.parse({ ...valid, subject: "wholesale inquiry" }).subject).toBe("wholesale inquiry");
    expect(emailUsSchema.safeParse({ ...valid, subject: "complaint" }).success).toBe(false);
  });

  it("requires the message, names and a valid email", () => {
    const result = emailUsSchema.safeParse({ question: " ", first_name: "", last_name: "", email: "x" });
    expect(!result.success && fieldErrorsOf(result.error)).toEqual({
      question: "Message is required",
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Enter a valid email address",
    });
  });

  it("limits the message to 5000 characters with the spec's words", () => {
    const result = emailUsSchema.safeParse({ ...valid, question: "x".repeat(5001) });
    expect(!result.success && fieldErrorsOf(result.error).question).toBe("Please limit to 5000 characters or less.");
    expect(emailUsSchema.safeParse({ ...valid, question: "x".repeat(5000) }).success).toBe(true);
  });
});
