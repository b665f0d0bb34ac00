/** The console's pages (outside /__qa, so a browser opens them by a short address) and their headers. */
export const CONSOLE_PAGES = { console: "/", requests: "/requests" } as const;

export const CONSOLE_PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  // No script at all; forms post only here; never framed (a framed console could be clicked through).
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  // Keeps cart ids off the store's logs; not no-referrer, or the browser posts the console's forms with Origin "null".
  "Referrer-Policy": "same-origin",
};
