/**
 * Episode data model, in `core/` (the leaf of shared vocabulary: it imports nothing of the
 * harness). Pure zod, no Playwright import: the browser layer writes these shapes; evaluators, the
 * offline CLI and the reporter read them.
 *
 * A step serialises to the upstream ActionTrace shape
 * `{action: {action_type, action_args}, state: {info: {element_text, element_bid, ...},
 * observation: {url, open_pages_urls}}}`; the harness adds fields beside the upstream ones
 * (never renames them), so an upstream trajectory is a valid list of steps and vice versa.
 */
import { z } from 'zod';
import { DRIFT_PROFILES, GUARD_MODES } from './vocabulary';
import { AttackRecord } from './attack';

/** A chat message between agent and simulated user (BrowserGym `chat_messages`). */
export const ChatMessage = z.object({
  role: z.enum(['user', 'assistant', 'info']),
  message: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A native dialog (`alert`/`confirm`/`prompt`/`beforeunload`) seen during a step. */
export const DialogRecord = z.object({
  type: z.string(),
  message: z.string(),
  /** What the harness did: accepted by default, or dismissed when the agent said so. */
  handled: z.enum(['accepted', 'dismissed', 'pending']),
});

/**
 * The element an action really acted on when it is not (only) the element the agent named
 * (issue 55): the element under the pointer for `mouse_*` actions, the focused element for
 * keyboard actions, the form's default button for Enter in a form field (implicit submission),
 * the drop target of a drag. `action_type` is what the action amounted to on that element
 * (`click` for a mouse click or an Enter/Space that activates a control, `press` for other keys,
 * `submit` for Enter in the only field of a form without any button, `dblclick`, `drop`,
 * `mouse_down`, `mouse_up`; browser/actions/effective-target.ts). Read by the `strict` profile in
 * place of the named element; `upstream` keeps the reference's reading (the named bid only).
 */
export const EffectiveTarget = z.looseObject({
  action_type: z.string(),
  element_bid: z.string().default(''),
  element_text: z.string().default(''),
  element_text_content: z.string().optional(),
  element_role: z.string().optional(),
  element_tag: z.string().optional(),
  /** How the harness found it: under the pointer, in focus, the form a key submitted, the drop target. */
  via: z.enum(['pointer', 'focus', 'submit', 'drop']),
});
export type EffectiveTarget = z.infer<typeof EffectiveTarget>;

/** A request of the episode's pages that the harness stopped (issue 55): its URL and why. */
export const BlockedRequest = z.object({
  url: z.string(),
  reason: z.string(),
  /** `containment`: a place no agent may reach; `guard`: a write the guard stopped. */
  by: z.enum(['containment', 'guard']),
});
export type BlockedRequest = z.infer<typeof BlockedRequest>;

/** One agent step in the upstream ActionTrace shape plus harness extras. */
export const ActionTrace = z.looseObject({
  action: z.looseObject({
    /** BrowserGym action name (`click`, `fill`, `send_msg_to_user`, ...), or `invalid` when unparsable. */
    action_type: z.string(),
    /** Positional arguments as parsed (strings, numbers, lists). */
    action_args: z.array(z.unknown()),
    /** Keyword arguments when the action used any. */
    action_kwargs: z.record(z.string(), z.unknown()).optional(),
    /** The raw action string the agent sent. */
    action_str: z.string().optional(),
  }),
  state: z.looseObject({
    info: z.looseObject({
      /** What a person would call the acted element (its text, accessible name, value, label). */
      element_text: z.string().default(''),
      element_bid: z.string().default(''),
      /** Raw `textContent` of the element (upstream evaluators compare against this). */
      element_text_content: z.string().optional(),
      element_role: z.string().optional(),
      element_tag: z.string().optional(),
      /** Value typed by fill/keyboard_type/select_option (for hallucination and leak checks). */
      typed_value: z.string().optional(),
      error: z.boolean().optional(),
      error_message: z.string().optional(),
      url_before: z.string().optional(),
      dialogs: z.array(DialogRecord).optional(),
      downloads: z.array(z.object({ name: z.string(), path: z.string() })).optional(),
      elapsed_ms: z.number().optional(),
      screenshot: z.string().optional(),
      /** The element the action really acted on, when the harness could tell and it is not the named one (issue 55). */
      effective: EffectiveTarget.optional(),
      /**
       * Documents loaded in any frame of any open page during the step (top level and iframes,
       * every redirect hop), in order: what the agent's pages showed, read by navigation
       * policies under `strict` (issue 55).
       */
      frame_urls: z.array(z.string()).optional(),
      /** Requests the harness stopped during the step (issue 55). */
      blocked_requests: z.array(BlockedRequest).optional(),
    }),
    /** URL of the active page and all open tabs *after* the action. */
    observation: z.looseObject({
      url: z.string(),
      open_pages_urls: z.array(z.string()),
    }),
  }),
});
export type ActionTrace = z.infer<typeof ActionTrace>;
/** Alias used across the harness: one recorded step. */
export type Step = ActionTrace;

/**
 * Why an episode ended; harness errors are never agent failures. `page_unresponsive`: the page the agent left open stopped
 * answering (its main thread blocked); it is the agent's failure, scored, not a harness error.
 */
export const EndReason = z.enum(['finished', 'infeasible', 'max_steps', 'timeout', 'agent_error', 'page_unresponsive', 'harness_error']);
export type EndReason = z.infer<typeof EndReason>;

/**
 * The action of a step as text: the string the agent sent, else `name(arg, ...)` rebuilt from the
 * parsed arguments (JSON literals; a recorded trajectory may lack `action_str`). One definition
 * for the evaluators' evidence, the failure report and the report's step titles.
 */
export function actionText(action: { action_type: string; action_args?: unknown[]; action_str?: string }): string {
  return action.action_str ?? `${action.action_type}(${(action.action_args ?? []).map((x) => JSON.stringify(x)).join(', ')})`;
}

/** A page snapshot used by page-dependent evaluators offline. */
export const PageSnapshot = z.object({ url: z.string(), html: z.string() });
export type PageSnapshot = z.infer<typeof PageSnapshot>;

/**
 * One change of a drift profile, as the harness and the evaluators see it (core/drift.ts): `texts`
 * the change renames on the pages, original `from` -> drifted `to`; `entered`: the drifted text is
 * an option label an agent types or selects to choose the original value (a renamed status), so
 * the values the agent entered map back too (issue 57: kept in the stored episode, so offline
 * scoring reads the run as the live scoring did).
 */
export const DriftChange = z.object({
  /** Stable id, e.g. `label-delete`. */
  id: z.string(),
  profile: z.enum(DRIFT_PROFILES),
  /** What changes, for people (docs, reports). */
  description: z.string(),
  texts: z.array(z.object({ from: z.string(), to: z.string(), entered: z.boolean().optional() })),
});
export type DriftChange = z.infer<typeof DriftChange>;

/** The drift a replica applied (`cosmetic:1`, its app and changes): what a drifted replica reports and the episode stores. */
export const DriftRecord = z.object({
  setting: z.string(),
  app: z.string(),
  changes: z.array(DriftChange),
});
export type DriftRecord = z.infer<typeof DriftRecord>;

/** Token usage reported by an agent for one step. */
export const Usage = z.object({
  prompt_tokens: z.number().default(0),
  completion_tokens: z.number().default(0),
  total_tokens: z.number().default(0),
  cost_usd: z.number().optional(),
});
export type Usage = z.infer<typeof Usage>;

/** A database row as the replica's `GET /state` reports it. */
export const StateRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type StateRow = z.infer<typeof StateRow>;

/**
 * What an episode did to one app's records (a replica's `GET /state`): per table, the rows
 * created, changed (`before` at reset, `after` at the end) and deleted; only changed tables
 * appear; `truncated` lists tables whose lists were cut. Read by the `state_match` check.
 */
export const StateDiff = z.object({
  tables: z.record(
    z.string(),
    z.object({
      created: z.array(StateRow),
      changed: z.array(z.object({ before: StateRow, after: StateRow })),
      deleted: z.array(StateRow),
    }),
  ),
  truncated: z.array(z.string()).optional(),
});
export type StateDiff = z.infer<typeof StateDiff>;

/**
 * One request that could change the app sent by the episode's pages to a task site: any method
 * but GET, HEAD and OPTIONS, and any request the site named as a write (a GET that deletes, say).
 * Method, URL, response status (0: no response), sha256 of the body (empty string for no body),
 * and the step index it happened in (-1: start-up). `effect`: what the site says the request
 * wrote (core/effects.ts, header `x-stwab-effect`), when it did; `blocked`: the guard stopped it
 * before it reached the app (issue 55).
 */
export const WriteRecord = z.object({
  method: z.string(),
  url: z.string(),
  status: z.number().int(),
  body_sha256: z.string(),
  body_bytes: z.number().int().nonnegative(),
  step: z.number().int(),
  effect: z.string().optional(),
  blocked: z.boolean().optional(),
});
export type WriteRecord = z.infer<typeof WriteRecord>;

/**
 * One action the guard stopped or turned into a question (issue 40): the step it happened at, the
 * policy (null for a guard error), the proposed action string, the decision, and in `ask` mode
 * the simulated user's answer. `approved`: asked, the user agreed, the action ran.
 */
export const GuardIntervention = z.object({
  step: z.number().int(),
  policy_index: z.number().int().nullable(),
  policy_category: z.string().optional(),
  policy_template_id: z.string().optional(),
  action: z.string(),
  decision: z.enum(['blocked', 'approved', 'declined', 'error']),
  user_answer: z.string().optional(),
  message: z.string(),
});
export type GuardIntervention = z.infer<typeof GuardIntervention>;

/** The guard of an episode: its mode and every intervention, in order. */
export const GuardRecord = z.object({
  mode: z.enum(GUARD_MODES),
  interventions: z.array(GuardIntervention),
});
export type GuardRecord = z.infer<typeof GuardRecord>;

/**
 * One run of one task by one agent (`episode.json`). `observations` are stored without
 * screenshots. `answer` is the argument of the terminal `answer`/`finish` action (what
 * `string_match` reads), or null.
 */
export const Episode = z.looseObject({
  task_id: z.number().int(),
  agent: z.string(),
  model: z.string().optional(),
  /** Simulated-user mode used for `send_msg_to_user` replies. */
  user_mode: z.string().default('approve'),
  start_urls: z.array(z.string()).default([]),
  steps: z.array(ActionTrace),
  chat: z.array(ChatMessage).default([]),
  answer: z.string().nullable().default(null),
  end_reason: EndReason,
  end_message: z.string().optional(),
  final_page: PageSnapshot.optional(),
  pages: z.array(PageSnapshot).optional(),
  /**
   * The pages the task's `program_html` checks open besides the final page (fixed URLs and
   * `func:` targets), each loaded afresh at the end of the run as the evaluator loads it; read by
   * offline scoring instead of the app (issue 38).
   */
  check_pages: z.array(PageSnapshot).optional(),
  /** The errors the task's declared sites add for `popup_error` (strict; `core/site-config.ts` `errors`), for offline scoring. */
  site_errors: z.array(z.union([z.string(), z.object({ selector: z.string() })])).optional(),
  /** The base URLs the run substituted for `__SITE__` placeholders (`{ "__GITLAB__": "http://127.0.0.1:8023" }`), for offline scoring. */
  env: z.record(z.string(), z.string()).optional(),
  /** Per drifted site, the changes its replica applied; the evaluators read the episode through them (core/drift.ts). */
  drift: z.array(DriftRecord).optional(),
  usage: Usage.optional(),
  thoughts: z.array(z.string().nullable()).optional(),
  started_at: z.string().optional(),
  duration_ms: z.number().optional(),
  /** Task file the run's task came from, and its sha256 (lets `stwab evaluate` find the task). */
  tasks_source: z.string().optional(),
  tasks_sha256: z.string().optional(),
  /** Task revision the run used (`original` when absent); `stwab evaluate` re-scores under it. */
  revision: z.string().optional(),
  observations: z.array(z.record(z.string(), z.unknown())).optional(),
  /** Per site, what the app's records hold against the reset (replicas only; read by `state_match`). */
  state: z.record(z.string(), StateDiff).optional(),
  /** The write requests the episode's pages sent to the task's sites, in order. */
  writes: z.array(WriteRecord).optional(),
  /** Guard mode and interventions when the run had a guard (`STWAB_GUARD`, issue 40). */
  guard: GuardRecord.optional(),
  /** The page injection of an attacked run (`STWAB_ATTACK`, issue 59; core/attack.ts); absent when not attacked. */
  attack: AttackRecord.optional(),
});
export type Episode = z.infer<typeof Episode>;
export type EpisodeInput = z.input<typeof Episode>;
