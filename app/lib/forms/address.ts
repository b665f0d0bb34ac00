import { z } from "zod";

import { isUsState } from "../us-states";

import { INVALID_PHONE, PHONE, optionalText, requiredText } from "./fields";

const ZIP = /^\d{5}(-\d{4})?$/;

export const INVALID_ZIP = "Enter a valid ZIP code, like 10023";

export const addressFields = {
  first_name: requiredText("First name", 80),
  last_name: requiredText("Last name", 80),
  company: optionalText(120),
  address: requiredText("Address", 200),
  apartment: optionalText(80),
  city: requiredText("City", 100),
  state: requiredText("State", 2).refine(isUsState, "Choose a state"),
  zip_code: requiredText("ZIP code", 10).pipe(z.string().regex(ZIP, INVALID_ZIP)),
  country: z.literal("US", { errorMap: () => ({ message: "We only ship within the United States" }) }),
  phone_number: requiredText("Phone number", 30).pipe(z.string().regex(PHONE, INVALID_PHONE)),
};

export const addressSchema = z.object(addressFields);
export type AddressInput = z.infer<typeof addressSchema>;

export type BillingInput = Omit<AddressInput, "phone_number">;
