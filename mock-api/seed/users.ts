/** Seed accounts: the demo shopper. Passwords are stored only as scrypt hashes; cards only as gateway tokens. */
import type { StoredSavedCard, User } from "../model";
import { seedPasswordHash } from "../passwords";

/** The demo shopper's sign-in, documented in mock-api/README.md. */
export const DEMO_EMAIL = "demo@maison-lumiere.example";
export const DEMO_PASSWORD = "Lumiere-2026!";
export const DEMO_USER_ID = 1;
export const DEMO_BILLING_ZIP = "10023";
export const DEMO_ADDRESS_IDS = { home: 1, office: 2 } as const;

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
          id: DEMO_ADDRESS_IDS.home,
          name: "Home",
          company: null,
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
          id: DEMO_ADDRESS_IDS.office,
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

/** The newsletter at first: the demo shopper is subscribed, so the account area's toggle starts on. */
export const buildSubscribers = (): string[] => [DEMO_EMAIL];

/** Documented in mock-api/README.md: the approved Visa and Mastercard test numbers (cards.ts TEST_CARDS). */
export const DEMO_SAVED_CARDS = [
  { id: 1, brand: "Visa", last4: "4242", exp_month: 8, exp_year: 2028, card_name: "Everyday Visa", is_default: true },
  { id: 2, brand: "Mastercard", last4: "4444", exp_month: 11, exp_year: 2027, card_name: "Anniversary Mastercard", is_default: false },
] as const;

/** Fixed, so the seed is deterministic; shaped like issued ones and bearing no digits of the card. */
const SEED_CARD_TOKENS = ["tok_5eedcafea1b2c3d4e5f6beef", "tok_5eedcafef6e5d4c3b2a1beef"];

export function buildSavedCards(): StoredSavedCard[] {
  return DEMO_SAVED_CARDS.map((card, index) => ({
    ...card,
    user_id: DEMO_USER_ID,
    holder_name: "Camille Durand",
    token: SEED_CARD_TOKENS[index],
    outcome: { approved: true, message: null },
    created_at: ["2024-11-02T15:40:00.000Z", "2025-02-11T10:03:00.000Z"][index],
  }));
}
