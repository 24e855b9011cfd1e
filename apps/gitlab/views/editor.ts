/**
 * Single-file editor (`P/-/edit/<ref>/<path>`, gitlab-replica.md 4.10): the file name
 * input `#file_name`, the editor (GitLab 15.7 mounts its Monaco source editor here; the replica
 * has a plain `<textarea id="editor">` named as Monaco names its input, "Editor content;Press
 * Alt+F1 for Accessibility Options.", whose content a fill replaces), "Commit message" (default
 * `Update <file>`), "Target Branch" (default the ref), "Commit changes" and "Cancel" (named
 * "Discard changes", as `_commit_button.html.haml`). The form posts to `P/-/update/<ref>/<path>` with Rails' `_method=put`, as GitLab's does.
 */
import { h, type Html } from '../../kit/html';

export function editorBody(o: {
  fullPath: string;
  ref: string;
  path: string;
  content: string;
  values?: { commit_message?: string; branch_name?: string };
  error?: string;
}): Html {
  const file = o.path.split('/').pop() ?? o.path;
  return h`<div class="file-editor-page"><nav class="breadcrumbs" aria-label="Files breadcrumb"><a href="/${o.fullPath}/-/tree/${o.ref}">${o.fullPath.split('/')[1]}</a> / ${o.path}</nav>
<h1 class="page-title" style="font-size:20px">Edit file</h1>
${o.error ? h`<div class="gl-alert gl-alert-danger" role="alert">${o.error}</div>` : ''}
<form method="post" action="/${o.fullPath}/-/update/${o.ref}/${o.path}" class="js-edit-blob-form">
<input type="hidden" name="_method" value="put"><input type="hidden" name="original_branch" value="${o.ref}">
<div class="file-holder"><div class="js-file-title file-title" style="display:flex;gap:8px;align-items:center">
  <span class="input-group-text">${o.ref}</span><input id="file_name" name="file_path" class="form-control new-file-path js-file-path-name-input" value="${o.path}" aria-label="File name"></div>
  <textarea id="editor" name="content" class="file-editor code js-source-editor" aria-label="Editor content;Press Alt+F1 for Accessibility Options." spellcheck="false" rows="20" style="width:100%;font-family:monospace">${o.content}</textarea>
</div>
<div class="form-group"><label for="commit_message">Commit message</label><textarea id="commit_message" name="commit_message" class="form-control js-commit-message" rows="3">${o.values?.commit_message ?? `Update ${file}`}</textarea></div>
<div class="form-group"><label for="branch_name">Target Branch</label><input id="branch_name" name="branch_name" class="form-control js-branch-name" value="${o.values?.branch_name ?? o.ref}"></div>
<div class="form-actions"><button type="submit" class="btn btn-confirm js-commit-button">Commit changes</button> <a class="btn" href="/${o.fullPath}/-/blob/${o.ref}/${o.path}" aria-label="Discard changes">Cancel</a></div>
</form></div>`;
}
