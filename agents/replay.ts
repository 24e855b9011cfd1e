/**
 * The replay agent: replays the actions of a recorded episode (an
 * `episode.json` of this harness, or an upstream trajectory: a list of ActionTrace steps).
 * Bids are per page load, so a recorded bid that is gone or now names another element is
 * re-found on the current axtree by the recorded element text (and role). A recording made on
 * other origins (another replica port, an AMI) has its `goto` URLs moved to this run's apps,
 * pairing the recorded start URLs with the task's.
 *
 * Source: `STWAB_REPLAY` = one file (used for every task) or a folder of `<task_id>.json`
 * (or `<task_id>/episode.json`). When the recording ends without a terminal action, the agent
 * sends `finish()`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ActionTrace } from '../core/trace';
import type { Observation } from '../core/agent';
import { ELEMENT_ACTIONS, TERMINAL } from '../core/actions/spec';
import { actionString, type ActionArg } from './action-string';
import { foldText, parseAxtree, type AxNode } from './axtree-resolve';
import { defineAgent, type Agent, type AgentReply, type TaskBrief } from '../core/agent';

/** Options of the replay agent. */
export interface ReplayOptions {
  /** File or folder; default `env.STWAB_REPLAY`. */
  source?: string;
  env?: Record<string, string | undefined>;
}

const Recording = z.union([
  z.array(ActionTrace),
  z.looseObject({ task_id: z.number().optional(), start_urls: z.array(z.string()).optional(), steps: z.array(ActionTrace) }),
  z.looseObject({ trajectory: z.array(ActionTrace) }),
]);

/** A recording: its steps and the start URLs it ran from (an episode's `start_urls`, else the first recorded page). */
export interface LoadedRecording {
  steps: ActionTrace[];
  startUrls: string[];
}

/** The first page a bare trajectory was on: the first step's `url_before`, else its observed URL. */
function firstPage(steps: ActionTrace[]): string[] {
  const s = steps[0];
  const url = (s?.state.info.url_before as string | undefined) ?? s?.state.observation.url;
  return url ? [url] : [];
}

/** Reads the recorded steps for `taskId` from `source`; throws a message naming the file and the fix. */
export function loadRecording(source: string, taskId: number): LoadedRecording {
  let file = source;
  if (existsSync(source) && statSync(source).isDirectory()) {
    file = [join(source, `${taskId}.json`), join(source, String(taskId), 'episode.json')].find(existsSync) ?? '';
    if (!file) throw new Error(`no recording for task ${taskId} in ${source} (expected ${taskId}.json or ${taskId}/episode.json)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`replay source ${file} is not readable JSON: ${(e as Error).message}`);
  }
  const parsed = Recording.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `replay source ${file} is neither an episode ({ steps: [...] }) nor a list of ActionTrace steps: ${z.prettifyError(parsed.error).split('\n')[0]}`,
    );
  const rec = parsed.data;
  if (Array.isArray(rec)) return { steps: rec, startUrls: firstPage(rec) };
  if ('steps' in rec) {
    if (rec.task_id != null && rec.task_id !== taskId) throw new Error(`replay source ${file} records task ${rec.task_id}, not task ${taskId}`);
    const steps = rec.steps as ActionTrace[];
    return { steps, startUrls: (rec.start_urls as string[] | undefined) ?? firstPage(steps) };
  }
  const steps = rec.trajectory as ActionTrace[];
  return { steps, startUrls: firstPage(steps) };
}

const originOf = (url: string): string | undefined => {
  try {
    const o = new URL(url).origin;
    return o === 'null' ? undefined : o;
  } catch {
    return undefined;
  }
};

/**
 * Recorded origin -> this run's origin, pairing the recording's start URLs with the task's in tab
 * order: a recording made on another port, host or AMI replays its `goto`s on the current app.
 */
export function originMap(recorded: readonly string[], current: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  recorded.forEach((url, i) => {
    const from = originOf(url);
    const to = current[i] === undefined ? undefined : originOf(current[i]);
    if (from && to && from !== to && !map.has(from)) map.set(from, to);
  });
  return map;
}

/**
 * The bid to use now for a recorded element: the recorded bid if it still carries the recorded
 * text, else the first node with that exact text (same role preferred), else one containing it.
 */
export function refindBid(nodes: AxNode[], recorded: { bid: string; text?: string; role?: string }): string {
  const text = foldText(recorded.text ?? '');
  const current = nodes.find((n) => n.bid === recorded.bid);
  if (current && (!text || foldText(current.name) === text)) return recorded.bid;
  if (!text) return recorded.bid;
  const marked = nodes.filter((n) => n.bid);
  const role = recorded.role?.toLowerCase();
  const exact = marked.filter((n) => foldText(n.name) === text);
  const sameRole = (n: AxNode) => n.role.toLowerCase() === role;
  const hit = exact.find(sameRole) ?? exact[0] ?? marked.find((n) => sameRole(n) && foldText(n.name).includes(text));
  return hit?.bid ?? recorded.bid;
}

/** The action string for a recorded step on the current observation; `origins` moves recorded `goto` URLs to this run's apps. */
export function replayAction(step: ActionTrace, nodes: AxNode[], origins: ReadonlyMap<string, string> = new Map()): string {
  const { action_type: type, action_args: args, action_kwargs: kwargs, action_str } = step.action;
  if (type === 'goto' && typeof args[0] === 'string') {
    const to = origins.get(originOf(args[0]) ?? '');
    if (to) return actionString('goto', [to + args[0].slice(originOf(args[0])!.length), ...(args.slice(1) as ActionArg[])]);
  }
  if (type === 'invalid' || !ELEMENT_ACTIONS.has(type) || typeof args[0] !== 'string')
    return action_str ?? actionString(type, args as ActionArg[], (kwargs ?? {}) as Record<string, ActionArg>);
  const info = step.state.info;
  const bid = refindBid(nodes, { bid: args[0], text: info.element_text, role: info.element_role });
  if (bid === args[0] && action_str) return action_str;
  return actionString(type, [bid, ...(args.slice(1) as ActionArg[])], (kwargs ?? {}) as Record<string, ActionArg>);
}

/** Creates the replay agent. A missing or unreadable recording becomes a visible `report_infeasible`. */
export function replayAgent(options: ReplayOptions = {}): Agent {
  const env = options.env ?? process.env;
  let steps: ActionTrace[] = [];
  let origins = new Map<string, string>();
  let i = 0;
  let problem: string | undefined;
  let ended = false;
  return defineAgent({
    name: 'replay',
    reset(brief: TaskBrief) {
      i = 0;
      ended = false;
      problem = undefined;
      const source = options.source ?? env.STWAB_REPLAY;
      try {
        if (!source) throw new Error('STWAB_REPLAY is not set; point it at an episode.json or a folder of <task_id>.json');
        const rec = loadRecording(source, brief.task_id);
        steps = rec.steps;
        origins = originMap(rec.startUrls, brief.start_urls);
      } catch (e) {
        steps = [];
        origins = new Map();
        problem = (e as Error).message;
      }
    },
    act(obs: Observation): AgentReply {
      if (problem) return { action: actionString('report_infeasible', [`replay: ${problem}`]) };
      if (ended || i >= steps.length) return { action: actionString('finish', []), thought: 'recording replayed' };
      const step = steps[i++];
      if (TERMINAL.has(step.action.action_type)) ended = true;
      return { action: replayAction(step, parseAxtree(obs.axtree ?? ''), origins), thought: `replaying step ${i}/${steps.length}` };
    },
  });
}
