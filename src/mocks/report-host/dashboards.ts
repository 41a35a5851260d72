/**
 * What the mock report host draws for each dashboard topic: believable 2024 figures of a mid-size US
 * life and annuity carrier (states, customer segments, agent cohorts, opportunity by market).
 */
import type { ReportTopicKey } from '@/config';
import { bars, cards, hiddenPage, kpis, page, points, table, type MockDashboard } from './dashboard-model';

/** The Market Intelligence report's hidden drill-through page, reached from a state's data point. */
const STATE_DETAIL = 'ReportSectionStateDetail';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

const STATE_COLUMNS = ['State', 'Carrier sales ($M)', 'Market sales ($M)', 'Share', 'Active agents'];
const STATE_ROWS: (string | number)[][] = [
  ['Texas', 9.8, 458.1, '2.14%', 212],
  ['Florida', 8.1, 433.2, '1.87%', 187],
  ['Ohio', 4.6, 277.4, '1.66%', 121],
  ['Georgia', 3.9, 274.6, '1.42%', 96],
  ['North Carolina', 3.3, 251.9, '1.31%', 88],
  ['Pennsylvania', 3.1, 295.2, '1.05%', 84],
  ['Illinois', 2.8, 285.7, '0.98%', 79],
  ['California', 3.4, 557.4, '0.61%', 102],
];

const YEAR_ON_YEAR: [string, string] = ['2024', '2023'];

const marketIntelligence: MockDashboard = {
  displayName: 'Market Intelligence',
  pages: [
    page(
      'ReportSection1',
      'Share by State',
      [
        kpis('kpiMarket', 'Year to date', [
          { name: 'cardWeightedSales', label: 'Weighted sales', value: '$48.2M', delta: '+6.4% vs 2023' },
          { name: 'cardMarketSize', label: 'Market size', value: '$3.91B', delta: '+3.1% vs 2023' },
          { name: 'cardMarketShare', label: 'Market share', value: '1.23%', delta: '+0.04 pts' },
          { name: 'cardAgentShare', label: 'Agent share', value: '0.94%', delta: '-0.02 pts' },
        ]),
        bars(
          'barShareByState',
          'Market share by state, carrier vs. 2023',
          { drillThrough: STATE_DETAIL, category: 'State', measure: 'Market share', unit: '%', legend: YEAR_ON_YEAR },
          points(
            ['Texas', 2.14, 1.96],
            ['Florida', 1.87, 1.79],
            ['Ohio', 1.66, 1.7],
            ['Georgia', 1.42, 1.21],
            ['North Carolina', 1.31, 1.28],
            ['Pennsylvania', 1.05, 1.11],
            ['Illinois', 0.98, 0.94],
            ['California', 0.61, 0.58],
          ),
        ),
        table('tableStates', 'Sales against market, by state', STATE_COLUMNS, STATE_ROWS, STATE_DETAIL),
      ],
      [
        { column: 'Month', title: 'Month', values: MONTHS, multiple: false },
        { column: 'State', title: 'State', values: STATE_ROWS.map((row) => String(row[0])), multiple: true },
      ],
    ),
    page('ReportSection2', 'Monthly Trend', [
      bars(
        'columnMonthly',
        'Weighted sales by month ($M), 2024 vs. 2023',
        { category: 'Month', measure: 'Weighted sales', unit: '$M', legend: YEAR_ON_YEAR },
        points(
          ['Jan', 4.6, 4.3],
          ['Feb', 4.9, 4.4],
          ['Mar', 5.8, 5.5],
          ['Apr', 5.1, 4.9],
          ['May', 5.4, 5.0],
          ['Jun', 5.6, 5.3],
          ['Jul', 5.0, 4.8],
          ['Aug', 5.7, 5.2],
          ['Sep', 6.1, 5.9],
        ),
      ),
    ]),
    hiddenPage(STATE_DETAIL, 'State detail', [
      table('tableStateDetail', 'Sales against market', STATE_COLUMNS, STATE_ROWS),
      bars(
        'barStateWeightedSales',
        'Weighted sales of the state, 2024 vs. 2023 ($M)',
        { category: 'State', measure: 'Weighted sales', unit: '$M', legend: YEAR_ON_YEAR },
        STATE_ROWS.map((row) => ({ label: String(row[0]), value: Number(row[1]), compare: Number(row[1]) * 0.93 })),
      ),
    ]),
    hiddenPage('ReportSectionTooltip1', 'Tooltip 1', [
      kpis('kpiStateTooltip', 'State at a glance', cards(['Share', '1.23%'], ['Active agents', '969'])),
    ]),
  ],
};

const customerSegmentation: MockDashboard = {
  displayName: 'Customer Segmentation',
  pages: [
    page('ReportSection1', 'Demographics', [
      kpis(
        'kpiInforce',
        'Inforce book',
        cards(
          ['Inforce clients', '412,870'],
          ['Products per client', '1.34'],
          ['Multi-product ratio', '22.8%'],
          ['Policy lapse ratio', '5.9%'],
        ),
      ),
      bars(
        'barClientsByAge',
        'Inforce clients by age band (thousands)',
        { category: 'Age band', measure: 'Inforce clients', unit: 'k' },
        points(['Under 35', 38.4], ['35-44', 61.2], ['45-54', 88.9], ['55-64', 113.5], ['65-74', 79.6], ['75+', 31.3]),
      ),
    ]),
    page('ReportSection2', 'Product Basket', [
      bars(
        'barBasket',
        'Clients by product basket (thousands)',
        { category: 'Product basket', measure: 'Inforce clients', unit: 'k' },
        points(
          ['Life only', 171.2],
          ['Annuity only', 103.8],
          ['Care Solutions only', 44.0],
          ['Life + Annuity', 52.7],
          ['Life + Care Solutions', 27.9],
          ['All three', 13.3],
        ),
      ),
      table(
        'tableSegments',
        'Segments',
        ['Segment', 'Inforce clients', 'Policies per client', 'Avg. inforce premium', 'Multi-product'],
        [
          ['Young families', '64,210', 1.21, '$1,180', '14.2%'],
          ['Established earners', '118,530', 1.38, '$2,460', '24.9%'],
          ['Pre-retirees', '126,940', 1.45, '$3,910', '29.6%'],
          ['Retirees', '81,460', 1.29, '$3,220', '21.7%'],
          ['Legacy planners', '21,730', 1.52, '$6,840', '31.4%'],
        ],
      ),
    ]),
  ],
};

/** The Agent Productivity report's hidden drill-through page, reached from a writing agent's row. */
const AGENT_DETAIL = 'ReportSectionAgentDetail';

const agentProductivity: MockDashboard = {
  displayName: 'Agent Productivity',
  pages: [
    page('ReportSection1', 'Agent Cohorts', [
      kpis(
        'kpiAgents',
        'Last 12 months',
        cards(
          ['Active agents', '1,284'],
          ['Producing ratio', '67.8%'],
          ['High producing (> $50K)', '13.6%'],
          ['Agent attrition rate', '17.2%'],
        ),
      ),
      bars(
        'barCohorts',
        'Average weighted sales per producing agent by tenure cohort ($K)',
        { category: 'Tenure cohort', measure: 'Average agent production', unit: '$K' },
        points(
          ['Under 1 year', 11.4],
          ['1-3 years', 24.8],
          ['3-5 years', 36.1],
          ['5-10 years', 47.9],
          ['10+ years', 58.3],
        ),
      ),
    ]),
    page('ReportSection2', 'Writing Agents', [
      table(
        'tableAgents',
        'Top writing agents',
        ['Writing agent', 'State', 'Weighted sales', 'Sold policies', 'Placement ratio'],
        [
          ['Agent 10482', 'TX', '$412K', 61, '91%'],
          ['Agent 20917', 'FL', '$388K', 54, '88%'],
          ['Agent 11305', 'OH', '$301K', 47, '93%'],
          ['Agent 30266', 'GA', '$279K', 39, '86%'],
          ['Agent 18844', 'NC', '$254K', 42, '90%'],
          ['Agent 27713', 'PA', '$231K', 36, '84%'],
        ],
        AGENT_DETAIL,
      ),
    ]),
    hiddenPage(AGENT_DETAIL, 'Agent detail (drill-through)', [
      table(
        'tableAgentDetail',
        'Writing agent by product line',
        ['Writing agent', 'Life', 'Annuity', 'Care Solutions', 'Persistency'],
        [
          ['Agent 10482', '$188K', '$171K', '$53K', '94%'],
          ['Agent 20917', '$142K', '$201K', '$45K', '91%'],
          ['Agent 11305', '$120K', '$139K', '$42K', '95%'],
          ['Agent 30266', '$131K', '$102K', '$46K', '89%'],
          ['Agent 18844', '$97K', '$121K', '$36K', '92%'],
          ['Agent 27713', '$88K', '$109K', '$34K', '87%'],
        ],
      ),
    ]),
    hiddenPage('ReportSectionTooltipCohort', 'Cohort tooltip', [
      kpis('kpiCohortTooltip', 'Cohort at a glance', cards(['Agents', '257'], ['Producing', '71%'])),
    ]),
  ],
};

const salesOpportunity: MockDashboard = {
  displayName: 'Sales Opportunity',
  pages: [
    page('ReportSection1', 'Opportunity by Market', [
      bars(
        'barOpportunity',
        'Estimated incremental weighted sales by market ($M)',
        { category: 'Market', measure: 'Incremental weighted sales', unit: '$M' },
        points(
          ['Dallas-Fort Worth', 4.1],
          ['Atlanta', 3.6],
          ['Phoenix', 3.2],
          ['Charlotte', 2.7],
          ['Tampa', 2.4],
          ['Columbus', 1.9],
          ['Nashville', 1.7],
        ),
      ),
      table(
        'tableMarkets',
        'Underserved markets',
        ['Market', 'Classification', 'Relevant households', 'Incremental sales', 'Agents to recruit'],
        [
          ['Dallas-Fort Worth', 'Grow', '1.21M', '$4.1M', 38],
          ['Atlanta', 'Grow', '0.98M', '$3.6M', 33],
          ['Phoenix', 'Enter', '0.87M', '$3.2M', 41],
          ['Charlotte', 'Grow', '0.52M', '$2.7M', 22],
          ['Tampa', 'Defend', '0.61M', '$2.4M', 17],
          ['Columbus', 'Defend', '0.47M', '$1.9M', 12],
          ['Nashville', 'Enter', '0.44M', '$1.7M', 24],
        ],
      ),
    ]),
    page('ReportSection2', 'Recruiting Potential', [
      bars(
        'barRecruiting',
        'Agents to recruit by classification',
        { category: 'Classification', measure: 'Agents to recruit', unit: 'agents' },
        points(['Enter', 65], ['Grow', 93], ['Defend', 29]),
      ),
    ]),
  ],
};

/** One per dashboard topic: a topic without a mock dashboard is a type error, not a blank frame. */
export const MOCK_DASHBOARDS = {
  marketIntelligence,
  customerSegmentation,
  agentProductivity,
  salesOpportunity,
} satisfies Record<ReportTopicKey, MockDashboard>;
