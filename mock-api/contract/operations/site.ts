import { z } from "zod";

import { cacheVersionResponse } from "~/services/schemas/common.server";
import {
  blockResponse,
  bootstrapResponse,
  campaignResponse,
  languagesResponse,
  pageResponse,
  popupsResponse,
  sitemapResponse,
} from "~/services/schemas/site.server";

import { frontendEvent, subscription } from "../../routes/site";
import { eventRecorded, subscriptionChanged } from "../answers";
import { API, type Operation, textParam } from "../operation";

export const siteOperations: Operation[] = [
  {
    method: "get",
    path: "/cv",
    summary: "The cache version: a new value says content changed (on the API host's root, not under /api/v1)",
    tag: "Site",
    response: cacheVersionResponse,
    errors: [],
  },
  { method: "get", path: `${API}/bootstrap`, summary: "Settings, menus, integrations and return reasons", tag: "Site", response: bootstrapResponse, errors: [] },
  { method: "get", path: `${API}/languages`, summary: "The languages", tag: "Site", response: languagesResponse, errors: [] },
  { method: "get", path: `${API}/pages/{slug}`, summary: "A content page", tag: "Site", params: textParam("slug"), response: pageResponse, errors: [404] },
  { method: "get", path: `${API}/blocks/{id}`, summary: "A content block, by slug or id", tag: "Site", params: textParam("id"), response: blockResponse, errors: [404] },
  { method: "get", path: `${API}/campaign-discount`, summary: "The running campaign, or null", tag: "Site", response: campaignResponse, errors: [] },
  {
    method: "get",
    path: `${API}/popups`,
    summary: "The popups for a page",
    tag: "Site",
    query: z.object({ url: z.string().optional() }),
    response: popupsResponse,
    errors: [],
  },
  {
    method: "get",
    path: `${API}/system-entities/{name}`,
    summary: "A system entity: `sitemap` is the one there is",
    tag: "Site",
    params: z.object({ name: z.enum(["sitemap"]) }),
    response: sitemapResponse,
    errors: [404],
  },
  {
    method: "post",
    path: `${API}/events/frontend-event`,
    summary: "Record a shopper's event",
    tag: "Site",
    body: frontendEvent,
    response: eventRecorded,
    answer: "mock",
    errors: [400],
  },
  {
    method: "post",
    path: `${API}/subscribe`,
    summary: "Subscribe an e-mail to the newsletter; `subscribed: false` with the bearer of that e-mail unsubscribes",
    tag: "Site",
    body: subscription,
    response: subscriptionChanged,
    answer: "mock",
    bearer: "optional",
    errors: [400, 403],
  },
];
