import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb links to; the current page (usually the last item) has none. */
  to?: string;
}

/**
 * The trail above a page's content (R2.24): Home (/home), then the current project or
 * section; account pages use Home, Account, current section. Reused by the account feature.
 */
export function PageBreadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return item.to && !isLast ? (
            <Anchor key={`${item.label}-${index}`} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text key={`${item.label}-${index}`} size="sm" c="dimmed" aria-current={isLast ? 'page' : undefined}>
              {item.label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
