import { createRoutes } from './app/router';
import { reactAppPages } from './app/react-app-pages';
import { startApp } from './app/start-app';
import './styles/global.css';

// The server-rendered public pages, built against preact/compat (`vite build --mode public`, see
// docs/adr/0006-*); the shell's pages are a page load into the React app (main.tsx).
startApp(createRoutes(reactAppPages));
