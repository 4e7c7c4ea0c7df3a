import rule from './no-deep-module-imports.js';
import { fileIn, rootOptions, ruleTester } from './rule-tester.js';

const options = rootOptions;
const proposalsService = fileIn('apps/api/src/modules/proposals/service.ts');

/**
 * @param {string} module
 * @param {string} specifier
 */
const deep = (module, specifier) => ({ messageId: /** @type {const} */ ('deepImport'), data: { module, specifier } });

ruleTester.run('no-deep-module-imports', rule, {
  valid: [
    {
      name: 'a module imports its own files at any depth',
      filename: fileIn('apps/api/src/modules/proposals/engine/run.ts'),
      code: [
        "import { publishProposal } from '../service';",
        "import { proposalRoutes } from '../routes';",
        "import { score } from './score';",
        "import { x } from '../../proposals/engine/weights';",
      ].join('\n'),
      options,
    },
    {
      name: "a module imports another module's door, written as the folder or as its index",
      filename: proposalsService,
      code: [
        "import { getCampaign } from '../campaigns';",
        "import { findUser } from '../users/index';",
        "import type { Actor } from '../admin/index.ts';",
        "export { listWorkroom } from '../workroom/index.js';",
      ].join('\n'),
      options,
    },
    {
      name: 'app.ts, jobs and tests outside the modules go through the doors',
      filename: fileIn('apps/api/src/app.ts'),
      code: "import { campaignRoutes } from './modules/campaigns';\nconst jobs = await import('./modules/actions/index');",
      options,
    },
    {
      name: 'benchmarks reach a module by the workspace package name, through its door',
      filename: fileIn('bench/api-baseline.ts'),
      code: "import { proposalRoutes } from '@patrocina/api/src/modules/proposals';",
      options,
    },
    {
      name: 'shared code, the database schema and npm packages are not modules',
      filename: proposalsService,
      code: [
        "import { AppError } from '../../lib/errors';",
        "import { proposals } from '../../db/schema/campaigns';",
        "import { eq } from 'drizzle-orm';",
        "import { proposalSchema } from '@patrocina/domain';",
      ].join('\n'),
      options,
    },
    {
      name: 'the web app has no modules folder of its own to guard',
      filename: fileIn('apps/web/src/features/campaigns/api/get-campaigns.ts'),
      code: "import { x } from '@/features/campaigns/modules/deep/file';",
      options,
    },
  ],

  invalid: [
    {
      name: "refuses a module reaching into another module's service, and says where to go instead",
      filename: proposalsService,
      code: "import { getCampaign } from '../campaigns/service';",
      options,
      errors: [
        {
          message:
            "'../campaigns/service' reaches inside API module 'campaigns'. Import it through its door, " +
            "apps/api/src/modules/campaigns/index.ts (as '…/modules/campaigns'), and export from there what callers need.",
          line: 1,
          column: 29,
        },
      ],
    },
    {
      name: 'refuses type-only imports, re-exports and dynamic imports of inner files',
      filename: proposalsService,
      code: [
        "import type { Campaign } from '../campaigns/types';",
        "export { podcastContacts } from '../podcasts/contacts';",
        "export * from '../users/service.ts';",
        "const { notify } = await import('../workroom/push/notify');",
        "type Row = import('../campaigns/db-rows').Row;",
      ].join('\n'),
      options,
      errors: [
        deep('campaigns', '../campaigns/types'),
        deep('podcasts', '../podcasts/contacts'),
        deep('users', '../users/service.ts'),
        deep('workroom', '../workroom/push/notify'),
        deep('campaigns', '../campaigns/db-rows'),
      ],
    },
    {
      name: "refuses an index that is not the module's own door",
      filename: proposalsService,
      code: "import { x } from '../workroom/push/index';",
      options,
      errors: [deep('workroom', '../workroom/push/index')],
    },
    {
      name: 'refuses a dynamic import whose file below another module is only known at run time',
      filename: proposalsService,
      code: 'const load = (name) => import(`../campaigns/${name}`);',
      options,
      errors: [deep('campaigns', '../campaigns/')],
    },
    {
      name: 'refuses a path that walks out of its own module and back into another',
      filename: proposalsService,
      code: "import { x } from '../proposals/../actions/tick';",
      options,
      errors: [deep('actions', '../proposals/../actions/tick')],
    },
    {
      name: 'refuses the jobs that wire modules reaching past a door',
      filename: fileIn('apps/api/src/jobs/campaign-tick.ts'),
      code: "import { runCampaignTick } from '../modules/actions/run-tick';",
      options,
      errors: [deep('actions', '../modules/actions/run-tick')],
    },
    {
      name: 'refuses a test beside shared code reaching into a module',
      filename: fileIn('apps/api/src/db/seed.test.ts'),
      code: "import { getCampaignReport } from '../modules/actions/report';",
      options,
      errors: [deep('actions', '../modules/actions/report')],
    },
    {
      name: 'refuses the API test helpers and benchmarks reaching in, by path or package name',
      filename: fileIn('apps/api/test/factories.ts'),
      code: "import { x } from '../src/modules/users/service';\nimport { y } from '@patrocina/api/src/modules/files/inspect';",
      options,
      errors: [
        deep('users', '../src/modules/users/service'),
        deep('files', '@patrocina/api/src/modules/files/inspect'),
      ],
    },
  ],
});
