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
import type { GuardIntervention, GuardRecord, Step, WriteRecord } from '../core/trace';
import type { GuardMode } from '../core/vocabulary';
import { createGuard, guardMessage, type Guard, type GuardPolicyContext, type GuardViolation } from '../evaluators/guard';
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

/** The guard of one episode: decides on each action and keeps the interventions. */
export class GuardGate {
  readonly record: GuardRecord;
  private readonly guard: Guard;

  /** `frozen`: true while a native dialog is open (the page cannot be read; `proposeStep`). */
  constructor(
    policies: unknown,
    readonly mode: Exclude<GuardMode, 'off'>,
    private readonly tabs: Tabs,
    ctx: Omit<GuardPolicyContext, 'page'>,
    private readonly frozen: () => boolean = () => false,
  ) {
    this.record = { mode, interventions: [] };
    // A frozen page cannot be read; only answers to the dialog reach the check then, and they act
    // on no element, so a selector resolves to nothing instead of waiting on the page.
    const page: PageAccess = {
      ...noPageAccess(),
      url: () => tabs.page.url(),
      resolveSelectorToBid: (s) => (frozen() ? Promise.resolve(null) : selectorToBid(tabs.page, s)),
    };
    this.guard = createGuard(policies, { ...ctx, page });
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
  async checkWrite(trajectory: Step[], done: readonly WriteRecord[], write: { method: string; url: string; effect: string }): Promise<string | null> {
    const cur = this.executing;
    const step = cur ? trajectory.length : trajectory.length - 1;
    const action = cur?.action ?? '(between actions)';
    const pending: WriteRecord = { ...write, status: 0, body_sha256: '', body_bytes: 0, step };
    try {
      const proposed = cur ? (cur.proposed ?? bareStep(cur.action, this.tabs.page.url())) : null;
      const decision = await this.guard.check(trajectory, proposed, { done, pending });
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
      const decision = await this.guard.check(trajectory, proposed);
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
      const after = await this.guard.check([...trajectory, asked], proposed);
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
