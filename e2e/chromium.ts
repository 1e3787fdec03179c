/** Where the browser journeys find Chromium (CHROMIUM_PATH, by default Debian's), and whether it is there. */
import { accessSync, constants } from 'node:fs';

export const chromiumPath: string = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const hasChromium: boolean = isExecutable(chromiumPath);
