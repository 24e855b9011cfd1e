/**
 * Extracts the action from an LLM's free-text reply: the last fenced code block if there is
 * one, else the last non-empty line (an `Action:` prefix and stray backticks removed). A reply
 * with nothing call-shaped is returned whole, so the harness parser rejects it and the step is
 * recorded as an error with the model's text visible.
 */

const FENCED = /```[\w-]*[ \t]*\n?([\s\S]*?)```/g;
const CALL = /^[A-Za-z_]\w*\s*\(/;

/** `{ action, thought }` from a reply; `thought` is the text before the action. */
export function actionFromReply(reply: string): { action: string; thought: string } {
  const text = reply.replace(/\r\n/g, '\n');
  const blocks = [...text.matchAll(FENCED)];
  const last = blocks[blocks.length - 1];
  if (last && CALL.test(last[1].trim())) {
    return { action: last[1].trim(), thought: text.slice(0, last.index).trim() };
  }
  const lines = text.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i].trim().replace(/^(action|next action)\s*:\s*/i, '').replace(/^`+|`+$/g, '').trim();
    if (!line) continue;
    if (CALL.test(line)) return { action: line, thought: lines.slice(0, i).join('\n').trim() };
    break;
  }
  return { action: text.trim(), thought: '' };
}
