import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files a browser reads as text, and so worth compressing. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const SMALLEST_WORTH_COMPRESSING = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const at = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(at) : [at];
    }),
  );
  return nested.flat();
}

/**
 * Writes `x.br` (brotli at its best, quality 11) and `x.gz` beside every text file the build emits,
 * so that the server sends them without compressing anything per request (@fastify/static
 * `preCompressed`). Build time pays once for the smallest files.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let writes = true;
  return {
    name: 'tripsetu:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      writes = config.build.write;
    },
    async closeBundle() {
      // A build that writes nothing (first-load-chunk.ts's first pass) leaves what is in outDir alone.
      if (!writes) return;
      const files = (await filesUnder(outDir)).filter((file) => TEXT_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < SMALLEST_WORTH_COMPRESSING) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
