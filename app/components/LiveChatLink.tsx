import { openChat } from "~/lib/integrations-bus";

import { DrawerLink } from "./DrawerLink";

/**
 * The live chat entry point (spec 2 "Product"): opens the chat widget once
 * the chat integration has loaded; until then, when it is off or never
 * loads, and without JavaScript, the email-us drawer.
 */
export function LiveChatLink() {
  return (
    <DrawerLink
      drawer="email-us"
      className="text-link"
      onClick={(event) => {
        if (openChat()) event.preventDefault();
      }}
    >
      Live chat
    </DrawerLink>
  );
}
