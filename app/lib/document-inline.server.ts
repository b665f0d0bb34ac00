// The browser takes the fonts, the late boot and the integrations' plan from the server's HTML and React keeps what it
// hydrates, so on the client this module is empty: out of every page's first load.
import { fontFaceCss } from "~/styles/fonts";

import { jsonForScript } from "./json-script";
import { lateBootScript } from "./late-boot";

export const DOCUMENT_INLINE = { fontFaceCss: fontFaceCss(), lateBoot: lateBootScript(), json: jsonForScript };
