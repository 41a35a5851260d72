import { Code, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './password-checklist.module.css';
import { PASSWORD_CHECKLIST_TITLE, PASSWORD_RULES, type PasswordRule } from '@/shared/password/password-policy';

export interface PasswordChecklistProps {
  /** The new password as typed. */
  password: string;
  /** After a refused submit: the rules still unmet are marked as what failed, not only as open. */
  showFailures?: boolean;
}

/**
 * The password policy as a live checklist, the same on change password and recovery (review m17): each
 * rule is ticked as the typed password meets it; after a refused submit the unmet ones turn red, so
 * the person sees which rule failed. Each item says its state to a screen reader too. A rule of two
 * lines (a phone) has its mark by its first line, and the special characters' set stays on one line
 * (design review p6: "% ^ & * _" broke off alone, the circle between the lines).
 */
export function PasswordChecklist({ password, showFailures = false }: PasswordChecklistProps) {
  const titleId = useId();
  return (
    <div>
      <Text size="sm" fw={500} id={titleId}>
        {PASSWORD_CHECKLIST_TITLE}
      </Text>
      <List
        size="sm"
        spacing={2}
        aria-labelledby={titleId}
        classNames={{ itemWrapper: classes.item, itemIcon: classes.icon }}
      >
        {PASSWORD_RULES.map((rule) => {
          const met = rule.met(password);
          const failed = !met && showFailures;
          const state = met ? 'met' : failed ? 'failed' : 'open';
          return (
            <List.Item
              key={rule.text}
              data-met={met}
              // Neutral until met (the eighth grade: grey dots, dimmed text), the text's own ink once met, red once refused.
              c={failed ? 'var(--mantine-color-error)' : met ? undefined : 'dimmed'}
              icon={
                // A 16 px place per rule in every state (design review p6: a text bullet turned into an icon
                // when met): a small dimmed dot while open, which turns into a teal check when met, or after a
                // refused submit a red ✕ (a seventh grade: the empty grey rings read as radio buttons).
                state === 'open' ? (
                  <span className={classes.dot} data-rule-icon={state} aria-hidden />
                ) : (
                  <ThemeIcon size={16} radius="xl" color={met ? 'teal.8' : 'red.8'} data-rule-icon={state} aria-hidden>
                    {met ? <IconCheck size={12} /> : <IconX size={12} />}
                  </ThemeIcon>
                )
              }
            >
              <RuleText rule={rule} />
              <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}

/** A rule's words, its `together` part in a <code> that does not wrap. */
function RuleText({ rule: { text, together } }: { rule: PasswordRule }) {
  if (!together) return text;
  return (
    <>
      {text.slice(0, -together.length)}
      <Code className={classes.together}>{together}</Code>
    </>
  );
}
