/*
 * Heat-map stand-in (like Hotjar's script): window.hj(method, ...args), each call and the load recorded to
 * /integrations/collect as {method, args}. Calls the vendor's stub queued (hj.q) are replayed after the load.
 */
/* global window, document, URL */
(function () {
  "use strict";

  var existing = window.hj;
  if (existing && existing.loaded) return; // already running

  var script = document.currentScript || document.querySelector('script[src*="/integrations/heat-map/heat-map.js"]');
  if (!script || !script.src) return;
  var src = new URL(script.src);
  var collectUrl = src.origin + "/integrations/collect";

  function send(payload) {
    try {
      var body = JSON.stringify({ source: "heat_map", payload: payload });
      window
        .fetch(collectUrl, { method: "POST", mode: "cors", keepalive: true, headers: { "Content-Type": "text/plain" }, body: body })
        .catch(function () {});
    } catch (error) { // eslint-disable-line @typescript-eslint/no-unused-vars -- ES2017 has no catch without a binding
      // Unserializable arguments and missing fetch are ignored.
    }
  }

  var hj = function (method) {
    send({ method: method === undefined ? null : method, args: Array.prototype.slice.call(arguments, 1) });
  };
  hj.loaded = true;
  hj.q = [];

  // The vendor's stub snippet queues each call's arguments in hj.q.
  var queued = existing && Array.isArray(existing.q) ? existing.q.splice(0) : [];
  window.hj = hj;
  send({ method: "loaded", site: src.searchParams.get("site") });
  queued.forEach(function (args) {
    hj.apply(null, args);
  });
})();
