/**
 * Test data several suites post through the store's own forms: the unit
 * tests, the end-to-end specs, the fuzz and the benchmarks. Plain data, no
 * test runner, so every one of them can import it.
 */

/** A shipping address as a shopper types it into the checkout's address step (New York, ZIP 10023). */
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
