import { postedFieldErrors } from "./posted";

describe("postedFieldErrors", () => {
  it("reads a validation error's or the API's field errors", () => {
    expect(postedFieldErrors({ fieldErrors: { email: "Email is required" }, formId: "sign-in" })).toEqual({ email: "Email is required" });
    expect(postedFieldErrors({ ok: false, message: null, fieldErrors: { password: "Too short" } })).toEqual({ password: "Too short" });
  });

  it("gives nothing for success, nothing posted, or odd shapes", () => {
    expect(postedFieldErrors({ ok: true, message: "Done" })).toEqual({});
    expect(postedFieldErrors(undefined)).toEqual({});
    expect(postedFieldErrors({ fieldErrors: { email: 42, password: "Bad" } })).toEqual({ password: "Bad" });
  });
});
