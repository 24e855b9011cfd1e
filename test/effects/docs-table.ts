/**
 * The rule tables of docs/replicas.md "What each write is called" (issue 55), generated from the
 * apps' effect rules; docs.test.ts keeps the page in step. `npx tsx test/effects/docs-table.ts`
 * rewrites the tables between their markers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EffectRule } from '../../core/effects';
import { GITLAB_EFFECTS } from '../../apps/gitlab/effects';
import { SHOPPING_ADMIN_EFFECTS } from '../../apps/shopping-admin/effects';
import { SUITECRM_EFFECTS } from '../../apps/suitecrm/effects';
import { allModuleDefs } from '../../apps/suitecrm/meta/modules';
import { HELPDESK_EFFECTS } from '../../examples/helpdesk/app/effects';

export const DOC = fileURLToPath(new URL('../../docs/replicas.md', import.meta.url));

/** One condition in words: `name = value` for a literal, `name empty`, `name set`, else the expression. */
function condition(name: string, re: string): string {
  if (re === '^$') return `${name} empty`;
  if (re === '.') return `${name} set`;
  if (re === '\\S') return `${name} not blank`;
  const literal = /^\^([\w &-]+)\$$/.exec(re);
  if (literal) return `${name} = ${literal[1]}`;
  const not = /^\^\(\?!([\w]+)\$\)$/.exec(re);
  if (not) return `${name} ≠ ${not[1]}`;
  const oneOf = /^\^\(([\w|]*)\)\$$/.exec(re);
  if (oneOf)
    return `${name} in ${oneOf[1]
      .split('|')
      .map((x) => x || '(none)')
      .join(', ')}`;
  return `${name} ~ \`${re}\``;
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

function row(r: EffectRule, effect = r.effect, module?: string): string {
  const when = [
    ...Object.entries(r.query ?? {}).map(([k, v]) => `query ${condition(k, v)}`),
    ...Object.entries(r.body ?? {}).map(([k, v]) => (k === 'module' && module ? `module = ${module}` : condition(k, v))),
    ...Object.entries(r.params ?? {}).map(([k, v]) => condition(k, v)),
  ];
  return `| ${r.method} | \`${cell(r.path)}\` | ${cell(when.join('; '))}${r.repeated ? ` [${r.repeated}]` : ''} | ${cell(effect)} |`;
}

const HEAD = '| Method | Path | When | Effect |\n|---|---|---|---|';

/** The table of `rules`, in rule order (first match wins). */
export function effectTable(rules: readonly EffectRule[]): string {
  return [HEAD, ...rules.map((r) => row(r))].join('\n');
}

/**
 * SuiteCRM's table: the per-module rules of the JSON actions folded into one row per action, with
 * `<module>` / `<Module>` for the module's key and label and the modules listed where not all.
 */
export function suitecrmTable(): string {
  const labels = new Map(allModuleDefs().map((m) => [m.key, m.label]));
  const folded = new Map<string, { rule: EffectRule; effect: string; modules: string[] }>();
  const rows: Array<string | { key: string }> = [];
  for (const r of SUITECRM_EFFECTS) {
    const key = /^\^([\w-]+)\$$/.exec(r.body?.module ?? '')?.[1]?.replace(/\\/g, '');
    const label = key ? labels.get(key) : undefined;
    if (!key || !label || !r.effect.includes(label)) {
      rows.push(row(r));
      continue;
    }
    const effect = r.effect.replace(label, '`<Module>`');
    const id = `${r.path} ${JSON.stringify({ ...r.body, module: '' })} ${effect}`;
    const f = folded.get(id);
    if (f) f.modules.push(key);
    else {
      folded.set(id, { rule: r, effect, modules: [key] });
      rows.push({ key: id });
    }
  }
  const all = Math.max(...[...folded.values()].map((f) => f.modules.length));
  const lines = rows.map((x) => {
    if (typeof x === 'string') return x;
    const f = folded.get(x.key)!;
    return row(f.rule, f.effect, f.modules.length === all ? '`<module>` (any below)' : `\`<module>\` in ${f.modules.join(', ')}`);
  });
  const modules = [...new Set([...folded.values()].flatMap((f) => f.modules))];
  return `${[HEAD, ...lines].join('\n')}\n\n\`<module>\` (\`<Module>\`): ${modules.map((k) => `${k} (${labels.get(k)})`).join(', ')}.`;
}

/** The generated text between each app's markers. */
export function effectDocSections(): Record<string, string> {
  return {
    suitecrm: suitecrmTable(),
    gitlab: effectTable(GITLAB_EFFECTS),
    shopping_admin: effectTable(SHOPPING_ADMIN_EFFECTS),
    helpdesk: effectTable(HELPDESK_EFFECTS),
  };
}

/** `text` with every section between `<!-- effects:<app>:start -->` and its end marker replaced. */
export function withSections(text: string): string {
  let out = text;
  for (const [app, body] of Object.entries(effectDocSections()))
    out = out.replace(
      new RegExp(`(<!-- effects:${app}:start[^>]*-->)[\\s\\S]*?(<!-- effects:${app}:end -->)`),
      (_, a: string, b: string) => `${a}\n${body}\n${b}`,
    );
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeFileSync(DOC, withSections(readFileSync(DOC, 'utf8')));
