/**
 * Guard mode in the episode loop (issue 40): before an action runs, its step is proposed to the
 * guard (`evaluators/guard.ts`) with what the harness knows without executing it; a policy that
 * would become violated stops it (`block`) or, for a consent policy in `ask` mode, becomes a
 * question to the simulated user, asked by the guard itself, and the action runs only on a yes.
 * Any guard failure blocks the action (fail closed) and is recorded, never a crash.
 */
import { errorLine } from '../core/clip';
import { replyConsents } from '../core/consent-reply';
import { noPageAccess, type PageAccess } from '../core/page-access';
import type { ChatMessage, GuardIntervention, GuardRecord, Step, WriteRecord } from '../core/trace';
import type { GuardMode } from '../core/vocabulary';
import { createGuard, guardMessage, type Guard, type GuardPolicyContext, type GuardViolation } from '../evaluators/guard';
import { createEndGuard, ENDING_ACTIONS, type EndGuard } from '../evaluators/guard-end';
import { internalCall } from './internal-call';
import { livePageAccess } from './page-access/live';
import { proposeStep } from './propose-step';
import { selectorToBid } from './page-access/page-ops';
import type { Tabs } from './tabs';

/** What the loop does with a proposed action. */
export interface GateResult {
  /** Execute the action. */
  run: boolean;
  /** `ask` mode: the guard's question (a `send_msg_to_user` step to record first) and the user's reply. */
  question?: { ask: Step; reply: string };
  /** When not run: the step to record in the action's place. */
  blocked?: Step;
}

/** What the episode holds besides its steps, read at each check. */
export interface GuardHistory {
  chat: () => readonly ChatMessage[];
  writes: () => readonly WriteRecord[];
}

/** The guard of one episode: decides on each action and keeps the interventions. */
export class GuardGate {
  readonly record: GuardRecord;
  readonly mode: Exclude<GuardMode, 'off'>;
  private readonly guard: Guard;
  private readonly endGuard: EndGuard;
  private readonly tabs: Tabs;
  private readonly frozen: () => boolean;
  private readonly history: GuardHistory;

  constructor(o: GuardGateOptions) {
    const { policies, mode, tabs, context: ctx, frozen = () => false } = o;
    this.mode = mode;
    this.tabs = tabs;
    this.frozen = frozen;
    this.history = o.history ?? { chat: () => [], writes: () => [] };
    this.record = { mode, interventions: [] };
    // A frozen page cannot be read; only answers to the dialog reach the check then, and they act
    // on no element, so a selector resolves to nothing instead of waiting on the page.
    const page: PageAccess = {
      ...noPageAccess(),
      url: () => tabs.page.url(),
      resolveSelectorToBid: (s) => (frozen() ? Promise.resolve(null) : selectorToBid(tabs.page, s)),
    };
    this.guard = createGuard(policies, { ...ctx, page });
    this.endGuard = createEndGuard(policies, ctx);
  }

  /**
   * The step recorded for a stopped action: type `blocked` (no evaluator counts it: nothing
   * reached the app), the agent's action string, and the error the next observation shows.
   */
  private blockedStep(actionStr: string, message: string): Step {
    const url = this.tabs.page.url();
    return {
      action: { action_type: 'blocked', action_args: [], action_str: actionStr },
      state: {
        info: { element_text: '', element_bid: '', error: true, error_message: message, url_before: url, elapsed_ms: 0 },
        observation: { url, open_pages_urls: this.tabs.urls() },
      },
    };
  }

  /** Policies an ending was already refused for (the agent is told once; issue 57). */
  private readonly endRefused = new Set<number>();

  /**
   * Before `finish`/`answer`: the final-page policies ending now would leave violated on the page
   * the agent is on, not refused before (evaluators/guard-end.ts). A frozen page is not read.
   */
  private async refuseEnding(trajectory: Step[], proposed: Step): Promise<GuardViolation[]> {
    if (!ENDING_ACTIONS.has(proposed.action.action_type) || !this.endGuard.judged.length || this.frozen()) return [];
    const page = livePageAccess(this.tabs.context, this.tabs.page);
    try {
      const found = await internalCall(this.tabs.page, 'guard: read the page before the ending', () =>
        this.endGuard.check(trajectory, proposed, page, { chat: this.history.chat(), writes: this.history.writes() }),
      );
      const fresh = found.filter((v) => !this.endRefused.has(v.policy_index));
      for (const v of fresh) this.endRefused.add(v.policy_index);
      return fresh;
    } finally {
      await page.dispose();
    }
  }

  /** The action being executed (set when `decide` lets it run, cleared by `actionDone`). */
  private executing: { action: string; proposed: Step | null } | null = null;

  /** The action `decide` let run has been executed and recorded. */
  actionDone(): void {
    this.executing = null;
  }

  /**
   * The network layer's check (issue 55): would `write` (a request a page is about to send, with
   * the effect its site names) make a guarded policy violated, given `trajectory` and the writes
   * `done` so far? The write belongs to the action being executed, or between actions to the
   * last step. Returns the message of the first violation (recorded as an intervention), or null.
   * Fails closed: a guard error blocks the write.
   */
  async checkWrite(trajectory: Step[], write: { method: string; url: string; effect: string }): Promise<string | null> {
    const done = this.history.writes();
    const cur = this.executing;
    const step = cur ? trajectory.length : trajectory.length - 1;
    const action = cur?.action ?? '(between actions)';
    const pending: WriteRecord = { ...write, status: 0, body_sha256: '', body_bytes: 0, step };
    try {
      const proposed = cur ? (cur.proposed ?? bareStep(cur.action, this.tabs.page.url())) : null;
      const decision = await this.guard.check(trajectory, proposed, { done, pending, chat: this.history.chat() });
      if (decision.allowed) return null;
      for (const v of decision.violations)
        this.record.interventions.push({
          step,
          action,
          policy_index: v.policy_index,
          policy_category: v.policy_category,
          policy_template_id: v.policy_template_id,
          decision: 'blocked',
          message: guardMessage(v, `blocked by the guard (the page's write "${write.effect}")`),
        });
      return guardMessage(decision.violations[0], `blocked by the guard (the page's write "${write.effect}")`);
    } catch (e) {
      const message = `blocked: the guard failed on the write "${write.effect}" (${errorLine(e)})`;
      this.record.interventions.push({ step, action, policy_index: null, decision: 'error', message });
      return message;
    }
  }

  /**
   * Decides on `actionStr` at step `step` after `trajectory`. `ask(question)` sends the guard's
   * question to the simulated user and returns the reply.
   */
  async decide(trajectory: Step[], actionStr: string, step: number, ask: (question: string) => string): Promise<GateResult> {
    // `at`: the index of the step recorded for the action (after the guard's question, if any).
    const note = (at: number, i: Omit<GuardIntervention, 'step' | 'action'>) => this.record.interventions.push({ step: at, action: actionStr, ...i });
    const blockAll = (at: number, violations: GuardViolation[]) => {
      for (const w of violations)
        note(at, {
          policy_index: w.policy_index,
          policy_category: w.policy_category,
          policy_template_id: w.policy_template_id,
          decision: 'blocked',
          message: guardMessage(w),
        });
      return this.blockedStep(actionStr, guardMessage(violations[0]));
    };
    try {
      const proposed = await proposeStep(this.tabs, actionStr, this.frozen());
      this.executing = { action: actionStr, proposed };
      if (!proposed) return { run: true };
      const refusal = await this.refuseEnding(trajectory, proposed);
      if (refusal.length) {
        this.executing = null;
        const why = 'ending refused by the guard: the page as it is now leaves it violated; put it right or tell the user, then end again';
        for (const v of refusal)
          note(step, {
            policy_index: v.policy_index,
            policy_category: v.policy_category,
            policy_template_id: v.policy_template_id,
            decision: 'blocked',
            message: guardMessage(v, why),
          });
        return { run: false, blocked: this.blockedStep(actionStr, guardMessage(refusal[0], why)) };
      }
      const done = this.history.writes();
      const decision = await this.guard.check(trajectory, proposed, { done, chat: this.history.chat() });
      if (decision.allowed) return { run: true };
      this.executing = null;
      const consent = decision.violations.find((v) => v.consent && v.question);
      if (this.mode !== 'ask' || !consent || !decision.violations.every((v) => v.consent)) return { run: false, blocked: blockAll(step, decision.violations) };
      const asked = askStep(consent.question!, proposed);
      const reply = ask(consent.question!);
      const question = { ask: asked, reply };
      const base = { policy_index: consent.policy_index, policy_category: consent.policy_category, policy_template_id: consent.policy_template_id };
      if (!replyConsents(reply)) {
        const message = guardMessage(consent, 'declined by the user when the guard asked');
        note(step + 1, { ...base, decision: 'declined', user_answer: reply, message });
        return { run: false, question, blocked: this.blockedStep(actionStr, message) };
      }
      // The question is now part of the trajectory: what still fails is blocked.
      const chat: ChatMessage[] = [...this.history.chat(), { role: 'assistant', message: consent.question! }, { role: 'user', message: reply }];
      const after = await this.guard.check([...trajectory, asked], proposed, { done, chat });
      if (!after.allowed) return { run: false, question, blocked: blockAll(step + 1, after.violations) };
      note(step + 1, { ...base, decision: 'approved', user_answer: reply, message: guardMessage(consent, 'asked the user, approved') });
      this.executing = { action: actionStr, proposed };
      return { run: true, question };
    } catch (e) {
      this.executing = null;
      const message = `blocked: the guard failed on this action (${errorLine(e)})`;
      note(step, { policy_index: null, decision: 'error', message });
      return { run: false, blocked: this.blockedStep(actionStr, message) };
    }
  }
}

/** A step that names only its action (one the guard could not describe before it ran). */
function bareStep(actionStr: string, url: string): Step {
  return {
    action: { action_type: 'unknown', action_args: [], action_str: actionStr },
    state: { info: { element_text: '', element_bid: '', url_before: url }, observation: { url, open_pages_urls: [url] } },
  };
}

/** The guard's question as a `send_msg_to_user` step (the scorer reads consent from such steps). */
function askStep(question: string, proposed: Step): Step {
  return {
    action: { action_type: 'send_msg_to_user', action_args: [question], action_str: `send_msg_to_user(${JSON.stringify(question)})`, guard: true },
    state: {
      info: { element_text: '', element_bid: '', url_before: proposed.state.info.url_before, elapsed_ms: 0 },
      observation: { url: proposed.state.info.url_before ?? '', open_pages_urls: proposed.state.observation.open_pages_urls },
    },
  };
}

/** What a `GuardGate` is made of (issue 57: an options object, as Playwright's own constructors take). */
export interface GuardGateOptions {
  /** The task's policies (upstream `policies`). */
  policies: unknown;
  mode: Exclude<GuardMode, 'off'>;
  /** The episode's tabs: the page the guard reads. */
  tabs: Tabs;
  /** Profile, `__SITE__` placeholders and drift the guard evaluates with (as scoring does). */
  context: Omit<GuardPolicyContext, 'page'>;
  /** True while a native dialog is open (the page cannot be read; `proposeStep`). Default: never. */
  frozen?: () => boolean;
  /**
   * The episode's chat and writes so far, which the scorer reads beside the steps (a refused
   * consent, an earlier write), so the guard reads them too (issue 57). Default: none.
   */
  history?: GuardHistory;
}
