import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { tokenFromHash } from '../api/password-reset';

/**
 * The token of a mailed link's fragment (`#token=…`, never sent to a server nor in a Referer),
 * kept in state and removed from the address bar at once, so history and screenshots do not keep it.
 */
export function useFragmentToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  useEffect(() => {
    if (location.hash)
      void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  return token;
}
