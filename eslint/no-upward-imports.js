/**
 * `local/no-upward-imports`: each app is built in layers, and imports only point down them
 * (ARCHITECTURE.md, STYLE.md):
 *
 *   web:  components/, lib/  →  features/  →  app/ (router, layouts, providers) and main.tsx
 *   API:  lib/, plugins/, mail/, storage/, hosting/, db/, config, context, paths
 *           →  modules/  →  app.ts, server.ts, jobs/ and the demo seed (db/seed.ts, db/demo/)
 *
 * Shared code never imports a feature or the shell, and a web feature never imports the shell. The
 * top row wires the others together and is left free; so is the web app's test harness (src/test/).
 * A file's test (`x.test.ts` beside `x.ts`) sits in the same layer as the file. In the API, code that
 * imports app.ts is left to `import-x/no-cycle` (app.ts imports every layer, so runtime code doing so
 * closes a cycle), and tests may build the whole app. Which feature may import which other is the
 * business of `local/no-cross-feature-imports` and `local/no-deep-module-imports`.
 */
import { ROOT_DIR_OPTION, checkImports, isInside, withoutExtension } from './import-paths.js';

/** @typedef {'webShared' | 'webFeature' | 'apiShared'} MessageId */

/** @typedef {{ place: string, label: string }} Place a repository path without extension, as messages show it */

/** @param {string} place */
const folder = (place) => ({ place, label: `${place}/` });
/** @param {string} place */
const file = (place) => ({ place, label: `${place}.ts` });

/**
 * @type {ReadonlyArray<{
 *   messageId: MessageId,
 *   places: readonly Place[],
 *   except?: readonly Place[],
 *   forbidden: readonly Place[],
 * }>}
 */
const LAYERS = [
  {
    messageId: 'webShared',
    places: [folder('apps/web/src/components'), folder('apps/web/src/lib')],
    forbidden: [folder('apps/web/src/features'), folder('apps/web/src/app')],
  },
  {
    messageId: 'webFeature',
    places: [folder('apps/web/src/features')],
    forbidden: [folder('apps/web/src/app')],
  },
  {
    messageId: 'apiShared',
    places: [
      folder('apps/api/src/lib'),
      folder('apps/api/src/plugins'),
      folder('apps/api/src/mail'),
      folder('apps/api/src/storage'),
      folder('apps/api/src/hosting'),
      folder('apps/api/src/db'),
      file('apps/api/src/config'),
      file('apps/api/src/context'),
      file('apps/api/src/paths'),
    ],
    // The demo seed plays the product's stories through the modules' services, as a job would.
    except: [file('apps/api/src/db/seed'), folder('apps/api/src/db/demo')],
    forbidden: [folder('apps/api/src/modules')],
  },
];

/**
 * Whether the file at `repoPath` belongs to `place`, counting `x.test.ts` as part of `x`.
 *
 * @param {string} repoPath
 * @param {string} place
 */
function belongsTo(repoPath, place) {
  return isInside(repoPath, place) || withoutExtension(repoPath).replace(/\.test$/, '') === place;
}

/**
 * @type {import('eslint').JSRuleDefinition<{
 *   RuleOptions: [{ rootDir?: string }?],
 *   MessageIds: MessageId,
 * }>}
 */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid shared code from importing features, and web features from importing the app shell',
    },
    schema: [ROOT_DIR_OPTION],
    messages: {
      webShared:
        "Shared web code ({{from}}) must not import from {{to}} ('{{specifier}}'). Features and the app shell " +
        'build on components/ and lib/, never the reverse: move what is needed down into apps/web/src/components/ ' +
        'or apps/web/src/lib/, or let the caller pass it in.',
      webFeature:
        "A feature must not import from {{to}} ('{{specifier}}'). The app shell (router, layouts, providers) puts " +
        'the features together: move what both need into apps/web/src/components/ or apps/web/src/lib/; tests ' +
        'render with the providers through apps/web/src/test/.',
      apiShared:
        "Shared API code ({{from}}) must not import from {{to}} ('{{specifier}}'). Modules build on shared code, " +
        'never the reverse: move what is needed into apps/api/src/lib/, or let app.ts or jobs/ hand it in as a ' +
        'function.',
    },
  },

  create(context) {
    return checkImports(context, (importer) => {
      /** @param {readonly Place[]} places */
      const holding = (places) => places.find(({ place }) => belongsTo(importer, place));
      const layer = LAYERS.find(({ places, except = [] }) => holding(places) && !holding(except));
      const from = layer && holding(layer.places);
      if (layer === undefined || from === undefined) return null;

      return (target, node, specifier) => {
        const to = target === null ? undefined : layer.forbidden.find(({ place }) => isInside(target, place));
        if (to !== undefined) {
          context.report({ node, messageId: layer.messageId, data: { from: from.label, to: to.label, specifier } });
        }
      };
    });
  },
};

export default rule;
