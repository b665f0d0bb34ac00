import { http } from "msw";

import { authenticate } from "../accounts";
import {
  ADDRESS_BOOK_MESSAGES,
  addSavedAddress,
  checkSavedAddress,
  findSavedAddress,
  removeSavedAddress,
  updateSavedAddress,
} from "../address-book";
import { apiError, errors, ok } from "../http";
import { readObject } from "../validation";

const API = "*/api/v1";

const addressNotFound = () => apiError(404, ADDRESS_BOOK_MESSAGES.notFound);

export const addressHandlers = [
  http.get(`${API}/users/addresses/shipping`, ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    return ok(request, auth.user.shipping_addresses);
  }),

  http.post(`${API}/users/addresses/shipping`, async ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const checked = checkSavedAddress(auth.user, await readObject(request), true);
    if ("errors" in checked) return errors(400, checked.errors);
    return ok(request, addSavedAddress(auth.user, checked.input));
  }),

  /** 404 first (the path names it), then every field error at once. */
  http.put(`${API}/users/addresses/shipping/:id`, async ({ request, params }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const address = findSavedAddress(auth.user, String(params.id));
    if (!address) return addressNotFound();
    const body = await readObject(request);
    const checked = checkSavedAddress(auth.user, body, false);
    if ("errors" in checked) return errors(400, checked.errors);
    updateSavedAddress(auth.user, address, checked.input, body);
    return ok(request, address);
  }),

  http.delete(`${API}/users/addresses/shipping/:id`, ({ request, params }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const address = findSavedAddress(auth.user, String(params.id));
    if (!address) return addressNotFound();
    removeSavedAddress(auth.user, address);
    return ok(request, null);
  }),
];
