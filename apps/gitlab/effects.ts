import type { EffectRule } from '../../core/effects';

export const GITLAB_EFFECTS: EffectRule[] = [];
