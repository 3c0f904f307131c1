// Jest starts the files it has timings for longest first, and without timings (a clean clone, as in CI)
// the biggest first. The longest files are not the biggest (the screens check, the API fuzzing): started
// last, they ran on alone while the other workers waited, about 25 s a phase. A file whose first lines
// hold `// @long-running` starts before the others.
const Sequencer = require('@jest/test-sequencer').default;
const { readFileSync } = require('node:fs');

const MARK = /^\s*\/\/ @long-running\b/m;

module.exports = class LongFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const long = new Set(sorted.filter((test) => MARK.test(readFileSync(test.path, 'utf8').slice(0, 2000))));
    return [...sorted.filter((test) => long.has(test)), ...sorted.filter((test) => !long.has(test))];
  }
};
