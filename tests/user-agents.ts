// isbot takes Headless Chromium's "HeadlessChrome" for a crawler, so every spec would walk the crawler's path:
// the browser presents a shopper's Chrome, and a spec that needs the crawler's path asks for CRAWLER_USER_AGENT.

export const SHOPPER_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

/** A shopper's phone (Lighthouse's own Moto G Power, without its "Chrome-Lighthouse", which isbot takes for a crawler). */
export const SHOPPER_PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";

export const CRAWLER_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
