import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { sendVisit } from '../api/send-visit';
import { buildVisitPayload, shouldLogVisit } from '../utils/visit-payload';

// Per page session, touched only inside effects (so safe for server rendering). Module level rather
// than refs so a remounted layout (after an admin detour) still knows the previous page.
let previousPath: string | null = null;
let loggedKey: string | null = null;

/** Logs one visit per navigation (location.key), including the first load. */
export function useVisitLog(): void {
  const { pathname, search, key } = useLocation();

  useEffect(() => {
    // StrictMode runs effects twice in development; one navigation is one visit.
    if (loggedKey === key) return;
    loggedKey = key;
    if (shouldLogVisit(pathname)) {
      sendVisit(
        buildVisitPayload({
          pathname,
          search,
          origin: window.location.origin,
          previousPath,
          documentReferrer: document.referrer,
          userAgent: navigator.userAgent,
          now: new Date(),
        }),
      );
    }
    previousPath = pathname + search;
  }, [pathname, search, key]);
}
