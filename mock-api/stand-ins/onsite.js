/*
 * E-mail marketing stand-in (like Klaviyo's onsite script): window.klaviyo.push([command, name, properties]),
 * each entry and the load recorded to /integrations/collect as {command, name, properties}. Entries the page
 * queued in a plain array (window.klaviyo = window.klaviyo || []) are replayed after the load.
 */
/* global window, document, URL */
(function () {
  "use strict";

  var existing = window.klaviyo;
  if (existing && !Array.isArray(existing) && existing.loaded) return; // already running

  var script = document.currentScript || document.querySelector('script[src*="/integrations/email-marketing/onsite.js"]');
  if (!script || !script.src) return;
  var src = new URL(script.src);
  var collectUrl = src.origin + "/integrations/collect";

  function send(payload) {
    try {
      var body = JSON.stringify({ source: "email_marketing", payload: payload });
      window
        .fetch(collectUrl, { method: "POST", mode: "cors", keepalive: true, headers: { "Content-Type": "text/plain" }, body: body })
        .catch(function () {});
    } catch (error) { // eslint-disable-line @typescript-eslint/no-unused-vars -- ES2017 has no catch without a binding
      // Unserializable properties and missing fetch are ignored.
    }
  }

  function isPlainObject(value) {
    return Object.prototype.toString.call(value) === "[object Object]";
  }

  // Anything but an array entry is ignored.
  function push(entry) {
    if (!Array.isArray(entry)) return;
    send({
      command: entry[0] === undefined ? null : entry[0],
      name: entry[1] === undefined ? null : entry[1],
      properties: isPlainObject(entry[2]) ? entry[2] : null,
    });
  }

  var queued = Array.isArray(existing) ? existing.slice() : [];
  window.klaviyo = { push: push, loaded: true };
  send({ command: "loaded", name: src.searchParams.get("company_id"), properties: null });
  queued.forEach(push);
})();
