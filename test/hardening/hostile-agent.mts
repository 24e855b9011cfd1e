/**
 * A deliberately hostile agent: one attack per run. `hostileAgent(attack)` for the
 * hardening tests; the default export reads `STWAB_HOSTILE`, so a whole benchmark run can be
 * attacked by hand:
 *   STWAB_HOSTILE=self-page STWAB_AGENT=./test/hardening/hostile-agent.mts npx playwright test --project=suitecrm --grep "\[235\]"
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Obs = { axtree: string; step: number; url: string };

/** The attacks, by name: each returns the action for an observation. */
export const ATTACKS = [
  'parser-bomb',
  'nest-bomb',
  'huge-fill',
  'long-typing',
  'self-page',
  'spin',
  'mutate-forever',
  'far-mouse',
  'bad-usage',
  'throws',
  'download-goto',
  'planted-text',
  'bad-reply',
] as const;
export type Attack = (typeof ATTACKS)[number];

/**
 * Text that would drive whatever shows it raw (issue 45): terminal escapes (clear screen, colour,
 * an OSC 8 link), BEL, a carriage-return overwrite, NUL, a bidirectional override, a spreadsheet
 * formula, Markdown link/image/HTML/heading. `PLANTED_LONG` adds a 1 MB tail (over the action
 * length limit: a parse error whose clipped action string still carries the controls).
 */
export const PLANTED =
  '=HYPERLINK("http://evil.example/","ok")\u001b[2J\u001b[31mALL PASSED\u001b[0m \u001b]8;;http://evil.example/\u0007link\u001b]8;;\u0007' +
  '\u0007\rOVERWRITTEN\u0000 \u202eevil\u202c [x](http://evil.example/) ![i](http://evil.example/i.png) <img src=x onerror=alert(1)>\n# Heading | cell ';
export const PLANTED_LONG = PLANTED + 'z'.repeat(1_000_000);

/** `text` inside a double-quoted action argument with only `\\` and `"` escaped (controls stay raw). */
export const rawQuoted = (text: string) => text.replace(/[\\"]/g, (c) => `\\${c}`);

const firstTextbox = (o: Obs) => /\[(\w+)\] (?:textbox|searchbox|combobox)/.exec(o.axtree)?.[1] ?? '1';

/** The hostile agent for `attack`; its own web server (for pages it serves) closes with `close()`. */
export function hostileAgent(attack: Attack) {
  let server: Server | undefined;
  // `HOSTILE_PAGE_PORT`: the port the test allows as an outside page (this machine's other ports are closed to agents).
  const ownPage = async (html: string, headers: Record<string, string> = { 'content-type': 'text/html' }) => {
    const old = server;
    if (old) await new Promise<void>((r) => old.close(() => r()));
    server = createServer((_, res) => res.writeHead(200, headers).end(html));
    await new Promise<void>((r) => server!.listen(Number(process.env.HOSTILE_PAGE_PORT ?? 0), '127.0.0.1', r));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
  };
  const done = 'answer("done")';
  const plan: Record<Attack, (o: Obs) => Promise<string> | string> = {
    'parser-bomb': (o) => (o.step < 1 ? '```\n' + '\n'.repeat(20_000) + 'x' : done),
    'nest-bomb': (o) => (o.step < 1 ? 'click(' + '['.repeat(100_000) : done),
    'huge-fill': (o) => (o.step < 1 ? `fill('${firstTextbox(o)}', "${'x'.repeat(10_000_000)}")` : done),
    'long-typing': (o) => (o.step === 0 ? `click('${firstTextbox(o)}')` : o.step === 1 ? `keyboard_type("${'y'.repeat(60_000)}")` : done),
    // The completion check of task 235 looks for the app's "Record deleted" on the final page.
    'self-page': async (o) => (o.step === 0 ? `goto("${await ownPage('<title>SuiteCRM</title><p>Record deleted</p>')}")` : done),
    spin: async (o) => (o.step === 0 ? `goto("${await ownPage('<p>busy</p><script>addEventListener("load",()=>{for(;;){}})</script>')}")` : done),
    'mutate-forever': async (o) =>
      o.step === 0
        ? `goto("${await ownPage('<p id=p>0</p><script>let i=0;setInterval(()=>{document.getElementById("p").textContent=++i},5)</script>')}")`
        : done,
    'far-mouse': (o) => (o.step < 1 ? 'mouse_click(1e12, -1e12)' : done),
    'bad-usage': () => done,
    throws: () => {
      throw new TypeError("Cannot read properties of undefined (reading 'bid')");
    },
    // Step 0 writes the controls raw into the action string (refused for its length, echoed
    // clipped); later steps use JSON escapes, valid Python ones: the parser decodes the controls.
    'planted-text': (o) =>
      o.step === 0
        ? `send_msg_to_user("${rawQuoted(PLANTED_LONG)}")`
        : o.step === 1
          ? `send_msg_to_user(${JSON.stringify(PLANTED)})`
          : `answer(${JSON.stringify(PLANTED)})`,
    'bad-reply': () => done,
    'download-goto': async (o) =>
      o.step === 0 ? `goto("${await ownPage('a,b\n1,2\n', { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="x.csv"' })}")` : done,
  };
  return {
    name: `hostile:${attack}`,
    async act(o: Obs) {
      const action = await plan[attack](o);
      if (attack === 'bad-reply') return (o.step === 0 ? 42 : { act: "click('a1')" }) as unknown as { action: string };
      if (attack === 'bad-usage') return { action, usage: { prompt_tokens: -5, completion_tokens: Number.NaN, cost_usd: Infinity } };
      return { action };
    },
    async close() {
      server?.close();
    },
  };
}

/** The agent a benchmark run loads (`STWAB_AGENT=<this file>`): the attack named by `STWAB_HOSTILE`. */
export default function fromEnv() {
  const attack = (process.env.STWAB_HOSTILE ?? 'self-page') as Attack;
  if (!ATTACKS.includes(attack)) throw new Error(`STWAB_HOSTILE=${attack}: known attacks ${ATTACKS.join(', ')}`);
  return hostileAgent(attack);
}
