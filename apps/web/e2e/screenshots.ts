import { fileURLToPath } from 'node:url';

/** One PNG per screen a journey visits, by width and journey (gitignored; emptied per run). */
export const SCREENSHOTS_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));
