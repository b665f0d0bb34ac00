import { useEffect, useRef, useState } from "react";

import type { MirroredEvent } from "~/services/event-mirror.server";
import { FINGERPRINT_DELAY_MS, INJECT_DELAY_MS, type ClientIntegration } from "~/lib/integrations";
import { runIntegrations, tellIntegrations } from "~/lib/integrations-bus";

import { useNonce } from "./Nonce";

/** Spec 9: third parties 2.5 s after interactive, the fingerprint later still, and the server's events since the last page. */
export function Integrations({ integrations, storeEvents }: { integrations: ClientIntegration[]; storeEvents: MirroredEvent[] }) {
  const nonce = useNonce();
  const sent = useRef(new Set<string>());
  const [due, setDue] = useState(false);

  useEffect(() => {
    // The visitor's id at once (a shareable page came without one), from the module that computes the fingerprint later.
    const visitorId = import("~/lib/visitor-fingerprint");
    void visitorId.then((module) => module.setProvisionalUid(), () => undefined);
    const timer = setTimeout(() => setDue(true), INJECT_DELAY_MS);
    const setFingerprint = () => void visitorId.then((module) => module.setFingerprintUid(), () => undefined);
    let idle: number | undefined;
    const fingerprint = setTimeout(() => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(setFingerprint, { timeout: 2000 }) : window.setTimeout(setFingerprint, 0);
    }, FINGERPRINT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(fingerprint);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);

  // Once per page load; a page that must have none (lib/third-party-free.ts) leaves them to the next page.
  useEffect(() => {
    if (due) void runIntegrations(integrations, nonce);
  }, [due, integrations, nonce]);

  useEffect(() => {
    for (const event of storeEvents) {
      if (sent.current.has(event.id)) continue;
      sent.current.add(event.id);
      tellIntegrations(event);
    }
  }, [storeEvents]);

  return null;
}
