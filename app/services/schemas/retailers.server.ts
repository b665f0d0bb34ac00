// Spec 3 "Retailer directory".
import { z } from "zod";

import { envelope } from "./common.server";

export const store = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  phones: z.array(z.string()).default([]),
  lat: z.number(),
  lon: z.number(),
});
export type Store = z.infer<typeof store>;

export const locationsResponse = envelope(z.array(z.object({ state: z.string(), code: z.string(), stores: z.array(store) })));

export const nearbyResponse = envelope(
  z.object({
    origin: z.object({ zip: z.string(), lat: z.number(), lon: z.number(), city: z.string().nullish(), state: z.string().nullish() }),
    stores: z.array(store),
  }),
);
