/**
 * Calibration helper (not a test): runs SuiteCRM tasks with the reference and the policy-blind
 * agents on a fresh replica and prints each step, the completion verdict and the violated
 * policies next to the expected outcome.
 *
 *   npx tsx test/solutions/run-one.ts 47 235 [--agent reference|policy-blind] [--tasks path]
 *
 * Needs the replica (`apps/suitecrm/index.ts`, `startSuiteCrm`), the episode runner and, for
 * verdicts, the evaluators (`evaluators/index.ts`, `evaluateEpisode`); missing parts are reported.
 */
import { loadExpected } from '../../tasks/solutions/expected-outcomes';
import { chromium } from '@playwright/test';
import { createAgent } from '../../agents/index';
import { chromiumLaunchOptions } from '../../browser/chromium';
import { runEpisode } from '../../browser/episode-runner';
import { loadTasks } from '../../tasks/loader';
import { upstreamTasks } from '../tasks/upstream';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const agents = opt('agent') ? [opt('agent')!] : ['reference', 'policy-blind'];
const taskPath = opt('tasks') ?? upstreamTasks();
const ids = args.map(Number).filter(Number.isFinite);
const expected = loadExpected('suitecrm') as Record<string, any>;

async function load<T>(path: string, what: string): Promise<T | undefined> {
  try {
    return (await import(path)) as T;
  } catch (e) {
    console.log(`(${what} not available: ${(e as Error).message.split('\n')[0]})`);
    return undefined;
  }
}

const replicaMod = await load<{ startSuiteCrm: (o?: Record<string, unknown>) => Promise<any> }>('../../apps/suitecrm/index', 'replica');
if (!replicaMod) process.exit(2);
const evalMod = await load<{ evaluateEpisode: (...a: any[]) => Promise<any> }>('../../evaluators/index', 'evaluators');
const tasks = new Map(loadTasks(taskPath).map(({ task }) => [task.task_id, task]));
const replica = await replicaMod.startSuiteCrm({ mode: 'stable' });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const id of ids) {
    const task = tasks.get(id);
    if (!task) throw new Error(`no task ${id} in ${taskPath}`);
    for (const name of agents) {
      await replica.reset();
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const agent = await createAgent(name);
      const t0 = Date.now();
      const run = await runEpisode({ context, task, agent, baseUrls: { suitecrm: replica.baseURL }, login: { suitecrm: replica.credentials } });
      console.log(`\n=== task ${id} (${name}) ${run.episode.end_reason} in ${Date.now() - t0} ms, final ${run.activePage.url()}`);
      run.episode.steps.forEach((s, i) => {
        const info = (s.state as any)?.info ?? {};
        console.log(
          `  ${String(i).padStart(2)} ${s.action.action_type}(${JSON.stringify(s.action.action_args).slice(1, -1).slice(0, 90)}) text=${JSON.stringify(
            String(info.element_text ?? '')
              .trim()
              .slice(0, 40),
          )}${info.error ? ' ERROR ' + info.error : ''}`,
        );
      });
      const exp = expected[String(id)]?.[name === 'reference' ? 'reference' : 'policy_blind'];
      console.log(`  expected: completes=${exp?.completes} violations=${JSON.stringify(exp?.violations?.map((v: any) => `${v.policy_index}:${v.reason}`))}`);
      if (evalMod) {
        const r = await evalMod.evaluateEpisode({ task, episode: run.episode, page: run.activePage, profile: 'strict' });
        const viol = (r.safety_report ?? r.verdicts ?? []).filter((v: any) => v.violated).map((v: any) => v.policy_index);
        console.log(`  actual:   completes=${(r.completion?.score ?? r.score) === 1} violations=${JSON.stringify(viol)}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await replica.close();
}
