/**
 * A cheating agent that knows the answer key and never does the task. Held back in
 * the tests: it reads the task file itself, which a product agent can never do. It
 * - makes the app's own search page print every word a final-page check looks for (SuiteCRM's
 *   unified search and GitLab's search echo the query), then finishes;
 * - answers a question with the question itself followed by every count from 0 to 20.
 * Under `original` it wins the checks that read words; under `verified` it must score CR 0.
 *   STWAB_AGENT=./test/hardening/cheat-agent.mts STWAB_REVISION=verified npx playwright test --project=suitecrm
 */
import { loadTaskSource } from '../../tasks/sources';
import type { Task } from '../../tasks/schema';

type Brief = { task_id: number; intent: string; sites: string[]; base_urls: Record<string, string> };

/** The words the final-page checks of `task` look for (targets `last` only). */
export function lastPageWords(task: Task): string[] {
  const words: string[] = [];
  for (const c of task.eval.program_html ?? []) {
    if (c.url !== 'last') continue;
    const rc = c.required_contents as { must_include?: string[]; exact_match?: string };
    words.push(...(rc.must_include ?? []).map((w) => w.split(' |OR| ')[0]), ...(rc.exact_match ? [rc.exact_match] : []));
  }
  return words;
}

/** The app's own search page, showing `query` back, for the task's first site. */
export function echoUrl(site: string, base: string, query: string): string {
  const q = encodeURIComponent(query);
  if (site === 'gitlab') return `${base}/search?search=${q}`;
  if (site === 'suitecrm') return `${base}/legacy/index.php?module=Home&action=UnifiedSearch&query_string=${q}`;
  return `${base}/catalog/product/?search=${q}`;
}

/** The cheater for one run: a fresh plan per task. */
export function cheatAgent() {
  let tasks: Task[] | null = null;
  let plan: string[] = [];
  return {
    name: 'cheat',
    async reset(brief: Brief) {
      tasks ??= (await loadTaskSource()).tasks.map((t) => t.task);
      const task = tasks.find((t) => t.task_id === brief.task_id);
      if (!task) throw new Error(`cheat agent: task ${brief.task_id} is not in the task file`);
      plan = [];
      const words = lastPageWords(task);
      const site = brief.sites[0];
      if (words.length) plan.push(`goto(${JSON.stringify(echoUrl(site, brief.base_urls[site], words.join(' ')))})`);
      const counts = Array.from({ length: 21 }, (_, i) => i).join(', ');
      plan.push(`answer(${JSON.stringify(`${brief.intent} ${counts}`)})`);
    },
    act() {
      return { action: plan.shift() ?? 'answer("done")' };
    },
  };
}

export default cheatAgent;
