import { useEffect, useRef } from "react";

import type { MirroredEvent } from "~/services/event-mirror.server";
import { INJECT_DELAY_MS, type ClientIntegration } from "~/lib/integrations";
import { startIntegrations, tellIntegrations } from "~/lib/integrations-client";
import { setFingerprintUid } from "~/lib/visitor-fingerprint";

import { useNonce } from "./Nonce";

/**
 * Runs the page's third parties (lib/integrations-client.ts) once it is
 * interactive, and hands them what the server did since the last page
 * (added to the bag, checkout, purchase: the shell's `storeEvents`).
 * Renders nothing; without JavaScript there are no third parties at all.
 */
export function Integrations({ integrations, storeEvents }: { integrations: ClientIntegration[]; storeEvents: MirroredEvent[] }) {
  const nonce = useNonce();
  const sent = useRef(new Set<string>());

  useEffect(() => {
    startIntegrations(integrations, nonce);
    // The fingerprint is work the first render should not wait for either.
    const timer = setTimeout(() => void setFingerprintUid(), INJECT_DELAY_MS);
    return () => clearTimeout(timer);
    // Once per page load: a later shell (after a navigation) runs the same plan.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    for (const event of storeEvents) {
      if (sent.current.has(event.id)) continue;
      sent.current.add(event.id);
      tellIntegrations(event);
    }
  }, [storeEvents]);

  return null;
}
