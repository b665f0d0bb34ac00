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
