// `.server` so it stays out of every page's first load; React keeps the HTML it hydrates.
import { fontFaceCss } from "~/styles/fonts";

import { jsonForScript } from "./json-script";
import { lateBootScript } from "./late-boot";

export const DOCUMENT_INLINE = { fontFaceCss: fontFaceCss(), lateBoot: lateBootScript(), json: jsonForScript };
