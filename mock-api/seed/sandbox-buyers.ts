/** The express providers' sandbox buyers (express.ts), documented in mock-api/README.md and listed at GET /__qa/codes. */
import type { ExpressPayer } from "../model";
import type { ExpressRedirectMethodId } from "../payments";

export const SANDBOX_BUYERS: Readonly<Record<ExpressRedirectMethodId, ExpressPayer>> = {
  paypal_express: {
    email: "sandbox-buyer@paypal.example",
    shipping_address: {
      first_name: "Avery",
      last_name: "Buyer",
      company: null,
      address: "500 Market Street",
      apartment: "Suite 200",
      city: "San Francisco",
      state: "CA",
      zip_code: "94105",
      country: "US",
      phone_number: "4155550100",
    },
  },
  affirm_express: {
    email: "sandbox-buyer@affirm.example",
    shipping_address: {
      first_name: "Jordan",
      last_name: "Lee",
      company: null,
      address: "350 Fifth Avenue",
      apartment: "Floor 32",
      city: "New York",
      state: "NY",
      zip_code: "10118",
      country: "US",
      phone_number: "2125550188",
    },
  },
};
