/**
 * Checks tasks against the run's sites (issue 42): every site a task names, and every `__SITE__`
 * placeholder it uses, must be a built-in site or a declared one. One issue per problem, naming
 * the task and the field, in the loader's format (`tasks/errors.ts`).
 */
import { isBuiltinSite } from '../core/vocabulary';
import type { TaskIssue } from './errors';
import { placeholderFields, type LoadedTask } from './loader';

/** How to declare `site`, in the words of the config `stwab init` writes (`defineBenchmarkConfig`) and of a plain `defineConfig`. */
export const declareSiteFix = (site: string) =>
  `declare it in playwright.config.ts (defineBenchmarkConfig({ sites: { ${site}: { url } } }), or use: { sites } in a plain defineConfig) or set STWAB_SITE_${site.toUpperCase()}_URL in .env`;
const fix = declareSiteFix;

/** The problems of `tasks` given the declared site ids (built-in sites are always known). */
export function checkTaskSites(tasks: readonly LoadedTask[], declared: ReadonlySet<string>): TaskIssue[] {
  const known = (s: string) => isBuiltinSite(s) || declared.has(s);
  const list = declared.size ? `declared: ${[...declared].sort().join(', ')}` : 'no site is declared';
  const issues: TaskIssue[] = [];
  for (const { task, file } of tasks) {
    const id = String(task.task_id);
    task.sites.forEach((s, i) => {
      if (!known(s)) issues.push({ file, task: id, path: `sites[${i}]`, message: `site "${s}" is not declared (${list}); fix the name or ${fix(s)}` });
    });
    for (const [path, value] of placeholderFields(task))
      for (const m of value.matchAll(/__([A-Z][A-Z0-9_]*)__/g)) {
        const s = m[1].toLowerCase();
        if (!known(s)) issues.push({ file, task: id, path, message: `${m[0]} is on no declared site (${list}); ${fix(s)}` });
      }
  }
  return issues;
}
