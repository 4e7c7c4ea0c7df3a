import rule from './no-cross-app-imports.js';
import { fileIn, importError, rootOptions, ruleTester } from './rule-tester.js';

const options = rootOptions;
const webFile = fileIn('apps/web/src/lib/api-client.ts');
const apiFile = fileIn('apps/api/src/plugins/web-app.ts');

const crossApp = importError('crossApp');

ruleTester.run('no-cross-app-imports', rule, {
  valid: [
    {
      name: 'both apps import packages/domain',
      filename: webFile,
      code: "import { meSchema } from '@patrocina/domain';\nimport { api } from '@/lib/api-client';",
      options,
    },
    {
      name: 'the API imports packages/domain and its own files',
      filename: apiFile,
      code: "import { meSchema } from '@patrocina/domain';\nimport { loadConfig } from '../config';",
      options,
    },
    {
      name: 'benchmarks and browser tests may drive the API from outside both apps',
      filename: fileIn('bench/lib/api-server.ts'),
      code: "import { buildApp } from '../../apps/api/src/app';",
      options,
    },
  ],

  invalid: [
    {
      name: 'refuses the web app importing API files, with an English message',
      filename: webFile,
      code: "import type { AppError } from '../../../api/src/lib/errors';",
      options,
      errors: [
        {
          message:
            "apps/web must not import from apps/api ('../../../api/src/lib/errors'). " +
            'What both apps need belongs in packages/domain, imported as @patrocina/domain.',
        },
      ],
    },
    {
      name: 'refuses the web app importing the API package by name, statically or dynamically',
      filename: webFile,
      code: "export * from '@patrocina/api';\nconst config = await import('@patrocina/api/src/config');",
      options,
      errors: [
        crossApp('apps/web', 'apps/api', '@patrocina/api'),
        crossApp('apps/web', 'apps/api', '@patrocina/api/src/config'),
      ],
    },
    {
      name: 'refuses the API importing web app files',
      filename: apiFile,
      code: "import { routes } from '../../../web/src/app/router';",
      options,
      errors: [crossApp('apps/api', 'apps/web', '../../../web/src/app/router')],
    },
    {
      name: 'refuses packages/domain importing either app',
      filename: fileIn('packages/domain/src/users.ts'),
      code: "import { users } from '../../../apps/api/src/db/schema';\nimport type { X } from '@patrocina/web';",
      options,
      errors: [
        crossApp('packages/domain', 'apps/api', '../../../apps/api/src/db/schema'),
        crossApp('packages/domain', 'apps/web', '@patrocina/web'),
      ],
    },
  ],
});
