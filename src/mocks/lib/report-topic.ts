import { config, REPORT_TOPIC_KEYS, type ReportTopicKey } from '@/config';

/** The dashboard topic whose configured report id is `reportId` (what the mock report service knows), or undefined. */
export function reportTopicWithId(reportId: string): ReportTopicKey | undefined {
  return REPORT_TOPIC_KEYS.find((key) => config.reports[key].id === reportId);
}
