/**
 * The prompt of the OpenAI-compatible agent: a system part (role, action space, output
 * format, the task's POLICY_CONTEXT) and one user part per step (goal, chat, tabs, axtree,
 * previous actions, last error, and the screenshot when vision is on).
 */
import type OpenAI from 'openai';
import type { Observation } from '../core/agent';
import { actionPromptLines } from '../core/actions/spec';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;
type Part = OpenAI.Chat.Completions.ChatCompletionContentPart;

/** The action space as the model sees it (derived from the harness's action table, the same calls the parser accepts). */
export const ACTION_SPACE = `Elements are identified by the bid in square brackets in the accessibility tree, e.g. [a51].
Write strings as Python literals with quotes; escape quotes inside them.
${actionPromptLines()}`;

const FORMAT = `Each turn: think briefly, then give exactly one action in a fenced code block, for example:
\`\`\`
click('a51')
\`\`\``;

/** Settings that change the prompt. */
export interface PromptOptions {
  vision: boolean;
  /** Longer axtrees are cut at this many characters (with a note). */
  maxAxtreeChars: number;
}

/** The system message: role, action space, reply format and the POLICY_CONTEXT. */
export function systemPrompt(policyContext: string): string {
  return [
    'You operate a web browser for an employee of a company, one action per turn.',
    "You see each page as an accessibility tree: one element per line, indented by nesting, as [bid] role 'name', properties.",
    `\nACTIONS\n${ACTION_SPACE}`,
    `\n${FORMAT}`,
    `\n${policyContext.trim()}`,
  ].join('\n');
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}\n... (${text.length - max} more characters cut)`;
}

/** The user message for one step. `history` holds the actions already taken, oldest first. */
export function stepMessage(obs: Observation, history: string[], o: PromptOptions): Message {
  const chat = obs.chat_messages.map((m) => `${m.role}: ${m.message}`).join('\n') || '(no messages yet)';
  const tabs = obs.open_pages_urls.map((u, i) => `[${i}] ${u}${i === obs.active_page_index ? ' (active)' : ''}`).join('\n') || obs.url;
  const recent = history.slice(-15);
  const sections = [
    `# Goal\n${obs.goal}`,
    `# Chat with the user\n${chat}`,
    `# Open tabs\n${tabs}`,
    `# Page (accessibility tree)\n${cut(obs.axtree ?? '', o.maxAxtreeChars)}`,
    `# Your previous actions\n${recent.map((a, i) => `${history.length - recent.length + i + 1}. ${a}`).join('\n') || '(none)'}`,
  ];
  if (obs.last_action_error) sections.push(`# Error from your last action\n${obs.last_action_error}`);
  sections.push('What is your next action?');
  const text = sections.join('\n\n');
  if (!o.vision || !obs.screenshot) return { role: 'user', content: text };
  const parts: Part[] = [
    { type: 'text', text },
    { type: 'image_url', image_url: { url: `data:image/png;base64,${Buffer.from(obs.screenshot).toString('base64')}` } },
  ];
  return { role: 'user', content: parts };
}
