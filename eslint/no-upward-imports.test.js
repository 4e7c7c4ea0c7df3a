import rule from './no-upward-imports.js';
import { fileIn, rootOptions, ruleTester } from './rule-tester.js';

const options = rootOptions;
const webLib = fileIn('apps/web/src/lib/format.ts');
const webComponent = fileIn('apps/web/src/components/form/field.tsx');
const webFeature = fileIn('apps/web/src/features/campaigns/components/campaign-list.tsx');
const apiLib = fileIn('apps/api/src/lib/errors.ts');
const apiModule = fileIn('apps/api/src/modules/proposals/service.ts');

/**
 * @param {'webShared' | 'webFeature' | 'apiShared'} messageId
 * @param {string} from
 * @param {string} to
 * @param {string} specifier
 */
const upward = (messageId, from, to, specifier) => ({ messageId, data: { from, to, specifier } });

ruleTester.run('no-upward-imports', rule, {
  valid: [
    {
      name: 'web shared code imports shared code and packages/domain',
      filename: webComponent,
      code: [
        "import { Button } from '@/components/button';",
        "import { formatMoney } from '../../lib/format';",
        "import { campaignSchema } from '@patrocina/domain';",
        "import { useQuery } from '@tanstack/react-query';",
      ].join('\n'),
      options,
    },
    {
      name: 'a feature imports shared code and the test harness',
      filename: webFeature,
      code: "import { api } from '@/lib/api-client';\nimport { renderWithProviders } from '@/test/render';",
      options,
    },
    {
      name: 'the app shell imports features and its own files',
      filename: fileIn('apps/web/src/app/router.tsx'),
      code: "import { HomePage } from '@/features/marketing/home-page';\nimport { AppLayout } from './layouts/app-layout';",
      options,
    },
    {
      name: 'the test harness sits above the layers',
      filename: fileIn('apps/web/src/test/render.tsx'),
      code: "import { AppProviders } from '@/app/providers';\nimport { useMe } from '@/features/auth/api/get-me';",
      options,
    },
    {
      name: 'API shared code imports shared code, the schema and packages/domain',
      filename: fileIn('apps/api/src/plugins/session.ts'),
      code: [
        "import { AppError } from '../lib/errors';",
        "import { users } from '../db/schema';",
        "import type { AppContext } from '../context';",
        "import { MESSAGES } from '@patrocina/domain';",
      ].join('\n'),
      options,
    },
    {
      name: 'jobs/ wire the modules together and may import app.ts',
      filename: fileIn('apps/api/src/jobs/campaign-tick.ts'),
      code: "import { runCampaignTick } from '../modules/actions';\nimport { buildApp } from '../app';",
      options,
    },
    {
      name: 'the demo seed and its test drive the modules',
      filename: fileIn('apps/api/src/db/seed.test.ts'),
      code: "import { getCampaignReport } from '../modules/actions';",
      options,
    },
    {
      name: 'the demo stories drive the modules',
      filename: fileIn('apps/api/src/db/demo/drive.ts'),
      code: "import { publishProposal } from '../../modules/proposals';",
      options,
    },
    {
      name: 'a module imports shared code and other modules',
      filename: apiModule,
      code: [
        "import { AppError } from '../../lib/errors';",
        "import type { AppContext } from '../../context';",
        "import { getCampaign } from '../campaigns';",
      ].join('\n'),
      options,
    },
    {
      name: 'a test beside shared code may build the whole app through app.ts',
      filename: fileIn('apps/api/src/plugins/web-app.test.ts'),
      code: "import { buildApp } from '../app';\nimport { openTestDatabase } from '../../test/app';",
      options,
    },
    {
      name: 'a file whose name only starts like a shared root file is not one',
      filename: fileIn('apps/api/src/configure-later.ts'),
      code: "import { x } from './modules/users';",
      options,
    },
  ],

  invalid: [
    {
      name: 'refuses web lib/ importing a feature, with a message that says where the code goes',
      filename: webLib,
      code: "import { useMe } from '@/features/auth/api/get-me';",
      options,
      errors: [
        {
          message:
            "Shared web code (apps/web/src/lib/) must not import from apps/web/src/features/ ('@/features/auth/api/get-me'). " +
            'Features and the app shell build on components/ and lib/, never the reverse: move what is needed down into ' +
            'apps/web/src/components/ or apps/web/src/lib/, or let the caller pass it in.',
          line: 1,
          column: 23,
        },
      ],
    },
    {
      name: 'refuses web components importing features or app/, by relative path, type or dynamic import',
      filename: webComponent,
      code: [
        "import type { Campaign } from '../../features/campaigns/types';",
        "const Router = lazy(() => import('@/app/router'));",
        "export { AppProviders } from '../../app/providers';",
      ].join('\n'),
      options,
      errors: [
        upward('webShared', 'apps/web/src/components/', 'apps/web/src/features/', '../../features/campaigns/types'),
        upward('webShared', 'apps/web/src/components/', 'apps/web/src/app/', '@/app/router'),
        upward('webShared', 'apps/web/src/components/', 'apps/web/src/app/', '../../app/providers'),
      ],
    },
    {
      name: 'refuses a test inside web lib/ importing a feature',
      filename: fileIn('apps/web/src/lib/api-client.test.ts'),
      code: "import { getMe } from '@/features/auth/api/get-me';",
      options,
      errors: [upward('webShared', 'apps/web/src/lib/', 'apps/web/src/features/', '@/features/auth/api/get-me')],
    },
    {
      name: 'refuses a feature, or its test, importing the app shell',
      filename: fileIn('apps/web/src/features/auth/api/get-me.test.tsx'),
      code: "import { AppProviders } from '@/app/providers';\nimport { routes } from '../../../app/router';",
      options,
      errors: [
        {
          message:
            "A feature must not import from apps/web/src/app/ ('@/app/providers'). The app shell (router, layouts, " +
            'providers) puts the features together: move what both need into apps/web/src/components/ or ' +
            'apps/web/src/lib/; tests render with the providers through apps/web/src/test/.',
        },
        upward('webFeature', 'apps/web/src/features/', 'apps/web/src/app/', '../../../app/router'),
      ],
    },
    {
      name: 'refuses API shared code importing a module, whether deep or through its door',
      filename: apiLib,
      code: "import { findUser } from '../modules/users/service';\nimport { getCampaign } from '../modules/campaigns';",
      options,
      errors: [
        {
          message:
            "Shared API code (apps/api/src/lib/) must not import from apps/api/src/modules/ ('../modules/users/service'). " +
            'Modules build on shared code, never the reverse: move what is needed into apps/api/src/lib/, or let ' +
            'app.ts or jobs/ hand it in as a function.',
        },
        upward('apiShared', 'apps/api/src/lib/', 'apps/api/src/modules/', '../modules/campaigns'),
      ],
    },
    {
      name: 'refuses a plugin importing a module by the package name',
      filename: fileIn('apps/api/src/plugins/session.ts'),
      code: "import { x } from '@patrocina/api/src/modules/auth';",
      options,
      errors: [
        upward('apiShared', 'apps/api/src/plugins/', 'apps/api/src/modules/', '@patrocina/api/src/modules/auth'),
      ],
    },
    {
      name: 'refuses the database schema reaching into a module',
      filename: fileIn('apps/api/src/db/schema/campaigns.ts'),
      code: "import { STAGES } from '../../modules/campaigns/stages';",
      options,
      errors: [upward('apiShared', 'apps/api/src/db/', 'apps/api/src/modules/', '../../modules/campaigns/stages')],
    },
    {
      name: 'refuses a migration test beside the schema reaching a module (no test exception)',
      filename: fileIn('apps/api/src/db/migration-0015.test.ts'),
      code: "import { findCampaignByLink } from '../modules/proposals';",
      options,
      errors: [upward('apiShared', 'apps/api/src/db/', 'apps/api/src/modules/', '../modules/proposals')],
    },
    {
      name: 'refuses the shared root files, and their tests, importing modules',
      filename: fileIn('apps/api/src/config.test.ts'),
      code: "import { x } from './modules/users';\nimport type { Y } from './modules/admin/index.ts';",
      options,
      errors: [
        upward('apiShared', 'apps/api/src/config.ts', 'apps/api/src/modules/', './modules/users'),
        upward('apiShared', 'apps/api/src/config.ts', 'apps/api/src/modules/', './modules/admin/index.ts'),
      ],
    },
  ],
});
