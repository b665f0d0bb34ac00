import { z } from "zod";

import { orderOptionsResponse, ordersResponse, trackingResponse } from "~/services/schemas/orders.server";
import { locationsResponse, nearbyResponse } from "~/services/schemas/retailers.server";
import { orderDetailResponse, returnRequestResponse } from "~/services/schemas/returns.server";
import { wishlistResponse } from "~/services/schemas/wishlist.server";

import { orderChange, tracking } from "../../routes/orders";
import { MAX_UNIQUE_ID_LENGTH } from "../../wishlists";
import { API, idParam, type Operation } from "../operation";
import { returnRequestInput, wishlistSave } from "../requests";

const signedIn = { bearer: "required" } as const;

export const orderOperations: Operation[] = [
  { ...signedIn, method: "get", path: `${API}/orders`, summary: "The user's orders, newest first", tag: "Orders", response: ordersResponse, errors: [] },
  {
    ...signedIn,
    method: "get",
    path: `${API}/orders/{id}`,
    summary: "One of the user's orders, with what each line may still return",
    tag: "Orders",
    params: idParam("id"),
    response: orderDetailResponse,
    errors: [404],
  },
  {
    ...signedIn,
    method: "patch",
    path: `${API}/orders/{id}`,
    summary: "Change the gift message until the order ships",
    tag: "Orders",
    params: idParam("id"),
    body: orderChange,
    response: orderDetailResponse,
    errors: [400, 404],
  },
  {
    method: "get",
    path: `${API}/order-options`,
    summary: "The store's terms: gift message and wrap, shipping, returns, resizing",
    tag: "Orders",
    response: orderOptionsResponse,
    errors: [],
  },
  {
    method: "get",
    path: `${API}/tracking`,
    summary: "Track an order by number, e-mail and billing ZIP",
    tag: "Orders",
    query: tracking,
    response: trackingResponse,
    errors: [400, 404],
  },
  {
    ...signedIn,
    method: "post",
    path: `${API}/returns/request`,
    summary: "Ask for a return or a repair",
    tag: "Orders",
    body: returnRequestInput,
    response: returnRequestResponse,
    errors: [400, 404],
  },
  {
    ...signedIn,
    method: "get",
    path: `${API}/wishlists`,
    summary: "The user's wishlist, or one of theirs by `unique_id`",
    tag: "Favorites",
    query: z.object({ unique_id: z.string().max(MAX_UNIQUE_ID_LENGTH).optional() }),
    response: wishlistResponse,
    errors: [400, 404],
  },
  {
    ...signedIn,
    method: "post",
    path: `${API}/wishlists`,
    summary: "Save the wishlist's items (all of them)",
    tag: "Favorites",
    body: wishlistSave,
    response: wishlistResponse,
    errors: [400, 404],
  },
  { method: "get", path: `${API}/locations`, summary: "The retailers, by state", tag: "Retailers", response: locationsResponse, errors: [] },
  {
    method: "get",
    path: `${API}/nearby-locations`,
    summary: "The retailers nearest a ZIP code first, and where the ZIP code is",
    tag: "Retailers",
    query: z.object({ zip: z.string().regex(/^\d{5}$/) }),
    response: nearbyResponse,
    errors: [400, 404],
  },
];
