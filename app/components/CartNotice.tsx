import type { CartActionResult } from "~/lib/cart-notice";

export function CartNotice({ notice }: { notice: CartActionResult | null }) {
  if (!notice) return null;
  return (
    <p className={notice.ok ? "field-success" : "field-error"} role={notice.ok ? "status" : "alert"}>
      {notice.message}
    </p>
  );
}
