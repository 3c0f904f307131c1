// Its own file so the budget test can read the type without type-checking Vite's config.
/** What each built chunk holds, for the JS budget test (test/integration/bundle-budget.int-spec.ts). */
export interface ChunkReport {
  /** `src/main.tsx` style paths of the chunk's entry module, if it is an entry. */
  facade: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** npm packages with code in the chunk. */
  packages: string[];
}
