/*
 * Tag manager stand-in (like GTM's container script): records every dataLayer entry, earlier and later,
 * to /integrations/collect on the origin it was loaded from; pushes still land in the array. gtag commands
 * (the `arguments` objects gtag() pushes) are the analytics tag's, not recorded here.
 */
/* global window, document, URL */
(function () {
  "use strict";

  var NAME = "dataLayer";
  var script = document.currentScript || document.querySelector('script[src*="/integrations/tag-manager/gtm.js"]');
  if (!script || !script.src) return;
  var src = new URL(script.src);
  var id = src.searchParams.get("id");
  var collectUrl = src.origin + "/integrations/collect";

  function isGtagCommand(entry) {
    return Object.prototype.toString.call(entry) === "[object Arguments]";
  }

  function send(payload) {
    if (isGtagCommand(payload)) return;
    try {
      // A non-object push (a string, a number) is recorded as { value }.
      var body = JSON.stringify({
        source: "tag_manager",
        payload: payload !== null && typeof payload === "object" && !Array.isArray(payload) ? payload : { value: payload },
      });
      window
        .fetch(collectUrl, { method: "POST", mode: "cors", keepalive: true, headers: { "Content-Type": "text/plain" }, body: body })
        .catch(function () {});
    } catch (error) { // eslint-disable-line @typescript-eslint/no-unused-vars -- ES2017 has no catch without a binding
      // Unserializable pushes (cycles, DOM nodes) and missing fetch are ignored.
    }
  }

  var containers = window.google_tag_manager || (window.google_tag_manager = {});
  if (containers[id]) return; // this container is already running
  containers[id] = { dataLayer: { name: NAME } };

  var dataLayer = window[NAME] || (window[NAME] = []);
  dataLayer.forEach(send);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i++) send(arguments[i]);
    return push.apply(dataLayer, arguments);
  };
})();
