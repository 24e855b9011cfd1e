import type { EffectRule } from '../../core/effects';

export const SUITECRM_EFFECTS: EffectRule[] = [];
