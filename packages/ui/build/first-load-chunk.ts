import { build, type Plugin } from 'vite';

/** Set while the plugin's own first pass runs (the same config file, loaded again inside this process). */
const FIRST_PASS = 'TRIPSETU_FIRST_LOAD_PASS';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  modules: Record<string, { renderedLength: number }>;
}

/**
 * Puts the code a page's HTML loads before anything draws into one chunk (`index`, with one stylesheet), in place
 * of the dozen small chunks Rolldown makes of the modules the lazy pages share with the entry
 * (rolldown/rolldown#10731). Each file is a request a phone waits on: the portal's sign-in loaded 12 scripts and 6
 * stylesheets, and its largest paint came 0.3–1 s sooner as 2 and 1; the consumer's `/search` loaded 24 scripts, and
 * its pages' first paint no longer waits on whether they arrived before it (Rolldown's 0.6 KB runtime stays a file of
 * its own; decision 018). Lazy pages keep their chunks.
 *
 * Which modules those are is known only once bundled (a barrel such as Mantine's index reaches every component, but
 * tree-shaking keeps the few used), so the build first bundles without writing, reads the entry's chunk and the
 * chunks it imports, and then builds with those modules as one group. The server-side prerender build is left alone.
 */
export function firstLoadChunk(): Plugin {
  return {
    name: 'tripsetu:first-load-chunk',
    apply: 'build',
    async config(config, { isSsrBuild, mode }) {
      if (isSsrBuild) return;
      if (process.env[FIRST_PASS]) return { build: { write: false, minify: false, sourcemap: false } };
      const modules = await firstLoadModules(config.root ?? process.cwd(), mode);
      return {
        build: {
          rolldownOptions: {
            // Named as the entry was, so the page still loads `index-[hash].js`.
            output: {
              codeSplitting: {
                groups: [{ name: 'index', test: (id: string) => modules.has(id) }],
              },
            },
          },
        },
      };
    },
  };
}

async function firstLoadModules(root: string, mode: string): Promise<Set<string>> {
  process.env[FIRST_PASS] = '1';
  try {
    const output = await build({ root, mode, logLevel: 'silent' });
    const chunks = (Array.isArray(output) ? output : [output])
      .flatMap((result) => ('output' in result ? result.output : []))
      .filter((file): file is typeof file & BuiltChunk => file.type === 'chunk');
    return modulesLoadedFirst(chunks);
  } finally {
    delete process.env[FIRST_PASS];
  }
}

/** The modules with code in the entry chunks and in the chunks they import statically, transitively. */
export function modulesLoadedFirst(chunks: readonly BuiltChunk[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const waiting = chunks.filter((chunk) => chunk.isEntry);
  const seen = new Set<BuiltChunk>();
  const modules = new Set<string>();
  while (waiting.length > 0) {
    const chunk = waiting.pop() as BuiltChunk;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) modules.add(id);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) waiting.push(imported);
    }
  }
  return modules;
}
