import { http } from "msw";

import { authenticate } from "../accounts";
import { apiError, errors, ok } from "../http";
import { checkReturnRequest, createReturnRequest, RETURN_MESSAGES } from "../returns";
import { readObject } from "../validation";

const API = "*/api/v1";

export const returnHandlers = [
  /** 404 (a guest's, another account's and an unknown order alike) comes before field errors. */
  http.post(`${API}/returns/request`, async ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const checked = checkReturnRequest(auth.user, await readObject(request));
    if ("notFound" in checked) return apiError(404, RETURN_MESSAGES.orderNotFound, "order_id");
    if ("errors" in checked) return errors(400, checked.errors);
    return ok(request, createReturnRequest(checked, new Date().toISOString()));
  }),
];
