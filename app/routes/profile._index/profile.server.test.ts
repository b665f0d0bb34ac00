/**
 * /profile's and /profile/addresses' forms against the mock API in-process:
 * each save redirects back with what it did, the API's refusals land under
 * the fields, and nothing secret comes back.
 */
import { addFault } from "../../../mock-api/faults";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../../../mock-api/seed";
import { store } from "../../../mock-api/store";
import { routeShopper, setupRouteTests } from "../../../tests/route-shopper";

import { addressesAction, loadAddressesPage } from "../profile.addresses/addresses.server";
import { loadProfilePage, profileAction } from "./profile.server";

setupRouteTests();

function shopper() {
  const a = routeShopper("203.0.113.10");
  return {
    signIn: () => a.signIn(),
    profile: (fields: Record<string, string>) => a.post(profileAction, "/profile", fields),
    profilePage: () => a.get(loadProfilePage, "/profile"),
    addresses: (fields: Record<string, string>, query = "") => a.post(addressesAction, `/profile/addresses${query}`, fields),
    addressesPage: (query = "") => a.get(loadAddressesPage, `/profile/addresses${query}`),
    /** The one-time notice the next page shows. */
    notice: async () => (await a.shell("/profile")).notice,
  };
}

const demo = () => store.users.find((user) => user.email === DEMO_EMAIL)!;
const details = { intent: "profile", first_name: "Camille", last_name: "Durand-Lefèvre", phone: "212-555-0199", gender: "Female", birthday: "1990-03-21", relationship_status: "Single" };
const studio = { intent: "saved-address", name: "Studio", address: "55 Water Street", city: "Brooklyn", state: "NY", zip_code: "11201", country: "US", phone_number: "718-555-0101" };

describe("/profile", () => {
  it("saves the details with PUT /users, redirects back and says \"User info updated\" once", async () => {
    const a = shopper();
    await a.signIn();
    expect(await a.profile(details)).toMatchObject({ status: 302, location: "/profile" });
    expect(demo()).toMatchObject({ last_name: "Durand-Lefèvre", phone: "212-555-0199", birthday: "1990-03-21", relationship_status: "Single" });
    expect(await a.notice()).toBe("User info updated");
    expect(await a.notice()).toBeNull();
    expect((await a.profilePage()).data).toMatchObject({ values: { last_name: "Durand-Lefèvre", phone: "212-555-0199" } });
  });

  it("puts the API's refusal under its field, keeping what was typed", async () => {
    const a = shopper();
    await a.signIn();
    addFault({ path: "/api/v1/users", method: "PUT", status: 400, body: { errors: [{ code: 400, property: "last_name", message: "That name is not allowed." }] }, times: 1 });
    const answer = await a.profile(details);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, fieldErrors: { last_name: "That name is not allowed." }, values: { last_name: "Durand-Lefèvre" } });
  });

  it("refuses a wrong current password under its field and never sends a password back", async () => {
    const a = shopper();
    await a.signIn();
    const answer = await a.profile({ intent: "password", current_password: "not-my-password", password: "Brand-new-2026!", password_confirmation: "Brand-new-2026!" });
    expect(answer).toMatchObject({ status: 400, data: { ok: false, fieldErrors: { current_password: "The current password is incorrect." } } });
    expect(JSON.stringify(answer.data)).not.toMatch(/not-my-password|Brand-new-2026/);
  });

  it("stops guessing the current password after 5 tries in 15 minutes, for the account, whatever the machine", async () => {
    const a = shopper();
    await a.signIn();
    const guess = (n: number) => ({ intent: "password", current_password: `guess-${n}`, password: "Brand-new-2026!", password_confirmation: "Brand-new-2026!" });
    for (let i = 0; i < 5; i += 1) expect((await a.profile(guess(i))).status).toBe(400);
    // The same account signed in elsewhere: the count is the account's.
    const b = routeShopper("198.51.100.99");
    await b.signIn();
    const limited = await b.post(profileAction, "/profile", guess(5));
    expect(limited.status).toBe(429);
    expect(JSON.stringify(limited.data)).toContain("Too many attempts. Please try again in 15 minutes.");
    expect(JSON.stringify(limited.data)).not.toMatch(/guess-5|Brand-new-2026/);
  });

  it("counts only wrong guesses: an API failure gives the try back", async () => {
    const a = shopper();
    await a.signIn();
    addFault({ path: "/api/v1/users/change-password", status: 500, body: { errors: [{ code: 500, message: "boom" }] } });
    for (let i = 0; i < 7; i += 1) {
      const answer = await a.profile({ intent: "password", current_password: DEMO_PASSWORD, password: "Brand-new-2026!", password_confirmation: "Brand-new-2026!" });
      expect(answer.status, `try ${i + 1}`).not.toBe(429);
    }
  });

  it("changes the password with the right current one", async () => {
    const a = shopper();
    await a.signIn();
    const answer = await a.profile({ intent: "password", current_password: DEMO_PASSWORD, password: "Brand-new-2026!", password_confirmation: "Brand-new-2026!" });
    expect(answer).toMatchObject({ status: 302, location: "/profile" });
    expect(await a.notice()).toBe("Your password was changed.");
  });

  it("leaves and joins the newsletter through POST /subscribe", async () => {
    const a = shopper();
    await a.signIn();
    expect(store.subscribers).toContain(DEMO_EMAIL);
    await a.profile({ intent: "subscriptions" });
    expect(store.subscribers).not.toContain(DEMO_EMAIL);
    expect((await a.profilePage()).data).toMatchObject({ newsletter: { subscribed: false } });
    await a.profile({ intent: "subscriptions", newsletter: "on" });
    expect(store.subscribers).toContain(DEMO_EMAIL);
  });

  it("shows subscriptions it could not read as unknown, not as unsubscribed", async () => {
    const a = shopper();
    await a.signIn();
    addFault({ path: "/api/v1/users/subscriptions", method: "GET", status: 500, body: { errors: [{ code: 500, message: "boom" }] } });
    expect((await a.profilePage()).data).toMatchObject({ newsletter: null });
  });

  it("asks a signed-out visitor to sign in, for the page and its posts", async () => {
    expect(await shopper().profilePage()).toMatchObject({ status: 302, location: "/?drawer=1&redirect=%2Fprofile" });
    expect((await shopper().profile(details)).status).toBe(302);
    expect(demo().last_name).toBe("Durand");
  });
});

describe("/profile/addresses", () => {
  it("adds an address, changes it, and deletes it, each time back on the page with what it did", async () => {
    const a = shopper();
    await a.signIn();
    expect(await a.addresses(studio)).toMatchObject({ status: 302, location: "/profile/addresses" });
    expect(await a.notice()).toBe("Address saved");
    const added = demo().shipping_addresses.find((address) => address.name === "Studio")!;
    expect(added).toMatchObject({ address: "55 Water Street", city: "Brooklyn", is_default: false });

    expect(await a.addresses({ ...studio, apartment: "Unit 4", is_default: "on" }, `?edit=${added.id}`)).toMatchObject({ status: 302 });
    const changed = demo().shipping_addresses.find((address) => address.id === added.id)!;
    expect(changed).toMatchObject({ apartment: "Unit 4", is_default: true });
    expect(demo().shipping_addresses.filter((address) => address.is_default)).toHaveLength(1);

    expect((await a.addressesPage(`?delete=${added.id}`)).data).toMatchObject({ deleting: added.id });
    expect(await a.addresses({ intent: "delete-address", id: String(added.id) })).toMatchObject({ status: 302, location: "/profile/addresses" });
    expect(await a.notice()).toBe("Address deleted");
    expect(demo().shipping_addresses.some((address) => address.id === added.id)).toBe(false);
  });

  it("refuses a bad ZIP code under its field, keeping what was typed", async () => {
    const a = shopper();
    await a.signIn();
    const answer = await a.addresses({ ...studio, zip_code: "1120" });
    expect(answer).toMatchObject({ status: 422, data: { ok: false, fieldErrors: { zip_code: "Enter a valid ZIP code, like 10023" }, values: { city: "Brooklyn" } } });
  });

  it("has no page to edit or delete an address that is not the shopper's", async () => {
    const a = shopper();
    await a.signIn();
    for (const query of ["?edit=999", "?delete=999"]) expect((await a.addressesPage(query)).status).toBe(404);
    expect((await a.addresses({ intent: "delete-address", id: "999" })).status).toBe(404);
  });
});
