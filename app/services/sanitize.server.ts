/**
 * HTML from the API (content pages, product details, content blocks, popups)
 * is written into pages as it is, so it is cleaned here, once, when the
 * response is parsed (the schemas' `safeHtml`): a compromised CMS must not be
 * able to run script in a shopper's browser.
 *
 * The allowlist is what rich-text content needs and nothing that acts:
 * headings, paragraphs, lists, tables, emphasis, quotes, figures, images and
 * links. No scripts, styles, iframes, objects, forms, SVG or MathML, no event
 * handlers, no `style` and no `class` (content must not borrow the store's own
 * classes to dress up as its interface). Anything else is dropped; its text is
 * kept, except for the elements whose text is code or markup.
 *
 * - Links keep an href only when `safeHref` accepts it (http(s), mailto, tel or
 *   relative), `data-link` only as the two values spec 2 defines, and a new tab
 *   only with `rel="noopener noreferrer"`.
 * - Images keep a src only over http(s) or relative: no `data:`.
 * - A heading keeps an `id` (the FAQ's `#contact-us` is a link target) only
 *   when it is a plain slug, so content cannot take over ids the page uses.
 * - An `h1` becomes an `h2`: the page's title is its one `h1`.
 */
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

/** Spec 2 "Links inside content": the drawers a content link may open. */
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
  // `safeHref` has already decided each link; these are a second line, in the library's own terms.
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
