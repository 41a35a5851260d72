import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv, resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { REPORT_TOPIC_KEYS, reportIdVariable } from '../../src/config/report-topics';
import { portalEnv, portalEnvProblems } from './portal-env';

const demo = loadEnv('demo', process.cwd(), 'VITE_');

describe('the portal configuration check', () => {
  it('accepts the demo values in every mode that runs against the mocks', () => {
    expect(portalEnvProblems(demo, { production: false })).toEqual([]);
  });

  it('names each value a production build lacks, one line each', () => {
    const problems = portalEnvProblems({ VITE_ENABLE_MOCKS: 'false' }, { production: true });
    for (const name of [
      'VITE_COMPANY_NAME',
      ...REPORT_TOPIC_KEYS.map(reportIdVariable),
      'VITE_WORKPLACE_TENANT_ID',
      'VITE_WORKPLACE_CLIENT_ID',
      'VITE_WORKPLACE_AUTHORITY',
    ]) {
      expect(problems.filter((line) => line.startsWith(`${name} `))).toHaveLength(1);
    }
  });

  it('refuses mock values in a production build that the demo modes accept', () => {
    const mocked = { ...demo, VITE_ENABLE_MOCKS: 'true', VITE_WORKPLACE_AUTHORITY_METADATA: 'mock' };
    expect(portalEnvProblems(mocked, { production: false })).toEqual([]);
    expect(portalEnvProblems(mocked, { production: true })).toEqual([
      expect.stringMatching(/^VITE_ENABLE_MOCKS=true /),
      expect.stringMatching(/^VITE_WORKPLACE_AUTHORITY_METADATA=mock /),
    ]);
  });

  it('names the report ids after the topic keys', () => {
    expect(reportIdVariable('marketIntelligence')).toBe('VITE_REPORT_ID_MARKET_INTELLIGENCE');
  });

  it('refuses a report id that is not a GUID and an authority that is not https', () => {
    const wrong = {
      ...demo,
      VITE_REPORT_ID_SALES_OPPORTUNITY: 'sales',
      VITE_WORKPLACE_AUTHORITY: 'http://login.example',
    };
    expect(portalEnvProblems(wrong, { production: false })).toEqual([
      expect.stringMatching(/^VITE_REPORT_ID_SALES_OPPORTUNITY must be a GUID/),
      expect.stringMatching(/^VITE_WORKPLACE_AUTHORITY must be an https URL/),
    ]);
  });
});

describe('where the check runs', () => {
  /** Vite resolves a production configuration from an empty directory, with no VITE_* set. */
  async function resolveProduction(command: 'build' | 'serve', isPreview: boolean) {
    const saved = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
    for (const [name] of saved) Reflect.deleteProperty(process.env, name);
    const envDir = mkdtempSync(join(tmpdir(), 'portal-env-'));
    try {
      return await resolveConfig(
        { configFile: false, envDir, logLevel: 'silent', plugins: [portalEnv()] },
        command,
        'production',
        'production',
        isPreview,
      );
    } finally {
      Object.assign(process.env, Object.fromEntries(saved));
      rmSync(envDir, { recursive: true, force: true });
    }
  }

  it('stops a production build without the carrier values', async () => {
    await expect(resolveProduction('build', false)).rejects.toThrow(/VITE_COMPANY_NAME is required/);
  });

  it('lets `vite preview` serve a build that exists without them (they were checked when it was built)', async () => {
    await expect(resolveProduction('serve', true)).resolves.toMatchObject({ mode: 'production' });
  });
});

describe("home's headline KPIs (VITE_HOME_KPIS)", () => {
  it('accepts the demo list and refuses an unknown topic or metric, in every mode', () => {
    const wrong = {
      ...demo,
      VITE_ENABLE_MOCKS: 'false',
      VITE_WORKPLACE_AUTHORITY_METADATA: 'none',
      VITE_HOME_KPIS:
        'marketIntel / ReportSection1 / cardA / Weighted Sales; marketIntelligence / P / V / Weighted sale',
    };
    for (const production of [false, true]) {
      expect(portalEnvProblems(wrong, { production })).toEqual([
        expect.stringMatching(/^VITE_HOME_KPIS names the topic "marketIntel"/),
        expect.stringMatching(/^VITE_HOME_KPIS names the metric "Weighted sale"/),
      ]);
    }
  });

  it('refuses an entry that is not topic / page / visual / metric', () => {
    expect(
      portalEnvProblems(
        { ...demo, VITE_HOME_KPIS: 'marketIntelligence / cardA / Weighted Sales' },
        { production: false },
      ),
    ).toEqual([expect.stringMatching(/^VITE_HOME_KPIS "marketIntelligence \/ cardA \/ Weighted Sales" must be/)]);
  });
});
