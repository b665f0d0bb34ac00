import type { CartActionResult } from "~/lib/cart-notice";

/** What adding to the bag said: announced politely when it worked, as an alert when it did not. */
export function CartNotice({ notice }: { notice: CartActionResult | null }) {
  if (!notice) return null;
  return (
    <p className={notice.ok ? "field-success" : "field-error"} role={notice.ok ? "status" : "alert"}>
      {notice.message}
    </p>
  );
}
