// What the app may read of who asked: the browser's Origin under the store's own header, the client address the
// trusted proxies give (server/trusted-proxies.ts), and no forwarding header from anyone else.
import type { RequestHandler } from "express";

import { CLIENT_IP_HEADER } from "~/services/client-ip.server";
import { ORIGIN_HEADER } from "~/services/form-door.server";

import { FORWARDING_HEADERS } from "./trusted-proxies";

/**
 * Remix answers a post whose Origin differs from Host with an empty 500, refusing every form behind a proxy that
 * rewrites Host; the form door checks against SITE_URL instead, so the Origin reaches it under ORIGIN_HEADER.
 */
export function handOnForwarding(fromTrustedProxy: (peer: string | undefined) => boolean): RequestHandler {
  return (req, _res, next) => {
    delete req.headers[ORIGIN_HEADER];
    delete req.headers[CLIENT_IP_HEADER];
    if (req.ip) req.headers[CLIENT_IP_HEADER] = req.ip;
    if (!fromTrustedProxy(req.socket.remoteAddress)) for (const header of FORWARDING_HEADERS) delete req.headers[header];
    if (req.headers.origin !== undefined) {
      req.headers[ORIGIN_HEADER] = req.headers.origin;
      delete req.headers.origin;
    }
    next();
  };
}
