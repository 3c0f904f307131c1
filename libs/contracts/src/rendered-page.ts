/** What the web app's server entry (web/src/entry-server.tsx) answers the gateway for one page. */
export interface RenderedPage {
  /** 200, 404 (unknown path or missing record), or 503 (maintenance mode, or a service that failed). */
  status: number;
  /** What goes inside `#root`. */
  html: string;
  /** `<title>`, the favicon `<link>` (an empty one when none is set) and the search and share tags, escaped. */
  head: string;
  /** The query state for the browser (JSON, safe inside a `<script>`). */
  state: string;
  /** A service failed: the page shows its loading state for that part, and the browser fetches it. */
  failed: boolean;
  maintenance: boolean;
  /** Source modules of the lazy pages shown (`src/app/routes/about.tsx`): the gateway links their chunks and CSS. */
  modules: string[];
}
