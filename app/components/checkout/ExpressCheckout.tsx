import { Form } from "@remix-run/react";

import { WalletButtons } from "./WalletButtons";

export type ExpressChoice = { id: string; title: string };

const WALLETS = new Set(["google_pay", "apple_pay"]);

/** PayPal and Affirm are plain forms that work without JavaScript; the wallets appear only where the browser can pay. */
export function ExpressCheckout({ methods, total, from }: { methods: ExpressChoice[]; total: number; from: string }) {
  const redirects = methods.filter((method) => !WALLETS.has(method.id));
  const wallets = methods.filter((method) => WALLETS.has(method.id));
  if (methods.length === 0) return null;
  return (
    <section className="express" aria-labelledby="express-title">
      <h3 id="express-title" className="express__title">
        Express checkout
      </h3>
      <div className="express__buttons">
        {redirects.map((method) => (
          <Form key={method.id} method="post" action="/checkout/express" className="express__form">
            <input type="hidden" name="intent" value="express" />
            <input type="hidden" name="payment_method" value={method.id} />
            <input type="hidden" name="from" value={from} />
            <button type="submit" className={`button button--block express__button express__button--${method.id}`}>
              Check out with {method.title}
            </button>
          </Form>
        ))}
        <WalletButtons methods={wallets} total={total} />
      </div>
    </section>
  );
}
