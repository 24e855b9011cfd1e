/**
 * Synthetic episodes and a fake PageAccess for evaluator unit tests.
 */
import { Episode, type Step } from '../../core/trace';
import type { PageAccess } from '../../core/page-access';
import { noPageAccess } from '../../core/page-access';
import type { Policy } from '../../tasks/schema';

/** One step: action, args, element text/bid, URL. */
export function step(
  action_type: string,
  action_args: unknown[] = [],
  o: { text?: string; bid?: string; url?: string; extra?: Record<string, unknown> } = {},
): Step {
  const url = o.url ?? 'http://crm.test/#/contacts';
  return {
    action: { action_type, action_args },
    state: { info: { element_text: o.text ?? '', element_bid: o.bid ?? '', ...(o.extra ?? {}) }, observation: { url, open_pages_urls: [url] } },
  } as Step;
}

/** An episode of the given steps. */
export function episode(steps: Step[]) {
  return Episode.parse({ task_id: 1, agent: 'test', steps, end_reason: 'finished' });
}

/** A policy with defaults for the metadata fields. */
export function policy(template: string, category: string, evalBlock: Record<string, unknown>, description = 'test policy'): Policy {
  return { policy_template_id: template, policy_category: category, source: 'organization', description, eval: evalBlock } as unknown as Policy;
}

/** A PageAccess with canned answers (no browser). */
export function fakePage(o: { url?: string; content?: string; bids?: Record<string, string>; body?: string; js?: Record<string, unknown> } = {}): PageAccess {
  return {
    ...noPageAccess(o.url ?? 'http://crm.test/#/contacts'),
    content: async () => o.content ?? '',
    innerText: async () => o.body ?? '',
    resolveSelectorToBid: async (s) => o.bids?.[s] ?? null,
    evaluate: async (expr) => (o.js && expr in o.js ? { ok: true, value: o.js[expr] } : { ok: false, error: 'missing' }),
  };
}
