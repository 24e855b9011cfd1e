/**
 * Native dialogs (`alert`, `confirm`, `prompt`, `beforeunload`) never hang an episode.
 *
 * A dialog that opens while the harness works (an action or an observation) is left open and
 * recorded as `pending`; the page is frozen until it is handled, so the next observation shows
 * the dialog on top of the last axtree. The agent's next action decides:
 * `keyboard_press('Enter')` (or `press(bid, 'Enter')`) accepts, `keyboard_press('Escape')`
 * dismisses, `keyboard_type(text)` answers a prompt and accepts; those actions are consumed by
 * the dialog. Any other action accepts the dialog first and then runs. Dialogs still open when
 * the episode ends are dismissed. The record's `handled` field is updated in place.
 */
import type { Dialog, Page } from '@playwright/test';
import type { BoundAction } from '../core/actions/spec';

/** One dialog as recorded in `step.state.info.dialogs`. */
export interface DialogEntry {
  type: string;
  message: string;
  handled: 'accepted' | 'dismissed' | 'pending';
}

/** Watches the dialogs of every page of an episode. */
export class DialogGate {
  private open: { dialog: Dialog; entry: DialogEntry } | null = null;
  private waiters: Array<() => void> = [];
  /** Dialogs seen since the last `take()`. */
  private seen: DialogEntry[] = [];

  /** Starts watching `page`. */
  watch(page: Page): void {
    page.on('dialog', (dialog) => {
      const entry: DialogEntry = { type: dialog.type(), message: dialog.message(), handled: 'pending' };
      this.seen.push(entry);
      if (this.open) {
        // A second dialog while one is open cannot happen in one page; across tabs, accept it.
        void this.settle({ dialog, entry }, true);
        return;
      }
      this.open = { dialog, entry };
      for (const w of this.waiters.splice(0)) w();
    });
  }

  /** The open dialog, if any. */
  get pending(): DialogEntry | null {
    return this.open?.entry ?? null;
  }

  /** Resolves when a dialog opens (immediately if one is open). */
  opened(): Promise<void> {
    if (this.open) return Promise.resolve();
    return new Promise((r) => this.waiters.push(r));
  }

  /** Runs `work` unless a dialog opens first; returns `'dialog'` in that case (work goes on in the background). */
  async race<T>(work: Promise<T>): Promise<{ done: true; value: T } | { done: false }> {
    work.catch(() => undefined);
    const winner = await Promise.race([work.then((value) => ({ done: true as const, value })), this.opened().then(() => ({ done: false as const }))]);
    return winner;
  }

  /** Dialogs recorded since the previous call. */
  take(): DialogEntry[] {
    return this.seen.splice(0);
  }

  private async settle(d: { dialog: Dialog; entry: DialogEntry }, accept: boolean, text?: string): Promise<void> {
    d.entry.handled = accept ? 'accepted' : 'dismissed';
    try {
      if (accept) await d.dialog.accept(text);
      else await d.dialog.dismiss();
    } catch {
      // The page closed with the dialog: nothing left to handle.
    }
  }

  /**
   * Handles the open dialog with the agent's next action. Returns true when the action was the
   * answer to the dialog (and must not run on the page).
   */
  async answer(action: BoundAction | null): Promise<boolean> {
    const d = this.open;
    if (!d) return false;
    this.open = null;
    const answer = dialogAnswer(action);
    if (answer === 'accept') await this.settle(d, true);
    else if (answer === 'dismiss') await this.settle(d, false);
    else if (answer === 'text') await this.settle(d, true, String(action!.params.text));
    else {
      await this.settle(d, true);
      return false;
    }
    return true;
  }

  /** Dismisses a dialog left open at the end of the episode. */
  async close(): Promise<void> {
    if (this.open) await this.settle(this.open, false);
    this.open = null;
  }
}

/**
 * How `action` answers an open dialog: `accept` (Enter), `dismiss` (Escape), `text` (typed text,
 * then accept), or null when it is not an answer (the dialog is then accepted and the action runs
 * on the page). Shared by the dialog gate and the guard, which cannot read a frozen page.
 */
export function dialogAnswer(action: BoundAction | null): 'accept' | 'dismiss' | 'text' | null {
  const key = action?.name === 'keyboard_press' ? action.params.key : action?.name === 'press' ? action.params.key_comb : undefined;
  if (key === 'Enter' || key === 'Return') return 'accept';
  if (key === 'Escape') return 'dismiss';
  if (action?.name === 'keyboard_type' || action?.name === 'keyboard_insert_text') return 'text';
  return null;
}

/** The line shown above the axtree while a dialog is open. */
export function dialogNotice(d: DialogEntry): string {
  return `[dialog] ${d.type} ${JSON.stringify(d.message)} is open and blocks the page: keyboard_press('Enter') accepts, keyboard_press('Escape') dismisses${d.type === 'prompt' ? ", keyboard_type('text') answers" : ''}; any other action accepts it first.`;
}
