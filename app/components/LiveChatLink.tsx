import { DrawerLink } from "./DrawerLink";

type ChatWindow = Window & { LiveChat?: { open?: () => void } };

/**
 * The live chat entry point (spec 2 "Product"): opens the chat integration
 * when it is enabled and has loaded; otherwise, and without JavaScript, the
 * email-us drawer.
 */
export function LiveChatLink({ enabled }: { enabled: boolean }) {
  return (
    <DrawerLink
      drawer="email-us"
      className="text-link"
      onClick={(event) => {
        const chat = (window as ChatWindow).LiveChat;
        if (enabled && chat?.open) {
          event.preventDefault();
          chat.open();
        }
      }}
    >
      Live chat
    </DrawerLink>
  );
}
