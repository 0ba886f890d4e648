import type { Plugin } from 'vite';

/**
 * Mantine ships one 290 KB stylesheet for all of its components. This plugin gives each component's
 * styles to the component instead: wherever Mantine's code for a component's class names
 * (`esm/components/X/X.module.mjs`) lands in a chunk, `styles/X.layer.css` lands beside it, so a page
 * loads the CSS of the components it shows and a lazy page brings its own. The `.layer.css` files sit
 * in `@layer mantine`, below the sites' unlayered CSS whatever order chunks arrive in (decision 018).
 */
const COMPONENT_STYLES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

export function mantineComponentStyles(): Plugin {
  return {
    name: 'tripsetu:mantine-component-styles',
    enforce: 'pre',
    transform(code, id) {
      const match = COMPONENT_STYLES.exec(id);
      if (!match) return null;
      return { code: `import '@mantine/core/styles/${match[1]}.layer.css';\n${code}`, map: null };
    },
  };
}
