import { useEffect, useRef } from "react";

import type { MirroredEvent } from "~/services/event-mirror.server";
import { INJECT_DELAY_MS, type ClientIntegration } from "~/lib/integrations";
import { runIntegrations, tellIntegrations } from "~/lib/integrations-bus";
import { setFingerprintUid } from "~/lib/visitor-fingerprint";

import { useNonce } from "./Nonce";

/**
 * Runs the page's third parties 2.5 s after it is interactive (spec 9; their
 * code loads then too, lib/integrations-bus.ts), and hands them what the
 * server did since the last page (added to the bag, checkout, purchase: the
 * shell's `storeEvents`). Renders nothing; without JavaScript there are no
 * third parties at all.
 */
export function Integrations({ integrations, storeEvents }: { integrations: ClientIntegration[]; storeEvents: MirroredEvent[] }) {
  const nonce = useNonce();
  const sent = useRef(new Set<string>());

  useEffect(() => {
    const timer = setTimeout(() => {
      void runIntegrations(integrations, nonce);
      // The fingerprint is work the first render should not wait for either.
      void setFingerprintUid();
    }, INJECT_DELAY_MS);
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
