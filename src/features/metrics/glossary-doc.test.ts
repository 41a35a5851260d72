import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIORITIZED_KPI_MARK } from './constants';
import { performanceMetricGroups } from './performance-metrics';

const GLOSSARY_DOC = resolve(__dirname, '../../../docs/glossary.md');

/** The table rows of the doc's list: category, metric, KPI mark, description. */
function documentedRows(): string[][] {
  return readFileSync(GLOSSARY_DOC, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Metric category') && !line.startsWith('| ---'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

describe('docs/glossary.md (the proposed definitions for the carrier to confirm)', () => {
  it('lists exactly the entries whose description is proposed, with their current text', () => {
    const proposed = performanceMetricGroups.flatMap((group) =>
      group.items
        .filter((item) => item.source === 'proposed')
        .map((item) => [group.title, item.name, item.kpi_priority ? PRIORITIZED_KPI_MARK : '', item.description]),
    );
    expect(documentedRows()).toEqual(proposed);
  });

  it('proposes a definition only where there is one to confirm, and has the requirements’ own ones too', () => {
    const items = performanceMetricGroups.flatMap((group) => group.items);
    expect(items.filter((item) => item.source === 'proposed' && item.description === '')).toEqual([]);
    const fromSpec = items.filter((item) => item.source === 'spec').map((item) => item.name);
    // The entries whose words R3.x gives (in brackets) or withholds (R3.11).
    expect(fromSpec).toEqual(
      expect.arrayContaining(['Policy Submissions', 'Sold Policies', 'Market Share', 'Market Agents', 'Client Share']),
    );
    expect(items.find((item) => item.name === 'Sold Ratio')?.source).toBe('proposed');
  });
});
