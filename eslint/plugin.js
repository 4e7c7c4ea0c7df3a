/**
 * The repository's own ESLint rules, registered in eslint.config.js under the `local/` prefix.
 */
import noCrossAppImports from './no-cross-app-imports.js';
import noCrossFeatureImports from './no-cross-feature-imports.js';
import noDeepModuleImports from './no-deep-module-imports.js';
import noUpwardImports from './no-upward-imports.js';

/** @satisfies {import('eslint').ESLint.Plugin} */
const plugin = {
  meta: { name: 'local' },
  rules: {
    'no-cross-app-imports': noCrossAppImports,
    'no-cross-feature-imports': noCrossFeatureImports,
    'no-deep-module-imports': noDeepModuleImports,
    'no-upward-imports': noUpwardImports,
  },
};

export default plugin;
