// The page around the cards: the folder picker, loading and polling for new suggestions,
// previews, the summary line, sign-in, the keyboard, and start-up.
const POLL_MS = 1000;
const PREVIEWS_AT_ONCE = 3;

// ------------------------------------------------------------------ the folder picker
let pickerFor = null;
let confirmedCreate = null; // a near-miss folder the person asked for again: made as typed

function flatten(node, out) {
  for (const child of node.children || []) {
    out.push({path: child.path, count: child.file_count || 0});
    flatten(child, out);
  }
  return out;
}

function asFolder(text) {
  const t = text.trim().replace(/^\/+/, "");
  return t ? (t.endsWith("/") ? t : `${t}/`) : "";
}

async function openPicker(id, typed) {
  const entry = state.cards.get(id);
  if (!entry) return;
  pickerFor = id;
  confirmedCreate = null;
  $("picker-file").textContent = shown(entry.sug.file_path);
  $("picker-filter").value = typed || "";
  $("picker-error").textContent = "";
  const dialog = $("picker");
  if (!dialog.open) dialog.showModal();
  $("picker-filter").focus();
  renderFolders();
  try {
    if (!state.folders) state.folders = flatten(await call("get_folder_tree", {depth: 10}), []);
    renderFolders();
  } catch (err) {
    $("picker-error").textContent = shown(err.message);
  }
}

function visibleFolders(meant) {
  const q = $("picker-filter").value.trim().toLowerCase();
  return (state.folders || []).filter((f) =>
    (meant && meant.includes(f.path)) || !q || f.path.toLowerCase().includes(q));
}

function renderFolders(meant) {
  const list = visibleFolders(meant);
  $("picker-list").replaceChildren(...list.slice(0, 300).map((f) => h("li", {},
    h("button", {type: "button", "aria-label": f.path, onclick: () => pick(f.path, false)},
      h("span", {}, f.path), h("span", {class: "count"}, `${f.count} file${f.count === 1 ? "" : "s"}`)))));
  $("picker-none").hidden = list.length > 0 || !state.folders;
  const typed = asFolder($("picker-filter").value);
  const exists = (state.folders || []).some((f) => f.path === typed);
  const create = $("picker-create");
  create.hidden = !typed || exists || !state.folders;
  create.textContent = shown(
    confirmedCreate === typed ? `Create folder ${typed} anyway` : `Create folder ${typed}`);
}

// Creating a folder asks first without creating: a typo of one that exists ('healht/' next
// to 'health/') is answered "did you mean health/?" with that folder to pick, and the new
// one only on a second, explicit click; a name that is not a near miss is made at once.
async function pick(folder, create) {
  const id = pickerFor;
  if (!id) return;
  $("picker-error").textContent = "";
  const entry = state.cards.get(id);
  if (create && confirmedCreate !== folder) {
    if (await chooseFolder(id, folder, false)) return closePicker();
    const meant = (entry && entry.failure && entry.failure.details || {}).did_you_mean || [];
    if (meant.length) {
      confirmedCreate = folder;
      $("picker-error").textContent = shown(entry.refs.error.textContent);
      entry.refs.error.textContent = "";
      renderFolders(meant);
      return;
    }
  }
  const ok = await chooseFolder(id, folder, create);
  if (ok) {
    closePicker();
  } else if (entry) {
    $("picker-error").textContent = shown(entry.refs.error.textContent);
    entry.refs.error.textContent = "";
  }
}

function closePicker() {
  const id = pickerFor;
  pickerFor = null;
  if ($("picker").open) $("picker").close();
  const entry = id && state.cards.get(id);
  if (entry) entry.el.focus();
}

// ------------------------------------------------------------------ loading and polling
// The cards in the server's order: pending suggestions, files the organizer declined, then
// today's decisions (so they keep their Undo after a reload).
function applyInbox(inbox) {
  if (!inbox || !Array.isArray(inbox.suggestions)) return;
  state.canResolve = inbox.can_resolve !== false;
  state.signature = inbox.signature;
  state.library = inbox.library || "";
  const seen = new Set();
  let previous = null;
  const place = (id, make, update) => {
    seen.add(id);
    let entry = state.cards.get(id);
    if (!entry) {
      entry = make();
      state.cards.set(id, entry);
      if (previous) previous.after(entry.el);
      else $("cards").prepend(entry.el);
      loadPreview(entry);
    } else if (!entry.busy) {
      update(entry);
    }
    show(entry);
    previous = entry.el;
  };
  for (const sug of inbox.suggestions) {
    // Pending on the server: also when decided here and then undone elsewhere.
    place(sug.id, () => makeEntry(sug), (entry) => {
      entry.sug = sug;
      entry.state = "pending";
      entry.outcome = "";
      fill(entry);
    });
  }
  for (const d of inbox.declined || []) {
    place(DECLINED + d.file_path, () => declinedEntry(d), () => {});
  }
  for (const sug of inbox.decided || []) {
    place(sug.id, () => { const e = makeEntry(sug); decide(e, sug); return e; },
      (entry) => { if (entry.state === "pending") decide(entry, sug); });
  }
  for (const [id, entry] of state.cards) {
    const waiting = entry.state === "pending" || entry.state === "declined";
    if (!seen.has(id) && waiting && !entry.busy) { // decided, expired or filed elsewhere
      entry.el.remove();
      state.cards.delete(id);
    }
  }
  updateSummary();
}

async function refresh() {
  const gen = state.gen;
  const inbox = await call("review_inbox", {limit: 100});
  if (gen !== state.gen) { state.signature = null; return; } // a decision raced this read
  applyInbox(inbox);
}

let timer = null;
let polling = false;
async function poll() {
  if (polling || document.hidden) return;
  polling = true;
  try {
    const now = await call("review_state", {});
    if (now.signature !== state.signature) await refresh();
    $("page-error").hidden = true;
  } catch (err) {
    if (!(err instanceof AuthNeeded)) showPageError(`Lost contact with the server: ${err.message}`);
  } finally {
    polling = false;
  }
}
function startPolling() { if (timer === null) timer = setInterval(poll, POLL_MS); }
function stopPolling() { if (timer !== null) clearInterval(timer); timer = null; }

// Where a card's file is now: a Move of today took it to its folder.
function whereNow(entry) {
  const s = entry.sug;
  if (entry.state !== "moved" || s.status !== "accepted") return s.file_path;
  return s.target_folder + s.file_path.split("/").pop();
}

const previewQueue = [];
let previewsRunning = 0;
function loadPreview(entry) {
  previewQueue.push(entry);
  pumpPreviews();
}
function pumpPreviews() {
  while (previewsRunning < PREVIEWS_AT_ONCE && previewQueue.length) {
    const entry = previewQueue.shift();
    previewsRunning++;
    call("review_preview", {path: whereNow(entry)})
      .then((p) => renderPreview(entry, p), (err) => renderPreview(entry, {kind: "none", note: err.message}))
      .finally(() => { previewsRunning--; pumpPreviews(); });
  }
}
const IMAGE_URL = /^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/;
function renderPreview(entry, p) {
  const box = entry.refs.preview;
  if (p.kind === "image" && typeof p.image === "string" && IMAGE_URL.test(p.image)) {
    box.replaceChildren(h("img", {src: p.image, alt: `Preview of ${entry.sug.file_path}`}));
  } else if (p.kind === "text" && p.text) {
    box.replaceChildren(h("pre", {"aria-label": `Beginning of ${entry.sug.file_path}`}, p.text));
  } else {
    box.replaceChildren(h("div", {class: "note"}, p.note || "No preview"));
  }
  box.dataset.kind = p.kind || "none";
}

// ------------------------------------------------------------------ page chrome
function updateSummary() {
  const all = [...state.cards.values()];
  const pending = all.filter((e) => e.state === "pending").length;
  const declined = all.filter((e) => e.state === "declined").length;
  const decided = all.length - pending - declined;
  const confident = all.filter((e) => e.state === "pending" && !e.busy && e.sug.confidence >= THRESHOLD).length;
  $("summary").textContent =
    (pending ? `${pending} suggestion${pending === 1 ? "" : "s"} waiting` : "Nothing waiting") +
    (state.library ? ` in ${state.library}` : "") +
    (declined ? ` · ${declined} file${declined === 1 ? "" : "s"} without a suggestion` : "") +
    (decided ? ` · ${decided} decided today` : "") +
    (state.canResolve ? "" : " · read-only server: decide elsewhere");
  $("accept-all").hidden = !state.canResolve;
  $("accept-all").disabled = !confident || state.batchBusy;
  $("accept-all-count").textContent = state.canResolve ? `${confident} ready` : "";
  $("undo-batch").hidden = !state.canResolve ||
    !state.lastBatch.some((id) => { const e = state.cards.get(id); return e && e.state !== "pending"; });
  $("undo-batch").disabled = state.batchBusy;
  $("empty").hidden = all.length > 0;
}

function showPageError(text) {
  $("page-error").textContent = shown(text);
  $("page-error").hidden = false;
}

function showLogin() {
  stopPolling();
  $("login").hidden = false;
  $("cards").hidden = true;
  $("batch-controls").hidden = true;
  $("summary").textContent = "Sign in to see the suggestions";
  $("token").focus();
}

async function begin() {
  await refresh();
  startPolling();
}

function cardList() { return [...document.querySelectorAll("#cards > article")]; }
function currentCard() {
  const el = document.activeElement;
  return el && el.closest ? el.closest("#cards > article") : null;
}
function step(delta) {
  const list = cardList();
  if (!list.length) return;
  const current = currentCard();
  let i = current ? list.indexOf(current) + delta : (delta > 0 ? 0 : list.length - 1);
  i = Math.max(0, Math.min(list.length - 1, i));
  list[i].focus();
  list[i].scrollIntoView({block: "nearest"});
}

function onKey(event) {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  if ($("picker").open) return;
  const t = event.target;
  if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.isContentEditable)) return;
  const key = event.key;
  if (key === "j" || key === "k") {
    event.preventDefault();
    step(key === "j" ? 1 : -1);
    return;
  }
  const actions = {m: "move", x: "keep", c: "choose", u: "undo"};
  const card = currentCard();
  if (!actions[key] || !card) return;
  event.preventDefault();
  act(card.dataset.id, actions[key]);
}

function wire() {
  document.addEventListener("keydown", onKey);
  $("accept-all").addEventListener("click", acceptAll);
  $("undo-batch").addEventListener("click", undoBatch);
  $("picker-filter").addEventListener("input", () => renderFolders());
  $("picker-filter").addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      const first = visibleFolders()[0];
      if (first) pick(first.path, false); // a new folder only by its own button
    } else if (event.key === "ArrowDown") {
      const button = $("picker-list").querySelector("button");
      if (button) { event.preventDefault(); button.focus(); }
    }
  });
  $("picker-create").addEventListener("click", () => pick(asFolder($("picker-filter").value), true));
  $("picker-cancel").addEventListener("click", closePicker);
  $("picker").addEventListener("cancel", (event) => { event.preventDefault(); closePicker(); });
  $("login-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    $("login-error").textContent = "";
    try {
      await web.login($("token").value);
      $("token").value = "";
      $("login").hidden = true;
      $("cards").hidden = false;
      $("batch-controls").hidden = false;
      await begin();
    } catch (err) {
      $("login-error").textContent = shown(err.message);
    }
  });
  document.addEventListener("visibilitychange", () => { if (!document.hidden) poll(); });
  app.onToolResult = (result) => {
    if (result.structuredContent && "signature" in result.structuredContent) applyInbox(result.structuredContent);
  };
}

async function main() {
  wire();
  updateSummary();
  $("summary").textContent = "Loading…";
  try {
    if ((await bridge.start()) === "login") return showLogin();
    await begin();
  } catch (err) {
    if (!(err instanceof AuthNeeded)) showPageError(`Could not load the suggestions: ${err.message}`);
  }
}

main();
