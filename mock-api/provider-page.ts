/** The off-site providers' pages: plain HTML forms that work without JavaScript, as the real sandbox pages do. */
import type { ExpressPayer } from "./model";
import type { RedirectMethodId } from "./payments";

/** Text and attribute values: & < > " ' escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** Dark enough for white text (WCAG AA). */
const ACCENT: Record<RedirectMethodId, string> = {
  paypal: "#003087",
  paypal_express: "#003087",
  klarna: "#17120f",
  affirm: "#3535c9",
  affirm_express: "#3535c9",
};

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const BUTTON_LABELS = {
  approve: "Approve payment",
  decline: "Decline payment",
  cancel: "Cancel and return to the store",
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f1ec;color:#2b2420;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(100% - 2rem,28rem);margin:2rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 18px rgba(43,36,32,.12)}
.sandbox{display:inline-block;margin:0 0 1rem;padding:.15rem .6rem;border-radius:99px;background:#fff4d6;color:#5c4400;font-size:.85rem}
h1{margin:0 0 1.25rem;font-size:1.5rem;color:var(--accent)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.5rem}
dt{color:#5f5750}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
address{font-style:normal}
.note{margin:0 0 1.25rem;color:#5f5750;font-size:.9rem}
.amount{font-size:1.35rem}
form{margin:.6rem 0 0}
button{width:100%;min-height:2.75rem;padding:.6rem 1rem;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:2px solid var(--accent);background:#fff;color:var(--accent)}
button.primary{background:var(--accent);color:#fff}
button.quiet{border-color:transparent;text-decoration:underline}
button:focus-visible,a:focus-visible{outline:3px solid #c98a00;outline-offset:2px}
a{color:#003087}
`;

function page(options: { title: string; accent: string; body: string }): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(options.title)}</title>`,
    `<style>:root{--accent:${options.accent}}${STYLE}</style>`,
    "</head>",
    `<body><main>${options.body}</main></body>`,
    "</html>",
  ].join("\n");
}

export interface SessionPage {
  sessionId: string;
  provider: string;
  method: RedirectMethodId;
  merchant: string;
  amountCents: number;
  buyer?: ExpressPayer | null;
}

function buyerRows({ email, shipping_address: a }: ExpressPayer): string {
  const lines = [
    `${a.first_name} ${a.last_name}`,
    a.company,
    [a.address, a.apartment].filter(Boolean).join(", "),
    `${a.city}, ${a.state} ${a.zip_code}`,
    a.country,
    a.phone_number,
  ].filter((line): line is string => Boolean(line));
  return (
    `<dt>Account</dt><dd>${escapeHtml(email)}</dd>` +
    `<dt>Ship to</dt><dd><address>${lines.map(escapeHtml).join("<br>")}</address></dd>`
  );
}

export function sessionPage({ sessionId, provider, method, merchant, amountCents, buyer = null }: SessionPage): string {
  const action = (outcome: keyof typeof BUTTON_LABELS) => escapeHtml(`/__provider/${encodeURIComponent(sessionId)}/${outcome}`);
  const button = (outcome: keyof typeof BUTTON_LABELS, kind: string) =>
    `<form method="post" action="${action(outcome)}"><button type="submit" class="${kind}">${escapeHtml(BUTTON_LABELS[outcome])}</button></form>`;
  return page({
    title: `${provider} sandbox — ${merchant}`,
    accent: ACCENT[method],
    body: [
      `<p class="sandbox">Sandbox: no real money moves</p>`,
      `<h1>${escapeHtml(provider)} sandbox</h1>`,
      "<dl>",
      `<dt>Merchant</dt><dd>${escapeHtml(merchant)}</dd>`,
      `<dt>Amount</dt><dd class="amount">${escapeHtml(money.format(amountCents / 100))} USD</dd>`,
      `<dt>Reference</dt><dd>${escapeHtml(sessionId)}</dd>`,
      buyer ? buyerRows(buyer) : "",
      "</dl>",
      buyer
        ? `<p class="note">Express checkout: approving shares this e-mail and address with ${escapeHtml(merchant)}, ` +
          "which shows the total with shipping and tax before the order is placed.</p>"
        : "",
      button("approve", "primary"),
      button("decline", "secondary"),
      button("cancel", "quiet"),
    ].join(""),
  });
}

export function notFoundPage(backUrl: string, merchant: string): string {
  return page({
    title: `Payment not found — ${merchant}`,
    accent: "#2b2420",
    body:
      `<h1>This payment is not available</h1>` +
      `<p>The payment session does not exist, or it has already been approved, declined or cancelled.</p>` +
      `<p><a href="${escapeHtml(backUrl)}">Back to ${escapeHtml(merchant)}</a></p>`,
  });
}
