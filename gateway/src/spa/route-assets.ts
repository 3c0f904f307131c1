/** One entry of Vite's build manifest (web/dist/.vite/manifest.json), keyed by source module. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The files a chunk needs before it runs: itself, the chunks it imports statically, and their CSS. */
function needs(manifest: BuildManifest, key: string, into: { js: Set<string>; css: Set<string> }): void {
  const chunk = manifest[key];
  if (!chunk || into.js.has(chunk.file)) return;
  into.js.add(chunk.file);
  for (const css of chunk.css ?? []) into.css.add(css);
  for (const next of chunk.imports ?? []) needs(manifest, next, into);
}

/**
 * `<link>` tags for the lazy pages a server-rendered page shows (`modules`, their source paths):
 * their CSS, so the page is styled before any script runs (no shift when it arrives), and their
 * chunks as modulepreload, so the browser fetches them beside the entry instead of after it. What
 * the entry loads anyway (index.html has it) is left out. Unknown modules are skipped.
 */
export function routeAssetTags(manifest: BuildManifest, modules: readonly string[]): string {
  const entry = { js: new Set<string>(), css: new Set<string>() };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) needs(manifest, key, entry);
  const page = { js: new Set<string>(), css: new Set<string>() };
  for (const module of modules) needs(manifest, module, page);
  const css = [...page.css].filter((file) => !entry.css.has(file));
  const js = [...page.js].filter((file) => !entry.js.has(file));
  return (
    css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
    js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
  );
}
