import type { EffectRule } from '../../core/effects';

export const SHOPPING_ADMIN_EFFECTS: EffectRule[] = [];
