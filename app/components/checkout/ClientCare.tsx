import { useShell } from "~/lib/shell";
import { telHref } from "~/lib/tel-href";

/** Only true claims: encrypted only over https; the card goes to the gateway, never kept by the store. */
export function ClientCare() {
  const shell = useShell();
  if (!shell) return null;
  const { contactPhone, contactEmail } = shell.settings;
  const encrypted = shell.siteUrl.startsWith("https://");
  return (
    <section className="client-care" aria-labelledby="client-care-title">
      <p id="client-care-title" className="client-care__title">
        Secure checkout
      </p>
      <p className="small">
        {encrypted ? "Every step is sent encrypted. " : null}Your card number goes on to our payment gateway and is never kept by this store.
      </p>
      {contactPhone || contactEmail ? (
        <p className="small">
          Questions before you order? Our client care team:{" "}
          {contactPhone ? <a href={telHref(contactPhone)}>{contactPhone}</a> : null}
          {contactPhone && contactEmail ? " or " : null}
          {contactEmail ? <a href={`mailto:${contactEmail}`}>{contactEmail}</a> : null}
        </p>
      ) : null}
    </section>
  );
}
