/**
 * Task-file commands of the CLI: `validate`, `list`, `schema`, `fetch-tasks`.
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { BENCHMARK_PROJECTS, inProject, tagsOf, titleOf } from '../tasks/catalog';
import { formatIssue, TaskLoadError } from '../tasks/errors';
import { templateDimensionWarnings } from '../tasks/template-dimensions';
import { fetchTasks } from '../tasks/fetch';
import { loadTasks } from '../tasks/loader';
import { Task } from '../tasks/schema';
import { loadTaskSource } from '../tasks/sources';
import { formatStats, taskStats } from './stats';

import { validateRevision } from './revision';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SitesOption } from '../core/site-config';
import { checkTaskSites } from '../tasks/site-check';
import { starterPlaceholderIssues } from '../tasks/starter-placeholders';
import { declaredSites } from '../fixtures/sites';

/** The site ids a Playwright config declares (`use: { sites }` at the top and in each project) plus `.env`. */
export async function configSites(configPath: string, env: NodeJS.ProcessEnv = process.env): Promise<Set<string>> {
  const mod = (await import(pathToFileURL(resolve(configPath)).href)) as {
    default?: { use?: { sites?: SitesOption }; projects?: Array<{ use?: { sites?: SitesOption } }> };
  };
  const config = mod.default ?? {};
  const named = { configFile: resolve(configPath) };
  const ids = new Set(Object.keys(declaredSites(env, config.use?.sites, named)));
  for (const p of config.projects ?? []) for (const id of Object.keys(declaredSites(env, { ...config.use?.sites, ...p.use?.sites }, named))) ids.add(id);
  return ids;
}

/** The Playwright config beside the task file, else in the working folder (issue 56: the folder `stwab init` made). */
export function findConfig(taskPath: string, cwd = process.cwd()): string | undefined {
  const dirs = [...new Set([dirname(resolve(cwd, taskPath)), resolve(cwd)])];
  for (const dir of dirs)
    for (const ext of CONFIG_EXTS) {
      const file = join(dir, `playwright.config${ext}`);
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
  return undefined;
}
const CONFIG_EXTS = ['.ts', '.mts', '.js', '.mjs'];

/** `stwab validate <path> [--json] [--config playwright.config.ts]`: exit 0 when valid, 1 with every problem listed (one line each). */
export async function validateCommand(path: string, o: { json?: boolean; revision?: string; config?: string }): Promise<number> {
  try {
    // Against the run's sites (issue 42): `--config`, else the config beside the tasks or here, else `.env` alone.
    const config = o.config ?? findConfig(path);
    const declared = config ? await configSites(config) : new Set(Object.keys(declaredSites(process.env)));
    const loaded = loadTasks(path, { declared });
    const siteIssues = checkTaskSites(loaded, declared);
    if (siteIssues.length && !config)
      siteIssues.push({
        file: path,
        path: '',
        message: 'no playwright.config.* beside the tasks or here: pass the one that declares your sites with --config',
      });
    // The starter of `stwab init` still holding its `CHANGE ME` values would fail every run (issue 56).
    siteIssues.push(...starterPlaceholderIssues(loaded));
    if (siteIssues.length) throw new TaskLoadError(siteIssues);
    for (const w of templateDimensionWarnings(loaded)) console.error(`warning: ${formatIssue(w)}`);
    const tasks = loaded.map((t) => t.task);
    const stats = taskStats(tasks);
    console.log(o.json ? JSON.stringify({ valid: true, ...stats }, null, 2) : `valid: ${formatStats(stats)}`);
    if (o.revision) {
      try {
        console.log(validateRevision(path, tasks, o.revision).join('\n'));
      } catch (e) {
        console.error(`stwab validate: ${(e as Error).message}`);
        return 1;
      }
    }
    return 0;
  } catch (e) {
    if (!(e instanceof TaskLoadError)) throw e;
    if (o.json) console.log(JSON.stringify({ valid: false, errors: e.issues }, null, 2));
    console.error(e.message);
    return 1;
  }
}

/** `stwab list`: ids of the tasks a project / grep selects, one per line. */
export async function listCommand(o: { project?: string; grep?: string }): Promise<number> {
  if (o.project && !BENCHMARK_PROJECTS[o.project]) throw new Error(`unknown project "${o.project}"; known: ${Object.keys(BENCHMARK_PROJECTS).join(', ')}`);
  const grep = o.grep ? new RegExp(o.grep) : undefined;
  const { tasks } = await loadTaskSource();
  for (const { task } of tasks) {
    if (o.project && !inProject(task, o.project)) continue;
    if (grep && !grep.test(`${titleOf(task)} ${tagsOf(task).join(' ')}`)) continue;
    process.stdout.write(`${task.task_id}\n`);
  }
  return 0;
}

/** `stwab schema`: JSON Schema of a task file (array of tasks), input side of the zod schema. */
export function schemaCommand(o: { out?: string }): number {
  const schema = z.toJSONSchema(z.array(Task), { io: 'input', unrepresentable: 'any' });
  const text = JSON.stringify({ ...schema, title: 'ST-WebAgentBench task file' }, null, 2);
  if (o.out) writeFileSync(o.out, `${text}\n`);
  else console.log(text);
  return 0;
}

/** `stwab fetch-tasks [--url | --from] [--sha256]`. */
export async function fetchCommand(o: { url?: string; from?: string; sha256?: string }): Promise<number> {
  const r = await fetchTasks({ url: o.url, from: o.from, sha256: o.sha256 });
  const n = loadTasks(r.path).length;
  console.log(`stored ${r.path} (${r.bytes} bytes, sha256 ${r.sha256}, ${n} tasks)`);
  return 0;
}
