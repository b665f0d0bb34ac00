// Plain data, no test runner, so the unit tests, the e2e specs, the fuzz and the benchmarks can all import it.

export const CHECKOUT_ADDRESS = {
  first_name: "Ada",
  last_name: "Byron",
  address: "1 West 72nd Street",
  city: "New York",
  state: "NY",
  zip_code: "10023",
  country: "US",
  phone_number: "212-555-0147",
};

/** The address step's fields for a card billed elsewhere (its office), as the form posts them. */
export const CHECKOUT_BILLING = {
  billing: "different",
  billing_first_name: "Ada",
  billing_last_name: "Byron",
  billing_company: "Carter & Reyes LLP",
  billing_address: "1 Market Street",
  billing_apartment: "Suite 300",
  billing_city: "San Francisco",
  billing_state: "CA",
  billing_zip_code: "94105",
  billing_country: "US",
};
