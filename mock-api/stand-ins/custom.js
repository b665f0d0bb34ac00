/*
 * Custom scripts stand-in: a script of the shop's own, loaded after the inline one its integration's `script`
 * starts with. Each run records its load to /integrations/collect with what the inline script left in
 * window.customScripts, so a script inserted twice, or an inline one that did not run, shows.
 */
/* global window, document, URL */
(function () {
  "use strict";

  var script = document.currentScript || document.querySelector('script[src*="/integrations/custom/custom.js"]');
  if (!script || !script.src) return;
  var collectUrl = new URL(script.src).origin + "/integrations/collect";

  try {
    var inline = Array.isArray(window.customScripts) ? window.customScripts : null;
    var body = JSON.stringify({ source: "custom", payload: { method: "loaded", inline: inline } });
    window
      .fetch(collectUrl, { method: "POST", mode: "cors", keepalive: true, headers: { "Content-Type": "text/plain" }, body: body })
      .catch(function () {});
  } catch (error) { // eslint-disable-line @typescript-eslint/no-unused-vars -- ES2017 has no catch without a binding
    // Unserializable entries and missing fetch are ignored.
  }
})();
