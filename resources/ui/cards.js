// The cards: one per pending suggestion, one per file the organizer declined (Choose… only),
// one per decision made today (with its Undo), and what the person decides on them (Move,
// Keep, Choose…, Undo, Accept all ≥ 90%, Undo batch). Uses bridge.js's h(), $() and call().
const THRESHOLD = 0.9;
const DECLINED = "declined:"; // a declined file's card key: it has no suggestion id yet

// Text with `inline code` as <code> elements, every part as text (never HTML).
function richText(text) {
  return String(text || "").split(/`([^`\n]+)`/).map((part, i) => (i % 2 ? h("code", {}, part) : part));
}

// ------------------------------------------------------------------ state
const state = {
  cards: new Map(), // suggestion id -> entry {sug, state, busy, el, refs, outcome}
  canResolve: true,
  signature: null,
  library: "",
  folders: null,
  lastBatch: [],
  batchBusy: false,
  gen: 0, // bumped by every decision: a list fetched before one is stale
};

function pct(confidence) { return Math.round(confidence * 100); }

let cardNumber = 0; // element ids: a file path may hold spaces, an id may not

function makeEntry(sug, kind = "pending", id = sug.id) {
  const refs = {};
  const label = `file-${++cardNumber}`;
  refs.preview = h("div", {class: "preview"}, h("div", {class: "note"}, "Loading preview…"));
  refs.file = h("h2", {class: "file", id: label});
  refs.target = h("p", {class: "target"});
  refs.renameBox = h("input", {type: "checkbox", checked: true});
  refs.renameName = h("span", {class: "name"});
  refs.rename = h("label", {class: "rename", hidden: true}, refs.renameBox, " Rename it to ", refs.renameName);
  refs.confidence = h("p", {class: "confidence"});
  refs.reasoning = h("p", {class: "reasoning"});
  refs.alts = h("ul", {class: "alternatives", "aria-label": "Alternatives"});
  refs.move = h("button", {type: "button", class: "primary", onclick: () => act(el.dataset.id, "move")}, "Move");
  refs.keep = h("button", {type: "button", onclick: () => act(el.dataset.id, "keep")}, "Keep");
  refs.choose = h("button", {type: "button", "aria-haspopup": "dialog", onclick: () => act(el.dataset.id, "choose")}, "Choose…");
  refs.actions = h("div", {class: "actions"}, refs.move, refs.keep, refs.choose);
  refs.outcomeText = h("span", {});
  refs.undo = h("button", {type: "button", onclick: () => undo(el.dataset.id, false)}, "Undo");
  refs.force = h("button", {type: "button", hidden: true, onclick: () => undo(el.dataset.id, true)}, "Undo anyway");
  refs.outcome = h("p", {class: "outcome", hidden: true}, refs.outcomeText, refs.undo, refs.force);
  refs.error = h("p", {class: "error", role: "alert"});
  const el = h("article", {class: "card", tabindex: "-1", "data-id": id, "aria-labelledby": label},
    refs.preview,
    h("div", {class: "body"}, refs.file, refs.target, refs.rename, refs.confidence, refs.reasoning, refs.alts,
      refs.actions, refs.outcome, refs.error));
  const entry = {sug, state: kind, busy: false, el, refs, outcome: ""};
  fill(entry);
  show(entry);
  return entry;
}

// A declined file as a card: no suggestion, the organizer's reason, Choose… only.
function declinedEntry(d) {
  const sug = {id: null, file_path: d.file_path, target_folder: "", reasoning: d.reason,
    confidence: 0, alternatives: [], creates_folder: false};
  return makeEntry(sug, "declined", DECLINED + d.file_path);
}

// A decision made today (here or elsewhere), shown decided, with its Undo.
function decide(entry, sug) {
  entry.sug = sug;
  entry.state = sug.status === "rejected" ? "kept" : "moved";
  entry.outcome = sug.status === "rejected" ? `Kept: ${sug.file_path} stays where it is`
    : `Moved to ${sug.target_folder}`;
  fill(entry);
  show(entry);
}

function fill(entry) {
  const s = entry.sug;
  const r = entry.refs;
  r.file.textContent = shown(s.file_path);
  const declined = entry.state === "declined";
  if (declined) {
    setChildren(r.target, h("span", {class: "badge"}, "no suggestion"),
      " The organizer left this file for you: choose its folder.");
  } else {
    setChildren(r.target, "Suggested folder: ", h("span", {class: "folder"}, s.target_folder),
      s.creates_folder ? h("span", {class: "badge"}, "new folder") : null);
  }
  r.rename.hidden = declined || !s.new_name;
  r.renameName.textContent = shown(s.new_name || "");
  r.confidence.hidden = declined;
  r.confidence.replaceChildren(
    h("meter", {min: 0, max: 1, low: 0.6, high: 0.9, optimum: 1, value: s.confidence, "aria-label": "Confidence"}),
    `${pct(s.confidence)}% confident`);
  setChildren(r.reasoning, ...richText(s.reasoning));
  const alts = s.alternatives || [];
  r.alts.replaceChildren(...alts.map((a) => h("li", {},
    "Or ", h("button", {type: "button", class: "link", "aria-label": `Move to ${a.folder}`,
      onclick: () => chooseAlternative(entry.el.dataset.id, a.folder)}, a.folder),
    h("span", {class: "why"}, " — ", ...richText(a.reasoning)))));
  r.alts.hidden = alts.length === 0;
}

function show(entry) {
  const r = entry.refs;
  const declined = entry.state === "declined";
  const decided = entry.state !== "pending" && !declined;
  entry.el.dataset.state = entry.state;
  r.actions.hidden = decided || !state.canResolve;
  r.move.hidden = declined;
  r.keep.hidden = declined;
  r.outcome.hidden = !decided;
  r.outcomeText.textContent = shown(entry.outcome);
  r.undo.hidden = !state.canResolve;
  if (!decided) r.force.hidden = true;
  for (const b of [r.move, r.keep, r.choose, r.undo, r.force, r.renameBox]) b.disabled = entry.busy;
  if (decided) r.rename.hidden = true;
  if (entry.busy) entry.el.setAttribute("aria-busy", "true");
  else entry.el.removeAttribute("aria-busy");
}

async function withBusy(entry, fn) {
  entry.busy = true;
  entry.failure = null;
  entry.refs.error.textContent = "";
  state.gen++;
  show(entry);
  try {
    await fn();
  } catch (err) {
    entry.failure = err.data || null;
    if (!(err instanceof AuthNeeded)) entry.refs.error.textContent = shown(err.message);
  } finally {
    entry.busy = false;
    state.gen++;
    show(entry);
    updateSummary();
  }
}

// ------------------------------------------------------------------ decisions
// The person may move a file without the new name its suggestion proposes.
function keepName(entry) {
  return entry.sug.new_name && !entry.refs.renameBox.checked ? {keep_name: true} : {};
}

function act(id, what) {
  const entry = state.cards.get(id);
  if (!entry || entry.busy || !state.canResolve) return;
  if (what === "undo") return undo(id, false);
  if (what === "choose" && entry.state === "declined") return openPicker(id);
  if (entry.state !== "pending") return;
  if (what === "choose") return openPicker(id);
  const action = what === "move" ? "accept" : "reject";
  return withBusy(entry, async () => {
    const result = await call("resolve_suggestion", {suggestion_id: id, action, ...keepName(entry)});
    entry.state = action === "accept" ? "moved" : "kept";
    entry.outcome = action === "accept" ? `Moved to ${result.new_path}`
      : `Kept: ${entry.sug.file_path} stays where it is`;
  });
}

async function chooseFolder(id, folder, create) {
  const entry = state.cards.get(id);
  if (!entry || entry.busy || !state.canResolve) return false;
  if (entry.state !== "pending" && entry.state !== "declined") return false;
  let ok = false;
  await withBusy(entry, async () => {
    let result;
    if (entry.state === "declined") { // no suggestion to resolve: the person's own, accepted
      result = await call("review_choose",
        {path: entry.sug.file_path, target_folder: folder, create_folder: create});
      entry.sug = result.suggestion;
      state.cards.delete(id); // from now on the card is its suggestion's
      state.cards.set(entry.sug.id, entry);
      entry.el.dataset.id = entry.sug.id;
    } else {
      result = await call("resolve_suggestion",
        {suggestion_id: id, action: "choose", target_folder: folder, create_folder: create, ...keepName(entry)});
    }
    entry.state = "moved";
    entry.outcome = `Moved to ${result.new_path}`;
    if (create) state.folders = null;
    ok = true;
  });
  return ok;
}

// An alternative that exists moves the file at once; one that does not yet opens the
// picker on it, where making the folder is its own button (never a side effect of a click).
async function chooseAlternative(id, folder) {
  const entry = state.cards.get(id);
  if (!entry || entry.busy || entry.state !== "pending" || !state.canResolve) return;
  try {
    if (!state.folders) state.folders = flatten(await call("get_folder_tree", {depth: 10}), []);
  } catch (err) {
    entry.refs.error.textContent = shown(err.message);
    return;
  }
  if (state.folders.some((f) => f.path === folder)) await chooseFolder(id, folder, false);
  else await openPicker(id, folder);
}

function undo(id, force) {
  const entry = state.cards.get(id);
  if (!entry || entry.busy || entry.state === "pending" || entry.state === "declined") return;
  return withBusy(entry, async () => {
    try {
      entry.sug = await call("review_undo", {suggestion_id: entry.sug.id, force});
    } catch (err) {
      entry.refs.force.hidden = !((err.data || {}).details || {}).force_helps;
      throw err;
    }
    entry.state = "pending";
    entry.outcome = "";
    fill(entry);
  });
}

// One batch action at a time: its cards stay busy, and the summary says so, until it ends.
async function runBatch(batch, label, work) {
  if (!batch.length || state.batchBusy) return;
  state.batchBusy = true;
  for (const e of batch) { e.busy = true; e.refs.error.textContent = ""; show(e); }
  state.gen++;
  updateSummary();
  try {
    await work();
  } catch (err) {
    if (!(err instanceof AuthNeeded)) report(`${label} failed: ${err.message}`, []);
  } finally {
    for (const e of batch) { e.busy = false; show(e); }
    state.batchBusy = false;
    state.gen++;
    updateSummary();
  }
}

async function acceptAll() {
  const batch = [...state.cards.values()].filter(
    (e) => e.state === "pending" && !e.busy && e.sug.confidence >= THRESHOLD);
  await runBatch(batch, "Accept all", async () => {
    const result = await call("review_accept_batch",
      {suggestion_ids: batch.map((e) => e.sug.id), min_confidence: THRESHOLD});
    const moved = [];
    const refused = [];
    for (const item of result.items) {
      const e = state.cards.get(item.suggestion_id);
      if (!e) continue;
      if (item.ok) {
        e.state = "moved";
        e.outcome = `Moved to ${item.new_path}`;
        moved.push(item.suggestion_id);
      } else {
        e.refs.error.textContent = shown(item.error);
        refused.push([e.sug.file_path, item.error]);
      }
    }
    state.lastBatch = moved;
    report(`Moved ${moved.length} file${moved.length === 1 ? "" : "s"} in one batch.` +
      (refused.length ? ` ${refused.length} refused:` : ""), refused);
  });
}

async function undoBatch() {
  const batch = state.lastBatch.map((id) => state.cards.get(id)).filter((e) => e && e.state !== "pending" && !e.busy);
  await runBatch(batch, "Undo batch", async () => {
    const result = await call("review_undo_batch", {suggestion_ids: batch.map((e) => e.sug.id)});
    const refused = [];
    let back = 0;
    for (const item of result.items) {
      const e = state.cards.get(item.suggestion_id);
      if (!e) continue;
      if (item.ok) {
        back++;
        e.state = "pending";
        e.outcome = "";
        e.sug = {...e.sug, file_path: item.file_path || e.sug.file_path};
        fill(e);
      } else {
        e.refs.error.textContent = shown(`Not undone: ${item.error}`);
        e.refs.force.hidden = !item.force_helps;
        refused.push([e.sug.file_path, item.error]);
      }
    }
    state.lastBatch = [];
    report(`Put back ${back} of ${result.items.length} file${result.items.length === 1 ? "" : "s"}.` +
      (refused.length ? ` Refused, and left where they are:` : ""), refused);
    state.signature = null; // reload the cards put back with their suggestions
  });
}

function report(text, items) {
  const box = $("batch-report");
  setChildren(box, h("span", {}, text),
    items.length ? h("ul", {}, ...items.map(([path, why]) => h("li", {}, h("code", {}, path), ` — ${why}`))) : null);
  box.hidden = false;
}
