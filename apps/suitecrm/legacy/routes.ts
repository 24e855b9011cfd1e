/**
 * Dispatch table `<module>/<action>` (lower-cased) → handler. Modules of the classic views only;
 * native modules fall through to the bounce page (fallback.tsx).
 */
import type { LegacyHandler } from './context';
import { meetingClose, meetingDelete, meetingEdit, meetingSave } from './meetings/edit';
import { meetingDetail } from './meetings/detail';
import { createInvitee, inviteeSearch } from './meetings/invitees';
import { popupView } from './popup';

export const ROUTES: Record<string, LegacyHandler> = {
  'meetings/editview': (r) => meetingEdit(r),
  'meetings/save': meetingSave,
  'meetings/detailview': meetingDetail,
  'meetings/delete': meetingDelete,
  'meetings/close': meetingClose,
  'meetings/inviteesearch': inviteeSearch,
  'meetings/createinvitee': createInvitee,
};

/** Handler for a module/action pair; `Popup` is shared by every module. */
export function routeFor(module: string, action: string): LegacyHandler | undefined {
  if (action.toLowerCase() === 'popup') return popupView;
  return ROUTES[`${module.toLowerCase()}/${action.toLowerCase()}`];
}
