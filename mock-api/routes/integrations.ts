/** The mock's own stand-ins (the spec defines none of these URLs), outside /api/v1 since they stand for other hosts. */
import { http, type HttpResponseResolver, HttpResponse } from "msw";

import { addressValidationInput, checkAddress } from "../address-validation";
import { apiError } from "../http";
import {
  collectInput,
  INTEGRATION_MESSAGES,
  isAddressValidationApiKey,
  isKnownGaId,
  isKnownGtmId,
  isStatisticsApiKey,
  readSmallObject,
  STAND_IN_SCRIPTS,
} from "../integrations";
import { STAND_IN_PATHS } from "../seed/integrations";
import { recordEvent } from "../store";
import { validationErrors } from "../validation";

const javascript = (source: string) =>
  new HttpResponse(source, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });

const text = (body: string, status: number) =>
  new HttpResponse(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** msw's leading "*" matches any prefix, /api/v1 included: answer only on the exact pathname. */
const exactly =
  (pathname: string, resolver: HttpResponseResolver): HttpResponseResolver =>
  (info) =>
    new URL(info.request.url).pathname === pathname ? resolver(info) : undefined;

export const integrationHandlers = [
  http.get(
    `*${STAND_IN_PATHS.tagManager}`,
    exactly(STAND_IN_PATHS.tagManager, ({ request }) => {
      const id = new URL(request.url).searchParams.get("id");
      return isKnownGtmId(id) ? javascript(STAND_IN_SCRIPTS.tagManager) : text(INTEGRATION_MESSAGES.unknownGtmId, 400);
    }),
  ),

  http.get(`*${STAND_IN_PATHS.pixel}`, exactly(STAND_IN_PATHS.pixel, () => javascript(STAND_IN_SCRIPTS.pixel))),

  http.get(`*${STAND_IN_PATHS.chat}`, exactly(STAND_IN_PATHS.chat, () => javascript(STAND_IN_SCRIPTS.chat))),

  http.get(
    `*${STAND_IN_PATHS.analytics}`,
    exactly(STAND_IN_PATHS.analytics, ({ request }) => {
      const id = new URL(request.url).searchParams.get("id");
      return isKnownGaId(id) ? javascript(STAND_IN_SCRIPTS.analytics) : text(INTEGRATION_MESSAGES.unknownGaId, 400);
    }),
  ),

  http.get(`*${STAND_IN_PATHS.heatMap}`, exactly(STAND_IN_PATHS.heatMap, () => javascript(STAND_IN_SCRIPTS.heatMap))),

  http.get(
    `*${STAND_IN_PATHS.emailMarketing}`,
    exactly(STAND_IN_PATHS.emailMarketing, () => javascript(STAND_IN_SCRIPTS.emailMarketing)),
  ),

  http.get(`*${STAND_IN_PATHS.custom}`, exactly(STAND_IN_PATHS.custom, () => javascript(STAND_IN_SCRIPTS.custom))),

  http.get(`*${STAND_IN_PATHS.affiliate}`, exactly(STAND_IN_PATHS.affiliate, () => javascript(STAND_IN_SCRIPTS.affiliate))),

  // The scripts post text/plain (a CORS "simple" request: no preflight); the body is JSON whatever the type.
  http.post(
    `*${STAND_IN_PATHS.collect}`,
    exactly(STAND_IN_PATHS.collect, async ({ request }) => {
      const body = await readSmallObject(request);
      if (!body.ok) return apiError(400, body.message);
      const parsed = collectInput.safeParse(body.value);
      if (!parsed.success) return validationErrors(parsed.error);
      recordEvent(parsed.data.payload, parsed.data.source);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    `*${STAND_IN_PATHS.statistics}`,
    exactly(STAND_IN_PATHS.statistics, async ({ request }) => {
      if (!isStatisticsApiKey(new URL(request.url).searchParams.get("api_key"))) {
        return apiError(401, INTEGRATION_MESSAGES.invalidApiKey, "api_key");
      }
      const body = await readSmallObject(request);
      if (!body.ok) return apiError(400, body.message);
      recordEvent(body.value, "statistics");
      return HttpResponse.json({ data: { ok: true } });
    }),
  ),

  // Server to server: the key is a header, the body JSON; the body is recorded as received.
  http.post(
    `*${STAND_IN_PATHS.addressValidation}`,
    exactly(STAND_IN_PATHS.addressValidation, async ({ request }) => {
      if (!isAddressValidationApiKey(request.headers.get("X-Api-Key"))) {
        return apiError(401, INTEGRATION_MESSAGES.invalidApiKey, "api_key");
      }
      const body = await readSmallObject(request);
      if (!body.ok) return apiError(400, body.message);
      const parsed = addressValidationInput.safeParse(body.value);
      if (!parsed.success) return validationErrors(parsed.error);
      recordEvent(body.value, "address_validation");
      return HttpResponse.json({ data: checkAddress(parsed.data) });
    }),
  ),

  http.all("*/integrations/*", ({ request }) =>
    new URL(request.url).pathname.startsWith("/integrations/") ? text("Not found", 404) : undefined,
  ),
];
