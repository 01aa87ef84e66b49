import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import type { Logger } from '@nestjs/common';
import { pageRenderer } from './app.pages.js';

/**
 * A stand-in for the frontend's server build: renderPage answers when the test lets it (`release`),
 * and fails for the address '/broken'.
 */
function fakeServerBuild(): { entryFile: string; manifestFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ticketsetu-ssr-'));
  const entryFile = join(dir, 'entry-server.mjs');
  writeFileSync(
    entryFile,
    `const waiting = [];
     globalThis.releaseRenders = () => waiting.splice(0).forEach((release) => release());
     export async function renderPage(url, data) {
       if (url === '/broken') throw new Error('render failed');
       await new Promise((resolve) => waiting.push(resolve));
       return { status: 200, head: '', body: url + ':' + JSON.stringify(data) };
     }`,
  );
  const manifestFile = join(dir, 'manifest.json');
  writeFileSync(manifestFile, '{}');
  return { entryFile, manifestFile };
}

const release = () => (globalThis as unknown as { releaseRenders: () => void }).releaseRenders();
const quietLogger = () => ({ error: jest.fn() }) as unknown as Logger & { error: jest.Mock };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('pageRenderer (the public pages rendered on the server)', () => {
  it('renders with the data it reads; a third page while two render gets the shell (null), not a queue', async () => {
    const { entryFile, manifestFile } = fakeServerBuild();
    const render = pageRenderer(entryFile, manifestFile, quietLogger());
    const load = jest.fn(async () => ({}));

    const first = render('/a', load);
    const second = render('/b', load);
    await settle();
    await expect(render('/c', load)).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2); // the third read nothing either
    release();
    await expect(first).resolves.toMatchObject({ body: '/a:{}' });
    await expect(second).resolves.toMatchObject({ body: '/b:{}' });

    // Once they are done, pages render again.
    const again = render('/d', async () => ({ eventsList: { search: '', events: [] } }));
    await settle();
    release();
    await expect(again).resolves.toMatchObject({ body: '/d:{"eventsList":{"search":"","events":[]}}' });
  });

  it('a render that fails is logged and the browser renders the page; a failed read rejects (503)', async () => {
    const { entryFile, manifestFile } = fakeServerBuild();
    const logger = quietLogger();
    const render = pageRenderer(entryFile, manifestFile, logger);

    await expect(render('/broken', async () => ({}))).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('/broken'),
      expect.stringContaining('render failed'),
    );
    await expect(render('/x', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');

    // Neither left a render counted as under way.
    const pages = [render('/p', async () => ({})), render('/q', async () => ({}))];
    await settle();
    release();
    await expect(Promise.all(pages)).resolves.toEqual([expect.anything(), expect.anything()]);
  });

  it('without a server build every page is the browser’s', async () => {
    const render = pageRenderer('/nowhere/entry-server.js', '/nowhere/manifest.json', quietLogger());
    const load = jest.fn(async () => ({}));
    await expect(render('/', load)).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
