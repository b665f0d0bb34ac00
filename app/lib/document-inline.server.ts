// The browser takes the fonts and the late boot from the server's HTML and React keeps what it hydrates, so on the
// client this module is empty: out of every page's first load.
import { fontFaceCss } from "~/styles/fonts";

import { lateBootScript } from "./late-boot";

export const DOCUMENT_INLINE = { fontFaceCss: fontFaceCss(), lateBoot: lateBootScript() };
