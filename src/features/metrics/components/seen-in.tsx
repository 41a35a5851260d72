import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createContext, Fragment, useContext } from 'react';
import { DEFINITIONS_TEXT } from '../constants';
import entryClasses from './metric-entry.module.css';

/** A dashboard page that shows a metric: "Market Intelligence › Monthly Trend", opened at `?page=`. */
export interface MetricSeenIn {
  label: string;
  /** The dashboard topic's path. */
  to: string;
  /** The report page's name (the topic URL's `?page=`). */
  page: string;
}

/** The dashboard pages showing a metric, by its name (the route composes them from the topics). */
export type SeenInLookup = (metricName: string) => readonly MetricSeenIn[];

const noPages: SeenInLookup = () => [];

/** Given by the glossary view to its entries, however they are laid out (tabs or table). */
export const SeenInContext = createContext<SeenInLookup>(noPages);

/** "Seen in: Market Intelligence › Monthly Trend, …" under an entry a dashboard shows; nothing otherwise. */
export function SeenInLinks({ name }: { name: string }) {
  const pages = useContext(SeenInContext)(name);
  if (pages.length === 0) return null;
  return (
    <Text size="sm" mt={4} c="dimmed" className={entryClasses.seenIn}>
      {DEFINITIONS_TEXT.seenIn}{' '}
      {pages.map((seen, index) => (
        <Fragment key={`${seen.to}?${seen.page}`}>
          {index > 0 ? ', ' : null}
          {/* The topic's path is known at run time only, so the router cannot type its search. */}
          <Anchor component={Link} to={seen.to} search={{ page: seen.page } as never} inherit>
            {seen.label}
          </Anchor>
        </Fragment>
      ))}
    </Text>
  );
}
