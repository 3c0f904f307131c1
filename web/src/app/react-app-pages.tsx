import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ShellPages } from './router';

/**
 * The public pages' build (preact/compat) holds no back office: reaching one of its pages by a
 * link loads that URL as a new page, which the gateway answers with the React app's shell.
 */
function ReactAppPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    // The router has already pushed this URL: replacing it keeps Back from meeting it twice.
    window.location.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return (
    <p role="status" className="visually-hidden">
      加载中…
    </p>
  );
}

export const reactAppPages: ShellPages = {
  admin: <ReactAppPage />,
  categories: { path: 'categories', element: <ReactAppPage /> },
};
