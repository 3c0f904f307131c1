/**
 * Who may call what: every route the gateway registers, and the status each caller gets.
 * A route missing here fails the matrix test. Allowed cells send a payload the route refuses
 * as invalid (400) or a missing id (404), so a 2xx/4xx past the guard shows the caller got in
 * without changing data; a 401/403 shows the guard stopped them.
 */
export type Caller = 'anonymous' | 'viewer' | 'editor' | 'admin';
export const CALLERS: Caller[] = ['anonymous', 'viewer', 'editor', 'admin'];

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the OpenAPI document names it. */
  route: string;
  /** The path actually called (ids and query filled in). */
  path: string;
  body?: unknown;
  expect: Record<Caller, number>;
  /** Ends the caller's session: call it from a session of its own. */
  endsSession?: boolean;
}

const all = (status: number): Record<Caller, number> => ({
  anonymous: status,
  viewer: status,
  editor: status,
  admin: status,
});
const signedIn = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  viewer: status,
  editor: status,
  admin: status,
});
const editors = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  viewer: 403,
  editor: status,
  admin: status,
});
const admins = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  viewer: 403,
  editor: 403,
  admin: status,
});

const MISSING = 999999;

export const MATRIX: MatrixRow[] = [
  // Public: the site itself, sign-in, and operations probes.
  { method: 'GET', route: '/api/health', path: '/api/health', expect: all(200) },
  { method: 'GET', route: '/api/health/live', path: '/api/health/live', expect: all(200) },
  { method: 'GET', route: '/api/health/ready', path: '/api/health/ready', expect: all(200) },
  { method: 'GET', route: '/api/settings', path: '/api/settings', expect: all(200) },
  { method: 'POST', route: '/api/log-visit', path: '/api/log-visit', body: { page_url: '/matrix' }, expect: all(202) },
  {
    method: 'GET',
    route: '/uploads/{path}',
    path: '/uploads/images/2026/01/00000000-0000-0000-0000-000000000000.png',
    expect: all(404),
  },
  { method: 'POST', route: '/api/login', path: '/api/login', body: {}, expect: all(400) },
  { method: 'POST', route: '/api/logout', path: '/api/logout', expect: all(204), endsSession: true },
  { method: 'GET', route: '/api/login/options', path: '/api/login/options', expect: all(200) },
  { method: 'GET', route: '/api/captcha', path: '/api/captcha', expect: all(200) },
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    path: '/api/auth/forgot-password',
    body: {},
    expect: all(202),
  },
  { method: 'POST', route: '/api/auth/reset-password', path: '/api/auth/reset-password', body: {}, expect: all(400) },
  { method: 'POST', route: '/api/auth/accept-invite', path: '/api/auth/accept-invite', body: {}, expect: all(400) },
  { method: 'POST', route: '/api/auth/confirm-email', path: '/api/auth/confirm-email', body: {}, expect: all(400) },

  // Any signed-in user, on their own account.
  { method: 'GET', route: '/api/session', path: '/api/session', expect: signedIn(200) },
  { method: 'POST', route: '/api/profile/password', path: '/api/profile/password', body: {}, expect: signedIn(400) },
  { method: 'POST', route: '/api/profile/email', path: '/api/profile/email', body: {}, expect: signedIn(400) },
  {
    method: 'POST',
    route: '/api/profile/two-factor/setup',
    path: '/api/profile/two-factor/setup',
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/profile/two-factor/enable',
    path: '/api/profile/two-factor/enable',
    body: {},
    expect: signedIn(400),
  },
  {
    method: 'POST',
    route: '/api/profile/two-factor/disable',
    path: '/api/profile/two-factor/disable',
    body: {},
    expect: signedIn(400),
  },

  // Catalog reads: anyone.
  { method: 'GET', route: '/api/categories', path: '/api/categories', expect: all(200) },
  { method: 'GET', route: '/api/admin/categories', path: '/api/admin/categories', expect: signedIn(200) },
  { method: 'GET', route: '/api/admin/translations', path: '/api/admin/translations', expect: signedIn(200) },
  { method: 'GET', route: '/api/products', path: '/api/products', expect: all(200) },
  { method: 'GET', route: '/api/products/{id}', path: `/api/products/${MISSING}`, expect: all(404) },
  { method: 'GET', route: '/api/products/{id}/images', path: `/api/products/${MISSING}/images`, expect: all(404) },

  // Content writes: editors and admins.
  { method: 'POST', route: '/api/upload', path: '/api/upload', body: {}, expect: editors(400) },
  { method: 'POST', route: '/api/upload/qrcode', path: '/api/upload/qrcode', body: {}, expect: editors(400) },
  // The media library: staff browse it, editors and admins describe it.
  { method: 'GET', route: '/api/media', path: '/api/media', expect: signedIn(200) },
  { method: 'GET', route: '/api/media/{id}', path: `/api/media/${MISSING}`, expect: signedIn(404) },
  { method: 'POST', route: '/api/media', path: '/api/media', body: {}, expect: editors(400) },
  { method: 'GET', route: '/api/media/trash', path: '/api/media/trash', expect: signedIn(200) },
  { method: 'DELETE', route: '/api/media/{id}', path: `/api/media/${MISSING}`, expect: editors(404) },
  { method: 'POST', route: '/api/media/{id}/restore', path: `/api/media/${MISSING}/restore`, expect: editors(404) },
  {
    method: 'POST',
    route: '/api/media/{id}/replace',
    path: `/api/media/${MISSING}/replace`,
    body: {},
    expect: editors(400),
  },
  { method: 'PATCH', route: '/api/media/{id}', path: `/api/media/${MISSING}`, body: {}, expect: editors(400) },
  { method: 'GET', route: '/api/media/folders', path: '/api/media/folders', expect: signedIn(200) },
  { method: 'POST', route: '/api/media/folders', path: '/api/media/folders', body: {}, expect: editors(400) },
  {
    method: 'PUT',
    route: '/api/media/folders/{id}',
    path: `/api/media/folders/${MISSING}`,
    body: {},
    expect: editors(400),
  },
  { method: 'DELETE', route: '/api/media/folders/{id}', path: `/api/media/folders/${MISSING}`, expect: editors(404) },
  { method: 'POST', route: '/api/categories', path: '/api/categories', body: {}, expect: editors(400) },
  { method: 'PUT', route: '/api/categories/{id}', path: `/api/categories/${MISSING}`, body: {}, expect: editors(400) },
  { method: 'DELETE', route: '/api/categories/{id}', path: `/api/categories/${MISSING}`, expect: editors(404) },
  { method: 'POST', route: '/api/products', path: '/api/products', body: {}, expect: editors(400) },
  { method: 'PUT', route: '/api/products/{id}', path: `/api/products/${MISSING}`, body: {}, expect: editors(400) },
  { method: 'DELETE', route: '/api/products/{id}', path: `/api/products/${MISSING}`, expect: editors(404) },
  {
    method: 'POST',
    route: '/api/products/{id}/images',
    path: `/api/products/${MISSING}/images`,
    body: {},
    expect: editors(400),
  },
  {
    method: 'PUT',
    route: '/api/products/{id}/images/reorder',
    path: `/api/products/${MISSING}/images/reorder`,
    body: {},
    expect: editors(400),
  },
  {
    method: 'DELETE',
    route: '/api/products/{id}/images/{imageId}',
    path: `/api/products/${MISSING}/images/${MISSING}`,
    expect: editors(404),
  },
  {
    method: 'PUT',
    route: '/api/products/{id}/images/{imageId}/set-primary',
    path: `/api/products/${MISSING}/images/${MISSING}/set-primary`,
    expect: editors(404),
  },

  // News: anyone reads (a missing article is a 404 and counts no view); editors and admins write.
  { method: 'GET', route: '/api/pages/{key}', path: '/api/pages/home', expect: all(200) },
  { method: 'PUT', route: '/api/pages/{key}', path: '/api/pages/home', body: {}, expect: editors(400) },
  { method: 'GET', route: '/api/admin/pages', path: '/api/admin/pages', expect: signedIn(200) },
  { method: 'GET', route: '/api/admin/pages/{key}', path: '/api/admin/pages/about', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/admin/pages/{key}/preview',
    path: '/api/admin/pages/home/preview',
    body: {},
    expect: editors(400),
  },
  // A page's publishing (by id; a page is never taken down): staff read, editors and admins write.
  {
    method: 'POST',
    route: '/api/pages/{id}/publish',
    path: `/api/pages/${MISSING}/publish`,
    body: { version: 'x' },
    expect: editors(400),
  },
  { method: 'POST', route: '/api/pages/{id}/unpublish', path: `/api/pages/${MISSING}/unpublish`, expect: editors(400) },
  {
    method: 'POST',
    route: '/api/pages/{id}/schedule',
    path: `/api/pages/${MISSING}/schedule`,
    body: {},
    expect: editors(400),
  },
  { method: 'DELETE', route: '/api/pages/{id}/schedule', path: `/api/pages/${MISSING}/schedule`, expect: editors(404) },
  { method: 'GET', route: '/api/pages/{id}/revisions', path: `/api/pages/${MISSING}/revisions`, expect: signedIn(404) },
  {
    method: 'GET',
    route: '/api/pages/{id}/revisions/{rev}',
    path: `/api/pages/${MISSING}/revisions/${MISSING}`,
    expect: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/pages/{id}/revisions/{rev}/restore',
    path: `/api/pages/${MISSING}/revisions/${MISSING}/restore`,
    expect: editors(404),
  },
  {
    method: 'PUT',
    route: '/api/pages/{id}/autosave',
    path: `/api/pages/${MISSING}/autosave`,
    body: [],
    expect: editors(400),
  },
  {
    method: 'POST',
    route: '/api/pages/{id}/preview-links',
    path: `/api/pages/${MISSING}/preview-links`,
    body: { hours: 0 },
    expect: editors(400),
  },
  {
    method: 'GET',
    route: '/api/pages/{id}/preview-links',
    path: `/api/pages/${MISSING}/preview-links`,
    expect: signedIn(404),
  },
  {
    method: 'DELETE',
    route: '/api/pages/{id}/preview-links/{link}',
    path: `/api/pages/${MISSING}/preview-links/${MISSING}`,
    expect: editors(404),
  },

  // A page's English version: staff read it side by side, editors and admins write and publish it.
  {
    method: 'GET',
    route: '/api/admin/pages/{key}/translations',
    path: '/api/admin/pages/about/translations',
    expect: signedIn(200),
  },
  { method: 'PUT', route: '/api/en/pages/{key}', path: '/api/en/pages/home', body: { title: 1 }, expect: editors(400) },
  { method: 'DELETE', route: '/api/en/pages/{key}', path: '/api/en/pages/nowhere', expect: editors(404) },
  {
    method: 'POST',
    route: '/api/en/pages/{id}/publish',
    path: `/api/en/pages/${MISSING}/publish`,
    body: { version: 'x' },
    expect: editors(400),
  },
  {
    method: 'POST',
    route: '/api/en/pages/{id}/unpublish',
    path: `/api/en/pages/${MISSING}/unpublish`,
    expect: editors(404),
  },
  {
    method: 'POST',
    route: '/api/en/pages/{id}/schedule',
    path: `/api/en/pages/${MISSING}/schedule`,
    body: {},
    expect: editors(400),
  },
  {
    method: 'DELETE',
    route: '/api/en/pages/{id}/schedule',
    path: `/api/en/pages/${MISSING}/schedule`,
    expect: editors(404),
  },
  {
    method: 'GET',
    route: '/api/en/pages/{id}/revisions',
    path: `/api/en/pages/${MISSING}/revisions`,
    expect: signedIn(404),
  },
  {
    method: 'GET',
    route: '/api/en/pages/{id}/revisions/{rev}',
    path: `/api/en/pages/${MISSING}/revisions/${MISSING}`,
    expect: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/en/pages/{id}/revisions/{rev}/restore',
    path: `/api/en/pages/${MISSING}/revisions/${MISSING}/restore`,
    expect: editors(404),
  },
  {
    method: 'PUT',
    route: '/api/en/pages/{id}/autosave',
    path: `/api/en/pages/${MISSING}/autosave`,
    body: [],
    expect: editors(400),
  },
  {
    method: 'POST',
    route: '/api/en/pages/{id}/preview-links',
    path: `/api/en/pages/${MISSING}/preview-links`,
    body: { hours: 0 },
    expect: editors(400),
  },
  {
    method: 'GET',
    route: '/api/en/pages/{id}/preview-links',
    path: `/api/en/pages/${MISSING}/preview-links`,
    expect: signedIn(404),
  },
  {
    method: 'DELETE',
    route: '/api/en/pages/{id}/preview-links/{link}',
    path: `/api/en/pages/${MISSING}/preview-links/${MISSING}`,
    expect: editors(404),
  },
  { method: 'GET', route: '/api/news', path: '/api/news', expect: all(200) },
  { method: 'GET', route: '/api/news/{id}', path: `/api/news/${MISSING}`, expect: all(404) },
  { method: 'POST', route: '/api/news', path: '/api/news', body: {}, expect: editors(400) },
  { method: 'PUT', route: '/api/news/{id}', path: `/api/news/${MISSING}`, body: {}, expect: editors(400) },
  { method: 'DELETE', route: '/api/news/{id}', path: `/api/news/${MISSING}`, expect: editors(404) },
  // The back office's news (drafts too) and publishing: staff read, editors and admins write.
  { method: 'GET', route: '/api/admin/news', path: '/api/admin/news', expect: signedIn(200) },
  { method: 'GET', route: '/api/admin/news/{id}', path: `/api/admin/news/${MISSING}`, expect: signedIn(404) },
  {
    method: 'POST',
    route: '/api/news/{id}/publish',
    path: `/api/news/${MISSING}/publish`,
    body: { version: 'x' },
    expect: editors(400),
  },
  { method: 'POST', route: '/api/news/{id}/unpublish', path: `/api/news/${MISSING}/unpublish`, expect: editors(404) },
  {
    method: 'POST',
    route: '/api/news/{id}/schedule',
    path: `/api/news/${MISSING}/schedule`,
    body: {},
    expect: editors(400),
  },
  { method: 'DELETE', route: '/api/news/{id}/schedule', path: `/api/news/${MISSING}/schedule`, expect: editors(404) },
  { method: 'GET', route: '/api/news/{id}/revisions', path: `/api/news/${MISSING}/revisions`, expect: signedIn(404) },
  {
    method: 'GET',
    route: '/api/news/{id}/revisions/{rev}',
    path: `/api/news/${MISSING}/revisions/${MISSING}`,
    expect: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/news/{id}/revisions/{rev}/restore',
    path: `/api/news/${MISSING}/revisions/${MISSING}/restore`,
    expect: editors(404),
  },
  {
    method: 'PUT',
    route: '/api/news/{id}/autosave',
    path: `/api/news/${MISSING}/autosave`,
    body: [],
    expect: editors(400),
  },
  {
    method: 'POST',
    route: '/api/news/{id}/preview-links',
    path: `/api/news/${MISSING}/preview-links`,
    body: { hours: 0 },
    expect: editors(400),
  },
  {
    method: 'GET',
    route: '/api/news/{id}/preview-links',
    path: `/api/news/${MISSING}/preview-links`,
    expect: signedIn(404),
  },
  {
    method: 'DELETE',
    route: '/api/news/{id}/preview-links/{link}',
    path: `/api/news/${MISSING}/preview-links/${MISSING}`,
    expect: editors(404),
  },

  // An article's English version: staff read it side by side, editors and admins write and publish it.
  {
    method: 'GET',
    route: '/api/admin/news/{id}/translations',
    path: `/api/admin/news/${MISSING}/translations`,
    expect: signedIn(404),
  },
  { method: 'PUT', route: '/api/en/news/{id}', path: `/api/en/news/${MISSING}`, body: {}, expect: editors(400) },
  { method: 'DELETE', route: '/api/en/news/{id}', path: `/api/en/news/${MISSING}`, expect: editors(404) },
  {
    method: 'POST',
    route: '/api/en/news/{id}/publish',
    path: `/api/en/news/${MISSING}/publish`,
    body: { version: 'x' },
    expect: editors(400),
  },
  {
    method: 'POST',
    route: '/api/en/news/{id}/unpublish',
    path: `/api/en/news/${MISSING}/unpublish`,
    expect: editors(404),
  },
  {
    method: 'POST',
    route: '/api/en/news/{id}/schedule',
    path: `/api/en/news/${MISSING}/schedule`,
    body: {},
    expect: editors(400),
  },
  {
    method: 'DELETE',
    route: '/api/en/news/{id}/schedule',
    path: `/api/en/news/${MISSING}/schedule`,
    expect: editors(404),
  },
  {
    method: 'GET',
    route: '/api/en/news/{id}/revisions',
    path: `/api/en/news/${MISSING}/revisions`,
    expect: signedIn(404),
  },
  {
    method: 'GET',
    route: '/api/en/news/{id}/revisions/{rev}',
    path: `/api/en/news/${MISSING}/revisions/${MISSING}`,
    expect: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/en/news/{id}/revisions/{rev}/restore',
    path: `/api/en/news/${MISSING}/revisions/${MISSING}/restore`,
    expect: editors(404),
  },
  {
    method: 'PUT',
    route: '/api/en/news/{id}/autosave',
    path: `/api/en/news/${MISSING}/autosave`,
    body: [],
    expect: editors(400),
  },
  {
    method: 'POST',
    route: '/api/en/news/{id}/preview-links',
    path: `/api/en/news/${MISSING}/preview-links`,
    body: { hours: 0 },
    expect: editors(400),
  },
  {
    method: 'GET',
    route: '/api/en/news/{id}/preview-links',
    path: `/api/en/news/${MISSING}/preview-links`,
    expect: signedIn(404),
  },
  {
    method: 'DELETE',
    route: '/api/en/news/{id}/preview-links/{link}',
    path: `/api/en/news/${MISSING}/preview-links/${MISSING}`,
    expect: editors(404),
  },

  // Every record type's schedules in one list: staff read.
  { method: 'GET', route: '/api/admin/schedules', path: '/api/admin/schedules', expect: signedIn(200) },

  // The back office's products (drafts too, `?state=` filters) and publishing: staff read, editors and admins write.
  { method: 'GET', route: '/api/admin/products', path: '/api/admin/products', expect: signedIn(200) },
  { method: 'GET', route: '/api/admin/products/{id}', path: `/api/admin/products/${MISSING}`, expect: signedIn(404) },
  {
    method: 'POST',
    route: '/api/products/{id}/publish',
    path: `/api/products/${MISSING}/publish`,
    body: { version: 'x' },
    expect: editors(400),
  },
  {
    method: 'POST',
    route: '/api/products/{id}/unpublish',
    path: `/api/products/${MISSING}/unpublish`,
    expect: editors(404),
  },
  {
    method: 'POST',
    route: '/api/products/{id}/schedule',
    path: `/api/products/${MISSING}/schedule`,
    body: {},
    expect: editors(400),
  },
  {
    method: 'DELETE',
    route: '/api/products/{id}/schedule',
    path: `/api/products/${MISSING}/schedule`,
    expect: editors(404),
  },
  {
    method: 'GET',
    route: '/api/products/{id}/revisions',
    path: `/api/products/${MISSING}/revisions`,
    expect: signedIn(404),
  },
  {
    method: 'GET',
    route: '/api/products/{id}/revisions/{rev}',
    path: `/api/products/${MISSING}/revisions/${MISSING}`,
    expect: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/products/{id}/revisions/{rev}/restore',
    path: `/api/products/${MISSING}/revisions/${MISSING}/restore`,
    expect: editors(404),
  },
  {
    method: 'PUT',
    route: '/api/products/{id}/autosave',
    path: `/api/products/${MISSING}/autosave`,
    body: [],
    expect: editors(400),
  },
  {
    method: 'POST',
    route: '/api/products/{id}/preview-links',
    path: `/api/products/${MISSING}/preview-links`,
    body: { hours: 0 },
    expect: editors(400),
  },
  {
    method: 'GET',
    route: '/api/products/{id}/preview-links',
    path: `/api/products/${MISSING}/preview-links`,
    expect: signedIn(404),
  },
  {
    method: 'DELETE',
    route: '/api/products/{id}/preview-links/{link}',
    path: `/api/products/${MISSING}/preview-links/${MISSING}`,
    expect: editors(404),
  },

  // A product's English version: staff read it side by side, editors and admins write and publish it.
  {
    method: 'GET',
    route: '/api/admin/products/{id}/translations',
    path: `/api/admin/products/${MISSING}/translations`,
    expect: signedIn(404),
  },
  {
    method: 'PUT',
    route: '/api/en/products/{id}',
    path: `/api/en/products/${MISSING}`,
    body: {},
    expect: editors(400),
  },
  { method: 'DELETE', route: '/api/en/products/{id}', path: `/api/en/products/${MISSING}`, expect: editors(404) },
  {
    method: 'POST',
    route: '/api/en/products/{id}/publish',
    path: `/api/en/products/${MISSING}/publish`,
    body: { version: 'x' },
    expect: editors(400),
  },
  {
    method: 'POST',
    route: '/api/en/products/{id}/unpublish',
    path: `/api/en/products/${MISSING}/unpublish`,
    expect: editors(404),
  },
  {
    method: 'POST',
    route: '/api/en/products/{id}/schedule',
    path: `/api/en/products/${MISSING}/schedule`,
    body: {},
    expect: editors(400),
  },
  {
    method: 'DELETE',
    route: '/api/en/products/{id}/schedule',
    path: `/api/en/products/${MISSING}/schedule`,
    expect: editors(404),
  },
  {
    method: 'GET',
    route: '/api/en/products/{id}/revisions',
    path: `/api/en/products/${MISSING}/revisions`,
    expect: signedIn(404),
  },
  {
    method: 'GET',
    route: '/api/en/products/{id}/revisions/{rev}',
    path: `/api/en/products/${MISSING}/revisions/${MISSING}`,
    expect: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/en/products/{id}/revisions/{rev}/restore',
    path: `/api/en/products/${MISSING}/revisions/${MISSING}/restore`,
    expect: editors(404),
  },
  {
    method: 'PUT',
    route: '/api/en/products/{id}/autosave',
    path: `/api/en/products/${MISSING}/autosave`,
    body: [],
    expect: editors(400),
  },
  {
    method: 'POST',
    route: '/api/en/products/{id}/preview-links',
    path: `/api/en/products/${MISSING}/preview-links`,
    body: { hours: 0 },
    expect: editors(400),
  },
  {
    method: 'GET',
    route: '/api/en/products/{id}/preview-links',
    path: `/api/en/products/${MISSING}/preview-links`,
    expect: signedIn(404),
  },
  {
    method: 'DELETE',
    route: '/api/en/products/{id}/preview-links/{link}',
    path: `/api/en/products/${MISSING}/preview-links/${MISSING}`,
    expect: editors(404),
  },

  // Contact messages and app downloads. The public form gets an invalid body (nothing is stored);
  // staff read messages; editors and admins change them and the app configs.
  { method: 'GET', route: '/api/contacts/form-token', path: '/api/contacts/form-token', expect: all(200) },
  { method: 'POST', route: '/api/contacts', path: '/api/contacts', body: {}, expect: all(400) },
  { method: 'GET', route: '/api/contacts', path: '/api/contacts', expect: signedIn(200) },
  { method: 'GET', route: '/api/contacts/{id}', path: `/api/contacts/${MISSING}`, expect: signedIn(404) },
  { method: 'PUT', route: '/api/contacts/{id}', path: `/api/contacts/${MISSING}`, body: {}, expect: editors(400) },
  { method: 'DELETE', route: '/api/contacts/{id}', path: `/api/contacts/${MISSING}`, expect: editors(404) },
  { method: 'GET', route: '/api/app-downloads', path: '/api/app-downloads', expect: all(200) },
  {
    method: 'GET',
    route: '/api/app-downloads/{id}/qrcode',
    path: `/api/app-downloads/${MISSING}/qrcode`,
    expect: all(404),
  },
  { method: 'POST', route: '/api/app-downloads', path: '/api/app-downloads', body: {}, expect: editors(400) },
  {
    method: 'PUT',
    route: '/api/app-downloads/{id}',
    path: `/api/app-downloads/${MISSING}`,
    body: { download_url: 'ftp://invalid' },
    expect: editors(400),
  },

  // Analytics and the dashboard: any signed-in staff reads them.
  { method: 'GET', route: '/api/visitor-stats', path: '/api/visitor-stats?days=7', expect: signedIn(200) },
  { method: 'GET', route: '/api/visitor-trends', path: '/api/visitor-trends?days=7', expect: signedIn(200) },
  { method: 'GET', route: '/api/traffic-sources', path: '/api/traffic-sources?days=7', expect: signedIn(200) },
  { method: 'GET', route: '/api/device-stats', path: '/api/device-stats?days=7', expect: signedIn(200) },
  { method: 'GET', route: '/api/top-pages', path: '/api/top-pages?limit=10', expect: signedIn(200) },
  { method: 'GET', route: '/api/dashboard', path: '/api/dashboard', expect: signedIn(200) },

  // Users, settings and the audit log: admins only.
  { method: 'GET', route: '/api/users', path: '/api/users', expect: admins(200) },
  { method: 'POST', route: '/api/users', path: '/api/users', body: {}, expect: admins(400) },
  { method: 'PUT', route: '/api/users/{id}', path: `/api/users/${MISSING}`, body: {}, expect: admins(400) },
  { method: 'DELETE', route: '/api/users/{id}', path: `/api/users/${MISSING}`, expect: admins(404) },
  {
    method: 'PATCH',
    route: '/api/users/{id}/status',
    path: `/api/users/${MISSING}/status`,
    body: {},
    expect: admins(400),
  },
  {
    method: 'POST',
    route: '/api/users/{id}/reset-password',
    path: `/api/users/${MISSING}/reset-password`,
    body: {},
    expect: admins(400),
  },
  {
    method: 'POST',
    route: '/api/users/{id}/invitation',
    path: `/api/users/${MISSING}/invitation`,
    expect: admins(404),
  },
  {
    method: 'DELETE',
    route: '/api/users/{id}/invitation',
    path: `/api/users/${MISSING}/invitation`,
    expect: admins(404),
  },
  { method: 'POST', route: '/api/users/{id}/unlock', path: `/api/users/${MISSING}/unlock`, expect: admins(404) },
  { method: 'GET', route: '/api/settings', path: '/api/settings?tab=security', expect: admins(200) },
  { method: 'POST', route: '/api/settings', path: '/api/settings', body: {}, expect: admins(400) },
  { method: 'GET', route: '/api/settings/search-pushes', path: '/api/settings/search-pushes', expect: admins(200) },
  // An empty body: refused before any mail goes out.
  { method: 'POST', route: '/api/settings/test-mail', path: '/api/settings/test-mail', body: {}, expect: admins(400) },
  { method: 'GET', route: '/api/admin/mail-failures', path: '/api/admin/mail-failures', expect: admins(200) },
  { method: 'GET', route: '/api/audit-logs', path: '/api/audit-logs', expect: admins(200) },
];
