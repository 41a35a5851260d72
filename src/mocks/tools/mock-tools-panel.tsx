/**
 * The Mock tools panel: a small floating button that opens a drawer with the demo accounts, the mock
 * inbox (recovery codes), recent activity, a fault switch per operation and a reset. It only exists
 * when the mock backend runs; its launcher (`mock-tools-launcher.ts`) renders it in its own React root at
 * the first click.
 */
import {
  Badge,
  Button,
  Code,
  CopyButton,
  Divider,
  Drawer,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDidUpdate } from '@mantine/hooks';
import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  DEMO_ACCOUNTS,
  getActivityLog,
  getMockInbox,
  resetMockDb,
  type MockActivityRecord,
  type MockEmail,
} from '../db';
import {
  getMockIdentitySwitches,
  MOCK_IDENTITY_SWITCH_LABELS,
  resetMockIdentitySwitches,
  setMockIdentitySwitch,
  type MockIdentitySwitches,
} from '../identity/switches';
import { getMockFaults, setMockFault } from '../scenarios/faults';
import {
  faultsOf,
  isMockFault,
  MOCK_FAULT_LABELS,
  MOCK_OPERATIONS,
  type MockFault,
  type MockOperationId,
} from '../scenarios/operations';
import { MOCK_TOOLS_BUTTON_PLACE } from './mock-tools-button-place';

export interface MockToolsPanelProps {
  /** Open the drawer at first render (stories). */
  defaultOpened?: boolean;
  /** Where the drawer renders; `mountMockTools` keeps it inside its own root. */
  portalTarget?: HTMLElement;
  /** How often the inbox, activity and faults are re-read while the drawer is open. */
  refreshIntervalMs?: number;
  /** After `Reset mock data` re-seeded the db. Default: reload the page. */
  onReset?: () => void;
}

const ACTIVITY_SHOWN = 8;

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString();
}

function CopyValueButton({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="compact-xs" variant="light" color={copied ? 'teal' : 'blue'} onClick={copy} aria-label={label}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * A fault select per operation, memoised: the panel's other state (switches, the
 * inbox refreshed every second) does not re-render them all.
 */
const FaultSelects = memo(function FaultSelects({
  faults,
  onChange,
}: {
  faults: Partial<Record<MockOperationId, MockFault>>;
  onChange: (operationId: MockOperationId, value: string) => Promise<void>;
}) {
  return (
    <Stack gap={6}>
      {MOCK_OPERATIONS.map((operation) => (
        <NativeSelect
          key={operation.id}
          size="xs"
          label={`${operation.label} (${operation.method} ${operation.path})`}
          value={faults[operation.id] ?? 'none'}
          data={faultsOf(operation.id).map((fault) => ({ value: fault, label: MOCK_FAULT_LABELS[fault] }))}
          onChange={(event) => void onChange(operation.id, event.currentTarget.value)}
          rightSection={
            (faults[operation.id] ?? 'none') !== 'none' ? (
              <Badge size="xs" color="red" variant="filled" aria-hidden>
                on
              </Badge>
            ) : undefined
          }
          rightSectionWidth={(faults[operation.id] ?? 'none') !== 'none' ? 44 : undefined}
        />
      ))}
    </Stack>
  );
});

export function MockToolsPanel({
  defaultOpened = false,
  portalTarget,
  refreshIntervalMs = 1000,
  onReset = () => window.location.reload(),
}: MockToolsPanelProps) {
  const [opened, setOpened] = useState(defaultOpened);
  const [inbox, setInbox] = useState<MockEmail[]>([]);
  const [activity, setActivity] = useState<MockActivityRecord[]>([]);
  const [faults, setFaults] = useState<Partial<Record<MockOperationId, MockFault>>>({});
  const [resetting, setResetting] = useState(false);
  const [identitySwitches, setIdentitySwitches] = useState<MockIdentitySwitches | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Closing gives the focus back to the button, as a drawer gives it back to what opened it: the
  // drawer's own return cannot, when the first opening came from the launcher's button, gone since.
  useDidUpdate(() => {
    if (!opened) button.current?.focus();
  }, [opened]);

  useEffect(() => {
    if (opened) void getMockIdentitySwitches().then(setIdentitySwitches);
  }, [opened]);

  const changeIdentitySwitch = async (name: keyof MockIdentitySwitches, on: boolean) => {
    setIdentitySwitches((current) => (current ? { ...current, [name]: on } : current));
    await setMockIdentitySwitch(name, on);
  };

  const refresh = useCallback(async () => {
    const [nextInbox, nextActivity, nextFaults] = await Promise.all([
      getMockInbox(),
      getActivityLog(),
      getMockFaults(),
    ]);
    setInbox(nextInbox);
    setActivity(nextActivity.slice(-ACTIVITY_SHOWN).reverse());
    // Keep the same object while nothing changed, so the fault list (memo) does not re-render each tick.
    setFaults((current) =>
      MOCK_OPERATIONS.every(({ id }) => (current[id] ?? 'none') === nextFaults[id]) ? current : nextFaults,
    );
  }, []);

  useEffect(() => {
    if (!opened) return undefined;
    let active = true;
    const tick = () => {
      if (active) void refresh();
    };
    tick();
    const timer = window.setInterval(tick, refreshIntervalMs);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [opened, refresh, refreshIntervalMs]);

  const changeFault = useCallback(async (operationId: MockOperationId, value: string) => {
    if (!isMockFault(value)) return;
    setFaults((current) => ({ ...current, [operationId]: value }));
    await setMockFault(operationId, value);
  }, []);

  const reset = async () => {
    setResetting(true);
    try {
      await Promise.all([resetMockDb(), resetMockIdentitySwitches()]);
      onReset();
    } finally {
      setResetting(false);
    }
  };

  return (
    <>
      {!opened && (
        <Button
          ref={button}
          size="compact-xs"
          variant="default"
          style={MOCK_TOOLS_BUTTON_PLACE}
          onClick={() => setOpened(true)}
        >
          Mock tools
        </Button>
      )}
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title="Mock tools"
        position="left"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close mock tools' }}
        returnFocus={false}
        portalProps={portalTarget ? { target: portalTarget } : undefined}
      >
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            The backend of this build is simulated in the browser. Its data persists in IndexedDB until you reset it.
          </Text>

          <ToolsSection id="mock-tools-accounts" title="Demo accounts">
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Username</Table.Th>
                  <Table.Th scope="col">Initial password</Table.Th>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Role</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {DEMO_ACCOUNTS.map((account) => (
                  <Table.Tr key={account.username}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Code>{account.username}</Code>
                        <CopyValueButton value={account.username} label={`Copy username ${account.username}`} />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Code>{account.password}</Code>
                        <CopyValueButton value={account.password} label={`Copy password of ${account.username}`} />
                      </Group>
                    </Table.Td>
                    <Table.Td>{account.name}</Table.Td>
                    <Table.Td>{account.role}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ToolsSection>

          <ToolsSection id="mock-tools-inbox" title="Mock inbox">
            {inbox.length === 0 ? (
              <Text size="sm" c="dimmed">
                No e-mail sent yet. Password recovery codes appear here.
              </Text>
            ) : (
              <Stack
                gap="xs"
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
                aria-label="E-mails, newest first"
              >
                {inbox.map((mail) => (
                  <Paper component="li" key={mail.id} withBorder p="xs">
                    <Group justify="space-between" wrap="nowrap">
                      <div>
                        <Text size="sm" fw={600}>
                          {mail.subject}
                        </Text>
                        <Text size="xs" c="dimmed">
                          To {mail.to} at {timeOf(mail.sentAt)}
                        </Text>
                      </div>
                      {mail.code !== null && (
                        <Group gap={6} wrap="nowrap">
                          <Code fz="md" aria-label={`Code ${mail.code}`}>
                            {mail.code}
                          </Code>
                          <CopyValueButton value={mail.code} label={`Copy code ${mail.code}`} />
                        </Group>
                      )}
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
          </ToolsSection>

          <ToolsSection id="mock-tools-faults" title="Faults">
            <FaultSelects faults={faults} onChange={changeFault} />
          </ToolsSection>

          <ToolsSection id="mock-tools-workplace" title="Workplace sign-in (mock identity provider)">
            <Stack gap={6}>
              {(Object.keys(MOCK_IDENTITY_SWITCH_LABELS) as (keyof MockIdentitySwitches)[]).map((name) => (
                <Switch
                  key={name}
                  size="sm"
                  label={MOCK_IDENTITY_SWITCH_LABELS[name]}
                  checked={identitySwitches?.[name] ?? false}
                  disabled={identitySwitches === null}
                  onChange={(event) => void changeIdentitySwitch(name, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          </ToolsSection>

          <ToolsSection id="mock-tools-activity" title="Recent activity">
            {activity.length === 0 ? (
              <Text size="sm" c="dimmed">
                No activity recorded yet.
              </Text>
            ) : (
              <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {activity.map((record) => (
                  <Text component="li" size="xs" key={record.id}>
                    {timeOf(record.receivedAt)} · {record.activity} · {record.page}
                    {record.username ? ` · ${record.username}` : ''}
                  </Text>
                ))}
              </Stack>
            )}
          </ToolsSection>

          <Divider />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              Re-seeds users and passwords, clears sessions, mail, activity and faults, then reloads.
            </Text>
            <Button color="red" variant="light" size="xs" loading={resetting} onClick={() => void reset()}>
              Reset mock data
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}

/** One part of the panel: a titled section (its title names it for screen readers). */
function ToolsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}
