// Writes .gz and .br beside every compressible file of the built web app, so @fastify/static
// (`preCompressed: true`) serves them without compressing on each request.
// Usage: node scripts/precompress.mjs <directory>
//
// The .gz files come from Zopfli: it writes ordinary gzip that every client reads, 3-4 % smaller
// than zlib's best level, at the price of a few seconds per build. Done once per build, that is
// worth it for the clients that do not accept brotli (and for the gzip budget of QUALITY.md).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';

const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json']);
// Files this small are not worth a look.
const MIN_BYTES = 256;
// A compressed answer carries `Content-Encoding` and `Vary: Accept-Encoding` (about 50 bytes more):
// a compressed copy is written only when it saves more than that. A 643-byte chunk of the first
// screen, skipped by a flat 1 kB threshold, goes out as 361 bytes of gzip.
const HEADER_BYTES = 64;

// Zopfli's default: more iterations take much longer for a few bytes more.
const ZOPFLI_ITERATIONS = 15;

const brotli = promisify(zlib.brotliCompress);

/**
 * @param {string} directory
 * @returns {AsyncGenerator<string>}
 */
async function* walk(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const fullPath = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(fullPath);
    else if (entry.isFile()) yield fullPath;
  }
}

/**
 * @param {string} filePath
 * @returns {Promise<{ original: number, gzip: number, brotli: number }>}
 */
async function compressFile(filePath) {
  const content = await readFile(filePath);
  const [gzipped, brotlied] = await Promise.all([
    zopfliGzip(content, { numiterations: ZOPFLI_ITERATIONS }),
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  const worthIt = (/** @type {Uint8Array} */ compressed) => compressed.length + HEADER_BYTES < content.length;
  await Promise.all([
    worthIt(gzipped) ? writeFile(`${filePath}.gz`, gzipped) : undefined,
    worthIt(brotlied) ? writeFile(`${filePath}.br`, brotlied) : undefined,
  ]);
  return {
    original: content.length,
    gzip: worthIt(gzipped) ? gzipped.length : content.length,
    brotli: worthIt(brotlied) ? brotlied.length : content.length,
  };
}

async function main() {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: node scripts/precompress.mjs <directory>');
    process.exit(1);
  }
  const root = path.resolve(target);
  if (!(await stat(root)).isDirectory()) {
    console.error(`precompress: ${root} is not a directory`);
    process.exit(1);
  }

  /** @type {string[]} */
  const candidates = [];
  for await (const filePath of walk(root)) {
    if (!EXTENSIONS.has(path.extname(filePath).toLowerCase())) continue;
    if ((await stat(filePath)).size <= MIN_BYTES) continue;
    candidates.push(filePath);
  }

  let original = 0;
  let brotliTotal = 0;
  for (const filePath of candidates) {
    const sizes = await compressFile(filePath);
    original += sizes.original;
    brotliTotal += sizes.brotli;
    console.log(
      `precompress: ${path.relative(root, filePath)} ${sizes.original} B → gzip ${sizes.gzip} B, brotli ${sizes.brotli} B`,
    );
  }
  console.log(`precompress: ${candidates.length} file(s), ${original} B → ${brotliTotal} B with brotli`);
}

await main();
