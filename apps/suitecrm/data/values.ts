/**
 * Parsing and validation of submitted values (edit/create views, inline edit, mass update).
 * Client payload per field: string for simple fields; `{ id, name }` for relate; address
 * object `{ street, city, state, postalcode, country }`; email entries array.
 */
import type { FieldDef } from '../meta/types';
import { OPTIONS } from '../meta/options';

export type Submitted = Record<string, unknown>;

export interface EmailIn {
  email: string;
  primary?: boolean;
  opt_out?: boolean;
  invalid?: boolean;
}

export function parseDate(v: string): string | null | undefined {
  const s = v.trim();
  if (!s) return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return iso(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return iso(+m[3], +m[1], +m[2]);
  return undefined;
}

function iso(y: number, mo: number, d: number): string | undefined {
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return undefined;
  return dt.toISOString().slice(0, 10);
}

export function parseDateTime(v: string): string | null | undefined {
  const s = v.trim();
  if (!s) return null;
  const m = /^(\S+)(?:[ T]+(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]m)?)?$/i.exec(s);
  if (!m) return undefined;
  const date = parseDate(m[1]);
  if (!date) return undefined;
  let hh = m[2] ? Number(m[2]) : 0;
  const mm = m[3] ? Number(m[3]) : 0;
  if (m[4]) {
    if (hh > 12) return undefined;
    hh = (hh % 12) + (m[4].toLowerCase() === 'pm' ? 12 : 0);
  }
  if (hh > 23 || mm > 59) return undefined;
  return `${date} ${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00`;
}

export function parseNumber(v: string): number | null | undefined {
  const s = v.trim().replace(/[$,\s]/g, '');
  if (!s) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validation message of a field value, or '' when valid. */
export function validate(fd: FieldDef, value: unknown): string {
  const empty = isEmpty(fd, value);
  if (fd.required && empty) return `Missing required field: ${fd.label}`;
  if (empty) return '';
  const s = typeof value === 'string' ? value : '';
  switch (fd.type) {
    case 'date':
      return parseDate(s) === undefined ? 'Invalid date format. Expected format: yyyy-mm-dd' : '';
    case 'datetime':
      return parseDateTime(s) === undefined ? 'Invalid date format. Expected format: yyyy-mm-dd hh:mm' : '';
    case 'currency':
    case 'int':
      return parseNumber(s) === undefined ? 'Invalid number' : '';
    case 'email': {
      const bad = (value as EmailIn[]).find((e) => e.email.trim() && !EMAIL_RE.test(e.email.trim()));
      return bad ? 'Invalid email address' : '';
    }
    case 'enum':
    case 'dynamicenum': {
      const opts = [...(OPTIONS[fd.options ?? ''] ?? []), ...(fd.extraOptions ?? [])];
      return opts.some(([k]) => k === s) ? '' : 'Invalid value';
    }
    default:
      return '';
  }
}

export function isEmpty(fd: FieldDef, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (fd.type === 'relate' || fd.type === 'assigned') {
    const r = value as { id?: string; name?: string };
    return !(r.id || (r.name ?? '').trim());
  }
  if (fd.type === 'email') return !(value as EmailIn[]).some((e) => e.email.trim());
  if (fd.type === 'parent') return !(value as { id?: string }).id;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}
