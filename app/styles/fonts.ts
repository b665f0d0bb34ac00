/**
 * Self-hosted fonts from npm (no font CDN): the build copies each file to
 * /build with a hashed name. Latin subsets only; `font-display: swap`.
 */
import cormorant500 from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2";
import cormorant500Italic from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2";
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2";
import inter500 from "@fontsource/inter/files/inter-latin-500-normal.woff2";

const faces = [
  { family: "Cormorant Garamond", weight: 500, style: "normal", src: cormorant500 },
  { family: "Cormorant Garamond", weight: 500, style: "italic", src: cormorant500Italic },
  { family: "Inter", weight: 400, style: "normal", src: inter400 },
  { family: "Inter", weight: 500, style: "normal", src: inter500 },
];

/** The @font-face rules, inlined in every document's head (lib/document-inline.server.ts). */
export function fontFaceCss(): string {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:"${face.family}";font-style:${face.style};font-weight:${face.weight};font-display:swap;src:url(${face.src}) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`,
    )
    .join("");
}

/** The two faces above the fold on every page. */
export const preloadFonts = [cormorant500, inter400];
