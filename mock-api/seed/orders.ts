/** Seed orders. Money is summed in cents, so final_amount = subtotal + shipping + tax exactly. */
import { LANGUAGE_ID, type Order, type OrderProduct, type OrderStatus, type Product, type ReturnRequest } from "../model";

import { GROUND, OVERNIGHT, type ShippingRate, deliveryOf } from "../shipping";

import { allowedReturnReasons } from "./site";
import { DEMO_BILLING_ZIP, DEMO_EMAIL, DEMO_USER_ID } from "./users";

/** Return flow demo: ML-100238 is returnable, ML-100231's piece is in repair, ML-100252 has not shipped. */
export const DEMO_RETURNABLE_ORDER_ID = 2;
export const DEMO_RETURNED_ORDER_ID = 1;
export const DEMO_UNSHIPPED_ORDER_ID = 3;
export const DEMO_RETURN_REQUEST_ID = 1;

interface LineDef {
  slug: string;
  sku: string;
  quantity: number;
  size?: string;
}

type Derived =
  | "order_products"
  | "subtotal_amount"
  | "discount_amount"
  | "gift_card_amount"
  | "shipping_amount"
  | "shipping_method"
  | "estimated_delivery"
  | "tax_amount"
  | "final_amount"
  | "billing_address"
  | "billing_zip";

interface OrderDef extends Omit<Order, Derived | "currency_code" | "options" | "card" | "shipping_address"> {
  /** Every seed order ships a parcel. */
  shipping_address: ShippedTo;
  lines: LineDef[];
  /** Where the card was billed, when not to the shipping address. Tracking asks for its ZIP code. */
  billed_to?: Order["billing_address"];
  tax_rate: number;
  /** The rate chosen at checkout: its price and its delivery window are the rates' own (shipping.ts). */
  rate: ShippingRate;
}

/** Also the milestone of an order placed at checkout (confirmed). */
export const MILESTONES: Record<OrderStatus, string> = {
  confirmed: "Order confirmed: our atelier is preparing your pieces. We will e-mail tracking details as soon as they ship.",
  shipped: "Shipped: your order is on its way, fully insured and signature required on delivery.",
  // A request may ask for a refund or a repair: the milestone promises neither.
  "return requested":
    "Return requested: we have e-mailed a prepaid, insured shipping label. Our atelier will refund or repair the piece as you asked within 5 business days of it reaching us.",
};

const DEMO_HOME = {
  name: "Camille Durand",
  company: null,
  address: "1 West 72nd Street",
  apartment: "Apt 4B",
  city: "New York",
  state: "NY",
  zip_code: DEMO_BILLING_ZIP,
  country: "US",
  phone_number: "212-555-0147",
};

const demo = { user_id: DEMO_USER_ID, email: DEMO_EMAIL, shipping_address: DEMO_HOME };

type ShippedTo = NonNullable<Order["shipping_address"]>;

function billedToShipping({ phone_number: _phone, ...postal }: ShippedTo): Order["billing_address"] {
  return postal;
}

/** New York City sales tax (state, city and MCTD). */
const NYC_TAX = 0.08875;

const ORDER_DEFS: OrderDef[] = [
  {
    ...demo,
    id: DEMO_RETURNED_ORDER_ID,
    po_number: "ML-100231",
    status: "return requested",
    milestone: MILESTONES["return requested"],
    tracking_number: "1Z999AA10123456784",
    tracking_url: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    gift_message: null,
    gift_wrap: false,
    created_at: "2025-01-08T16:42:00.000Z",
    rate: GROUND,
    payment_method: "card",
    tax_rate: NYC_TAX,
    lines: [{ slug: "maree-pearl-strand", sku: "YG14-PRL", quantity: 1 }],
  },
  {
    ...demo,
    id: DEMO_RETURNABLE_ORDER_ID,
    po_number: "ML-100238",
    status: "shipped",
    milestone: MILESTONES.shipped,
    tracking_number: "1Z999AA10123459876",
    tracking_url: "https://www.ups.com/track?tracknum=1Z999AA10123459876",
    gift_message: "Happy Valentine's Day, my love. — C.",
    gift_wrap: true,
    created_at: "2025-02-11T10:05:00.000Z",
    rate: OVERNIGHT,
    payment_method: "paypal",
    tax_rate: NYC_TAX,
    lines: [
      { slug: "celeste-diamond-studs", sku: "WG14-DIA", quantity: 1 },
      { slug: "heart-charm", sku: "RG14", quantity: 2 },
    ],
  },
  {
    ...demo,
    id: DEMO_UNSHIPPED_ORDER_ID,
    po_number: "ML-100252",
    status: "confirmed",
    milestone: MILESTONES.confirmed,
    tracking_number: null,
    tracking_url: null,
    gift_message: null,
    gift_wrap: false,
    created_at: "2025-02-26T18:30:00.000Z",
    rate: GROUND,
    payment_method: "card",
    tax_rate: NYC_TAX,
    lines: [{ slug: "celeste-solitaire-ring", sku: "PT-DIA", quantity: 1, size: "6" }],
  },
  {
    id: 4,
    po_number: "ML-100240",
    status: "shipped",
    milestone: MILESTONES.shipped,
    tracking_number: "449044304137821",
    tracking_url: "https://www.fedex.com/fedextrack/?trknbr=449044304137821",
    gift_message: null,
    gift_wrap: false,
    created_at: "2025-02-13T09:12:00.000Z",
    user_id: null,
    email: "sophie.martin@example.com",
    shipping_address: {
      name: "Sophie Martin",
      company: null,
      address: "2430 North Lincoln Avenue",
      apartment: null,
      city: "Chicago",
      state: "IL",
      zip_code: "60614",
      country: "US",
      phone_number: "312-555-0190",
    },
    rate: GROUND,
    payment_method: "klarna",
    tax_rate: 0.1025,
    lines: [
      { slug: "essential-gold-hoops", sku: "YG14", quantity: 1 },
      { slug: "essential-bar-necklace", sku: "YG14", quantity: 1 },
    ],
  },
  {
    id: 5,
    po_number: "ML-100249",
    status: "confirmed",
    milestone: MILESTONES.confirmed,
    tracking_number: null,
    tracking_url: null,
    gift_message: "Will you marry me?",
    gift_wrap: true,
    created_at: "2025-02-20T21:47:00.000Z",
    user_id: null,
    email: "james.carter@example.net",
    shipping_address: {
      name: "James Carter",
      company: null,
      address: "6333 West 3rd Street",
      apartment: null,
      city: "Los Angeles",
      state: "CA",
      zip_code: "90036",
      country: "US",
      phone_number: "323-555-0112",
    },
    // Billed to his office: tracking finds this order by 94105, not by the ZIP it ships to.
    billed_to: {
      name: "James Carter",
      company: "Carter & Reyes LLP",
      address: "1 Market Street",
      apartment: "Suite 300",
      city: "San Francisco",
      state: "CA",
      zip_code: "94105",
      country: "US",
    },
    rate: GROUND,
    payment_method: "affirm",
    tax_rate: 0.095,
    lines: [{ slug: "promise-classic-solitaire", sku: "YG14-DIA", quantity: 1, size: "5.5" }],
  },
];

const cents = (amount: number) => Math.round(amount * 100);

export function buildOrders(products: Product[]): Order[] {
  let lineId = 0;
  return ORDER_DEFS.map(({ lines, tax_rate, rate, ...def }) => {
    const order_products: OrderProduct[] = lines.map(({ slug, sku, quantity, size = null }) => {
      const product = products.find((p) => p.slug === slug);
      const configuration = product?.configurations.find((c) => c.sku === sku);
      if (!product || !configuration) throw new Error(`seed order ${def.po_number}: no configuration ${slug} ${sku}`);
      const image = configuration.medias.find((m) => m.position === "PLP") ?? configuration.medias[0];
      lineId += 1;
      return {
        id: lineId,
        product_id: product.id,
        product_configuration_id: configuration.id,
        configuration_id: configuration.sku,
        materials: configuration.materials_ids.flatMap((id) => {
          const material = product.materials.find((m) => m.id === id);
          return material ? [{ title: material.translations.find((t) => t.language_id === LANGUAGE_ID)?.title ?? material.sku }] : [];
        }),
        vendor_model: configuration.sku,
        slug: product.slug,
        title: product.translations.find((t) => t.language_id === LANGUAGE_ID)?.title ?? product.slug,
        image_url: image.url,
        price: configuration.cost,
        quantity,
        size,
      };
    });
    const subtotal = order_products.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
    const tax = Math.round(subtotal * tax_rate);
    const shipping = cents(rate.amount);
    const pieces = lines.map(({ slug, sku }) => {
      const configuration = products.find((p) => p.slug === slug)?.configurations.find((c) => c.sku === sku);
      return { digital: false, track_inventory: configuration?.track_inventory ?? true };
    });
    const { earliest, latest } = deliveryOf(rate.id, pieces, new Date(def.created_at));
    return {
      id: def.id,
      po_number: def.po_number,
      status: def.status,
      milestone: def.milestone,
      tracking_number: def.tracking_number,
      tracking_url: def.tracking_url,
      gift_message: def.gift_message,
      gift_wrap: def.gift_wrap,
      created_at: def.created_at,
      email: def.email,
      billing_zip: (def.billed_to ?? def.shipping_address).zip_code.slice(0, 5),
      shipping_address: def.shipping_address,
      billing_address: def.billed_to ?? billedToShipping(def.shipping_address),
      subtotal_amount: subtotal / 100,
      discount_amount: 0,
      gift_card_amount: 0,
      shipping_amount: shipping / 100,
      shipping_method: { id: rate.id, title: rate.title },
      estimated_delivery: { earliest, latest },
      tax_amount: tax / 100,
      final_amount: (subtotal + shipping + tax) / 100,
      currency_code: "USD",
      payment_method: def.payment_method,
      card: null,
      options: { discounts: {}, gift_cards: {} },
      order_products,
      user_id: def.user_id,
    };
  });
}

/** The pearl strand of ML-100231 sent back to be shortened; it holds the order's one unit. */
export function buildReturns(orders: Order[]): ReturnRequest[] {
  const line = orders.find((o) => o.id === DEMO_RETURNED_ORDER_ID)?.order_products[0];
  const reason = allowedReturnReasons.find((r) => r.title === "Wrong size");
  if (!line || !reason) throw new Error("seed return request: no order line or reason");
  return [
    {
      id: DEMO_RETURN_REQUEST_ID,
      order_id: DEMO_RETURNED_ORDER_ID,
      status: 2,
      created_at: "2025-01-27T14:05:00.000Z",
      additional_comment: "The strand sits a little low with my collars: could it be shortened to 16 inches? Please keep the clasp.",
      items: [{ order_product_id: line.id, quantity: line.quantity, reason: reason.id, type: 2 }],
    },
  ];
}
