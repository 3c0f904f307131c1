import { runImagesCommand } from './storage/images-cli';

// `node dist/images.js backfill|sweep` in the gateway image; `npm run images -- …` in the repo.
void runImagesCommand(process.argv.slice(2)).then((code) => process.exit(code));
