/**
 * New project page (`/projects/new`, gitlab-replica.md 4.4): the landing cards "Create
 * blank project", "Create from template", "Import project" and "Run CI/CD for external
 * repository", switched by the URL fragment (`#blank_project`, `#create_from_template`) as on
 * GitLab 15.7; the built-in template list with "Use template"; and one project form with GitLab's
 * ids: `#project_name`, `#project_path` (filled from the name: case kept, spaces to `-`), the
 * namespace select (byteblaze preselected), the visibility radios `#project_visibility_level_0/10/20`
 * (Public checked by default), "Initialize repository with a README" (`#project_initialize_with_readme`,
 * checked; hidden for templates), "Project description (optional)", "Create project" and "Cancel"
 * (to `/dashboard/projects`). No deployment-target select: `_new_project_fields.html.haml` renders it
 * only on GitLab.com. A chosen template shows as a
 * "Template" row with "Change template". Server errors re-render the form open with what was typed.
 */
import { h, type Html } from '../../kit/html';
import type { ProjectTemplate } from '../db/templates';

const VISIBILITY_CHOICES: [number, string, string][] = [
  [0, 'Private', 'Project access must be granted explicitly to each user. If this project is part of a group, access is granted to members of the group.'],
  [10, 'Internal', 'The project can be accessed by any logged in user except external users.'],
  [20, 'Public', 'The project can be accessed without any authentication.'],
];

export interface NewProjectValues {
  name?: string;
  path?: string;
  namespace_id?: string;
  visibility_level?: string;
  initialize_with_readme?: string;
  template_name?: string;
  description?: string;
}

export function newProjectBody(o: {
  origin: string;
  namespaces: { id: number; path: string }[];
  templates: ProjectTemplate[];
  values: NewProjectValues;
  errors: string[];
  /** Open the form at once (a re-rendered form after an error). */
  formOpen: boolean;
}): Html {
  const v = o.values;
  const vis = v.visibility_level ?? '20';
  const template = o.templates.find((t) => t.key === v.template_name);
  const readme = v.initialize_with_readme === undefined ? true : v.initialize_with_readme === '1';
  return h`<div class="new-project-page js-new-project" data-form-open="${o.formOpen ? (template ? 'template' : 'blank') : ''}">
<nav class="breadcrumbs" aria-label="Breadcrumbs"><a href="/">Your work</a> / <a href="/projects/new">New project</a></nav>
<h1 class="page-title" style="font-size:20px">Create new project</h1>
<div class="new-namespace-panels js-landing" style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
  <a class="new-namespace-panel" href="#blank_project" data-qa-panel-name="blank_project"><h3>Create blank project</h3><p>Create a blank project to store your files, plan your work, and collaborate on code, among other things.</p></a>
  <a class="new-namespace-panel" href="#create_from_template" data-qa-panel-name="create_from_template"><h3>Create from template</h3><p>Create a project pre-populated with the necessary files to get you started quickly.</p></a>
  <a class="new-namespace-panel" href="#import_project" data-qa-panel-name="import_project"><h3>Import project</h3><p>Migrate your data from an external source like GitHub, Bitbucket, or another instance of GitLab.</p></a>
  <a class="new-namespace-panel" href="#cicd_for_external_repo" data-qa-panel-name="cicd_for_external_repo"><h3>Run CI/CD for external repository</h3><p>Connect your external repository to GitLab CI/CD.</p></a>
</div>
<section class="js-pane" id="import_project_pane" hidden><h2>Import project</h2><p>Importing from an external source is not available on this instance.</p><a href="/projects/new">Back</a></section>
<section class="js-pane" id="cicd_for_external_repo_pane" hidden><h2>Run CI/CD for external repository</h2><p>Connecting an external repository is not available on this instance.</p><a href="/projects/new">Back</a></section>
<section class="js-pane" id="create_from_template_pane" hidden>
  <h2>Create from template</h2>
  <ul class="nav-tabs"><li class="active"><a href="#built-in">Built-in <span class="badge">${String(o.templates.length)}</span></a></li><li><a href="#instance">Instance <span class="badge">0</span></a></li><li><a href="#group">Group <span class="badge">0</span></a></li></ul>
  <ul class="project-templates-buttons" style="list-style:none;padding:0">
  ${o.templates.map(
    (
      t,
    ) => h`<li class="template-option" style="display:flex;justify-content:space-between;align-items:center;padding:8px 0;border-bottom:1px solid #f0f0f0" data-template-key="${t.key}">
    <div><strong class="template-name">${t.name}</strong><p class="text-secondary" style="margin:2px 0">${t.description}</p></div>
    <span><a class="btn" href="https://gitlab.com/gitlab-org/project-templates/${t.key}" target="_blank" rel="noopener noreferrer">Preview</a>
    <button type="button" class="btn btn-confirm js-use-template" data-template="${t.key}" data-template-name="${t.name}">Use template</button></span></li>`,
  )}
  </ul>
</section>
<section class="js-pane" id="blank_project_pane" hidden>
${o.errors.length ? h`<div class="gl-alert gl-alert-danger project-edit-errors" role="alert"><h4>The form contains the following errors:</h4><ul>${o.errors.map((e) => h`<li>${e}</li>`)}</ul></div>` : ''}
<form method="post" action="/projects" id="new_project" class="new_project" novalidate>
  <div class="form-group js-template-row"${template ? '' : ' hidden'}><span class="label-bold">Template</span>
    <div><strong class="js-template-name">${template?.name ?? ''}</strong> <button type="button" class="btn js-change-template">Change template</button></div>
    <input type="hidden" name="project[template_name]" class="js-template-key" value="${template?.key ?? ''}"></div>
  <div class="form-group"><label for="project_name">Project name</label><input id="project_name" name="project[name]" class="form-control js-project-name" value="${v.name ?? ''}" placeholder="My awesome project" required autocomplete="off"></div>
  <div class="form-group" style="display:flex;gap:8px;align-items:end">
    <div><label for="project_namespace_id">Project URL</label><span class="input-group-text">${o.origin}/</span>
      <select id="project_namespace_id" name="project[namespace_id]" aria-label="Pick a group or namespace">${o.namespaces.map((n) => h`<option value="${String(n.id)}"${String(n.id) === (v.namespace_id ?? String(o.namespaces[0]?.id)) ? ' selected' : ''}>${n.path}</option>`)}</select></div>
    <span style="padding-bottom:6px">/</span>
    <div><label for="project_path">Project slug</label><input id="project_path" name="project[path]" class="form-control js-project-path" value="${v.path ?? ''}" placeholder="my-awesome-project" required autocomplete="off"></div>
  </div>
  <p class="text-secondary">Want to organize several dependent projects under the same namespace? <a href="/groups/new">Create a group.</a></p>
  <div class="form-group"><label for="project_description">Project description <span>(optional)</span></label><textarea id="project_description" name="project[description]" class="form-control" rows="3" maxlength="250" placeholder="Description format">${v.description ?? ''}</textarea></div>
  <fieldset class="form-group visibility-level-setting"><legend class="label-bold">Visibility Level <a href="/help/user/public_access" target="_blank" aria-label="Documentation for Visibility Level">?</a></legend>
  ${VISIBILITY_CHOICES.map(
    ([
      level,
      name,
      help,
    ]) => h`<div class="form-check"><input type="radio" class="form-check-input" id="project_visibility_level_${String(level)}" name="project[visibility_level]" value="${String(level)}"${vis === String(level) ? ' checked' : ''}>
    <label class="form-check-label" for="project_visibility_level_${String(level)}"><span class="option-title">${name}</span></label><span class="option-description text-secondary"> ${help}</span></div>`,
  )}
  </fieldset>
  <fieldset class="form-group js-readme-row"${template ? ' hidden' : ''}><legend class="label-bold">Project Configuration</legend>
    <div class="form-check"><input type="hidden" name="project[initialize_with_readme]" value="0"><input type="checkbox" class="form-check-input" id="project_initialize_with_readme" name="project[initialize_with_readme]" value="1"${readme ? ' checked' : ''}>
      <label class="form-check-label" for="project_initialize_with_readme">Initialize repository with a README</label><div class="text-secondary">Allows you to immediately clone this project’s repository. Skip this if you plan to push up an existing repository.</div></div>
    <div class="form-check"><input type="checkbox" class="form-check-input" id="project_initialize_with_sast" name="project[initialize_with_sast]" value="1">
      <label class="form-check-label" for="project_initialize_with_sast">Enable Static Application Security Testing (SAST)</label><div class="text-secondary">Analyze your source code for known security vulnerabilities. <a href="/help/user/application_security/sast/index" target="_blank">Learn more.</a></div></div>
  </fieldset>
  <div class="form-actions"><button type="submit" class="btn btn-confirm js-create-project-button"><span>Create project</span></button> <a class="btn btn-cancel" href="/dashboard/projects">Cancel</a></div>
</form></section></div>`;
}

/**
 * Client part: which pane the fragment opens, the template choice, and the slug that follows the
 * name until the user edits the slug.
 */
export const NEW_PROJECT_JS = `
(function(){
var root=document.querySelector('.js-new-project');if(!root)return;
var form=document.getElementById('blank_project_pane'),list=document.getElementById('create_from_template_pane'),landing=root.querySelector('.js-landing');
var key=root.querySelector('.js-template-key'),row=root.querySelector('.js-template-row'),readme=root.querySelector('.js-readme-row');
function setTemplate(k,name){key.value=k||'';row.hidden=!k;readme.hidden=!!k;root.querySelector('.js-template-name').textContent=name||'';}
function show(which){landing.hidden=which!=='landing';var panes=root.querySelectorAll('.js-pane');for(var i=0;i<panes.length;i++)panes[i].hidden=panes[i].id!==which+'_pane';}
function route(){var h=location.hash.slice(1);
  if(h==='blank_project'){setTemplate('');show('blank_project');}
  else if(h==='create_from_template'){show(key.value?'blank_project':'create_from_template');}
  else if(h==='import_project'||h==='cicd_for_external_repo'){show(h);}
  else show('landing');}
var open=root.dataset.formOpen;
if(open){show('blank_project');}else route();
window.addEventListener('hashchange',route);
root.addEventListener('click',function(e){
  var use=e.target.closest('.js-use-template');
  if(use){setTemplate(use.dataset.template,use.dataset.templateName);show('blank_project');document.getElementById('project_name').focus();return;}
  if(e.target.closest('.js-change-template')){setTemplate('');show('create_from_template');}
});
var name=document.getElementById('project_name'),path=document.getElementById('project_path');var touched=!!path.value;
function slug(s){return s.trim().replace(/\\s+/g,'-').replace(/[^A-Za-z0-9_.-]/g,'').replace(/^[-.]+/,'');}
name.addEventListener('input',function(){if(!touched)path.value=slug(name.value);});
path.addEventListener('input',function(){touched=path.value!=='';});
})();
`;
