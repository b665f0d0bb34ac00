/**
 * Return and repair requests: POST /returns/request asks for some units of
 * an order's lines back, for a refund or a repair. The requests are served
 * inside their order (GET /orders/{id}). Rules are in returns.ts.
 */
import { http } from "msw";

import { authenticate } from "../accounts";
import { apiError, errors, ok } from "../http";
import { checkReturnRequest, createReturnRequest, RETURN_MESSAGES } from "../returns";
import { readObject } from "../validation";

const API = "*/api/v1";

export const returnHandlers = [
  /**
   * Checks in this order: 401; 404 when order_id names no order of the
   * caller's (a guest's, another account's and an unknown one alike); then
   * every field error at once. A refused request changes nothing.
   */
  http.post(`${API}/returns/request`, async ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const checked = checkReturnRequest(auth.user, await readObject(request));
    if ("notFound" in checked) return apiError(404, RETURN_MESSAGES.orderNotFound, "order_id");
    if ("errors" in checked) return errors(400, checked.errors);
    return ok(request, createReturnRequest(checked, new Date().toISOString()));
  }),
];
