import path from 'node:path';
import rule from './no-cross-feature-imports.js';
import { fileIn, importError, rootOptions, ruleTester } from './rule-tester.js';

const options = rootOptions;
const campaignsFile = fileIn('apps/web/src/features/campaigns/api/get-campaigns.ts');
const campaignsPage = fileIn('apps/web/src/features/campaigns/components/campaign-list.tsx');
const proposalsService = fileIn('apps/api/src/modules/proposals/service.ts');

const webError = importError('webFeature');

ruleTester.run('no-cross-feature-imports', rule, {
  valid: [
    {
      name: 'a feature imports its own files by relative path',
      filename: campaignsPage,
      code: "import { useCampaigns } from '../api/get-campaigns';\nimport { Row } from './campaign-row';",
      options,
    },
    {
      name: 'a feature imports its own files through the @/ alias',
      filename: campaignsPage,
      code: "import { useCampaigns } from '@/features/campaigns/api/get-campaigns';",
      options,
    },
    {
      name: 'a feature imports shared components and lib, by alias or relative path',
      filename: campaignsPage,
      code: [
        "import { Button } from '@/components/button';",
        "import { api } from '@/lib/api-client';",
        "import { Modal } from '../../../components/modal';",
        "import { formatMoney } from '../../../lib/format';",
      ].join('\n'),
      options,
    },
    {
      name: 'a feature imports packages/domain and npm packages',
      filename: campaignsFile,
      code: [
        "import { campaignSchema } from '@patrocina/domain';",
        "import { useQuery } from '@tanstack/react-query';",
        "import path from 'node:path';",
      ].join('\n'),
      options,
    },
    {
      name: 'the router, outside any feature, imports every feature',
      filename: fileIn('apps/web/src/app/router.tsx'),
      code: "const CampaignsPage = () => import('@/features/campaigns/campaigns-page');\nexport { ProposalsPage } from '../features/proposals/proposals-page';",
      options,
    },
    {
      name: 'an API module imports its own service, src/lib and the database schema',
      filename: fileIn('apps/api/src/modules/proposals/routes.ts'),
      code: [
        "import { answerProposal } from './service';",
        "import { AppError } from '../../lib/errors';",
        "import { proposals } from '../../db/schema';",
        "import { proposalSchema } from '@patrocina/domain';",
      ].join('\n'),
      options,
    },
    {
      name: 'the API app registers every module',
      filename: fileIn('apps/api/src/app.ts'),
      code: "import { authRoutes } from './modules/auth/routes';\nimport { usersRoutes } from './modules/users/routes';",
      options,
    },
    {
      name: 'the web @/ alias means nothing inside the API',
      filename: proposalsService,
      code: "import { x } from '@/features/campaigns/x';",
      options,
    },
    {
      name: 'API modules are left to local/no-deep-module-imports, which lets them use one another by their doors',
      filename: proposalsService,
      code: "import { getCampaign } from '../campaigns';\nimport { findUser } from '../users/service';",
      options,
    },
    {
      name: 'a dynamic import whose folder is only known at run time is left alone',
      filename: campaignsFile,
      code: 'const load = (name) => import(`../../${name}/page`);',
      options,
    },
  ],

  invalid: [
    {
      name: 'refuses another feature through the @/ alias, with an English message naming both',
      filename: campaignsFile,
      code: "import { useProposals } from '@/features/proposals/api/get-proposals';",
      options,
      errors: [
        {
          message:
            "Feature 'campaigns' must not import from feature 'proposals' ('@/features/proposals/api/get-proposals'). " +
            'Shared code belongs in apps/web/src/components/ or apps/web/src/lib/ (or packages/domain).',
          line: 1,
          column: 30,
        },
      ],
    },
    {
      name: 'refuses another feature by relative path from features/campaigns',
      filename: campaignsFile,
      code: "import { x } from '../../other/api/x';",
      options,
      errors: [webError('campaigns', 'other', '../../other/api/x')],
    },
    {
      name: 'refuses a type-only import and an import of a feature folder itself',
      filename: campaignsPage,
      code: "import type { Proposal } from '../../proposals/types';\nimport { proposals } from '@/features/proposals';",
      options,
      errors: [
        webError('campaigns', 'proposals', '../../proposals/types'),
        webError('campaigns', 'proposals', '@/features/proposals'),
      ],
    },
    {
      name: 'refuses a path that walks back out of the feature',
      filename: campaignsFile,
      code: "import { x } from '@/features/campaigns/../workroom/chat';",
      options,
      errors: [webError('campaigns', 'workroom', '@/features/campaigns/../workroom/chat')],
    },
    {
      name: 'refuses re-exports from another feature',
      filename: campaignsFile,
      code: "export { usePodcasts } from '@/features/podcasts/api/get-podcasts';\nexport * from '../../podcasts/types';",
      options,
      errors: [
        webError('campaigns', 'podcasts', '@/features/podcasts/api/get-podcasts'),
        webError('campaigns', 'podcasts', '../../podcasts/types'),
      ],
    },
    {
      name: 'refuses a dynamic import() of another feature',
      filename: campaignsPage,
      code: [
        "const Workroom = lazy(() => import('@/features/workroom/workroom-page'));",
        'const load = (name) => import(`../../proposals/${name}`);',
      ].join('\n'),
      options,
      errors: [
        webError('campaigns', 'workroom', '@/features/workroom/workroom-page'),
        webError('campaigns', 'proposals', '../../proposals/'),
      ],
    },
    {
      name: "refuses a TypeScript import('…') type from another feature",
      filename: campaignsFile,
      code: "type Proposal = import('@/features/proposals/types').Proposal;",
      options,
      errors: [webError('campaigns', 'proposals', '@/features/proposals/types')],
    },
    {
      name: 'takes the repository root from the working directory when no rootDir is given',
      filename: path.join(process.cwd(), 'apps', 'web', 'src', 'features', 'home', 'home-page.tsx'),
      code: "import { useMe } from '@/features/auth/api/get-me';",
      errors: [webError('home', 'auth', '@/features/auth/api/get-me')],
    },
  ],
});
