// The deployed app carries no source maps: a map hands anyone the app's whole source, comments
// and all, and nothing the site serves needs one. A build for an error tracker asks for them with
// SOURCE_MAPS=hidden: the scripts then name no map (no `sourceMappingURL` comment), and the maps
// are moved out of dist/ as soon as the build has written them, into dist-sourcemaps/, to be
// uploaded privately (docs/deploy.md): what is published from dist/ holds none.
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

export type SourceMaps = false | 'hidden';

/** The build's `sourcemap` setting from the environment: none, unless SOURCE_MAPS is "hidden". */
export function sourceMapsOf(env: Readonly<Record<string, string | undefined>>): SourceMaps {
  const asked = env.SOURCE_MAPS?.trim().toLowerCase() ?? '';
  if (asked === '' || asked === 'off' || asked === 'false') return false;
  if (asked === 'hidden') return 'hidden';
  // Maps named by the scripts would be served with them: no other value is taken.
  throw new Error(`SOURCE_MAPS must be "hidden" or unset, got "${env.SOURCE_MAPS}".`);
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Every `.map` file the build wrote under its output folder, moved to `mapsDir` (same relative paths). */
export function mapsOutOfTheSite(mapsDir: string): Plugin {
  let outDir = '';
  return {
    name: 'fieldteam:maps-out-of-the-site',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    // After every other plugin's files (the service worker's too) are written.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Only this build's maps: another build's would not match its scripts.
        await rm(mapsDir, { recursive: true, force: true });
        for await (const file of filesUnder(outDir)) {
          if (!file.endsWith('.map')) continue;
          const target = join(mapsDir, relative(outDir, file));
          await mkdir(dirname(target), { recursive: true });
          await rename(file, target);
        }
      },
    },
  };
}
