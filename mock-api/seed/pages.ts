/** Real prose: the storefront's content layout, side menu and data-link="order"/"email" drawer links are tested against them. */
import { LANGUAGE_ID, type Page } from "../model";
import { HANDLING_DAYS, SHIPPING_METHODS } from "../shipping";

import { RESIZING } from "./terms";

const ORDER_LINK = '<a href="/track-your-order" data-link="order">track your order</a>';
const EMAIL_LINK = '<a href="/contact" data-link="email">email our client care team</a>';

/** "5 to 7 business days", "Next business day": a span of business days as the pages write it. */
function businessDays({ min, max }: { min: number; max: number }): string {
  if (max === 1) return "Next business day";
  return min === max ? `${max} business days` : `${min} to ${max} business days`;
}

/** The methods, prices and times the rates quote (shipping.ts), so the page cannot promise other ones. */
const DELIVERY_TABLE = `<table>
  <thead><tr><th>Method</th><th>Time in transit</th><th>Price</th></tr></thead>
  <tbody>
${SHIPPING_METHODS.map(
  (method) =>
    `    <tr><td>${method.title}</td><td>${businessDays(method.transit_days)}${method.excluded_states.length > 0 ? ` (not to ${method.excluded_states.join(" or ")})` : ""}</td><td>${method.amount === 0 ? "Complimentary" : `USD ${method.amount.toFixed(2)}`}</td></tr>`,
).join("\n")}
  </tbody>
</table>`;

const MADE_TO_ORDER_WEEKS = `${HANDLING_DAYS.made_to_order.min / 5} to ${HANDLING_DAYS.made_to_order.max / 5} weeks`;

interface PageInput {
  slug: string;
  title: string;
  metaDescription: string;
  updatedAt: string;
  content: string;
}

const PAGE_INPUTS: PageInput[] = [
  {
    slug: "about",
    title: "About Maison Lumière",
    metaDescription:
      "Maison Lumière designs and hand-finishes fine jewelry in 14K and 18K gold, platinum and sterling silver, with responsibly sourced diamonds and gemstones.",
    updatedAt: "2025-01-20T10:00:00.000Z",
    content: `
<h2>A house built on light</h2>
<p>Maison Lumière began in 2009 at a single bench in a small New York workshop, with one idea: that fine jewelry should be made to be worn, every day, for a lifetime. Fifteen years later the bench has become an atelier of twenty-two jewelers, setters and polishers, and the idea has not changed.</p>
<p>Each piece starts as a drawing in our studio and is cast, set and finished by hand. We design for the way jewelry actually lives: on a hand that types and cooks, on a wrist that carries children and groceries, in an ear that meets a pillow every night.</p>
<h2>How we make our jewelry</h2>
<h3>Materials</h3>
<ul>
  <li><strong>Gold:</strong> solid 14K and 18K yellow, white and rose gold, never plated or filled. Our gold is recycled and refined in the United States.</li>
  <li><strong>Platinum:</strong> 950 platinum for settings that are meant to last for generations.</li>
  <li><strong>Sterling silver:</strong> 925 silver, finished with a protective layer that slows tarnish.</li>
  <li><strong>Diamonds and gemstones:</strong> natural stones from suppliers who follow the Kimberley Process and the Responsible Jewellery Council's code of practices.</li>
</ul>
<h3>Craft</h3>
<p>Stones are set under the microscope, prongs are shaped one at a time, and every piece is inspected under a 10x loupe before it is packed. If something is not right, it goes back to the bench.</p>
<h2>Our collections</h2>
<p>Aurelia celebrates warm yellow gold and sunburst halos. Céleste gathers our most luminous diamond pieces. Marée follows the sea with pearls and aquamarines, Jardin the garden with emeralds and rubies. Héritage redraws signets and medallions from our archive, Essentials covers the pieces you never take off, and Promise holds our engagement rings and bands.</p>
<h2>Visit us</h2>
<p>Our jewelry is also carried by a small circle of independent jewelers across the United States. <a href="/find-a-retailer">Find a retailer</a> near you, or <a href="/shop-all">shop the full collection</a> online.</p>`,
  },
  {
    slug: "shipping",
    title: "Shipping",
    metaDescription:
      "Complimentary insured shipping on every order in the United States, with express and overnight options and signature on delivery.",
    updatedAt: "2025-02-10T10:00:00.000Z",
    content: `
<h2>Complimentary shipping</h2>
<p>Every order ships free and fully insured within the United States. Pieces leave our atelier in a signature Maison Lumière box inside discreet, unbranded packaging.</p>
<h2>Delivery options</h2>
${DELIVERY_TABLE}
<p>Time in transit begins once your order has shipped. Pieces in stock ship within one business day; made-to-order pieces, including everything in platinum, ship in ${MADE_TO_ORDER_WEEKS}, and an order with one waits for it. Overnight orders placed by 1 pm ET leave the same day. Your bag names each piece's lead time, and checkout, your confirmation and order tracking show the estimated delivery date.</p>
<h2>Signature and security</h2>
<ul>
  <li>Every order over $500 requires an adult signature on delivery.</li>
  <li>We cannot ship to P.O. boxes or freight forwarders.</li>
  <li>If a package has not arrived within two business days of its estimated date, please contact us so we can open a claim with the carrier.</li>
</ul>
<h2>International orders</h2>
<p>We currently ship within the United States only. We hope to welcome clients in Canada and the United Kingdom soon.</p>
<h3>High order volumes</h3>
<p>During holidays and special events, order volumes can delay shipping and delivery by a day or two. Thank you for your patience.</p>`,
  },
  {
    slug: "returns",
    title: "Returns & repairs",
    metaDescription:
      "Free returns within 30 days of delivery, complimentary resizing within 60 days and lifetime care for your Maison Lumière jewelry.",
    updatedAt: "2025-02-10T10:00:00.000Z",
    content: `
<h2>Returns</h2>
<p>If a piece is not right, you may return it within 30 days of delivery for a full refund to your original payment method. Returns are free within the United States.</p>
<h3>How to return a piece</h3>
<ol>
  <li>Sign in and open your order history, or ${ORDER_LINK} with your order number, email and billing ZIP code.</li>
  <li>Choose the items to return and the reason, then submit the request. We email you a prepaid, insured label.</li>
  <li>Pack the piece in its original box and drop it off with the carrier. Please keep your receipt.</li>
</ol>
<p>Refunds are issued within 5 business days of the piece arriving at our atelier; your bank may take a few more days to show it.</p>
<h3>What we cannot accept</h3>
<ul>
  <li>Engraved or personalized pieces, unless they arrived damaged.</li>
  <li>Earrings that have been worn, for hygiene reasons.</li>
  <li>Pieces that have been altered or resized by another jeweler.</li>
</ul>
<h2>Resizing</h2>
<p>Rings can be resized once, free of charge, within ${RESIZING.days} days of delivery. Eternity bands, set with stones all or half the way round, cannot be resized: each ring's page says whether it can.</p>
<h2>Repairs and lifetime care</h2>
<p>We clean, polish and check the settings of your Maison Lumière jewelry free of charge for as long as you own it. If a stone is loose or a clasp has weakened, we will quote any repair before we begin.</p>
<p>Questions about a return or repair? Please ${EMAIL_LINK} and include your order number.</p>`,
  },
  {
    slug: "privacy",
    title: "Privacy policy",
    metaDescription: "How Maison Lumière collects, uses and protects your personal information.",
    updatedAt: "2024-11-04T10:00:00.000Z",
    content: `
<p>This policy explains what personal information Maison Lumière collects when you visit our website or buy from us, how we use it, and the choices you have.</p>
<h2>Information we collect</h2>
<ul>
  <li><strong>Information you give us:</strong> your name, email address, phone number, shipping and billing addresses, and the contents of messages you send us.</li>
  <li><strong>Order information:</strong> the pieces you buy, the amounts paid and how you paid. Card numbers are handled by our payment providers and never stored on our servers.</li>
  <li><strong>Browsing information:</strong> pages visited, products viewed and the device and browser you use, collected through cookies and similar technologies.</li>
</ul>
<h2>How we use it</h2>
<ul>
  <li>To process, ship and support your orders, returns and repairs.</li>
  <li>To keep your account, cart and favorites in sync across visits.</li>
  <li>To send newsletters, when you have asked for them. Every email has an unsubscribe link.</li>
  <li>To understand how the website is used, so we can improve it.</li>
  <li>To prevent fraud and keep the website secure.</li>
</ul>
<h2>Sharing</h2>
<p>We share information only with the companies that help us run the business (payment processors, carriers, email and analytics providers) and only for those purposes. We do not sell your personal information.</p>
<h2>Cookies</h2>
<p>We use cookies to remember your cart, your favorites and your preferences, and to measure how the website is used. You can block or delete cookies in your browser settings; some features, such as the cart, may then stop working.</p>
<h2>Your choices and rights</h2>
<p>You can review and update your information in your account at any time. Depending on where you live, you may also have the right to request a copy of your information, or ask us to correct or delete it. Write to us at the address in our footer and we will answer within 30 days.</p>
<h2>Changes to this policy</h2>
<p>We will post any changes on this page and update the date below the title.</p>`,
  },
  {
    slug: "terms",
    title: "Terms of service",
    metaDescription: "The terms that apply when you use the Maison Lumière website and buy from us.",
    updatedAt: "2024-11-04T10:00:00.000Z",
    content: `
<p>These terms apply to your use of the Maison Lumière website and to every order you place with us. By using the website you agree to them.</p>
<h2>Orders and pricing</h2>
<ul>
  <li>All prices are in US dollars. Sales tax is calculated at checkout.</li>
  <li>An order is accepted when we send the shipping confirmation, not when you receive the order confirmation.</li>
  <li>We may cancel an order if a price was shown in error or a piece is no longer available; you will be refunded in full.</li>
  <li>Promotions cannot be combined unless stated, and one discount code may be used per order.</li>
</ul>
<h2>Products</h2>
<p>Natural stones and pearls vary in colour and size, and handmade pieces vary slightly from the photographs. Stated weights and dimensions are approximate.</p>
<h2>Accounts</h2>
<p>You are responsible for keeping your password confidential and for all activity under your account. Tell us right away if you believe your account has been used without your permission.</p>
<h2>Intellectual property</h2>
<p>The designs, photographs, text and logos on this website belong to Maison Lumière and may not be copied or used without our written permission.</p>
<h2>Limitation of liability</h2>
<p>To the extent permitted by law, our liability for any order is limited to the amount you paid for it.</p>
<h2>Governing law</h2>
<p>These terms are governed by the laws of the State of New York.</p>`,
  },
  {
    slug: "faq",
    title: "Frequently asked questions",
    metaDescription:
      "Answers about orders, shipping, sizing, materials, care, returns and repairs at Maison Lumière.",
    updatedAt: "2025-02-18T10:00:00.000Z",
    content: `
<h2>Orders</h2>
<h3>Where is my order?</h3>
<p>You can ${ORDER_LINK} at any time with your order number, the email you used and your billing ZIP code. We also email tracking details as soon as the piece ships.</p>
<h3>Can I change or cancel my order?</h3>
<p>We can change or cancel an order until it ships. Made-to-order pieces can be cancelled within 24 hours of purchase.</p>
<h3>Which payment methods do you accept?</h3>
<p>Credit and debit cards, PayPal, Klarna and Affirm. With Klarna or Affirm you can pay over time, subject to approval.</p>
<h2>Sizing and materials</h2>
<h3>How do I find my ring size?</h3>
<p>Measure a ring that fits the right finger, or visit one of our retailers for a free sizing. Most rings can be resized once, free of charge, within ${RESIZING.days} days of delivery; each ring's page says whether it can.</p>
<h3>Is your gold solid?</h3>
<p>Yes. We work only in solid 14K and 18K gold, 950 platinum and 925 sterling silver. Nothing is plated or filled.</p>
<h3>Are your diamonds ethically sourced?</h3>
<p>Our diamonds are natural and conflict-free, bought from suppliers who follow the Kimberley Process and the Responsible Jewellery Council's code of practices.</p>
<h2>Care</h2>
<ul>
  <li>Put your jewelry on last, after perfume and lotion.</li>
  <li>Take it off for swimming, cleaning and the gym.</li>
  <li>Clean gold and diamonds with warm water, mild soap and a soft brush; wipe pearls with a soft dry cloth only.</li>
  <li>Store each piece on its own, in its pouch or our travel jewelry roll.</li>
</ul>
<h2>Returns and repairs</h2>
<p>Returns are free within 30 days of delivery, and we clean and check your jewelry for free for life. See <a href="/returns">Returns &amp; repairs</a> for the details.</p>
<h2 id="contact-us">Contact us</h2>
<p>Our client advisors are here Monday to Friday, 9 am to 6 pm ET. Call us at +1 (212) 555-0147 or ${EMAIL_LINK}; we answer every message within one business day.</p>`,
  },
];

export const pages: Page[] = PAGE_INPUTS.map((input, index) => ({
  id: index + 1,
  slug: input.slug,
  updated_at: input.updatedAt,
  translations: [
    {
      language_id: LANGUAGE_ID,
      title: input.title,
      content: input.content.trim(),
      meta_title: `${input.title} | Maison Lumière`,
      meta_description: input.metaDescription,
    },
  ],
}));
