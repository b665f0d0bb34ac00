/*
 * Affiliate tracking stand-in (like Impact's universal tracking tag): window.ire(command, ...args), each call
 * recorded to /integrations/collect. A landing URL's ?irclickid= is kept for 30 days in localStorage and
 * recorded as {command: "click", click_id}; a conversion carries the click id still kept, or null. Calls the
 * vendor's stub queued (ire.a) are replayed after the click.
 */
/* global window, document, URL, URLSearchParams */
(function () {
  "use strict";

  var existing = window.ire;
  if (existing && existing.loaded) return; // already running

  var script = document.currentScript || document.querySelector('script[src*="/integrations/affiliate/tag.js"]');
  if (!script || !script.src) return;
  var collectUrl = new URL(script.src).origin + "/integrations/collect";

  var CLICK_KEY = "affiliate_click_id";
  var CLICK_DAYS = 30;
  var CLICK_MS = CLICK_DAYS * 24 * 60 * 60 * 1000;

  function send(payload) {
    try {
      var body = JSON.stringify({ source: "affiliate", payload: payload });
      window
        .fetch(collectUrl, { method: "POST", mode: "cors", keepalive: true, headers: { "Content-Type": "text/plain" }, body: body })
        .catch(function () {});
    } catch (error) { // eslint-disable-line @typescript-eslint/no-unused-vars -- ES2017 has no catch without a binding
      // Unserializable arguments and missing fetch are ignored.
    }
  }

  function orNull(value) {
    return value === undefined ? null : value;
  }

  function isPlainObject(value) {
    return Object.prototype.toString.call(value) === "[object Object]";
  }

  // Stored as {"click_id": "...", "stored_at": <ms since the epoch>}; an expired or unreadable one is removed.
  function keptClickId() {
    try {
      var kept = JSON.parse(window.localStorage.getItem(CLICK_KEY) || "null");
      if (
        isPlainObject(kept) &&
        typeof kept.click_id === "string" &&
        typeof kept.stored_at === "number" &&
        Date.now() - kept.stored_at < CLICK_MS
      ) {
        return kept.click_id;
      }
      window.localStorage.removeItem(CLICK_KEY);
    } catch (error) { // eslint-disable-line @typescript-eslint/no-unused-vars -- ES2017 has no catch without a binding
      // Blocked storage or a value that is not JSON: no click id.
    }
    return null;
  }

  function keepClickId(clickId) {
    try {
      window.localStorage.setItem(CLICK_KEY, JSON.stringify({ click_id: clickId, stored_at: Date.now() }));
    } catch (error) { // eslint-disable-line @typescript-eslint/no-unused-vars -- ES2017 has no catch without a binding
      // Blocked storage: the click is still recorded, not kept.
    }
  }

  // ire("trackConversion", trackerId, {orderId, orderTotal, currencyCode, items}, options?)
  var ire = function (command) {
    var args = Array.prototype.slice.call(arguments, 1);
    if (command === "trackConversion") {
      var order = isPlainObject(args[1]) ? args[1] : {};
      send({
        command: command,
        tracker: orNull(args[0]),
        order_id: orNull(order.orderId),
        order_total: orNull(order.orderTotal),
        currency: orNull(order.currencyCode),
        items: orNull(order.items),
        click_id: keptClickId(),
      });
      return;
    }
    send({ command: orNull(command), args: args });
  };
  ire.loaded = true;
  ire.a = [];

  var queued = existing && Array.isArray(existing.a) ? existing.a.splice(0) : [];
  window.ire = ire;

  var clickId = null;
  try {
    clickId = new URLSearchParams(window.location.search).get("irclickid");
  } catch (error) { // eslint-disable-line @typescript-eslint/no-unused-vars -- ES2017 has no catch without a binding
    // No readable location: no click.
  }
  if (clickId) {
    keepClickId(clickId);
    send({ command: "click", click_id: clickId });
  }
  queued.forEach(function (args) {
    ire.apply(null, args);
  });
})();
