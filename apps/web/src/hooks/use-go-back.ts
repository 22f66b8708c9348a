import { useLocation, useNavigate } from 'react-router';

/**
 * 'Go Back' that never leaves the site: a visitor who opened the page from a link elsewhere (a shared URL, a
 * search result) has no in-app history, and `navigate(-1)` would take them off the hospital's site. The router
 * gives the first entry of a session the key 'default' (in the browser and in memory alike), and a reload keeps
 * the key of the entry it reloads, so 'default' means exactly "nothing of ours to go back to".
 */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key === 'default') navigate(fallback);
    else navigate(-1);
  };
}
