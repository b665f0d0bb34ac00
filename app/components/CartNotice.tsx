import type { CartActionResult } from "~/lib/cart-notice";

export function CartNotice({ notice, id }: { notice: CartActionResult | null; id?: string }) {
  if (!notice) return null;
  return (
    <p id={id} className={notice.ok ? "field-success" : "field-error"} role={notice.ok ? "status" : "alert"}>
      {notice.message}
    </p>
  );
}
