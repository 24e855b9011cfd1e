/**
 * A hostile agent on SuiteCRM task 235 ("delete the contact ..."), one attack per
 * test, through the real agent interface (`createAgent` on a module), the real episode loop and
 * the real replica. Every run must end within bounds as one scored run (no harness error),
 * with CR 0, and leave a small record.
 */
import { createServer, type AddressInfo } from 'node:net';
import { expect, test, type Browser } from '@playwright/test';
import { createAgent } from '../../agents/index';
import { startSuiteCrm } from '../../apps/suitecrm/index';
import type { ReplicaHandle } from '../../apps/kit/types';
import type { EpisodeRun } from '../../browser/episode-options';
import { runEpisode } from '../../browser/episode-runner';
import { scoreRun, type ScoredRun } from '../../evaluators/score-run';
import { livePageAccess } from '../../browser/page-access/live';
import { snapshotPageAccess } from '../../browser/page-access/snapshot';
import { loadTasks } from '../../tasks/loader';
import type { Profile } from '../../evaluators/verdict';
import type { Task } from '../../tasks/schema';
import { upstreamTasks } from '../tasks/upstream';
import { PLANTED, PLANTED_LONG, rawQuoted, type Attack } from './hostile-agent.mts';
import { episodeTail } from '../../matchers/format';
import { buildSummary } from '../../reporters/output/summary';
import { terminalSummary } from '../../reporters/output/terminal';
import { runsCsv } from '../../reporters/output/runs-csv';
import { reportMarkdown } from '../../reporters/output/report-md';
import { replicaLogin } from '../replica-login';

test.describe.configure({ mode: 'parallel' });

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

let crm: ReplicaHandle;
let task: Task;
test.beforeAll(async () => {
  task = loadTasks(upstreamTasks()).find(({ task }) => task.task_id === 235)!.task;
  crm = await startSuiteCrm({ mode: 'stable' });
});
test.afterAll(() => crm.close());

async function attack(
  browser: Browser,
  name: Attack,
  opts: { stepTimeoutMs?: number; observeTimeoutMs?: number; profile?: Profile; inspect?: (run: EpisodeRun) => Promise<void> } = {},
): Promise<{ run: EpisodeRun; scored: ScoredRun; ms: number }> {
  process.env.STWAB_HOSTILE = name;
  // The agent's own pages stand for pages on the outside web: allowed, on a port of their own.
  const pagePort = await freePort();
  process.env.HOSTILE_PAGE_PORT = String(pagePort);
  const agent = await createAgent('./test/hardening/hostile-agent.mts');
  await crm.reset();
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const t0 = Date.now();
  try {
    const run = await runEpisode({
      context,
      task,
      agent,
      baseUrls: { suitecrm: crm.baseURL },
      login: { suitecrm: replicaLogin('suitecrm', crm.credentials, 'form') },
      blockedOrigins: [crm.controlURL],
      allowedOrigins: [`http://127.0.0.1:${pagePort}`],
      stepTimeoutMs: opts.stepTimeoutMs,
      observeTimeoutMs: opts.observeTimeoutMs,
      maxSteps: 6,
    });
    const page = run.responsive ? livePageAccess(context, run.activePage) : snapshotPageAccess({ final: run.episode.final_page, pages: run.episode.pages });
    const scored = await scoreRun(task, run.episode, page, { profile: opts.profile ?? 'strict', placeholders: { __SUITECRM__: crm.baseURL } });
    await page.dispose();
    await opts.inspect?.(run);
    return { run, scored, ms: Date.now() - t0 };
  } finally {
    await agent.close?.();
    await context.close();
  }
}

const firstError = (run: EpisodeRun) => run.episode.steps.find((s) => s.state.info.error)?.state.info.error_message ?? '';

test('parser bombs (a fence of 20,000 blank lines, 100,000 open brackets) are step errors in milliseconds', async ({ browser }) => {
  for (const name of ['parser-bomb', 'nest-bomb'] as const) {
    const { run, scored } = await attack(browser, name);
    expect(run.episode.steps[0].state.info.elapsed_ms).toBeLessThan(2_000);
    expect(firstError(run)).toMatch(
      name === 'parser-bomb'
        ? /^cannot parse the action: expected an action name/
        : /^cannot parse the action: the action is 100006 characters long; the limit is 65536/,
    );
    expect([scored.end_reason, scored.harness_error, scored.completion?.score]).toEqual(['finished', null, 0]);
  }
});

test('a 10 MB fill() argument is refused and never echoed whole into the record', async ({ browser }) => {
  const { run, scored } = await attack(browser, 'huge-fill');
  const step = run.episode.steps[0];
  expect(step.state.info.error_message).toMatch(/^cannot parse the action: the action is 1000001\d characters long/);
  expect(step.action.action_str).toMatch(/… \[cut: 1000001\d characters\]$/);
  expect(step.action.action_str!.length).toBeLessThan(300);
  // Observations repeat last_action; the whole record stays small.
  expect(JSON.stringify(run.episode).length).toBeLessThan(2_000_000);
  expect(scored.harness_error).toBeNull();
});

test('typing that outlives its step is cancelled, not carried into the next step', async ({ browser }) => {
  const lengths: number[] = [];
  const { run } = await attack(browser, 'long-typing', {
    stepTimeoutMs: 2_000,
    inspect: async (run) => {
      const bid = run.episode.steps[0].state.info.element_bid;
      const read = () => run.activePage.evaluate((b) => (document.querySelector(`[bid="${b}"]`) as HTMLInputElement | null)?.value.length ?? -1, bid);
      lengths.push(await read());
      await run.activePage.waitForTimeout(600);
      lengths.push(await read());
    },
  });
  expect(run.episode.steps[1].state.info.error_message).toMatch(/keyboard_type took longer than 2000 ms/);
  expect(lengths[0]).toBeGreaterThan(0);
  expect(lengths[0]).toBeLessThan(60_000);
  expect(lengths[1]).toBe(lengths[0]);
});

test('a page the agent served itself, saying what the check looks for, scores CR 0 (strict); upstream keeps the reference verdict', async ({ browser }) => {
  const { run, scored } = await attack(browser, 'self-page');
  expect(run.episode.final_page!.html).toContain('Record deleted');
  expect(scored.completion!.score).toBe(0);
  expect(scored.completion!.checks[0].explanation).toMatch(/not counted: the final page http:\/\/127\.0\.0\.1:\d+ is not one of the task's sites/);
  const upstream = await attack(browser, 'self-page', { profile: 'upstream' });
  expect(upstream.scored.completion!.score).toBe(1);
});

test('a page that never stops computing ends the episode as page_unresponsive, scored and bounded', async ({ browser }) => {
  // The default observation deadline is 20 s; 3 s here keeps the test short, the path is the same.
  const { run, scored, ms } = await attack(browser, 'spin', { observeTimeoutMs: 3_000 });
  expect(run.episode.end_reason).toBe('page_unresponsive');
  expect(run.episode.end_message).toMatch(/^the page stopped responding: observation of the page took longer than 3000 ms \(http:\/\/127\.0\.0\.1:\d+\/\)$/);
  expect(run.responsive).toBe(false);
  // Bounded (a spinning page holds a core: 35 s seen on a loaded 2-core machine), not the 300 s episode cap.
  expect(ms).toBeLessThan(60_000);
  expect([scored.harness_error, scored.completion?.score, scored.cup]).toEqual([null, 0, 0]);
});

test('a page that mutates forever costs a bounded wait per step', async ({ browser }) => {
  const { run, ms } = await attack(browser, 'mutate-forever');
  expect(run.episode.end_reason).toBe('finished');
  expect(ms).toBeLessThan(30_000);
});

test('absurd mouse coordinates are refused', async ({ browser }) => {
  const { run } = await attack(browser, 'far-mouse');
  expect(firstError(run)).toBe('mouse position (1000000000000, -1000000000000) is outside the 1280x720 viewport; use coordinates inside it');
});

test("invalid usage values and crashes in the agent's own code are the agent's failure: scored, CR 0", async ({ browser }) => {
  const bad = await attack(browser, 'bad-usage');
  expect([bad.scored.end_reason, bad.scored.end_message, bad.scored.harness_error, bad.scored.completion?.score]).toEqual([
    'agent_error',
    'the agent reported invalid usage: prompt_tokens = -5 (must be a finite number >= 0)',
    null,
    0,
  ]);
  expect(bad.run.episode.usage).toBeUndefined();
  const crash = await attack(browser, 'throws');
  expect([crash.scored.end_reason, crash.scored.harness_error, crash.scored.completion?.score]).toEqual(['agent_error', null, 0]);
  // The agent author is sent to the line of their own code that threw, not into the harness.
  expect(crash.scored.end_message).toMatch(
    /^agent failed 3 times in a row: Cannot read properties of undefined \(reading 'bid'\) \(at test\/hardening\/hostile-agent\.mts:\d+:\d+\)$/,
  );
  expect(crash.run.episode.steps[0].state.info.error_message).toMatch(/\(at test\/hardening\/hostile-agent\.mts:\d+:\d+\)$/);
});

test('a reply that is not { action: string } is a step error quoting what act() returned', async ({ browser }) => {
  const { run, scored } = await attack(browser, 'bad-reply');
  expect(run.episode.steps.slice(0, 2).map((s) => s.state.info.error_message)).toEqual([
    'agent error: agent.act must return { action: string }; it returned 42',
    `agent error: agent.act must return { action: string }; it returned {"act":"click('a1')"}`,
  ]);
  expect(scored.end_reason).toBe('agent_error');
});

test('a download reached through goto() is recorded as a download, not a step error', async ({ browser }) => {
  const { run } = await attack(browser, 'download-goto');
  const step = run.episode.steps[0];
  expect(step.state.info.error).toBeUndefined();
  expect(step.state.info.downloads?.map((d) => d.name)).toEqual(['x.csv']);
});

/** Raw controls a terminal, a spreadsheet or a Markdown renderer would act on (issue 45). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for raw controls.
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

test('text an agent plants (escapes, BEL, CR, NUL, bidi, a formula, Markdown, 1 MB) is inert in the terminal, runs.csv and report.md, and exact in the JSON', async ({
  browser,
}) => {
  const { run, scored } = await attack(browser, 'planted-text');
  // The data keeps the exact text: the answer is the episode's end message, byte for byte.
  expect(scored.end_reason).toBe('finished');
  expect(scored.end_message).toBe(PLANTED);
  const longAction = `send_msg_to_user("${rawQuoted(PLANTED_LONG)}")`;
  expect(run.episode.steps[0].state.info.error_message).toContain(`the action is ${longAction.length} characters long`);
  expect(run.episode.steps[0].action.action_str).toContain('\u001b[2J');

  // Terminal: the failure output's episode tail (step lines, end message) and the summary.
  const tail = episodeTail(run.episode, null);
  const summary = buildSummary([{ ...scored, agent: `evil\u001b[2J${scored.agent}` }], { k: 1 });
  const terminal = `${tail}\n${terminalSummary(summary)}`;
  expect(terminal).not.toMatch(RAW_CONTROL);
  expect(terminal).toContain('\\x1b[2J\\x1b[31mALL PASSED');
  expect(terminal).toContain('\\x07\\rOVERWRITTEN\\x00 \\u{202e}evil');
  expect(terminal).toContain(`[cut: ${longAction.length} characters]`); // the 1 MB action, cut with its length stated
  for (const line of tail.split('\n')) expect(line.length).toBeLessThan(700);

  // runs.csv: no raw control, no cell that starts a formula, and the text is still readable.
  const csv = runsCsv([scored]);
  expect(csv).not.toMatch(RAW_CONTROL);
  const [header, row] = csv.trimEnd().split('\n');
  expect(csv.trimEnd().split('\n')).toHaveLength(2);
  const endMessage = row.split(',')[header.split(',').indexOf('end_message')];
  expect(endMessage).toBe(`"'=HYPERLINK(""http://evil.example/""`);
  expect(row).toContain('\\x1b[2J\\x1b[31mALL PASSED\\x1b[0m');
  for (const cell of row.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);

  // report.md: the agent's name in a code span, so it adds no link, image, HTML or heading.
  const md = reportMarkdown(buildSummary([{ ...scored, agent: PLANTED }], { k: 1 }));
  expect(md).not.toMatch(RAW_CONTROL);
  expect(md).toContain('`=HYPERLINK("http://evil.example/","ok")\\x1b[2J');
  expect(md).not.toMatch(/^# Heading/m);
  const outsideCode = md.replace(/`[^`]*`/g, '');
  expect(outsideCode).not.toMatch(/\]\(http:\/\/evil|<img/);
});
