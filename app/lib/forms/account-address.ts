/**
 * A saved address in the account (spec 3 "Address"): company, address,
 * apartment or suite, city, state, ZIP code, country, phone number, custom
 * address name and the default flag. The postal fields and their rules are
 * the checkout's (address.ts), so an address saved here is one the checkout
 * can ship to.
 */
import { z } from "zod";

import { DELETE_ADDRESS_INTENT } from "../account-pages";

import { addressFields } from "./address";
import { optionalText } from "./fields";
import { defineForm } from "./form";

const { first_name: _first, last_name: _last, ...postal } = addressFields;

/** The most saved addresses an account keeps (the mock API's rule too). */
export const MAX_SAVED_ADDRESSES = 20;

export const savedAddressForm = defineForm(
  "saved-address",
  z.object({
    name: optionalText(60),
    ...postal,
    is_default: z.literal("on").optional().transform((value) => value === "on"),
  }),
);

export const deleteAddressForm = defineForm(DELETE_ADDRESS_INTENT, z.object({ id: z.coerce.number().int().positive() }));

export const ADDRESS_SAVED = "Address saved";
/** Spec 9's success message. */
export const ADDRESS_DELETED = "Address deleted";
