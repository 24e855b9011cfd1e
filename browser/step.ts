/**
 * One step: parse -> check -> (dialog answer) -> execute -> settle -> record in the ActionTrace
 * shape. Every failure of the agent's action is a recorded step error, never a crash.
 */
import { executeAction, type ElementInfo, type ExecContext, type ExecOutcome } from './actions/executor';
import { MAX_ACTION_LENGTH, parseAction, type ActionValue } from '../core/actions/parser';
import { bindAction } from '../core/actions/spec';
import { blockReason } from './containment';
import type { DialogGate } from './dialogs';
import type { Downloads } from './downloads';
import type { PhaseTimes } from './phase-times';
import { internalCall } from './internal-call';
import { type InflightRequests, waitForQuiet } from './quiet';
import { withTimeout } from './timeout';
import { clip, ERROR_LIMIT, errorLine } from '../core/clip';
import type { Step } from '../core/trace';

/** Actions that never act on the page. */
const CHAT_AND_TERMINAL = new Set(['send_msg_to_user', 'answer', 'finish', 'report_infeasible']);

/** What `performStep` needs besides the action string. */
export interface StepContext extends ExecContext {
  dialogs: DialogGate;
  downloads: Downloads;
  /** Requests in flight in the episode's context (for the quiet wait after each action). */
  inflight: InflightRequests;
  /** Upper bound for the whole action, ms. */
  stepTimeoutMs: number;
  /** Where the settle wait is counted as `quiet`, when timing. */
  phases?: PhaseTimes;
}

/** Result of one step: the record, and what the loop must do next. */
export interface StepResult {
  step: Step;
  outcome: ExecOutcome;
  /** A dialog opened and froze the page during this step. */
  dialogOpen: boolean;
}

/**
 * After an action: wait until the active page is quiet (its DOM loaded, no request in flight, no
 * mutation for a moment), so the next observation and the final-page evaluation see the page the
 * action led to; undo navigations to blocked schemes.
 */
async function settle(ctx: StepContext, action: string): Promise<void> {
  // The reads below never throw; as one internal Playwright call they cost one call (issue 46).
  await internalCall(ctx.tabs.page, 'settle after the action', async () => {
    await ctx.dialogs.race(ctx.tabs.awaitNewTabs().catch(() => undefined));
    if (ctx.dialogs.pending) return;
    const page = ctx.tabs.page;
    await ctx.dialogs.race(page.waitForLoadState('domcontentloaded', { timeout: 5_000 }).catch(() => undefined));
    if (ctx.dialogs.pending) return;
    const quiet = () => ctx.dialogs.race(waitForQuiet(page, ctx.inflight));
    await (ctx.phases ? ctx.phases.time('quiet', quiet) : quiet());
  });
  if (ctx.dialogs.pending) return;
  const page = ctx.tabs.page;
  const reason = blockReason(page.url(), ctx.blocked);
  if (reason && page.url() !== 'about:blank') {
    await page.goBack({ timeout: 5_000 }).catch(() => page.goto('about:blank'));
    // A chat or terminal action did not navigate: the page did (a script of its own); undone, and
    // not held against the action, so a page cannot keep the agent from answering (issue 55).
    if (!CHAT_AND_TERMINAL.has(action)) throw new Error(`navigation blocked: ${reason}`);
  }
}

/** Runs `actionStr` on the episode's tabs and records it. */
export async function performStep(ctx: StepContext, actionStr: string): Promise<StepResult> {
  const t0 = Date.now();
  const urlBefore = ctx.tabs.page.url();
  const info: ElementInfo = {};
  let actionType = 'invalid';
  let args: ActionValue[] = [];
  let kwargs: Record<string, ActionValue> | undefined;
  let outcome: ExecOutcome = {};
  let error: string | undefined;
  const parsed = parseAction(actionStr);
  if (!parsed.ok) error = clip(`cannot parse the action: ${parsed.error.message}`, ERROR_LIMIT);
  else {
    actionType = parsed.action.name;
    args = parsed.action.args;
    if (Object.keys(parsed.action.kwargs).length) kwargs = parsed.action.kwargs;
    try {
      const bound = bindAction(parsed.action);
      const answeredDialog = await ctx.dialogs.answer(bound);
      if (!answeredDialog) {
        const abort = new AbortController();
        const run = withTimeout(executeAction({ ...ctx, signal: abort.signal }, bound, info), ctx.stepTimeoutMs, `${bound.name}`);
        run.catch(() => abort.abort());
        const r = await ctx.dialogs.race(run);
        if (r.done) {
          outcome = r.value;
          await settle(ctx, bound.name);
        } else abort.abort();
      } else await settle(ctx, bound.name);
    } catch (e) {
      error = errorLine(e);
    }
  }
  const dialogs = ctx.dialogs.take();
  const downloads = ctx.dialogs.pending ? [] : await ctx.downloads.take();
  const step: Step = {
    action: { action_type: actionType, action_args: args, ...(kwargs ? { action_kwargs: kwargs } : {}), action_str: storedAction(actionStr) },
    state: {
      info: {
        element_text: info.element_text ?? '',
        element_bid: info.element_bid ?? '',
        ...(info.element_text_content !== undefined ? { element_text_content: info.element_text_content } : {}),
        ...(info.element_role ? { element_role: info.element_role } : {}),
        ...(info.element_tag ? { element_tag: info.element_tag } : {}),
        ...(info.typed_value !== undefined ? { typed_value: info.typed_value } : {}),
        ...(info.effective ? { effective: info.effective } : {}),
        ...(error ? { error: true, error_message: error } : {}),
        url_before: urlBefore,
        ...(dialogs.length ? { dialogs } : {}),
        ...(downloads.length ? { downloads } : {}),
        elapsed_ms: Date.now() - t0,
      },
      observation: { url: ctx.tabs.page.url(), open_pages_urls: ctx.tabs.urls() },
    },
  };
  return { step, outcome, dialogOpen: !!ctx.dialogs.pending };
}

/**
 * The action string as recorded: whole when the parser read it, cut when it was refused for its
 * length (the record, the next observation's `last_action` and every attachment repeat it).
 */
function storedAction(actionStr: string): string {
  return actionStr.length > MAX_ACTION_LENGTH ? clip(actionStr) : actionStr;
}
