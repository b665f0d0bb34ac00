/* Social ad pixel stand-in (like Meta's fbevents.js): records every fbq call to /integrations/collect. */
/* global window, document, URL */
(function () {
  "use strict";

  var existing = window.fbq;
  if (existing && existing.callMethod) return; // a pixel is already running

  var script = document.currentScript || document.querySelector('script[src*="/integrations/pixel/pixel.js"]');
  if (!script || !script.src) return;
  var collectUrl = new URL(script.src).origin + "/integrations/collect";

  function send(payload) {
    try {
      var body = JSON.stringify({ source: "pixel", payload: payload });
      window
        .fetch(collectUrl, { method: "POST", mode: "cors", keepalive: true, headers: { "Content-Type": "text/plain" }, body: body })
        .catch(function () {});
    } catch (error) { // eslint-disable-line @typescript-eslint/no-unused-vars -- ES2017 has no catch without a binding
      // Unserializable parameters and missing fetch are ignored.
    }
  }

  function callMethod(command, name, params) {
    send({
      command: command === undefined ? null : command,
      name: name === undefined ? null : name,
      params: params === undefined ? null : params,
    });
  }

  // The vendor's stub snippet (an fbq that queues its calls): take it over, queue first.
  if (existing && Array.isArray(existing.queue)) {
    existing.callMethod = callMethod;
    existing.loaded = true;
    existing.version = "2.0";
    existing.queue.splice(0).forEach(function (args) {
      callMethod.apply(null, args);
    });
    return;
  }
  if (existing && existing.loaded) return; // another pixel: leave it alone

  var fbq = function (command, name, params) {
    callMethod(command, name, params);
  };
  fbq.callMethod = callMethod;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.queue = [];
  window.fbq = fbq;
  if (!window._fbq) window._fbq = fbq;
})();
