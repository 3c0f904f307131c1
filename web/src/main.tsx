// First: zod's settings must be in place before any module that builds a schema loads.
import './lib/zod-without-eval';
import { createRoutes } from './app/router';
import { shellPages } from './app/shell-pages';
import { startApp } from './app/start-app';
import './styles/global.css';

// The React app: the back office, the categories manager and every page served as the bare shell.
startApp(createRoutes(shellPages));
