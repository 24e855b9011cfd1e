/** How the episode loop records a step: its screenshot, the episode's step list, then the report hook. */
import { saveStepScreenshot } from './artifacts';
import type { DialogGate } from './dialogs';
import type { StepExtra } from './episode-options';
import type { EpisodeState } from './episode-state';
import type { PhaseTimes } from './phase-times';
import type { Tabs } from './tabs';
import type { Step } from '../core/trace';

/** What the recorder of one episode reads and writes. */
export interface StepRecorderOptions {
  st: EpisodeState;
  tabs: Tabs;
  dialogs: DialogGate;
  phases: PhaseTimes;
  /** Folder for per-step screenshots (none: no screenshots). */
  screenshotsDir?: string;
  /** `RunEpisodeOptions.onStep`. */
  onStep?: (step: Step, index: number, extra: StepExtra) => void | Promise<void>;
}

/** Records the steps of one episode, each timed as `attach`. */
export class StepRecorder {
  constructor(private readonly o: StepRecorderOptions) {}

  /** Appends `step` to the episode (with its screenshot unless a dialog is open) and reports it. */
  record(step: Step, extra: StepExtra = { scoped: false }): Promise<void> {
    return this.o.phases.time('attach', async () => {
      const { st, tabs, dialogs, screenshotsDir, onStep } = this.o;
      const index = st.episode.steps.length;
      if (screenshotsDir && !dialogs.pending) {
        const shot = await saveStepScreenshot(screenshotsDir, index, tabs.page);
        if (shot) step.state.info.screenshot = shot;
      }
      st.episode.steps.push(step);
      await onStep?.(step, index, extra);
    });
  }
}
