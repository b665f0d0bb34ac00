import { useEffect, useRef } from "react";

import type { MirroredEvent } from "~/services/event-mirror.server";
import { FINGERPRINT_DELAY_MS, INTEGRATION_PLAN_ID, type ClientIntegration } from "~/lib/integrations";
import { runIntegrations, tellIntegrations } from "~/lib/integrations-bus";
import { DOCUMENT_INLINE } from "~/lib/document-inline.server";

/** Spec 4, 9: data for the third parties, whose scripts the injector adds 2.5 s in (lib/integration-injector.ts). */
export function Integrations({ integrations, storeEvents }: { integrations: ClientIntegration[]; storeEvents: MirroredEvent[] }) {
  const sent = useRef(new Set<string>());

  useEffect(() => {
    // The visitor's id at once (a shareable page came without one), from the module that computes the fingerprint later.
    const visitorId = import("~/lib/visitor-fingerprint");
    void visitorId.then((module) => module.setProvisionalUid(), () => undefined);
    const setFingerprint = () => void visitorId.then((module) => module.setFingerprintUid(), () => undefined);
    let idle: number | undefined;
    const fingerprint = setTimeout(() => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(setFingerprint, { timeout: 2000 }) : window.setTimeout(setFingerprint, 0);
    }, FINGERPRINT_DELAY_MS);
    return () => {
      clearTimeout(fingerprint);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);

  // Once per document; a page that must have none (lib/third-party-free.ts) leaves them to the next document.
  useEffect(() => {
    void runIntegrations(integrations);
  }, [integrations]);

  useEffect(() => {
    for (const event of storeEvents) {
      if (sent.current.has(event.id)) continue;
      sent.current.add(event.id);
      tellIntegrations(event);
    }
  }, [storeEvents]);

  // The plan, read by the document's injector before the page's JavaScript starts: written on the server only.
  return integrations.length > 0 ? (
    <script
      type="application/json"
      id={INTEGRATION_PLAN_ID}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: DOCUMENT_INLINE?.json(integrations) ?? "" }}
    />
  ) : null;
}
