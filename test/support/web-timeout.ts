import { configure } from '@testing-library/react';
import { loadFactor } from './patience';

// An antd screen takes seconds to render in jsdom, and far longer when the machine is busy or the tests run
// niced beside other work. A test waits for what the user waits for (a row, a toast, an open dropdown); these
// limits only stop one that would otherwise hang, so they are generous and grow with the machine's load.
const factor = loadFactor();
configure({ asyncUtilTimeout: Math.round(120_000 * factor) });
jest.setTimeout(Math.round(600_000 * factor));
