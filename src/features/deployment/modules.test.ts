import { describe, expect, it } from 'vitest';
import { REPORT_TOPIC_KEYS } from '@/config';
import { deployment2024Topics } from './modules';

describe('the topic list', () => {
  // A report key without a topic would be a report id production demands and nobody shows; two topics
  // on one key would show the same report twice.
  it('gives each report key of the environment exactly one dashboard topic', () => {
    const reportKeys = deployment2024Topics.flatMap(({ content }) =>
      content.kind === 'dashboard' ? [content.reportKey] : [],
    );
    expect([...reportKeys].sort()).toEqual([...REPORT_TOPIC_KEYS].sort());
  });
});
