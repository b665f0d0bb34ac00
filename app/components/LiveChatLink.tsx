import { openChat } from "~/lib/integrations-bus";

import { DrawerLink } from "./DrawerLink";

/** Spec 2 "Product": the chat once loaded; until then, when it is off or never loads, and without JavaScript, the email-us drawer. */
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
