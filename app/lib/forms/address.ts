import { z } from "zod";

import { isUsState } from "../us-states";

import { INVALID_PHONE, PHONE, optionalText, requiredText } from "./fields";
import { defineForm } from "./form";

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

/** With a saved address chosen, only the choice is checked here: the server looks the address up. */
export const SAVED_NEW = "new";
const savedId = (value: unknown) => (typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : null);

const postedAddress = Object.fromEntries(Object.keys(addressFields).map((name) => [name, z.unknown()])) as Record<keyof typeof addressFields, z.ZodUnknown>;

export const addressStepSchema = z
  .object({ saved_address_id: z.string().max(20).optional(), ...postedAddress })
  .superRefine((value, ctx) => {
    if (savedId(value.saved_address_id) !== null) return;
    const typed = addressSchema.safeParse(value);
    if (!typed.success) typed.error.issues.forEach((issue) => ctx.addIssue(issue));
  })
  .transform((value): { saved_address_id: number } | { address: AddressInput } => {
    const id = savedId(value.saved_address_id);
    return id !== null ? { saved_address_id: id } : { address: addressSchema.parse(value) };
  });

export const addressForm = defineForm("address", addressStepSchema);
