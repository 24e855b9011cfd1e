/**
 * Response helpers: render a page, redirect inside the legacy URL space, answer JSON.
 */
import type { Child } from 'hono/jsx';
import type { LegacyRequest } from './context';
import { Page } from './layout';

/** Options of `page` beyond the request. */
export interface RenderOptions {
  title: string;
  module: string;
  /** Defaults to true for GET, false for POST answers. */
  mirror?: boolean;
  script?: string;
}

/** Renders a legacy page; stable mode adds the summary message (see layout). */
export function page(r: LegacyRequest, o: RenderOptions, body: Child): Response {
  const mirror = o.mirror ?? r.method === 'GET';
  const node = (
    <Page title={o.title} module={o.module} mirror={mirror} summary={r.mode === 'stable'} script={o.script}>
      {body}
    </Page>
  );
  return r.c.html('<!DOCTYPE html>' + node.toString());
}

/** 303 redirect to `index.php?<params>` (Post/Redirect/Get so the shell mirrors the landing). */
export function redirect(r: LegacyRequest, params: Record<string, string>): Response {
  return r.c.redirect('index.php?' + new URLSearchParams(params).toString(), 303);
}

/** JSON for a script embedded in a page: `<` escaped so it cannot close the script element. */
export function jsonForScript(v: unknown): string {
  return JSON.stringify(v).replace(/</g, '\\u003c');
}
