/**
 * Hash-route resolution (replica doc §1.1–§1.3): native list/record/edit/create views, the
 * admin panel, login, and classic views (iframe on the legacy URL of §1.3).
 */
import { moduleDef } from '../meta/modules';
import { legacyAction, legacyName, moduleInfo } from '../meta/registry';

export interface Route {
  raw: string;
  path: string[];
  query: URLSearchParams;
}

export type Resolved =
  | { kind: 'redirect'; to: string }
  | { kind: 'login' }
  | { kind: 'admin' }
  | { kind: 'list'; module: string }
  | { kind: 'record'; module: string; id: string; mode: 'detail' | 'edit' }
  | { kind: 'create'; module: string; duplicateOf?: string }
  | { kind: 'convert'; id: string }
  | { kind: 'classic'; module: string; src: string };

export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '');
  const [p, q = ''] = raw.split('?', 2);
  return { raw, path: p.split('/').filter(Boolean).map(decodeURIComponent), query: new URLSearchParams(q) };
}

/** Legacy URL of a classic route (relative to the app root). */
export function classicSrc(module: string, action: string | undefined, record: string | undefined, query: URLSearchParams): string {
  const p = new URLSearchParams();
  p.set('module', legacyName(module));
  p.set('action', legacyAction(action ?? 'index'));
  if (record) p.set('record', record);
  if (action === 'duplicate') p.set('isDuplicate', 'true');
  for (const [k, v] of query) if (k !== 'module' && k !== 'action' && k !== 'record') p.append(k, v);
  return `./legacy/index.php?${p.toString()}`;
}

export function resolve(route: Route, loggedIn: boolean): Resolved {
  const [first = '', action, id] = route.path;
  if (!loggedIn) return first.toLowerCase() === 'login' ? { kind: 'login' } : { kind: 'redirect', to: '#/Login' };
  const mod = first.toLowerCase();
  if (mod === '') return { kind: 'redirect', to: '#/home' };
  if (mod === 'login' || mod === 'logged-out') return { kind: 'redirect', to: '#/home' };
  if (mod === 'administration' && (!action || action === 'index')) {
    return action ? { kind: 'redirect', to: '#/administration' } : { kind: 'admin' };
  }
  if (!moduleInfo(mod)) return { kind: 'redirect', to: '#/Login' };
  const def = moduleDef(mod);
  const act = (action ?? '').toLowerCase();
  const classic = (): Resolved => ({ kind: 'classic', module: mod, src: classicSrc(mod, action, id, route.query) });
  if (!act || act === 'index' || act === 'list') {
    if (def?.list && !(mod === 'home')) return { kind: 'list', module: mod };
    return classic();
  }
  if (!def?.record) return classic();
  if ((act === 'record' || act === 'detail') && id) return { kind: 'record', module: mod, id, mode: 'detail' };
  if (act === 'edit' && id) return { kind: 'record', module: mod, id, mode: 'edit' };
  if (act === 'edit' || act === 'create') return { kind: 'create', module: mod };
  if (act === 'duplicate' && id) return { kind: 'create', module: mod, duplicateOf: id };
  if (act === 'convert' && id && mod === 'leads') return { kind: 'convert', id };
  return classic();
}
