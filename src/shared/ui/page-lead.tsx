import { Text, VisuallyHidden } from '@mantine/core';

/**
 * How a page under the header opens (one page header, the sixteenth and seventeenth grades' major): the header names
 * every page (R2.21, the trail's last crumb from `lg` up, R2.24), so no page names itself again in a visible heading.
 * Its h1, where route focus and screen readers find it, is for screen readers only, as a topic's is; what is seen is
 * the page's description, the line that says what the page holds.
 */
export function PageLead({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <VisuallyHidden>
        <h1>{title}</h1>
      </VisuallyHidden>
      <Text c="dimmed">{description}</Text>
    </div>
  );
}
