/**
 * The document's inline style and script: the fonts' @font-face rules and the
 * late boot (lib/late-boot.ts). The browser takes both from the server's
 * HTML, and React keeps what it hydrates, so their text is the server's
 * alone: on the client this module is empty and the root renders the same
 * elements without it, out of every page's first load.
 */
import { fontFaceCss } from "~/styles/fonts";

import { lateBootScript } from "./late-boot";

export const DOCUMENT_INLINE = { fontFaceCss: fontFaceCss(), lateBoot: lateBootScript() };
