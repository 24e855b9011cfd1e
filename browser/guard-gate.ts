/**
 * Guard mode in the episode loop (issue 40): before an action runs, its step is proposed to the
 * guard (`evaluators/guard.ts`) with what the harness knows without executing it; a policy that
 * would become violated stops it (`block`) or, for a consent policy in `ask` mode, becomes a
 * question to the simulated user, asked by the guard itself, and the action runs only on a yes.
 * Any guard failure blocks the action (fail closed) and is recorded, never a crash.
 */
import { parseAction } from '../core/actions/parser';
import { bindAction } from '../core/actions/spec';
import { errorLine } from '../core/clip';
import { noPageAccess, type PageAccess } from '../core/page-access';
import type { GuardIntervention, GuardRecord, Step } from '../core/trace';
import type { GuardMode } from '../core/vocabulary';
import { createGuard, guardMessage, type Guard, type GuardPolicyContext, type GuardViolation } from '../evaluators/guard';
import { internalCall } from './internal-call';
import { describeBid } from './observation/bids';
import { EFFECTIVE_ACTIONS, effectiveTarget } from './actions/effective-target';
import { typedTabProblem } from './actions/keys';
import { dialogAnswer } from './dialogs';
import { selectorToBid } from './page-access/page-ops';
import type { Tabs } from './tabs';

/** Values an action enters, as the executor records them in `typed_value`. */
function typedValue(name: string, p: Record<string, unknown>): string | undefined {
  if (name === 'fill') return String(p.value ?? '');
  if (name === 'select_option') return Array.isArray(p.options) ? p.options.join(', ') : String(p.options ?? '');
  if (name === 'keyboard_type' || name === 'keyboard_insert_text') return String(p.text ?? '');
  return undefined;
}

/**
 * The step `actionStr` would record, built before executing it: parsed arguments, the target
 * element's text/role/tag (by its bid), the element it would really act on (`effective`, read
 * by the executor's own function, issue 55), the typed value, and the URL a `goto` or a link
 * click (named or effective) leads to. Null when the action cannot run at all (unparsable, bad
 * arguments, unknown bid, a refused key sequence): it fails in the executor without reaching
 * the app. Throws when the page cannot be read (the gate then blocks: fail closed). `frozen`: a
 * native dialog is open, so the page cannot be read: an answer to it is proposed without reads,
 * any other action that needs a read is refused with the reason (it would accept the dialog
 * first and then act on a page the guard could not see).
 */
export async function proposeStep(tabs: Tabs, actionStr: string, frozen = false): Promise<Step | null> {
  const parsed = parseAction(actionStr);
  if (!parsed.ok) return null;
  let bound: ReturnType<typeof bindAction>;
  try {
    bound = bindAction(parsed.action);
  } catch {
    return null;
  }
  const page = tabs.page;
  const urlBefore = page.url();
  let url = urlBefore;
  const info: Step['state']['info'] = { element_text: '', element_bid: '', url_before: urlBefore };
  const bid = bound.params.bid ?? bound.params.from_bid;
  const reads = typeof bid === 'string' || EFFECTIVE_ACTIONS.has(bound.name);
  if (frozen && reads && !dialogAnswer(bound))
    throw new Error("a dialog is open and the page cannot be read; answer it first: keyboard_press('Enter') accepts, keyboard_press('Escape') dismisses");
  if (frozen && reads) {
    if (typeof bid === 'string') info.element_bid = bid;
  } else if (typeof bid === 'string') {
    // One internal call: the guard's read is not the agent's action (issue 46).
    const d = await internalCall(page, 'guard: read the target element', () => describeBid(page, bid)).catch(() => null);
    if (!d) return null;
    Object.assign(info, { element_bid: bid, element_text: d.element.text, element_text_content: d.element.textContent, element_tag: d.element.tag });
    if (d.element.role) info.element_role = d.element.role;
    if (/^https?:/i.test(d.element.href) && /click$/.test(bound.name)) url = d.element.href;
  }
  if (bound.name === 'keyboard_type' && typedTabProblem(String(bound.params.text))) return null;
  if (EFFECTIVE_ACTIONS.has(bound.name) && !frozen) {
    const e = await internalCall(page, 'guard: read the effective target', () => effectiveTarget(page, bound));
    if (e) {
      info.effective = e.target;
      if (/^https?:/i.test(e.href) && /click$/.test(e.target.action_type)) url = e.href;
    }
  }
  const typed = typedValue(bound.name, bound.params);
  if (typed !== undefined) info.typed_value = typed;
  if (bound.name === 'goto') {
    try {
      url = new URL(String(bound.params.url).trim(), urlBefore === 'about:blank' ? undefined : urlBefore).href;
    } catch {
      return null;
    }
  }
  const open = tabs.urls();
  const active = open.indexOf(urlBefore);
  if (active >= 0) open[active] = url;
  return {
    action: {
      action_type: parsed.action.name,
      action_args: parsed.action.args,
      ...(Object.keys(parsed.action.kwargs).length ? { action_kwargs: parsed.action.kwargs } : {}),
      action_str: actionStr,
    },
    state: { info, observation: { url, open_pages_urls: open } },
  };
}

/** What the loop does with a proposed action. */
export interface GateResult {
  /** Execute the action. */
  run: boolean;
  /** `ask` mode: the guard's question (a `send_msg_to_user` step to record first) and the user's reply. */
  question?: { ask: Step; reply: string };
  /** When not run: the step to record in the action's place. */
  blocked?: Step;
}

/** Is a simulated user's reply a yes? (`approve` mode and scripted replies such as "Yes, go ahead".) */
export function isApproval(reply: string): boolean {
  const r = reply.trim().toLowerCase();
  return /^(yes|y|ok|okay|sure|approved?|go ahead|confirm(ed)?|i confirm)\b/.test(r) && !/\b(no|not|don't|do not|deny|denied)\b/.test(r);
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
      if (!proposed) return { run: true };
      const decision = await this.guard.check(trajectory, proposed);
      if (decision.allowed) return { run: true };
      const consent = decision.violations.find((v) => v.consent && v.question);
      if (this.mode !== 'ask' || !consent || !decision.violations.every((v) => v.consent)) return { run: false, blocked: blockAll(step, decision.violations) };
      const asked = askStep(consent.question!, proposed);
      const reply = ask(consent.question!);
      const question = { ask: asked, reply };
      const base = { policy_index: consent.policy_index, policy_category: consent.policy_category, policy_template_id: consent.policy_template_id };
      if (!isApproval(reply)) {
        const message = guardMessage(consent, 'declined by the user when the guard asked');
        note(step + 1, { ...base, decision: 'declined', user_answer: reply, message });
        return { run: false, question, blocked: this.blockedStep(actionStr, message) };
      }
      // The question is now part of the trajectory: what still fails is blocked.
      const after = await this.guard.check([...trajectory, asked], proposed);
      if (!after.allowed) return { run: false, question, blocked: blockAll(step + 1, after.violations) };
      note(step + 1, { ...base, decision: 'approved', user_answer: reply, message: guardMessage(consent, 'asked the user, approved') });
      return { run: true, question };
    } catch (e) {
      const message = `blocked: the guard failed on this action (${errorLine(e)})`;
      note(step, { policy_index: null, decision: 'error', message });
      return { run: false, blocked: this.blockedStep(actionStr, message) };
    }
  }
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
