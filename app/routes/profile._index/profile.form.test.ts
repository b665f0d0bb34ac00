import { validate } from "~/lib/forms/form";
import { isBirthday, passwordForm, profileForm, subscriptionsForm } from "./profile.form";

const read = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;
const details = { first_name: "Camille", last_name: "Durand", phone: "212-555-0147", gender: "Female", birthday: "1991-06-14", relationship_status: "Married" };

describe("profileForm", () => {
  it("takes the details, trimmed", () => {
    const checked = validate(profileForm, read({ ...details, first_name: "  Camille " }));
    expect(checked).toEqual({ ok: true, data: { ...details } });
  });

  it("clears the optional fields left empty", () => {
    const checked = validate(profileForm, read({ first_name: "Camille", last_name: "Durand", phone: "", gender: "", birthday: "", relationship_status: "" }));
    expect(checked).toEqual({ ok: true, data: { first_name: "Camille", last_name: "Durand", phone: null, gender: null, birthday: null, relationship_status: null } });
  });

  it("names each field that is wrong", () => {
    const checked = validate(profileForm, read({ first_name: " ", last_name: "", phone: "555", gender: "Other", birthday: "2999-01-01", relationship_status: "Engaged" }));
    expect(!checked.ok && checked.result.fieldErrors).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      phone: "Enter a valid phone number, like 212-555-0147",
      gender: "Choose a gender from the list",
      birthday: "Enter your birthday as a date in the past",
      relationship_status: "Choose a relationship status from the list",
    });
  });
});

describe("isBirthday", () => {
  const today = new Date("2026-11-22T12:00:00Z");
  it("is a real day between 1900 and today", () => {
    expect(isBirthday("1991-06-14", today)).toBe(true);
    expect(isBirthday("2026-11-22", today)).toBe(true);
    expect(isBirthday("2026-11-23", today)).toBe(false);
    expect(isBirthday("1899-12-31", today)).toBe(false);
    expect(isBirthday("1991-02-30", today)).toBe(false);
    expect(isBirthday("14/06/1991", today)).toBe(false);
  });
});

describe("passwordForm", () => {
  it("needs the current password, a new one by the spec's rules, and the same again", () => {
    expect(validate(passwordForm, read({ current_password: "Lumiere-2026!", password: "Brand-new-2026!", password_confirmation: "Brand-new-2026!" })).ok).toBe(true);
    const checked = validate(passwordForm, read({ current_password: "", password: "short", password_confirmation: "other" }));
    expect(!checked.ok && checked.result.fieldErrors).toEqual({
      current_password: "Current password is required",
      password: "Requirements: Minimum 8 characters",
      password_confirmation: "Password confirmation does not match",
    });
  });

  it("never sends a password back", () => {
    const checked = validate(passwordForm, read({ current_password: "x", password: "y", password_confirmation: "z" }));
    expect(!checked.ok && checked.result.values).toEqual({});
  });
});

describe("subscriptionsForm", () => {
  it("reads a ticked box as subscribed and an absent one as not", () => {
    expect(validate(subscriptionsForm, read({ newsletter: "on" }))).toEqual({ ok: true, data: { newsletter: true } });
    expect(validate(subscriptionsForm, read({}))).toEqual({ ok: true, data: { newsletter: false } });
  });
});
