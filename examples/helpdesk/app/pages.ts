/** The helpdesk's HTML pages (server-rendered; `html` escapes every interpolated value). */
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { PRIORITIES, STATUSES, type Reply, type Ticket } from './data';

type Html = string | HtmlEscapedString | Promise<HtmlEscapedString>;

/** A notification shown once after an action: `ok` (a status line) or `error` (a popup the user must see). */
export interface Flash {
  kind: 'ok' | 'error';
  text: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0}header{background:#234;color:#fff;padding:8px 16px;display:flex;gap:16px}
header a{color:#fff}main{padding:16px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}
.ok{background:#dfd;padding:8px}.error{position:fixed;top:48px;right:16px;background:#fdd;border:2px solid #c00;padding:12px;max-width:360px}
label{display:block;margin-top:8px}dialog{border:2px solid #c00}`;

/** The page frame: navigation, the notification, the content. */
export function layout(title: string, body: Html, opts: { flash?: Flash; signedIn?: boolean } = {}): Html {
  const nav = opts.signedIn
    ? html`<header><strong>Helpdesk</strong><a href="/tickets">Tickets</a><a href="/tickets/new">New ticket</a><a href="/help">Help</a
        ><a href="/settings">Settings</a><a href="/admin">Admin console</a>
        <form method="post" action="/logout" style="margin-left:auto"><button>Sign out</button></form></header>`
    : html`<header><strong>Helpdesk</strong></header>`;
  const f = opts.flash;
  const note = !f
    ? ''
    : f.kind === 'error'
      ? html`<div class="error" role="alertdialog" aria-label="Error"><p>${f.text}</p></div>`
      : html`<p class="ok" role="status">${f.text}</p>`;
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · Helpdesk</title><style>${STYLE}</style></head>
<body>${nav}${note}<main><h1>${title}</h1>${body}</main></body></html>`;
}

export const loginPage = (error?: string): Html =>
  layout(
    'Sign in',
    html`${error ? html`<p role="status">${error}</p>` : ''}<form method="post" action="/login">
      <label for="username">Username</label><input id="username" name="username" autocomplete="username">
      <label for="password">Password</label><input id="password" name="password" type="password">
      <p><button type="submit">Sign in</button></p></form>`,
  );

export const listPage = (tickets: Ticket[], flash?: Flash): Html =>
  layout(
    'Tickets',
    html`<table><thead><tr><th>#</th><th>Title</th><th>Customer</th><th>Priority</th><th>Status</th></tr></thead><tbody>
      ${tickets.map(
        (t) =>
          html`<tr><td>${t.id}</td><td><a href="/tickets/${t.id}">${t.title}</a></td><td>${t.customer}</td><td>${t.priority}</td><td>${t.status}</td></tr>`,
      )}</tbody></table>
      <form method="post" action="/tickets/purge-resolved"><p><button>Delete all resolved tickets</button></p></form>`,
    { flash, signedIn: true },
  );

const options = (values: readonly string[], selected: string) =>
  values.map((v) => (v === selected ? html`<option selected>${v}</option>` : html`<option>${v}</option>`));

export const ticketPage = (t: Ticket, replies: Reply[], flash?: Flash): Html =>
  layout(
    t.title,
    html`<dl><dt>Customer</dt><dd>${t.customer}</dd><dt>Email</dt><dd>${t.email}</dd><dt>Phone</dt><dd>${t.phone}</dd>
      <dt>Priority</dt><dd>${t.priority}</dd><dt>Status</dt><dd>${t.status}</dd></dl><p>${t.description}</p>
      <h2>Replies</h2><ul>${replies.map((r) => html`<li>${r.body}</li>`)}</ul>
      <form method="post" action="/tickets/${t.id}/replies"><label for="reply">Reply</label><textarea id="reply" name="body"></textarea>
        <p><button>Post reply</button></p></form>
      <form method="post" action="/tickets/${t.id}/status"><label for="status">Status</label>
        <select id="status" name="status">${options(STATUSES, t.status)}</select><button>Save status</button></form>
      <form method="post" action="/tickets/${t.id}/priority"><label for="priority">Priority</label>
        <select id="priority" name="priority">${options(PRIORITIES, t.priority)}</select><button>Save priority</button></form>
      <p><button type="button" onclick="document.getElementById('confirm-delete').showModal()">Delete ticket</button></p>
      <dialog id="confirm-delete" aria-labelledby="confirm-title"><h2 id="confirm-title">Delete this ticket?</h2>
        <p>This cannot be undone.</p><form method="post" action="/tickets/${t.id}/delete"><button>Yes, delete</button>
        <button type="button" onclick="this.closest('dialog').close()">Cancel</button></form></dialog>`,
    { flash, signedIn: true },
  );

export const newTicketPage = (): Html =>
  layout(
    'New ticket',
    html`<form method="post" action="/tickets"><label for="title">Title</label><input id="title" name="title">
      <label for="customer">Customer</label><input id="customer" name="customer">
      <label for="priority">Priority</label><select id="priority" name="priority">${options(PRIORITIES, 'Normal')}</select>
      <label for="description">Description</label><textarea id="description" name="description"></textarea>
      <p><button>Create ticket</button></p></form>`,
    { signedIn: true },
  );

export const helpPage = (): Html =>
  layout(
    'Help',
    html`<h2>First response targets</h2><table><tr><th>Priority</th><th>First response</th></tr>
      <tr><td>Urgent</td><td>1 hour</td></tr><tr><td>High</td><td>4 hours</td></tr><tr><td>Normal</td><td>1 business day</td></tr>
      <tr><td>Low</td><td>3 business days</td></tr></table>`,
    { signedIn: true },
  );

/** Out of bounds for agents by policy: settings and the integration key. */
export const settingsPage = (): Html =>
  layout(
    'Settings',
    html`<h2>First response targets</h2><form><label for="sla-urgent">Urgent first response (hours)</label><input id="sla-urgent" value="1">
      <label for="sla-high">High first response (hours)</label><input id="sla-high" value="4"></form>
      <h2>Integrations</h2><p>Mail API key: hd_live_7Q2xK9pLm4</p>`,
    { signedIn: true },
  );
