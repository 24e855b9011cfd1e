/** Login page (§2), admin panel (§15), classic-view container (§1.3), lead conversion. */
import { h, type Html } from '../../kit/html';
import { icon } from './navbar';
import { labelButton } from './record';

export function loginView(): Html {
  return h`<scrm-login-ui><div class="login-view full-height-view d-flex align-items-center justify-content-center"><form name="login" class="login-form" novalidate><div class="login-logo"><scrm-logo-ui><span class="logo-text" aria-label="SuiteCRM">SuiteCRM</span></scrm-logo-ui></div><div class="front-card card"><div class="inner-addon left-addon">${icon('login_user', 'login-icon')}<input type="text" name="username" class="form-control" placeholder="Username" aria-label="Username" required autocomplete="username"><div class="invalid-feedback"></div></div><div class="inner-addon left-addon">${icon('login_password', 'login-icon')}<input type="password" name="password" class="form-control" placeholder="Password" aria-label="Password" required autocomplete="current-password"><div class="invalid-feedback"></div></div><button id="login-button" class="login-button btn btn-lg" type="submit">Log In</button><a class="forgotten-password-link" role="button" data-act="forgot">Forgot Password?</a></div></form></div></scrm-login-ui>`;
}

export function forgotCard(): Html {
  return h`<div class="front-card card forgot-card"><div class="inner-addon left-addon"><input type="text" class="form-control" placeholder="User Name" aria-label="Username"></div><div class="inner-addon left-addon"><input type="text" class="form-control" placeholder="Email" aria-label="Email"></div><button class="login-button btn btn-lg" type="button" data-act="reset-password">Reset Password</button><a class="forgotten-password-link" role="button" data-act="forgot-back">Back</a></div>`;
}

export function classicView(src: string, title: string): Html {
  return h`<scrm-classic-view><div class="classic-view-container"><iframe class="classic-view-frame" src="${src}" title="${title}" frameborder="0"></iframe></div></scrm-classic-view>`;
}

type Card = [title: string, links: [label: string, href: string, desc: string][]];

const CARDS: Card[] = [
  [
    'System',
    [
      ['System Settings', '#/configurator/edit', 'Configure system-wide settings'],
      ['Currencies', '#/currencies/index', 'Set up currencies and conversion rates'],
      ['Languages', '#/administration/Languages?view=default', 'Manage which languages are available for users'],
      ['Scheduler', '#/schedulers/index', 'Set up scheduled events'],
      ['Search Settings', '#/administration/GlobalSearchSettings', 'Configure the global search'],
      ['Diagnostic Tool', '#/administration/Diagnostic', 'Capture system configuration for diagnostics and analysis'],
      ['Repair', '#/administration/Upgrade', 'Check and repair SuiteCRM'],
    ],
  ],
  [
    'Users & Authentication',
    [
      ['User Management', '#/users/index', 'Manage users, passwords, roles and security groups'],
      ['Role Management', '#/acl-roles/index', 'Manage role membership and properties'],
      ['Security Suite Group Management', '#/security-groups/index', 'Security Suite Group Editor'],
      ['Security Suite Settings', '#/security-groups/config', 'Configure Security Suite settings such as group inheritance'],
      ['Password Management', '#/administration/PasswordManager', 'Manage password requirements and expiration'],
      ['OAuth2 Clients and Tokens', '#/oauth2-clients/index', 'Manage which clients have access to the OAuth2 Server'],
      ['OAuth Keys', '#/oauth-keys/index', 'OAuth key management'],
    ],
  ],
  [
    'Email',
    [
      ['Email Settings', '#/emailman/config', 'Configure email settings'],
      ['Inbound Email', '#/inbound-email/index', 'Manage inbound email accounts'],
      ['Outbound Email', '#/outbound-email-accounts/index', 'Manage outbound email accounts'],
      ['Campaign Email Settings', '#/emailman/campaignconfig', 'Configure email settings for campaigns'],
      ['Email Queue', '#/emailman/index', 'Manage the outbound email queue'],
    ],
  ],
  [
    'Admin Tools',
    [
      ['Import Wizard', '#/import/step1?import_module=Administration', 'Use the import wizard to import records'],
      ['Backups', '#/administration/Backups', 'Backup SuiteCRM files'],
      ['Module Loader', '#/administration/UpgradeWizard?view=module', 'Add or remove SuiteCRM modules, themes, language packs and other extensions'],
      ['Upgrade Wizard', '#/administration/UpgradeWizard', 'Upload and install SuiteCRM upgrades'],
    ],
  ],
  [
    'Module Settings',
    [
      ['Display Modules and Subpanels', '#/administration/ConfigureTabs', 'Choose which modules are displayed in the navigation bar and subpanels'],
      ['Module Menu Filters', '#/studio/wizard?wizard=EditDropDownWizard', 'Create and edit module menu groupings'],
      ['Bug Tracker', '#/bugs/index', 'Manage bug tracker releases'],
      ['Projects', '#/project/index', 'Manage project settings'],
      ['Business Hours', '#/administration/BusinessHours', 'Configure business hours'],
    ],
  ],
  [
    'Developer Tools',
    [
      ['Studio', '#/studio/index', 'Customize module fields, layouts and relationships'],
      ['Rename Modules', '#/studio/wizard?wizard=RenameModules', 'Change the names of the modules appearing within the application'],
      ['Module Builder', '#/module-builder/index', 'Build new modules to expand the functionality of SuiteCRM'],
      ['Dropdown Editor', '#/studio/dropdowns', 'Add, delete, or change the dropdown lists'],
      ['Workflow', '#/workflow/index', 'Manage workflow processes'],
    ],
  ],
  [
    'Advanced OpenAdmin',
    [
      ['AOS Settings', '#/administration/AOSAdmin', 'Change settings for Advanced OpenSales'],
      ['AOP Settings', '#/administration/AOPAdmin', 'Change settings for Advanced OpenPortal'],
      ['AOD Settings', '#/administration/AODAdmin', 'Change settings for Advanced OpenDiscovery'],
    ],
  ],
];

export function adminView(): Html {
  return h`<scrm-admin-panel><div class="admin-view container-fluid"><div class="admin-view-header"><h2 class="admin-view-title">ADMINISTRATION</h2></div><div class="admin-cards row">${CARDS.map(
    ([title, links]) =>
      h`<div class="col-lg-4 col-md-6 admin-card-col"><scrm-admin-card><div class="card panel-card admin-card"><div class="card-body"><h5 class="card-title admin-card-title">${title}</h5>${links.map(
        ([label, href, desc]) =>
          h`<div class="admin-card-link-row"><a class="card-link admin-card-link" href="${href}" title="${desc}">${icon('admin')}<span>${label}</span></a></div>`,
      )}</div></div></scrm-admin-card></div>`,
  )}</div></div></scrm-admin-panel>`;
}

export function convertView(id: string, first: string, last: string, title: string, accountName: string): Html {
  const input = (label: string, v: string, part: string) =>
    h`<div class="form-group row convert-field" data-part="${part}"><label class="col-sm-3 col-form-label">${label}</label><div class="col-sm-6"><input type="text" class="form-control form-control-sm" value="${v}"></div></div>`;
  return h`<scrm-convert-lead><div class="record-view convert-lead-view" data-module="leads" data-id="${id}" data-mode="convert"><div class="record-view-header d-flex"><h2 class="record-view-title"><scrm-dynamic-label class="record-view-name-label"><span class="dynamic-label ng-star-inserted">Convert Lead</span></scrm-dynamic-label></h2><div class="record-view-action-header ml-auto"><scrm-action-group-menu class="record-view-actions"><div class="action-group-menu d-flex">${labelButton('Convert', 'convert')}${labelButton('Cancel', 'cancel')}</div></scrm-action-group-menu></div></div><hr class="record-view-hr"><div class="convert-sections"><scrm-panel class="convert-contact"><div class="card panel-card"><div class="card-header panel-header"><span class="panel-title">CONTACT</span></div><div class="card-body">${input('First Name', first, 'first_name')}${input('Last Name', last, 'last_name')}${input('Job Title', title, 'title')}</div></div></scrm-panel><scrm-panel class="convert-account"><div class="card panel-card"><div class="card-header panel-header"><label class="panel-title"><input type="checkbox" class="convert-create-account"${accountName ? h` checked` : ''}> CREATE ACCOUNT</label></div><div class="card-body">${input('Account Name', accountName, 'account_name')}</div></div></scrm-panel></div></div></scrm-convert-lead>`;
}
