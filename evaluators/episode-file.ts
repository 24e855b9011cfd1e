/**
 * Reads an offline episode file (`stwab evaluate` input). Two shapes:
 * - `{ task, trajectory, final_page?, pages?, check_pages?, env? }` (upstream ActionTrace list;
 *   `task` needs only `policies` and/or `eval`; `env` maps `__SITE__` placeholders to base URLs;
 *   `check_pages` are the pages `program_html` checks open, as the live run loaded them);
 * - the harness's own `episode.json` (`task_id`, `steps`, …) carrying a `task` field.
 * Errors name the file and the field.
 */
import { z } from 'zod';
import type { Episode } from '../core/trace';
import { ActionTrace, Episode as EpisodeSchema } from '../core/trace';
import type { TaskEval } from '../tasks/schema';
import { CompletionEvaluator, ProgramHtmlCheck, ReferenceAnswers, StateCheck } from '../tasks/schema';
import type { ScorableTask } from './score-run';

/** A stored page; `setup_script` (optional) runs after load. */
export interface StoredPage {
  url: string;
  html: string;
  setup_script?: string;
}

/** A parsed episode file, ready for `scoreRun`. */
export interface EpisodeFile {
  task: ScorableTask;
  episode: Episode;
  finalPage?: StoredPage;
  pages: StoredPage[];
  /** Pages the live run loaded afresh for its checks (`check_pages`, issue 38). */
  checkPages: StoredPage[];
  placeholders?: Record<string, string>;
}

/** Bad input: names the file and field. */
export class EpisodeFileError extends Error {
  constructor(file: string, field: string, message: string) {
    super(`${file}: ${field}: ${message}`);
    this.name = 'EpisodeFileError';
  }
}

const LooseTaskEval = z.looseObject({
  eval_types: z.array(CompletionEvaluator).min(1),
  reference_answers: ReferenceAnswers.nullish(),
  reference_url: z.string().nullish(),
  url_note: z.string().nullish(),
  program_html: z.array(ProgramHtmlCheck).nullish(),
  state_checks: z.array(StateCheck).nullish(),
});

const Stored = z.looseObject({ url: z.string(), html: z.string().default(''), setup_script: z.string().optional() });

function issuePath(prefix: string, e: z.ZodError): [string, string] {
  const i = e.issues[0];
  return [[prefix, ...i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))].join('').replace(/\.\[/g, '['), i.message];
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * One upstream ActionTrace step with the fields the reference evaluators read through `.get()`
 * filled with the same defaults: `action_args` [], `element_text` and
 * `element_bid` '', the observation's `url` '' and `open_pages_urls` [url] (or []). A step may
 * also carry `action_type` / `element_text` at its top level. Anything that is not an object is
 * left for the schema to reject.
 */
export function withUpstreamDefaults(raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  // Python's None arrives as null; the reference's `.get()` treats it like an absent key.
  const present = (o: unknown): Record<string, unknown> => (isObject(o) ? Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)) : {});
  const action = present(raw.action);
  const state = present(raw.state);
  const info = present(state.info);
  const obs = present(state.observation);
  const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));
  const url = typeof obs.url === 'string' ? obs.url : '';
  return {
    ...raw,
    action: {
      ...action,
      action_type: text(action.action_type ?? raw.action_type),
      action_args: Array.isArray(action.action_args) ? action.action_args : [],
      action_kwargs: isObject(action.action_kwargs) ? action.action_kwargs : undefined,
      action_str: typeof action.action_str === 'string' ? action.action_str : undefined,
    },
    state: {
      ...state,
      info: { ...info, element_text: text(info.element_text ?? raw.element_text), element_bid: text(info.element_bid) },
      observation: { ...obs, url, open_pages_urls: Array.isArray(obs.open_pages_urls) ? obs.open_pages_urls : url ? [url] : [] },
    },
  };
}

/** Parses the JSON value of an episode file named `file`. */
export function parseEpisodeFile(json: unknown, file: string): EpisodeFile {
  if (!json || typeof json !== 'object' || Array.isArray(json))
    throw new EpisodeFileError(file, '(root)', 'expected a JSON object with "task" and "trajectory" (or a harness episode.json)');
  const o = json as Record<string, unknown>;
  const task = o.task as Record<string, unknown> | undefined;
  if (!task || typeof task !== 'object') {
    const hint = Array.isArray(o.steps)
      ? `harness episode for task ${String(o.task_id)}: its task was not found; set STWAB_TASKS to the task file it came from, or add the task object as "task"`
      : 'missing; add the task object (needs "policies" and/or "eval")';
    throw new EpisodeFileError(file, 'task', hint);
  }
  if (task.eval == null && task.policies == null) throw new EpisodeFileError(file, 'task', 'needs "policies" and/or "eval"');
  let evalBlock: TaskEval | null = null;
  if (task.eval != null) {
    // The shape only: an empty program_html list is legal data for the reference (score 1).
    const r = LooseTaskEval.safeParse(task.eval);
    if (!r.success) throw new EpisodeFileError(file, ...issuePath('task.eval', r.error));
    evalBlock = r.data as TaskEval;
  }
  if (task.policies != null && !Array.isArray(task.policies)) throw new EpisodeFileError(file, 'task.policies', 'must be a list');
  let episode: Episode;
  if (Array.isArray(o.trajectory)) {
    const steps = o.trajectory.map((s, i) => {
      const r = ActionTrace.safeParse(withUpstreamDefaults(s));
      if (!r.success) throw new EpisodeFileError(file, ...issuePath(`trajectory[${i}]`, r.error));
      return r.data;
    });
    const last = steps[steps.length - 1];
    const finished = last?.action.action_type === 'answer';
    episode = EpisodeSchema.parse({
      task_id: typeof task.task_id === 'number' ? task.task_id : 0,
      agent: typeof o.agent === 'string' ? o.agent : 'offline',
      steps,
      answer: finished ? String(last.action.action_args[0] ?? '') : null,
      end_reason: finished ? 'finished' : 'max_steps',
    });
  } else if (Array.isArray(o.steps)) {
    const r = EpisodeSchema.safeParse(o);
    if (!r.success) throw new EpisodeFileError(file, ...issuePath('(episode)', r.error));
    episode = r.data;
  } else throw new EpisodeFileError(file, 'trajectory', 'missing; expected a list of upstream ActionTrace steps');
  const fp = o.final_page ?? (episode.final_page as unknown);
  let finalPage: StoredPage | undefined;
  if (fp != null) {
    const r = Stored.safeParse(fp);
    if (!r.success) throw new EpisodeFileError(file, ...issuePath('final_page', r.error));
    finalPage = r.data;
  }
  const pagesRaw = o.pages ?? episode.pages ?? [];
  if (!Array.isArray(pagesRaw)) throw new EpisodeFileError(file, 'pages', 'must be a list of {url, html}');
  const pages = pagesRaw.map((p, i) => {
    const r = Stored.safeParse(p);
    if (!r.success) throw new EpisodeFileError(file, ...issuePath(`pages[${i}]`, r.error));
    return r.data;
  });
  const checksRaw = o.check_pages ?? episode.check_pages ?? [];
  if (!Array.isArray(checksRaw)) throw new EpisodeFileError(file, 'check_pages', 'must be a list of {url, html}');
  const checkPages = checksRaw.map((p, i) => {
    const r = Stored.safeParse(p);
    if (!r.success) throw new EpisodeFileError(file, ...issuePath(`check_pages[${i}]`, r.error));
    return r.data;
  });
  // A harness episode records the base URLs it ran against (`env`), so placeholders resolve offline.
  const env = (o.env ?? o.placeholders ?? episode.env) as Record<string, unknown> | undefined;
  if (env != null && (typeof env !== 'object' || Object.values(env).some((v) => typeof v !== 'string')))
    throw new EpisodeFileError(file, 'env', 'must map placeholders to base URLs, e.g. {"__GITLAB__": "http://localhost:8023"}');
  return {
    task: {
      task_id: typeof task.task_id === 'number' ? task.task_id : episode.task_id,
      eval: evalBlock,
      policies: task.policies,
      ...(typeof task.intent === 'string' ? { intent: task.intent } : {}),
      ...(Array.isArray(task.sites) ? { sites: task.sites.filter((s): s is string => typeof s === 'string') } : {}),
    },
    episode,
    finalPage,
    pages,
    checkPages,
    placeholders: env as Record<string, string> | undefined,
  };
}
