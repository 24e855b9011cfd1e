import { request } from '@playwright/test';
import { startGitLab } from './apps/gitlab/index';
import { loginByRequest } from './browser/start';
const gl = await startGitLab();
const req = await request.newContext();
await loginByRequest(req, 'gitlab', gl.baseURL, { ...gl.credentials, via: 'request' } as never);
const P = 'byteblaze/a11y-syntax-highlighting';
for (const [path, text] of [
  [`/${P}/-/project_members`, '>Invite<'],
  [`/${P}/-/issues/new`, 'Create issue'],
  ['/projects/new', 'Create project'],
  [`/${P}/-/edit/main/README.md`, 'Commit changes'],
  [`/${P}/-/merge_requests/new`, 'Create merge request'],
  [`/${P}/-/milestones/new`, 'Create milestone'],
  [`/${P}/edit`, 'Delete project'],
  [`/${P}/edit`, 'Save changes'],
  ['/groups/new', 'Create group'],
]) {
  const r = await req.get(gl.baseURL + path);
  const b = await r.text();
  console.log(r.status(), path, text, b.includes(text), r.headers()['content-type']);
}
await gl.close();
