import { SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { accountTexts } from '../constants';

/**
 * One saved value of the profile as a person reads it: its label over it, or a dimmed "Not set" when
 * empty (review m16: read-only inputs looked disabled, and an empty phone was a blank grey box). The
 * value is named by its label (aria-labelledby), so it is found by the label as a field is.
 */
export function ProfileValue({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <div>
      {/* The label is secondary to the value it names (design review m7): dimmed 14/500 over 16/400 text,
          the type scale's label and body roles. */}
      <Text component="dt" size="sm" fw="var(--portal-font-weight-label)" c="dimmed" id={labelId}>
        {label}
      </Text>
      <Text component="dd" aria-labelledby={labelId} m={0} mt={4} style={{ overflowWrap: 'anywhere' }}>
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
 * The profile's values as a description list, in one column as the fields of edit mode: the card is 480 px at most
 * (account-page.tsx), where two columns cut an e-mail address short.
 */
export function ProfileValues({ values }: { values: readonly { label: string; value: string }[] }) {
  return (
    <SimpleGrid component="dl" cols={1} spacing="md" verticalSpacing="md" m={0}>
      {values.map(({ label, value }) => (
        <ProfileValue key={label} label={label} value={value} />
      ))}
    </SimpleGrid>
  );
}
