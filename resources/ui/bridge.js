// The review page's way to its server, in either of its two homes:
//  - standalone (the top-level page of `mylifedb serve --transport http`): tools are called
//    with POST /review/call/<tool>; with a token the server asks for it once (a cookie);
//  - MCP App (inside a host's sandboxed iframe): tools/call goes to the host over postMessage
//    (JSON-RPC 2.0, the ext-apps bridge: ui/initialize, then ui/notifications/initialized).
// Everything from the server is put into the page as text (textContent), never as HTML.
// page.py joins bridge.js, cards.js and review.js, in that order, into one inline script.
const $ = (id) => document.getElementById(id);

// ------------------------------------------------------------------ DOM, text only
// Bidi overrides, zero-width, tag and control characters in a name or a reason are shown as
// escapes (\u202e), never obeyed: "invoice\u202etxt.exe" cannot pass for "invoiceexe.txt".
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}]/gu;
function shown(text) {
  const hex = (unit) => `\\u${unit.toString(16).padStart(4, "0")}`;
  return String(text).replace(HIDDEN, (c) => Array.from({length: c.length}, (_, i) => hex(c.charCodeAt(i))).join(""));
}

function h(tag, props, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? "" : shown(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(shown(child)));
  }
  return el;
}

function setChildren(el, ...children) {
  el.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false)
    .map((c) => (c instanceof Node ? c : shown(c))));
}

// ------------------------------------------------------------------ the two bridges
class AuthNeeded extends Error {}

async function errorOf(response) {
  try { return (await response.json()).error || response.statusText; } catch (_) { return response.statusText; }
}

const web = {
  async start() {
    const r = await fetch("/review/session", {cache: "no-store", credentials: "same-origin"});
    if (!r.ok) throw new Error(`the server answered ${r.status}`);
    const session = await r.json();
    return session.auth_required && !session.authenticated ? "login" : "ok";
  },
  async call(name, args) {
    const r = await fetch("/review/call/" + encodeURIComponent(name), {
      method: "POST", credentials: "same-origin", cache: "no-store",
      headers: {"content-type": "application/json"}, body: JSON.stringify(args || {}),
    });
    if (r.status === 401) throw new AuthNeeded("sign in first");
    if (!r.ok) throw new Error(await errorOf(r));
    return r.json();
  },
  async login(token) {
    const r = await fetch("/review/login", {
      method: "POST", credentials: "same-origin", cache: "no-store",
      headers: {"content-type": "application/json"}, body: JSON.stringify({token}),
    });
    if (r.status !== 204) throw new Error(await errorOf(r));
  },
};

const app = {
  nextId: 1,
  waiting: new Map(),
  onToolResult: null,
  post(message) { window.parent.postMessage({jsonrpc: "2.0", ...message}, "*"); },
  request(method, params, timeoutMs = 60000) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { // a host that never answers must not hang the page
        this.waiting.delete(id);
        reject(new Error(`the host did not answer ${method}`));
      }, timeoutMs);
      const done = (fn) => (value) => { clearTimeout(timer); fn(value); };
      this.waiting.set(id, {resolve: done(resolve), reject: done(reject)});
      this.post({id, method, params});
    });
  },
  notify(method, params) { this.post({method, params}); },
  receive(event) {
    if (event.source !== window.parent) return;
    const m = event.data;
    if (!m || typeof m !== "object" || m.jsonrpc !== "2.0") return;
    if (m.method === undefined && m.id !== undefined) { // a response to one of our requests
      const w = this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id);
      if (m.error) w.reject(new Error(m.error.message || "the host refused"));
      else w.resolve(m.result);
      return;
    }
    if (m.method === "ui/notifications/tool-result") {
      if (this.onToolResult) this.onToolResult(m.params || {});
    } else if (m.method === "ui/notifications/host-context-changed") {
      applyHostContext(m.params || {});
    } else if (m.id !== undefined) { // a request from the host
      if (m.method === "ping" || m.method === "ui/resource-teardown") {
        if (m.method === "ui/resource-teardown") stopPolling();
        this.post({id: m.id, result: {}});
      } else {
        this.post({id: m.id, error: {code: -32601, message: `unknown method ${m.method}`}});
      }
    }
  },
  async start() {
    window.addEventListener("message", (event) => this.receive(event));
    const result = await this.request("ui/initialize", {
      protocolVersion: "2026-01-26",
      appInfo: {name: "mylifedb-review", version: "1.0.0"},
      appCapabilities: {availableDisplayModes: ["inline", "fullscreen"]},
    }, 10000);
    applyHostContext((result && result.hostContext) || {});
    this.notify("ui/notifications/initialized", {});
    if (window.ResizeObserver) {
      let last = "";
      new ResizeObserver(() => {
        const width = Math.ceil(document.documentElement.scrollWidth);
        const height = Math.ceil(document.documentElement.scrollHeight);
        if (`${width}x${height}` === last) return;
        last = `${width}x${height}`;
        this.notify("ui/notifications/size-changed", {width, height});
      }).observe(document.body);
    }
    return "ok";
  },
  call(name, args) { return this.request("tools/call", {name, arguments: args || {}}); },
};

const inApp = window.parent !== window;
const bridge = inApp ? app : web;

function toolText(result) {
  return (result.content || []).filter((c) => c.type === "text").map((c) => c.text).join("\n");
}

async function call(name, args) {
  let result;
  try {
    result = await bridge.call(name, args);
  } catch (err) {
    if (err instanceof AuthNeeded) showLogin();
    throw err;
  }
  if (!result || result.isError) {
    const err = new Error(toolText(result || {}) || `${name} failed`);
    err.data = ((result || {})._meta || {})["mylifedb/error"] || {};  // the error as data
    throw err;
  }
  return result.structuredContent || {};
}

function applyHostContext(context) {
  if (context.theme === "dark" || context.theme === "light") {
    document.documentElement.dataset.theme = context.theme;
  }
}
