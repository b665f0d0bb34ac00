// A new visitor's id and landing visit, asked for by the page (lib/landing-visit.ts): a 1×1 image either way.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { readLandingVisitToken } from "~/services/landing-visit.server";
import { landingVisit } from "~/services/visitor.server";

const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const visit = readLandingVisitToken(query.get("v") ?? "");
  const headers = new Headers({ "Cache-Control": PRIVATE_NO_STORE });
  if (!visit) return new Response("This visit was not signed by this store.\n", { status: 400, headers: { ...Object.fromEntries(headers), "Content-Type": "text/plain" } });
  const js = query.has("u");
  landingVisit(request, visit, { url: query.get("u"), referrer: query.get("r"), js }, headers);
  headers.set("Content-Type", "image/gif");
  return new Response(PIXEL, { headers });
}
