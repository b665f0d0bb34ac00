/** Google Pay and Apple Pay, where the browser offers them. */
export function WalletButtons(_props: { methods: Array<{ id: string; title: string }>; total: number }) {
  return null;
}
