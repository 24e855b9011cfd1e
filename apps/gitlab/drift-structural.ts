/**
 * The GitLab replica's `structural` drift (issue 44): the same controls in another place or
 * sequence, on the pages most GitLab tasks pass through (the new project form: 10 tasks; the
 * invite-members dialog: 16; the issue sidebar's assignee widget: 4). Routes, form fields and
 * what a submit posts stay as they are; only where a control is, or when it shows, changes.
 * Each rule rewrites the page's HTML or the client bundle (views/assets.ts), so the change holds
 * on every page load.
 */
import type { DriftRule } from '../kit/drift';
import { ASSET_PATHS } from './views/assets';

const JS = ASSET_PATHS.js;

/**
 * `project-two-steps`: the new project form in two steps. Step 1 keeps the template row, name,
 * URL and description and ends with "Next step"; step 2 (visibility, project configuration,
 * "Create project") shows only after it, with "Back". "Next step" with an empty name stays on
 * step 1 and says so. The rule adds its code before the bundle's slug logic (views/new-project.ts
 * `NEW_PROJECT_JS`).
 */
const projectTwoSteps: DriftRule = {
  id: 'project-two-steps',
  profile: 'structural',
  description: 'the new project form has two steps: name, URL and description, then "Next step" shows visibility, configuration and "Create project"',
  texts: [],
  rewrite: [
    [
      /var name=document\.getElementById\('project_name'\),path=document\.getElementById\('project_path'\);/,
      "(function(){var f=document.getElementById('new_project');if(!f)return;" +
        "var later=[f.querySelector('.visibility-level-setting'),f.querySelector('.js-readme-row'),f.querySelector('.form-actions')];" +
        'var first=[].filter.call(f.children,function(el){return later.indexOf(el)<0;});' +
        "var bar=document.createElement('div');bar.className='form-actions js-drift-step1';bar.setAttribute('data-drift','project-two-steps');" +
        'bar.innerHTML=\'<p class="text-secondary">Step 1 of 2</p><p class="gl-field-error js-drift-name-error" role="alert" hidden>Please enter a project name.</p>' +
        '<button type="button" class="btn btn-confirm js-drift-next">Next step</button> <a class="btn btn-cancel" href="/dashboard/projects">Cancel</a>\';' +
        "var back=document.createElement('button');back.type='button';back.className='btn js-drift-back';back.textContent='Back';" +
        'later[2].insertBefore(back,later[2].firstChild);f.insertBefore(bar,later[0]);' +
        "function step(n){first.forEach(function(el){el.style.display=n===1?'':'none';});bar.style.display=n===1?'':'none';" +
        "later.forEach(function(el){el.style.display=n===2?'':'none';});}step(1);" +
        "bar.querySelector('.js-drift-next').addEventListener('click',function(){var empty=!document.getElementById('project_name').value.trim();" +
        "bar.querySelector('.js-drift-name-error').hidden=!empty;if(!empty)step(2);});" +
        "back.addEventListener('click',function(){step(1);});})();\n$&",
    ],
  ],
  probe: { path: JS, shows: "bar.setAttribute('data-drift','project-two-steps')" },
};

/**
 * `invite-expiry-advanced`: the invite-members dialog's "Access expiration date (optional)" is
 * behind an "Advanced" toggle (collapsed when the dialog opens); Invite still posts what the field
 * holds (views/client-invite.ts).
 */
const inviteExpiryAdvanced: DriftRule = {
  id: 'invite-expiry-advanced',
  profile: 'structural',
  description: 'the invite dialog\'s access expiration date is behind an "Advanced" toggle, collapsed when the dialog opens',
  texts: [],
  rewrite: [
    [
      /<div class="form-group"><label for="'\+ID\+'_expires_at">/,
      '<button type="button" class="btn btn-link js-drift-advanced" aria-expanded="false" data-drift="invite-expiry-advanced">Advanced</button>' +
        '<div class="form-group js-drift-advanced-body" hidden><label for="\'+ID+\'_expires_at">',
    ],
    [
      /m\.addEventListener\('click',function\(e\)\{/,
      "$&var adv=e.target.closest('.js-drift-advanced');if(adv){var body=m.querySelector('.js-drift-advanced-body');body.hidden=!body.hidden;" +
        "adv.setAttribute('aria-expanded',String(!body.hidden));return;}",
    ],
  ],
  probe: { path: JS, shows: 'data-drift="invite-expiry-advanced"' },
};

/**
 * `assignee-moved`: the sidebar's Assignee block (its "Edit" menu and "assign yourself") is the
 * last block of the issue and merge request sidebars instead of the first, below Reference.
 */
const assigneeMoved: DriftRule = {
  id: 'assignee-moved',
  profile: 'structural',
  description: 'the Assignee block (Edit, assign yourself) is the last block of the issue sidebar instead of the first',
  texts: [],
  rewrite: [
    [
      /<div class="block assignee"([\s\S]*?<\/div><\/div>)([\s\S]*?<div class="block reference">[\s\S]*?<\/div><\/div>)/g,
      '$2\n  <div class="block assignee" data-drift="assignee-moved"$1',
    ],
  ],
  probe: { path: '/a11yproject/a11yproject.com/-/issues/1478', shows: 'data-drift="assignee-moved"' },
};

/** The structural changes, in catalog order. */
export const GITLAB_STRUCTURAL: readonly DriftRule[] = [projectTwoSteps, inviteExpiryAdvanced, assigneeMoved];
