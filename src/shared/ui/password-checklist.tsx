import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { PASSWORD_CHECKLIST_TITLE, PASSWORD_RULES } from '@/shared/password/password-policy';

export interface PasswordChecklistProps {
  /** The new password as typed. */
  password: string;
  /** After a refused submit: the rules still unmet are marked as what failed, not only as open. */
  showFailures?: boolean;
}

/**
 * The password policy as a live checklist, the same on change password and recovery (review m17): each
 * rule is ticked as the typed password meets it; after a refused submit the unmet ones turn red, so
 * the person sees which rule failed. Each item says its state to a screen reader too.
 */
export function PasswordChecklist({ password, showFailures = false }: PasswordChecklistProps) {
  const titleId = useId();
  return (
    <div>
      <Text size="sm" fw={500} id={titleId}>
        {PASSWORD_CHECKLIST_TITLE}
      </Text>
      <List size="sm" spacing={2} aria-labelledby={titleId} center>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.met(password);
          const failed = !met && showFailures;
          return (
            <List.Item
              key={rule.text}
              data-met={met}
              c={failed ? 'var(--mantine-color-error)' : undefined}
              icon={
                <ThemeIcon
                  size={16}
                  radius="xl"
                  variant={met ? 'filled' : 'transparent'}
                  color={met ? 'teal.8' : failed ? 'red' : 'gray'}
                  aria-hidden
                >
                  {met ? <IconCheck size={12} /> : failed ? <IconX size={12} /> : <IconPoint size={12} />}
                </ThemeIcon>
              }
            >
              {rule.text}
              <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
