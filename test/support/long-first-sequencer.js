// Jest starts the files it has timings for longest first, and without timings (a clean clone, as in CI)
// the biggest first. The longest files are not the biggest (the screens check, the API fuzzing): started
// last, they ran on alone while the other workers waited, about 25 s a phase. A file with a
// `// @long-running` line (test/support/file-marks.js) starts before the others.
const Sequencer = require('@jest/test-sequencer').default;
const { hasMark } = require('./file-marks');

module.exports = class LongFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const long = new Set(sorted.filter((test) => hasMark(test.path, 'long-running')));
    return [...sorted.filter((test) => long.has(test)), ...sorted.filter((test) => !long.has(test))];
  }
};
