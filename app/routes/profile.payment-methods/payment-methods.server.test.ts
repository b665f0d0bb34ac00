/** The saved cards page against the mock API in-process: the list, the confirm step, deleting, and whose card it is. */
import { addFault } from "../../../mock-api/faults";
import { DEMO_SAVED_CARDS } from "../../../mock-api/seed";
import { store } from "../../../mock-api/store";
import { routeShopper, setupRouteTests } from "../../../tests/route-shopper";
import { DELETE_CARD_INTENT } from "~/lib/account-pages";

import { CARD_DELETED, CARD_GONE, loadPaymentMethods, paymentMethodsAction } from "./payment-methods.server";

setupRouteTests();

const PAGE = "/profile/payment-methods";
const [VISA, MASTERCARD] = DEMO_SAVED_CARDS;
type Page = Awaited<ReturnType<typeof loadPaymentMethods>>["data"];

async function signedIn(email?: string, ip?: string) {
  const shopper = routeShopper(ip);
  await shopper.signIn(email);
  return {
    ...shopper,
    page: async (path = PAGE) => {
      const answer = await shopper.get(loadPaymentMethods, path);
      return { ...answer, data: answer.data as Page };
    },
    remove: (id: number | string) => shopper.post(paymentMethodsAction, PAGE, { intent: DELETE_CARD_INTENT, card_id: String(id) }),
  };
}

describe("/profile/payment-methods", () => {
  it("lists the saved cards: brand, last four, expiry as MM/YY, the name on the card and which is the default", async () => {
    const shopper = await signedIn();
    const { status, data } = await shopper.page();
    expect(status).toBe(200);
    expect(data).toEqual({
      confirming: null,
      cards: [
        { id: VISA.id, brand: "Visa", last4: "4242", label: "Visa ending in 4242", expiry: "08/28", holder: "Camille Durand", name: "Everyday Visa", isDefault: true },
        { id: MASTERCARD.id, brand: "Mastercard", last4: "4444", label: "Mastercard ending in 4444", expiry: "11/27", holder: "Camille Durand", name: "Anniversary Mastercard", isDefault: false },
      ],
    });
  });

  it("asks before deleting when the URL names one of the shopper's cards, and asks nothing for any other", async () => {
    const shopper = await signedIn();
    expect((await shopper.page(`${PAGE}?delete=${MASTERCARD.id}`)).data.confirming).toBe(MASTERCARD.id);
    for (const other of ["999", "abc", ""]) expect((await shopper.page(`${PAGE}?delete=${other}`)).data.confirming).toBeNull();
  });

  it("deletes a confirmed card, goes back to the list, which says so once, and the next card becomes the default", async () => {
    const shopper = await signedIn();
    expect(await shopper.remove(VISA.id)).toMatchObject({ status: 302, location: PAGE });
    expect((await shopper.shell(PAGE)).notice).toBe(CARD_DELETED);
    expect((await shopper.shell(PAGE)).notice).toBeNull();
    const { data } = await shopper.page();
    expect(data.cards).toEqual([expect.objectContaining({ id: MASTERCARD.id, isDefault: true })]);
  });

  it("shows the empty list once every card is deleted", async () => {
    const shopper = await signedIn();
    await shopper.remove(VISA.id);
    await shopper.remove(MASTERCARD.id);
    expect((await shopper.page()).data).toEqual({ cards: [], confirming: null });
  });

  it("refuses another shopper's card (the API's 404) and deletes nothing", async () => {
    store.users.push({ ...store.users[0], id: 99, email: "other.shopper@example.com", shipping_addresses: [] });
    const other = await signedIn("other.shopper@example.com", "203.0.113.10");
    expect((await other.page()).data.cards).toEqual([]);
    expect(await other.remove(VISA.id)).toMatchObject({ status: 422, data: { ok: false, message: CARD_GONE } });
    expect(store.saved_cards.map((card) => card.id)).toEqual([VISA.id, MASTERCARD.id]);
  });

  it("refuses a card id that is not one", async () => {
    const shopper = await signedIn();
    expect(await shopper.remove("abc")).toMatchObject({ status: 422, data: { ok: false, fieldErrors: { card_id: expect.any(String) } } });
  });

  it("asks a signed-out visitor to sign in, to read or to delete", async () => {
    const guest = routeShopper();
    expect(await guest.get(loadPaymentMethods, PAGE)).toMatchObject({ status: 302, location: "/?drawer=1&redirect=%2Fprofile%2Fpayment-methods" });
    expect((await guest.post(paymentMethodsAction, PAGE, { intent: DELETE_CARD_INTENT, card_id: String(VISA.id) })).status).toBe(302);
    expect(store.saved_cards).toHaveLength(2);
  });

  it("is the honest error page when the cards cannot be read, never an empty list", async () => {
    const shopper = await signedIn();
    addFault({ path: "/api/v1/users/payment-methods", method: "GET", status: 500, body: { errors: [{ code: 500, message: "boom" }] } });
    expect((await shopper.get(loadPaymentMethods, PAGE)).status).toBe(502);
  });
});
