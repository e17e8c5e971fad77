import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { mapsOutOfTheSite, sourceMapsOf } from './source-maps';
import webConfig from './vite.config';

describe('the web app’s build', () => {
  it('writes no source map by default', () => {
    expect(process.env.SOURCE_MAPS).toBeUndefined();
    expect(webConfig.build?.sourcemap).toBe(false);
    expect(webConfig.plugins?.flat().some((plugin) => plugin && 'name' in plugin && plugin.name === 'fieldteam:maps-out-of-the-site')).toBe(false);
  });
});

describe('sourceMapsOf', () => {
  it('is off unless the build asks for hidden maps, and refuses a setting that would serve them', () => {
    expect(sourceMapsOf({})).toBe(false);
    expect(sourceMapsOf({ SOURCE_MAPS: '' })).toBe(false);
    expect(sourceMapsOf({ SOURCE_MAPS: 'off' })).toBe(false);
    expect(sourceMapsOf({ SOURCE_MAPS: ' Hidden ' })).toBe('hidden');
    for (const served of ['true', 'inline', '1', 'on']) expect(() => sourceMapsOf({ SOURCE_MAPS: served })).toThrow(/SOURCE_MAPS must be "hidden"/);
  });
});

describe('a build with hidden maps', () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

  it('leaves no map in the site and names none in its scripts; each script’s map is outside it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'source-maps-'));
    roots.push(root);
    const [site, maps] = [join(root, 'dist'), join(root, 'maps')];
    await writeFile(join(root, 'index.html'), '<script type="module" src="./main.js"></script>');
    await writeFile(join(root, 'main.js'), "import('./screen.js').then((m) => console.log(m.rows));\n");
    await writeFile(join(root, 'screen.js'), 'export const rows = ["a", "b"];\n');
    // A map left by an earlier build is not this build's.
    await build({ root, logLevel: 'silent', configFile: false, plugins: [mapsOutOfTheSite(maps)], build: { outDir: site, sourcemap: sourceMapsOf({ SOURCE_MAPS: 'hidden' }) } });
    await writeFile(join(maps, 'assets', 'stale.js.map'), '{}');
    await build({ root, logLevel: 'silent', configFile: false, plugins: [mapsOutOfTheSite(maps)], build: { outDir: site, sourcemap: 'hidden' } });

    const served = await readdir(site, { recursive: true });
    const scripts = served.filter((name) => name.endsWith('.js'));
    expect(scripts).toHaveLength(2);
    expect(served.filter((name) => name.endsWith('.map'))).toEqual([]);
    for (const script of scripts) expect(await readFile(join(site, script), 'utf8')).not.toContain('sourceMappingURL');
    const kept = (await readdir(maps, { recursive: true })).filter((name) => name.endsWith('.map'));
    expect(kept.sort()).toEqual(scripts.map((script) => `${script}.map`).sort());
    const map = JSON.parse(await readFile(join(maps, kept.find((name) => name.includes('screen'))!), 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith('screen.js'))).toBe(true);
  });
});
