import { randomBytes } from 'node:crypto';

/** Once per medium run, before the workers start: an id that leads every database name of the run. */
export default function mediumSetup(): void {
  process.env.TEST_RUN_ID = randomBytes(5).toString('hex');
}
