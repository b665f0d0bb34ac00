/** Order matters: the fault switch first, the catch-all 404 last (new API modules go before it). */
import { http } from "msw";

import { requestsHandlers } from "./console/requests-page";
import { consoleHandlers } from "./console/routes";
import { faultHandler } from "./faults";
import { notFound } from "./http";
import { mediaHandler, mediaHeadHandler } from "./media";
import { addressHandlers } from "./routes/addresses";
import { authHandlers } from "./routes/auth";
import { cartHandlers } from "./routes/cart";
import { catalogHandlers } from "./routes/catalog";
import { checkoutHandlers } from "./routes/checkout";
import { codeHandlers } from "./routes/codes";
import { expressHandlers } from "./routes/express";
import { integrationHandlers } from "./routes/integrations";
import { locationHandlers } from "./routes/locations";
import { messageHandlers } from "./routes/messages";
import { orderHandlers } from "./routes/orders";
import { paymentHandlers } from "./routes/payments";
import { placeOrderHandlers } from "./routes/place-order";
import { providerHandlers } from "./routes/provider";
import { qaHandlers } from "./routes/qa";
import { scenarioHandlers } from "./routes/qa-scenarios";
import { contractHandlers } from "./routes/qa-contract";
import { rateHandlers } from "./routes/rates";
import { returnHandlers } from "./routes/returns";
import { savedCardHandlers } from "./routes/saved-cards";
import { siteHandlers } from "./routes/site";
import { userHandlers } from "./routes/users";
import { wishlistHandlers } from "./routes/wishlists";

const unknownApiPath = http.all("*/api/v1/*", () => notFound());

export const handlers = [
  faultHandler,
  ...requestsHandlers,
  ...consoleHandlers,
  ...qaHandlers,
  ...scenarioHandlers,
  ...contractHandlers,
  ...providerHandlers,
  mediaHandler,
  mediaHeadHandler,
  ...integrationHandlers,
  ...siteHandlers,
  ...messageHandlers,
  ...catalogHandlers,
  ...cartHandlers,
  ...codeHandlers,
  ...expressHandlers,
  ...checkoutHandlers,
  ...rateHandlers,
  ...placeOrderHandlers,
  ...paymentHandlers,
  ...authHandlers,
  ...userHandlers,
  ...addressHandlers,
  ...savedCardHandlers,
  ...wishlistHandlers,
  ...orderHandlers,
  ...returnHandlers,
  ...locationHandlers,
  unknownApiPath,
];
