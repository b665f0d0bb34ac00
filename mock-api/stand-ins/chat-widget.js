/*
 * Live chat stand-in (like LiveChat's widget): window.LiveChatWidget.call(method), each call and the load
 * recorded to /integrations/collect. Styles go through element.style only: the store's CSP allows no style elements.
 */
/* global window, document, URL */
(function () {
  "use strict";

  var existing = window.LiveChatWidget;
  if (existing && existing.loaded) return; // already running

  var script = document.currentScript || document.querySelector('script[src*="/integrations/chat/widget.js"]');
  if (!script || !script.src) return;
  var collectUrl = new URL(script.src).origin + "/integrations/collect";

  function send(payload) {
    try {
      var body = JSON.stringify({ source: "chat", payload: payload });
      window
        .fetch(collectUrl, { method: "POST", mode: "cors", keepalive: true, headers: { "Content-Type": "text/plain" }, body: body })
        .catch(function () {});
    } catch (error) { // eslint-disable-line @typescript-eslint/no-unused-vars -- ES2017 has no catch without a binding
      // A missing fetch is ignored.
    }
  }

  function element(tag, styles, text) {
    var node = document.createElement(tag);
    Object.keys(styles).forEach(function (key) {
      node.style[key] = styles[key];
    });
    if (text) node.textContent = text;
    return node;
  }

  var panel = null;
  var closeButton = null;
  var returnFocusTo = null;

  function build() {
    panel = element("div", {
      position: "fixed",
      right: "16px",
      bottom: "16px",
      zIndex: "2147483000",
      width: "320px",
      maxWidth: "calc(100vw - 32px)",
      boxSizing: "border-box",
      padding: "20px",
      background: "#ffffff",
      color: "#1a1a1a",
      border: "1px solid #1a1a1a",
      borderRadius: "4px",
      boxShadow: "0 8px 24px rgba(0, 0, 0, 0.2)",
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
      fontSize: "15px",
      lineHeight: "1.5",
    });
    panel.setAttribute("role", "dialog");
    panel.setAttribute("aria-label", "Live chat");
    panel.id = "live-chat-stand-in";
    panel.hidden = true;
    panel.style.display = "none";
    panel.appendChild(element("h2", { margin: "0 0 8px", fontSize: "18px", fontWeight: "600", color: "#1a1a1a" }, "Live chat"));
    panel.appendChild(element("p", { margin: "0 0 16px", color: "#1a1a1a" }, "A client advisor will be with you shortly."));
    closeButton = element(
      "button",
      {
        padding: "8px 16px",
        background: "#1a1a1a",
        color: "#ffffff",
        border: "1px solid #1a1a1a",
        borderRadius: "2px",
        font: "inherit",
        cursor: "pointer",
      },
      "Close",
    );
    closeButton.type = "button";
    closeButton.addEventListener("click", function () {
      call("minimize");
    });
    panel.appendChild(closeButton);
    panel.addEventListener("keydown", function (event) {
      if (event.key === "Escape") call("minimize");
    });
    document.body.appendChild(panel);
  }

  function open() {
    if (!panel) build();
    if (panel.hidden) returnFocusTo = document.activeElement;
    panel.hidden = false;
    panel.style.display = "block";
    closeButton.focus();
  }

  function close() {
    if (!panel || panel.hidden) return;
    var hadFocus = panel.contains(document.activeElement);
    panel.hidden = true;
    panel.style.display = "none";
    if (hadFocus && returnFocusTo && returnFocusTo.isConnected && typeof returnFocusTo.focus === "function") {
      returnFocusTo.focus();
    }
    returnFocusTo = null;
  }

  function call(method) {
    send({ method: method === undefined ? null : method });
    if (method === "maximize") open();
    else if (method === "minimize" || method === "hide") close();
  }

  // Keep the object the page may already hold (the vendor's stub snippet), and replay its queued calls.
  var widget = existing || {};
  var queued = Array.isArray(widget._q) ? widget._q.splice(0) : [];
  widget.call = call;
  widget.loaded = true;
  window.LiveChatWidget = widget;
  send({ method: "loaded" });
  queued.forEach(function (entry) {
    if (entry && entry[0] === "call") call.apply(null, entry[1]);
  });
})();
