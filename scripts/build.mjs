import { buildAll } from './lib/build.mjs';
import { ensureDependencies } from './lib/system.mjs';

ensureDependencies();
buildAll({ force: process.argv.includes('--force') });
