import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";

import { getPopups } from "~/services/site.server";

/** The marketing popups for a page, for the browser's popup check (spec 4). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url).searchParams.get("url") ?? "/";
  const path = url.startsWith("/") && url.length <= 512 ? url : "/";
  const popups = await getPopups(request, path);
  return data(
    {
      popups: popups.map((popup) => ({
        id: popup.id,
        frequency: popup.frequency,
        priority: popup.priority,
        title: popup.mixedTranslation.title ?? null,
        content: popup.mixedTranslation.content ?? "",
      })),
    },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
