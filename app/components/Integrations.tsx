import { useEffect, useRef, useState } from "react";

import type { MirroredEvent } from "~/services/event-mirror.server";
import { FINGERPRINT_DELAY_MS, INJECT_DELAY_MS, type ClientIntegration } from "~/lib/integrations";
import { runIntegrations, tellIntegrations } from "~/lib/integrations-bus";

import { useNonce } from "./Nonce";

/**
 * Runs the third parties 2.5 s after the page is interactive (spec 9; their
 * code loads then too, lib/integrations-bus.ts), computes the visitor's
 * fingerprint later still (lib/visitor-fingerprint.ts), and hands them what the
 * server did since the last page (added to the bag, checkout, purchase: the
 * shell's `storeEvents`). Renders nothing; without JavaScript there are no
 * third parties at all.
 */
export function Integrations({ integrations, storeEvents }: { integrations: ClientIntegration[]; storeEvents: MirroredEvent[] }) {
  const nonce = useNonce();
  const sent = useRef(new Set<string>());
  const [due, setDue] = useState(false);

  useEffect(() => {
    // The visitor's id at once (a shareable page came without one), from the module that computes the fingerprint later.
    const visitorId = import("~/lib/visitor-fingerprint");
    void visitorId.then((module) => module.setProvisionalUid(), () => undefined);
    const timer = setTimeout(() => setDue(true), INJECT_DELAY_MS);
    // The fingerprint is long work nothing on the page waits for; its code loads then too (lib/visitor-fingerprint.ts).
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

  // Once per page load, on a page that has them: one that must have none (lib/third-party-free.ts) leaves them to the next page.
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
