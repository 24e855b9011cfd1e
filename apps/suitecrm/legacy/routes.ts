/**
 * Dispatch table `<module>/<action>` (lower-cased) → handler. Modules of the classic views only;
 * native modules fall through to the bounce page (fallback.tsx).
 */
import type { LegacyHandler, LegacyRequest } from './context';
import { meetingClose, meetingDelete, meetingEdit, meetingSave } from './meetings/edit';
import { meetingDetail } from './meetings/detail';
import { createInvitee, inviteeSearch } from './meetings/invitees';
import { popupView } from './popup';
import { emailList } from './emails/list';
import { emailDelete, emailDetail } from './emails/detail';
import { emailCompose } from './emails/compose';
import { emailSend } from './emails/send';
import { importStep1, importStep2, importStep3, importStep4 } from './import/steps';
import { addRelated, removeRelated } from './admin/related';
import { namedDelete, namedDetail, namedEdit, namedList, namedSave } from './admin/named';
import { userDetail, userEdit, userSave } from './admin/users';
import { homeDashboard, homeSearch } from './home/dashboard';
import { calendarIndex, calendarSave } from './calendar/index';
import { importLast, importRun, importTemplate, importUndo } from './import/run';

export const ROUTES: Record<string, LegacyHandler> = {
  'meetings/editview': (r) => meetingEdit(r),
  'meetings/save': meetingSave,
  'meetings/detailview': meetingDetail,
  'meetings/delete': meetingDelete,
  'meetings/close': meetingClose,
  'meetings/inviteesearch': inviteeSearch,
  'meetings/createinvitee': createInvitee,
  'emails/index': emailList,
  'emails/listview': emailList,
  'emails/detailview': emailDetail,
  'emails/delete': emailDelete,
  'emails/composeview': (r) => emailCompose(r),
  'emails/send': emailSend,
  'import/step1': (r) => importStep1(r),
  'import/index': (r) => importStep1(r),
  'import/step2': importStep2,
  'import/step3': importStep3,
  'import/step4': importStep4,
  'import/importrun': importRun,
  'import/last': importLast,
  'import/undo': importUndo,
  'import/template': importTemplate,
  'users/detailview': userDetail,
  'users/editview': (r) => userEdit(r),
  'users/save': userSave,
  'home/index': homeDashboard,
  'home/search': homeSearch,
  'home/unifiedsearch': homeSearch,
  'calendar/index': (r) => calendarIndex(r),
  'calendar/saveactivity': calendarSave,
};

for (const m of ['aclroles', 'securitygroups']) {
  Object.assign(ROUTES, {
    [`${m}/index`]: namedList,
    [`${m}/listview`]: namedList,
    [`${m}/detailview`]: namedDetail,
    [`${m}/editview`]: (r: LegacyRequest) => namedEdit(r),
    [`${m}/save`]: namedSave,
    [`${m}/delete`]: namedDelete,
  });
}
for (const m of ['aclroles', 'securitygroups', 'users']) Object.assign(ROUTES, { [`${m}/addrelated`]: addRelated, [`${m}/removerelated`]: removeRelated });

/** Handler for a module/action pair; `Popup` is shared by every module. */
export function routeFor(module: string, action: string): LegacyHandler | undefined {
  if (action.toLowerCase() === 'popup') return popupView;
  return ROUTES[`${module.toLowerCase()}/${action.toLowerCase()}`];
}
