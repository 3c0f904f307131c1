import { hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';

// The browser's part of the page state, apart from page-data.ts (the server's), which reaches every
// page's queries: the home page's JS loads only this.

/** The id of the `<script type="application/json">` that carries the server's query state to the browser. */
export const SSR_STATE_ID = 'ssr-state';

/** What the server embeds: the loaded queries, and the ones that answered 404 (the page shows "not found"). */
export interface PageState {
  queries: DehydratedState;
  missing: { queryKey: QueryKey; message: string }[];
}

/**
 * The browser's side: the server's answers become the query cache as if fetched just now (the
 * server's clock and a cached page's age do not matter), so nothing is fetched again on load.
 */
export function hydratePageState(client: QueryClient, state: PageState): void {
  const now = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
  hydrate(client, state.queries);
  for (const { queryKey, message } of state.missing) {
    // A 404 will not change on a remount either; the page shows it without asking again.
    client.setQueryDefaults(queryKey, { retryOnMount: false });
    client
      .getQueryCache()
      .build(client, { queryKey })
      .setState({ status: 'error', error: new ApiError(404, message), fetchStatus: 'idle', errorUpdatedAt: now });
  }
}
