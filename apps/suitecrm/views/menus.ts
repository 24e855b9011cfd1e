/** Module submenu items with the exact hrefs of replica doc §3.3. */
import { type ModuleInfo, moduleInfo } from '../meta/registry';

export interface MenuItem {
  label: string;
  href: string;
  icon: string;
}

const q = (legacy: string, action: string) => `return_module=${legacy}&return_action=${action}`;

export function submenu(m: ModuleInfo): MenuItem[] {
  const L = m.legacy;
  const create = (label: string, key = m.key, legacy = L): MenuItem => ({ label, href: `#/${key}/edit?${q(legacy, 'DetailView')}`, icon: 'plus' });
  const view = (label: string): MenuItem => ({ label, href: `#/${m.key}/index?${q(L, 'DetailView')}`, icon: 'view' });
  const imp: MenuItem = { label: `Import ${m.label}`, href: `#/import/step1?import_module=${L}&${q(L, 'index')}`, icon: 'download' };
  switch (m.key) {
    case 'home':
      return [];
    case 'emails':
      return [
        { label: 'Compose', href: `#/emails/compose?${q('Emails', 'index')}`, icon: 'plus' },
        { label: 'View Email', href: `#/emails/index?${q('Emails', 'DetailView')}`, icon: 'view' },
      ];
    case 'calendar':
      return [
        create('Schedule Meeting', 'meetings', 'Meetings'),
        create('Log Call', 'calls', 'Calls'),
        create('Create Task', 'tasks', 'Tasks'),
        { label: 'Today', href: '#/calendar/index?view=day', icon: 'calendar' },
        { label: 'This Week', href: '#/calendar/index?view=week', icon: 'calendar' },
        { label: 'This Month', href: '#/calendar/index?view=month', icon: 'calendar' },
        { label: 'Shared', href: '#/calendar/index?view=shared', icon: 'calendar' },
      ];
    case 'campaigns':
      return [
        { label: 'Create Campaign', href: `#/campaigns/wizard-home?${q('Campaigns', 'index')}`, icon: 'plus' },
        view('View Campaigns'),
        { label: 'View Diagnostics', href: `#/campaigns/diagnostic?${q('Campaigns', 'index')}`, icon: 'view' },
      ];
    case 'reports':
      return [create('Create Report'), view('View Reports')];
    default: {
      const items = [create(m.createLabel ?? `Create ${m.singular}`)];
      if (m.vcard) items.push({ label: `Create ${m.singular} From vCard`, href: `#/${m.key}/importvcard`, icon: 'plus' });
      items.push(view(`View ${m.label}`));
      if (m.importable) items.push(imp);
      return items;
    }
  }
}

/** First create item of a module (Quick Create). */
export function createItem(key: string): MenuItem | undefined {
  const m = moduleInfo(key);
  return m ? submenu(m).find((i) => i.icon === 'plus') : undefined;
}
