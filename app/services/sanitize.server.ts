// Security: a compromised CMS must not run script in a shopper's browser, nor dress content up as the store's interface (no style/class).
import sanitize, { type IOptions, type Transformer } from "sanitize-html";

import { safeHref } from "~/lib/safe-url";

const HEADINGS = ["h2", "h3", "h4", "h5", "h6"];

const ALLOWED_TAGS = [
  ...HEADINGS,
  "p",
  "br",
  "hr",
  "blockquote",
  "ul",
  "ol",
  "li",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
];

/** Spec 2 "Links inside content". */
const DATA_LINKS = new Set(["email", "order"]);
const HEADING_ID = /^[a-z][a-z0-9-]{0,63}$/i;

const link: Transformer = (tagName, attribs) => {
  const kept: Record<string, string> = {};
  const href = safeHref(attribs.href);
  if (href !== null) kept.href = href;
  if (attribs.title) kept.title = attribs.title;
  const dataLink = attribs["data-link"]?.trim().toLowerCase();
  if (dataLink && DATA_LINKS.has(dataLink)) kept["data-link"] = dataLink;
  if (attribs.target?.trim().toLowerCase() === "_blank") {
    kept.target = "_blank";
    kept.rel = "noopener noreferrer";
  }
  return { tagName, attribs: kept };
};

const image: Transformer = (tagName, attribs) => {
  const src = safeHref(attribs.src);
  const { src: _src, ...rest } = attribs;
  return { tagName, attribs: src === null ? rest : { ...attribs, src } };
};

const heading: Transformer = (tagName, attribs) => {
  const { id, ...rest } = attribs;
  return { tagName: tagName === "h1" ? "h2" : tagName, attribs: id && HEADING_ID.test(id) ? { ...rest, id } : rest };
};

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "target", "rel", "data-link"],
    img: ["src", "alt", "width", "height", "title"],
    ol: ["start", "reversed"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ["id"]])),
  },
  allowedClasses: {},
  allowedStyles: {},
  // A second line behind `safeHref`, in the library's own terms.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: true,
  disallowedTagsMode: "discard",
  // Dropped with their text: it is code or markup, never prose.
  nonTextTags: ["script", "style", "textarea", "option", "xmp", "noscript", "noembed", "noframes", "iframe", "template", "object", "svg", "math", "title"],
  transformTags: { a: link, img: image, h1: heading, ...Object.fromEntries(HEADINGS.map((tag) => [tag, heading])) },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
