import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const require = createRequire(import.meta.url);

/**
 * The fonts an SVG drawn here may use, shipped with the app (a server image may have no fonts at
 * all): Inter, which also has the rupee sign.
 */
const FONT_FILES = [
  '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
];
export const SVG_FONT_FAMILY = 'Inter';

let fonts: Promise<Uint8Array[]> | undefined;

async function load(): Promise<Uint8Array[]> {
  // resvg as WebAssembly: no native build per platform to install (or to leave out of an image).
  await initWasm(readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return Promise.all(FONT_FILES.map(async (file) => new Uint8Array(await readFile(require.resolve(file)))));
}

/** A PNG of `svg`, `width` pixels wide. Text in it uses `SVG_FONT_FAMILY`; nothing is fetched. */
export async function pngFromSvg(svg: string, width: number): Promise<Buffer> {
  const fontBuffers = await (fonts ??= load().catch((error: unknown) => {
    fonts = undefined; // a later call tries again
    throw error;
  }));
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: SVG_FONT_FAMILY },
  });
  try {
    return Buffer.from(image.render().asPng());
  } finally {
    image.free();
  }
}
