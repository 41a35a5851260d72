import { describe, expect, it } from 'vitest';
import { deployment2024Topics, type TopicContent } from '../modules';
import { usualTopicKind } from './topic-kind';

const topics = (...kinds: TopicContent['kind'][]) =>
  kinds.map((kind) => ({
    content: kind === 'dashboard' ? ({ kind, reportKey: 'marketIntelligence' } as const) : { kind },
  }));

describe('usualTopicKind', () => {
  it("is the kind of more than half the topics: the 2024 deployment's dashboards", () => {
    expect(usualTopicKind(deployment2024Topics)).toBe('dashboard');
    expect(usualTopicKind(topics('presentation', 'presentation', 'dashboard'))).toBe('presentation');
  });

  it('is none where no kind holds more than half, so every card keeps its badge', () => {
    expect(usualTopicKind(topics('dashboard', 'presentation'))).toBeNull();
    expect(usualTopicKind(topics('dashboard', 'presentation', 'metrics'))).toBeNull();
    expect(usualTopicKind([])).toBeNull();
  });
});
