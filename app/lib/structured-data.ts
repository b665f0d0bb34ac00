// schema.org data for Google's merchant listings; schema-dts types make tsc refuse what schema.org lacks.
import type {
  Brand,
  BreadcrumbList,
  ItemList,
  MerchantReturnPolicy,
  Offer,
  OfferShippingDetails,
  Organization,
  Product,
  ProductGroup,
  QuantitativeValue,
  WebSite,
  WithContext,
} from "schema-dts";

import { CURRENCY } from "./money";
import { US_STATES } from "./us-states";

const CONTEXT = "https://schema.org";
const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";
const NEW = "https://schema.org/NewCondition";

export type VariantLd = {
  sku: string;
  name: string;
  material: string | null;
  url: string;
  images: string[];
  price: number;
  compareAt: number | null;
  inStock: boolean;
  /** Adds the terms' made-to-order handling days. */
  madeToOrder: boolean;
};

type DayRange = { min: number; max: number };

export type OrderTermsLd = {
  shipping: {
    country: string;
    methods: Array<{ amount: number; transit_days: DayRange; excluded_states: string[] }>;
    handling_days: { in_stock: DayRange; made_to_order: DayRange };
  } | null;
  returns: { country: string; days: number; free: boolean; method: "mail" | "store"; digital_returnable: boolean } | null;
};

export type ProductLd = {
  name: string;
  description: string;
  url: string;
  images: string[];
  brand: string;
  groupId: string;
  digital: boolean;
  terms: OrderTermsLd;
  variants: VariantLd[];
};

const amount = (value: number) => value.toFixed(2);

const days = (range: DayRange): QuantitativeValue => ({ "@type": "QuantitativeValue", minValue: range.min, maxValue: range.max, unitCode: "d" });

function shippingDetails(shipping: NonNullable<OrderTermsLd["shipping"]>, madeToOrder: boolean): OfferShippingDetails[] {
  return shipping.methods.map((method) => ({
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: method.amount, currency: CURRENCY },
    shippingDestination: {
      "@type": "DefinedRegion",
      addressCountry: shipping.country,
      ...(method.excluded_states.length > 0
        ? { addressRegion: US_STATES.map(([code]) => code).filter((code) => !method.excluded_states.includes(code)) }
        : {}),
    },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: days(madeToOrder ? shipping.handling_days.made_to_order : shipping.handling_days.in_stock),
      transitTime: days(method.transit_days),
    },
  }));
}

function returnPolicy(returns: NonNullable<OrderTermsLd["returns"]>, digital: boolean): MerchantReturnPolicy {
  if (digital && !returns.digital_returnable) {
    return { "@type": "MerchantReturnPolicy", applicableCountry: returns.country, returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" };
  }
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: returns.country,
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: returns.days,
    returnMethod: returns.method === "mail" ? "https://schema.org/ReturnByMail" : "https://schema.org/ReturnInStore",
    returnFees: returns.free ? "https://schema.org/FreeReturn" : "https://schema.org/ReturnFeesCustomerResponsibility",
  };
}

function offer(variant: VariantLd, product: ProductLd): Offer {
  const sale = variant.compareAt !== null && variant.compareAt > variant.price;
  return {
    "@type": "Offer",
    url: variant.url,
    price: amount(variant.price),
    priceCurrency: CURRENCY,
    availability: variant.inStock ? IN_STOCK : OUT_OF_STOCK,
    itemCondition: NEW,
    ...(product.terms.shipping && !product.digital ? { shippingDetails: shippingDetails(product.terms.shipping, variant.madeToOrder) } : {}),
    ...(product.terms.returns ? { hasMerchantReturnPolicy: returnPolicy(product.terms.returns, product.digital) } : {}),
    ...(sale
      ? {
          priceSpecification: [
            { "@type": "UnitPriceSpecification", price: amount(variant.price), priceCurrency: CURRENCY },
            {
              "@type": "UnitPriceSpecification",
              priceType: "https://schema.org/StrikethroughPrice",
              price: amount(variant.compareAt!),
              priceCurrency: CURRENCY,
            },
          ],
        }
      : {}),
  };
}

/** We make the pieces, so our SKU is the maker's part number. */
function variantFields(variant: VariantLd, product: ProductLd): Pick<Exclude<Product, string>, "sku" | "mpn" | "material" | "offers"> {
  return {
    sku: variant.sku,
    mpn: variant.sku,
    ...(variant.material ? { material: variant.material } : {}),
    offers: offer(variant, product),
  };
}

export function productJsonLd(product: ProductLd): WithContext<Product> | WithContext<ProductGroup> {
  const brand: Brand = { "@type": "Brand", name: product.brand };
  if (product.variants.length === 1) {
    const [only] = product.variants;
    return { "@context": CONTEXT, "@type": "Product", name: product.name, description: product.description, url: product.url, image: product.images, brand, ...variantFields(only, product) };
  }
  return {
    "@context": CONTEXT,
    "@type": "ProductGroup",
    name: product.name,
    description: product.description,
    url: product.url,
    image: product.images,
    brand,
    productGroupID: product.groupId,
    variesBy: ["https://schema.org/material"],
    hasVariant: product.variants.map((variant) => ({
      "@type": "Product",
      name: variant.name,
      description: product.description,
      brand,
      inProductGroupWithID: product.groupId,
      url: variant.url,
      image: variant.images.length > 0 ? variant.images : product.images,
      ...variantFields(variant, product),
    })),
  };
}

export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

/** Google's summary page pattern: each item has its own page. */
export function itemListJsonLd(name: string, items: Array<{ name: string; url: string }>): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, url: item.url })),
  };
}

export type OrganizationLd = { name: string; url: string; logo: string | null; sameAs: string[]; email: string | null };

export function organizationJsonLd(organization: OrganizationLd): [WithContext<Organization>, WithContext<WebSite>] {
  return [
    {
      "@context": CONTEXT,
      "@type": "Organization",
      "@id": `${organization.url}#organization`,
      name: organization.name,
      url: organization.url,
      ...(organization.logo ? { logo: organization.logo } : {}),
      ...(organization.sameAs.length > 0 ? { sameAs: organization.sameAs } : {}),
      ...(organization.email
        ? { email: organization.email, contactPoint: { "@type": "ContactPoint", contactType: "customer service", email: organization.email } }
        : {}),
    },
    {
      "@context": CONTEXT,
      "@type": "WebSite",
      "@id": `${organization.url}#website`,
      name: organization.name,
      url: organization.url,
      publisher: { "@id": `${organization.url}#organization` },
    },
  ];
}
