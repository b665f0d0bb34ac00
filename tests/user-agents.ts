/**
 * Who the end-to-end browser says it is. Headless Chromium's own user agent
 * says "HeadlessChrome", which isbot takes for a crawler: every spec would
 * walk the crawler's path (no visitor cookie, no visit event, the page
 * rendered whole before it is sent). So the browser presents a shopper's
 * Chrome (playwright.config.ts), and a spec that needs the crawler's path
 * asks for CRAWLER_USER_AGENT by name.
 */

/** A current desktop Chrome on Windows. */
export const SHOPPER_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

/** Googlebot's smartphone crawler, as it presents itself. */
export const CRAWLER_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
