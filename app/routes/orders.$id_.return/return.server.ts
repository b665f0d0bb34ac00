// Spec 3 "Return request". The action reads the order again and checks the post against it (lib/forms/returns.ts).
import { data } from "@remix-run/node";

import { apiFieldNames, returnRequestForm } from "~/lib/forms/returns";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { storeDates } from "~/services/dates.server";
import { handleForms, on } from "~/services/form-door.server";
import { redirectWithNotice } from "~/services/notice.server";
import { requestReturn } from "~/services/orders.server";
import type { OrderDetail } from "~/services/schemas/returns.server";

import { REQUEST_SENT, loadOrder } from "../orders.$id/order.server";
import { configurationName } from "~/lib/line-choice";

const returnableLines = (order: OrderDetail) => order.order_products.filter((line) => line.returnable_quantity > 0);

export async function loadReturnPage(request: Request, idParam: string | undefined) {
  const [{ order, reasons }, dates] = await Promise.all([loadOrder(request, idParam), storeDates(request)]);
  return data(
    {
      order: { id: order.id, number: order.po_number, date: { iso: order.created_at, text: dates.instant(order.created_at) } },
      lines: returnableLines(order).map((line) => ({
        id: line.id,
        title: line.title,
        variant: configurationName(line),
        size: line.size ?? null,
        image: line.image_url ?? null,
        ordered: line.quantity,
        returnable: line.returnable_quantity,
      })),
      reasons,
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function returnAction(request: Request, idParam: string | undefined) {
  const { order, reasons } = await loadOrder(request, idParam);
  const form = returnRequestForm(
    returnableLines(order).map((line) => ({ id: line.id, returnable: line.returnable_quantity })),
    reasons.map((reason) => reason.id),
  );
  // The API names a refused item by its place in the list sent; which line that is is known once the post is read.
  const names: Record<string, string> = {};
  return handleForms(
    request,
    on(
      form,
      async (input) => {
        Object.assign(names, apiFieldNames(input.items));
        await requestReturn(request, order.id, input);
        return redirectWithNotice(request, `/orders/${order.id}`, REQUEST_SENT);
      },
      { names },
    ),
  );
}
