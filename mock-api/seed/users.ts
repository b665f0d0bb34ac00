/**
 * Seed accounts: one demo shopper, signed up and verified, with two saved
 * shipping addresses (real New York addresses) and three past orders
 * (seed/orders.ts). Passwords are stored only as scrypt hashes.
 */
import type { User } from "../model";
import { seedPasswordHash } from "../passwords";

/** The demo shopper's sign-in, documented in mock-api/README.md. */
export const DEMO_EMAIL = "demo@maison-lumiere.example";
export const DEMO_PASSWORD = "Lumiere-2026!";
export const DEMO_USER_ID = 1;
/** The billing ZIP code of the demo shopper's orders (the Home address). */
export const DEMO_BILLING_ZIP = "10023";

export function buildUsers(): User[] {
  return [
    {
      id: DEMO_USER_ID,
      email: DEMO_EMAIL,
      first_name: "Camille",
      last_name: "Durand",
      phone: "212-555-0147",
      gender: "Female",
      birthday: "1991-06-14",
      relationship_status: "Married",
      role: "customer",
      email_verified: true,
      created_at: "2024-11-02T15:24:00.000Z",
      password_hash: seedPasswordHash(DEMO_EMAIL, DEMO_PASSWORD),
      cart_unique_id: null,
      shipping_addresses: [
        {
          id: 1,
          name: "Home",
          company: null,
          // The Dakota, on the Upper West Side.
          address: "1 West 72nd Street",
          apartment: "Apt 4B",
          city: "New York",
          state: "NY",
          zip_code: DEMO_BILLING_ZIP,
          country: "US",
          phone_number: "212-555-0147",
          is_default: true,
        },
        {
          id: 2,
          name: "Office",
          company: "Durand Studio",
          address: "30 Rockefeller Plaza",
          apartment: "Floor 24",
          city: "New York",
          state: "NY",
          zip_code: "10112",
          country: "US",
          phone_number: "212-555-0163",
          is_default: false,
        },
      ],
    },
  ];
}
