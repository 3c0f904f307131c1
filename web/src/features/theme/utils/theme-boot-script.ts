import { DARK_QUERY, THEME_STORAGE_KEY } from './theme.ts';

/**
 * Inlined into <head> (see vite.config.ts). Plain ES5 because it runs before any bundle;
 * keep it in step with resolveTheme. Storage can throw (privacy modes), hence the try.
 */
export const themeBootScript = `(function(){var d=document.documentElement,t=null;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(t!=='light'&&t!=='dark'){t=window.matchMedia&&window.matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches?'dark':'light'}d.setAttribute('data-theme',t);d.style.colorScheme=t})();`;
