import { z } from "zod";

import { api } from "./api.server";

const subscribed = z.object({ data: z.unknown() }).passthrough();

export async function subscribe(request: Request, email: string) {
  await api(request, "/subscribe", { method: "POST", body: { email }, schema: subscribed });
}
