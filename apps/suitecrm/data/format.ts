/** Display formatting (seed doc §1): Y-m-d dates, H:i times, `$` currency, person names. */
import type { FieldDef } from '../meta/types';
import { optionLabel } from '../meta/options';

// biome-ignore lint/suspicious/noExplicitAny: a SQLite row; templates read its columns as text or numbers by name
export type Rec = Record<string, any>;

export function formatCurrency(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  const n = Number(v);
  if (!Number.isFinite(n)) return '';
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function formatDateTime(v: unknown): string {
  const s = String(v ?? '');
  return s ? s.slice(0, 16) : '';
}

export function formatDate(v: unknown): string {
  const s = String(v ?? '');
  return s ? s.slice(0, 10) : '';
}

/** `salutation first last`, trimmed (list cells, detail NAME value, modal rows). */
export function personName(r: Rec): string {
  const sal = optionLabel('salutation_dom', r.salutation);
  return [sal, r.first_name, r.last_name].filter((x) => x && String(x).trim()).join(' ');
}

/** Record header title (replica doc §5.2): untrimmed for persons unless `trim`. */
export function headerTitle(r: Rec, person: boolean, trim: boolean): string {
  if (!person) return String(r.name ?? '');
  const raw = `${optionLabel('salutation_dom', r.salutation)} ${r.first_name ?? ''} ${r.last_name ?? ''}`;
  return trim ? raw.replace(/\s+/g, ' ').trim() : raw;
}

/** Plain text of a field value as lists, exports and summaries show it. */
export function displayText(field: FieldDef, r: Rec): string {
  const v = r[field.name];
  switch (field.type) {
    case 'name':
      return personName(r);
    case 'enum':
    case 'dynamicenum':
      return optionLabel(field.options, v, field.extraOptions);
    case 'currency':
      return formatCurrency(v);
    case 'datetime':
    case 'audit':
      return formatDateTime(v);
    case 'date':
      return formatDate(v);
    case 'bool':
      return v ? '1' : '0';
    case 'address': {
      const p = field.prefix!;
      return [r[`${p}_street`], r[`${p}_city`], r[`${p}_state`], r[`${p}_postalcode`], r[`${p}_country`]].filter(Boolean).join(', ');
    }
    case 'int':
      return v === null || v === undefined ? '' : String(Math.round(Number(v)));
    default:
      return v === null || v === undefined ? '' : String(v);
  }
}
