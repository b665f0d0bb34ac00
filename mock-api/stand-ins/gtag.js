/*
 * Google Analytics stand-in (like gtag.js): records every gtag command in dataLayer, earlier and later, to
 * /integrations/collect on the origin it was loaded from. A command is what the page's
 * `function gtag(){dataLayer.push(arguments)}` pushes (an `arguments` object, or an array); other entries
 * are left to a tag manager. Pushes still land in the array, through any push already patched.
 */
/* global window, document, URL */
(function () {
  "use strict";

  var NAME = "dataLayer";
  var script = document.currentScript || document.querySelector('script[src*="/integrations/analytics/gtag/js"]');
  if (!script || !script.src) return;
  var src = new URL(script.src);
  var id = src.searchParams.get("id");
  var collectUrl = src.origin + "/integrations/collect";

  function send(payload) {
    try {
      var body = JSON.stringify({ source: "analytics", payload: payload });
      window
        .fetch(collectUrl, { method: "POST", mode: "cors", keepalive: true, headers: { "Content-Type": "text/plain" }, body: body })
        .catch(function () {});
    } catch (error) { // eslint-disable-line @typescript-eslint/no-unused-vars -- ES2017 has no catch without a binding
      // Unserializable parameters and missing fetch are ignored.
    }
  }

  function isCommand(entry) {
    return (
      (Object.prototype.toString.call(entry) === "[object Arguments]" || Array.isArray(entry)) &&
      typeof entry[0] === "string"
    );
  }

  function isPlainObject(value) {
    return Object.prototype.toString.call(value) === "[object Object]";
  }

  // gtag("js", new Date()) names no event: its name is null.
  function record(entry) {
    if (!isCommand(entry)) return;
    send({
      command: entry[0],
      name: typeof entry[1] === "string" ? entry[1] : null,
      params: isPlainObject(entry[2]) ? entry[2] : null,
    });
  }

  var tags = window.google_tag_manager || (window.google_tag_manager = {});
  if (tags[id]) return; // this tag is already running
  tags[id] = { dataLayer: { name: NAME } };

  var dataLayer = window[NAME] || (window[NAME] = []);
  for (var i = 0; i < dataLayer.length; i++) record(dataLayer[i]);
  var push = dataLayer.push; // the array's own, or a tag manager's that already wraps it
  dataLayer.push = function () {
    for (var j = 0; j < arguments.length; j++) record(arguments[j]);
    return push.apply(dataLayer, arguments);
  };
})();
