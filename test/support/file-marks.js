// A test file says how it must be scheduled in a comment line of its own: `// @run-alone: <why>` (scripts/test.mjs
// runs it after the others, one at a time) or `// @long-running: <why>` (it starts before the others).
const { readFileSync } = require('node:fs');

/** Whether the file at `path` has a `// @<mark>` line. */
exports.hasMark = (path, mark) => new RegExp(`^\\s*// @${mark}\\b`, 'm').test(readFileSync(path, 'utf8'));
