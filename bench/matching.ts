/**
 * Matching engine (docs QUALITY.md, "Figures": one campaign against 100k podcasts in < 100 ms): the time
 * `matchCampaign` takes for a few representative campaigns against a generated catalogue, and the
 * estimated reach it achieves against a simple baseline spending the same budget on the cheapest
 * eligible podcasts first.
 *
 *   npm run bench:matching                 (or, in bench/, npm run matching)
 *
 * Environment:
 *   BENCH_MATCH_PODCASTS  podcasts in the generated catalogue (default 100000)
 *   BENCH_MATCH_RUNS      measured runs per campaign (default 30), after BENCH_MATCH_WARMUP (default 10)
 *                         warm-up runs of every campaign
 *   BENCH_MATCH_SEED      the PRNG seed of the catalogue (default 20261123)
 *
 * Everything runs in this process, on a catalogue built before the clock starts; nothing touches the
 * network or the disk. The numbers are targets, not a pass/fail check: the exit code is non-zero only
 * when the setup fails.
 */
import {
  ACTION_TYPES,
  AUDIENCE_FLAGS,
  bundleCostCents,
  estimatedReach,
  ineligibility,
  matchActionPlan,
  matchCampaign,
  matchRange,
  OPEN_MATCH_CAMPAIGN,
  PODCAST_CATEGORY_LABELS,
  seededRandom,
  type ActionType,
  type MatchCampaign,
  type MatchPodcast,
  type MatchResult,
} from '@patrocina/domain';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { numberFromEnv, runScript, SetupError } from './lib/run';
import { table } from './lib/table';

const TODAY = '2026-11-23';

// --- the catalogue --------------------------------------------------------------------------------

const CATEGORIES = Object.keys(PODCAST_CATEGORY_LABELS);
/** Where Spanish podcasts are, roughly: Madrid and Barcelona weigh most. */
const PROVINCE_WEIGHTS: [string, number][] = [
  ['28', 30],
  ['08', 22],
  ['46', 8],
  ['41', 6],
  ['48', 5],
  ['29', 4],
  ['50', 4],
  ['15', 3],
  ['33', 3],
  ['30', 3],
  ['03', 3],
  ['07', 2],
  ['18', 2],
  ['35', 2],
  ['38', 2],
  ['36', 2],
  ['47', 2],
  ['31', 2],
  ['20', 2],
  ['11', 2],
];
const OTHER_COUNTRIES = ['MX', 'AR', 'CO', 'US', 'CL'];

function podcastId(index: number): string {
  return `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

/**
 * A long tail of listens (10^U(2.4, 5.6): about 250 to 400.000 over 30 days), prices scaling with
 * reach (a CPM of 12-40 € for a mention, never below the sheet's 10 €; other kinds a multiple of it,
 * each offered by part of the catalogue), 1-3 audience flags, 1-2 feed categories, mostly Spanish
 * podcasts (most naming a province), and holidays for some: 15% block a period in the next months, 2%
 * block the next 200 days.
 */
function generateCatalogue(size: number, seed: number): MatchPodcast[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const provinceTotal = PROVINCE_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  const province = () => {
    let roll = random() * provinceTotal;
    for (const [code, weight] of PROVINCE_WEIGHTS) {
      roll -= weight;
      if (roll < 0) return code;
    }
    return '28';
  };
  const price = (euros: number) => Math.min(100_000, Math.max(10, Math.round(euros)));
  const podcasts: MatchPodcast[] = [];
  for (let index = 0; index < size; index += 1) {
    const listens30d = Math.round(10 ** (2.4 + random() * 3.2) / 10) * 10;
    const mention = price((listens30d / 1000) * (12 + random() * 28));
    const sheetPrices: Record<ActionType, number | null> = {
      MENTION: random() < 0.9 ? mention : null,
      SPONSORSHIP: random() < 0.4 ? price(mention * (2.5 + random())) : null,
      REVIEW: random() < 0.5 ? price(mention * (1.5 + random())) : null,
      DEDICATED_SHOW: random() < 0.25 ? price(mention * (6 + random() * 4)) : null,
      READ_HOST_ADS: random() < 0.5 ? price(mention * (0.6 + random() * 0.4)) : null,
    };
    if (ACTION_TYPES.every((type) => sheetPrices[type] === null)) sheetPrices.MENTION = mention;
    const flags = new Set([pick(AUDIENCE_FLAGS)]);
    while (flags.size < 3 && random() < 0.45) flags.add(pick(AUDIENCE_FLAGS));
    const categories = new Set([pick(CATEGORIES)]);
    if (random() < 0.35) categories.add(pick(CATEGORIES));
    const isSpanish = random() < 0.92;
    const provinces = new Set<string>();
    if (isSpanish && random() < 0.7) {
      provinces.add(province());
      if (random() < 0.15) provinces.add(province());
    }
    const female = Math.round(15 + random() * 70);
    const other = Math.round(random() * 5);
    const under25 = Math.round(random() * 50);
    const from25to44 = Math.round(random() * (100 - under25));
    const blockedPeriods = [];
    const roll = random();
    if (roll < 0.02) {
      blockedPeriods.push({ startsOn: '2026-11-01', endsOn: '2027-06-10' });
    } else if (roll < 0.17) {
      const start = Math.floor(random() * 120);
      const startsOn = new Date(Date.UTC(2026, 10, 23 + start)).toISOString().slice(0, 10);
      const endsOn = new Date(Date.UTC(2026, 10, 23 + start + 3 + Math.floor(random() * 57)))
        .toISOString()
        .slice(0, 10);
      blockedPeriods.push({ startsOn, endsOn });
    }
    podcasts.push({
      id: podcastId(index),
      title: `Podcast ${index}`,
      listens30d,
      isPremium: listens30d >= 50_000 || random() < 0.05,
      audienceFlags: [...flags],
      categories: [...categories],
      country: isSpanish ? 'ES' : pick(OTHER_COUNTRIES),
      provinces: [...provinces],
      genderShares: { female, male: 100 - female - other, other },
      ageShares: { under25, from25to44, over44: 100 - under25 - from25to44 },
      sheetPrices,
      blockedPeriods,
    });
  }
  return podcasts;
}

// --- the campaigns --------------------------------------------------------------------------------

const BASE: MatchCampaign = { ...OPEN_MATCH_CAMPAIGN, budgetCents: 500_000 };

const CAMPAIGNS: { label: string; campaign: MatchCampaign }[] = [
  { label: 'optimum, 5.000 €, undecided dates', campaign: BASE },
  {
    label: 'tech+geek, Madrid/Barcelona, mentions, premium, 20.000 €, December',
    campaign: {
      ...BASE,
      audiences: ['tech', 'geek'],
      tags: ['tecnología', 'ciencia'],
      provinces: ['28', '08'],
      ages: [25],
      brandingActions: ['mention'],
      coverageAction: 'NONE',
      podcastType: 'PREMIUM',
      budgetCents: 2_000_000,
      approximateDate: 'DATE_RANGE',
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
    },
  },
  {
    label: 'spot+mention, healthy, women, 3 suggested, 8.000 €, ASAP',
    campaign: {
      ...BASE,
      audiences: ['healthy'],
      tags: ['salud', 'deporte'],
      gender: 'FEMALE',
      ages: [25, 45],
      brandingActions: ['mention'],
      coverageAction: 'SPOT',
      podcastsSelected: [podcastId(17), podcastId(4_242), podcastId(99_001)],
      budgetCents: 800_000,
      approximateDate: 'ASAP',
    },
  },
  {
    label: 'dedicated show, athletes, 1.500 €, next month',
    campaign: {
      ...BASE,
      audiences: ['athlete'],
      tags: ['fútbol'],
      brandingActions: ['dedicatedShow'],
      coverageAction: 'NONE',
      budgetCents: 150_000,
      approximateDate: 'NEXT_MONTH',
    },
  },
  { label: 'optimum, 250.000 €', campaign: { ...BASE, budgetCents: 25_000_000 } },
];

/** The cheapest eligible podcasts first, each with the least the campaign asks of it, until the budget runs out. */
function baseline(
  campaign: MatchCampaign,
  podcasts: readonly MatchPodcast[],
): { reach: number; cost: number; count: number } {
  const plan = matchActionPlan(campaign);
  const range = matchRange(campaign, TODAY);
  const actions = Math.max(1, plan.required.length);
  const eligible = podcasts
    .filter((podcast) => ineligibility(campaign, plan, range, podcast) === null)
    .map((podcast) => ({ podcast, cost: bundleCostCents(plan, podcast) }))
    .sort((a, b) => a.cost - b.cost || (a.podcast.id < b.podcast.id ? -1 : 1));
  let cost = 0;
  let reach = 0;
  let count = 0;
  for (const item of eligible) {
    if (cost + item.cost > campaign.budgetCents) break;
    cost += item.cost;
    reach += estimatedReach(item.podcast.listens30d, actions);
    count += 1;
  }
  return { reach, cost, count };
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

const euros = (cents: number) => `${String(Math.round(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;
const count = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

function main(): void {
  const size = numberFromEnv('BENCH_MATCH_PODCASTS', 100_000, 1, { integer: true });
  const runs = numberFromEnv('BENCH_MATCH_RUNS', 30, 1, { integer: true });
  const warmup = numberFromEnv('BENCH_MATCH_WARMUP', 10, 0, { integer: true });
  const seed = numberFromEnv('BENCH_MATCH_SEED', 20_261_123, 0, { integer: true });

  const built = performance.now();
  const podcasts = generateCatalogue(size, seed);
  const buildMs = performance.now() - built;

  console.log('Matching engine (docs QUALITY.md, "Figures")');
  console.log(`  node        ${process.version} (${process.platform}/${process.arch})`);
  console.log(
    `  catalogue   ${count(size)} generated podcasts, seed ${seed}, built in ${buildMs.toFixed(0)} ms (not timed below)`,
  );
  console.log(
    `  machine     ${availableParallelism()} cores, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')} (1 / 5 / 15 min) at the start`,
  );
  console.log(
    `  runs        ${warmup} warm-up runs of every campaign, then ${runs} measured runs each; today = ${TODAY}`,
  );
  console.log('');

  for (let round = 0; round < warmup; round += 1)
    for (const { campaign } of CAMPAIGNS) matchCampaign(campaign, podcasts, { today: TODAY });

  const rows: string[][] = [];
  const reachRows: string[][] = [];
  for (const { label, campaign } of CAMPAIGNS) {
    const times: number[] = [];
    let result: MatchResult | undefined;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      result = matchCampaign(campaign, podcasts, { today: TODAY });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const outcome = result!;
    if (outcome.totalCostCents > campaign.budgetCents) throw new SetupError(`${label}: the proposal is over budget`);
    const simple = baseline(campaign, podcasts);
    rows.push([
      label,
      count(outcome.eligibleCount),
      percentile(times, 0.5).toFixed(1),
      percentile(times, 0.95).toFixed(1),
      times[times.length - 1]!.toFixed(1),
    ]);
    reachRows.push([
      label,
      euros(campaign.budgetCents),
      `${outcome.podcasts.length} / ${euros(outcome.totalCostCents)}`,
      count(outcome.estimatedReach),
      `${simple.count} / ${euros(simple.cost)}`,
      count(simple.reach),
      simple.reach > 0 ? `${(outcome.estimatedReach / simple.reach).toFixed(2)}×` : 'n/a',
    ]);
  }

  console.log(table(['campaign', 'eligible', 'median ms', 'p95 ms', 'max ms'], rows, new Set([1, 2, 3, 4])));
  console.log('');
  console.log(
    table(
      [
        'campaign',
        'budget',
        'engine: podcasts / cost',
        'engine reach',
        'cheapest first: podcasts / cost',
        'baseline reach',
        'ratio',
      ],
      reachRows,
      new Set([1, 2, 3, 4, 5, 6]),
    ),
  );
  console.log('');
  console.log('Target (QUALITY.md): < 100 ms per campaign against 100k podcasts.');
  console.log(
    "Reach is estimatedReach() for both: listens over 30 days for a podcast's first action, ×0.7 for each further one. The engine also weighs audience fit, which the baseline ignores, and proposes at most MAX_PROPOSED_PODCASTS (100).",
  );
}

await runScript(main);
