/** Every operation the mock serves under /api/v1, and GET /cv: the table the document is generated from. */
import type { Operation } from "./operation";
import { accountOperations } from "./operations/account";
import { cartOperations } from "./operations/cart";
import { catalogOperations } from "./operations/catalog";
import { checkoutOperations } from "./operations/checkout";
import { orderOperations } from "./operations/orders";
import { siteOperations } from "./operations/site";

export const OPERATIONS: readonly Operation[] = [
  ...siteOperations,
  ...catalogOperations,
  ...cartOperations,
  ...checkoutOperations,
  ...accountOperations,
  ...orderOperations,
];
